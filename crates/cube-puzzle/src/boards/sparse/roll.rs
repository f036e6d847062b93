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
//! colour by its parity: only the digits and the parity bits in the window
//! of places between the two change, so the key's change is a table of
//! the window's digits and parity bits, the digits read with two
//! multiplications ([`Digits`]).

use super::super::parity::new_tops;

/// The bits at the bottom of a key that mark the rolls back, one for each
/// of a hole's four neighbours.
pub(super) const WAYS_BACK: u32 = 4;

/// The bits of the numbers a [`Digits`] reads: a colouring of at most 15
/// cubes, below 3^15.
pub(super) const DIVIDEND_BITS: u32 = 24;

/// A run of base-3 digits of numbers below 2^24, read with two
/// multiplications. The digits at places `low..low + width` of `n`,
/// `(n / 3^low) % 3^width`, are the part of `n / 3^(low + width)` beyond
/// its whole number, times `3^width`, rounded down. With `m = ceil(2^64 /
/// 3^(low + width))`, the low 64 bits of `m n` hold that part in 64 bits,
/// too much by less than `n / 2^64`; times `3^width` the excess stays below
/// `2^24 3^width / 2^64`, which is less than `3^-low` while `low + width`
/// is at most 16, and the digits' value, a multiple of `3^-low` apart from
/// its whole part, lies at least that far below the next whole number. So
/// `(m n mod 2^64) 3^width >> 64` is exact (Lemire, Kaser and Kurz,
/// "Faster remainder by direct computation", 2019, take the same part for
/// `n % d`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Digits {
    reciprocal: u64,
    size: u64,
}

impl Digits {
    /// The `width` digits from place `low` on (`width` at least 1, `low +
    /// width` at most 16).
    pub(super) fn new(low: u32, width: u32) -> Digits {
        debug_assert!(width >= 1 && low + width <= 16);
        let whole = 3u128.pow(low + width);
        Digits {
            reciprocal: (1u128 << 64).div_ceil(whole) as u64,
            size: 3u64.pow(width),
        }
    }

    /// The digits of `n` (below 2^24), as a number.
    #[inline]
    pub(super) fn of(self, n: u32) -> u32 {
        debug_assert!(n < 1 << DIVIDEND_BITS);
        let fraction = self.reciprocal.wrapping_mul(u64::from(n));
        ((u128::from(fraction) * u128::from(self.size)) >> 64) as u32
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
    /// A key's colouring: the key shifted right this far.
    colour_shift: u32,
    /// The window's parity bits: the key shifted right this far, and
    /// their number.
    field_shift: u32,
    width: u32,
    /// The window's digits.
    digits: Digits,
    /// `change[w << width | f]`: what the key gains, its way-back bits
    /// cleared, when the window's digits read `w` and its parity bits `f`.
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
        let colour_shift = squares as u32 - 1 + WAYS_BACK;
        let field_shift = WAYS_BACK + low;
        let scale = i64::from(3u32.pow(low)) << colour_shift;
        let mut change = Vec::with_capacity((window_size as usize) << width);
        for w in 0..window_size {
            let digits: Vec<u32> = (0..width).map(|k| w / 3u32.pow(k) % 3).collect();
            for field in 0..1u64 << width {
                let parity = (field >> (before - low) & 1) as usize;
                let mut moved = digits.clone();
                let cube = moved.remove((before - low) as usize);
                let top = u32::from(new_top[cube as usize][parity][axis]);
                moved.insert((after - low) as usize, top);
                let value: u32 = moved.iter().rev().fold(0, |v, &d| v * 3 + d);
                let parities = move_place(field << low, before, after) ^ 1 << after;
                let field_gain = (parities >> low) as i64 - field as i64;
                change
                    .push((i64::from(value) - i64::from(w)) * scale + (field_gain << field_shift));
            }
        }
        debug_assert!(squares <= 16 && (ways.0 | ways.1) < WAYS_BACK as usize);
        KeyRoll {
            forbidden: 1 << ways.0,
            back: 1 << ways.1,
            colour_shift,
            field_shift,
            width,
            digits: Digits::new(low, width),
            change,
        }
    }

