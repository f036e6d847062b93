//! Unit tests of the parity-word algebra.

use super::word::*;

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
fn keep_takes_the_bits_whose_index_has_bit_j_as_asked() {
    for i in 0..256usize {
        let mut w = [0u64; 4];
        w[i / 64] = 1 << (i % 64);
        for j in 0..8 {
            for set in [false, true] {
                let expected = if ((i >> j) & 1 == 1) == set {
                    w
                } else {
                    [0; 4]
                };
                assert_eq!(keep(&w, j, set), expected, "{i} bit {j} {set}");
            }
        }
    }
}

#[test]
fn raise_and_lower_move_a_bit_by_2_to_the_j() {
    for i in 0..256usize {
        let mut w = [0u64; 4];
        w[i / 64] = 1 << (i % 64);
        for j in 0..8 {
            let moved = if i >> j & 1 == 0 {
                i + (1 << j)
            } else {
                i - (1 << j)
            };
            let mut expected = [0u64; 4];
            expected[moved / 64] = 1 << (moved % 64);
            let got = if i >> j & 1 == 0 {
                raise(&w, j)
            } else {
                lower(&w, j)
            };
            assert_eq!(got, expected, "{i} by bit {j}");
        }
    }
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
fn index_bit_swaps_move_whole_words_bit_by_bit() {
    // Random words, so that both bits of a swapped pair are often set.
    let mut rng = dice_core::rng::SplitMix64::new(8);
    for _ in 0..200 {
        let w: Word = std::array::from_fn(|_| rng.next_u64());
        for (u, v) in [(0, 1), (2, 5), (3, 6), (5, 7), (6, 7), (1, 7), (0, 5)] {
            let mut expected = [0u64; 4];
            for i in (0..256usize).filter(|&i| w[i / 64] >> (i % 64) & 1 == 1) {
                let (bu, bv) = ((i >> u) & 1, (i >> v) & 1);
                let j = (i & !(1 << u) & !(1 << v)) | (bv << u) | (bu << v);
                expected[j / 64] |= 1 << (j % 64);
            }
            assert_eq!(swap_index_bits(&w, u, v), expected, "({u}, {v})");
            if v < 7 {
                let folded = fold(&w, 0);
                let swapped = swap_folded(folded, u, v);
                assert_eq!(swapped, fold(&swap_index_bits(&unfold(folded, 0), u, v), 0));
            }
        }
    }
}

#[test]
fn for_each_bit_visits_the_set_bits_of_its_range_in_order() {
    let mut rng = dice_core::rng::SplitMix64::new(21);
    let bits: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
    for (from, to) in [
        (0, 320),
        (3, 317),
        (64, 128),
        (70, 200),
        (5, 6),
        (130, 130),
        (0, 63),
    ] {
        let mut seen = Vec::new();
        for_each_bit(&bits, from, to, |i| seen.push(i));
        let expected: Vec<usize> = (from..to)
            .filter(|&i| bits[i / 64] >> (i % 64) & 1 == 1)
            .collect();
        assert_eq!(seen, expected, "{from}..{to}");
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

/// Every start square's table, summed up as an FNV-1a digest of its depths
/// by pattern number: the digests the tables had before the start became
/// a [`crate::StatementSquare`] (when any `Square` was taken), so a change
/// to the search or its start shows here.
#[test]
fn every_start_square_gives_the_table_it_always_gave() {
    let digests: [(u8, u8, u64); 9] = [
        (1, 1, 0x732d_24c4_3aaa_716b),
        (2, 1, 0x7171_5ad1_1bd0_7e30),
        (3, 1, 0x8359_efab_a4f7_f073),
        (1, 2, 0xd38b_0bc9_7d51_1778),
        (2, 2, 0x5af4_4fe0_cab5_87c5),
        (3, 2, 0xa98e_3e25_b0fe_1a2c),
        (1, 3, 0x8f26_944b_4e0c_447b),
        (2, 3, 0xb803_9cc4_ca96_76fc),
        (3, 3, 0xb419_bfbc_b650_df3b),
    ];
    let starts: Vec<crate::StatementSquare> = crate::StatementSquare::all().collect();
    assert_eq!(starts.len(), digests.len());
    for (start, (x, y, expected)) in starts.into_iter().zip(digests) {
        assert_eq!(start.square(), crate::Square { x, y });
        let table = crate::Distances::from_start(start);
        let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
        for g in 0..crate::N_PATTERNS {
            let depth = table.rolls_by_index(g).map_or(u8::MAX, |d| d as u8);
            digest ^= u64::from(depth);
            digest = digest.wrapping_mul(0x100_0000_01b3);
        }
        assert_eq!(digest, expected, "the table from {start}");
        assert_eq!(
            table.histogram().iter().sum::<u64>(),
            crate::N_PATTERNS as u64
        );
    }
}
