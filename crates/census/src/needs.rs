//! What the complete census's tables take in one process, figured before
//! any is made (as `cube_puzzle::SlicedSearch::new` asks for them: three
//! words of parity bits and five bytes of lists a pattern), and the
//! memory the machine has for them: the census is refused when the
//! process's share does not fit, naming both figures, not for the board's
//! number of squares. With checkpoints it also says the most disk their
//! files take (two a worker, each its words seen and at most its whole
//! slice as the layer: `SlicedSearch::save`); the disk is not checked.

use cube_puzzle::{Pattern, Shape};
use std::fmt;

/// How many of a board's tables a process holds at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// Whole classes of start square, this many at once.
    Classes(usize),
    /// Slices of one class at a time: this process's workers, of all.
    Slices {
        /// This process's workers.
        workers: usize,
        /// Every process's workers.
        of: usize,
    },
}

/// The memory one process of the complete census needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Needs {
    /// The board.
    pub shape: Shape,
    /// How the process holds the tables.
    pub held: Held,
    /// Bytes of one class's tables.
    pub class: u64,
    /// Bytes of the tables the process holds at once.
    pub bytes: u64,
    /// With checkpoints, the most bytes of their files the process keeps.
    pub disk: Option<u64>,
}

impl Needs {
    /// What a process holding `held` of the tables of `shape` needs.
    pub fn of(shape: Shape, held: Held) -> Needs {
        let n_patterns = Pattern::count(shape) as u64;
        let words = ((1u64 << (shape.n_squares() - 1)) / 64).max(1);
        let per_pattern = 3 * words * 8 + 5;
        let class = n_patterns.saturating_mul(per_pattern);
        let bytes = held_patterns(n_patterns, held).saturating_mul(per_pattern);
        Needs {
            shape,
            held,
            class,
            bytes,
            disk: None,
        }
    }

    /// The same, with the most disk its checkpoints take.
    #[must_use]
    pub fn checkpointed(self) -> Needs {
        let n_patterns = Pattern::count(self.shape) as u64;
        let words = ((1u64 << (self.shape.n_squares() - 1)) / 64).max(1);
        let per_file = 2 * words * 8 + 8;
        let files = held_patterns(n_patterns, self.held).saturating_mul(2 * per_file);
        Needs {
            disk: Some(files),
            ..self
        }
    }

    /// `Ok` if `available` bytes (none said: no bound) hold the tables,
    /// else the refusal naming both figures.
    pub fn fit(self, available: Option<Available>) -> Result<Needs, NotEnoughMemory> {
        match available {
            Some(available) if available.bytes < self.bytes => Err(NotEnoughMemory {
                needs: self,
                available,
            }),
            _ => Ok(self),
        }
    }
}

/// The patterns whose tables a process holding `held` of a board of
/// `n_patterns` holds at once.
fn held_patterns(n_patterns: u64, held: Held) -> u64 {
    match held {
        Held::Classes(n) => n_patterns.saturating_mul(n as u64),
        Held::Slices { workers, of } => {
            let slice = n_patterns.div_ceil(of.max(1) as u64);
            slice.saturating_mul(workers as u64)
        }
    }
}

impl fmt::Display for Needs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (shape, bytes, class) = (self.shape, Bytes(self.bytes), Bytes(self.class));
        write!(
            f,
            "the census of {shape}: tables of about {bytes} in this process ("
        )?;
        match self.held {
            Held::Classes(1) => write!(f, "one class of start square at a time"),
            Held::Classes(n) => write!(f, "{n} classes of start square at a time, {class} each"),
            Held::Slices { workers, of } => write!(
                f,
                "{workers} of {of} slices of one class of start square at a time, {class} a class"
            ),
        }?;
        write!(f, ")")?;
        match self.disk {
            Some(disk) => write!(f, " and up to {} of disk for checkpoints", Bytes(disk)),
            None => Ok(()),
        }
    }
}

/// The memory a process may take for the tables, and where the figure
/// comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Available {
    /// Bytes.
    pub bytes: u64,
    /// Whether `--max-memory` gave it (else the system's MemAvailable).
    pub asked: bool,
}

