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
        let mut out = Vec::with_capacity(self.saved_len() as usize);
        let saved: Result<(), std::convert::Infallible> = self.save_with(|bytes| {
            out.extend_from_slice(bytes);
            Ok(())
        });
        match saved {
            Ok(()) => out,
        }
    }

    /// How many bytes [`save`](Self::save) gives.
    pub fn saved_len(&self) -> u64 {
        let frontier = self.frontier.len() as u64 * (1 + self.len as u64);
        (1 + frontier + self.seen.len() as u64) * 8
    }

    /// [`save`](Self::save)'s bytes handed to `emit` a piece at a time (a
    /// few tens of kilobytes each), so that a checkpoint is written
    /// without a second copy of the tables; stops at `emit`'s first error.
    pub fn save_with<E>(&self, mut emit: impl FnMut(&[u8]) -> Result<(), E>) -> Result<(), E> {
        let len = self.len;
        let mut piece = Vec::with_capacity(SAVE_PIECE + 8 * (1 + len));
        let mut put = |word: u64, piece: &mut Vec<u8>| -> Result<(), E> {
            piece.extend(word.to_le_bytes());
            if piece.len() >= SAVE_PIECE {
                emit(piece)?;
                piece.clear();
            }
            Ok(())
        };
        put(self.frontier.len() as u64, &mut piece)?;
        for &local in &self.frontier {
            put(u64::from(local), &mut piece)?;
            let at = local as usize * len;
            for &word in &self.layer[at..at + len] {
                put(word, &mut piece)?;
            }
        }
        for &word in &self.seen {
            put(word, &mut piece)?;
        }
        match piece.is_empty() {
            true => Ok(()),
            false => emit(&piece),
        }
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
        let mut restoring = Restoring::new(shape, start, slice)?;
        restoring.feed(bytes)?;
        Ok(restoring.finish()?)
    }
}

/// The bytes [`SlicedSearch::save_with`] hands over at a time.
const SAVE_PIECE: usize = 1 << 16;

/// A slice being read back from [`SlicedSearch::save`]'s bytes, fed a
/// piece at a time straight into its tables, so that restoring a slice
/// holds no copy of its bytes beside them (a checkpoint file is read in
/// pieces, not whole). The tables are made before the first byte, and
/// only the pages the bytes fill are touched, as in the search itself.
#[derive(Debug)]
pub struct Restoring {
    search: SlicedSearch,
    /// The bytes of a word cut between two pieces.
    pending: Vec<u8>,
    /// The words read so far.
    words: usize,
    /// The frontier's length, once read.
    n_frontier: usize,
}

impl Restoring {
    /// An empty slice `slice` of the search on `shape` from `start`,
    /// ready for [`feed`](Self::feed): refused as
    /// [`SlicedSearch::new`] refuses it.
    pub fn new(shape: Shape, start: Square, slice: Slice) -> Result<Restoring, crate::CensusError> {
        let mut search = SlicedSearch::new(shape, start, slice)?;
        // The tables come zeroed but for the start board: clear its word
        // in the layer (every word seen is read), without touching the
        // pages of the others.
        let len = search.len;
        for &local in &search.frontier {
            search.layer[local as usize * len] = 0;
        }
        search.frontier.clear();
        Ok(Restoring {
            search,
            pending: Vec::with_capacity(8),
            words: 0,
            n_frontier: 0,
        })
    }

