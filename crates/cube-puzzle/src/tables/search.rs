//! The layered search engine: one pass over the frontier patterns per
//! layer, each split in two halves over disjoint memory that a caller may
//! run at once through the [`Join`] hook.

use super::UNREACHED;
use super::layers::Layers;
use super::roll::{for_pairs, new_top_table, pow3, target};
use super::word::*;
use crate::{N_COLOURINGS, N_PATTERNS, N_SQUARES, StatementSquare};

/// Runs two pieces of work, perhaps at the same time: how a caller lends
/// threads to a class search without this crate starting any. Each layer of
/// the search is split by the hole of the patterns it writes (holes 0-4 and
/// 5-8), so the two pieces touch disjoint memory.
pub trait Join: Sync {
    /// Runs `a` and `b`, in either order or at once, and returns when both
    /// are done.
    fn join(&self, a: &mut (dyn FnMut() + Send), b: &mut (dyn FnMut() + Send));
}

/// Runs both pieces on the calling thread, one after the other.
#[derive(Clone, Copy, Debug, Default)]
pub struct Serial;

impl Join for Serial {
    fn join(&self, a: &mut (dyn FnMut() + Send), b: &mut (dyn FnMut() + Send)) {
        a();
        b();
    }
}

/// The buffers of the class search, kept for reuse by
/// `Distances::from_start_reusing`.
#[derive(Debug, Default)]
pub struct SearchBuffers(pub(super) Option<Search>);

/// Slots per hole in the search's arrays: 3^8 colourings rounded up to
/// whole bitmap words, so that holes start on word boundaries and the
/// arrays split by hole.
const STRIDE: usize = N_COLOURINGS.div_ceil(64) * 64;

/// Slots in the search's arrays.
const SLOTS: usize = N_SQUARES * STRIDE;

/// Holes below this are the first half of every split.
const SPLIT_HOLE: usize = 5;

/// The slot of pattern `g`.
#[inline(always)]
fn slot_of(g: usize) -> usize {
    g / N_COLOURINGS * STRIDE + g % N_COLOURINGS
}

/// The pattern of slot `s`.
#[inline(always)]
fn pattern_of(s: usize) -> usize {
    s / STRIDE * N_COLOURINGS + s % STRIDE
}

/// The buffers of one search, indexed by slot. Patterns are visited in
/// increasing order each layer (bitmaps, not lists), so that the words
/// written for the next layer are close to each other in memory.
#[derive(Debug)]
pub(super) struct Search {
    new_top: [[u8; 6]; 2],
    /// The parity of the start square.
    start_parity: usize,
    front: Vec<u128>,
    next: Vec<u128>,
    visited: Vec<u128>,
    depth: Vec<u8>,
    /// Slots with a non-empty frontier word.
    active: Vec<u64>,
    /// Slots whose next-layer word was written.
    touched: Vec<u64>,
}

/// What an expansion reads: the frontier, whatever its hole.
struct Frontier<'a> {
    new_top: &'a [[u8; 6]; 2],
    start_parity: usize,
    front: &'a [u128],
    active: &'a [u64],
}

/// What an expansion writes: the next layer of the slots from `base` on.
struct NextHalf<'a> {
    base: usize,
    first_hole: usize,
    next: &'a mut [u128],
    touched: &'a mut [u64],
}

impl NextHalf<'_> {
    /// ORs the folded word `w` into the next-layer word of slot `s` and
    /// marks it touched.
    #[inline(always)]
    fn add(&mut self, s: usize, w: u128) {
        if w == 0 {
            return;
        }
        let local = s - self.base;
        self.next[local] |= w;
        self.touched[local / 64] |= 1 << (local % 64);
    }
}

/// What settling a layer writes, for the slots from `base` on.
struct Settle<'a> {
    base: usize,
    next: &'a mut [u128],
    touched: &'a mut [u64],
    visited: &'a mut [u128],
    front: &'a mut [u128],
    depth: &'a mut [u8],
    active: &'a mut [u64],
}

impl Settle<'_> {
    /// Moves the new states of the next layer into the frontier: fresh =
    /// next and not visited. Calls `kept` with each slot and its fresh word,
    /// in increasing order; returns how many patterns were reached for the
    /// first time.
    fn run(&mut self, layer: u8, mut kept: impl FnMut(usize, u128)) -> usize {
        self.active.fill(0);
        let mut reached = 0;
        let len = self.next.len();
        for_each_bit(self.touched, 0, len, |s| {
            let fresh = self.next[s] & !self.visited[s];
            self.visited[s] |= fresh;
            self.next[s] = 0;
            if fresh != 0 {
                kept(self.base + s, fresh);
                self.front[s] = fresh;
                self.active[s / 64] |= 1 << (s % 64);
                if self.depth[s] == UNREACHED {
                    self.depth[s] = layer;
                    reached += 1;
                }
            }
        });
        self.touched.fill(0);
        reached
    }
}

