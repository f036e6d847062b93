//! The partial census: the fewest rolls from one start to every pattern
//! that needs at most a given number of them, on any board, by a
//! breadth-first search over boards kept sparse, layer by layer.
//!
//! A board is a key: its colouring (the cubes' top colours as base-3
//! digits), its cubes' parities and four way-back bits, 43 bits on 4 x 4
//! (see [`roll`]), with the hole kept apart. Every roll moves the hole to
//! a square of the other colour of a chessboard, so the graph of boards
//! is bipartite and undirected: a board next to layer `d` lies in layer
//! `d - 1` or `d + 1`. The way-back bits of a board say which of its rolls
//! lead back to layer `d - 1`, so the search never makes them and needs
//! no earlier layer to tell new boards from old. A bitset of patterns
//! marks those answered.
//!
//! A layer is kept a hole at a time ([`HoleBoards`]): four bytes a board,
//! grouped in buckets by the bits above their low 32. The next layer is
//! built a hole at a time too: its boards with the hole on square `t` are
//! those the current layer's boards with the hole next to `t` make by the
//! roll from `t`, spread by their top bits into buckets that fit the
//! processor's cache, where their repeats are merged ([`merge`]).
//!
//! Memory: the current and next layers, four bytes a board, the rolls
//! into one hole before their repeats are merged (twelve bytes each, or
//! made in parts when the budget is short), and a bit a pattern. The
//! search refuses a layer that would take it past its budget, keeping
//! what it has.

mod buffers;
mod hole_rolls;
mod layer;
mod mark;
mod merge;
mod mirror;
mod owners;
mod roll;
mod saving;
mod search;
mod shared;
mod store;
mod tally;

pub use layer::{HoleBoards, HoleSize};
pub use search::SparseSearch;
pub use shared::Made;
pub use store::{LayerStore, MemoryStore, SavedSearch, StoreError};

use super::census::{Census, class_of};
use crate::pattern::MAX_SQUARES;
use crate::shape::{OffTheBoard, Shape, Square};
use dice_core::memory::OutOfMemory;

/// How many patterns of a board need each number of rolls up to a bound,
/// from one start, and how many need more (or cannot be made).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartialCensus {
    /// The empty square at the start.
    pub start: Square,
    /// The bound: `by_rolls` counts every answer up to it.
    pub max_rolls: u32,
    /// `by_rolls[n]`: the patterns whose fewest rolls are `n` (at most
    /// `max_rolls + 1` entries, the last not zero; missing ones are zero).
    pub by_rolls: Vec<u64>,
    /// The patterns that need more than `max_rolls` rolls or that no rolls
    /// make.
    pub beyond: u64,
}

impl PartialCensus {
    /// The complete census `census` cut at `max_rolls`.
    pub fn of_census(census: &Census, max_rolls: u32) -> PartialCensus {
        let kept = census.by_rolls.len().min(max_rolls as usize + 1);
        let above: u64 = census.by_rolls[kept..].iter().sum();
        PartialCensus {
            start: census.start,
            max_rolls,
            by_rolls: without_trailing_zeros(&census.by_rolls[..kept]),
            beyond: above + census.unreachable,
        }
    }
}

/// `counts` without the zeros at its end: the number of rolls after which
/// no layer answered a pattern.
fn without_trailing_zeros(counts: &[u64]) -> Vec<u64> {
    let len = counts
        .iter()
        .rposition(|&n| n > 0)
        .map_or(0, |last| last + 1);
    counts[..len].to_vec()
}

/// Why a partial census stopped short of its bound: the next layer did
/// not fit.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("stopped after {} rolls: {why}", .reached.max_rolls)]
pub struct PartialError {
    /// The census up to the deepest layer that fitted.
    pub reached: PartialCensus,
    /// Why the next layer was not built.
    pub why: LayerRefused,
}

/// Every board of every shape packs into a key: a colouring of the
/// squares but the hole has room for the parity bits and the ways back
/// below it (43 bits on 4 x 4), and a colouring fits the 24 bits that
/// [`roll`] divides.
const _KEYS_FIT: () = {
    let n = MAX_SQUARES as u32;
    let colourings = 3u64.pow(n - 1);
    assert!(colourings <= 1 << roll::DIVIDEND_BITS);
    assert!(u64::BITS - colourings.leading_zeros() + (n - 1) + roll::WAYS_BACK <= u64::BITS);
};

/// Why the search did not build its next layer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LayerRefused {
    /// The layers would have held more than the search's budget.
    #[error(
        "the next layer needs more than {:.1} MB in all, past the budget of {:.1} MB",
        *.needed as f64 / 1e6,
        *.budget as f64 / 1e6
    )]
    Budget {
        /// The bytes the search would have held with the next layer.
        needed: usize,
        /// The most bytes it may hold.
        budget: usize,
    },
    /// The system refused the memory.
    #[error("the next layer {0}")]
    Memory(OutOfMemory),
    /// The store of the layers failed: the search cannot go on.
    #[error("the layers' store: {0}")]
    Store(StoreError),
    /// The start square is not on the board: there is no search.
    #[error("{0}")]
    OffTheBoard(OffTheBoard),
}

/// The census of a search that has not left its start.
fn start_only(start: Square, n_patterns: u64) -> PartialCensus {
    PartialCensus {
        start,
        max_rolls: 0,
        by_rolls: vec![1],
        beyond: n_patterns - 1,
    }
}

/// The census of `shape` from `start` up to `max_rolls` rolls, its search
/// held to `max_bytes`: exact up to the bound, or stopped at the deepest
/// layer that fits.
pub fn partial_census(
    shape: Shape,
    start: Square,
    max_rolls: u32,
    max_bytes: usize,
) -> Result<PartialCensus, PartialError> {
    let mut search = SparseSearch::new(shape, start, max_bytes)?.last_layer(max_rolls);
    while search.depth() < max_rolls && search.can_go_on() {
        if let Err(why) = search.step() {
            let reached = search.census(search.depth());
            return Err(PartialError { reached, why });
        }
    }
    Ok(search.census(max_rolls))
}

/// Every start square's partial census, in square order, from those of
/// [`census_starts`](super::census::census_starts) (`classes`, in any
/// order): each square takes its class's counts.
pub fn spread_partial(shape: Shape, classes: &[PartialCensus]) -> Vec<PartialCensus> {
    shape
        .squares()
        .filter_map(|start| {
            let class = &classes[class_of(shape, start, classes.iter().map(|c| c.start))?];
            Some(PartialCensus {
                start,
                ..class.clone()
            })
        })
        .collect()
}

#[cfg(test)]
mod shared_tests;
#[cfg(test)]
mod tests;
