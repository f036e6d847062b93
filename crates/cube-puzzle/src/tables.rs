//! The minimum number of rolls from one start square to every pattern, by a
//! bit-parallel breadth-first search.
//!
//! A board state is the empty square plus each cube's orientation. A cube's
//! orientation is its top colour and its parity (see [`CubeOrientation`]),
//! so a state is a pattern (hole and top colours, 59,049 of them) plus a
//! parity bit for each cube. The search keeps, for every pattern, a 512-bit
//! word whose bit `i` stands for the state with that pattern and parities
//! `i` (bit `k` of `i` is the parity of the cube on square `k`; the hole's
//! bit is always 0). Rolling the cube on square `s` into the hole `h` sends
//! the half of a word where that cube's parity is 0 to one pattern and the
//! other half to another; within a half, the move is a shift of the word by
//! `2^h` or `2^s` bits. So one pass over the frontier patterns advances up to
//! 256 states at a time, and the first layer at which a pattern's word
//! becomes non-empty is that pattern's answer.
//!
//! Memory: three words per pattern (frontier, next layer, visited), 11 MB,
//! plus the move table (1.3 MB) shared by all searches.

use crate::{CubeOrientation, N_COLOURINGS, N_PATTERNS, N_SQUARES, Pattern, Square};
use dice_core::Heading;

/// The depth recorded for a pattern the start cannot reach.
const UNREACHED: u8 = u8::MAX;

/// 256 parity bits: bit `i` for the state whose cube in the `k`-th occupied
/// square (in square order, skipping the hole) has parity bit `k` of `i`.
type Word = [u64; 4];

/// The bits of a `u64` whose index has bit `j` clear, for `j` below 6.
const CLEAR_MASKS: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

/// `EVEN_7` has bit `j` (below 128) set when `j` has an even number of ones.
const EVEN_7: u128 = {
    let mut mask = 0u128;
    let mut j = 0;
    while j < 128 {
        if (j as u32).count_ones().is_multiple_of(2) {
            mask |= 1 << j;
        }
        j += 1;
    }
    mask
};

/// The colour parity of a square: every roll moves the hole to a square of
/// the other parity and flips one cube's parity, so the number of odd cubes
/// and the hole's parity change together.
const fn square_parity(sq: usize) -> usize {
    (sq % 3 + sq / 3) % 2
}

/// Packs a word whose set bits all have `odd` ones mod 2 (0 or 1) into 128
/// bits: such a bit `i` is determined by its low 7 bits.
#[inline(always)]
fn fold(w: &Word, odd: usize) -> u128 {
    let lo = u128::from(w[0]) | u128::from(w[1]) << 64;
    let hi = u128::from(w[2]) | u128::from(w[3]) << 64;
    let (even_lo, even_hi) = if odd == 0 {
        (EVEN_7, !EVEN_7)
    } else {
        (!EVEN_7, EVEN_7)
    };
    (lo & even_lo) | (hi & even_hi)
}

/// The inverse of [`fold`].
#[inline(always)]
fn unfold(x: u128, odd: usize) -> Word {
    let (lo_mask, hi_mask) = if odd == 0 {
        (EVEN_7, !EVEN_7)
    } else {
        (!EVEN_7, EVEN_7)
    };
    let (lo, hi) = (x & lo_mask, x & hi_mask);
    [lo as u64, (lo >> 64) as u64, hi as u64, (hi >> 64) as u64]
}

/// The bits of `w` whose index has bit `j` set (`set`) or clear.
#[inline(always)]
fn keep(w: &Word, j: usize, set: bool) -> Word {
    let mut out = [0u64; 4];
    for (i, o) in out.iter_mut().enumerate() {
        *o = if j < 6 {
            let mask = CLEAR_MASKS[j % 6];
            w[i] & if set { !mask } else { mask }
        } else if ((i >> (j - 6)) & 1 == 1) == set {
            w[i]
        } else {
            0
        };
    }
    out
}

