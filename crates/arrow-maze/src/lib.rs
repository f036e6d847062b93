//! Walk-through arrow mazes ("Abbott's Revenge", ICPC World Finals 2000):
//! parse the judge input, find a shortest route from the entrance to the
//! goal obeying every sign, and write the judge output.
//!
//! ```
//! let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n").expect("valid input");
//! let answer = arrow_maze::solve(&mazes[0]);
//! assert_eq!(answer.to_string(), "M\n  (3,1) (2,1) (1,1)\n");
//! ```
//!
//! [`Reader`] streams mazes from any `BufRead`; [`Solver`] keeps its buffers
//! between mazes. Coordinates up to 4096 are accepted.

#![warn(missing_docs)]

mod check;
mod framing;
pub mod generate;
mod maze;
mod parse;
mod solve;
mod validate;

pub use check::{RouteError, check_route};
pub use framing::ArrowFraming;
pub use maze::{Maze, Signpost, Turn, to_judge_input};
pub use parse::{ArrowFormat, Reader, parse};
pub use solve::{LAYOUT, Solution, Solver, solve};
pub use validate::{MAX_NAME_CHARS, validate};
