//! The partial census: the fewest rolls from one start to every pattern
//! that needs at most a given number of them, on any board, by a
//! breadth-first search over boards kept sparse, layer by layer.
//!
//! A board is its pattern's number and its cubes' parities, packed into a
//! `u64` (the pattern above the `squares - 1` parity bits, with the cubes
//! at their places as [`parity`](super::parity) numbers them): 43 bits on
//! 4 x 4. A layer is a sorted `Vec<u64>` of distinct boards. Every roll
//! moves the hole to a square of the other colour of a chessboard, so the
//! graph of boards is bipartite and undirected: a board next to layer `d`
//! lies in layer `d - 1` or `d + 1`, and the previous layer alone removes
//! what was seen. The next layer is every roll out of the current one,
//! sorted, without repeats and without the previous layer's boards. A
//! bitset of patterns marks those answered.
//!
//! The next layer is built one hole at a time: its boards with the hole on
//! square `t` are those the current layer's boards with the hole next to
//! `t` make by the roll from `t`, and a layer sorted by key is sorted by
//! hole first, so each hole's boards are a range of it.
//!
//! Memory: the previous, current and next layers, 8 bytes a board, the
//! rolls into one hole before their repeats are removed, and a bit a
//! pattern. The search refuses a layer that would take it past its budget,
//! keeping what it has.

use super::census::{Census, class_of};
use super::parity::PatternRolls;
use crate::pattern::{MAX_SQUARES, Pattern};
use crate::shape::{Shape, Square};
use dice_core::memory::{self, OutOfMemory};

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

/// Every board of every shape packs into a key: the largest pattern
/// number has room for the parity bits above it (43 bits on 4 x 4).
const _KEYS_FIT: () = {
    let n = MAX_SQUARES as u32;
    let patterns = n as u64 * 3u64.pow(n - 1);
    assert!(u64::BITS - patterns.leading_zeros() + (n - 1) <= u64::BITS);
};

/// Why the search did not build its next layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
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
}

/// The breadth-first search over boards from one start, one layer a step.
#[derive(Debug)]
pub struct SparseSearch {
    start: Square,
    rolls: PatternRolls,
    /// Parity bits in a key: `squares - 1`.
    parity_bits: u32,
    /// Patterns with one hole: 3^(squares - 1).
    per_hole: u64,
    /// `behind[s]`: the squares whose cubes roll into a hole on `s`.
    behind: Vec<[Option<u8>; 4]>,
    /// The layer before the current one, sorted.
    previous: Vec<u64>,
    /// The boards first reached in `depth` rolls, sorted.
    current: Vec<u64>,
    /// Bit `p` set once pattern `p` has its answer.
    answered: Vec<u64>,
    /// Patterns not answered yet.
    unanswered: u64,
    by_rolls: Vec<u64>,
    /// `layers[d]`: the boards first reached in `d` rolls.
    layers: Vec<u64>,
    /// The most bytes the layers and the bitset may hold.
    max_bytes: usize,
}

/// One roll out of a pattern: the cube's place before and after it, and
/// the pattern it makes with the cube's parity 0 and 1.
#[derive(Clone, Copy, Debug)]
struct Roll {
    before: u32,
    after: u32,
    even: u64,
    odd: u64,
}

