//! The breadth-first search over boards from one start, a layer a step:
//! the next layer built a hole at a time from the rolls into it, spread by
//! bucket, its repeats merged, and a bitset of the patterns answered.

use super::buffers::{lengthen, take_largest};
use super::layer::{HoleBoards, HoleSize, HoleWriter};
use super::mark::Marker;
use super::merge::RollMerger;
use super::mirror::{Fold, Source, sources};
use super::owners::Owners;
use super::roll::WAYS_BACK;
use super::store::LayerStore;
use super::tally::{Tally, tallies};
use super::{LayerRefused, PartialCensus, PartialError, start_only, without_trailing_zeros};
use crate::boards::sliced::Slice;
use crate::pattern::Pattern;
use crate::shape::{OffTheBoard, Shape, Square};
use dice_core::memory::{self, OutOfMemory};

/// The breadth-first search over boards from one start, one layer a step.
#[derive(Debug)]
pub struct SparseSearch {
    pub(super) start: Square,
    /// `into[t]`: the holes whose boards roll into boards with the hole on
    /// `t`, each with that roll (none where the fold keeps no boards).
    pub(super) into: Vec<Vec<Source>>,
    /// `tallies[h]`: the boards and patterns that a board with the hole on
    /// `h` stands for.
    pub(super) tallies: Vec<Tally>,
    /// Buckets of a hole's keys: the values of their bits above 32.
    pub(super) buckets: usize,
    /// Patterns with one hole: 3^(squares - 1).
    pub(super) per_hole: u64,
    /// A key's colouring: the key shifted right this far.
    pub(super) colour_shift: u32,
    /// The boards first reached in `depth` rolls, a hole at a time (empty
    /// when a store keeps them).
    pub(super) current: Vec<HoleBoards>,
    /// How many boards each hole of the current layer has.
    pub(super) sizes: Vec<HoleSize>,
    /// Where the layers are kept, if not in memory.
    pub(super) store: Option<Box<dyn LayerStore>>,
    /// Bit `p` set once pattern `p` has its answer.
    pub(super) answered: Vec<u64>,
    /// Patterns not answered yet.
    pub(super) unanswered: u64,
    pub(super) by_rolls: Vec<u64>,
    /// `layers[d]`: the boards first reached in `d` rolls.
    pub(super) layers: Vec<u64>,
    /// The layer whose boards are counted and not kept: nothing follows.
    pub(super) last: Option<u32>,
    /// The most bytes the layers, the bitset and the buffers may hold.
    pub(super) max_bytes: usize,
    pub(super) merger: RollMerger,
    /// The most rolls into a hole the buffers hold at once.
    pub(super) roll_cap: usize,
    /// Holes whose rolls were made in parts, for the tests.
    pub(super) parted: u64,
    /// The rolls into one hole as they are made, then scratch.
    pub(super) raw: Vec<u64>,
    /// How many of `raw` a worker of a shared search kept for its hole.
    pub(super) kept: usize,
    /// Their low 32 bits spread by bucket.
    pub(super) spread: Vec<u32>,
    /// Memory of holes of a layer given up, emptied, to hold holes of the
    /// next (so that the system need not give its pages again).
    pub(super) spare: Vec<Vec<u32>>,
    /// The part of the boards this search owns, when workers share it
    /// (`0 of 1`: all of them).
    pub(super) owners: Owners,
    /// A shared search's next layer as it is built, a hole at a time,
    /// when no store keeps it.
    pub(super) next: Vec<HoleBoards>,
    /// How many boards each hole of a shared search's next layer has.
    pub(super) next_sizes: Vec<HoleSize>,
    /// Whether a shared search's current layer may hold boards of other
    /// owners (read whole from a store after a resume).
    pub(super) mixed: bool,
}

