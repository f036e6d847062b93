//! One search shared by workers that hold no memory in common, partitioned
//! by ownership: a board belongs to one worker, chosen by the top colours
//! of its last few cubes ([`super::owners`]), so that a pattern has one
//! owner too and most rolls stay with the worker that made them. Each
//! worker keeps its own boards of each layer, makes the rolls from them a
//! hole of the next layer at a time, keeps those that land on its own
//! boards and hands the others to its caller, which carries them to their
//! owners; then it merges what it kept and what it was given into its
//! part of the hole and marks their patterns in its bitset. The caller
//! sums the workers' tallies of the layer and ends it on every worker with
//! the sums, so that each holds the whole search's census. One worker is
//! the same search with nothing handed on.

use super::LayerRefused;
use super::buffers::{lengthen, take_largest};
use super::hole_rolls::{mismatch, roll_all, rolls_from};
use super::layer::{HoleBoards, HoleSize, HoleWriter};
use super::mirror::Source;
use super::owners::Owners;
use super::search::SparseSearch;
use crate::boards::sliced::Slice;
use dice_core::memory::OutOfMemory;

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
        let cubes = self.per_hole.ilog(3);
        self.owners = Owners::new(cubes, self.colour_shift, share);
        for hole in 0..self.current.len() {
            let boards = std::mem::take(&mut self.current[hole]);
            if boards.is_empty() {
                continue;
            }
            self.current[hole] = mine(&boards, &self.owners)
                .expect("the first layer is one board, a resumed one is this worker's");
        }
        self.sizes = self.current.iter().map(HoleBoards::size).collect();
        // A resumed layer may have been written by other workers.
        self.mixed = self.store.is_some() && self.depth() > 0;
        self
    }

    /// The worker that owns the board of `key` (with any hole).
    #[inline]
    pub fn owner(&self, key: u64) -> u32 {
        self.owners.of(key)
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
        let owners = &self.owners;
        let me = owners.share.index;
        let held = self.held();
        let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
        // A layer read whole after a resume on other workers holds boards
        // of other owners: only this worker's roll from here.
        let owned = match self.mixed {
            true => (loaded.iter())
                .map(|boards| mine(boards, owners))
                .collect::<Result<Vec<_>, _>>()
                .map_err(refused)?,
            false => Vec::new(),
        };
        let sources: Vec<(&HoleBoards, &Source)> = (self.into[target].iter().enumerate())
            .map(|(i, source)| {
                let boards = owned.get(i).or(loaded.get(i));
                (boards.unwrap_or(&self.current[source.hole]), source)
            })
            .collect();
        // Room for every roll from this worker's boards at once.
        let most: usize = (sources.iter())
            .map(|(boards, source)| rolls_from(&boards.size(), source))
            .sum();
        lengthen(&mut self.raw, most).map_err(refused)?;
        let raw = &mut self.raw[..most];
        let mut kept = 0;
        let mut staged = Staged::new(owners.share);
        let mut n_other = 0;
        for &(boards, source) in &sources {
            if owners.keeps(source) {
                // Every board made is this worker's.
                roll_all(&[(boards, source)], |next| {
                    if let Some(slot) = raw.get_mut(kept) {
                        *slot = next;
                    }
                    kept += 1;
                });
                continue;
            }
            roll_all(&[(boards, source)], |next| {
                // Written both where the next roll kept goes and among the
                // others, and counted where it belongs: its owner, random
                // from one roll to the next, costs no branch.
                let to = owners.of(next);
                let mine = usize::from(to == me);
                if let Some(slot) = raw.get_mut(kept) {
                    *slot = next;
                }
                staged.other[n_other] = next;
                staged.to[n_other] = to;
                kept += mine;
                n_other += 1 - mine;
                if n_other == STAGE {
                    staged.flush(n_other, &mut send);
                    n_other = 0;
                }
            });
        }
        staged.flush(n_other, &mut send);
        if kept > most {
            return Err(mismatch(depth));
        }
        self.kept = kept;
        Ok(())
    }

    /// Merges the rolls into `target` this worker kept and those `given`
    /// to it by the others (in lists as they came) into its part of the
    /// next layer's hole, marking their patterns: the boards and patterns
    /// first answered it adds.
    pub fn settle_shared(&mut self, target: usize, given: &[&[u64]]) -> Result<Made, LayerRefused> {
        let depth = self.depth() + 1;
        let keep = self.last != Some(depth);
        let rolls = self.kept + given.iter().map(|keys| keys.len()).sum::<usize>();
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
            self.kept = 0;
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
        parts.push(&self.raw[..self.kept]);
        parts.extend_from_slice(given);
        self.merger
            .settle_parts(&parts, &mut self.spread, |bucket, lows| {
                let (boards, answered) = tally.mark(bucket, lows, &mut marker, bits);
                made = made + Made { boards, answered };
                if let Some(writer) = &mut writer {
                    writer.push_run(bucket, lows);
                }
            });
        self.kept = 0;
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

/// How many rolls [`Staged`] holds before it hands them on.
const STAGE: usize = 2048;

/// The rolls of a worker of a shared search onto other workers' boards,
/// with their owners, on their way: a list full hands them on.
#[derive(Debug)]
struct Staged {
    /// Rolls onto other workers' boards.
    other: [u64; STAGE],
    /// The owner of each of `other`.
    to: [u32; STAGE],
    /// This worker and how many share the search.
    share: Slice,
}

impl Staged {
    fn new(share: Slice) -> Staged {
        Staged {
            other: [0; STAGE],
            to: [0; STAGE],
            share,
        }
    }

    /// Gives the first `n_other` rolls to `send`, a run for each owner.
    #[cold]
    #[inline(never)]
    fn flush(&self, n_other: usize, send: &mut impl FnMut(u32, &[u64])) {
        let (keys, owners) = (&self.other[..n_other], &self.to[..n_other]);
        if keys.is_empty() {
            return;
        }
        let of = self.share.of as usize;
        if of == 2 {
            // One other worker: every roll is its.
            send(1 - self.share.index, keys);
            return;
        }
        // Grouped by owner, a run each, in order of owner.
        let mut sizes = vec![0; of];
        owners.iter().for_each(|&to| sizes[to as usize] += 1);
        let mut next: Vec<usize> = (sizes.iter())
            .scan(0, |at, &n| {
                *at += n;
                Some(*at - n)
            })
            .collect();
        let mut grouped = vec![0; keys.len()];
        for (&key, &to) in keys.iter().zip(owners) {
            grouped[next[to as usize]] = key;
            next[to as usize] += 1;
        }
        let mut from = 0;
        for (to, &end) in next.iter().enumerate() {
            if end > from {
                send(to as u32, &grouped[from..end]);
            }
            from = end;
        }
    }
}

/// The boards of `boards` that this worker owns.
fn mine(boards: &HoleBoards, owners: &Owners) -> Result<HoleBoards, OutOfMemory> {
    let buckets = boards.buckets();
    let mut writer = HoleWriter::new(buckets, boards.len())?;
    boards.each_bucket(|high, lows| {
        let owned: Vec<u32> = (lows.iter().copied())
            .filter(|&low| owners.of(high << 32 | u64::from(low)) == owners.share.index)
            .collect();
        writer.push_run(high, &owned);
    });
    Ok(writer.finish(buckets))
}
