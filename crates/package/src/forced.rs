//! The arrow maze's max test past a byte: mazes whose only route is a
//! forced walk through the walker's states (`arrow_maze::forced`), one for
//! each length from 200 moves up to the longest found (276 moves on 9 x 9;
//! above 250 every even length). A route length kept in a byte wraps at
//! 256, and a route array or a layer cap of any size up to 276 overflows;
//! the annealed mazes of `longest-answers` stop near 211.
//!
//! Built from fixed seeds and a fixed number of search steps, so the same
//! package is written every time (about a second in a release build).

use super::Case;
use arrow_maze::Maze;

/// The case's name.
pub(super) const NAME: &str = "forced-long-routes";

/// The seeds searched, each for [`STEPS`] steps.
const SEEDS: [u64; 2] = [1, 2];

/// The steps of search per seed.
const STEPS: u64 = 1_000_000;

/// The shortest route the case holds.
const FROM_MOVES: usize = 200;

/// The case: one 9 x 9 maze per route length found from [`FROM_MOVES`]
/// up, the first seed's where several seeds found one, longest last.
pub(super) fn arrow_case() -> Case {
    let mut by_moves: Vec<Option<Maze>> = Vec::new();
    for seed in SEEDS {
        let walks = arrow_maze::forced::search(seed, 9, 9, STEPS);
        if by_moves.len() < walks.by_moves.len() {
            by_moves.resize(walks.by_moves.len(), None);
        }
        for (kept, found) in by_moves.iter_mut().zip(walks.by_moves) {
            if kept.is_none() {
                *kept = found;
            }
        }
    }
    let mazes: Vec<Maze> = by_moves.into_iter().skip(FROM_MOVES).flatten().collect();
    Case::new(
        NAME,
        "9 x 9 mazes whose only route is a forced walk, one for each length from 200 moves to 276 (every even length above 250): a route length kept in a byte, or a route array or layer cap of any size up to 276, fails here",
        arrow_maze::to_judge_input(&mazes),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cached_cases;
    use abbott_judge::puzzle::Puzzle;

    #[test]
    fn each_route_is_as_long_as_its_name_claims_and_the_lengths_cross_256() {
        let cases = cached_cases(Puzzle::ArrowMaze);
        let case = cases.iter().find(|c| c.name == NAME).expect("the case");
        let mazes = arrow_maze::parse(&case.input).expect("judge data");
        assert!(mazes.len() <= 300, "{} mazes", mazes.len());
        let mut lengths = Vec::new();
        for maze in &mazes {
            let claimed: usize = maze
                .name
                .strip_prefix("FORCED")
                .and_then(|n| n.split('X').next()?.parse().ok())
                .expect("a claimed length");
            let route = arrow_maze::solve(maze).n_moves();
            assert_eq!(route, Some(claimed), "{maze}");
            assert_eq!((maze.signs.n_rows(), maze.signs.n_cols()), (9, 9));
            lengths.push(claimed);
        }
        assert_eq!(lengths.first(), Some(&FROM_MOVES));
        assert!(lengths.windows(2).all(|w| w[1] > w[0] && w[1] - w[0] <= 2));
        let longest = *lengths.last().expect("mazes");
        assert!(longest >= 276, "{longest}");
        // Past a byte: routes of 256 moves and more (257 positions).
        assert!(lengths.contains(&256), "{lengths:?}");
    }
}