/// Moves every bit `i` of `w` (all with bit `j` clear) to `i + 2^j`.
#[inline(always)]
fn raise(w: &Word, j: usize) -> Word {
    let mut out = [0u64; 4];
    for (i, o) in out.iter_mut().enumerate() {
        *o = if j < 6 {
            w[i] << (1u32 << (j % 6))
        } else {
            let d = 1 << (j - 6);
            if i & d != 0 { w[i - d] } else { 0 }
        };
    }
    out
}

/// Moves every bit `i` of `w` (all with bit `j` set) to `i - 2^j`.
#[inline(always)]
fn lower(w: &Word, j: usize) -> Word {
    let mut out = [0u64; 4];
    for (i, o) in out.iter_mut().enumerate() {
        *o = if j < 6 {
            w[i] >> (1u32 << (j % 6))
        } else {
            let d = 1 << (j - 6);
            if i & d == 0 { w[i + d] } else { 0 }
        };
    }
    out
}

/// Exchanges index bits `u` and `v` (`u < v`): bit `i` moves to the index
/// with those two bits of `i` swapped.
#[inline(always)]
fn swap_index_bits(w: &Word, u: usize, v: usize) -> Word {
    if v < 6 {
        let d = (1u32 << v) - (1u32 << u);
        let m = !CLEAR_MASKS[u % 6] & CLEAR_MASKS[v % 6];
        w.map(|x| {
            let t = ((x >> d) ^ x) & m;
            x ^ t ^ (t << d)
        })
    } else if u < 6 {
        let (dj, shift) = (1 << (v - 6), 1u32 << u);
        let (set, clear) = (!CLEAR_MASKS[u % 6], CLEAR_MASKS[u % 6]);
        let mut out = *w;
        for j in 0..4 {
            if j & dj == 0 {
                let high = j + dj;
                out[j] = (w[j] & clear) | ((w[high] & clear) << shift);
                out[high] = (w[high] & set) | ((w[j] & set) >> shift);
            }
        }
        out
    } else {
        [w[0], w[2], w[1], w[3]]
    }
}

/// For index bits below 7, the bits of a folded word whose index has that
/// bit clear.
const FOLDED_CLEAR: [u128; 7] = {
    let mut masks = [0u128; 7];
    let mut j = 0;
    while j < 7 {
        let mut i = 0;
        while i < 128 {
            if i >> j & 1 == 0 {
                masks[j] |= 1 << i;
            }
            i += 1;
        }
        j += 1;
    }
    masks
};

/// [`swap_index_bits`] on a folded word, for `u < v < 7`.
#[inline(always)]
fn swap_folded(x: u128, u: usize, v: usize) -> u128 {
    let d = (1u32 << v) - (1u32 << u);
    let m = !FOLDED_CLEAR[u % 7] & FOLDED_CLEAR[v % 7];
    let t = ((x >> d) ^ x) & m;
    x ^ t ^ (t << d)
}

/// Calls macro `$then` with every (hole, neighbour) pair of square
/// indices, holes in order: the list behind the monomorphised dispatch in
/// `expand_half`.
macro_rules! for_pairs {
    ($then:ident) => {
        $then!(
            (0, 1),
            (0, 3),
            (1, 0),
            (1, 2),
            (1, 4),
            (2, 1),
            (2, 5),
            (3, 0),
            (3, 4),
            (3, 6),
            (4, 1),
            (4, 3),
            (4, 5),
            (4, 7),
            (5, 2),
            (5, 4),
            (5, 8),
            (6, 3),
            (6, 7),
            (7, 4),
            (7, 6),
            (7, 8),
            (8, 5),
            (8, 7)
        )
    };
}

/// `NEW_TOP[axis][2 * top + parity]`: the top colour after a roll along x
/// (axis 0) or y (axis 1), from the cube model.
fn new_top_table() -> [[u8; 6]; 2] {
    let all = CubeOrientation::all();
    [Heading::East, Heading::South].map(|h| all.map(|o| o.roll(h).top.index() as u8))
}

