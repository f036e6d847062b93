//! The max test of both mazes: the longest answers the extremal search
//! (`abbott generate PUZZLE --longest`) found within the statements'
//! limits, with a ladder of every length from 20 up to the record, so that
//! a solution with any fixed capacity for a route or for the layers of its
//! search fails on one of them. The mazes are data (`judge/<puzzle>/`),
//! found once; each names the length it claims (`LONG278X10X10`), and the
//! tests check every claim with the solvers. docs/extremes.md gives the
//! commands that find them again.

use super::Case;

/// The dice mazes: the ladder of the record search on 10 x 10 (every even
/// length from 20 up, tours have an even number of moves), then the
/// records on 8 x 9, 3 x 10 and 2 x 10.
const DICE_TOURS: &str = include_str!("../judge/dice-maze/longest-tours.in");

/// The arrow mazes: the ladder of the record search on 9 x 9 (every length
/// from 20 up), then the records on 5 x 5, 3 x 9 and 2 x 9.
const ARROW_ROUTES: &str = include_str!("../judge/arrow-maze/longest-routes.in");

/// The name of the case in both packages.
pub(super) const NAME: &str = "longest-answers";

/// The dice maze's max test.
pub(super) fn dice_case() -> Case {
    Case::new(
        NAME,
        "the longest unique tours the extremal search found (278 moves on 10 x 10), and a tour of every even length from 20 up: a route kept in a fixed array, or a search stopped after a fixed number of layers, fails here",
        DICE_TOURS.to_string(),
    )
}

/// The arrow maze's max test.
pub(super) fn arrow_case() -> Case {
    Case::new(
        NAME,
        "the longest routes the extremal search found (211 moves on 9 x 9), and a route of nearly every length from 20 up: a route kept in a fixed array, or a search stopped after a fixed number of layers, fails here",
        ARROW_ROUTES.to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The moves a maze's name claims: `LONG278X10X10` claims 278.
    fn claimed(name: &str) -> Option<usize> {
        name.strip_prefix("LONG")?.split('X').next()?.parse().ok()
    }
    use crate::cached_cases;
    use abbott_judge::puzzle::Puzzle;
    use std::collections::BTreeSet;

    /// The case named [`NAME`] in `puzzle`'s package.
    fn input(puzzle: Puzzle) -> String {
        let cases = cached_cases(puzzle);
        let case = cases.iter().find(|c| c.name == NAME).expect("the max test");
        case.input.clone()
    }

    /// Checks that `lengths` crosses the lengths from 20 up to the largest
    /// with no gap wider than 2 (dice tours have an even number of moves;
    /// the arrow ladder misses a length now and then, where the search
    /// jumped), and gives the largest.
    fn crossed(lengths: &BTreeSet<usize>) -> usize {
        let record = *lengths.last().expect("mazes");
        assert!(lengths.contains(&20), "{lengths:?}");
        let from_20: Vec<usize> = lengths.range(20..).copied().collect();
        let gaps: Vec<&[usize]> = from_20.windows(2).filter(|w| w[1] - w[0] > 2).collect();
        assert!(gaps.is_empty(), "gaps {gaps:?}");
        record
    }

    #[test]
    fn every_dice_maze_has_one_shortest_tour_as_long_as_its_name_claims() {
        use dice_maze::{ShortestTours, TourCount, count_shortest_tours};
        let text = input(Puzzle::DiceMaze);
        let mazes = dice_maze::parse(&text).expect("judge data");
        assert_eq!(
            dice_maze::to_judge_input(&mazes),
            text,
            "written as abbott writes"
        );
        let mut lengths = BTreeSet::new();
        for maze in &mazes {
            let moves = claimed(&maze.name).expect("a name that claims a length");
            let count = count_shortest_tours(maze);
            let one = TourCount {
                moves: Some(moves),
                shortest: ShortestTours::One,
            };
            assert_eq!(count, one, "{}", maze.name);
            lengths.insert(moves);
        }
        assert_eq!(crossed(&lengths), 278);
        let sizes: BTreeSet<_> = mazes
            .iter()
            .map(|m| (m.grid.n_rows(), m.grid.n_cols()))
            .collect();
        assert!(sizes.len() >= 4 && sizes.contains(&(2, 10)), "{sizes:?}");
        let faults = dice_maze::validate(text.as_bytes(), dice_core::strict::Limits::Original);
        assert!(faults.is_empty(), "{faults:?}");
    }

    #[test]
    fn every_arrow_maze_has_a_shortest_route_as_long_as_its_name_claims() {
        let text = input(Puzzle::ArrowMaze);
        let mazes = arrow_maze::parse(&text).expect("judge data");
        let mut solver = arrow_maze::Solver::new();
        let mut lengths = BTreeSet::new();
        for maze in &mazes {
            let moves = claimed(&maze.name).expect("a name that claims a length");
            assert_eq!(solver.solve(maze).n_moves(), Some(moves), "{}", maze.name);
            lengths.insert(moves);
        }
        assert_eq!(crossed(&lengths), 211);
        assert!(lengths.len() > 180, "{} lengths", lengths.len());
        let faults = arrow_maze::validate(text.as_bytes(), dice_core::strict::Limits::Original);
        assert!(faults.is_empty(), "{faults:?}");
    }

    #[test]
    fn a_name_claims_the_number_after_long() {
        assert_eq!(claimed("LONG258X10X10"), Some(258));
        assert_eq!(claimed("LONG7"), Some(7));
        assert_eq!(claimed("SHORT7X1X1"), None);
        assert_eq!(claimed("LONGX1"), None);
    }
}
