//! A layer of the sparse search: for each hole, its boards' keys grouped
//! in buckets by their bits above the low 32, the buckets in increasing
//! order and the keys of one in no set order, the low 32 bits of each
//! stored and the bits above shared by the bucket, so that a board takes
//! four bytes.

use dice_core::memory::{self, OutOfMemory};
use std::io::{self, Read, Write};

/// The first bytes of a hole's boards as [`HoleBoards::write_to`] writes
/// them.
const MAGIC: &[u8; 8] = b"abbHole1";

/// The boards of a layer of the sparse search with one hole, each once,
/// bucket by bucket: what a [`LayerStore`](crate::LayerStore) keeps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HoleBoards {
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
    pub fn len(&self) -> usize {
        self.lows.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.lows.is_empty()
    }

    /// How many there are, and with each way-back bit.
    pub(super) fn size(&self) -> HoleSize {
        HoleSize {
            boards: self.lows.len() as u64,
            ways: self.ways,
        }
    }

    /// Writes the boards to `out` in a form [`Self::read_from`] reads: a
    /// head, the buckets' starts, the keys' low bits (little-endian), and a
    /// checksum of them all.
    pub fn write_to(&self, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
        let mut sum = Checksum::default();
        out.write_all(MAGIC)?;
        let head = [self.starts.len() as u64, self.lows.len() as u64];
        for &word in head.iter().chain(&self.ways).chain(&self.starts) {
            sum.add(word);
            out.write_all(&word.to_le_bytes())?;
        }
        let mut bytes = Vec::with_capacity(1 << 16);
        for chunk in self.lows.chunks(1 << 14) {
            bytes.clear();
            for pair in chunk.chunks(2) {
                let word = u64::from(pair[0]) | pair.get(1).map_or(0, |&h| u64::from(h) << 32);
                sum.add(word);
                bytes.extend_from_slice(&word.to_le_bytes()[..4 * pair.len()]);
            }
            out.write_all(&bytes)?;
        }
        out.write_all(&sum.0.to_le_bytes())
    }

    /// Reads boards [`Self::write_to`] wrote, refusing (`InvalidData`)
    /// what is not whole or is damaged.
    pub fn read_from(input: &mut (impl Read + ?Sized)) -> io::Result<HoleBoards> {
        let bad = |why: &str| io::Error::new(io::ErrorKind::InvalidData, why.to_string());
        let mut sum = Checksum::default();
        let mut magic = [0; 8];
        input.read_exact(&mut magic)?;
        if &magic != MAGIC {
            return Err(bad("not the boards of a layer"));
        }
        let buckets = read_word(input, &mut sum)? as usize;
        let len = read_word(input, &mut sum)? as usize;
        let mut ways = [0; 4];
        for n in &mut ways {
            *n = read_word(input, &mut sum)?;
        }
        if buckets == 0 && len == 0 {
            let sum_read = read_word(input, &mut Checksum::default())?;
            return match sum_read == sum.0 {
                true => Ok(HoleBoards {
                    starts: Vec::new(),
                    lows: Vec::new(),
                    ways,
                }),
                false => Err(bad("damaged (its checksum does not match)")),
            };
        }
        if buckets == 0 || buckets > 1 << 20 {
            return Err(bad("a head that is not of a layer"));
        }
        let mut starts = Vec::with_capacity(buckets);
        for _ in 0..buckets {
            starts.push(read_word(input, &mut sum)?);
        }
        let in_order = starts.windows(2).all(|w| w[0] <= w[1]);
        if starts[0] != 0 || starts[buckets - 1] != len as u64 || !in_order {
            return Err(bad("buckets that do not fit its boards"));
        }
        let mut lows = memory::with_capacity::<u32>(len).map_err(|e| bad(&e.to_string()))?;
        let mut bytes = vec![0u8; 1 << 16];
        while lows.len() < len {
            let n = (len - lows.len()).min(1 << 14);
            let chunk = &mut bytes[..4 * n];
            input.read_exact(chunk)?;
            for pair in chunk.chunks(8) {
                let mut word = [0; 8];
                word[..pair.len()].copy_from_slice(pair);
                let word = u64::from_le_bytes(word);
                sum.add(word);
                lows.push(word as u32);
                if pair.len() == 8 {
                    lows.push((word >> 32) as u32);
                }
            }
        }
        let mut end = [0; 8];
        input.read_exact(&mut end)?;
        if u64::from_le_bytes(end) != sum.0 {
            return Err(bad("damaged (its checksum does not match)"));
        }
        Ok(HoleBoards { starts, lows, ways })
    }

    /// The boards of every one of `parts` together (parts of one hole's
    /// boards that workers sharing a search kept, no board in two): what a
    /// search shared by other workers than those that wrote them reads.
    pub fn gather(parts: &[HoleBoards]) -> Result<HoleBoards, OutOfMemory> {
        let buckets = parts.iter().map(|p| p.starts.len().saturating_sub(1)).max();
        let buckets = buckets.unwrap_or(0);
        let len = parts.iter().map(HoleBoards::len).sum();
        let mut writer = HoleWriter::new(buckets, len)?;
        for bucket in 0..buckets {
            for part in parts {
                if let Some(range) = part.starts.get(bucket..bucket + 2) {
                    let lows = &part.lows[range[0] as usize..range[1] as usize];
                    writer.push_run(bucket as u64, lows);
                }
            }
        }
        Ok(writer.finish(buckets))
    }

    /// How many buckets it has.
    pub(super) fn buckets(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    /// The memory its keys took, emptied, to keep other keys in.
    pub(super) fn into_room(self) -> Vec<u32> {
        let mut lows = self.lows;
        lows.clear();
        lows
    }

    /// The bytes held.
    pub(super) fn held(&self) -> usize {
        memory::held(&self.starts) + memory::held(&self.lows)
    }

    /// Calls `visit` with every key, bucket by bucket.
    #[inline]
    pub(super) fn each_key(&self, mut visit: impl FnMut(u64)) {
        self.each_bucket(|high, lows| {
            for &low in lows {
                visit(high << 32 | u64::from(low));
            }
        });
    }

    /// Calls `visit` with each bucket's bits above the low 32 and its keys'
    /// low 32 bits, bucket by bucket.
    #[inline]
    pub(super) fn each_bucket(&self, mut visit: impl FnMut(u64, &[u32])) {
        for (bucket, range) in self.starts.windows(2).enumerate() {
            visit(
                bucket as u64,
                &self.lows[range[0] as usize..range[1] as usize],
            );
        }
    }

    /// The keys, bucket by bucket (for tests).
    #[cfg(test)]
    pub(super) fn keys(&self) -> Vec<u64> {
        let mut keys = Vec::with_capacity(self.len());
        self.each_key(|k| keys.push(k));
        keys
    }
}

