//! One search shared by workers that hold no memory in common, partitioned
//! by ownership: a board belongs to one worker, chosen by its hole and the
//! top bits of its key (the buckets the rolls are merged in, a run of
//! colourings each), so that a pattern has one owner too. Each worker keeps
//! its own boards of each layer, makes the rolls from them a hole of the
//! next layer at a time, keeps those that land on its own boards and hands
//! the others to its caller, which carries them to their owners; then it
//! merges what it kept and what it was given into its part of the hole and
//! marks their patterns in its bitset. The caller sums the workers' tallies
//! of the layer and ends it on every worker with the sums, so that each
//! holds the whole search's census. One worker is the same search with
//! nothing handed on.

use super::LayerRefused;
use super::hole_rolls::roll_all;
use super::layer::{HoleBoards, HoleSize, HoleWriter};
use super::mirror::Source;
use super::search::{SparseSearch, lengthen, take_largest};
use crate::boards::sliced::Slice;
use dice_core::memory::{self, OutOfMemory};

/// What one worker's part of a layer of a shared search holds: boards
/// made and patterns first answered (as many as the boards stand for on a
/// folded search).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Made {
    /// The boards.
    pub boards: u64,
    /// The patterns first answered.
    pub answered: u64,
}

impl std::ops::Add for Made {
    type Output = Made;

    fn add(self, other: Made) -> Made {
        Made {
            boards: self.boards + other.boards,
            answered: self.answered + other.answered,
        }
    }
}

impl SparseSearch {
    /// This search as part `share.index` of a search shared by `share.of`
    /// workers, each made with the same board, start and budget and given
    /// the same store contents: it keeps only the boards it owns. Made
    /// before its first layer or as it is resumed (its layer then in the
    /// store, read in part or whole: boards it does not own are passed
    /// over).
    pub fn shared(mut self, share: Slice) -> SparseSearch {
        self.share = share;
        let me = share.index;
        for hole in 0..self.current.len() {
            let boards = std::mem::take(&mut self.current[hole]);
            if boards.is_empty() {
                continue;
            }
            let mut writer =
                HoleWriter::new(self.buckets, boards.len()).expect("the first layer is one board");
            boards.each_bucket(|high, lows| {
                let owned: Vec<u32> = (lows.iter().copied())
                    .filter(|&low| self.owner(hole, high << 32 | u64::from(low)) == me)
                    .collect();
                writer.push_run(high, &owned);
            });
            self.current[hole] = writer.finish(self.buckets);
        }
        self.sizes = self.current.iter().map(HoleBoards::size).collect();
        // A resumed layer may have been written by other workers.
        self.mixed = self.store.is_some() && self.depth() > 0;
        self
    }

    /// The worker that owns the board of `key` with the hole on `hole`.
    #[inline]
    pub fn owner(&self, hole: usize, key: u64) -> u32 {
        owner(self.own_shift(), self.share, hole, key)
    }

    /// Keys are dealt out to workers by their bits from here up: the
    /// buckets the rolls are merged in, or the colouring where a bucket
    /// holds boards of several patterns, so that a pattern has one owner.
    fn own_shift(&self) -> u32 {
        self.merger.top_shift().max(self.colour_shift)
    }

