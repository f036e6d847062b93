//! The searches over whole boards of any shape, behind the solver:
//! every board reachable up to nine squares (`whole`, which the play hint
//! table uses too), every pattern with a word of parity bits up to twelve
//! (`parity` the rolls on words, `sliced` the search, `depths` its table
//! for one start), and beyond, meeting in the middle (`meet`). `strategy`
//! keeps one start's tables and picks among them. `sliced` cuts the
//! parity search into slices for workers that share no memory. `sparse`
//! counts the answers up to a number of rolls on any board, over boards
//! kept layer by layer.

pub(crate) mod census;
pub(crate) mod depths;
pub(crate) mod meet;
mod parity;
pub(crate) mod sliced;
pub(crate) mod sliced_state;
pub(crate) mod sparse;
pub(crate) mod strategy;
pub(crate) mod whole;

pub(crate) use depths::pattern_depths;
pub(crate) use whole::{MAX_WHOLE_SQUARES, UNREACHED};

#[cfg(test)]
mod tests;
