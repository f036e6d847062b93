//! Why a run stopped: a leaf every other module of the crate may import.

pub use dice_core::text::os_reason;

use dice_core::memory::{DatasetRefused, OutOfMemory};
use dice_core::text::InputError;
use std::io;

/// Why solving a stream stopped early.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The input was malformed or could not be read.
    #[error(transparent)]
    Input(#[from] InputError),
    /// The answers could not be written.
    #[error("cannot write the answers: {}", os_reason(.0))]
    Output(io::Error),
    /// The system refused a dataset's search its memory.
    #[error(transparent)]
    Memory(#[from] MemoryRefused),
}

/// A dataset whose search the system refused its memory: which dataset,
/// where it begins, and how much it needed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("dataset {number} (line {line}): {refused}; see README for each puzzle's memory per size")]
pub struct MemoryRefused {
    /// The dataset's number in its input, from 1.
    pub number: usize,
    /// The line where the dataset begins.
    pub line: usize,
    /// What the system refused.
    pub refused: OutOfMemory,
}

impl From<DatasetRefused> for MemoryRefused {
    fn from(e: DatasetRefused) -> MemoryRefused {
        let DatasetRefused {
            number,
            line,
            refused,
        } = e;
        MemoryRefused {
            number,
            line,
            refused,
        }
    }
}