impl SparseSearch {
    /// The search from the start board with the hole on `start`, its
    /// layers, bitset and buffers held to `max_bytes` (`usize::MAX`: what
    /// the system grants); refused when the bitset does not fit.
    pub fn new(
        shape: Shape,
        start: Square,
        max_bytes: usize,
    ) -> Result<SparseSearch, PartialError> {
        let n = shape.n_squares();
        let n_patterns = Pattern::count(shape) as u64;
        if shape.square(start.x, start.y).is_none() {
            let off = OffTheBoard {
                square: start,
                shape,
            };
            return Err(PartialError {
                reached: PartialCensus {
                    start,
                    max_rolls: 0,
                    by_rolls: Vec::new(),
                    beyond: n_patterns,
                },
                why: LayerRefused::OffTheBoard(off),
            });
        }
        let per_hole = n_patterns / n as u64;
        let key_bits = bits_of(per_hole - 1) + n as u32 - 1 + WAYS_BACK;
        let buckets = 1 << key_bits.saturating_sub(32);
        let hole = shape.index(start);
        let fold = Fold::of(shape, hole);
        let behind = shape.rolls_into();
        let into = sources(&behind, shape.cols().into(), fold.as_ref());
        let tallies = tallies(&behind, fold.as_ref());
        let mut first = HoleWriter::new(buckets, 1)
            .map_err(|e| refusal(start, n_patterns, LayerRefused::Memory(e)))?;
        // The start: every cube white on top (digit 0) with parity 0.
        first.push(0);
        let mut current = vec![HoleBoards::default(); n];
        current[hole] = first.finish(buckets);
        let sizes = current.iter().map(HoleBoards::size).collect();
        let mut search = SparseSearch {
            start,
            into,
            tallies,
            buckets,
            per_hole,
            colour_shift: n as u32 - 1 + WAYS_BACK,
            current,
            sizes,
            store: None,
            answered: Vec::new(),
            unanswered: n_patterns - 1,
            by_rolls: vec![1],
            layers: vec![1],
            last: None,
            max_bytes,
            merger: RollMerger::new(key_bits),
            roll_cap: 0,
            parted: 0,
            raw: Vec::new(),
            kept: 0,
            spread: Vec::new(),
            spare: Vec::new(),
            owners: Owners::new(
                n as u32 - 1,
                n as u32 - 1 + WAYS_BACK,
                Slice { index: 0, of: 1 },
            ),
            next: Vec::new(),
            next_sizes: Vec::new(),
            mixed: false,
        };
        let words = n_patterns.div_ceil(64) as usize;
        let needed = words.saturating_mul(8);
        if needed > max_bytes {
            let why = LayerRefused::Budget {
                needed,
                budget: max_bytes,
            };
            return Err(refusal(start, n_patterns, why));
        }
        search.answered = memory::zeroed(words)
            .map_err(|e| refusal(start, n_patterns, LayerRefused::Memory(e)))?;
        let first = hole as u64 * per_hole;
        search.answered[(first / 64) as usize] |= 1 << (first % 64);
        Ok(search)
    }

    /// Counts the boards of layer `depth` without keeping them: the search
    /// ends there, in less memory (the layer is not held).
    pub fn last_layer(mut self, depth: u32) -> SparseSearch {
        self.last = Some(depth);
        self
    }

    /// Rolls in the deepest complete layer.
    pub fn depth(&self) -> u32 {
        self.layers.len() as u32 - 1
    }

    /// `layers()[d]`: how many boards are first reached in `d` rolls.
    pub fn layers(&self) -> &[u64] {
        &self.layers
    }

    /// Whether another layer can answer a pattern: some pattern has no
    /// answer yet, the current layer (of every worker sharing the search)
    /// is not empty, and it was not the last.
    pub fn can_go_on(&self) -> bool {
        self.unanswered > 0
            && self.layers.last().is_some_and(|&boards| boards > 0)
            && self.last.is_none_or(|last| self.depth() < last)
    }

    /// Whether the search ended by itself, whatever its bound: every
    /// pattern answered, or a layer without boards. Its deepest answer is
    /// then the most rolls any pattern needs from its start.
    pub fn ended(&self) -> bool {
        self.unanswered == 0 || self.layers.last() == Some(&0)
    }

    /// The census so far, cut at `max_rolls` (at most [`Self::depth`]
    /// unless the search cannot go on, when deeper counts are zero).
    pub fn census(&self, max_rolls: u32) -> PartialCensus {
        let kept = self.by_rolls.len().min(max_rolls as usize + 1);
        let above: u64 = self.by_rolls[kept..].iter().sum();
        PartialCensus {
            start: self.start,
            max_rolls,
            by_rolls: without_trailing_zeros(&self.by_rolls[..kept]),
            beyond: self.unanswered + above,
        }
    }

