//! The fewest rolls from one start board to every pattern of a board of up
//! to twelve squares, by a bit-parallel breadth-first search over
//! patterns.
//!
//! A board is a pattern (the hole and every cube's top colour) and each
//! cube's parity (see [`CubeOrientation`](crate::CubeOrientation)): its
//! other two colours one way round or the other. For every pattern the
//! search keeps a word of 2^(squares - 1) bits, one per way the cubes'
//! parities can lie: bit `i` stands for the board whose `k`-th cube, in
//! square order, has parity bit `k` of `i` (the cube's *place*).
//!
//! The cube on square `s` rolling into the hole `h` flips its parity and
//! changes its top colour, which depends on the parity. Along x (`s` and
//! `h` side by side) no cube passes another in square order, so places
//! stay: the half of a word whose bit at the cube's place is 0 goes to one
//! pattern with that bit set (a shift up), the other half to another
//! pattern with it cleared (a shift down). Along y the cube passes the
//! `C - 1` cubes between `s` and `h`: the places of those move by one and
//! the cube's moves to the far end, a rotation of `C` bits of the index,
//! done as `C - 1` swaps of neighbouring index bits before the split. A
//! pattern's answer is the first layer at which its word is not empty.
//!
//! Memory: three words per pattern (the layer, the next one, every board
//! seen): at most 3 x 2,125,764 patterns x 256 bytes = 1.6 GB on 3 x 4
//! (1.1 GB measured), 6 MB on 3 x 3.

use crate::Shape;
use crate::pattern::MAX_SQUARES;
use crate::{CubeOrientation, N_CUBE_ORIENTATIONS};
use dice_core::Heading;

/// A board's patterns and their rolls, for the search.
#[derive(Debug)]
pub(super) struct PatternRolls {
    n: usize,
    /// 3^(squares - 1): the patterns with one hole.
    per_hole: usize,
    /// `new_top[c][parity][axis]`: the top colour of a cube with top `c`
    /// and that parity after rolling along x (axis 0) or y (axis 1).
    new_top: [[[u8; 2]; 2]; 3],
    /// `behind[s][h]`: the square whose cube rolls towards `h` into a hole
    /// on `s`.
    behind: Vec<[Option<u8>; 4]>,
}

/// `new_tops()[c][parity][axis]`: the top colour of a cube with top `c`
/// and that parity after rolling along x (axis 0) or y (axis 1). Opposite
/// faces share a colour, so the way along the axis does not matter.
pub(super) fn new_tops() -> [[[u8; 2]; 2]; 3] {
    let mut new_top = [[[0u8; 2]; 2]; 3];
    for (o, cube) in CubeOrientation::all()
        .iter()
        .enumerate()
        .take(N_CUBE_ORIENTATIONS)
    {
        for (axis, h) in [Heading::East, Heading::South].into_iter().enumerate() {
            new_top[o / 2][o % 2][axis] = cube.roll(h).top.index() as u8;
        }
    }
    new_top
}

impl PatternRolls {
    pub(super) fn new(shape: Shape) -> PatternRolls {
        let new_top = new_tops();
        let behind = shape.rolls_into();
        let n = shape.n_squares();
        PatternRolls {
            n,
            per_hole: 3usize.pow(n as u32 - 1),
            new_top,
            behind,
        }
    }

    /// The hole and every square's top colour (0 at the hole).
    fn decode(&self, pattern: usize) -> (usize, [u8; MAX_SQUARES]) {
        let hole = pattern / self.per_hole;
        let mut digits = pattern % self.per_hole;
        let mut tops = [0; MAX_SQUARES];
        for (s, top) in tops.iter_mut().enumerate().take(self.n) {
            if s != hole {
                *top = (digits % 3) as u8;
                digits /= 3;
            }
        }
        (hole, tops)
    }

    pub(super) fn encode(&self, hole: usize, tops: &[u8]) -> usize {
        let mut colouring = 0;
        for s in (0..self.n).rev() {
            if s != hole {
                colouring = colouring * 3 + usize::from(tops[s]);
            }
        }
        hole * self.per_hole + colouring
    }

    /// Calls `visit(from, hole, pattern_if_parity_0, pattern_if_parity_1)`
    /// for every roll out of `pattern`: the cube on `from` rolls into
    /// `hole`.
    pub(super) fn each_roll(
        &self,
        pattern: usize,
        mut visit: impl FnMut(usize, usize, usize, usize),
    ) {
        let (hole, tops) = self.decode(pattern);
        for h in Heading::ALL {
            let Some(from) = self.behind[hole][h.index()] else {
                continue;
            };
            let from = usize::from(from);
            let (even, odd) = self.rolled(hole, &tops, from, h);
            visit(from, hole, even, odd);
        }
    }

