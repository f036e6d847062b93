//! Dice mazes ("A Dicey Problem", ICPC World Finals 1999): parse the judge
//! input, find the shortest tour of the die back to its start, and write the
//! judge output.
//!
//! ```
//! let mazes = dice_maze::parse("M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n").expect("valid input");
//! let answer = dice_maze::solve(&mazes[0]);
//! assert_eq!(answer.to_string(), "M\n  (1,1),(1,2),(1,1)\n");
//! ```
//!
//! [`Reader`] streams mazes from any `BufRead`, so a huge file is answered
//! maze by maze; [`Solver`] keeps its buffers between mazes. Sizes up to
//! 4096 by 4096 are accepted.

#![warn(missing_docs)]

mod check;
mod framing;
pub mod generate;
mod maze;
mod parse;
mod solve;
mod validate;

pub use check::{TourError, check_tour};
pub use framing::DiceFraming;
pub use maze::{Maze, SquareValue, to_judge_input};
pub use parse::{DiceFormat, Reader, parse};
pub use solve::{LAYOUT, ShortestTours, Solution, Solver, TourCount, count_shortest_tours, solve};
pub use validate::{MAX_NAME_CHARS, validate};
