//! Judging a claimed judge output against its input, dataset by dataset:
//! the judge layout, a legal route move by move, and the shortest length
//! (or any length with `--allow-longer`); cube answers must be exact.
//!
//! [`judge`] gives one [`DatasetVerdict`] per dataset; [`check`] is
//! `abbott check`'s own report on top of it, and [`interface`] speaks the
//! judge systems' checker interfaces (ICPC/Kattis and testlib).

mod command;
pub mod interface;

pub use crate::judging::{CheckError, Claims, DatasetVerdict, Judging, Length, Rejection};
pub use command::{Form, Request, command};

use crate::judging::Halt;
use crate::puzzle::Puzzle;
use cube_puzzle::Shape;
use std::io::{BufRead, Write};

/// How many datasets passed and failed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Answers that are right.
    pub passed: usize,
    /// Answers that are wrong or missing (and extra answers, as one).
    pub failed: usize,
}

/// Judges `output` against `input`, handing each dataset's verdict to
/// `each` in input order, then one for output after the last answer, if
/// there is any. Stops at the first error `each` returns.
pub fn judge<E: From<CheckError>>(
    puzzle: Puzzle,
    input: impl BufRead,
    output: impl BufRead,
    length: Length,
    each: impl FnMut(DatasetVerdict) -> Result<(), E>,
) -> Result<(), E> {
    let judging = Judging {
        length,
        claims: Claims::Answers,
    };
    judge_on(puzzle, Shape::STATEMENT, input, output, judging, each)
}

/// [`judge`] with the cube puzzle on `board` (the mazes ignore it), by
/// `judging`'s demands.
pub fn judge_on<E: From<CheckError>>(
    puzzle: Puzzle,
    board: Shape,
    input: impl BufRead,
    output: impl BufRead,
    Judging { length, claims }: Judging,
    mut each: impl FnMut(DatasetVerdict) -> Result<(), E>,
) -> Result<(), E> {
    // The caller's own stop is kept here while the judging unwinds.
    let mut stopped = None;
    let kind = crate::kind::of(crate::puzzle::Chosen { puzzle, board });
    let (mut input, mut output) = (input, output);
    let mut give = |verdict| {
        each(verdict).map_err(|e| {
            stopped = Some(e);
            Halt::Stopped
        })
    };
    let res = match claims {
        Claims::Answers => kind.judge(&mut input, &mut output, length, &mut give),
        Claims::WithRolls => kind.judge_with_rolls(&mut input, &mut output, &mut give),
    };
    match res {
        Ok(()) => Ok(()),
        Err(Halt::Error(e)) => Err(E::from(e)),
        Err(Halt::Stopped) => stopped.map_or(Ok(()), Err),
    }
}

/// Checks `output` against `input`, writing a line per failing dataset
/// (`NAME: reason`) and a closing `N passed, M failed` to `report`.
pub fn check(
    puzzle: Puzzle,
    input: impl BufRead,
    output: impl BufRead,
    length: Length,
    report: &mut impl Write,
) -> Result<Tally, CheckError> {
    let judging = Judging {
        length,
        claims: Claims::Answers,
    };
    check_on(puzzle, Shape::STATEMENT, input, output, judging, report)
}

/// [`check`] with the cube puzzle on `board` (the mazes ignore it), by
/// `judging`'s demands.
pub fn check_on(
    puzzle: Puzzle,
    board: Shape,
    input: impl BufRead,
    output: impl BufRead,
    judging: Judging,
    report: &mut impl Write,
) -> Result<Tally, CheckError> {
    let mut tally = Tally::default();
    let (mut n_datasets, mut n_missing) = (0, 0);
    judge_on(
        puzzle,
        board,
        input,
        output,
        judging,
        |found: DatasetVerdict| {
            if found.label != "output" {
                n_datasets += 1;
            }
            match found.verdict {
                Ok(()) => tally.passed += 1,
                Err(Rejection::Missing) => {
                    tally.failed += 1;
                    n_missing += 1;
                }
                Err(reason) => {
                    tally.failed += 1;
                    writeln!(report, "{}: {reason}", found.label).map_err(CheckError::Report)?;
                }
            }
            Ok::<(), CheckError>(())
        },
    )?;
    if n_missing > 0 {
        let n_answers = n_datasets - n_missing;
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        writeln!(
            report,
            "output: {} for {}",
            plural(n_answers, "answer", "answers"),
            plural(n_datasets, "dataset", "datasets")
        )
        .map_err(CheckError::Report)?;
    }
    writeln!(report, "{} passed, {} failed", tally.passed, tally.failed)
        .map_err(CheckError::Report)?;
    Ok(tally)
}

#[cfg(test)]
mod tests;
