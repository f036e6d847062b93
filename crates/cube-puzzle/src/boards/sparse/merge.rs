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
    /// `counts[2 b + lane]`: the keys of bucket `b` made at even (lane 0)
    /// or odd (lane 1) places, as they are made. Two lanes, so that keys of
    /// one bucket one after another do not wait on each other's count. A
    /// bucket holds fewer than 2^32 keys: its keys' low 32 bits and four
    /// holes they come from.
    counts: Vec<u32>,
    /// The hash table of one bucket's boards: a key's low 32 bits, 0 for
    /// an empty slot; all 0 between buckets.
    table: Vec<u32>,
    /// The slots of the table filled, in the order they were.
    filled: Vec<u32>,
    /// One bucket's boards once merged.
    merged: Vec<u32>,
}

impl RollMerger {
    /// A merger of keys of `key_bits` bits.
    pub(super) fn new(key_bits: u32) -> RollMerger {
        let top_shift = key_bits.saturating_sub(TOP_BITS).clamp(WAYS_BACK, 32);
        RollMerger {
            top_shift,
            counts: vec![0; 2 << key_bits.saturating_sub(top_shift).max(1)],
            table: Vec::new(),
            filled: Vec::new(),
            merged: Vec::new(),
        }
    }

    /// Counts `key`, to be given to [`Self::settle`] at place `at`, in its
    /// bucket; every key given to it is counted first.
    #[inline]
    pub(super) fn count(&mut self, key: u64, at: usize) {
        let b = self.bucket(key);
        self.counts[2 * b + (at & 1)] += 1;
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
        let sizes: Vec<usize> = self
            .counts
            .chunks(2)
            .map(|c| (c[0] + c[1]) as usize)
            .collect();
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

    /// Spreads the counted keys `raw` by bucket into `spread` (at least as
    /// long; a key's low 32 bits) and calls `emit` with each bucket's
    /// boards, each once with its way-back bits ORed: the bits of their
    /// keys above the low 32, and their low 32 bits. The buckets come in
    /// increasing order. The counts are left at 0.
    pub(super) fn settle(
        &mut self,
        raw: &[u64],
        spread: &mut [u32],
        mut emit: impl FnMut(u64, &[u32]),
    ) {
        let spread = &mut spread[..raw.len()];
        let mut next = Vec::with_capacity(self.counts.len());
        let mut at = 0;
        for n in &mut self.counts {
            next.push(at);
            at += std::mem::take(n) as usize;
        }
        let mut pairs = raw.chunks_exact(2);
        for pair in &mut pairs {
            let (b0, b1) = (self.bucket(pair[0]), self.bucket(pair[1]));
            spread[next[2 * b0]] = pair[0] as u32;
            next[2 * b0] += 1;
            spread[next[2 * b1 + 1]] = pair[1] as u32;
            next[2 * b1 + 1] += 1;
        }
        if let [key] = *pairs.remainder() {
            // The last key, of lane 0: no key follows to move its cursor for.
            spread[next[2 * self.bucket(key)]] = key as u32;
        }
        // `next[2 b + 1]` is now the end of bucket `b`.
        let mut start = 0;
        for (b, &end) in next.iter().skip(1).step_by(2).enumerate() {
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
        // A slot filled a key at most, a board a key at most.
        if self.filled.len() < keys.len() {
            self.filled.resize(keys.len(), 0);
            self.merged.resize(keys.len(), 0);
        }
        let table = &mut self.table[..size];
        let (mask, shift) = (size - 1, u32::BITS - bits);
        // The board 0 cannot stand in an empty slot: it is kept apart.
        let (mut zero, mut zero_ways) = (false, 0);
        let mut n_filled = 0;
        for &key in keys {
            let board = key >> WAYS_BACK;
            if board == 0 {
                (zero, zero_ways) = (true, zero_ways | key);
                continue;
            }
            let mut slot = (board.wrapping_mul(0x9e37_79b1) >> shift) as usize;
            // The first slot empty or of the same board: without a branch
            // between the two, which a repeat would mispredict.
            let mut held = table[slot];
            while held != 0 && held >> WAYS_BACK != board {
                slot = (slot + 1) & mask;
                held = table[slot];
            }
            table[slot] = held | key;
            self.filled[n_filled] = slot as u32;
            n_filled += usize::from(held == 0);
        }
        let mut len = 0;
        if zero {
            self.merged[0] = zero_ways;
            len = 1;
        }
        for &slot in &self.filled[..n_filled] {
            self.merged[len] = std::mem::take(&mut table[slot as usize]);
            len += 1;
        }
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
        keys.iter()
            .enumerate()
            .for_each(|(at, &k)| merger.count(k, at));
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
        let mut sizes = vec![0usize; merger.counts.len() / 2];
        keys.iter().for_each(|&key| sizes[merger.bucket(key)] += 1);
        let held = |part: &std::ops::Range<usize>| sizes[part.clone()].iter().sum::<usize>();
        let fullest = sizes.iter().copied().max().expect("buckets");
        for cap in fullest..fullest + 6 {
            keys.iter()
                .enumerate()
                .for_each(|(at, &k)| merger.count(k, at));
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
        keys.iter()
            .enumerate()
            .for_each(|(at, &k)| merger.count(k, at));
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
