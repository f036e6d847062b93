//! One class's layers of the census up to `--max-rolls` kept on disk, so
//! that a layer checkpoints the search and the search holds only the holes
//! next to the one it makes: `DIR/class-C-layers/layer-D/hole-H.bin` (a
//! hole's boards as `cube_puzzle::HoleBoards` writes them) and
//! `DIR/class-C-layers/state-D.bin`, the search after layer `D` (the
//! counts, the bitset of patterns answered, each hole's size). Each file
//! is written to a temporary name and renamed; once a state is written the
//! layers and states before it are removed, so the folder holds one or two
//! layers. `--resume` goes on from the last state whose layer is whole.

use crate::checkpoint::fnv1a;
use cube_puzzle::{HoleBoards, HoleSize, LayerStore, SavedSearch, Shape, Square, StoreError};
use dice_core::text::os_reason;
use std::fs;
use std::io::{self, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

/// The first word of a state file: "abbState" read little-endian.
const STATE_MAGIC: u64 = u64::from_le_bytes(*b"abbState");

/// The layer files of one class of start square.
#[derive(Debug, Clone)]
pub(crate) struct LayerFiles {
    dir: PathBuf,
    board: Shape,
}

impl LayerFiles {
    /// The files of class `class` of the census of `board` in `dir`.
    pub(crate) fn new(dir: &Path, board: Shape, class: usize) -> LayerFiles {
        LayerFiles {
            dir: dir.join(format!("class-{class}-layers")),
            board,
        }
    }

    fn layer(&self, depth: u32) -> PathBuf {
        self.dir.join(format!("layer-{depth}"))
    }

    fn hole(&self, depth: u32, hole: usize) -> PathBuf {
        self.layer(depth).join(format!("hole-{hole}.bin"))
    }

    fn state(&self, depth: u32) -> PathBuf {
        self.dir.join(format!("state-{depth}.bin"))
    }

    /// The states in the folder, deepest first.
    fn depths(&self) -> Vec<u32> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut depths: Vec<u32> = entries
            .filter_map(|e| {
                let name = e.ok()?.file_name().into_string().ok()?;
                name.strip_prefix("state-")?
                    .strip_suffix(".bin")?
                    .parse()
                    .ok()
            })
            .collect();
        depths.sort_unstable_by(|a, b| b.cmp(a));
        depths
    }

    /// The search saved last, if any: refused in a line naming the file
    /// when it is damaged or of another board or start.
    pub(crate) fn saved(&self, start: Square) -> Result<Option<SavedSearch>, StoreError> {
        let Some(&depth) = self.depths().first() else {
            return Ok(None);
        };
        let path = self.state(depth);
        let named = |why: String| StoreError(format!("{}: {why}", path.display()));
        let bytes = fs::read(&path).map_err(|e| named(os_reason(&e)))?;
        let saved = decode_state(&bytes, self.board).map_err(|why| named(why.to_string()))?;
        if saved.start != start || saved.depth != depth {
            return Err(named(format!(
                "not the search from {start} after {depth} rolls"
            )));
        }
        Ok(Some(saved))
    }

    /// Removes the folder (the class is done).
    pub(crate) fn remove(&self) {
        // What cannot be removed stays: it costs disk, not answers.
        let _ = fs::remove_dir_all(&self.dir);
    }

    /// Writes to `path` through a temporary file renamed into place, as
    /// the census's other checkpoints are: whole or absent after the
    /// process is killed (not flushed to the disk: a file lost with the
    /// machine is refused by its checksum).
    pub(crate) fn write_whole(
        path: &Path,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<()> {
        let temporary = path.with_extension("tmp");
        let mut out = BufWriter::with_capacity(1 << 20, fs::File::create(&temporary)?);
        write(&mut out)?;
        out.into_inner().map_err(io::IntoInnerError::into_error)?;
        fs::rename(&temporary, path)
    }
}

impl LayerStore for LayerFiles {
    fn put(&mut self, depth: u32, hole: usize, boards: &HoleBoards) -> Result<(), StoreError> {
        let path = self.hole(depth, hole);
        let written = fs::create_dir_all(self.layer(depth))
            .and_then(|()| LayerFiles::write_whole(&path, |out| boards.write_to(out)));
        written.map_err(|e| {
            StoreError(format!(
                "{}: cannot write a layer: {}",
                path.display(),
                os_reason(&e)
            ))
        })
    }

    fn get(&mut self, depth: u32, hole: usize) -> Result<HoleBoards, StoreError> {
        let path = self.hole(depth, hole);
        let read = fs::File::open(&path)
            .and_then(|file| HoleBoards::read_from(&mut BufReader::with_capacity(1 << 20, file)));
        read.map_err(|e| {
            StoreError(format!(
                "{}: cannot read a layer: {}",
                path.display(),
                os_reason(&e)
            ))
        })
    }

    fn layer_done(&mut self, state: &SavedSearch) -> Result<(), StoreError> {
        let path = self.state(state.depth);
        let bytes = encode_state(state, self.board);
        let written = fs::create_dir_all(&self.dir)
            .and_then(|()| LayerFiles::write_whole(&path, |out| out.write_all(&bytes)));
        written.map_err(|e| {
            StoreError(format!(
                "{}: cannot write a checkpoint: {}",
                path.display(),
                os_reason(&e)
            ))
        })?;
        // The layers and states before are no longer needed.
        for depth in self.depths().into_iter().filter(|&d| d < state.depth) {
            let _ = fs::remove_file(self.state(depth));
            let _ = fs::remove_dir_all(self.layer(depth));
        }
        Ok(())
    }
}

/// A state as words: the magic, the board, the start, the depth, the
/// counts, the holes' sizes, the bitset, in little-endian bytes, then the
/// FNV-1a checksum of those bytes.
pub(crate) fn encode_state(state: &SavedSearch, board: Shape) -> Vec<u8> {
    let mut words = vec![
        STATE_MAGIC,
        u64::from(board.rows()),
        u64::from(board.cols()),
    ];
    words.extend([
        u64::from(state.start.x),
        u64::from(state.start.y),
        u64::from(state.depth),
    ]);
    for list in [&state.by_rolls, &state.layers] {
        words.push(list.len() as u64);
        words.extend_from_slice(list);
    }
    words.push(state.holes.len() as u64);
    for hole in &state.holes {
        words.push(hole.boards);
        words.extend_from_slice(&hole.ways);
    }
    words.push(state.answered.len() as u64);
    words.extend_from_slice(&state.answered);
    let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let sum = fnv1a(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    bytes
}

/// Reads what [`encode_state`] wrote for `board`.
pub(crate) fn decode_state(bytes: &[u8], board: Shape) -> Result<SavedSearch, &'static str> {
    if !bytes.len().is_multiple_of(8) || bytes.len() < 16 {
        return Err("not a checkpoint of a census layer");
    }
    let words: Vec<u64> = bytes
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("eight bytes")))
        .collect();
    let (body, sum) = words.split_at(words.len() - 1);
    if body[0] != STATE_MAGIC {
        return Err("not a checkpoint of a census layer");
    }
    if sum[0] != fnv1a(&bytes[..bytes.len() - 8]) {
        return Err("damaged (its checksum does not match)");
    }
    let mut words = Words(&body[1..]);
    let head = words.take(5)?;
    if (head[0], head[1]) != (u64::from(board.rows()), u64::from(board.cols())) {
        return Err("a checkpoint of another board");
    }
    let small = |w: u64| u8::try_from(w).map_err(|_| "damaged (unreadable)");
    let start = Square {
        x: small(head[2])?,
        y: small(head[3])?,
    };
    let depth = u32::try_from(head[4]).map_err(|_| "damaged (unreadable)")?;
    let by_rolls = words.list()?.to_vec();
    let layers = words.list()?.to_vec();
    let n_holes = words.take(1)?[0] as usize;
    let sizes = words.take(n_holes.saturating_mul(5))?;
    let holes = sizes
        .chunks_exact(5)
        .map(|w| HoleSize {
            boards: w[0],
            ways: [w[1], w[2], w[3], w[4]],
        })
        .collect();
    let answered = words.list()?.to_vec();
    if !words.0.is_empty() {
        return Err("damaged (too long)");
    }
    Ok(SavedSearch {
        start,
        depth,
        by_rolls,
        layers,
        answered,
        holes,
    })
}