    /// The highest place whose digit or parity bit the roll may change.
    pub(super) fn top_place(&self) -> u32 {
        self.field_shift - WAYS_BACK + self.width - 1
    }

    /// The index of the way-back bit that forbids this roll.
    pub(super) fn forbidden_way(&self) -> usize {
        self.forbidden.trailing_zeros() as usize
    }

    /// The key of the board the roll makes from the board of `key`, or
    /// `None` when the roll leads back to the layer before.
    #[cfg(test)]
    pub(super) fn apply(&self, key: u64) -> Option<u64> {
        self.allows(key).then(|| self.make(key))
    }

    /// Whether the roll leads on from the board of `key`, not back to the
    /// layer before.
    #[inline]
    pub(super) fn allows(&self, key: u64) -> bool {
        key & self.forbidden == 0
    }

    /// The key of the board the roll makes from the board of `key`, the
    /// roll allowed or not.
    #[inline]
    pub(super) fn make(&self, key: u64) -> u64 {
        let colouring = (key >> self.colour_shift) as u32;
        let window = self.digits.of(colouring);
        let field = (key >> self.field_shift) as u32 & ((1 << self.width) - 1);
        let gain = self.change[(window << self.width | field) as usize];
        let cleared = key & !((1 << WAYS_BACK) - 1);
        cleared.wrapping_add_signed(gain) | self.back
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
        fn digits_read_by_multiplication_are_exact(
            n in 0u32..1 << 24, low in 0u32..16, width in 1u32..17,
        ) {
            let width = width.min(16 - low);
            let expected = n / 3u32.pow(low) % 3u32.pow(width);
            prop_assert_eq!(Digits::new(low, width).of(n), expected);
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

    /// The board a roll makes, the plain way: the cubes' digits and
    /// parities listed square by square, the cube moved into the hole and
    /// its top changed by the rolling table.
    fn rolled_plainly(key: u64, hole: usize, from: usize, back: u64) -> u64 {
        let (colouring, parities) = (key >> 19, key >> 4 & 0x7fff);
        // Square by square; the hole holds nothing.
        let mut cubes: Vec<Option<(u64, u64)>> = Vec::new();
        let mut place = 0;
        for square in 0..16 {
            if square == hole {
                cubes.push(None);
                continue;
            }
            let digit = colouring / 3u64.pow(place) % 3;
            cubes.push(Some((digit, parities >> place & 1)));
            place += 1;
        }
        let (digit, parity) = cubes[from].take().expect("a cube");
        let axis = usize::from(from.abs_diff(hole) == 4);
        let top = u64::from(new_tops()[digit as usize][parity as usize][axis]);
        cubes[hole] = Some((top, parity ^ 1));
        let (mut colouring, mut parities) = (0, 0);
        for (place, &(digit, parity)) in cubes.iter().flatten().enumerate() {
            colouring += digit * 3u64.pow(place as u32);
            parities |= parity << place;
        }
        colouring << 19 | parities << 4 | back
    }

    proptest! {
        /// Every roll on 4 x 4 makes the board the plain way does.
        #[test]
        fn a_roll_by_its_table_makes_the_board_the_plain_way_does(
            colouring in 0u64..3u64.pow(15), parities in 0u64..1 << 15, hole in 0usize..16,
        ) {
            let key = colouring << 19 | parities << 4;
            let neighbours = [hole.wrapping_sub(4), hole + 4, hole.wrapping_sub(1), hole + 1];
            for from in neighbours {
                let beside = from < 16 && (from / 4 == hole / 4 || from % 4 == hole % 4);
                if !beside {
                    continue;
                }
                let roll = KeyRoll::new(16, 4, hole, from, (0, 2));
                prop_assert_eq!(roll.apply(key), Some(rolled_plainly(key, hole, from, 4)));
                prop_assert_eq!(roll.apply(key | 1), None, "the way back is not made");
            }
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
