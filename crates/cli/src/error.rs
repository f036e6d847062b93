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

/// Where a refusal of memory sends the reader: the page and section of the
/// docs that give each puzzle's memory per size, with the command that
/// measures each figure.
pub(crate) const MEMORY_PAGE: &str = "memory per size: docs/performance.md#memory-per-size";

/// A dataset whose search the system refused its memory: which dataset,
/// where it begins, and how much it needed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("dataset {number} (line {line}): {refused}; {MEMORY_PAGE}")]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_dataset_says_its_figure_and_the_page_of_the_others() {
        let refused = MemoryRefused {
            number: 4,
            line: 17,
            refused: OutOfMemory::of::<u8>(420_000_000),
        };
        assert_eq!(
            refused.to_string(),
            "dataset 4 (line 17): needs about 420 MB of memory and the system refused it; \
             memory per size: docs/performance.md#memory-per-size"
        );
    }

    #[test]
    fn a_refused_census_or_generation_says_its_figure_and_the_page_too() {
        let refused = OutOfMemory::of::<u8>(1_700_000_000);
        let shape = "3x4".parse().expect("a board");
        let census = abbott_census::CsvError::Memory { shape, refused };
        assert_eq!(
            census.to_string(),
            "the census of 3x4: needs about 1.7 GB of memory and the system refused it; \
             memory per size: docs/performance.md#memory-per-size"
        );
        let what = "maze";
        let generation = crate::generate::GenerateError::Memory {
            what,
            number: 3,
            refused: refused.part_way(),
        };
        assert_eq!(
            generation.to_string(),
            "maze 3: needs more than 1.7 GB of memory and the system refused it; \
             memory per size: docs/performance.md#memory-per-size"
        );
    }

    #[test]
    fn the_memory_page_has_that_section() {
        let page = include_str!("../../../docs/performance.md");
        let (path, anchor) = MEMORY_PAGE
            .rsplit_once(' ')
            .and_then(|(_, link)| link.split_once('#'))
            .expect("a page and a section");
        assert_eq!(path, "docs/performance.md");
        assert_eq!(anchor, "memory-per-size");
        assert!(page.lines().any(|line| line == "## Memory per size"));
    }
}
