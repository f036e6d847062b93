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

use super::whole::UNREACHED;
use crate::pattern::MAX_SQUARES;
use crate::{CubeOrientation, N_CUBE_ORIENTATIONS, Square};
use crate::{Pattern, Shape};
use dice_core::Heading;
use dice_core::memory::{self, OutOfMemory};

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

impl PatternRolls {
    pub(super) fn new(shape: Shape) -> PatternRolls {
        let all = CubeOrientation::all();
        let mut new_top = [[[0u8; 2]; 2]; 3];
        for (o, cube) in all.iter().enumerate().take(N_CUBE_ORIENTATIONS) {
            for (axis, h) in [Heading::East, Heading::South].into_iter().enumerate() {
                new_top[o / 2][o % 2][axis] = cube.roll(h).top.index() as u8;
            }
        }
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

    /// The roll out of `pattern` of the cube on `from` into the hole, if
    /// `from` is next to it: the patterns it makes if the cube's parity is
    /// 0 and 1, and the hole.
    pub(super) fn roll_from(&self, pattern: usize, from: usize) -> Option<(usize, usize, usize)> {
        let (hole, tops) = self.decode(pattern);
        let h = Heading::ALL
            .into_iter()
            .find(|h| self.behind[hole][h.index()] == Some(from as u8))?;
        let (even, odd) = self.rolled(hole, &tops, from, h);
        Some((even, odd, hole))
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
    for (j, &piece) in from.iter().enumerate() {
        if k < 6 {
            let kept = piece & MASKS[k];
            if kept != 0 {
                to[j] |= kept << (1 << k);
            }
        } else if j >> (k - 6) & 1 == 0 && piece != 0 {
            to[j + (1 << (k - 6))] |= piece;
        }
    }
}

/// ORs into `to` the bits of `from` whose index has bit `k` set, with it
/// cleared (moved down by 2^`k`).
pub(super) fn move_odd(from: &[u64], to: &mut [u64], k: usize) {
    for (j, &piece) in from.iter().enumerate() {
        if k < 6 {
            let kept = piece & !MASKS[k];
            if kept != 0 {
                to[j] |= kept >> (1 << k);
            }
        } else if j >> (k - 6) & 1 == 1 && piece != 0 {
            to[j - (1 << (k - 6))] |= piece;
        }
    }
}

/// Swaps index bits `k` and `k + 1` of the word `w`: the bit at an index
/// moves to the index with those two bits exchanged.
fn swap_next_index_bits(w: &mut [u64], k: usize) {
    if k + 1 < 6 {
        let d = 1u32 << k;
        // Indices with bit k set and bit k + 1 clear.
        let m = !MASKS[k] & MASKS[k + 1];
        for x in w.iter_mut() {
            let t = ((*x >> d) ^ *x) & m;
            *x ^= t ^ (t << d);
        }
    } else if k + 1 == 6 {
        // Bit 5 within a piece, bit 6 across pieces j and j + 1.
        for j in (0..w.len()).step_by(2) {
            let (low, high) = (w[j], w[j + 1]);
            w[j] = (low & MASKS[5]) | ((high & MASKS[5]) << 32);
            w[j + 1] = (high & !MASKS[5]) | ((low & !MASKS[5]) >> 32);
        }
    } else {
        // Both bits pick among the pieces.
        let (a, b) = (1usize << (k - 6), 1usize << (k - 5));
        for j in 0..w.len() {
            if j & a != 0 && j & b == 0 {
                w.swap(j, j - a + b);
            }
        }
    }
}

/// The cube's place in the word of the pattern after it rolls from `from`
/// into `hole`, having put `word` into that pattern's order of places
/// (`scratch` holds the result when the order changes).
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
    scratch.copy_from_slice(word);
    if before > after {
        for k in (after..before).rev() {
            swap_next_index_bits(scratch, k);
        }
    } else {
        for k in before..after {
            swap_next_index_bits(scratch, k);
        }
    }
    (scratch, after)
}

/// The fewest rolls from the start board with the hole on `start` to every
/// pattern of `shape` ([`UNREACHED`] where none), indexed as
/// [`Pattern::index`]; `None` above [`MAX_PARITY_SQUARES`](crate::answer::MAX_PARITY_SQUARES) squares, and the
/// refusal when the system does not grant the tables (three words of
/// parity bits per pattern: about 1.6 GB on 3 x 4).
pub(crate) fn pattern_depths(shape: Shape, start: Square) -> Result<Option<Vec<u8>>, OutOfMemory> {
    // Complete tables fit where a census does.
    if crate::TooManySquares::census(shape).is_err() {
        return Ok(None);
    }
    let n = shape.n_squares();
    let rolls = PatternRolls::new(shape);
    let n_patterns = Pattern::count(shape);
    let len = ((1usize << (n - 1)) / 64).max(1);
    // What a refusal says the search needs: the three tables of words and
    // a few bytes a pattern beside them.
    let needed = OutOfMemory::of::<u64>(n_patterns.saturating_mul(len).saturating_mul(3))
        .holding(n_patterns.saturating_mul(10));
    let refused = |_| needed;
    let mut scratch = memory::zeroed::<u64>(len).map_err(refused)?;
    let mut layer = memory::zeroed::<u64>(n_patterns * len).map_err(refused)?;
    let mut next = memory::zeroed::<u64>(n_patterns * len).map_err(refused)?;
    let mut seen = memory::zeroed::<u64>(n_patterns * len).map_err(refused)?;
    let mut depths = memory::table(n_patterns, UNREACHED).map_err(refused)?;
    let mut queued = memory::table(n_patterns, false).map_err(refused)?;
    // A pattern is in each list at most once.
    let mut frontier: Vec<u32> = memory::with_capacity(n_patterns).map_err(refused)?;
    let mut touched: Vec<u32> = memory::with_capacity(n_patterns).map_err(refused)?;
    let first = rolls.encode(shape.index(start), &[0; MAX_SQUARES]);
    layer[first * len] = 1;
    // What has been seen starts as the first layer: the start board.
    seen[first * len] = 1;
    depths[first] = 0;
    frontier.push(first as u32);
    let mut depth = 0u8;
    // Once every pattern has its depth, later layers cannot change one.
    let mut unanswered = n_patterns - 1;
    while !frontier.is_empty() && unanswered > 0 {
        depth += 1;
        for &p in &frontier {
            let p = p as usize;
            let word = &layer[p * len..(p + 1) * len];
            rolls.each_roll(p, |from, hole, even, odd| {
                let (word, place) = places_after(word, &mut scratch, from, hole);
                for (q, is_even) in [(even, true), (odd, false)] {
                    let target = &mut next[q * len..(q + 1) * len];
                    if is_even {
                        move_even(word, target, place);
                    } else {
                        move_odd(word, target, place);
                    }
                    if !queued[q] {
                        queued[q] = true;
                        touched.push(q as u32);
                    }
                }
            });
        }
        // The words just read stay in `layer`, which takes the next layer's
        // bits after the swap: every bit they hold is in `seen` already, so
        // the mask below removes it.
        frontier.clear();
        for &q in &touched {
            let q = q as usize;
            queued[q] = false;
            let mut any = false;
            let range = q * len..(q + 1) * len;
            for (fresh, old) in next[range.clone()].iter_mut().zip(&mut seen[range]) {
                *fresh &= !*old;
                *old |= *fresh;
                any |= *fresh != 0;
            }
            if any {
                frontier.push(q as u32);
                if depths[q] == UNREACHED {
                    depths[q] = depth;
                    unanswered -= 1;
                }
            }
        }
        touched.clear();
        std::mem::swap(&mut layer, &mut next);
    }
    Ok(Some(depths))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::whole::WholeBoards;

    #[test]
    fn agrees_with_the_whole_board_search_on_every_board_of_up_to_eight_squares() {
        for shape in Shape::all().filter(|s| s.n_squares() <= 8) {
            let boards = WholeBoards::new(shape).expect("nine squares at most");
            // Two starts each: the first square and the last.
            for start in [shape.square_at(0), shape.square_at(shape.n_squares() - 1)] {
                let depths = pattern_depths(shape, start).expect("small").expect("small");
                let board_depths = boards
                    .depths_from(&[boards.start(shape.index(start))])
                    .expect("small");
                let expected = boards.pattern_depths(&board_depths).expect("small");
                assert!(depths == expected, "{shape} from {start}");
            }
        }
    }

    #[test]
    fn swapping_neighbour_index_bits_moves_each_bit_to_the_swapped_index() {
        // Every pair a 3 x 4 word (2^11 bits) has, including those above
        // bit 6 that boards of up to nine squares never use.
        let mut rng = dice_core::rng::SplitMix64::new(5);
        for k in 0..10 {
            let word: Vec<u64> = (0..32).map(|_| rng.next_u64()).collect();
            let mut swapped = word.clone();
            swap_next_index_bits(&mut swapped, k);
            for i in 0..2048usize {
                let (low, high) = (i >> k & 1, i >> (k + 1) & 1);
                let j = i & !(3 << k) | low << (k + 1) | high << k;
                let bit = |w: &[u64], at: usize| w[at / 64] >> (at % 64) & 1;
                assert_eq!(bit(&word, i), bit(&swapped, j), "k {k}, index {i}");
            }
        }
    }

    #[test]
    fn agrees_with_the_statement_solver_on_3x3_from_each_class_of_start() {
        let shape = Shape::STATEMENT;
        for start in [
            Square { x: 1, y: 1 },
            Square { x: 2, y: 1 },
            Square { x: 2, y: 2 },
        ] {
            let depths = pattern_depths(shape, start)
                .expect("small")
                .expect("nine squares");
            // Each start represents its class: its table is the statement
            // solver's.
            let on_statement = crate::StatementSquare::new(start).expect("on the board");
            let table = crate::Distances::from_start(on_statement);
            for (index, &depth) in depths.iter().enumerate() {
                let dataset = crate::Dataset {
                    start,
                    pattern: crate::Pattern::from_index(crate::Shape::STATEMENT, index),
                };
                let expected = table.rolls(&dataset.pattern);
                assert_eq!(Some(u32::from(depth)), expected, "{dataset}");
            }
        }
        assert!(
            pattern_depths(Shape::new(4, 4).expect("a shape"), Square { x: 1, y: 1 }) == Ok(None)
        );
    }
}
