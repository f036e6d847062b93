//! A search whose layers a [`LayerStore`] keeps: starting one, saving its
//! state after each layer, and going on from a saved state.

use super::layer::HoleBoards;
use super::search::{SparseSearch, refusal};
use super::store::{LayerStore, SavedSearch, StoreError};
use super::{LayerRefused, PartialError};
use crate::pattern::Pattern;
use crate::shape::{Shape, Square};

impl SparseSearch {
    /// Keeps the layers in `store` instead of memory, from the current one
    /// on; after each layer, gives the store the search's state. The
    /// search then holds a layer's boards only for the holes next to the
    /// one it makes, a hole at a time.
    pub fn with_store(
        mut self,
        mut store: Box<dyn LayerStore>,
    ) -> Result<SparseSearch, StoreError> {
        let depth = self.depth();
        for (hole, boards) in self.current.iter().enumerate() {
            store.put(depth, hole, boards)?;
        }
        self.current = vec![HoleBoards::default(); self.into.len()];
        store.layer_done(&self.saved())?;
        self.store = Some(store);
        Ok(self)
    }

    /// The search from `start` as `saved` left it after a layer, its
    /// boards in `store`: it goes on as the search that saved it would
    /// have. Refused when `saved` is not of this board and start.
    pub fn resume(
        shape: Shape,
        start: Square,
        max_bytes: usize,
        saved: SavedSearch,
        store: Box<dyn LayerStore>,
    ) -> Result<SparseSearch, PartialError> {
        let mut search = SparseSearch::new(shape, start, max_bytes)?;
        let n_patterns = Pattern::count(shape) as u64;
        let fits = saved.start == start
            && saved.answered.len() == search.answered.len()
            && saved.holes.len() == search.into.len()
            && saved.layers.len() == saved.depth as usize + 1
            && saved.by_rolls.len() == saved.layers.len()
            && saved.by_rolls.iter().sum::<u64>() <= n_patterns;
        if !fits {
            let why = format!("a saved search that is not of the {shape} board from {start}");
            return Err(refusal(
                start,
                n_patterns,
                LayerRefused::Store(StoreError(why)),
            ));
        }
        search.unanswered = n_patterns - saved.by_rolls.iter().sum::<u64>();
        search.by_rolls = saved.by_rolls;
        search.layers = saved.layers;
        search.answered = saved.answered;
        search.sizes = saved.holes;
        search.current = vec![HoleBoards::default(); search.into.len()];
        search.store = Some(store);
        Ok(search)
    }

    /// The search's state after its current layer, less the layer.
    pub(super) fn saved(&self) -> SavedSearch {
        SavedSearch {
            start: self.start,
            depth: self.depth(),
            by_rolls: self.by_rolls.clone(),
            layers: self.layers.clone(),
            answered: self.answered.clone(),
            holes: self.sizes.clone(),
        }
    }
}
