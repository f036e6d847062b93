//! The parity search over words of parity bits (see `parity`) cut
//! into slices of the pattern space, for a census spread over workers that
//! share no memory.
//!
//! Pattern `p` belongs to slice `p mod k` of `k`, where it is number
//! `p div k`: every slice holds the words of its own patterns only (the
//! layer, the next one, every board seen). A layer goes in three steps:
//! each slice [expands](SlicedSearch::expand) its frontier, ORing the words
//! it reaches on its own patterns into its next layer and writing the
//! others into an [`Outbox`], one parcel of words per owner; each owner
//! [absorbs](SlicedSearch::absorb) the parcels sent to it; then each slice
//! [settles](SlicedSearch::settle) the layer and tells how many of its
//! patterns were answered, a [`LayerTally`]. Summing the tallies of every
//! slice, [`CensusLayers`] gives the census and says when the search ends,
//! so that every worker stops at the same layer.
//!
//! A parcel is a list of `u64`: for each word, a head (the target's number
//! in its slice in the low half, in the high half a mask of the word's
//! non-zero 64-bit pieces) and then those pieces alone, so that the sparse
//! words of the first and last layers cost a few bytes each.

use super::parity::{PatternRolls, move_even, move_odd, places_after};
use crate::{Census, CensusError, Pattern, Shape, Square, TooManySquares};
use dice_core::memory::{self, OutOfMemory};

/// One slice of `of` (`index < of`): the patterns `p` with `p mod of ==
/// index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slice {
    /// Which slice, from 0.
    pub index: u32,
    /// How many slices share the patterns (at least 1).
    pub of: u32,
}

impl Slice {
    /// The slice that owns pattern `pattern`.
    pub fn owner(of: u32, pattern: usize) -> u32 {
        (pattern % of as usize) as u32
    }

    /// How many patterns of `n_patterns` this slice holds.
    fn len(&self, n_patterns: usize) -> usize {
        let (of, index) = (self.of as usize, self.index as usize);
        n_patterns / of + usize::from(index < n_patterns % of)
    }
}

/// What one slice found in one layer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LayerTally {
    /// Its patterns answered first in this layer.
    pub answered: u64,
    /// Its patterns with boards in this layer (the next frontier).
    pub frontier: u64,
}

/// A parcel the owner could not read: it came from another search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a parcel of words does not fit this slice at word {at}")]
pub struct BadParcel {
    /// The position in the parcel of the first `u64` that does not fit.
    pub at: usize,
}

/// The parcels of words one slice sends, one per owner.
#[derive(Debug, Default)]
pub struct Outbox {
    parcels: Vec<Vec<u64>>,
}

impl Outbox {
    /// Takes the parcel for `owner` (empty when none), leaving it empty.
    pub fn take(&mut self, owner: u32) -> Vec<u64> {
        self.parcels
            .get_mut(owner as usize)
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// The bytes of every parcel waiting.
    pub fn bytes(&self) -> usize {
        self.parcels.iter().map(|p| p.len() * 8).sum()
    }
}

/// One slice of the search from one start.
#[derive(Debug)]
pub struct SlicedSearch {
    slice: Slice,
    rolls: PatternRolls,
    /// 64-bit pieces in a word.
    pub(super) len: usize,
    n_patterns: usize,
    pub(super) layer: Vec<u64>,
    next: Vec<u64>,
    pub(super) seen: Vec<u64>,
    /// How many patterns the slice holds.
    pub(super) mine: usize,
    /// A bit for each of the slice's patterns whose word in `next` may
    /// have bits: settling reads them in order.
    touched: Vec<u64>,
    /// This slice's patterns (their numbers in the slice) in the layer,
    /// in order: the words they reach lie close together.
    pub(super) frontier: Vec<u32>,
    /// Two words for [`places_after`].
    scratch: Vec<u64>,
    spare: Vec<u64>,
}

impl SlicedSearch {
    /// The slice `slice` of the search on `shape` from the board with the
    /// hole on `start`: its first layer is the start board, if the slice
    /// owns it. Refused above twelve squares, or when the system does not
    /// grant three words a pattern of the slice.
    pub fn new(shape: Shape, start: Square, slice: Slice) -> Result<SlicedSearch, CensusError> {
        TooManySquares::census(shape)?;
        let n = shape.n_squares();
        let n_patterns = Pattern::count(shape);
        let mine = slice.len(n_patterns);
        let len = ((1usize << (n - 1)) / 64).max(1);
        let needed = OutOfMemory::of::<u64>(mine.saturating_mul(len).saturating_mul(3))
            .holding(mine.saturating_mul(5));
        let refused = |_| needed;
        let mut search = SlicedSearch {
            slice,
            rolls: PatternRolls::new(shape),
            len,
            n_patterns,
            layer: memory::zeroed(mine * len).map_err(refused)?,
            next: memory::zeroed(mine * len).map_err(refused)?,
            seen: memory::zeroed(mine * len).map_err(refused)?,
            mine,
            touched: memory::zeroed(mine.div_ceil(64)).map_err(refused)?,
            frontier: memory::with_capacity(mine).map_err(refused)?,
            scratch: vec![0; 2 * len],
            spare: vec![0; len],
        };
        let first = search.rolls.encode(shape.index(start), &[0; 12]);
        if Slice::owner(slice.of, first) == slice.index {
            let local = first / slice.of as usize;
            search.layer[local * len] = 1;
            search.seen[local * len] = 1;
            search.frontier.push(local as u32);
        }
        Ok(search)
    }

