//! The layers of a class searched by every worker (`shared`) on disk, a
//! part a worker: `DIR/class-C-shared/layer-D/hole-H-part-P-of-N.bin`,
//! the boards of hole `H` in layer `D` that worker `P` of `N` owns, and
//! `DIR/class-C-shared/state-D-part-P-of-N.bin`, that worker's state after
//! layer `D` (the whole search's counts, its own bitset of patterns
//! answered, its holes' sizes; the format of `layer_files`). Each file is
//! written to a temporary name and renamed. A worker forgets the layer
//! and state before `D` only once every worker has written its state
//! `D`, so that a process killed part way through a layer leaves a layer
//! every worker has. A resume on as many workers reads each worker's own
//! part (its own folder suffices); on another number, every part (the
//! folder shared, or gathered in one), each worker keeping its own boards.

use crate::layer_files::{LayerFiles, decode_state, encode_state};
use cube_puzzle::{HoleBoards, LayerStore, SavedSearch, Shape, Slice, Square, StoreError};
use dice_core::text::os_reason;
use std::fs;
use std::io::BufReader;
use std::path::{Path, PathBuf};

/// The files of one class of a census whose classes every worker shares.
#[derive(Debug, Clone)]
pub(crate) struct SharedFiles {
    dir: PathBuf,
    board: Shape,
    share: Slice,
    /// The layer resumed from and how many workers wrote it.
    resumed: Option<(u32, u32)>,
}

/// A state file's depth, part and number of parts.
type StateName = (u32, u32, u32);

impl SharedFiles {
    /// The files of worker `share` for class `class` of the census of
    /// `board` in `dir`.
    pub(crate) fn new(dir: &Path, board: Shape, class: usize, share: Slice) -> SharedFiles {
        SharedFiles {
            dir: dir.join(format!("class-{class}-shared")),
            board,
            share,
            resumed: None,
        }
    }

    fn layer(&self, depth: u32) -> PathBuf {
        self.dir.join(format!("layer-{depth}"))
    }

    fn hole(&self, depth: u32, hole: usize, part: u32, of: u32) -> PathBuf {
        let name = format!("hole-{hole}-part-{part}-of-{of}.bin");
        self.layer(depth).join(name)
    }

    fn state(&self, (depth, part, of): StateName) -> PathBuf {
        self.dir
            .join(format!("state-{depth}-part-{part}-of-{of}.bin"))
    }

