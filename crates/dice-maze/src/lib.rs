#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod check;
mod framing;
pub mod generate;
pub mod longest;
mod maze;
pub mod names;
mod parse;
pub mod play;
mod solve;
mod validate;
pub mod wide;

pub use check::{TourError, check_tour};
pub use framing::DiceFraming;
pub use maze::{Maze, SquareValue, to_judge_input};
pub use parse::{DiceFormat, Reader, parse};
pub use solve::{
    LAYOUT, ShortestTours, Solution, Solver, TourCount, count_shortest_tours, solve,
    try_count_shortest_tours,
};
pub use validate::{MAX_MAZES, MAX_NAME_CHARS, STATEMENT_SIDE, try_validate, validate};

#[doc(inline)]
pub use dice_core::memory::OutOfMemory;
#[doc(inline)]
pub use dice_core::text::{Datasets, InputError, ParseError};
#[doc(inline)]
pub use dice_core::{Heading, Orientation, Pos};
