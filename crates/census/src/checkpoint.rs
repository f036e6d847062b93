//! Checkpoint files: after each layer every worker writes its slice and
//! the census so far to `DIR/worker-W-step-S.ckpt` (a temporary file
//! renamed into place, so that a file is whole or absent), keeping its
//! last two, since a worker killed between two layers may be one layer
//! behind the others. A file holds the board, the worker and the number
//! of workers, the class of start square and its start, the layer's
//! step, the censuses of the classes done, the one under way, the slice,
//! and a 64-bit FNV-1a checksum of everything before it. Its first eight
//! bytes say how the census is split: a slice of each class a worker, or
//! classes of its own (then its slice is the whole search, and the
//! classes done are the worker's own). A file is written and read back
//! in pieces (see `checkpoint_stream`): the slice goes from its tables
//! to the file and back without a copy of it in memory, so that a
//! resumed census holds no more than the census it goes on with.

use crate::checkpoint_stream::{Fields, Fnv, Hashing, checked_body};
use cube_puzzle::{Census, CensusLayers, Restoring, Shape, Slice, SlicedSearch, Square};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// What the file starts with when every worker holds a slice of each
/// class.
const MAGIC: &[u8; 8] = b"ABBCENS1";

/// What it starts with when each worker searches classes of its own.
const MAGIC_BY_CLASS: &[u8; 8] = b"ABBCENC1";

/// Where one worker is between two layers, beside its slice.
#[derive(Debug)]
pub(crate) struct Progress {
    /// Layers settled since the census began, over every class.
    pub(crate) step: u64,
    /// Which class of start square is under way (its place in
    /// `census_starts`).
    pub(crate) class: usize,
    /// The censuses of the classes before it (of this worker's, when each
    /// worker searches classes of its own).
    pub(crate) done: Vec<Census>,
    /// The census of this class so far.
    pub(crate) layers: CensusLayers,
}

/// The state of one worker between two layers, read back.
#[derive(Debug)]
pub(crate) struct Saved {
    /// Where it was.
    pub(crate) progress: Progress,
    /// Its slice of the class under way, its tables filled from the file.
    pub(crate) search: SlicedSearch,
}

/// One worker's checkpoint files.
#[derive(Debug, Clone)]
pub(crate) struct Checkpoints {
    dir: PathBuf,
    board: Shape,
    worker: u32,
    workers: u32,
    /// Whether each worker searches classes of its own: classes `worker`,
    /// `worker + workers`, and so on.
    by_class: bool,
}

/// Why a checkpoint was refused: one line naming the file.
pub(crate) type Refused = String;

impl Checkpoints {
    /// Worker `worker` of `workers`'s files in `dir`, for `board`, each
    /// worker searching classes of its own if `by_class`.
    pub(crate) fn new(
        dir: &Path,
        board: Shape,
        (worker, workers): (u32, u32),
        by_class: bool,
    ) -> Checkpoints {
        let dir = dir.to_path_buf();
        Checkpoints {
            dir,
            board,
            worker,
            workers,
            by_class,
        }
    }

    /// The first bytes of this census's files, and of the other way of
    /// splitting it.
    fn magic(&self) -> (&'static [u8; 8], &'static [u8; 8]) {
        match self.by_class {
            true => (MAGIC_BY_CLASS, MAGIC),
            false => (MAGIC, MAGIC_BY_CLASS),
        }
    }

    /// The classes this worker searches before `class`, with their starts.
    fn done_before(&self, class: usize, starts: &[Square]) -> Vec<(usize, Square)> {
        let (first, stride) = match self.by_class {
            true => (self.worker as usize, self.workers as usize),
            false => (0, 1),
        };
        let classes = starts.iter().copied().enumerate().skip(first);
        classes
            .step_by(stride)
            .take_while(|&(i, _)| i < class)
            .collect()
    }

    /// Whether this worker searches class `class`.
    fn searches(&self, class: usize) -> bool {
        !self.by_class || class % self.workers as usize == self.worker as usize
    }

    fn path(&self, step: u64) -> PathBuf {
        self.dir
            .join(format!("worker-{}-step-{step}.ckpt", self.worker))
    }

    /// The slice of each class this worker holds.
    fn slice(&self) -> Slice {
        match self.by_class {
            true => Slice { index: 0, of: 1 },
            false => Slice {
                index: self.worker,
                of: self.workers,
            },
        }
    }