    /// The states in the folder.
    fn states(&self) -> Vec<StateName> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let parse = |name: &str| -> Option<StateName> {
            let rest = name.strip_prefix("state-")?.strip_suffix(".bin")?;
            let (depth, rest) = rest.split_once("-part-")?;
            let (part, of) = rest.split_once("-of-")?;
            Some((depth.parse().ok()?, part.parse().ok()?, of.parse().ok()?))
        };
        let names = entries.filter_map(|e| e.ok()?.file_name().into_string().ok());
        names.filter_map(|name| parse(&name)).collect()
    }

    /// The layers this worker can go on from, deepest first: those with
    /// its own state of a run on as many workers, or every worker's state
    /// of a run on any number.
    pub(crate) fn usable(&self) -> Vec<u64> {
        let states = self.states();
        let own = |&(_, part, of): &StateName| (part, of) == (self.share.index, self.share.of);
        let whole =
            |&(depth, _, of): &StateName| (0..of).all(|part| states.contains(&(depth, part, of)));
        let mut depths: Vec<u64> = (states.iter())
            .filter(|s| own(s) || whole(s))
            .map(|&(depth, _, _)| u64::from(depth))
            .collect();
        depths.sort_unstable_by(|a, b| b.cmp(a));
        depths.dedup();
        depths
    }

    /// The search after layer `depth` (one [`Self::usable`] gave): this
    /// worker's own state, or every worker's with their bitsets together;
    /// refused in a line naming the file.
    pub(crate) fn read(&mut self, depth: u32, start: Square) -> Result<SavedSearch, StoreError> {
        let (index, of) = (self.share.index, self.share.of);
        let states = self.states();
        let parts: Vec<StateName> = match states.contains(&(depth, index, of)) {
            true => vec![(depth, index, of)],
            false => {
                let at = states.iter().find(|&&(d, _, _)| d == depth);
                let n = at.map_or(0, |&(_, _, n)| n);
                (0..n).map(|part| (depth, part, n)).collect()
            }
        };
        let mut saved: Option<SavedSearch> = None;
        for &name in &parts {
            let path = self.state(name);
            let named = |why: String| StoreError(format!("{}: {why}", path.display()));
            let bytes = fs::read(&path).map_err(|e| named(os_reason(&e)))?;
            let state = decode_state(&bytes, self.board).map_err(|why| named(why.to_string()))?;
            if state.start != start || state.depth != depth {
                let why = format!("not the search from {start} after {depth} rolls");
                return Err(named(why));
            }
            match &mut saved {
                None => saved = Some(state),
                Some(saved) if saved.by_rolls == state.by_rolls => {
                    for (word, theirs) in saved.answered.iter_mut().zip(&state.answered) {
                        *word |= theirs;
                    }
                }
                Some(_) => return Err(named("counts that are not the other parts'".into())),
            }
        }
        self.resumed = parts.first().map(|&(d, _, n)| (d, n));
        saved.ok_or_else(|| StoreError(format!("{}: no state {depth}", self.dir.display())))
    }

    /// Removes the layers and states deeper than `depth` (left by a
    /// process killed part way through the layer after it).
    pub(crate) fn remove_after(&self, depth: u32) {
        for (d, part, of) in self.states() {
            if d > depth {
                let _ = fs::remove_file(self.state((d, part, of)));
            }
        }
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name().into_string().unwrap_or_default();
            let deeper = name
                .strip_prefix("layer-")
                .and_then(|d| d.parse::<u32>().ok());
            if deeper.is_some_and(|d| d > depth) {
                // What cannot be removed stays: it costs disk, not answers.
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    }

    /// Forgets the layers and states before `depth`, once every worker has
    /// written its state `depth`: this worker's own, and on the first
    /// worker those of any other run.
    pub(crate) fn forget_before(&self, depth: u32) {
        for (d, part, of) in self.states() {
            let own = (part, of) == (self.share.index, self.share.of);
            if d < depth && (own || self.share.index == 0) {
                let _ = fs::remove_file(self.state((d, part, of)));
                if let Ok(entries) = fs::read_dir(self.layer(d)) {
                    let suffix = format!("-part-{part}-of-{of}.bin");
                    for entry in entries.filter_map(Result::ok) {
                        let name = entry.file_name().into_string().unwrap_or_default();
                        if name.ends_with(&suffix) {
                            let _ = fs::remove_file(entry.path());
                        }
                    }
                }
                // Gone once the last part is.
                let _ = fs::remove_dir(self.layer(d));
            }
        }
    }

    /// Removes the folder (the class is done).
    pub(crate) fn remove(&self) {
        let _ = fs::remove_dir_all(&self.dir);
    }

    /// Reads the boards at `path`, refused in a line naming it.
    fn read_hole(path: &Path) -> Result<HoleBoards, StoreError> {
        let read = fs::File::open(path)
            .and_then(|file| HoleBoards::read_from(&mut BufReader::with_capacity(1 << 20, file)));
        read.map_err(|e| {
            let why = os_reason(&e);
            StoreError(format!("{}: cannot read a layer: {why}", path.display()))
        })
    }
}

impl LayerStore for SharedFiles {
    fn put(&mut self, depth: u32, hole: usize, boards: &HoleBoards) -> Result<(), StoreError> {
        let path = self.hole(depth, hole, self.share.index, self.share.of);
        let written = fs::create_dir_all(self.layer(depth))
            .and_then(|()| LayerFiles::write_whole(&path, |out| boards.write_to(out)));
        written.map_err(|e| {
            let why = os_reason(&e);
            StoreError(format!("{}: cannot write a layer: {why}", path.display()))
        })
    }

    fn get(&mut self, depth: u32, hole: usize) -> Result<HoleBoards, StoreError> {
        let (index, of) = (self.share.index, self.share.of);
        match self.resumed {
            Some((resumed, written)) if resumed == depth && written != of => {
                let parts = (0..written)
                    .map(|part| SharedFiles::read_hole(&self.hole(depth, hole, part, written)));
                let parts = parts.collect::<Result<Vec<_>, _>>()?;
                HoleBoards::gather(&parts).map_err(|e| StoreError(format!("layer {depth}: {e}")))
            }
            _ => SharedFiles::read_hole(&self.hole(depth, hole, index, of)),
        }
    }

    fn layer_done(&mut self, state: &SavedSearch) -> Result<(), StoreError> {
        let name = (state.depth, self.share.index, self.share.of);
        let path = self.state(name);
        let bytes = encode_state(state, self.board);
        let written = fs::create_dir_all(&self.dir)
            .and_then(|()| LayerFiles::write_whole(&path, |out| out.write_all(&bytes)));
        written.map_err(|e| {
            let why = os_reason(&e);
            StoreError(format!(
                "{}: cannot write a checkpoint: {why}",
                path.display()
            ))
        })
    }
}
