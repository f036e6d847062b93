#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

pub mod anneal;
mod grid;
mod heading;
pub mod judge;
pub mod memory;
mod orientation;
pub mod play;
mod pos;
pub mod rng;
pub mod search;
pub mod strict;
pub mod text;

pub use grid::{Grid, MAX_SIDE};
pub use heading::Heading;
pub use orientation::{N_ORIENTATIONS, Orientation, Side};
pub use pos::Pos;
