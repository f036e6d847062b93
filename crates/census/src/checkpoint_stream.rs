//! A checkpoint file's bytes streamed through its checksum, a piece at a
//! time, both ways: written through a buffer that hashes what passes, and
//! read back in two passes (the checksum over the whole file first, then
//! its fields one by one), so that neither holds the file in memory
//! beside the tables it comes from or goes into.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, Write};

/// The buffer of a file read or written: a megabyte.
const BUFFER: usize = 1 << 20;

/// The 64-bit FNV-1a hash, fed a piece at a time.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fnv(u64);

impl Fnv {
    /// The hash of nothing.
    pub(crate) fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    /// Hashes `bytes` after those before.
    pub(crate) fn update(&mut self, bytes: &[u8]) {
        self.0 = bytes.iter().fold(self.0, |hash, &b| {
            (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    }

    /// The hash of everything fed.
    pub(crate) fn sum(self) -> u64 {
        self.0
    }
}

/// A file being written, hashing what passes.
pub(crate) struct Hashing {
    out: BufWriter<File>,
    hash: Fnv,
}

impl Hashing {
    /// Writes to `file`.
    pub(crate) fn new(file: File) -> Hashing {
        Hashing {
            out: BufWriter::with_capacity(BUFFER, file),
            hash: Fnv::new(),
        }
    }

    /// Writes and hashes `bytes`.
    pub(crate) fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.hash.update(bytes);
        self.out.write_all(bytes)
    }

    /// Writes the hash of everything before it, and flushes the file.
    pub(crate) fn finish(mut self) -> io::Result<()> {
        let sum = self.hash.sum();
        self.out.write_all(&sum.to_le_bytes())?;
        self.out.flush()
    }
}

/// Whether the file's last eight bytes are the FNV-1a hash of the bytes
/// before them, read a megabyte at a time; `None` when they are not,
/// else the length of the body before them. The file is left at its
/// start.
pub(crate) fn checked_body(file: &mut File) -> io::Result<Option<u64>> {
    let Some(body) = file.metadata()?.len().checked_sub(8) else {
        return Ok(None);
    };
    let mut hash = Fnv::new();
    let mut left = body;
    let mut reader = BufReader::with_capacity(BUFFER, &mut *file);
    while left > 0 {
        let piece = reader.fill_buf()?;
        if piece.is_empty() {
            return Ok(None);
        }
        let n = piece.len().min(usize::try_from(left).unwrap_or(usize::MAX));
        hash.update(&piece[..n]);
        reader.consume(n);
        left -= n as u64;
    }
    let mut sum = [0; 8];
    reader.read_exact(&mut sum)?;
    drop(reader);
    file.rewind()?;
    Ok((u64::from_le_bytes(sum) == hash.sum()).then_some(body))
}

/// Reads little-endian numbers off the front of a file's body (the bytes
/// before its checksum); `None` past its end, or on a read that fails.
pub(crate) struct Fields<'f> {
    reader: BufReader<&'f mut File>,
    /// The bytes of the body not yet read.
    pub(crate) left: u64,
}

impl<'f> Fields<'f> {
    /// The `body` bytes at the start of `file`.
    pub(crate) fn new(file: &'f mut File, body: u64) -> Fields<'f> {
        Fields {
            reader: BufReader::with_capacity(BUFFER, file),
            left: body,
        }
    }

    /// The next `N` bytes.
    pub(crate) fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.left = self.left.checked_sub(N as u64)?;
        let mut bytes = [0; N];
        self.reader.read_exact(&mut bytes).ok()?;
        Some(bytes)
    }

    /// The next `u32`.
    pub(crate) fn u32(&mut self) -> Option<u32> {
        self.array().map(u32::from_le_bytes)
    }

    /// The next `u64`.
    pub(crate) fn u64(&mut self) -> Option<u64> {
        self.array().map(u64::from_le_bytes)
    }

    /// A list of counts: its length, then each.
    pub(crate) fn counts(&mut self) -> Option<Vec<u64>> {
        let n = self.u64()?;
        (n <= self.left / 8).then(|| (0..n).filter_map(|_| self.u64()).collect())
    }

    /// Hands the next `n` bytes to `take` a piece at a time, straight
    /// from the buffer; `Ok(None)` when the body is shorter, and the
    /// first error of `take`, if any.
    pub(crate) fn pieces<E>(
        &mut self,
        n: u64,
        mut take: impl FnMut(&[u8]) -> Result<(), E>,
    ) -> Result<Option<()>, E> {
        let Some(left) = self.left.checked_sub(n) else {
            return Ok(None);
        };
        self.left = left;
        let mut n = n;
        while n > 0 {
            let Ok(piece) = self.reader.fill_buf() else {
                return Ok(None);
            };
            if piece.is_empty() {
                return Ok(None);
            }
            let k = piece.len().min(usize::try_from(n).unwrap_or(usize::MAX));
            take(&piece[..k])?;
            self.reader.consume(k);
            n -= k as u64;
        }
        Ok(Some(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_fnv1a_whatever_the_pieces() {
        // The published 64-bit FNV-1a values of "" and "foobar".
        assert_eq!(Fnv::new().sum(), 0xcbf2_9ce4_8422_2325);
        let mut whole = Fnv::new();
        whole.update(b"foobar");
        assert_eq!(whole.sum(), 0x8594_4171_f739_67e8);
        let mut pieces = Fnv::new();
        for piece in [&b"f"[..], b"", b"oob", b"ar"] {
            pieces.update(piece);
        }
        assert_eq!(pieces.sum(), whole.sum());
        assert_eq!(crate::checkpoint::fnv1a(b"foobar"), whole.sum());
    }

    #[test]
    fn a_list_longer_than_the_body_left_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("body");
        let words = [2u64, 5, 6, 3, 7, 8];
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&path, &bytes).expect("written");
        let mut file = File::open(&path).expect("readable");
        let mut fields = Fields::new(&mut file, bytes.len() as u64);
        assert_eq!(fields.counts(), Some(vec![5, 6]));
        // Three counts announced, two words left.
        assert_eq!(fields.counts(), None);
    }
}