/// 3 to the power `k`.
const fn pow3(k: usize) -> usize {
    let mut p = 1;
    let mut i = 0;
    while i < k {
        p *= 3;
        i += 1;
    }
    p
}

/// The colouring (with the hole now at `S`) reached from colouring `c`
/// with the hole at `H` when the
/// cube on `S`, whose top is digit `k` of `c`, rolls into the hole and shows
/// `top` afterwards. Colourings list the squares other than the hole in
/// order, so a sideways roll changes one digit, and a roll up or down also
/// carries the cube past the two squares between.
#[inline(always)]
fn target<const H: usize, const S: usize>(c: usize, old_top: usize, top: usize) -> usize {
    if S + 3 == H {
        // From above: digits [t, d1, d2] at S.. become [d1, d2, top].
        let p = pow3(S);
        let seg = c / p % 27;
        c - seg * p + (seg / 3 + 9 * top) * p
    } else if H + 3 == S {
        // From below: digits [d1, d2, t] at H.. become [top, d1, d2].
        let p = pow3(H);
        let seg = c / p % 27;
        c - seg * p + (3 * (seg % 9) + top) * p
    } else {
        // Sideways: the cube keeps its place among the other squares.
        let k = if S > H { S - 1 } else { S };
        c + top * pow3(k) - old_top * pow3(k)
    }
}

/// The minimum number of rolls from one start square to every pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distances {
    start: Square,
    depth: Box<[u8]>,
}

impl Distances {
    /// Searches from `start` (every cube white on top, blue along x) to
    /// every reachable state.
    pub fn from_start(start: Square) -> Distances {
        Search::new().run(start, None, &Serial)
    }

    /// Like [`Distances::from_start`], reusing `buffers` (about 3 MB) from
    /// an earlier search: a caller that searches several classes on one
    /// thread allocates, faults in and frees that memory once.
    pub fn from_start_with(
        start: Square,
        buffers: &mut SearchBuffers,
        join: &impl Join,
    ) -> Distances {
        buffers
            .0
            .get_or_insert_with(Search::new)
            .run(start, None, join)
    }

    /// Like [`Distances::from_start`], and also keeps every layer of the
    /// search (about 10 MB) so that [`Layers::route_to`] can give the rolls.
    pub fn with_layers(start: Square) -> (Distances, Layers) {
        let mut layers = Layers {
            start,
            groups: Vec::new(),
            words: Vec::new(),
        };
        let distances = Search::new().run(start, Some(&mut layers), &Serial);
        (distances, layers)
    }

    /// The start square searched from.
    pub fn start(&self) -> Square {
        self.start
    }

    /// The fewest rolls that make `pattern`, or `None` if no number does.
    pub fn rolls(&self, pattern: &Pattern) -> Option<u32> {
        self.rolls_by_index(pattern.index())
    }

    /// How many patterns need each number of rolls: `counts[n]` for `n`.
    pub fn histogram(&self) -> Vec<u64> {
        let mut counts = Vec::new();
        for &d in self.depth.iter().filter(|&&d| d != UNREACHED) {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        counts
    }

    /// The fewest rolls for the pattern with dense number `index`.
    pub fn rolls_by_index(&self, index: usize) -> Option<u32> {
        match self.depth.get(index) {
            Some(&UNREACHED) | None => None,
            Some(&d) => Some(u32::from(d)),
        }
    }
}

/// Every layer of a search: for each number of rolls, the patterns first
/// reached with it and which parity states of each. Enough to walk back from
/// any reached state to the start.
#[derive(Clone, Debug)]
pub struct Layers {
    start: Square,
    /// `groups[d]`: the patterns with states at depth `d`, increasing.
    groups: Vec<Vec<u32>>,
    /// `words[d][k]`: the folded parity word of `groups[d][k]`.
    words: Vec<Vec<u128>>,
}

impl Layers {
    /// The start square searched from.
    pub fn start(&self) -> Square {
        self.start
    }

    /// The number of layers, one more than the deepest answer.
    pub fn len(&self) -> usize {
        self.groups.len()
    }

