//! A layer of the sparse search: for each hole, its boards' keys in
//! increasing order, the low 32 bits of each stored and the bits above
//! shared by a run of keys (a bucket), so that a board takes four bytes.

use dice_core::memory::{self, OutOfMemory};

/// The boards of a layer with one hole, in increasing order of key.
#[derive(Clone, Debug, Default)]
pub(super) struct HoleBoards {
    /// `starts[b]..starts[b + 1]`: the keys whose bits above the low 32
    /// read `b`.
    starts: Vec<u64>,
    /// The low 32 bits of each key.
    lows: Vec<u32>,
    /// `ways[k]`: how many keys have way-back bit `k` set.
    ways: [u64; 4],
}

impl HoleBoards {
    /// The boards.
    pub(super) fn len(&self) -> usize {
        self.lows.len()
    }

    /// How many of the boards do not have way-back bit `way`: those a roll
    /// out that way makes a board from.
    pub(super) fn without_way(&self, way: usize) -> usize {
        self.len() - self.ways[way] as usize
    }

    /// The bytes held.
    pub(super) fn held(&self) -> usize {
        memory::held(&self.starts) + memory::held(&self.lows)
    }

    /// Calls `visit` with every key, in increasing order.
    #[inline]
    pub(super) fn each_key(&self, mut visit: impl FnMut(u64)) {
        for (bucket, range) in self.starts.windows(2).enumerate() {
            let high = (bucket as u64) << 32;
            for &low in &self.lows[range[0] as usize..range[1] as usize] {
                visit(high | u64::from(low));
            }
        }
    }

    /// The keys, in increasing order (for tests).
    #[cfg(test)]
    pub(super) fn keys(&self) -> Vec<u64> {
        let mut keys = Vec::with_capacity(self.len());
        self.each_key(|k| keys.push(k));
        keys
    }
}

/// Builds a [`HoleBoards`] from keys given in increasing order.
#[derive(Debug)]
pub(super) struct HoleWriter {
    boards: HoleBoards,
}

impl HoleWriter {
    /// A writer of at most `len` keys below `buckets << 32`.
    pub(super) fn new(buckets: usize, len: usize) -> Result<HoleWriter, OutOfMemory> {
        let mut starts = memory::with_capacity(buckets + 1)?;
        starts.push(0);
        Ok(HoleWriter {
            boards: HoleBoards {
                starts,
                lows: memory::with_capacity(len)?,
                ways: [0; 4],
            },
        })
    }

    /// Adds `key`, greater than every key before it.
    #[inline]
    pub(super) fn push(&mut self, key: u64) {
        let bucket = (key >> 32) as usize;
        let boards = &mut self.boards;
        while boards.starts.len() <= bucket {
            boards.starts.push(boards.lows.len() as u64);
        }
        boards.lows.push(key as u32);
        for (way, n) in boards.ways.iter_mut().enumerate() {
            *n += key >> way & 1;
        }
    }

    /// The boards, with `buckets` buckets.
    pub(super) fn finish(mut self, buckets: usize) -> HoleBoards {
        let boards = &mut self.boards;
        while boards.starts.len() <= buckets {
            boards.starts.push(boards.lows.len() as u64);
        }
        boards.lows.shrink_to_fit();
        self.boards
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_come_back_in_order_with_their_ways_back_counted() {
        let keys = [3u64, 7, 1 << 32 | 2, 3 << 32, 3 << 32 | 9, 5 << 32 | 15];
        let mut writer = HoleWriter::new(6, keys.len()).expect("small");
        for &k in &keys {
            writer.push(k);
        }
        let boards = writer.finish(6);
        assert_eq!(boards.keys(), keys);
        assert_eq!(boards.len(), 6);
        // Bit 0 is set in 3, 7, 3 << 32 | 9 and 5 << 32 | 15.
        assert_eq!(boards.without_way(0), 2);
        assert_eq!(boards.without_way(3), 4);
    }
}