    /// The patterns the cube on `from` makes rolling `h` into `hole` (of
    /// the pattern whose tops are `tops`), if its parity is 0 and 1.
    fn rolled(
        &self,
        hole: usize,
        tops: &[u8; MAX_SQUARES],
        from: usize,
        h: Heading,
    ) -> (usize, usize) {
        let axis = usize::from(matches!(h, Heading::North | Heading::South));
        let top = usize::from(tops[from]);
        let mut next = *tops;
        next[from] = 0;
        next[hole] = self.new_top[top][0][axis];
        let even = self.encode(from, &next);
        next[hole] = self.new_top[top][1][axis];
        (even, self.encode(from, &next))
    }
}

/// `MASKS[k]`: within one 64-bit piece of a word, the bits whose index
/// has bit `k` clear (k < 6).
const MASKS: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
    0x00ff_00ff_00ff_00ff,
    0x0000_ffff_0000_ffff,
    0x0000_0000_ffff_ffff,
];

/// ORs into `to` the bits of `from` whose index has bit `k` clear, with it
/// set (moved up by 2^`k`).
pub(super) fn move_even(from: &[u64], to: &mut [u64], k: usize) {
    if k < 6 {
        let (mask, shift) = (MASKS[k], 1u32 << k);
        for (t, &f) in to.iter_mut().zip(from) {
            *t |= (f & mask) << shift;
        }
    } else {
        // Runs of `run` pieces, bit k clear, then set.
        let run = 1 << (k - 6);
        for (t, f) in to.chunks_exact_mut(2 * run).zip(from.chunks_exact(2 * run)) {
            for (t, &f) in t[run..].iter_mut().zip(&f[..run]) {
                *t |= f;
            }
        }
    }
}

/// ORs into `to` the bits of `from` whose index has bit `k` set, with it
/// cleared (moved down by 2^`k`).
pub(super) fn move_odd(from: &[u64], to: &mut [u64], k: usize) {
    if k < 6 {
        let (mask, shift) = (!MASKS[k], 1u32 << k);
        for (t, &f) in to.iter_mut().zip(from) {
            *t |= (f & mask) >> shift;
        }
    } else {
        let run = 1 << (k - 6);
        for (t, f) in to.chunks_exact_mut(2 * run).zip(from.chunks_exact(2 * run)) {
            for (t, &f) in t[..run].iter_mut().zip(&f[run..]) {
                *t |= f;
            }
        }
    }
}

/// Writes into `to` the word `from` with index bits `k` and `k + 1`
/// swapped: the bit at an index moves to the index with those two bits
/// exchanged.
fn swap_next_index_bits(from: &[u64], to: &mut [u64], k: usize) {
    if k + 1 < 6 {
        let d = 1u32 << k;
        // Indices with bit k set and bit k + 1 clear.
        let m = !MASKS[k] & MASKS[k + 1];
        for (y, &x) in to.iter_mut().zip(from) {
            let t = ((x >> d) ^ x) & m;
            *y = x ^ t ^ (t << d);
        }
    } else if k + 1 == 6 {
        // Bit 5 within a piece, bit 6 across pieces j and j + 1.
        for j in (0..from.len()).step_by(2) {
            let (low, high) = (from[j], from[j + 1]);
            to[j] = (low & MASKS[5]) | ((high & MASKS[5]) << 32);
            to[j + 1] = (high & !MASKS[5]) | ((low & !MASKS[5]) >> 32);
        }
    } else {
        // Both bits pick among the pieces: in each block of four runs of
        // `run` pieces (the two bits 00, 10, 01, 11), the middle two swap.
        let run = 1usize << (k - 6);
        for (to, from) in to.chunks_exact_mut(4 * run).zip(from.chunks_exact(4 * run)) {
            let (first, rest) = to.split_at_mut(run);
            let (second, rest) = rest.split_at_mut(run);
            let (third, fourth) = rest.split_at_mut(run);
            first.copy_from_slice(&from[..run]);
            second.copy_from_slice(&from[2 * run..3 * run]);
            third.copy_from_slice(&from[run..2 * run]);
            fourth.copy_from_slice(&from[3 * run..]);
        }
    }
}

