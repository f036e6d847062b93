//! One roll applied to boards packed as keys of one hole.
//!
//! A key is a board less its hole: the colouring (the cubes' top colours
//! as base-3 digits, the cube at place 0 the lowest) above the `squares -
//! 1` parity bits, above [`WAYS_BACK`] bits that say which rolls lead back
//! to the layer before (so that the search never makes them, and needs no
//! earlier layer to tell new boards from old: the graph is bipartite and
//! undirected). On 4 x 4 a key takes 24 + 15 + 4 = 43 bits.
//!
//! A roll moves the cube at place `before` to place `after`, the cubes
//! between shifting one place towards `before`, and changes its top
//! colour by its parity: only the digits in the window of places between
//! the two change, so the colouring's change is a table of the window's
//! digits and the cube's parity, found with two exact divisions by powers
//! of three done as multiplications.

use super::super::parity::new_tops;

/// The bits at the bottom of a key that mark the rolls back, one for each
/// of a hole's four neighbours.
pub(super) const WAYS_BACK: u32 = 4;

/// Exact division of 32-bit numbers by a fixed divisor with one
/// multiplication: `n / d == (ceil(2^64 / d) * n) >> 64` for every `n`
/// and `d` below 2^32 (Lemire, Kaser and Kurz, "Faster remainder by direct
/// computation", 2019). The reciprocal of 1 does not fit 64 bits: 0 stands
/// for it.
#[derive(Clone, Copy, Debug)]
struct Divider {
    reciprocal: u64,
}

impl Divider {
    fn new(divisor: u32) -> Divider {
        let d = u128::from(divisor);
        Divider {
            reciprocal: (1u128 << 64).div_ceil(d) as u64,
        }
    }

    #[inline]
    fn divide(self, n: u32) -> u32 {
        if self.reciprocal == 0 {
            n
        } else {
            ((u128::from(self.reciprocal) * u128::from(n)) >> 64) as u32
        }
    }
}

/// The roll of the cube on square `from` into the hole on square `hole`,
/// as it acts on the keys of boards with that hole.
#[derive(Clone, Debug)]
pub(super) struct KeyRoll {
    /// The way-back bit that forbids this roll on a board.
    forbidden: u64,
    /// The way-back bit of the boards it makes: the roll that undoes it.
    back: u64,
    /// The places the cube leaves and reaches.
    before: u32,
    after: u32,
    /// Parity bits in a key.
    parity_bits: u32,
    /// 3^(lowest place of the window).
    below: Divider,
    /// 3^(places in the window).
    window: Divider,
    window_size: u32,
    /// `change[2 w + p]`: what the colouring gains when the window's digits
    /// read `w` and the rolling cube's parity is `p`.
    change: Vec<i64>,
}

impl KeyRoll {
    /// The roll into `hole` from the square `from` beside it on a board of
    /// `squares` squares and `cols` columns; `forbidden` and `back` are the
    /// indices of this roll among the hole's neighbours and of the roll
    /// back among the new hole's.
    pub(super) fn new(
        squares: usize,
        cols: usize,
        hole: usize,
        from: usize,
        ways: (usize, usize),
    ) -> KeyRoll {
        let place = |s: usize, h: usize| (s - usize::from(s > h)) as u32;
        let (before, after) = (place(from, hole), place(hole, from));
        let (low, high) = (before.min(after), before.max(after));
        let width = high - low + 1;
        let axis = usize::from(from.abs_diff(hole) == cols);
        let new_top = new_tops();
        let window_size = 3u32.pow(width);
        let scale = i64::from(3u32.pow(low));
        let mut change = Vec::with_capacity(2 * window_size as usize);
        for w in 0..window_size {
            let digits: Vec<u32> = (0..width).map(|k| w / 3u32.pow(k) % 3).collect();
            for parity in [0, 1] {
                let mut moved = digits.clone();
                let cube = moved.remove((before - low) as usize);
                let top = u32::from(new_top[cube as usize][parity][axis]);
                moved.insert((after - low) as usize, top);
                let value: u32 = moved.iter().rev().fold(0, |v, &d| v * 3 + d);
                change.push((i64::from(value) - i64::from(w)) * scale);
            }
        }
        debug_assert!(squares <= 16 && (ways.0 | ways.1) < WAYS_BACK as usize);
        KeyRoll {
            forbidden: 1 << ways.0,
            back: 1 << ways.1,
            before,
            after,
            parity_bits: squares as u32 - 1,
            below: Divider::new(3u32.pow(low)),
            window: Divider::new(window_size),
            window_size,
            change,
        }
    }

