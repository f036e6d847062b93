//! The rolls into one hole of the next layer: counted, made from the two
//! to four holes of the current layer next to it, spread by bucket and
//! their repeats merged, all at once or, when the budget is short, a run
//! of buckets at a time.

use super::LayerRefused;
use super::layer::{HoleBoards, HoleSize};
use super::mirror::{Source, Then};
use super::search::{ROLL_BYTES, SparseSearch};
use super::store::StoreError;

impl SparseSearch {
    /// How many rolls into hole `target` the current layer makes.
    pub(super) fn rolls_into(&self, target: usize) -> usize {
        (self.into[target].iter())
            .map(|source| rolls_from(&self.sizes[source.hole], source))
            .sum()
    }

    /// Makes the rolls into `target` from the current layer and calls
    /// `emit` with each board they make once, bucket by bucket in
    /// increasing order: the bits of their keys above the low 32, and the
    /// low 32 bits of each.
    pub(super) fn each_next(
        &mut self,
        target: usize,
        count: usize,
        emit: impl FnMut(u64, &[u32]),
    ) -> Result<(), LayerRefused> {
        let depth = self.depth();
        let loaded = match &mut self.store {
            Some(store) => {
                let holes = self.into[target].iter().map(|s| store.get(depth, s.hole));
                holes
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(LayerRefused::Store)?
            }
            None => Vec::new(),
        };
        let sources: Vec<(&HoleBoards, &Source)> = self.into[target]
            .iter()
            .enumerate()
            .map(|(i, source)| (loaded.get(i).unwrap_or(&self.current[source.hole]), source))
            .collect();
        let mismatch = || mismatch(depth);
        let held = self.held();
        let merger = &mut self.merger;
        let mut made = 0;
        if count <= self.roll_cap {
            let raw = &mut self.raw[..count];
            roll_all(&sources, |next| {
                if let Some(slot) = raw.get_mut(made) {
                    *slot = next;
                }
                made += 1;
            });
            if made != count {
                return Err(mismatch());
            }
            merger.settle(raw, &mut self.spread, emit);
            return Ok(());
        }
        // Too many to hold at once: counted by bucket first, then made
        // again for each run of buckets that fits, in order.
        roll_all(&sources, |next| {
            merger.count(next);
            made += 1;
        });
        if made != count {
            merger.clear();
            return Err(mismatch());
        }
        let parts = merger.parts(self.roll_cap).map_err(|fullest| {
            let more = (fullest - self.roll_cap).saturating_mul(ROLL_BYTES);
            let (needed, budget) = (held.saturating_add(more), self.max_bytes);
            LayerRefused::Budget { needed, budget }
        })?;
        let mut emit = emit;
        self.parted += 1;
        for part in parts {
            let mut made = 0;
            let raw = &mut self.raw[..self.roll_cap];
            roll_all(&sources, |next| {
                if part.contains(&merger.bucket(next)) {
                    raw[made] = next;
                    made += 1;
                }
            });
            merger.settle(&raw[..made], &mut self.spread, &mut emit);
        }
        Ok(())
    }
}

/// How many rolls `source` makes from boards of the sizes `size`: those
/// whose way back it is not.
pub(super) fn rolls_from(size: &HoleSize, source: &Source) -> usize {
    (size.boards - size.ways[source.roll.forbidden_way()]) as usize
}

/// The refusal of a layer whose boards make other rolls than its sizes
/// say.
pub(super) fn mismatch(depth: u32) -> LayerRefused {
    let why = format!("layer {depth} has other boards than its sizes say");
    LayerRefused::Store(StoreError(why))
}

/// Calls `visit` with every board the rolls of `sources` make (the way
/// back excluded), source by source, each then as its source says.
pub(super) fn roll_all(sources: &[(&HoleBoards, &Source)], mut visit: impl FnMut(u64)) {
    for (boards, source) in sources {
        // A copy of its own, whose fields the loops below keep at hand.
        let roll = &source.roll.clone();
        match &source.then {
            Then::Kept => boards.each_key(|key| {
                if roll.allows(key) {
                    visit(roll.make(key));
                }
            }),
            Then::Mirrored(mirror) => boards.each_key(|key| {
                if roll.allows(key) {
                    visit(mirror.apply(roll.make(key)));
                }
            }),
            Then::Canonical(mirror) => boards.each_key(|key| {
                if roll.allows(key) {
                    visit(mirror.canonical(roll.make(key)));
                }
            }),
        }
    }
}