impl Search {
    pub(super) fn new() -> Search {
        Search {
            new_top: new_top_table(),
            start_parity: 0,
            front: vec![0; SLOTS],
            next: vec![0; SLOTS],
            visited: vec![0; SLOTS],
            depth: vec![UNREACHED; SLOTS],
            active: vec![0; SLOTS / 64],
            touched: vec![0; SLOTS / 64],
        }
    }

    /// Searches from `start` to every reachable state: the depth of each
    /// pattern, by pattern number.
    pub(super) fn run(&mut self, start: StatementSquare, join: &dyn Join) -> Box<[u8]> {
        self.search(start, None, join)
    }

    /// Like [`Search::run`], also keeping every layer in `layers`.
    pub(super) fn run_keeping_layers(
        &mut self,
        start: StatementSquare,
        layers: &mut Layers,
        join: &dyn Join,
    ) -> Box<[u8]> {
        self.search(start, Some(layers), join)
    }

    fn search(
        &mut self,
        start: StatementSquare,
        mut layers: Option<&mut Layers>,
        join: &dyn Join,
    ) -> Box<[u8]> {
        // Buffers may come from an earlier search.
        self.next.fill(0);
        self.visited.fill(0);
        self.depth.fill(UNREACHED);
        self.active.fill(0);
        self.touched.fill(0);
        // Every cube starts white on top with parity 0.
        let first = start.index() * N_COLOURINGS;
        let first_slot = slot_of(first);
        self.start_parity = square_parity(start.index());
        self.front[first_slot] = 1;
        self.visited[first_slot] = 1;
        self.depth[first_slot] = 0;
        self.active[first_slot / 64] |= 1 << (first_slot % 64);
        if let Some(layers) = layers.as_deref_mut() {
            layers.groups.push(vec![first as u32]);
            layers.words.push(vec![1]);
        }
        let split = SPLIT_HOLE * STRIDE;
        let mut layer: u8 = 0;
        // Every pattern's answer is known once each has been reached; the
        // layers after that only fill in parities.
        let mut reached = 1;
        while reached < N_PATTERNS && self.active.iter().any(|&a| a != 0) {
            {
                let frontier = Frontier {
                    new_top: &self.new_top,
                    start_parity: self.start_parity,
                    front: &self.front,
                    active: &self.active,
                };
                let (next_lo, next_hi) = self.next.split_at_mut(split);
                let (touched_lo, touched_hi) = self.touched.split_at_mut(split / 64);
                let mut lo = NextHalf {
                    base: 0,
                    first_hole: 0,
                    next: next_lo,
                    touched: touched_lo,
                };
                let mut hi = NextHalf {
                    base: split,
                    first_hole: SPLIT_HOLE,
                    next: next_hi,
                    touched: touched_hi,
                };
                join.join(
                    &mut || {
                        expand_half(&frontier, &mut lo);
                    },
                    &mut || expand_half(&frontier, &mut hi),
                );
            }
            layer = layer.saturating_add(1);
            let (next_lo, next_hi) = self.next.split_at_mut(split);
            let (touched_lo, touched_hi) = self.touched.split_at_mut(split / 64);
            let (visited_lo, visited_hi) = self.visited.split_at_mut(split);
            let (front_lo, front_hi) = self.front.split_at_mut(split);
            let (depth_lo, depth_hi) = self.depth.split_at_mut(split);
            let (active_lo, active_hi) = self.active.split_at_mut(split / 64);
            let mut lo = Settle {
                base: 0,
                next: next_lo,
                touched: touched_lo,
                visited: visited_lo,
                front: front_lo,
                depth: depth_lo,
                active: active_lo,
            };
            let mut hi = Settle {
                base: split,
                next: next_hi,
                touched: touched_hi,
                visited: visited_hi,
                front: front_hi,
                depth: depth_hi,
                active: active_hi,
            };
            match layers.as_deref_mut() {
                // Kept layers are written in pattern order, one half at a
                // time.
                Some(l) => {
                    l.groups.push(Vec::new());
                    l.words.push(Vec::new());
                    reached += lo.run(layer, |s, w| l.push_last(pattern_of(s), w));
                    reached += hi.run(layer, |s, w| l.push_last(pattern_of(s), w));
                }
                None => {
                    let (mut reached_lo, mut reached_hi) = (0, 0);
                    join.join(
                        &mut || {
                            reached_lo = lo.run(layer, |_, _| {});
                        },
                        &mut || {
                            reached_hi = hi.run(layer, |_, _| {});
                        },
                    );
                    reached += reached_lo + reached_hi;
                }
            }
        }
        if let Some(l) = layers {
            l.drop_empty_tail();
        }
        (0..N_PATTERNS).map(|g| self.depth[slot_of(g)]).collect()
    }
}