/// How many boards of a layer have the hole on one square, and how many
/// of them have each way-back bit (which rolls lead back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HoleSize {
    /// The boards.
    pub boards: u64,
    /// `ways[k]`: the boards whose roll `k` leads back.
    pub ways: [u64; 4],
}

/// Builds a [`HoleBoards`] from keys given bucket by bucket.
#[derive(Debug)]
pub(super) struct HoleWriter {
    boards: HoleBoards,
}

impl HoleWriter {
    /// A writer of at most `len` keys below `buckets << 32`.
    pub(super) fn new(buckets: usize, len: usize) -> Result<HoleWriter, OutOfMemory> {
        HoleWriter::reusing(buckets, len, Vec::new())
    }

    /// A writer as [`Self::new`] makes, its keys kept in `room` (emptied
    /// first): memory the search holds already, whose pages the system
    /// need not give again.
    pub(super) fn reusing(
        buckets: usize,
        len: usize,
        mut room: Vec<u32>,
    ) -> Result<HoleWriter, OutOfMemory> {
        let mut starts = memory::with_capacity(buckets + 1)?;
        starts.push(0);
        room.clear();
        memory::reserve(&mut room, len)?;
        Ok(HoleWriter {
            boards: HoleBoards {
                starts,
                lows: room,
                ways: [0; 4],
            },
        })
    }

    /// Adds `key`, of a bucket no lower than any key's before it.
    pub(super) fn push(&mut self, key: u64) {
        self.push_run(key >> 32, &[key as u32]);
    }

    /// Adds the keys with `bucket` above their low 32 bits `lows`, a
    /// bucket no lower than any key's before them.
    pub(super) fn push_run(&mut self, bucket: u64, lows: &[u32]) {
        let boards = &mut self.boards;
        while boards.starts.len() as u64 <= bucket {
            boards.starts.push(boards.lows.len() as u64);
        }
        boards.lows.extend_from_slice(lows);
        // Four sums, kept apart so that they add up side by side.
        let mut ways = [0u32; 4];
        for &low in lows {
            for (way, n) in ways.iter_mut().enumerate() {
                *n += low >> way & 1;
            }
        }
        for (total, n) in boards.ways.iter_mut().zip(ways) {
            *total += u64::from(n);
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

/// Reads a little-endian word, adding it to `sum`.
fn read_word(input: &mut (impl Read + ?Sized), sum: &mut Checksum) -> io::Result<u64> {
    let mut bytes = [0; 8];
    input.read_exact(&mut bytes)?;
    let word = u64::from_le_bytes(bytes);
    sum.add(word);
    Ok(word)
}

/// A checksum of 64-bit words: FNV-1a taken a word at a time.
#[derive(Debug)]
struct Checksum(u64);

impl Default for Checksum {
    fn default() -> Checksum {
        Checksum(0xcbf2_9ce4_8422_2325)
    }
}

impl Checksum {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(0x0000_0100_0000_01b3);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_come_back_in_order_with_their_ways_back_counted() {
        let keys = [
            3u64,
            0x17,
            1 << 32 | 0x22,
            3 << 32,
            3 << 32 | 0x19,
            5 << 32 | 0x1f,
        ];
        let mut writer = HoleWriter::new(6, keys.len()).expect("small");
        for &k in &keys {
            writer.push(k);
        }
        let boards = writer.finish(6);
        assert_eq!(boards.keys(), keys);
        assert_eq!(boards.len(), 6);
        // Bits 0 and 1 are set in four keys each, bits 2 and 3 in two.
        assert_eq!(boards.size().ways, [4, 4, 2, 2]);
        let mut bytes = Vec::new();
        boards.write_to(&mut bytes).expect("in memory");
        let back = HoleBoards::read_from(&mut bytes.as_slice()).expect("whole");
        assert_eq!(back, boards);
        // Any byte changed, or the end cut, is refused.
        for at in [3, 20, bytes.len() - 12, bytes.len() - 1] {
            let mut damaged = bytes.clone();
            damaged[at] ^= 4;
            assert!(
                HoleBoards::read_from(&mut damaged.as_slice()).is_err(),
                "{at}"
            );
        }
        let cut = &bytes[..bytes.len() - 3];
        assert!(HoleBoards::read_from(&mut &cut[..]).is_err());
        // A hole without boards.
        let mut bytes = Vec::new();
        HoleBoards::default()
            .write_to(&mut bytes)
            .expect("in memory");
        let back = HoleBoards::read_from(&mut bytes.as_slice()).expect("whole");
        assert!(back.is_empty());
    }
}
