#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod board;
mod cube;
mod framing;
pub mod generate;
mod parse;
mod pattern;
pub mod play;
mod rolls;
pub mod shaped;
mod solve;
mod tables;
mod validate;

pub use board::{N_SQUARES, Square, StartClass, Symmetry};
pub use cube::{Colour, CubeOrientation, N_CUBE_ORIENTATIONS};
pub use framing::CubeFraming;
pub use parse::{CubeFormat, Reader, parse};
pub use pattern::{Dataset, N_COLOURINGS, N_PATTERNS, Pattern, to_judge_input};
pub use rolls::{optimal_rolls, replay, replay_each};
pub use shaped::{Shape, ShapeError};
pub use solve::{Answer, JUDGE_LIMIT, Solver, solve};
pub use tables::{Distances, Join, Layers, SearchBuffers, Serial};
pub use validate::{MAX_DATASETS, validate};

#[doc(inline)]
pub use dice_core::text::{Datasets, InputError, ParseError};
