//! What the abbott puzzles share: the die model, grid geometry, a dense
//! breadth-first search, and helpers for the judges' input and output formats.
//!
//! ```
//! use dice_core::{Heading, Orientation};
//! let die = Orientation::new(5, 1).expect("5 on top, 1 in front is a die");
//! assert_eq!(die.roll(Heading::West).top(), 3);
//! ```
//!
//! - [`Orientation`]: the 24 ways a die can lie, and rolling, from tables.
//! - [`Heading`], [`Pos`], [`Grid`]: compass directions, printed positions and
//!   a dense grid with a border.
//! - [`search::Bfs`]: breadth-first search over dense state numbers with
//!   reusable buffers and one byte of memory per state.
//! - [`rng`]: a seeded generator for puzzle generators and tests.
//! - [`judge`]: the route layouts of the judge outputs.
//! - [`strict`]: the canonical layout of judge data, for input validators.
//! - [`text`]: a streaming line reader, parse errors with line and column,
//!   and nom 8 token parsers.

#![warn(missing_docs)]

mod grid;
mod heading;
pub mod judge;
mod orientation;
mod pos;
pub mod rng;
pub mod search;
pub mod strict;
pub mod text;

pub use grid::{Grid, MAX_SIDE};
pub use heading::Heading;
pub use orientation::{N_ORIENTATIONS, Orientation, Side};
pub use pos::Pos;