    /// Writes the state after `progress.step` layers, `search` streamed
    /// from its tables into the file (none: an empty slice), then removes
    /// the file two steps back.
    pub(crate) fn write(
        &self,
        progress: &Progress,
        search: Option<&SlicedSearch>,
        starts: &[Square],
    ) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let path = self.path(progress.step);
        let temporary = path.with_extension("tmp");
        let mut out = Hashing::new(fs::File::create(&temporary)?);
        let slice_len = search.map_or(0, SlicedSearch::saved_len);
        out.put(&self.head(progress, slice_len, starts))?;
        if let Some(search) = search {
            search.save_with(|piece| out.put(piece))?;
        }
        out.finish()?;
        fs::rename(&temporary, &path)?;
        if let Some(old) = progress.step.checked_sub(2) {
            let _ = fs::remove_file(self.path(old));
        }
        Ok(())
    }

    /// The bytes of a file before its slice, which is `slice_len` bytes.
    fn head(&self, saved: &Progress, slice_len: u64, starts: &[Square]) -> Vec<u8> {
        let mut out = self.magic().0.to_vec();
        let start = starts
            .get(saved.class)
            .copied()
            .unwrap_or(Square { x: 0, y: 0 });
        out.extend([self.board.rows(), self.board.cols(), start.x, start.y]);
        out.extend(self.workers.to_le_bytes());
        out.extend(self.worker.to_le_bytes());
        out.extend(saved.step.to_le_bytes());
        out.extend((saved.class as u64).to_le_bytes());
        out.extend((saved.done.len() as u64).to_le_bytes());
        for census in &saved.done {
            put_counts(&mut out, &census.by_rolls);
            out.extend(census.unreachable.to_le_bytes());
        }
        put_counts(&mut out, saved.layers.by_rolls());
        out.extend(saved.layers.frontier().to_le_bytes());
        out.extend(slice_len.to_le_bytes());
        out
    }

    /// The steps of this worker's files, newest first.
    pub(crate) fn steps(&self) -> Result<Vec<u64>, Refused> {
        let named =
            |e: io::Error| format!("{}: {}", self.dir.display(), dice_core::text::os_reason(&e));
        let prefix = format!("worker-{}-step-", self.worker);
        let mut steps: Vec<u64> = Vec::new();
        for entry in fs::read_dir(&self.dir).map_err(named)? {
            let name = entry.map_err(named)?.file_name();
            let name = name.to_string_lossy();
            let step = name
                .strip_prefix(&prefix)
                .and_then(|s| s.strip_suffix(".ckpt"));
            if let Some(step) = step.and_then(|s| s.parse().ok()) {
                steps.push(step);
            }
        }
        steps.sort_unstable_by(|a, b| b.cmp(a));
        if steps.is_empty() {
            return Err(format!(
                "{}: no checkpoint of worker {}",
                self.dir.display(),
                self.worker
            ));
        }
        Ok(steps)
    }

    /// Refuses the file of `step` if it was written by a census split the
    /// other way, from its first bytes alone.
    pub(crate) fn same_split(&self, step: u64) -> Result<(), Refused> {
        use std::io::Read;
        let path = self.path(step);
        let mut head = [0; 8];
        let read = fs::File::open(&path).and_then(|mut f| f.read_exact(&mut head));
        read.map_err(|e| format!("{}: {}", path.display(), dice_core::text::os_reason(&e)))?;
        match &head == self.magic().1 {
            true => Err(format!("{}: {}", path.display(), self.other_split())),
            false => Ok(()),
        }
    }

    /// Why a file of the other split is refused.
    fn other_split(&self) -> &'static str {
        match self.by_class {
            true => "a checkpoint of a census with --slices, given without",
            false => "a checkpoint of a census with a class a worker, not --slices",
        }
    }

    /// The state saved after `step` layers, refused unless it is whole and
    /// of this board, worker and number of workers. The file is read
    /// twice, a megabyte at a time: once for its checksum, then into the
    /// slice's tables, made only once the fields before them fit.
    pub(crate) fn read(&self, step: u64, starts: &[Square]) -> Result<Saved, Refused> {
        let path = self.path(step);
        let refused = |why: &str| format!("{}: {why}", path.display());
        let unread = |e: io::Error| refused(&dice_core::text::os_reason(&e));
        let damaged = || refused("damaged (its checksum does not match)");
        let mut file = fs::File::open(&path).map_err(unread)?;
        let body = checked_body(&mut file)
            .map_err(unread)?
            .ok_or_else(damaged)?;
        let mut r = Fields::new(&mut file, body);
        let (magic, other) = self.magic();
        let head: [u8; 8] = r.array().ok_or_else(damaged)?;
        if &head == other {
            return Err(refused(self.other_split()));
        }
        if &head != magic {
            return Err(damaged());
        }
        let head: [u8; 4] = r.array().ok_or_else(damaged)?;
        let (rows, cols) = (head[0], head[1]);
        if (rows, cols) != (self.board.rows(), self.board.cols()) {
            return Err(refused(&format!(
                "a checkpoint of the {rows}x{cols} board, not {}",
                self.board
            )));
        }
        let workers = r.u32().ok_or_else(damaged)?;
        let worker = r.u32().ok_or_else(damaged)?;
        if (workers, worker) != (self.workers, self.worker) {
            return Err(refused(&format!(
                "a checkpoint of worker {worker} of {workers}, not of worker {} of {}",
                self.worker, self.workers
            )));
        }
        let saved_step = r.u64().ok_or_else(damaged)?;
        let class = r.u64().ok_or_else(damaged)? as usize;
        let Some(&start) = starts.get(class).filter(|_| self.searches(class)) else {
            return Err(refused("a checkpoint of another start"));
        };
        if (head[2], head[3]) != (start.x, start.y) || saved_step != step {
            return Err(refused("a checkpoint of another start"));
        }
        let n_done = r.u64().ok_or_else(damaged)? as usize;
        let before = self.done_before(class, starts);
        let mut done = Vec::new();
        for &(_, start) in before.iter().take(n_done) {
            let by_rolls = r.counts().ok_or_else(damaged)?;
            let unreachable = r.u64().ok_or_else(damaged)?;
            done.push(Census {
                start,
                by_rolls,
                unreachable,
            });
        }
        let by_rolls = r.counts().ok_or_else(damaged)?;
        let frontier = r.u64().ok_or_else(damaged)?;
        let n = r.u64().ok_or_else(damaged)?;
        // `done` holds the first `n_done` classes before: all of them
        // exactly when `n_done` is their number.
        if n_done != before.len() || n != r.left {
            return Err(damaged());
        }
        // The tables, then the slice read into them a piece at a time.
        let mut restoring =
            Restoring::new(self.board, start, self.slice()).map_err(|e| e.to_string())?;
        let filled = r.pieces(n, |piece| restoring.feed(piece));
        filled
            .map_err(|e| refused(&e.to_string()))?
            .ok_or_else(damaged)?;
        let search = restoring.finish().map_err(|e| refused(&e.to_string()))?;
        let layers = CensusLayers::resume(self.board, start, by_rolls, frontier);
        let progress = Progress {
            step,
            class,
            done,
            layers,
        };
        Ok(Saved { progress, search })
    }
}

