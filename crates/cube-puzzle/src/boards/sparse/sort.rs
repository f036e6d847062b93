//! The rolls into one hole sorted and their repeats merged: a pass that
//! spreads them by their top bits into buckets small enough for the
//! processor's cache, then a least-significant-digit radix sort of each
//! bucket there. The way-back bits at the bottom of a key are not sorted
//! on: the keys of one board are merged with their way-back bits ORed.

use super::roll::WAYS_BACK;

/// Bits of the top digit: the buckets of the first pass.
const TOP_BITS: u32 = 11;
/// Bits of each digit of the radix sort within a bucket, at most.
const MAX_DIGIT_BITS: u32 = 11;
/// Below this many keys a bucket is sorted by insertion.
const SMALL: usize = 48;

/// Sorts keys of at most `key_bits` bits, reusing its buffers from one
/// hole to the next.
#[derive(Debug)]
pub(super) struct KeySorter {
    /// Keys are spread by `key >> top_shift`.
    top_shift: u32,
    /// `counts[b]`: the keys of bucket `b`, as they are made.
    counts: Vec<usize>,
    /// Room to sort one bucket in, kept in the processor's cache from one
    /// bucket to the next.
    room: Vec<u64>,
    /// The counts of each digit's values in a bucket, each pass's in turn.
    tallies: Vec<u32>,
}

impl KeySorter {
    /// A sorter of keys of `key_bits` bits.
    pub(super) fn new(key_bits: u32) -> KeySorter {
        let top_shift = key_bits.saturating_sub(TOP_BITS).max(WAYS_BACK);
        KeySorter {
            top_shift,
            counts: vec![0; 1 << (key_bits - top_shift).max(1)],
            room: Vec::new(),
            tallies: Vec::new(),
        }
    }

    /// Counts `key` in its bucket; every key given to [`Self::settle`] is
    /// counted first.
    #[inline]
    pub(super) fn count(&mut self, key: u64) {
        self.counts[(key >> self.top_shift) as usize] += 1;
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
        let fullest = self.counts.iter().copied().max().unwrap_or(0);
        if fullest > cap {
            self.clear();
            return Err(fullest);
        }
        let mut parts = Vec::new();
        let (mut start, mut held) = (0, 0);
        for (b, n) in self.counts.iter_mut().enumerate() {
            let n = std::mem::take(n);
            if held + n > cap {
                parts.push(start..b);
                (start, held) = (b, 0);
            }
            held += n;
        }
        parts.push(start..self.counts.len());
        Ok(parts)
    }

    /// Sorts the counted keys `raw` into `spread` (at least as long) and
    /// calls `emit` with each board once, in increasing order, its way-back
    /// bits ORed. The counts are left at 0.
    pub(super) fn settle(&mut self, raw: &[u64], spread: &mut [u64], mut emit: impl FnMut(u64)) {
        let spread = &mut spread[..raw.len()];
        let mut ends = Vec::with_capacity(self.counts.len());
        let mut at = 0;
        for n in &mut self.counts {
            at += std::mem::take(n);
            ends.push(at);
        }
        let mut next: Vec<usize> = Vec::with_capacity(ends.len());
        next.push(0);
        next.extend_from_slice(&ends[..ends.len() - 1]);
        for &key in raw.iter() {
            let b = (key >> self.top_shift) as usize;
            spread[next[b]] = key;
            next[b] += 1;
        }
        let largest = ends.iter().scan(0, |last, &end| {
            let len = end - *last;
            *last = end;
            Some(len)
        });
        let largest = largest.max().unwrap_or(0);
        if self.room.len() < largest {
            self.room.resize(largest, 0);
        }
        let mut start = 0;
        for end in ends {
            if end > start {
                let bucket = &mut spread[start..end];
                let room = &mut self.room[..end - start];
                let tallies = &mut self.tallies;
                let sorted = sort_bucket(bucket, room, tallies, self.top_shift);
                merge_repeats(sorted, &mut emit);
            }
            start = end;
        }
    }
}

/// Sorts `keys` by their bits from [`WAYS_BACK`] to `top_shift`, with
/// `room` as scratch and `tallies` for the counts; returns whichever of the
/// two holds the result. The
/// digits are as wide as a bucket this size sorts quickest with: the
/// counts of a digit's values stay fewer than the keys.
fn sort_bucket<'a>(
    keys: &'a mut [u64],
    room: &'a mut [u64],
    tallies: &mut Vec<u32>,
    top_shift: u32,
) -> &'a [u64] {
    let low = WAYS_BACK;
    if keys.len() <= SMALL {
        insertion_sort(keys);
        return keys;
    }
    let span = top_shift - low;
    if span == 0 {
        return keys;
    }
    let widest = (usize::BITS - keys.len().leading_zeros()).clamp(6, MAX_DIGIT_BITS);
    let passes = span.div_ceil(widest) as usize;
    let bits = span.div_ceil(passes as u32);
    let (mask, width) = ((1u64 << bits) - 1, 1usize << bits);
    // Every pass's counts in one read.
    tallies.clear();
    tallies.resize(passes * width, 0);
    for &k in keys.iter() {
        for (pass, counts) in tallies.chunks_exact_mut(width).enumerate() {
            counts[(k >> (low + pass as u32 * bits) & mask) as usize] += 1;
        }
    }
    let (mut from, mut to) = (keys, room);
    for (pass, counts) in tallies.chunks_exact_mut(width).enumerate() {
        let shift = low + pass as u32 * bits;
        // A digit that every key shares leaves the order as it is.
        if counts[(from[0] >> shift & mask) as usize] as usize == from.len() {
            continue;
        }
        let mut at = 0;
        for n in counts.iter_mut() {
            let here = *n;
            *n = at;
            at += here;
        }
        for &k in from.iter() {
            let d = (k >> shift & mask) as usize;
            to[counts[d] as usize] = k;
            counts[d] += 1;
        }
        std::mem::swap(&mut from, &mut to);
    }
    from
}

fn insertion_sort(keys: &mut [u64]) {
    for i in 1..keys.len() {
        let key = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] >> WAYS_BACK > key >> WAYS_BACK {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = key;
    }
}

/// Calls `emit` once for each run of keys of the same board in `sorted`,
/// with their way-back bits ORed.
#[inline]
fn merge_repeats(sorted: &[u64], emit: &mut impl FnMut(u64)) {
    let mut iter = sorted.iter();
    let Some(&first) = iter.next() else { return };
    let mut board = first;
    for &key in iter {
        if key >> WAYS_BACK == board >> WAYS_BACK {
            board |= key;
        } else {
            emit(board);
            board = key;
        }
    }
    emit(board);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn settled(keys: &[u64], key_bits: u32) -> Vec<u64> {
        let mut sorter = KeySorter::new(key_bits);
        keys.iter().for_each(|&k| sorter.count(k));
        let mut spread = vec![0; keys.len() + 3];
        let mut out = Vec::new();
        sorter.settle(keys, &mut spread, |k| out.push(k));
        assert!(sorter.counts.iter().all(|&n| n == 0));
        out
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
        fn settling_sorts_and_merges_repeats_like_a_plain_sort(
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
            prop_assert_eq!(settled(&keys, key_bits), expected(&keys));
        }
    }

    #[test]
    fn a_bucket_of_many_keys_is_radix_sorted() {
        // 43-bit keys in few buckets, thousands of them each.
        let keys: Vec<u64> = (0..20_000u64)
            .map(|i| (i % 3) << 40 | (i.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 28))
            .collect();
        assert_eq!(settled(&keys, 43), expected(&keys));
    }
}
