//! What the boards of one hole of a folded search stand for: as many
//! boards and patterns each, or, on a hole the mirror fixes, two or one
//! as the board and its pattern are their own images or not.

use super::mark::Marker;
use super::mirror::{Fold, Mirror};

/// The boards and the patterns that the boards of one hole stand for.
#[derive(Clone, Debug)]
pub(super) enum Tally {
    /// As many each: 1 unfolded, 2 on a kept hole the mirror moves, 0 on
    /// a hole not kept.
    Times(u64),
    /// 2 each, or 1 where the board or its pattern is its own image: a
    /// hole the mirror fixes.
    Pairs(Mirror),
}

impl Tally {
    /// Marks the patterns of a bucket's boards (the bits above their low
    /// 32, `high`, and their low 32 bits) with `marker` in `answered`: the
    /// boards and the patterns first answered that they stand for.
    #[inline]
    pub(super) fn mark(
        &self,
        high: u64,
        lows: &[u32],
        marker: &mut Marker,
        answered: &mut [u64],
    ) -> (u64, u64) {
        match self {
            Tally::Times(n) => {
                let new = marker.mark_bucket(answered, high, lows);
                (n * lows.len() as u64, n * new)
            }
            Tally::Pairs(mirror) => lows.iter().fold((0, 0), |(boards, new), &low| {
                let key = high << 32 | u64::from(low);
                let (board, pattern) = mirror.weights(key);
                (boards + board, new + pattern * marker.mark(answered, key))
            }),
        }
    }
}

/// `tallies(..)[h]`: the tally of the boards with the hole on `h`.
pub(super) fn tallies(behind: &[[Option<u8>; 4]], fold: Option<&Fold>) -> Vec<Tally> {
    (0..behind.len())
        .map(|hole| match fold {
            None => Tally::Times(1),
            Some(f) if !f.keeps(hole) => Tally::Times(0),
            Some(f) if f.fixes(hole) => Tally::Pairs(f.mirror(behind, hole)),
            Some(_) => Tally::Times(2),
        })
        .collect()
}
