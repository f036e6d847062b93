//! `abbott PUZZLE [-j N] [--format json] FILE...`: many files, many
//! threads, answers in input order.
//!
//! The main thread cuts the input into pieces of whole datasets without
//! parsing them (it only finds where each dataset ends); a batch of pieces
//! is parsed, solved and formatted in parallel (rayon), and printed in
//! order while the next pieces are cut, so memory stays bounded however
//! large the file. Files follow each other in one stream of pieces: the
//! next file is cut while the last pieces of this one are answered. A
//! parse error inside a piece carries the piece's first line, so it names
//! the same line and column as a serial run would.
//!
//! - `framer`: finds where datasets end and cuts pieces of whole datasets.
//! - `worker`: parses, solves and formats one piece on a pool thread.
//! - `ordered`: keeps pieces of each input in turn in flight and prints
//!   their answers in order.
//! - `cube`: the cube puzzle's answers on other boards and with the rolls,
//!   one dataset at a time on each thread.

mod cube;
mod framer;
mod ordered;
mod worker;

pub use cube::{answer_files as answer_cube_files, answer_stream_parallel};
pub use ordered::{Source, Sources, Stopped};
pub(crate) use ordered::{answer_arrow, answer_cube, answer_dice};

use std::num::NonZeroUsize;

/// How many threads answer: all cores, or `-j N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Threads {
    /// One per core.
    AllCores,
    /// Exactly this many.
    Exactly(NonZeroUsize),
}

impl Threads {
    /// One thread.
    pub const ONE: Threads = Threads::Exactly(NonZeroUsize::MIN);

    /// `-j N` if given, else `default`.
    pub fn from_jobs(jobs: Option<u16>, default: Threads) -> Threads {
        jobs.and_then(|j| NonZeroUsize::new(usize::from(j)))
            .map_or(default, Threads::Exactly)
    }

    /// The count for a thread pool builder (0 for one per core).
    pub fn pool_size(self) -> usize {
        match self {
            Threads::AllCores => 0,
            Threads::Exactly(n) => n.get(),
        }
    }
}