impl SparseSearch {
    /// The search from the start board with the hole on `start`, its
    /// layers and bitset held to `max_bytes` (`usize::MAX`: what the system
    /// grants); refused when the bitset does not fit.
    pub fn new(
        shape: Shape,
        start: Square,
        max_bytes: usize,
    ) -> Result<SparseSearch, PartialError> {
        let n = shape.n_squares();
        let n_patterns = Pattern::count(shape) as u64;
        // A key fits (`_KEYS_FIT`).
        let parity_bits = n as u32 - 1;
        let words = n_patterns.div_ceil(64) as usize;
        let rolls = PatternRolls::new(shape);
        let first = rolls.encode(shape.index(start), &[0; MAX_SQUARES]) as u64;
        let mut search = SparseSearch {
            start,
            rolls,
            parity_bits,
            per_hole: n_patterns / n as u64,
            behind: shape.rolls_into(),
            previous: Vec::new(),
            current: vec![first << parity_bits],
            answered: Vec::new(),
            unanswered: n_patterns - 1,
            by_rolls: vec![1],
            layers: vec![1],
            max_bytes,
        };
        let refused = |why: LayerRefused| PartialError {
            reached: start_only(start, n_patterns),
            why,
        };
        let needed = words.saturating_mul(8);
        if needed > max_bytes {
            let budget = max_bytes;
            return Err(refused(LayerRefused::Budget { needed, budget }));
        }
        search.answered = memory::zeroed(words).map_err(|e| refused(LayerRefused::Memory(e)))?;
        search.answered[(first / 64) as usize] |= 1 << (first % 64);
        Ok(search)
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
    /// answer yet and the current layer is not empty.
    pub fn can_go_on(&self) -> bool {
        self.unanswered > 0 && !self.current.is_empty()
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

    /// The bytes the layers and the bitset hold.
    pub fn held(&self) -> usize {
        memory::held(&self.previous) + memory::held(&self.current) + memory::held(&self.answered)
    }

    /// Builds the next layer, or refuses it (the search unchanged) when it
    /// would take the search past its budget or the system refuses it.
    pub fn step(&mut self) -> Result<(), LayerRefused> {
        let next = self.next_layer()?;
        let mut answered = 0u64;
        let mut last = u64::MAX;
        for &board in &next {
            let pattern = board >> self.parity_bits;
            if pattern != last {
                last = pattern;
                let (word, bit) = ((pattern / 64) as usize, pattern % 64);
                if self.answered[word] >> bit & 1 == 0 {
                    self.answered[word] |= 1 << bit;
                    answered += 1;
                }
            }
        }
        self.unanswered -= answered;
        self.by_rolls.push(answered);
        self.layers.push(next.len() as u64);
        self.previous = std::mem::replace(&mut self.current, next);
        Ok(())
    }

    /// The next layer, built a hole at a time: boards of the next layer
    /// with the hole on `target` come from the current layer's boards
    /// with the hole next to it (a range of the sorted layer, since a
    /// pattern's number starts with its hole), by the roll from `target`.
    /// Sorted, they follow those of the holes before, so only one hole's
    /// rolls are held unsorted at a time.
    fn next_layer(&self) -> Result<Vec<u64>, LayerRefused> {
        let mut next: Vec<u64> = Vec::new();
        for target in 0..self.behind.len() {
            let sources: Vec<&[u64]> = (0..self.behind.len())
                .filter(|&h| self.behind[h].contains(&Some(target as u8)))
                .map(|h| self.with_hole(&self.current, h))
                .collect();
            let count: usize = sources.iter().map(|s| s.len()).sum();
            let held = self.held() + memory::held(&next);
            // The rolls, and as much again for the next layer's growth.
            let needed = OutOfMemory::of::<u64>(count.saturating_mul(2)).holding(held);
            if needed.bytes > self.max_bytes {
                let (needed, budget) = (needed.bytes, self.max_bytes);
                return Err(LayerRefused::Budget { needed, budget });
            }
            let refused = |_| LayerRefused::Memory(needed.part_way());
            let mut raw = memory::with_capacity::<u64>(count).map_err(refused)?;
            for source in sources {
                self.roll_from(source, target, &mut raw);
            }
            self.settle(&mut raw, self.with_hole(&self.previous, target));
            memory::reserve(&mut next, raw.len()).map_err(refused)?;
            next.extend_from_slice(&raw);
        }
        Ok(next)
    }

    /// The boards of `layer` (sorted) with the hole on square `hole`.
    fn with_hole<'l>(&self, layer: &'l [u64], hole: usize) -> &'l [u64] {
        let shift = self.parity_bits;
        let (low, high) = (
            hole as u64 * self.per_hole,
            (hole as u64 + 1) * self.per_hole,
        );
        let from = layer.partition_point(|&b| b >> shift < low);
        let to = layer.partition_point(|&b| b >> shift < high);
        &layer[from..to]
    }

    /// Pushes onto `raw` the board each of `boards` (sorted, one hole)
    /// makes when the cube on `from` rolls into the hole.
    fn roll_from(&self, boards: &[u64], from: usize, raw: &mut Vec<u64>) {
        let bits = self.parity_bits;
        let mask = (1u64 << bits) - 1;
        let mut rest = boards;
        while let Some(&first) = rest.first() {
            let pattern = first >> bits;
            // Most patterns have one board or a few: a scan, not a binary
            // search through the whole rest.
            let end = rest.iter().take_while(|&&b| b >> bits == pattern).count();
            let roll = (self.rolls.roll_from(pattern as usize, from)).map(|(even, odd, hole)| {
                let place = |s: usize, h: usize| (s - usize::from(s > h)) as u32;
                Roll {
                    before: place(from, hole),
                    after: place(hole, from),
                    even: even as u64,
                    odd: odd as u64,
                }
            });
            if let Some(roll) = roll {
                for &board in &rest[..end] {
                    let moved = move_place(board & mask, roll.before, roll.after);
                    let target = if moved >> roll.after & 1 == 0 {
                        roll.even
                    } else {
                        roll.odd
                    };
                    raw.push(target << bits | (moved ^ 1 << roll.after));
                }
            }
            rest = &rest[end..];
        }
    }

    /// Sorts `raw` and removes its repeats and the boards of `previous`
    /// (sorted), shrinking its buffer to fit.
    fn settle(&self, raw: &mut Vec<u64>, previous: &[u64]) {
        raw.sort_unstable();
        raw.dedup();
        let mut kept = 0;
        let mut old = previous.iter().peekable();
        for i in 0..raw.len() {
            let board = raw[i];
            while old.next_if(|&&b| b < board).is_some() {}
            if old.peek() != Some(&&board) {
                raw[kept] = board;
                kept += 1;
            }
        }
        raw.truncate(kept);
    }
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

/// The parity index of a board after its cube at place `before` moves to
/// place `after`: the cubes between shift by one place towards `before`.
fn move_place(index: u64, before: u32, after: u32) -> u64 {
    let (low, high) = (before.min(after), before.max(after));
    let width = high - low + 1;
    let field_mask = ((1u64 << width) - 1) << low;
    let field = (index & field_mask) >> low;
    let moved = if before > after {
        // The top bit of the field goes to its bottom.
        (field << 1 | field >> (width - 1)) & ((1 << width) - 1)
    } else {
        // The bottom bit goes to the top.
        field >> 1 | (field & 1) << (width - 1)
    };
    index & !field_mask | moved << low
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
    let mut search = SparseSearch::new(shape, start, max_bytes)?;
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
#[path = "sparse_tests.rs"]
mod tests;