    /// The bytes the layer, the bitset and the buffers hold.
    pub fn held(&self) -> usize {
        let layer: usize = (self.current.iter().chain(&self.next))
            .map(HoleBoards::held)
            .sum();
        let spare: usize = self.spare.iter().map(memory::held).sum();
        layer + memory::held(&self.answered) + self.buffers_held() + spare
    }

    /// The bytes the buffers of the rolls into a hole hold.
    fn buffers_held(&self) -> usize {
        memory::held(&self.raw) + memory::held(&self.spread)
    }

    /// Builds the next layer, or refuses it when it would take the search
    /// past its budget or the system refuses it. A refusal keeps the census
    /// reached; one part way through the layer ends the search (it cannot
    /// go on).
    pub fn step(&mut self) -> Result<(), LayerRefused> {
        let keep = self.last != Some(self.depth() + 1);
        let counts: Vec<usize> = (0..self.into.len()).map(|t| self.rolls_into(t)).collect();
        let most = counts.iter().copied().max().unwrap_or(0);
        // Besides the layer and the bitset: with a store, the holes next to
        // the hole made and the hole made (at most a board a roll), four
        // bytes a board.
        let buffers = self.buffers_held();
        let mut fixed = self.held() - buffers;
        if self.store.is_some() {
            let sources = |t: usize| {
                self.into[t]
                    .iter()
                    .map(|source| self.sizes[source.hole].boards as usize)
            };
            let widest = (0..self.into.len())
                .map(|t| sources(t).sum::<usize>() + counts[t])
                .max();
            fixed = fixed.saturating_add(widest.unwrap_or(0).saturating_mul(4));
        }
        // The buffers hold the rolls into a hole, eight bytes each and four
        // more to spread them by bucket: all of them, or as many as the budget
        // leaves room for, the rolls into a hole then made in parts (at
        // most [`MOST_PARTS`], each a pass over the holes next to it).
        let room = self.max_bytes.saturating_sub(fixed) / ROLL_BYTES;
        let cap = most.min(room);
        let least = most.div_ceil(MOST_PARTS);
        if cap < least {
            let needed = fixed.saturating_add(least.saturating_mul(ROLL_BYTES));
            let budget = self.max_bytes;
            return Err(LayerRefused::Budget { needed, budget });
        }
        let held = self.held();
        let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
        lengthen(&mut self.raw, cap).map_err(refused)?;
        lengthen(&mut self.spread, cap).map_err(refused)?;
        self.roll_cap = cap;
        let built = if keep && self.store.is_none() {
            self.build_next(&counts)
        } else {
            self.stream_next(&counts, keep)
        };
        let (boards, answered) = built.inspect_err(|_| self.last = Some(self.depth()))?;
        self.unanswered -= answered;
        self.by_rolls.push(answered);
        self.layers.push(boards);
        if keep && let Some(mut store) = self.store.take() {
            let done = store.layer_done(&self.saved());
            self.store = Some(store);
            done.map_err(LayerRefused::Store)?;
        }
        Ok(())
    }

    /// Builds and keeps the next layer; its boards and the patterns it
    /// answers. Each hole of the current layer is given up once the last
    /// hole it rolls into is built, and its memory holds a hole of the
    /// next layer. On a refusal part way the search cannot go on.
    fn build_next(&mut self, counts: &[usize]) -> Result<(u64, u64), LayerRefused> {
        let given_up = self.given_up();
        let mut next: Vec<HoleBoards> = Vec::with_capacity(self.into.len());
        for (target, &count) in counts.iter().enumerate() {
            let held = self.held() + next.iter().map(HoleBoards::held).sum::<usize>();
            // At most a board a roll, four bytes each.
            let needed = held.saturating_add(count.saturating_mul(4));
            if needed > self.max_bytes {
                let budget = self.max_bytes;
                return Err(LayerRefused::Budget { needed, budget });
            }
            let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
            let room = take_largest(&mut self.spare);
            let mut writer = HoleWriter::reusing(self.buckets, count, room).map_err(refused)?;
            self.each_next(target, count, |bucket, lows| writer.push_run(bucket, lows))?;
            next.push(writer.finish(self.buckets));
            for &hole in &given_up[target] {
                let room = std::mem::take(&mut self.current[hole]).into_room();
                self.spare.push(room);
            }
        }
        self.current = next;
        self.sizes = self.current.iter().map(HoleBoards::size).collect();
        let (mut boards, mut answered) = (0, 0);
        for (target, hole) in self.current.iter().enumerate() {
            let (mut marker, tally) = (self.marker(target), &self.tallies[target]);
            let bits = &mut self.answered;
            hole.each_bucket(|high, lows| {
                let (made, new) = tally.mark(high, lows, &mut marker, bits);
                (boards, answered) = (boards + made, answered + new);
            });
        }
        Ok((boards, answered))
    }