/// The cube's place in the word of the pattern after it rolls from `from`
/// into `hole`, having put `word` into that pattern's order of places
/// (`scratch`, two words long, holds the result when the order changes).
pub(super) fn places_after<'w>(
    word: &'w [u64],
    scratch: &'w mut [u64],
    from: usize,
    hole: usize,
) -> (&'w [u64], usize) {
    // A cube's place: its square number, less one past the hole.
    let place = |square: usize, hole: usize| square - usize::from(square > hole);
    let before = place(from, hole);
    let after = place(hole, from);
    if before == after {
        return (word, after);
    }
    // Each swap reads the word the last one wrote, `word` first, and
    // writes the other half of `scratch`.
    let (one, two) = scratch.split_at_mut(word.len());
    let (low, high) = (before.min(after), before.max(after));
    let mut in_one = false;
    for i in 0..high - low {
        // Down from `before` or up from it, one index bit at a time.
        let k = if before > after {
            high - 1 - i
        } else {
            low + i
        };
        match (i, in_one) {
            (0, _) => swap_next_index_bits(word, one, k),
            (_, true) => swap_next_index_bits(one, two, k),
            (_, false) => swap_next_index_bits(two, one, k),
        }
        in_one = !in_one;
    }
    let result = if in_one { &*one } else { &*two };
    (result, after)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swapping_neighbour_index_bits_moves_each_bit_to_the_swapped_index() {
        // Every pair a 3 x 4 word (2^11 bits) has, including those above
        // bit 6 that boards of up to nine squares never use.
        let mut rng = dice_core::rng::SplitMix64::new(5);
        for k in 0..10 {
            let word: Vec<u64> = (0..32).map(|_| rng.next_u64()).collect();
            let mut swapped = vec![0; 32];
            swap_next_index_bits(&word, &mut swapped, k);
            for i in 0..2048usize {
                let (low, high) = (i >> k & 1, i >> (k + 1) & 1);
                let j = i & !(3 << k) | low << (k + 1) | high << k;
                let bit = |w: &[u64], at: usize| w[at / 64] >> (at % 64) & 1;
                assert_eq!(bit(&word, i), bit(&swapped, j), "k {k}, index {i}");
            }
        }
    }

    /// Bit `at` of the word `w`.
    fn bit(w: &[u64], at: usize) -> u64 {
        w[at / 64] >> (at % 64) & 1
    }

    #[test]
    fn moving_a_half_of_a_word_moves_each_bit_to_its_index_with_bit_k_flipped() {
        let mut rng = dice_core::rng::SplitMix64::new(7);
        for k in 0..11 {
            let word: Vec<u64> = (0..32).map(|_| rng.next_u64()).collect();
            let (mut even, mut odd) = (vec![0; 32], vec![0; 32]);
            move_even(&word, &mut even, k);
            move_odd(&word, &mut odd, k);
            for i in 0..2048usize {
                let flipped = bit(&word, i ^ 1 << k);
                let set = i >> k & 1 == 1;
                assert_eq!(bit(&even, i), if set { flipped } else { 0 }, "k {k}");
                assert_eq!(bit(&odd, i), if set { 0 } else { flipped }, "k {k}");
            }
        }
    }

    #[test]
    fn a_cube_rolling_across_a_row_takes_its_place_at_the_far_end() {
        // On twelve squares in rows of four, the hole and the cube three
        // squares apart in either order.
        let mut rng = dice_core::rng::SplitMix64::new(9);
        let word: Vec<u64> = (0..32).map(|_| rng.next_u64()).collect();
        let mut scratch = vec![0; 64];
        for (from, hole) in [(1, 5), (5, 1), (4, 8), (11, 7), (6, 7), (7, 6)] {
            let (after, place) = places_after(&word, &mut scratch, from, hole);
            let before = from - usize::from(from > hole);
            assert_eq!(place, hole - usize::from(hole > from));
            for i in 0..2048usize {
                // The index bits of places between `before` and `place`
                // move one towards `before`; the cube's goes to `place`.
                let (low, high) = (before.min(place), before.max(place));
                let mut j = i & !(((1 << (high - low + 1)) - 1) << low);
                for b in low..=high {
                    let to = if b == before {
                        place
                    } else if before < place {
                        b - 1
                    } else {
                        b + 1
                    };
                    j |= (i >> b & 1) << to;
                }
                assert_eq!(
                    bit(after, j),
                    bit(&word, i),
                    "{from} into {hole}, index {i}"
                );
            }
        }
    }
}