    /// Reads the next piece of the bytes into the tables.
    pub fn feed(&mut self, mut bytes: &[u8]) -> Result<(), SliceMismatch> {
        if !self.pending.is_empty() {
            let (head, tail) = bytes.split_at(bytes.len().min(8 - self.pending.len()));
            self.pending.extend_from_slice(head);
            bytes = tail;
            if self.pending.len() < 8 {
                return Ok(());
            }
            let word = word_of(&self.pending);
            self.pending.clear();
            self.put(word)?;
        }
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            self.put(word_of(word))?;
        }
        self.pending.extend_from_slice(words.remainder());
        Ok(())
    }

    /// The slice, once every byte is fed; refused if some are missing.
    pub fn finish(self) -> Result<SlicedSearch, SliceMismatch> {
        let whole = 1 + self.n_frontier * (1 + self.search.len) + self.search.seen.len();
        match self.words == whole && self.pending.is_empty() {
            true => Ok(self.search),
            false => Err(SliceMismatch {
                at: self.words * 8 + self.pending.len(),
            }),
        }
    }

    /// Puts the next word where it goes: the frontier's length, a
    /// frontier pattern or a piece of its word, or a word seen.
    fn put(&mut self, word: u64) -> Result<(), SliceMismatch> {
        let at = self.words * 8;
        let mismatch = SliceMismatch { at };
        let search = &mut self.search;
        let (len, mine) = (search.len, search.mine);
        let i = self.words;
        self.words += 1;
        if i == 0 {
            if word > mine as u64 {
                return Err(SliceMismatch { at: 0 });
            }
            self.n_frontier = word as usize;
            return Ok(());
        }
        let in_frontier = self.n_frontier * (1 + len);
        if i <= in_frontier {
            let (k, piece) = ((i - 1) / (1 + len), (i - 1) % (1 + len));
            if piece == 0 {
                // The frontier is saved in order, each pattern once.
                let in_order = search
                    .frontier
                    .last()
                    .is_none_or(|&last| word > u64::from(last));
                if word >= mine as u64 || !in_order || search.frontier.len() != k {
                    return Err(mismatch);
                }
                search.frontier.push(word as u32);
            } else {
                let local = *search.frontier.last().ok_or(mismatch)? as usize;
                search.layer[local * len + piece - 1] = word;
            }
            return Ok(());
        }
        match search.seen.get_mut(i - 1 - in_frontier) {
            Some(seen) => *seen = word,
            None => return Err(mismatch),
        }
        Ok(())
    }
}

/// The little-endian `u64` of eight bytes.
fn word_of(bytes: &[u8]) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(bytes);
    u64::from_le_bytes(word)
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
        assert_eq!(bytes.len() as u64, search.saved_len());
        assert!(
            SlicedSearch::restore(shape, start, slice, &[bytes.clone(), vec![0; 8]].concat())
                .is_err()
        );
        assert!(SlicedSearch::restore(shape, start, slice, &bytes[..bytes.len() - 8]).is_err());
        let other = Slice { index: 0, of: 2 };
        assert!(SlicedSearch::restore(shape, start, other, &bytes).is_err());
    }

    #[test]
    fn a_slice_fed_in_pieces_of_any_size_is_the_slice_saved() {
        let shape: Shape = "2x4".parse().expect("a shape");
        let start = Square { x: 2, y: 1 };
        let slice = Slice { index: 1, of: 3 };
        let mut search = SlicedSearch::new(shape, start, slice).expect("small");
        let mut outbox = Outbox::default();
        for _ in 0..6 {
            search.expand(0, usize::MAX, &mut outbox);
            search.settle();
        }
        let bytes = search.save();
        let mut pieces = Vec::new();
        let emitted: Result<(), ()> = search.save_with(|piece| {
            pieces.extend_from_slice(piece);
            Ok(())
        });
        assert_eq!((emitted, &pieces), (Ok(()), &bytes));
        for size in [1, 3, 8, 13, 4096] {
            let mut restoring = Restoring::new(shape, start, slice).expect("small");
            for piece in bytes.chunks(size) {
                restoring.feed(piece).expect("fits");
            }
            assert_eq!(restoring.finish().expect("whole").save(), bytes, "{size}");
            let mut cut = Restoring::new(shape, start, slice).expect("small");
            cut.feed(&bytes[..bytes.len() - 3]).expect("fits so far");
            assert!(cut.finish().is_err());
        }
    }
}
