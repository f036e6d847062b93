//! The dice maze's wide-search test: 10 x 10 mazes whose breadth-first
//! search holds more than 256 die states at one distance before the
//! shortest tour closes (`dice_maze::wide`), each with one shortest tour.
//! A search queue kept in a ring of 256 entries overwrites states it has
//! not expanded; the widest layer of the other cases is about 210.
//!
//! Built from fixed seeds and a fixed number of evaluations, so the same
//! package is written every time.

use super::Case;

/// The case's name.
pub(super) const NAME: &str = "wide-search";

/// The seeds climbed from, each for [`EVALUATIONS`] mazes.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=8;

/// The mazes each climb evaluates.
const EVALUATIONS: u32 = 6_000;

/// The narrowest widest layer a maze of the case may have.
const WIDER_THAN: usize = 256;

/// The case: every climb's maze whose widest layer passes [`WIDER_THAN`].
pub(super) fn dice_case() -> Case {
    let mazes: Vec<_> = SEEDS
        .filter_map(|seed| dice_maze::wide::search(seed, EVALUATIONS))
        .filter(|found| found.widest > WIDER_THAN)
        .map(|found| found.maze)
        .collect();
    Case::new(
        NAME,
        "10 x 10 mazes with one shortest tour whose breadth-first search holds more than 256 die states at one distance before the tour closes: a search queue in a ring of 256 entries loses states here",
        dice_maze::to_judge_input(&mazes),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cached_cases;
    use abbott_judge::puzzle::Puzzle;

    #[test]
    fn every_maze_has_one_shortest_tour_and_a_layer_past_256_states() {
        let cases = cached_cases(Puzzle::DiceMaze);
        let case = cases.iter().find(|c| c.name == NAME).expect("the case");
        let mazes = dice_maze::parse(&case.input).expect("judge data");
        assert!(mazes.len() >= 3, "{} mazes", mazes.len());
        for maze in &mazes {
            let count = dice_maze::count_shortest_tours(maze);
            assert_eq!(count.shortest, dice_maze::ShortestTours::One, "{maze}");
            let widest = dice_maze::wide::widest_layer(maze, count.moves);
            assert!(widest > WIDER_THAN, "{widest}: {maze}");
            assert_eq!(maze.name, format!("WIDE{widest}"));
        }
    }
}
