//! The breadth-first search over boards from one start, a layer a step:
//! the next layer built a hole at a time from the rolls into it, sorted,
//! its repeats merged, and a bitset of the patterns answered.

use super::layer::{HoleBoards, HoleWriter};
use super::roll::{KeyRoll, WAYS_BACK};
use super::sort::KeySorter;
use super::{LayerRefused, PartialCensus, PartialError, start_only, without_trailing_zeros};
use crate::pattern::Pattern;
use crate::shape::{Shape, Square};
use dice_core::memory::{self, OutOfMemory};

/// The breadth-first search over boards from one start, one layer a step.
#[derive(Debug)]
pub struct SparseSearch {
    start: Square,
    /// `into[t]`: the squares a hole on which a roll moves to `t`, each
    /// with that roll.
    into: Vec<Vec<(usize, KeyRoll)>>,
    /// Buckets of a hole's keys: the values of their bits above 32.
    buckets: usize,
    /// Patterns with one hole: 3^(squares - 1).
    per_hole: u64,
    /// A key's colouring: the key shifted right this far.
    colour_shift: u32,
    /// The boards first reached in `depth` rolls, a hole at a time.
    pub(super) current: Vec<HoleBoards>,
    /// Bit `p` set once pattern `p` has its answer.
    answered: Vec<u64>,
    /// Patterns not answered yet.
    unanswered: u64,
    by_rolls: Vec<u64>,
    /// `layers[d]`: the boards first reached in `d` rolls.
    layers: Vec<u64>,
    /// The layer whose boards are counted and not kept: nothing follows.
    last: Option<u32>,
    /// The most bytes the layers, the bitset and the buffers may hold.
    max_bytes: usize,
    sorter: KeySorter,
    /// The rolls into one hole as they are made, then scratch.
    raw: Vec<u64>,
    /// Room to sort them in.
    spread: Vec<u64>,
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
        let per_hole = n_patterns / n as u64;
        let key_bits = bits_of(per_hole - 1) + n as u32 - 1 + WAYS_BACK;
        let buckets = 1 << key_bits.saturating_sub(32);
        let behind = shape.rolls_into();
        let way = |hole: usize, from: usize| {
            behind[hole]
                .iter()
                .position(|&s| s == Some(from as u8))
                .expect("neighbours")
        };
        let into = (0..n)
            .map(|target| {
                let holes = (0..n).filter(|&h| behind[h].contains(&Some(target as u8)));
                holes
                    .map(|h| {
                        let ways = (way(h, target), way(target, h));
                        (h, KeyRoll::new(n, shape.cols() as usize, h, target, ways))
                    })
                    .collect()
            })
            .collect();
        let hole = shape.index(start);
        let mut first = HoleWriter::new(buckets, 1)
            .map_err(|e| refusal(start, n_patterns, LayerRefused::Memory(e)))?;
        // The start: every cube white on top (digit 0) with parity 0.
        first.push(0);
        let mut current = vec![HoleBoards::default(); n];
        current[hole] = first.finish(buckets);
        let mut search = SparseSearch {
            start,
            into,
            buckets,
            per_hole,
            colour_shift: n as u32 - 1 + WAYS_BACK,
            current,
            answered: Vec::new(),
            unanswered: n_patterns - 1,
            by_rolls: vec![1],
            layers: vec![1],
            last: None,
            max_bytes,
            sorter: KeySorter::new(key_bits),
            raw: Vec::new(),
            spread: Vec::new(),
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
    /// answer yet, the current layer is not empty, and it was not the last.
    pub fn can_go_on(&self) -> bool {
        self.unanswered > 0
            && self.current.iter().any(|h| h.len() > 0)
            && self.last.is_none_or(|last| self.depth() < last)
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
        let layer: usize = self.current.iter().map(HoleBoards::held).sum();
        layer + memory::held(&self.answered) + memory::held(&self.raw) + memory::held(&self.spread)
    }

    /// Builds the next layer, or refuses it (the search unchanged) when it
    /// would take the search past its budget or the system refuses it.
    pub fn step(&mut self) -> Result<(), LayerRefused> {
        let keep = self.last != Some(self.depth() + 1);
        let counts: Vec<usize> = (0..self.into.len()).map(|t| self.rolls_into(t)).collect();
        let most = counts.iter().copied().max().unwrap_or(0);
        // Buffers for the most rolls into a hole: the rolls, and room to
        // sort them.
        let more = most.saturating_mul(16);
        let more = more.saturating_sub(memory::held(&self.raw) + memory::held(&self.spread));
        let needed = self.held().saturating_add(more);
        if needed > self.max_bytes {
            let budget = self.max_bytes;
            return Err(LayerRefused::Budget { needed, budget });
        }
        let held = self.held();
        let refused = |e: OutOfMemory| LayerRefused::Memory(e.holding(held).part_way());
        lengthen(&mut self.raw, most).map_err(refused)?;
        lengthen(&mut self.spread, most).map_err(refused)?;
        let (boards, answered) = if keep {
            self.build_next(&counts)?
        } else {
            self.count_next(&counts)
        };
        self.unanswered -= answered;
        self.by_rolls.push(answered);
        self.layers.push(boards);
        Ok(())
    }

    /// How many rolls into hole `target` the current layer makes.
    fn rolls_into(&self, target: usize) -> usize {
        self.into[target]
            .iter()
            .map(|(h, roll)| self.current[*h].without_way(roll.forbidden_way()))
            .sum()
    }

    /// Makes the rolls into `target` from the current layer and calls
    /// `emit` with each board they make once, in increasing order of key.
    fn each_next(&mut self, target: usize, count: usize, emit: impl FnMut(u64)) {
        let raw = &mut self.raw[..count];
        let mut made = 0;
        for (hole, roll) in &self.into[target] {
            self.current[*hole].each_key(|key| {
                if let Some(next) = roll.apply(key) {
                    raw[made] = next;
                    made += 1;
                    self.sorter.count(next);
                }
            });
        }
        debug_assert_eq!(made, count);
        self.sorter.settle(raw, &mut self.spread, emit);
    }

    /// Builds and keeps the next layer; its boards and the patterns it
    /// answers. The search is unchanged when it refuses the layer.
    fn build_next(&mut self, counts: &[usize]) -> Result<(u64, u64), LayerRefused> {
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
            let mut writer = HoleWriter::new(self.buckets, count).map_err(refused)?;
            self.each_next(target, count, |key| writer.push(key));
            next.push(writer.finish(self.buckets));
        }
        self.current = next;
        let boards = self.current.iter().map(|h| h.len() as u64).sum();
        let mut answered = 0;
        for (target, hole) in self.current.iter().enumerate() {
            let mut marker = self.marker(target);
            let bits = &mut self.answered;
            hole.each_key(|key| answered += marker.mark(bits, key));
        }
        Ok((boards, answered))
    }

