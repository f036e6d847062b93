//! The cube puzzle on boards of other shapes: R rows by C columns, each
//! from 1 to 4 ([`Shape`], written `RxC`), in the judge format with R
//! pattern lines of C cells.
//!
//! [`ShapedSolver`] answers every board exactly. Boards of up to nine
//! squares (every shape up to 2 x 4, 4 x 2 and 3 x 3) are searched whole
//! (the hole and every cube's orientation), which also gives the rolls;
//! 3 x 4 and 4 x 3 by a bit-parallel search over patterns (`parity`),
//! which gives every pattern's answer; 4 x 4 by meeting in the middle
//! (`meet`), which gives answers and rolls up to the judge's 30 and proves
//! the -1 beyond. The statement's 3 x 3 board keeps its own much faster
//! solver ([`crate::Solver`]); on it the searches agree, which the tests
//! check pattern by pattern.
//!
//! ```
//! use cube_puzzle::shaped::{ShapedSolver, parse_shaped};
//! let datasets = parse_shaped("1 1\nE W W\nW W W\n0 0\n", "2x3".parse()?)?;
//! assert_eq!(ShapedSolver::new().solve(&datasets[0]).minimum(), Some(0));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod answer;
mod census;
mod dataset;
pub mod generate;
mod meet;
mod parity;
mod parse;
mod replay;
mod shape;
mod solve;
mod whole;

pub use answer::{ShapedAnswer, TooManySquares};
pub use census::{ShapedCensus, census_starts, spread_census, start_census};
pub use dataset::{MAX_SQUARES, ShapedDataset, ShapedPattern};
pub use parity::MAX_PARITY_SQUARES;
pub use parse::{ShapedFormat, ShapedReader, parse_shaped};
pub use replay::{ShapedBoard, replay_each};
pub use shape::{MAX_BOARD_SIDE, Shape, ShapeError};
pub use solve::ShapedSolver;
pub use whole::MAX_WHOLE_SQUARES;

#[cfg(test)]
mod tests;
