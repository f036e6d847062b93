#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod answer;
mod board;
mod boards;
mod cube;
mod framing;
pub mod generate;
mod misfit;
mod parse;
mod pattern;
pub mod play;
mod replay;
mod rolls;
mod shape;
mod solve;
mod tables;
mod validate;

pub use answer::{Answer, CensusError, JUDGE_LIMIT, Solution, TooManySquares};
pub use board::{StartClass, Symmetry};
pub use boards::census::{Census, census_starts, class_of, spread_census};
pub use boards::depths::start_census;
pub use boards::sliced::{BadParcel, CensusLayers, LayerTally, Outbox, Slice, SlicedSearch};
pub use boards::sliced_state::{RestoreError, Restoring, SliceMismatch};
pub use boards::sparse::{
    HoleBoards, HoleSize, LayerRefused, LayerStore, Made, MemoryStore, PartialCensus, PartialError,
    SavedSearch, SparseSearch, StoreError, partial_census, spread_partial,
};
pub use cube::{Colour, CubeOrientation, N_CUBE_ORIENTATIONS};
pub use framing::CubeFraming;
pub use parse::{CubeFormat, Reader, parse, parse_on};
pub(crate) use pattern::N_COLOURINGS;
pub use pattern::N_PATTERNS;
pub use pattern::{Dataset, MAX_SQUARES, Pattern, to_judge_input};
pub use replay::{replay, replay_each};
pub(crate) use shape::N_SQUARES;
pub use shape::{MAX_BOARD_SIDE, OffTheBoard, Shape, ShapeError, Square, StatementSquare};
pub use solve::{Solver, solve};
pub use tables::{Distances, Join, Layers, SearchBuffers, Serial};
pub use validate::{MAX_DATASETS, validate, validate_board};

#[doc(inline)]
pub use dice_core::memory::OutOfMemory;
#[doc(inline)]
pub use dice_core::text::{Datasets, InputError, ParseError};
