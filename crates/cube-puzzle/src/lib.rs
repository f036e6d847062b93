//! The Cubic Eight-Puzzle (ICPC Asia Regional Yokohama 2006): the fewest
//! rolls of eight cubes on a 3 by 3 board that make a pattern of top
//! colours, for every dataset at once.
//!
//! ```
//! let datasets = cube_puzzle::parse("1 2\nW W W\nE W W\nW W W\n0 0\n").expect("valid input");
//! let answer = cube_puzzle::solve(&datasets[0]);
//! assert_eq!(answer.to_string(), "0\n");
//! ```
//!
//! A cube is a die seen through a colouring ([`CubeOrientation`], built on
//! `dice_core::Orientation`). The board's symmetries carry every start
//! square onto one of three ([`StartClass`]), and one bit-parallel search
//! per class ([`Distances`]) gives the answer to all 59,049 patterns from
//! it. [`Layers::route_to`] reads a shortest sequence of rolls back from a
//! search's layers.

#![warn(missing_docs)]

mod board;
mod cube;
mod framing;
pub mod generate;
mod parse;
mod pattern;
mod rolls;
mod solve;
mod tables;
mod validate;

pub use board::{N_SQUARES, Square, StartClass, Symmetry};
pub use cube::{Colour, CubeOrientation, N_CUBE_ORIENTATIONS};
pub use framing::CubeFraming;
pub use parse::{CubeFormat, Reader, parse};
pub use pattern::{Dataset, N_COLOURINGS, N_PATTERNS, Pattern, to_judge_input};
pub use rolls::{optimal_rolls, replay, replay_each};
pub use solve::{Answer, JUDGE_LIMIT, Solver, solve};
pub use tables::{Distances, Join, Layers, SearchBuffers, Serial};
pub use validate::{MAX_DATASETS, validate};
