//! Why a census was not written: the errors of the census on workers and
//! of the census in one process, each said in one line.

use crate::cluster::ClusterError;
use crate::needs::NotEnoughMemory;
use cube_puzzle::{OutOfMemory, PartialError, Shape, Square, TooManySquares};
use std::io;

/// Where a refusal of memory sends the reader: the page and section of
/// abbott's docs that give each board's memory, with the command that
/// measures each figure.
pub const MEMORY_PAGE: &str = "memory per size: docs/performance.md#memory-per-size";

/// Why a census on timely workers was not written.
#[derive(Debug, thiserror::Error)]
pub enum CensusError {
    /// The settings or the host file do not make a cluster, or it could
    /// not be formed.
    #[error(transparent)]
    Cluster(#[from] ClusterError),
    /// The board is too large for complete tables.
    #[error(transparent)]
    TooLarge(#[from] TooManySquares),
    /// This process's share of the tables does not fit its memory.
    #[error(transparent)]
    NotEnoughMemory(#[from] NotEnoughMemory),
    /// The system refused a worker its slice.
    #[error("the census of {shape}: {refused}; {MEMORY_PAGE}")]
    Memory {
        /// The board.
        shape: Shape,
        /// What the system refused.
        refused: OutOfMemory,
    },
    /// A worker stopped (a peer went away, or a parcel did not fit).
    #[error("the census of {shape}: a worker stopped: {reason}")]
    Worker {
        /// The board.
        shape: Shape,
        /// Why.
        reason: String,
    },
    /// A checkpoint was not written, or refused: a line naming the file.
    #[error("{0}")]
    Checkpoint(String),
    /// A class of a census up to a bound stopped before it (its rows were
    /// written to where it got), or writing the CSV failed.
    #[error(transparent)]
    Partial(#[from] PartialCensusError),
    /// Writing the CSV failed.
    #[error("cannot write the census: {0}")]
    Output(#[from] std::io::Error),
}

/// Why the complete census in one process was not written.
#[derive(Debug, thiserror::Error)]
pub enum CsvError {
    /// Writing the CSV failed.
    #[error("cannot write the census: {0}")]
    Output(std::io::Error),
    /// The board is too large for complete tables.
    #[error(transparent)]
    TooLarge(#[from] TooManySquares),
    /// The system refused the tables' memory.
    #[error("the census of {shape}: {refused}; {MEMORY_PAGE}")]
    Memory {
        /// The board.
        shape: Shape,
        /// What the system refused.
        refused: OutOfMemory,
    },
}

impl CsvError {
    /// The library's refusal of the census of `shape`.
    pub(crate) fn of(shape: Shape) -> impl Fn(cube_puzzle::CensusError) -> CsvError {
        move |e| match e {
            cube_puzzle::CensusError::TooLarge(e) => CsvError::TooLarge(e),
            cube_puzzle::CensusError::Memory(refused) => CsvError::Memory { shape, refused },
        }
    }
}

/// Why a partial census was not written in full.
#[derive(Debug, thiserror::Error)]
pub enum PartialCensusError {
    /// A class's search stopped before the bound: its rows (to where it
    /// got) were written.
    #[error("the census of {shape} from {start}: {why}")]
    Stopped {
        /// The board.
        shape: Shape,
        /// The class's start square.
        start: Square,
        /// Where and why it stopped.
        why: PartialError,
    },
    /// Writing the CSV failed.
    #[error("cannot write the census: {0}")]
    Output(#[from] io::Error),
    /// Writing the CSV of the patterns unreached failed: a line naming
    /// the file.
    #[error("cannot write the patterns unreached: {0}")]
    Unreached(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_census_says_its_figure_and_the_page_too() {
        let shape = "3x4".parse().expect("a board");
        let refused = OutOfMemory::of::<u8>(1_700_000_000);
        assert_eq!(
            CsvError::Memory { shape, refused }.to_string(),
            "the census of 3x4: needs about 1.7 GB of memory and the system refused it; \
             memory per size: docs/performance.md#memory-per-size"
        );
    }
}
