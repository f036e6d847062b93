//! The cube puzzle's census on a whole board, in memory: every start
//! square's counts of patterns by fewest rolls, written as CSV.

use abbott_judge::RunError;
use abbott_judge::cube::solver;
use cube_puzzle::{Shape, TooManySquares};
use dice_core::memory::OutOfMemory;
use rayon::prelude::*;
use std::io::Write;

/// Why a census was not written.
#[derive(Debug, thiserror::Error)]
pub enum CensusError {
    /// Writing failed.
    #[error(transparent)]
    Run(#[from] RunError),
    /// The board is too large for complete tables.
    #[error(transparent)]
    TooLarge(#[from] TooManySquares),
    /// The system refused the tables' memory.
    #[error(
        "the census of {shape}: {refused}; {}",
        abbott_judge::error::MEMORY_PAGE
    )]
    Memory {
        /// The board.
        shape: Shape,
        /// What the system refused.
        refused: OutOfMemory,
    },
}

impl CensusError {
    /// The library's refusal of the census of `shape`.
    fn of(shape: Shape) -> impl Fn(cube_puzzle::CensusError) -> CensusError {
        move |e| match e {
            cube_puzzle::CensusError::TooLarge(e) => CensusError::TooLarge(e),
            cube_puzzle::CensusError::Memory(refused) => CensusError::Memory { shape, refused },
        }
    }
}

/// The census of `shape` as CSV, `x,y,steps,patterns`, by y, then x, then
/// steps; the patterns no rolls make are counted on a row whose steps are
/// `never` (none on the statement's board). The classes of start square
/// are searched side by side, on rayon's threads (one per core; 3 x 4
/// needs up to 1.6 GB for each).
pub fn census_csv(shape: Shape, out: &mut impl Write) -> Result<(), CensusError> {
    use crate::progress::{Count, while_working};
    let census = if shape == Shape::STATEMENT {
        let census = while_working(Count::Time, "census", |_| solver().census(shape));
        census.map_err(CensusError::of(shape))?
    } else {
        let starts = cube_puzzle::census_starts(shape);
        let count = Count::Steps(starts.len() as u64);
        let classes = while_working(count, &format!("census of {shape}, starts"), |bar| {
            (starts.into_par_iter())
                .map(|start| cube_puzzle::start_census(shape, start))
                .inspect(|_| bar.inc(1))
                .collect::<Result<Vec<_>, _>>()
        });
        cube_puzzle::spread_census(shape, &classes.map_err(CensusError::of(shape))?)
    };
    crate::census::write_census(&census, out).map_err(|e| RunError::Output(e).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_census_or_generation_says_its_figure_and_the_page_too() {
        let refused = OutOfMemory::of::<u8>(1_700_000_000);
        let shape = "3x4".parse().expect("a board");
        let census = CensusError::Memory { shape, refused };
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
    fn a_board_too_large_for_the_tables_is_refused() {
        let shape = "4x4".parse().expect("a shape");
        let error = census_csv(shape, &mut Vec::new()).expect_err("too large");
        assert!(
            error.to_string().contains("16 squares: a census"),
            "{error}"
        );
    }

    #[test]
    fn census_rows_count_every_pattern() {
        let mut out = Vec::new();
        census_csv("1x2".parse().expect("a shape"), &mut out).expect("small");
        // Two squares: the cube rolls along x, so only white and blue tops
        // can be made, each with the hole on either side.
        assert_eq!(
            String::from_utf8(out).expect("text"),
            "x,y,steps,patterns\n1,1,0,1\n1,1,1,1\n1,1,never,4\n2,1,0,1\n2,1,1,1\n2,1,never,4\n"
        );
    }

    #[test]
    fn census_rows_leave_out_what_no_pattern_needs() {
        let census = |shape: &str| {
            let mut out = Vec::new();
            census_csv(shape.parse().expect("a shape"), &mut out).expect("small");
            String::from_utf8(out).expect("text")
        };
        // On 2 x 2 no pattern needs 12 to 15 rolls: those numbers have no row.
        let square = census("2x2");
        let corner: Vec<&str> = square.lines().filter(|l| l.starts_with("1,1,")).collect();
        let steps: Vec<&str> = corner
            .iter()
            .map(|l| l.split(',').nth(2).unwrap_or(""))
            .collect();
        let expected = "0 1 2 3 4 5 6 7 8 9 10 11 16 17 18 never";
        assert_eq!(steps.join(" "), expected);
        // On 2 x 3 every pattern can be made: no row says never.
        let oblong = census("2x3");
        // Four corners need 0 to 25 rolls, the two middle squares 0 to 27.
        assert_eq!(oblong.lines().count(), 1 + 4 * 26 + 2 * 28, "{oblong}");
        assert!(!oblong.contains("never") && !oblong.contains(",0\n"));
    }
}