    /// Makes the rolls into hole `target` of the next layer from this
    /// worker's boards of the holes next to it: keeps those it owns, and
    /// gives the others to `send`, a run of rolls with one owner at a
    /// time (a few thousand at most).
    pub fn roll_shared(
        &mut self,
        target: usize,
        mut send: impl FnMut(u32, &[u64]),
    ) -> Result<(), LayerRefused> {
        let depth = self.depth();
        let loaded = match &mut self.store {
            Some(store) => {
                let holes = self.into[target].iter().map(|s| store.get(depth, s.hole));
                holes
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(LayerRefused::Store)?
            }
            None => Vec::new(),
        };
        let (me, share, shift) = (self.share.index, self.share, self.own_shift());
        let owner = |hole: usize, key: u64| owner(shift, share, hole, key);
        let held = self.held();
        let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
        // Room for every roll from this worker's boards at once.
        let most = self.rolls_into(target);
        memory::grow(&mut self.raw, most).map_err(refused)?;
        let own = &mut self.raw;
        let mut out_of_memory = None;
        let mut staged = Staged::new();
        let (mut n_own, mut n_other) = (0, 0);
        for (i, source) in self.into[target].iter().enumerate() {
            let boards = loaded.get(i).unwrap_or(&self.current[source.hole]);
            // A layer read whole after a resume on other workers holds
            // boards of other owners: only this worker's roll from here.
            let mine = match self.mixed {
                true => Some(mine(boards, source.hole, me, &owner).map_err(refused)?),
                false => None,
            };
            let boards = mine.as_ref().unwrap_or(boards);
            if share.of == 1 {
                roll_all(&[(boards, source as &Source)], |next| {
                    if let Err(e) = memory::push(own, next) {
                        out_of_memory.get_or_insert(e);
                    }
                });
                continue;
            }
            roll_all(&[(boards, source as &Source)], |next| {
                // The counts stay local (in registers), the lists in `staged`.
                let to = owner(target, next);
                let mine = usize::from(to == me);
                staged.own[n_own] = next;
                staged.other[n_other] = next;
                staged.to[n_other] = to;
                n_own += mine;
                n_other += 1 - mine;
                if n_own == STAGE || n_other == STAGE {
                    staged.flush((n_own, n_other), own, &mut send, &mut out_of_memory);
                    (n_own, n_other) = (0, 0);
                }
            });
        }
        staged.flush((n_own, n_other), own, &mut send, &mut out_of_memory);
        out_of_memory.map_or(Ok(()), |e| Err(refused(e)))
    }

    /// Merges the rolls into `target` this worker kept and those `given`
    /// to it by the others (in lists as they came) into its part of the
    /// next layer's hole, marking their patterns: the boards and patterns
    /// first answered it adds.
    pub fn settle_shared(&mut self, target: usize, given: &[&[u64]]) -> Result<Made, LayerRefused> {
        let depth = self.depth() + 1;
        let keep = self.last != Some(depth);
        let rolls = self.raw.len() + given.iter().map(|keys| keys.len()).sum::<usize>();
        if self.next_sizes.len() != self.into.len() {
            self.next_sizes = vec![HoleSize::default(); self.into.len()];
            if self.store.is_none() {
                self.next = vec![HoleBoards::default(); self.into.len()];
            }
        }
        // Besides what it holds: four bytes a roll to spread them, and four
        // a board (at most a roll each) for the hole kept.
        let held = self.held();
        let needed = held.saturating_add(rolls.saturating_mul(8));
        if needed > self.max_bytes {
            self.raw.clear();
            let budget = self.max_bytes;
            return Err(LayerRefused::Budget { needed, budget });
        }
        let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
        lengthen(&mut self.spread, rolls).map_err(refused)?;
        let mut writer = match keep {
            true => {
                let room = take_largest(&mut self.spare);
                Some(HoleWriter::reusing(self.buckets, rolls, room).map_err(refused)?)
            }
            false => None,
        };
        let mut marker = self.marker(target);
        let (tally, bits) = (&self.tallies[target], &mut self.answered);
        let mut made = Made::default();
        let mut parts: Vec<&[u64]> = Vec::with_capacity(given.len() + 1);
        parts.push(&self.raw);
        parts.extend_from_slice(given);
        self.merger
            .settle_parts(&parts, &mut self.spread, |bucket, lows| {
                let (boards, answered) = tally.mark(bucket, lows, &mut marker, bits);
                made = made + Made { boards, answered };
                if let Some(writer) = &mut writer {
                    writer.push_run(bucket, lows);
                }
            });
        self.raw.clear();
        if let Some(writer) = writer {
            let hole = writer.finish(self.buckets);
            self.next_sizes[target] = hole.size();
            match &mut self.store {
                Some(store) => {
                    store
                        .put(depth, target, &hole)
                        .map_err(LayerRefused::Store)?;
                    self.spare.push(hole.into_room());
                }
                None => self.next[target] = hole,
            }
        }
        // Holes of the current layer that no hole after this one rolls
        // into are given up, their memory kept for the next.
        for hole in self.given_up().swap_remove(target) {
            let room = std::mem::take(&mut self.current[hole]).into_room();
            if self.store.is_none() {
                self.spare.push(room);
            }
        }
        Ok(made)
    }

