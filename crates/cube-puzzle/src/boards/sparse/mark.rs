//! The patterns a layer's boards answer, marked in a bitset as the boards
//! go by: a board at a time, or a bucket at a time through a bitset of the
//! bucket's own patterns, so that the boards of a pattern met often cost
//! no more than once.

/// The bitsets of a bucket's patterns that boards one after another mark
/// in turn, so that two boards of one pattern word need not wait on each
/// other.
const LANES: usize = 4;

/// Marks the patterns of a hole's boards answered, given in any order.
#[derive(Debug)]
pub(super) struct Marker {
    /// The number of the hole's first pattern.
    first: u64,
    /// A key's colouring: the key shifted right this far (at most 32).
    shift: u32,
    /// The colouring of the last key marked a board at a time (a board of
    /// the pattern marked last is passed over at once).
    last: u64,
    /// `LANES` bitsets of the colourings of one bucket, `words` words each,
    /// all 0 between buckets.
    lanes: Vec<u64>,
    words: usize,
}

impl Marker {
    /// A marker of the boards with the hole whose first pattern is
    /// `first`, their colourings below `per_hole`, found by shifting a key
    /// right by `shift` (at most 32).
    pub(super) fn new(first: u64, shift: u32, per_hole: u64) -> Marker {
        debug_assert!(shift <= 32);
        let per_bucket = (1u64 << (32 - shift)).min(per_hole);
        let words = per_bucket.div_ceil(64) as usize;
        Marker {
            first,
            shift,
            last: u64::MAX,
            lanes: Vec::new(),
            words,
        }
    }

    /// Marks the pattern of `key` in `answered`: 1 if it had no answer.
    #[inline]
    pub(super) fn mark(&mut self, answered: &mut [u64], key: u64) -> u64 {
        let colouring = key >> self.shift;
        if colouring == self.last {
            return 0;
        }
        self.last = colouring;
        let pattern = self.first + colouring;
        let (word, bit) = ((pattern / 64) as usize, pattern % 64);
        let new = !answered[word] >> bit & 1;
        answered[word] |= 1 << bit;
        new
    }

    /// Marks the patterns of a bucket's boards (the bits of their keys
    /// above the low 32, `high`, and their low 32 bits) in `answered`: the
    /// patterns that had no answer.
    pub(super) fn mark_bucket(&mut self, answered: &mut [u64], high: u64, lows: &[u32]) -> u64 {
        // Few boards: the bucket's bitsets would cost more than they save.
        if lows.len() < 2 * self.words {
            return lows
                .iter()
                .map(|&low| self.mark(answered, high << 32 | u64::from(low)))
                .sum();
        }
        self.last = u64::MAX;
        if self.lanes.is_empty() {
            self.lanes = vec![0; LANES * self.words];
        }
        let (shift, words) = (self.shift, self.words);
        let mut chunks = lows.chunks_exact(LANES);
        for chunk in &mut chunks {
            for (lane, &low) in chunk.iter().enumerate() {
                let at = (low >> shift) as usize;
                self.lanes[lane * words + at / 64] |= 1 << (at % 64);
            }
        }
        for &low in chunks.remainder() {
            let at = (low >> shift) as usize;
            self.lanes[at / 64] |= 1 << (at % 64);
        }
        // The bucket's first pattern, and its words laid over `answered`'s:
        // word `i` of the bucket spans the end of one and the start of the
        // next, `offset` bits in.
        let base = self.first + (high << (32 - shift));
        let (start, offset) = ((base / 64) as usize, (base % 64) as u32);
        let mut new = 0;
        for i in 0..words {
            let mut word = 0;
            for lane in 0..LANES {
                word |= std::mem::take(&mut self.lanes[lane * words + i]);
            }
            if word == 0 {
                continue;
            }
            new += or_word(answered, start + i, word << offset);
            if offset > 0 {
                new += or_word(answered, start + i + 1, word >> (64 - offset));
            }
        }
        new
    }
}

/// Sets `bits` in `answered[at]`: how many were not set (none are looked
/// at when there are none, so `at` may then lie past the end).
#[inline]
fn or_word(answered: &mut [u64], at: usize, bits: u64) -> u64 {
    if bits == 0 {
        return 0;
    }
    let new = bits & !answered[at];
    answered[at] |= bits;
    u64::from(new.count_ones())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_at_a_time_marks_what_a_board_at_a_time_does() {
        // Patterns of 13 bits a bucket (keys shifted by 19), the hole's
        // first pattern not on a word's edge, buckets large and small.
        let (first, shift, per_hole) = (5 * 3u64.pow(15), 19, 3u64.pow(15));
        let words = (per_hole * 6).div_ceil(64) as usize;
        let mut by_board = vec![0u64; words];
        let mut by_bucket = vec![0u64; words];
        let mut one = Marker::new(first, shift, per_hole);
        let mut many = Marker::new(first, shift, per_hole);
        let mut seed = 0x1234_5678_u64;
        for (high, len) in [
            (0u64, 5000usize),
            (3, 10),
            (7, 300),
            (7, 9000),
            (1749, 4000),
        ] {
            let lows: Vec<u32> = (0..len)
                .map(|_| {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    // Colourings of the bucket below `per_hole`, repeated.
                    let colouring = (seed >> 40) % (1 << 13) % (per_hole - (high << 13));
                    ((colouring as u32) % 700) << shift | (seed >> 20) as u32 & 0x7_ffff
                })
                .collect();
            let expected: u64 = lows
                .iter()
                .map(|&low| one.mark(&mut by_board, high << 32 | u64::from(low)))
                .sum();
            assert_eq!(many.mark_bucket(&mut by_bucket, high, &lows), expected);
            assert_eq!(by_bucket, by_board, "bucket {high}");
            assert!(many.lanes.iter().all(|&w| w == 0), "left clear");
        }
    }

    #[test]
    fn a_bucket_takes_the_bitsets_from_twice_as_many_boards_as_their_words() {
        // 4 x 4: 8,192 patterns a bucket, 128 words.
        let mut marker = Marker::new(0, 19, 3u64.pow(15));
        let mut answered = vec![0u64; 3u64.pow(15).div_ceil(64) as usize];
        let lows: Vec<u32> = (0..256u32).map(|i| i << 19).collect();
        assert_eq!(marker.mark_bucket(&mut answered, 0, &lows[..255]), 255);
        assert!(marker.lanes.is_empty(), "255 boards are marked one by one");
        assert_eq!(marker.mark_bucket(&mut answered, 1, &lows), 256);
        assert_eq!(marker.lanes.len(), LANES * 128, "256 through the bitsets");
    }
}
