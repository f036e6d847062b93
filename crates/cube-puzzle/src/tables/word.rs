//! The 256-bit parity words of the class search: bit `i` of a pattern's
//! word stands for the state whose cubes have parities `i`. Keeping,
//! raising, lowering and swapping index bits move whole sets of states at
//! once; a word whose states share a parity sum folds into 128 bits.

/// 256 parity bits: bit `i` for the state whose cube in the `k`-th occupied
/// square (in square order, skipping the hole) has parity bit `k` of `i`.
pub(super) type Word = [u64; 4];

/// The bits of a `u64` whose index has bit `j` clear, for `j` below 6.
pub(super) const CLEAR_MASKS: [u64; 6] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

/// `EVEN_7` has bit `j` (below 128) set when `j` has an even number of ones.
pub(super) const EVEN_7: u128 = {
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
pub(super) const fn square_parity(sq: usize) -> usize {
    (sq % 3 + sq / 3) % 2
}

/// Packs a word whose set bits all have `odd` ones mod 2 (0 or 1) into 128
/// bits: such a bit `i` is determined by its low 7 bits.
#[inline(always)]
pub(super) fn fold(w: &Word, odd: usize) -> u128 {
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
pub(super) fn unfold(x: u128, odd: usize) -> Word {
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
pub(super) fn keep(w: &Word, j: usize, set: bool) -> Word {
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
pub(super) fn raise(w: &Word, j: usize) -> Word {
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
pub(super) fn lower(w: &Word, j: usize) -> Word {
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
pub(super) fn swap_index_bits(w: &Word, u: usize, v: usize) -> Word {
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
        // Both bits pick among the four 64-bit pieces: swap them in the
        // piece's index.
        let (a, b) = (u - 6, v - 6);
        std::array::from_fn(|j| {
            let (ba, bb) = ((j >> a) & 1, (j >> b) & 1);
            w[(j & !(1 << a) & !(1 << b)) | (bb << a) | (ba << b)]
        })
    }
}

/// For index bits below 7, the bits of a folded word whose index has that
/// bit clear.
pub(super) const FOLDED_CLEAR: [u128; 7] = {
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
pub(super) fn swap_folded(x: u128, u: usize, v: usize) -> u128 {
    let d = (1u32 << v) - (1u32 << u);
    let m = !FOLDED_CLEAR[u % 7] & FOLDED_CLEAR[v % 7];
    let t = ((x >> d) ^ x) & m;
    x ^ t ^ (t << d)
}

/// Calls `f` with every set bit of `bits` from `from` (inclusive) to `to`
/// (exclusive), in increasing order.
#[inline(always)]
pub(super) fn for_each_bit(bits: &[u64], from: usize, to: usize, mut f: impl FnMut(usize)) {
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