    /// The index of the way-back bit that forbids this roll.
    pub(super) fn forbidden_way(&self) -> usize {
        self.forbidden.trailing_zeros() as usize
    }

    /// The key of the board the roll makes from the board of `key`, or
    /// `None` when the roll leads back to the layer before.
    #[inline]
    pub(super) fn apply(&self, key: u64) -> Option<u64> {
        if key & self.forbidden != 0 {
            return None;
        }
        let shift = self.parity_bits + WAYS_BACK;
        let colouring = (key >> shift) as u32;
        let parities = (key >> WAYS_BACK) & ((1 << self.parity_bits) - 1);
        let parity = parities >> self.before & 1;
        let above = self.below.divide(colouring);
        let window = above - self.window.divide(above) * self.window_size;
        let gain = self.change[(2 * window + parity as u32) as usize];
        let colouring = (i64::from(colouring) + gain) as u64;
        let parities = move_place(parities, self.before, self.after) ^ 1 << self.after;
        Some(colouring << shift | parities << WAYS_BACK | self.back)
    }
}

/// The parity index of a board after its cube at place `before` moves to
/// place `after`: the cubes between shift by one place towards `before`.
pub(super) fn move_place(index: u64, before: u32, after: u32) -> u64 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn a_division_by_multiplication_is_exact(n in any::<u32>(), d in 1u32..) {
            prop_assert_eq!(Divider::new(d).divide(n), n / d);
        }

        #[test]
        fn dividing_by_powers_of_three_is_exact(n in 0u32..3u32.pow(15), k in 0u32..16) {
            let d = 3u32.pow(k);
            prop_assert_eq!(Divider::new(d).divide(n), n / d);
        }

        /// Moving a place and moving it back gives the index back, and the
        /// moved bit lands where it was sent.
        #[test]
        fn moving_a_place_is_undone_by_moving_it_back(
            index in 0u64..1 << 15, before in 0u32..15, after in 0u32..15,
        ) {
            let moved = move_place(index, before, after);
            prop_assert_eq!(move_place(moved, after, before), index);
            prop_assert_eq!(moved >> after & 1, index >> before & 1);
            prop_assert_eq!(moved.count_ones(), index.count_ones());
        }
    }

    #[test]
    fn a_roll_and_the_roll_back_give_the_board_back() {
        // 4 x 4: the hole on 5, the cube on 9 (below it) and on 6 (beside).
        for from in [1, 4, 6, 9] {
            let there = KeyRoll::new(16, 4, 5, from, (0, 1));
            let back = KeyRoll::new(16, 4, from, 5, (1, 0));
            for colouring in [0u64, 1, 2, 3u64.pow(15) - 1, 4_782_968, 123_456] {
                for parities in [0u64, 1, 0x7fff, 0x1234] {
                    let key = colouring << 19 | parities << 4;
                    let rolled = there.apply(key).expect("no way back marked");
                    assert_eq!(rolled & 15, 2, "the way back is marked");
                    assert_eq!(back.apply(rolled), None, "and forbidden");
                    let undone = back.apply(rolled & !15).expect("unmarked");
                    assert_eq!(undone & !15, key, "from {from}: {colouring} {parities}");
                }
            }
        }
    }
}