    /// How many of this slice's patterns the layer holds.
    pub fn frontier_len(&self) -> usize {
        self.frontier.len()
    }

    /// This slice's patterns in the layer (their numbers in the slice), in
    /// order.
    pub(crate) fn frontier(&self) -> &[u32] {
        &self.frontier
    }

    /// The bytes of the slice's tables.
    pub(crate) fn bytes_held(&self) -> usize {
        let words = self.layer.len() + self.next.len() + self.seen.len() + self.touched.len();
        words * 8 + self.frontier.capacity() * 4
    }

    /// Expands the layer's patterns `from..to` (positions in the frontier,
    /// cut to its length): words that land on this slice go into its next
    /// layer, the others into `out`.
    pub fn expand(&mut self, from: usize, to: usize, out: &mut Outbox) {
        let Slice { index, of } = self.slice;
        out.parcels.resize_with(of as usize, Vec::new);
        if of == 1 {
            // One slice holds every pattern: no division, nothing to pack.
            self.expand_by(from, to, out, |p| p, Target::Here);
        } else {
            // Patterns fit in 32 bits (the frontier holds them so), whose
            // division is the cheaper.
            let (index, of) = (index as usize, of as usize);
            let global = |local: usize| local * of + index;
            self.expand_by(from, to, out, global, |q| {
                let (owner, local) = ((q as u32 % of as u32) as usize, q as u32 / of as u32);
                if owner == index {
                    Target::Here(local as usize)
                } else {
                    Target::There(owner, local as usize)
                }
            });
        }
    }

    /// [`expand`](Self::expand) with the slice's arithmetic given: the
    /// pattern of a local number, and where a pattern's words go.
    #[inline(always)]
    fn expand_by(
        &mut self,
        from: usize,
        to: usize,
        out: &mut Outbox,
        global: impl Fn(usize) -> usize,
        target_of: impl Fn(usize) -> Target,
    ) {
        let len = self.len;
        let to = to.min(self.frontier.len());
        let SlicedSearch {
            rolls,
            layer,
            next,
            frontier,
            touched,
            scratch,
            spare,
            ..
        } = self;
        for &local in frontier.get(from..to).unwrap_or(&[]) {
            let local = local as usize;
            let p = global(local);
            let word = &layer[local * len..(local + 1) * len];
            rolls.each_roll(p, |from, hole, even, odd| {
                let (word, place) = places_after(word, scratch, from, hole);
                for (q, is_even) in [(even, true), (odd, false)] {
                    let target = target_of(q);
                    let words = match target {
                        Target::Here(lq) => {
                            touched[lq / 64] |= 1 << (lq % 64);
                            &mut next[lq * len..(lq + 1) * len]
                        }
                        Target::There(..) => {
                            spare.fill(0);
                            &mut spare[..]
                        }
                    };
                    if is_even {
                        move_even(word, words, place);
                    } else {
                        move_odd(word, words, place);
                    }
                    if let Target::There(owner, lq) = target {
                        pack(lq, spare, &mut out.parcels[owner]);
                    }
                }
            });
        }
    }

    /// ORs the words of a parcel sent to this slice into its next layer.
    pub fn absorb(&mut self, parcel: &[u64]) -> Result<(), BadParcel> {
        let len = self.len;
        let mine = self.mine;
        let mut at = 0;
        while let Some(&head) = parcel.get(at) {
            let local = (head & 0xffff_ffff) as usize;
            let mask = head >> 32;
            if local >= mine || (len < 64 && mask >> len != 0) {
                return Err(BadParcel { at });
            }
            let pieces = mask.count_ones() as usize;
            let Some(values) = parcel.get(at + 1..at + 1 + pieces) else {
                return Err(BadParcel { at });
            };
            let word = &mut self.next[local * len..(local + 1) * len];
            let mut bits = mask;
            for &value in values {
                word[bits.trailing_zeros() as usize] |= value;
                bits &= bits - 1;
            }
            self.touched[local / 64] |= 1 << (local % 64);
            at += 1 + pieces;
        }
        Ok(())
    }

