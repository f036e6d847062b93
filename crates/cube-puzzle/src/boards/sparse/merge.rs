//! The rolls into one hole with their repeats merged: a pass spreads them
//! by their top bits into buckets small enough for the processor's cache,
//! then each bucket's repeats are merged in a hash table there, their
//! way-back bits ORed. The buckets come out in increasing order, the
//! boards of a bucket in no set order: a layer needs its boards each once
//! and grouped by bucket, not sorted.

use super::roll::WAYS_BACK;

/// Bits of the top digit: the buckets of the first pass.
const TOP_BITS: u32 = 13;

/// Merges the repeats of keys of at most `key_bits` bits, bucket by
/// bucket, reusing its buffers from one hole to the next.
#[derive(Debug)]
pub(super) struct RollMerger {
    /// Keys are spread by `key >> top_shift` (at most 32, so that a
    /// bucket's keys share their bits above the low 32).
    top_shift: u32,
    /// `counts[b]`: the keys of bucket `b` (fewer than 2^32: a bucket's
    /// keys' low 32 bits and four holes they come from); all 0 between
    /// holes.
    counts: Vec<u32>,
    /// The hash table of one bucket's boards: 1 + a board's place in
    /// `merged`, 0 for an empty slot; all 0 between buckets.
    table: Vec<u32>,
    /// One bucket's boards once merged.
    merged: Vec<u32>,
}

impl RollMerger {
    /// A merger of keys of `key_bits` bits.
    pub(super) fn new(key_bits: u32) -> RollMerger {
        let top_shift = key_bits.saturating_sub(TOP_BITS).clamp(WAYS_BACK, 32);
        RollMerger {
            top_shift,
            counts: vec![0; 1 << key_bits.saturating_sub(top_shift).max(1)],
            table: Vec::new(),
            merged: Vec::new(),
        }
    }

    /// Counts `key` in its bucket, for [`Self::parts`].
    #[inline]
    pub(super) fn count(&mut self, key: u64) {
        let b = self.bucket(key);
        self.counts[b] += 1;
    }

    /// The bucket of `key`.
    #[inline]
    pub(super) fn bucket(&self, key: u64) -> usize {
        (key >> self.top_shift) as usize
    }

    /// Forgets the keys counted.
    pub(super) fn clear(&mut self) {
        self.counts.fill(0);
    }

    /// Cuts the counted keys into runs of buckets of at most `cap` keys
    /// each, in order, and clears the counts; refused with the keys of
    /// the fullest bucket when one bucket alone holds more.
    pub(super) fn parts(&mut self, cap: usize) -> Result<Vec<std::ops::Range<usize>>, usize> {
        let sizes: Vec<usize> = self.counts.iter().map(|&n| n as usize).collect();
        self.clear();
        let fullest = sizes.iter().copied().max().unwrap_or(0);
        if fullest > cap {
            return Err(fullest);
        }
        let mut parts = Vec::new();
        let (mut start, mut held) = (0, 0);
        for (b, &n) in sizes.iter().enumerate() {
            if held + n > cap {
                parts.push(start..b);
                (start, held) = (b, 0);
            }
            held += n;
        }
        parts.push(start..sizes.len());
        Ok(parts)
    }

    /// Spreads the keys `raw` by bucket into `spread` (at least as long; a
    /// key's low 32 bits) and calls `emit` with each bucket's boards, each
    /// once with its way-back bits ORed: the bits of their keys above the
    /// low 32, and their low 32 bits. The buckets come in increasing order.
    pub(super) fn settle(
        &mut self,
        raw: &[u64],
        spread: &mut [u32],
        emit: impl FnMut(u64, &[u32]),
    ) {
        self.settle_parts(&[raw], spread, emit);
    }

    /// [`Self::settle`] of the keys of every list of `parts` together
    /// (`spread` at least as long as all of them).
    pub(super) fn settle_parts(
        &mut self,
        parts: &[&[u64]],
        spread: &mut [u32],
        mut emit: impl FnMut(u64, &[u32]),
    ) {
        // Counted in a pass of their own, apart from making them: the
        // counts' memory then has the processor to itself.
        let len: usize = parts.iter().map(|p| p.len()).sum();
        for &part in parts {
            for &key in part {
                self.count(key);
            }
        }
        let spread = &mut spread[..len];
        let mut next = Vec::with_capacity(self.counts.len());
        let mut at = 0;
        for n in &mut self.counts {
            next.push(at);
            at += std::mem::take(n) as usize;
        }
        for &part in parts {
            for &key in part {
                let cursor = &mut next[self.bucket(key)];
                spread[*cursor] = key as u32;
                *cursor += 1;
            }
        }
        // The cursor of bucket `b` is now its end.
        let mut start = 0;
        for (b, &end) in next.iter().enumerate() {
            if end > start {
                let high = ((b as u64) << self.top_shift) >> 32;
                emit(high, self.merge(&spread[start..end]));
            }
            start = end;
        }
    }