/// The words of a state not read yet.
struct Words<'w>(&'w [u64]);

impl<'w> Words<'w> {
    /// The next `n` words.
    fn take(&mut self, n: usize) -> Result<&'w [u64], &'static str> {
        let (taken, rest) = self.0.split_at_checked(n).ok_or("damaged (cut short)")?;
        self.0 = rest;
        Ok(taken)
    }

    /// A count, then as many words.
    fn list(&mut self) -> Result<&'w [u64], &'static str> {
        let n = self.take(1)?[0];
        self.take(usize::try_from(n).map_err(|_| "damaged (unreadable)")?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partial::search_class;

    #[test]
    fn a_class_goes_on_from_its_last_layer_on_disk_to_the_census_of_one_run() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let board: Shape = "4x4".parse().expect("a board");
        let start = Square { x: 2, y: 2 };
        let files = LayerFiles::new(dir.path(), board, 2);
        let whole = search_class(board, start, 10, usize::MAX, None);
        // To 6 rolls with the layers on disk: the last one kept is 5 (the
        // sixth is counted, not kept), with one layer beside its state.
        let part = search_class(board, start, 6, usize::MAX, Some((files.clone(), false)));
        assert!(part.stopped.is_none(), "{:?}", part.stopped);
        assert_eq!(part.layers, whole.layers[..7]);
        assert_eq!(files.depths(), [5]);
        let kept: Vec<_> = fs::read_dir(&files.dir).expect("the folder").collect();
        assert_eq!(kept.len(), 2, "state-5.bin and layer-5/");
        // Resumed to 10: the same counts as one search, and no more.
        let resumed = search_class(board, start, 10, usize::MAX, Some((files.clone(), true)));
        assert_eq!(
            (resumed.census, resumed.layers),
            (whole.census, whole.layers)
        );
        assert_eq!(files.depths(), [9]);
        files.remove();
        assert!(!files.dir.exists());
    }

    #[test]
    fn a_damaged_layer_or_state_stops_the_class_with_a_line_naming_the_file() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let board: Shape = "3x3".parse().expect("a board");
        let start = Square { x: 1, y: 1 };
        let files = LayerFiles::new(dir.path(), board, 0);
        search_class(board, start, 6, usize::MAX, Some((files.clone(), false)));
        let hole = fs::read_dir(files.layer(5)).expect("layer 5").next();
        let hole = hole.expect("a hole").expect("an entry").path();
        let mut bytes = fs::read(&hole).expect("the hole's file");
        let at = bytes.len() - 3;
        bytes[at] ^= 1;
        fs::write(&hole, bytes).expect("written back");
        let run = search_class(board, start, 9, usize::MAX, Some((files.clone(), true)));
        let why = run.stopped.expect("stopped").why.to_string();
        assert!(
            why.contains(&format!("{}: cannot read a layer: ", hole.display())),
            "{why}"
        );
        let state = files.state(5);
        fs::write(&state, b"not a state").expect("written");
        let run = search_class(board, start, 9, usize::MAX, Some((files.clone(), true)));
        let why = run.stopped.expect("stopped").why.to_string();
        assert!(
            why.contains(&format!("{}: not a checkpoint", state.display())),
            "{why}"
        );
    }

    #[test]
    fn a_state_reads_back_and_a_damaged_one_is_refused() {
        let board: Shape = "2x3".parse().expect("a board");
        let state = SavedSearch {
            start: Square { x: 2, y: 1 },
            depth: 2,
            by_rolls: vec![1, 2, 3],
            layers: vec![1, 3, 6],
            answered: vec![5, 0, 9],
            holes: vec![
                HoleSize {
                    boards: 3,
                    ways: [1, 0, 2, 0]
                };
                6
            ],
        };
        let bytes = encode_state(&state, board);
        assert_eq!(decode_state(&bytes, board), Ok(state));
        let mut damaged = bytes.clone();
        damaged[60] ^= 1;
        assert_eq!(
            decode_state(&damaged, board),
            Err("damaged (its checksum does not match)")
        );
        let other: Shape = "3x2".parse().expect("a board");
        assert_eq!(
            decode_state(&bytes, other),
            Err("a checkpoint of another board")
        );
        assert!(decode_state(&bytes[..bytes.len() - 8], board).is_err());
    }
}
