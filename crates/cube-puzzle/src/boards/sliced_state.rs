//! A slice of the search as bytes and back, for checkpoints: the layer's
//! patterns with their words, and the words of every board seen. Settling
//! leaves the next layer's table holding only bits already seen, so it is
//! not kept: it comes back empty.

use super::sliced::{CensusLayers, Slice, SlicedSearch};
use crate::{Shape, Square};

/// Bytes that are not a slice of this search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the saved slice does not fit this board and slice at byte {at}")]
pub struct SliceMismatch {
    /// Where the bytes stop fitting.
    pub at: usize,
}

/// Why a saved slice was not restored.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The slice itself was refused (its memory).
    #[error(transparent)]
    Census(#[from] crate::CensusError),
    /// The bytes are not a slice of this search.
    #[error(transparent)]
    Mismatch(#[from] SliceMismatch),
}

impl SlicedSearch {
    /// The slice between two layers, as bytes (little-endian): the
    /// frontier's length, each frontier pattern (in order) with its word,
    /// then every word seen.
    pub fn save(&self) -> Vec<u8> {
        let len = self.len;
        let mut out = Vec::with_capacity((self.seen.len() + 1) * 8);
        out.extend((self.frontier.len() as u64).to_le_bytes());
        for &local in &self.frontier {
            out.extend(u64::from(local).to_le_bytes());
            let at = local as usize * len;
            for piece in &self.layer[at..at + len] {
                out.extend(piece.to_le_bytes());
            }
        }
        for piece in &self.seen {
            out.extend(piece.to_le_bytes());
        }
        out
    }

    /// The slice `slice` of the search on `shape` from `start` as
    /// [`save`](Self::save) wrote it; refused unless the bytes fit it
    /// exactly. The system's refusal of memory is an error too.
    pub fn restore(
        shape: Shape,
        start: Square,
        slice: Slice,
        bytes: &[u8],
    ) -> Result<SlicedSearch, RestoreError> {
        let mut search = SlicedSearch::new(shape, start, slice)?;
        search.fill(bytes)?;
        Ok(search)
    }

    /// Reads [`save`](Self::save)'s bytes into a fresh slice.
    fn fill(&mut self, bytes: &[u8]) -> Result<(), SliceMismatch> {
        let mut words = bytes.chunks_exact(8).map(|b| {
            let mut word = [0; 8];
            word.copy_from_slice(b);
            u64::from_le_bytes(word)
        });
        let mut at = 0;
        let mut next = || {
            at += 8;
            words.next().ok_or(SliceMismatch { at: at - 8 })
        };
        if !bytes.len().is_multiple_of(8) {
            return Err(SliceMismatch { at: bytes.len() });
        }
        let len = self.len;
        let mine = self.mine;
        self.layer.fill(0);
        self.frontier.clear();
        let n = next()? as usize;
        if n > mine {
            return Err(SliceMismatch { at: 0 });
        }
        for _ in 0..n {
            let local = next()? as usize;
            // The frontier is saved in order, each pattern once.
            let in_order = self
                .frontier
                .last()
                .is_none_or(|&last| local > last as usize);
            if local >= mine || !in_order {
                return Err(SliceMismatch { at: 0 });
            }
            self.frontier.push(local as u32);
            for i in 0..len {
                self.layer[local * len + i] = next()?;
            }
        }
        for i in 0..self.seen.len() {
            self.seen[i] = next()?;
        }
        match next() {
            Err(_) => Ok(()),
            Ok(_) => Err(SliceMismatch { at: bytes.len() }),
        }
    }
}

impl CensusLayers {
    /// The census of one start as far as `by_rolls` goes (answers per
    /// number of rolls, from 0), with `frontier` patterns in its last
    /// layer: a census read back from a checkpoint.
    pub fn resume(shape: Shape, start: Square, by_rolls: Vec<u64>, frontier: u64) -> CensusLayers {
        let mut layers = CensusLayers::new(shape, start);
        if !by_rolls.is_empty() {
            layers.by_rolls = by_rolls;
            layers.frontier = frontier;
        }
        layers
    }

    /// Answers per number of rolls so far, from 0.
    pub fn by_rolls(&self) -> &[u64] {
        &self.by_rolls
    }

    /// The patterns in the last layer, over every slice.
    pub fn frontier(&self) -> u64 {
        self.frontier
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outbox;
    use crate::boards::census::whole_census;

    #[test]
    fn a_slice_saved_between_layers_and_restored_goes_on_to_the_same_census() {
        let shape: Shape = "2x3".parse().expect("a shape");
        let start = Square { x: 2, y: 1 };
        let slice = Slice { index: 0, of: 1 };
        let mut search = SlicedSearch::new(shape, start, slice).expect("small");
        let mut layers = CensusLayers::new(shape, start);
        let mut outbox = Outbox::default();
        while !layers.done() {
            search.expand(0, usize::MAX, &mut outbox);
            layers.add([search.settle()]);
            // Every layer goes through bytes.
            let bytes = search.save();
            search = SlicedSearch::restore(shape, start, slice, &bytes).expect("fits");
            layers =
                CensusLayers::resume(shape, start, layers.by_rolls().to_vec(), layers.frontier());
        }
        assert_eq!(layers.census(), whole_census(shape, start));
        let bytes = search.save();
        assert!(SlicedSearch::restore(shape, start, slice, &bytes[..bytes.len() - 8]).is_err());
        let other = Slice { index: 0, of: 2 };
        assert!(SlicedSearch::restore(shape, start, other, &bytes).is_err());
    }
}