    /// Ends the layer with the sums of every worker's [`Made`]: the next
    /// layer becomes the current one, and with a store it is given this
    /// worker's state.
    pub fn end_shared(&mut self, all: Made) -> Result<(), LayerRefused> {
        let depth = self.depth() + 1;
        let keep = self.last != Some(depth);
        self.unanswered -= all.answered;
        self.by_rolls.push(all.answered);
        self.layers.push(all.boards);
        self.mixed = false;
        let n = self.into.len();
        self.sizes = std::mem::replace(&mut self.next_sizes, vec![HoleSize::default(); n]);
        self.current = match (keep, self.store.is_none()) {
            (true, true) => std::mem::replace(&mut self.next, vec![HoleBoards::default(); n]),
            _ => vec![HoleBoards::default(); n],
        };
        if !keep {
            self.spare = Vec::new();
        }
        if keep && let Some(mut store) = self.store.take() {
            let done = store.layer_done(&self.saved());
            self.store = Some(store);
            done.map_err(LayerRefused::Store)?;
        }
        Ok(())
    }
}

/// The worker of `share.of` that owns the board of `key` with the hole on
/// `hole`: the blocks of keys `key >> shift` (runs of colourings) of each
/// hole, dealt out by a hash of the hole and block, scaled to the workers
/// by a multiplication (no division a roll).
#[inline]
fn owner(shift: u32, share: Slice, hole: usize, key: u64) -> u32 {
    let block = (hole as u64) << 40 | key >> shift;
    let hash = block.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
    ((hash * u64::from(share.of)) >> 32) as u32
}

/// How many rolls [`Staged`] holds of each kind before it hands them on.
const STAGE: usize = 2048;

/// The rolls of a worker of a shared search on their way: those it owns
/// and the others with their owners. Each roll is written to both lists
/// and counted in the one it belongs to (the counts are the caller's), so
/// that its owner, random from one roll to the next, costs no branch; a
/// list full hands them on.
#[derive(Debug)]
struct Staged {
    /// Rolls onto the worker's own boards.
    own: [u64; STAGE],
    /// Rolls onto other workers' boards.
    other: [u64; STAGE],
    /// The owner of each of `other`.
    to: [u32; STAGE],
}

impl Staged {
    fn new() -> Staged {
        Staged {
            own: [0; STAGE],
            other: [0; STAGE],
            to: [0; STAGE],
        }
    }

    /// Appends the first `n_own` own rolls to `own` and gives the first
    /// `n_other` others to `send`, a run of one owner at a time; the first
    /// refusal of memory goes to `refused`.
    #[cold]
    #[inline(never)]
    fn flush(
        &self,
        (n_own, n_other): (usize, usize),
        own: &mut Vec<u64>,
        send: &mut impl FnMut(u32, &[u64]),
        refused: &mut Option<OutOfMemory>,
    ) {
        let kept = &self.own[..n_own];
        match memory::grow(own, kept.len()) {
            Ok(()) => own.extend_from_slice(kept),
            Err(e) => {
                refused.get_or_insert(e);
            }
        }
        let (keys, owners) = (&self.other[..n_other], &self.to[..n_other]);
        let mut from = 0;
        for i in 1..=keys.len() {
            if i == keys.len() || owners[i] != owners[from] {
                send(owners[from], &keys[from..i]);
                from = i;
            }
        }
    }
}

/// The boards of `boards` (with the hole on `hole`) that worker `me`
/// owns.
fn mine(
    boards: &HoleBoards,
    hole: usize,
    me: u32,
    owner: &impl Fn(usize, u64) -> u32,
) -> Result<HoleBoards, OutOfMemory> {
    let buckets = boards.buckets();
    let mut writer = HoleWriter::new(buckets, boards.len())?;
    boards.each_bucket(|high, lows| {
        let owned: Vec<u32> = (lows.iter().copied())
            .filter(|&low| owner(hole, high << 32 | u64::from(low)) == me)
            .collect();
        writer.push_run(high, &owned);
    });
    Ok(writer.finish(buckets))
}
