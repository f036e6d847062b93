//! The patterns a layer's boards answer, marked in a bitset as the boards
//! go by.

/// Marks the patterns of a hole's boards answered, given in any order (a
/// board of the pattern marked last is passed over at once).
#[derive(Debug)]
pub(super) struct Marker {
    /// The number of the hole's first pattern.
    pub(super) first: u64,
    /// A key's colouring: the key shifted right this far.
    pub(super) shift: u32,
    /// The colouring of the last key.
    pub(super) last: u64,
}

impl Marker {
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
}