    /// Ends the layer once every parcel of it is absorbed: its boards not
    /// seen before become the frontier.
    pub fn settle(&mut self) -> LayerTally {
        self.settle_with(|_| {})
    }

    /// [`settle`](Self::settle), calling `answered` with the number in the
    /// slice of each pattern answered first in this layer.
    pub(crate) fn settle_with(&mut self, mut answered: impl FnMut(usize)) -> LayerTally {
        let len = self.len;
        let mut tally = LayerTally::default();
        self.frontier.clear();
        for (i, bits) in self.touched.iter_mut().enumerate() {
            let mut left = std::mem::take(bits);
            while left != 0 {
                let q = i * 64 + left.trailing_zeros() as usize;
                left &= left - 1;
                let (mut any, mut had) = (false, false);
                let range = q * len..(q + 1) * len;
                for (fresh, old) in self.next[range.clone()]
                    .iter_mut()
                    .zip(&mut self.seen[range])
                {
                    had |= *old != 0;
                    *fresh &= !*old;
                    *old |= *fresh;
                    any |= *fresh != 0;
                }
                if any {
                    self.frontier.push(q as u32);
                    tally.frontier += 1;
                    if !had {
                        tally.answered += 1;
                        answered(q);
                    }
                }
            }
        }
        // The words just read stay in `layer`, which takes the next layer
        // after the swap: each of their bits is seen, so settling masks it.
        std::mem::swap(&mut self.layer, &mut self.next);
        tally
    }

    /// The boards this slice has seen: a bit of a word each.
    pub fn boards_seen(&self) -> u64 {
        self.seen.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// The number of the board's patterns (every slice's).
    pub fn n_patterns(&self) -> usize {
        self.n_patterns
    }
}

/// Where a word reached goes.
#[derive(Clone, Copy)]
enum Target {
    /// The pattern of this number in this slice.
    Here(usize),
    /// The pattern of this number in the slice of this owner.
    There(usize, usize),
}

/// Appends `word` to `parcel` as the word for pattern `local` of its
/// owner, unless it is empty.
fn pack(local: usize, word: &[u64], parcel: &mut Vec<u64>) {
    let mut mask = 0u64;
    for (i, &piece) in word.iter().enumerate() {
        mask |= u64::from(piece != 0) << i;
    }
    if mask == 0 {
        return;
    }
    parcel.push(local as u64 | mask << 32);
    parcel.extend(word.iter().copied().filter(|&piece| piece != 0));
}

/// The census of one start, layer by layer, from every slice's tallies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CensusLayers {
    start: Square,
    n_patterns: u64,
    pub(super) by_rolls: Vec<u64>,
    pub(super) frontier: u64,
}

impl CensusLayers {
    /// Layer 0: the start board's pattern alone.
    pub fn new(shape: Shape, start: Square) -> CensusLayers {
        CensusLayers {
            start,
            n_patterns: Pattern::count(shape) as u64,
            by_rolls: vec![1],
            frontier: 1,
        }
    }

    /// Adds the next layer, the tallies of every slice.
    pub fn add(&mut self, tallies: impl IntoIterator<Item = LayerTally>) {
        let (mut answered, mut frontier) = (0, 0);
        for tally in tallies {
            answered += tally.answered;
            frontier += tally.frontier;
        }
        self.by_rolls.push(answered);
        self.frontier = frontier;
    }

    /// The layers added after layer 0.
    pub fn layers(&self) -> usize {
        self.by_rolls.len() - 1
    }

    /// The patterns answered so far.
    pub fn answered(&self) -> u64 {
        self.by_rolls.iter().sum()
    }

    /// Whether the search is over: the last layer was empty, or every
    /// pattern is answered (later layers answer none).
    pub fn done(&self) -> bool {
        self.frontier == 0 || self.answered() == self.n_patterns
    }

    /// The census so far: complete once [`done`](Self::done).
    pub fn census(&self) -> Census {
        let mut by_rolls = self.by_rolls.clone();
        while by_rolls.last() == Some(&0) {
            by_rolls.pop();
        }
        Census {
            start: self.start,
            by_rolls,
            unreachable: self.n_patterns - self.answered(),
        }
    }
}

#[cfg(test)]
#[path = "sliced_tests.rs"]
mod tests;