/// Rolls every frontier state into the next-layer patterns of one half's
/// holes.
fn expand_half(frontier: &Frontier<'_>, half: &mut NextHalf<'_>) {
    let low = half.first_hole == 0;
    macro_rules! dispatch {
        ($(($hh:literal, $ss:literal)),*) => {
            $(
                if ($ss < SPLIT_HOLE) == low {
                    expand_pair::<$hh, $ss>(frontier, half);
                }
            )*
        };
    }
    for_pairs!(dispatch);
}

/// Rolls every frontier state with the hole at `H` by moving the cube from
/// `S` into it.
#[inline(never)]
fn expand_pair<const H: usize, const S: usize>(frontier: &Frontier<'_>, next: &mut NextHalf<'_>) {
    let front = frontier.front;
    let new_top = &frontier.new_top[if H.abs_diff(S) == 1 { 0 } else { 1 }];
    // The moving cube's place among the occupied squares, before and
    // after; a roll up or down also carries it past two cubes.
    let k = if S > H { S - 1 } else { S };
    let odd_before = square_parity(H) ^ frontier.start_parity;
    let odd_after = odd_before ^ 1;
    let base = H * STRIDE;
    // Folded words hold the parities of the first seven occupied squares;
    // the eighth's follows from the hole. Rolls that only touch the first
    // seven work on folded words; the two that carry a cube through the
    // eighth place unfold.
    let through_eighth = matches!((H, S), (5, 8) | (8, 5));
    let eighth_even = if odd_before == 0 { EVEN_7 } else { !EVEN_7 };
    for_each_bit(frontier.active, base, base + N_COLOURINGS, |s| {
        let x = front[s];
        let c = s - base;
        let top = c / pow3(k) % 3;
        let t0 = S * STRIDE + target::<H, S>(c, top, new_top[2 * top] as usize);
        let t1 = S * STRIDE + target::<H, S>(c, top, new_top[2 * top + 1] as usize);
        let [even, odd] = if through_eighth {
            let w = unfold(x, odd_before);
            [false, true].map(|set| {
                let half = keep(&w, k, set);
                let (moved, at) = if S + 3 == H {
                    let y = swap_index_bits(&half, S, S + 1);
                    (swap_index_bits(&y, S + 1, S + 2), S + 2)
                } else {
                    let y = swap_index_bits(&half, H + 1, H + 2);
                    (swap_index_bits(&y, H, H + 1), H)
                };
                fold(
                    &if set {
                        lower(&moved, at)
                    } else {
                        raise(&moved, at)
                    },
                    odd_after,
                )
            })
        } else if k == 7 {
            // The eighth cube rolls sideways: its parity flips with the
            // hole's, so the folded bits stay where they are.
            [x & eighth_even, x & !eighth_even]
        } else {
            [false, true].map(|set| {
                let clear = FOLDED_CLEAR[k % 7];
                let half = x & if set { !clear } else { clear };
                let (moved, at) = if S + 3 == H {
                    // From above: places S, S+1, S+2 hold [cube, d1, d2]
                    // and become [d1, d2, cube].
                    let y = swap_folded(half, S, S + 1);
                    (swap_folded(y, S + 1, S + 2), S + 2)
                } else if H + 3 == S {
                    // From below: places H, H+1, H+2 hold [d1, d2, cube]
                    // and become [cube, d1, d2].
                    let y = swap_folded(half, H + 1, H + 2);
                    (swap_folded(y, H, H + 1), H)
                } else {
                    (half, k)
                };
                // The cube's parity flips.
                let shift = 1u32 << (at % 7);
                if set { moved >> shift } else { moved << shift }
            })
        };
        next.add(t0, even);
        next.add(t1, odd);
    });
}