    /// Whether there are no layers (never, after a search).
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    fn push_last(&mut self, g: usize, word: u128) {
        if let (Some(groups), Some(words)) = (self.groups.last_mut(), self.words.last_mut()) {
            groups.push(g as u32);
            words.push(word);
        }
    }

    fn drop_empty_tail(&mut self) {
        while self.groups.last().is_some_and(Vec::is_empty) {
            self.groups.pop();
            self.words.pop();
        }
    }

    /// The folded parity word of pattern `g` at depth `d` (0 if none).
    pub(crate) fn word(&self, d: usize, g: usize) -> u128 {
        let (Some(groups), Some(words)) = (self.groups.get(d), self.words.get(d)) else {
            return 0;
        };
        groups.binary_search(&(g as u32)).map_or(0, |k| words[k])
    }
}

/// Whether folded words at hole `hole` hold states with an odd number of
/// odd cubes, for a search from `start`.
pub(crate) fn odd_at(hole: usize, start: Square) -> usize {
    square_parity(hole) ^ square_parity(start.index())
}

/// Calls `f` with every set bit of `bits` from `from` (inclusive) to `to`
/// (exclusive), in increasing order.
#[inline(always)]
fn for_each_bit(bits: &[u64], from: usize, to: usize, mut f: impl FnMut(usize)) {
    let (first, last) = (from / 64, to.div_ceil(64));
    for (wi, &word) in bits.iter().enumerate().take(last).skip(first) {
        let mut word = word;
        if wi == first {
            word &= u64::MAX << (from % 64);
        }
        if wi + 1 == last && !to.is_multiple_of(64) {
            word &= (1u64 << (to % 64)) - 1;
        }
        while word != 0 {
            f(wi * 64 + word.trailing_zeros() as usize);
            word &= word - 1;
        }
    }
}

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
/// [`Distances::from_start_with`].
#[derive(Debug, Default)]
pub struct SearchBuffers(Option<Search>);

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
struct Search {
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
    fn new() -> Search {
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

    fn run(
        &mut self,
        start: Square,
        mut layers: Option<&mut Layers>,
        join: &dyn Join,
    ) -> Distances {
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
        let depth = (0..N_PATTERNS).map(|g| self.depth[slot_of(g)]).collect();
        Distances { start, depth }
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
#[allow(clippy::modulo_one, reason = "the divisors are 3^k, 1 for k = 0")]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_moves_shift_the_right_bits() {
        let w = [1u64 << 5, 0, 0, 0]; // index 5 = bits 0 and 2
        assert_eq!(keep(&w, 1, false), w);
        assert_eq!(keep(&w, 2, false), [0; 4]);
        let up = raise(&w, 7); // index 5 + 128
        assert_eq!(up[2], 1 << 5);
        assert_eq!(lower(&w, 2)[0], 1 << 1);
        assert_eq!(lower(&up, 7), w);
    }

    #[test]
    fn index_bit_swaps_move_single_bits() {
        for i in 0..256usize {
            let mut w = [0u64; 4];
            w[i / 64] = 1 << (i % 64);
            for (u, v) in [(0, 1), (2, 5), (3, 6), (5, 7), (6, 7), (1, 7)] {
                let (bu, bv) = ((i >> u) & 1, (i >> v) & 1);
                let j = (i & !(1 << u) & !(1 << v)) | (bv << u) | (bu << v);
                let mut expected = [0u64; 4];
                expected[j / 64] = 1 << (j % 64);
                assert_eq!(swap_index_bits(&w, u, v), expected, "{i} ({u}, {v})");
            }
        }
    }

    #[test]
    fn folding_keeps_bits_of_one_parity() {
        for odd in 0..2 {
            let mut w = [0u64; 4];
            for i in (0..256usize).filter(|i| i.count_ones() as usize % 2 == odd) {
                w[i / 64] |= 1 << (i % 64);
            }
            assert_eq!(unfold(fold(&w, odd), odd), w);
            assert_eq!(fold(&w, odd), u128::MAX);
        }
    }
}