    /// The boards of one bucket's keys (their low 32 bits), each once with
    /// its way-back bits ORed, in the order of their first keys.
    fn merge(&mut self, keys: &[u32]) -> &[u32] {
        // At most a quarter full: a slot for each key and three empty.
        let bits = (usize::BITS - (4 * keys.len() - 1).leading_zeros()).max(4);
        let size = 1usize << bits;
        if self.table.len() < size {
            self.table.resize(size, 0);
        }
        // A board a key at most.
        if self.merged.len() < keys.len() {
            self.merged.resize(keys.len(), 0);
        }
        let table = &mut self.table[..size];
        let merged = &mut self.merged[..keys.len()];
        let (mask, shift) = (size - 1, u32::BITS - bits);
        let mut len = 0;
        for &key in keys {
            let board = key >> WAYS_BACK;
            let mut slot = (board.wrapping_mul(0x9e37_79b1) >> shift) as usize;
            // A slot holds 1 + the place of its board in `merged`, or 0.
            loop {
                let held = table[slot] as usize;
                if held == 0 {
                    table[slot] = len as u32 + 1;
                    merged[len] = key;
                    len += 1;
                    break;
                }
                if merged[held - 1] >> WAYS_BACK == board {
                    merged[held - 1] |= key;
                    break;
                }
                slot = (slot + 1) & mask;
            }
        }
        table.fill(0);
        &self.merged[..len]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The boards `settle` gives, sorted, and whether its buckets came in
    /// increasing order, each holding only its own keys.
    fn settled(keys: &[u64], key_bits: u32) -> (Vec<u64>, bool) {
        let mut merger = RollMerger::new(key_bits);
        let top_shift = merger.top_shift;
        let mut spread = vec![0; keys.len() + 3];
        let mut out = Vec::new();
        let mut buckets = Vec::new();
        merger.settle(keys, &mut spread, |high, lows| {
            let run: Vec<u64> = lows.iter().map(|&l| high << 32 | u64::from(l)).collect();
            let first = run[0] >> top_shift;
            buckets.push((first, run.iter().all(|&k| k >> top_shift == first)));
            out.extend(run);
        });
        assert!(merger.counts.iter().all(|&n| n == 0));
        assert!(
            merger.table.iter().all(|&n| n == 0),
            "the table is left empty"
        );
        let in_order = buckets.windows(2).all(|w| w[0].0 < w[1].0) && buckets.iter().all(|b| b.1);
        out.sort_unstable();
        (out, in_order)
    }

    /// The plain way: sort by board, merge the repeats.
    fn expected(keys: &[u64]) -> Vec<u64> {
        let mut boards = std::collections::BTreeMap::<u64, u64>::new();
        for &k in keys {
            *boards.entry(k >> WAYS_BACK).or_default() |= k & 15;
        }
        boards
            .into_iter()
            .map(|(b, w)| b << WAYS_BACK | w)
            .collect()
    }

    proptest! {
        #[test]
        fn settling_merges_repeats_like_a_plain_sort(
            key_bits in 5u32..44,
            seeds in proptest::collection::vec(any::<u64>(), 0..3000),
            repeats in 0usize..200,
        ) {
            let mask = (1u64 << key_bits) - 1;
            let mut keys: Vec<u64> = seeds.iter().map(|&s| s & mask).collect();
            // Repeats of a board, with other way-back bits.
            for i in 0..repeats.min(keys.len()) {
                keys.push(keys[i * 7 % keys.len()] ^ (i as u64 % 16));
            }
            let (boards, in_order) = settled(&keys, key_bits);
            prop_assert!(in_order);
            prop_assert_eq!(boards, expected(&keys));
        }
    }

    #[test]
    fn parts_are_runs_of_buckets_in_order_each_within_the_cap() {
        // 12-bit keys: the buckets may not take the 4 way-back bits, so
        // they are spread by `key >> 4`, 256 buckets.
        let mut merger = RollMerger::new(12);
        let keys: Vec<u64> = (0..300u64).map(|i| (i * 37) % 4096).collect();
        let mut sizes = vec![0usize; merger.counts.len()];
        keys.iter().for_each(|&key| sizes[merger.bucket(key)] += 1);
        let held = |part: &std::ops::Range<usize>| sizes[part.clone()].iter().sum::<usize>();
        let fullest = sizes.iter().copied().max().expect("buckets");
        for cap in fullest..fullest + 6 {
            keys.iter().for_each(|&k| merger.count(k));
            let parts = merger.parts(cap).expect("every bucket fits");
            assert!(merger.counts.iter().all(|&n| n == 0), "counts cleared");
            assert!(parts.len() > 1, "{parts:?}");
            assert_eq!(parts[0].start, 0);
            assert_eq!(parts.last().map(|p| p.end), Some(sizes.len()));
            for pair in parts.windows(2) {
                assert_eq!(pair[0].end, pair[1].start, "{parts:?}");
                // As long as the cap allows: the next bucket would not fit.
                assert!(held(&pair[0]) + sizes[pair[1].start] > cap, "{parts:?}");
            }
            assert!(parts.iter().all(|p| held(p) <= cap), "{parts:?}");
        }
        // A cap below the fullest bucket is refused with its size, the
        // counts cleared.
        keys.iter().for_each(|&k| merger.count(k));
        assert_eq!(merger.parts(fullest - 1), Err(fullest));
        assert!(merger.counts.iter().all(|&n| n == 0));
    }

    #[test]
    fn a_bucket_of_many_keys_and_the_board_0_are_merged() {
        // 43-bit keys in few buckets, thousands of them each, and the
        // board 0 with its repeats.
        let mut keys: Vec<u64> = (0..20_000u64)
            .map(|i| (i % 3) << 40 | (i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 28))
            .collect();
        keys.extend([0, 0, 2, 8, 1 << 32, 1 << 32 | 5]);
        let (boards, in_order) = settled(&keys, 43);
        assert!(in_order);
        assert_eq!(boards, expected(&keys));
    }
}
