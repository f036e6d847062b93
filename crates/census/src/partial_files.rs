//! Checkpoints of the census up to `--max-rolls` on workers: a class a
//! file. The worker that searched class `C` writes its run to
//! `DIR/class-C.ckpt` when the class ends (a temporary file renamed into
//! place, so that a file is whole or absent); with `--resume DIR` a class
//! whose file holds a run to the bound is read instead of searched, by
//! whichever worker owns it now. A file is a line naming the format, a
//! line of JSON (the board, the bound, the class and its run) and a line
//! with the 64-bit FNV-1a checksum of that JSON, in hexadecimal.

use crate::checkpoint::{Refused, fnv1a};
use crate::layer_files::LayerFiles;
use crate::partial::SentRun;
use cube_puzzle::Shape;
use serde::{Deserialize, Serialize};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The first line of a file.
const MAGIC: &str = "abbott partial census class 1";

/// The checkpoint files of one census up to a bound.
#[derive(Debug, Clone)]
pub(crate) struct ClassFiles {
    dir: PathBuf,
    board: Shape,
    max_rolls: u32,
}

/// What a file's JSON holds.
#[derive(Serialize, Deserialize)]
struct ClassFile {
    board: String,
    max_rolls: u32,
    class: u64,
    run: SentRun,
}

impl ClassFiles {
    /// The files in `dir` of the census of `board` up to `max_rolls`.
    pub(crate) fn new(dir: &Path, board: Shape, max_rolls: u32) -> ClassFiles {
        ClassFiles {
            dir: dir.to_path_buf(),
            board,
            max_rolls,
        }
    }

    /// Refuses a folder that cannot be read (a mistyped `--resume DIR`),
    /// in a line naming it.
    pub(crate) fn folder(&self) -> Result<(), Refused> {
        let read = fs::read_dir(&self.dir).map(drop);
        read.map_err(|e| format!("{}: {}", self.dir.display(), dice_core::text::os_reason(&e)))
    }

    /// The layer files of class `class`, kept while it is searched.
    pub(crate) fn layers(&self, class: usize) -> LayerFiles {
        LayerFiles::new(&self.dir, self.board, class)
    }

    fn path(&self, class: usize) -> PathBuf {
        self.dir.join(format!("class-{class}.ckpt"))
    }

    /// Writes the run of class `class`, or says why not in a line naming
    /// the file.
    pub(crate) fn write(&self, class: usize, run: &SentRun) -> Result<(), Refused> {
        let path = self.path(class);
        let written = self.try_write(&path, class, run);
        written.map_err(|e| {
            let why = dice_core::text::os_reason(&e);
            format!("{}: cannot write a checkpoint: {why}", path.display())
        })
    }

    fn try_write(&self, path: &Path, class: usize, run: &SentRun) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let file = ClassFile {
            board: self.board.to_string(),
            max_rolls: self.max_rolls,
            class: class as u64,
            run: run.clone(),
        };
        let json = serde_json::to_string(&file).map_err(io::Error::other)?;
        let text = format!("{MAGIC}\n{json}\n{:016x}\n", fnv1a(json.as_bytes()));
        // A temporary name of this process's own: with --slices, the first
        // worker of every process writes the same class's file, and on one
        // machine they share the folder.
        let temporary = path.with_extension(format!("{}.tmp", std::process::id()));
        fs::write(&temporary, text)?;
        fs::rename(&temporary, path)
    }

    /// The run of class `class` saved in its file (`None` without one),
    /// refused with a line naming the file unless it is whole and of this
    /// board, bound and class.
    pub(crate) fn read(&self, class: usize) -> Result<Option<SentRun>, Refused> {
        let path = self.path(class);
        let named = |why: &str| format!("{}: {why}", path.display());
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(named(&dice_core::text::os_reason(&e))),
        };
        let lines: Vec<&str> = text.lines().collect();
        let [MAGIC, json, sum] = lines[..] else {
            return Err(named("not a checkpoint of a census up to --max-rolls"));
        };
        if u64::from_str_radix(sum, 16) != Ok(fnv1a(json.as_bytes())) {
            return Err(named("damaged (its checksum does not match)"));
        }
        let file: ClassFile =
            serde_json::from_str(json).map_err(|_| named("damaged (unreadable)"))?;
        if file.board != self.board.to_string() {
            let why = format!(
                "a checkpoint of the {} board, not {}",
                file.board, self.board
            );
            return Err(named(&why));
        }
        if file.max_rolls != self.max_rolls {
            let (theirs, ours) = (file.max_rolls, self.max_rolls);
            return Err(named(&format!(
                "a checkpoint up to {theirs} rolls, not {ours}"
            )));
        }
        if file.class != class as u64 {
            return Err(named(&format!("a checkpoint of class {}", file.class)));
        }
        Ok(Some(file.run))
    }
}