    /// Counts the next layer without keeping it: its boards and the
    /// patterns it answers.
    fn count_next(&mut self, counts: &[usize]) -> (u64, u64) {
        let (mut boards, mut answered) = (0, 0);
        let mut bits = std::mem::take(&mut self.answered);
        for (target, &count) in counts.iter().enumerate() {
            let mut marker = self.marker(target);
            self.each_next(target, count, |key| {
                boards += 1;
                answered += marker.mark(&mut bits, key);
            });
        }
        self.answered = bits;
        self.current = vec![HoleBoards::default(); self.into.len()];
        (boards, answered)
    }

    /// Marks the patterns of boards with the hole on `target`.
    fn marker(&self, target: usize) -> Marker {
        Marker {
            first: target as u64 * self.per_hole,
            shift: self.colour_shift,
            last: u64::MAX,
        }
    }
}

/// Marks the patterns of a hole's boards answered, given in increasing
/// order of key (a pattern's boards one after another).
#[derive(Debug)]
struct Marker {
    /// The number of the hole's first pattern.
    first: u64,
    /// A key's colouring: the key shifted right this far.
    shift: u32,
    /// The colouring of the last key.
    last: u64,
}

impl Marker {
    /// Marks the pattern of `key` in `answered`: 1 if it had no answer.
    #[inline]
    fn mark(&mut self, answered: &mut [u64], key: u64) -> u64 {
        let colouring = key >> self.shift;
        if colouring == self.last {
            return 0;
        }
        self.last = colouring;
        let pattern = self.first + colouring;
        let (word, bit) = ((pattern / 64) as usize, pattern % 64);
        let new = !answered[word] >> bit & 1;
        answered[word] |= 1 << bit;
        new
    }
}

/// Makes `buffer` at least `len` long, its values kept.
fn lengthen(buffer: &mut Vec<u64>, len: usize) -> Result<(), OutOfMemory> {
    if buffer.len() < len {
        memory::reserve(buffer, len - buffer.len())?;
        buffer.resize(len, 0);
    }
    Ok(())
}

/// The bits that hold `value`.
fn bits_of(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// A refusal before the first roll.
fn refusal(start: Square, n_patterns: u64, why: LayerRefused) -> PartialError {
    PartialError {
        reached: start_only(start, n_patterns),
        why,
    }
}
