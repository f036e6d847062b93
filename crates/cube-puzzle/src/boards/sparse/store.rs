//! Layers kept out of memory: a [`LayerStore`] keeps each hole's boards of
//! a layer as the search makes them and gives them back when the next
//! layer needs them, and keeps the search's state after each layer, so
//! that a search can go on from its last layer ([`SparseSearch::resume`](crate::SparseSearch::resume)).
//! The library does no input or output itself: the store does, through
//! [`HoleBoards::write_to`] and [`HoleBoards::read_from`].

use super::layer::{HoleBoards, HoleSize};
use crate::shape::Square;
use std::fmt;

/// Why a store could not keep or give back boards: a line naming the file
/// or place and the reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct StoreError(pub String);

/// Where a search keeps its layers when they are not held in memory.
pub trait LayerStore: fmt::Debug + Send {
    /// Keeps `boards`: the boards of layer `depth` with the hole on square
    /// number `hole` (row by row from 0).
    fn put(&mut self, depth: u32, hole: usize, boards: &HoleBoards) -> Result<(), StoreError>;

    /// The boards kept for layer `depth` and hole `hole`.
    fn get(&mut self, depth: u32, hole: usize) -> Result<HoleBoards, StoreError>;

    /// Layer `state.depth` is whole and `state` is the search after it:
    /// keeps the state with it, and may forget the layers before.
    fn layer_done(&mut self, state: &SavedSearch) -> Result<(), StoreError>;
}

/// A search's state after a layer, less the layer's boards (which its
/// store keeps): what [`SparseSearch::resume`](crate::SparseSearch::resume) needs to go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSearch {
    /// The start square.
    pub start: Square,
    /// Rolls in the layer.
    pub depth: u32,
    /// `by_rolls[d]`: the patterns first answered in `d` rolls.
    pub by_rolls: Vec<u64>,
    /// `layers[d]`: the boards first reached in `d` rolls.
    pub layers: Vec<u64>,
    /// Bit `p` set once pattern `p` has its answer.
    pub answered: Vec<u64>,
    /// For each hole, its boards in the layer and how many have each of
    /// the four way-back bits.
    pub holes: Vec<HoleSize>,
}

/// A store in memory: for tests, and to show the contract.
#[derive(Debug, Default)]
pub struct MemoryStore {
    pub(super) layers: std::collections::BTreeMap<(u32, usize), HoleBoards>,
    /// The states kept, in order.
    pub saved: Vec<SavedSearch>,
}

impl LayerStore for MemoryStore {
    fn put(&mut self, depth: u32, hole: usize, boards: &HoleBoards) -> Result<(), StoreError> {
        self.layers.insert((depth, hole), boards.clone());
        Ok(())
    }

    fn get(&mut self, depth: u32, hole: usize) -> Result<HoleBoards, StoreError> {
        let boards = self.layers.get(&(depth, hole)).cloned();
        boards.ok_or_else(|| StoreError(format!("no boards of layer {depth}, hole {hole}")))
    }

    fn layer_done(&mut self, state: &SavedSearch) -> Result<(), StoreError> {
        self.layers.retain(|&(d, _), _| d >= state.depth);
        self.saved.push(state.clone());
        Ok(())
    }
}
