#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod check;
pub mod forced;
mod framing;
pub mod generate;
pub mod longest;
mod maze;
mod parse;
pub mod play;
mod sign_line;
mod signs;
mod solve;
mod validate;

pub use check::{RouteError, check_route};
pub use framing::ArrowFraming;
pub use maze::{Freedom, Maze, Signpost, Turn, to_judge_input, write_in_orders};
pub use parse::{ArrowFormat, Reader, parse};
pub use solve::{LAYOUT, Solution, Solver, solve};
pub use validate::{MAX_MAZES, MAX_NAME_CHARS, STATEMENT_SIDE, validate};

#[doc(inline)]
pub use dice_core::memory::OutOfMemory;
#[doc(inline)]
pub use dice_core::text::{Datasets, InputError, ParseError};
#[doc(inline)]
pub use dice_core::{Heading, Pos};