/// Appends a list of counts: its length, then each.
fn put_counts(out: &mut Vec<u8>, counts: &[u64]) {
    out.extend((counts.len() as u64).to_le_bytes());
    for n in counts {
        out.extend(n.to_le_bytes());
    }
}

/// The 64-bit FNV-1a hash of `bytes`.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash = Fnv::new();
    hash.update(bytes);
    hash.sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A census of class `class` of `starts` with one count.
    fn census(starts: &[Square], class: usize) -> Census {
        let (start, by_rolls, unreachable) = (starts[class], vec![1, class as u64 + 2], 0);
        Census {
            start,
            by_rolls,
            unreachable,
        }
    }

    #[test]
    fn a_worker_with_classes_of_its_own_reads_back_its_own_classes_done() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let board: Shape = "3x3".parse().expect("a board");
        let starts = cube_puzzle::census_starts(board);
        // Worker 0 of 2 searches classes 0 and 2: class 0 is done.
        let files = Checkpoints::new(dir.path(), board, (0, 2), true);
        let saved = |class: usize, done: Vec<Census>| Progress {
            step: 5,
            class,
            done,
            layers: CensusLayers::new(board, starts[class]),
        };
        let whole = Slice { index: 0, of: 1 };
        let search = SlicedSearch::new(board, starts[2], whole).expect("small");
        files
            .write(&saved(2, vec![census(&starts, 0)]), Some(&search), &starts)
            .expect("written");
        let read = files.read(5, &starts).expect("its own file");
        let Progress { class, done, .. } = read.progress;
        assert_eq!((class, done), (2, vec![census(&starts, 0)]));
        assert_eq!(read.search.save(), search.save());
        // Class 1 is worker 1's: worker 0's file of it is refused.
        files
            .write(&saved(1, Vec::new()), Some(&search), &starts)
            .expect("written");
        let refused = files.read(5, &starts).expect_err("not its class");
        assert!(
            refused.ends_with("a checkpoint of another start"),
            "{refused}"
        );
        // A whole file (its checksum right) with bytes past its slice.
        files
            .write(&saved(2, vec![census(&starts, 0)]), Some(&search), &starts)
            .expect("written");
        let path = files.path(5);
        let bytes = fs::read(&path).expect("the file");
        let mut body = bytes[..bytes.len() - 8].to_vec();
        body.push(0);
        let sum = fnv1a(&body);
        body.extend(sum.to_le_bytes());
        fs::write(&path, body).expect("written back");
        let refused = files.read(5, &starts).expect_err("a byte too many");
        assert!(
            refused.ends_with("damaged (its checksum does not match)"),
            "{refused}"
        );
    }
}