    /// Makes the next layer a hole at a time, marking its patterns as it
    /// goes, and gives each hole to the store (with `keep`) or forgets it:
    /// its boards and the patterns it answers. On a refusal part way the
    /// search cannot go on.
    fn stream_next(&mut self, counts: &[usize], keep: bool) -> Result<(u64, u64), LayerRefused> {
        self.spare = Vec::new();
        let mut bits = std::mem::take(&mut self.answered);
        let streamed = self.stream_into(&mut bits, counts, keep);
        self.answered = bits;
        let (boards, answered, sizes) = streamed?;
        self.current = vec![HoleBoards::default(); self.into.len()];
        self.sizes = sizes;
        Ok((boards, answered))
    }

    /// [`Self::stream_next`] with the bitset `bits` taken out of the search.
    fn stream_into(
        &mut self,
        bits: &mut [u64],
        counts: &[usize],
        keep: bool,
    ) -> Result<(u64, u64, Vec<HoleSize>), LayerRefused> {
        let (mut boards, mut answered) = (0, 0);
        let mut sizes = vec![HoleSize::default(); counts.len()];
        let depth = self.depth() + 1;
        let given_up = self.given_up();
        // The memory of the hole stored last, to hold the next.
        let mut spare = Vec::new();
        for (target, &count) in counts.iter().enumerate() {
            let mut marker = self.marker(target);
            let held = self.held();
            let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
            let mut writer = match keep {
                true => Some(HoleWriter::reusing(self.buckets, count, spare).map_err(refused)?),
                false => None,
            };
            spare = Vec::new();
            let tally = self.tallies[target].clone();
            self.each_next(target, count, |bucket, lows| {
                let (made, new) = tally.mark(bucket, lows, &mut marker, bits);
                (boards, answered) = (boards + made, answered + new);
                if let Some(writer) = &mut writer {
                    writer.push_run(bucket, lows);
                }
            })?;
            if let (Some(writer), Some(store)) = (writer, &mut self.store) {
                let hole = writer.finish(self.buckets);
                sizes[target] = hole.size();
                store
                    .put(depth, target, &hole)
                    .map_err(LayerRefused::Store)?;
                spare = hole.into_room();
            }
            // Holes of the current layer that no hole after this one rolls
            // into are given up.
            for &hole in &given_up[target] {
                self.current[hole] = HoleBoards::default();
            }
        }
        Ok((boards, answered, sizes))
    }

    /// `given_up()[t]`: the holes of the current layer whose boards roll
    /// into no hole of the next layer after `t`, given up once `t` is built.
    pub(super) fn given_up(&self) -> Vec<Vec<usize>> {
        let mut last = vec![None; self.into.len()];
        for (target, sources) in self.into.iter().enumerate() {
            for source in sources {
                last[source.hole] = Some(target);
            }
        }
        let mut given_up = vec![Vec::new(); self.into.len()];
        for (hole, target) in last.into_iter().enumerate() {
            if let Some(target) = target {
                given_up[target].push(hole);
            }
        }
        given_up
    }

    /// Marks the patterns of boards with the hole on `target`.
    pub(super) fn marker(&self, target: usize) -> Marker {
        Marker::new(
            target as u64 * self.per_hole,
            self.colour_shift,
            self.per_hole,
        )
    }
}

/// The bytes of buffer a roll into a hole takes: its key as made, and its
/// low 32 bits spread by bucket.
pub(super) const ROLL_BYTES: usize = 12;

/// The most passes over a hole's neighbours that the rolls into it may be
/// made in, when the budget does not hold them all at once.
const MOST_PARTS: usize = 64;

/// The bits that hold `value`.
fn bits_of(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// A refusal before the first roll.
pub(super) fn refusal(start: Square, n_patterns: u64, why: LayerRefused) -> PartialError {
    PartialError {
        reached: start_only(start, n_patterns),
        why,
    }
}
