//! How a census is spread and bounded: the plain settings a caller fills
//! (the command line's flags, in abbott), read by every other module.

use std::path::PathBuf;

/// The largest bound of a census up to a number of rolls: far past any
/// board's deepest answer (45 on 3 x 4), within what a layer count holds.
pub const MAX_ROLLS_BOUND: i64 = 1000;

/// How a census is spread over workers and what it keeps. The default is
/// the census in this process without timely, on every core.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Worker threads in this process, on timely dataflow (one per core
    /// when `None` and timely runs).
    pub workers: Option<u32>,
    /// How many processes share the census (at least 1).
    pub processes: u32,
    /// This process's number, 0 to `processes - 1`; process 0 writes the
    /// CSV.
    pub process: u32,
    /// The processes' addresses, one `host:port` a line in process order,
    /// needed with more than one process.
    pub hosts: Option<PathBuf>,
    /// Every worker holds a part of every class of start square, instead
    /// of searching classes of its own; without it, a census of more
    /// workers (of every process) than classes shares every class too
    /// ([`Layout::choose`](crate::Layout::choose)).
    pub slices: bool,
    /// Where checkpoints go.
    pub checkpoint: Option<PathBuf>,
    /// Where to go on from checkpoints (and write more).
    pub resume: Option<PathBuf>,
    /// Whether to add the report's lines (`Event::Report`).
    pub report: bool,
    /// Count the answers up to this number of rolls only (at most
    /// [`MAX_ROLLS_BOUND`]), by the sparse search, on any board.
    pub max_rolls: Option<u32>,
    /// The most memory this process may hold, in MB (by default what the
    /// system has available, or three quarters of it up to a bound).
    pub max_memory: Option<u64>,
    /// With a bound, where to write the patterns each start has not
    /// reached after each layer.
    pub unreached: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            workers: None,
            processes: 1,
            process: 0,
            hosts: None,
            slices: false,
            checkpoint: None,
            resume: None,
            report: false,
            max_rolls: None,
            max_memory: None,
            unreached: None,
        }
    }
}

impl Config {
    /// Whether any setting asks for timely workers (threads, processes,
    /// checkpoints or the report); without one the complete census runs as
    /// one process's search (`census_csv`).
    pub fn on_workers(&self) -> bool {
        self.workers.is_some()
            || self.processes > 1
            || self.hosts.is_some()
            || self.checkpoint.is_some()
            || self.resume.is_some()
            || self.report
            || self.slices
    }

    /// Whether a census up to a bound runs on timely workers: with
    /// workers, processes, hosts, checkpoints or slices (the report alone
    /// keeps it in this process without timely).
    pub fn partial_on_workers(&self) -> bool {
        self.workers.is_some()
            || self.processes > 1
            || self.process > 0
            || self.hosts.is_some()
            || self.checkpoint.is_some()
            || self.resume.is_some()
            || self.slices
    }

    /// The bytes a census up to a bound may hold in this process:
    /// `max_memory`, or three quarters of what the system has available.
    pub fn memory_budget(&self) -> usize {
        match self.max_memory {
            // A budget past the address space is no bound.
            Some(mb) => usize::try_from(mb.saturating_mul(1_000_000)).unwrap_or(usize::MAX),
            None => crate::needs::default_budget(),
        }
    }
}
