//! The minimum number of rolls from one start square to every pattern, by a
//! bit-parallel breadth-first search.
//!
//! A board state is the empty square plus each cube's orientation. A cube's
//! orientation is its top colour and its parity (see [`CubeOrientation`]),
//! so a state is a pattern (hole and top colours, 59,049 of them) plus a
//! parity bit for each cube. The search keeps, for every pattern, a 512-bit
//! word whose bit `i` stands for the state with that pattern and parities
//! `i` (bit `k` of `i` is the parity of the cube on square `k`; the hole's
//! bit is always 0). Rolling the cube on square `s` into the hole `h` sends
//! the half of a word where that cube's parity is 0 to one pattern and the
//! other half to another; within a half, the move is a shift of the word by
//! `2^h` or `2^s` bits. So one pass over the frontier patterns advances up to
//! 256 states at a time, and the first layer at which a pattern's word
//! becomes non-empty is that pattern's answer.
//!
//! Memory: three words per pattern (frontier, next layer, visited), 11 MB,
//! plus the move table (1.3 MB) shared by all searches.
//!
//! - `word`: the algebra of 256-bit parity words (and their 128-bit folds).
//! - `roll`: where a roll sends a pattern's colouring.
//! - `search`: the layered search engine, its buffers and the [`Join`] hook.
//! - `distances`: the public table, [`Distances`].
//! - `layers`: the layers kept to read routes back, [`Layers`].

mod distances;
mod layers;
mod roll;
mod search;
mod word;

pub use distances::Distances;
pub(crate) use distances::odd_at;
pub use layers::Layers;
pub use search::{Join, SearchBuffers, Serial};

/// The depth recorded for a pattern the start cannot reach.
const UNREACHED: u8 = u8::MAX;

#[cfg(test)]
mod tests;