impl Available {
    /// `--max-memory` in MB if given, else what the system has available
    /// (none where it does not say).
    pub fn of(max_memory: Option<u64>) -> Option<Available> {
        match max_memory {
            Some(mb) => Some(Available {
                bytes: mb.saturating_mul(1_000_000),
                asked: true,
            }),
            None => system_available().map(|bytes| Available {
                bytes,
                asked: false,
            }),
        }
    }
}

/// The census's tables do not fit the memory this process has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{needs}, past the {} {}: --max-rolls D counts the answers up to D rolls in far less",
    Bytes(.available.bytes),
    if .available.asked { "of --max-memory" } else { "the system has available" }
)]
pub struct NotEnoughMemory {
    /// What the process needs.
    pub needs: Needs,
    /// What it has.
    pub available: Available,
}

/// The memory the system has available to a new process (Linux's
/// MemAvailable), in bytes, if it says.
pub(crate) fn system_available() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kb = meminfo.lines().find_map(|l| {
        let rest = l.strip_prefix("MemAvailable:")?;
        rest.trim()
            .trim_end_matches("kB")
            .trim()
            .parse::<u64>()
            .ok()
    })?;
    Some(kb.saturating_mul(1024))
}

/// Bytes as people read them: `43 kB`, `1.6 GB`, `2.8 TB`.
struct Bytes(u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.0 as f64;
        match bytes {
            b if b >= 1e12 => write!(f, "{:.1} TB", b / 1e12),
            b if b >= 1e9 => write!(f, "{:.1} GB", b / 1e9),
            b if b >= 1e6 => write!(f, "{:.1} MB", b / 1e6),
            b => write!(f, "{:.0} kB", (b / 1e3).ceil()),
        }
    }
}

/// Three quarters of the memory the system has available (Linux's
/// MemAvailable), or no bound where it does not say.
pub fn default_budget() -> usize {
    let bytes = system_available().map(usize::try_from);
    // Past the address space is no bound.
    bytes.map_or(usize::MAX, |b| b.unwrap_or(usize::MAX) / 4 * 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(board: &str) -> Shape {
        board.parse().expect("a board")
    }

    #[test]
    fn a_class_of_4x4_needs_its_three_words_a_pattern_and_the_lists() {
        // 229,582,512 patterns of 3 x 4,096 + 5 bytes.
        let needs = Needs::of(shape("4x4"), Held::Classes(2));
        assert_eq!(needs.class, 229_582_512 * 12_293);
        assert_eq!(needs.bytes, 2 * needs.class);
        // 3 x 4: 2,125,764 patterns of 3 x 256 + 5 bytes, 1.6 GB.
        let needs = Needs::of(shape("3x4"), Held::Slices { workers: 2, of: 4 });
        assert_eq!(needs.class, 2_125_764 * 773);
        assert_eq!(needs.bytes, 2 * 531_441 * 773);
        assert_eq!(
            needs.to_string(),
            "the census of 3x4: tables of about 821.6 MB in this process (2 of 4 slices of one \
             class of start square at a time, 1.6 GB a class)"
        );
    }

    #[test]
    fn checkpoints_take_two_files_a_worker_of_words_seen_and_a_layer() {
        // 3 x 4 on one worker: 2,125,764 patterns of two files of 2 x 256
        // + 8 bytes.
        let needs = Needs::of(shape("3x4"), Held::Classes(1)).checkpointed();
        assert_eq!(needs.disk, Some(2_125_764 * 2 * 520));
        assert!(
            needs
                .to_string()
                .ends_with(" and up to 2.2 GB of disk for checkpoints"),
            "{needs}"
        );
    }

    #[test]
    fn the_refusal_names_what_is_needed_and_what_there_is() {
        let needs = Needs::of(shape("4x4"), Held::Classes(1));
        let available = Available {
            bytes: 24_000_000_000,
            asked: false,
        };
        let refused = needs.fit(Some(available)).expect_err("2.8 TB do not fit");
        assert_eq!(
            refused.to_string(),
            "the census of 4x4: tables of about 2.8 TB in this process (one class of start \
             square at a time), past the 24.0 GB the system has available: \
             --max-rolls D counts the answers up to D rolls in far less"
        );
        assert_eq!(needs.fit(None), Ok(needs));
        let asked = Available::of(Some(3000)).expect("asked");
        assert_eq!(
            Needs::of(shape("3x3"), Held::Classes(3))
                .fit(Some(asked))
                .map(|n| n.bytes),
            Ok(3 * 59_049 * 101)
        );
    }
}
