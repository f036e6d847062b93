#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

pub mod cells;
pub mod check;
pub mod cube;
pub mod error;
pub mod interface;
pub mod json;
mod judging;
pub mod output;
pub mod puzzle;
mod puzzles;
mod report;

pub use check::Tally;
pub use error::{MemoryRefused, RunError};
pub use judging::{
    CheckError, Claims, DatasetVerdict, Halt, Judging, Length, MOVES, Noun, Rejection, RollFault,
    Rules, judge_numbers, nth_route,
};
pub use output::{Options, OutputFormat};
pub use puzzle::{BoardOnMaze, Chosen, Puzzle, UnknownPuzzle};
pub use report::{Verdict, Verdicts, verdicts, verdicts_on};

/// Each puzzle's [`Rules`]: [`rules::of`] gives the rules of a chosen
/// puzzle; the mazes' rules are written once over what a maze crate
/// brings.
pub mod rules {
    pub use crate::cube::Cube;
    pub use crate::puzzles::{Arrow, Dice, Maze, MazeRules, of};
}
