//! Judging a claimed judge output against its input, dataset by dataset:
//! the judge layout, a legal route move by move, and the shortest length
//! (or any length with `--allow-longer`); cube answers must be exact.
//!
//! [`judge`] gives one [`DatasetVerdict`] per dataset; [`check`] is
//! `abbott check`'s own report on top of it, and the `interface` module speaks the
//! judge systems' checker interfaces (ICPC/Kattis and testlib).

pub use crate::judging::{CheckError, Claims, DatasetVerdict, Judging, Length, Rejection};

use crate::judging::Halt;
use crate::puzzle::Puzzle;
use cube_puzzle::Shape;
use std::io::{BufRead, Write};

/// How many answers passed and failed, and how many datasets had none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Answers that are right.
    pub passed: usize,
    /// Answers that are wrong or missing (and extra answers, as one).
    pub failed: usize,
    /// Datasets judged.
    pub datasets: usize,
    /// Datasets with no answer in the output.
    pub missing: usize,
}

impl Tally {
    /// Counts `found`, giving the report's line for it: `LABEL: REASON`
    /// for a wrong answer, nothing for a right or missing one (the
    /// missing are counted in the summary).
    pub fn add(&mut self, found: &DatasetVerdict) -> Option<String> {
        if found.label != "output" {
            self.datasets += 1;
        }
        match &found.verdict {
            Ok(()) => {
                self.passed += 1;
                None
            }
            Err(Rejection::Missing) => {
                self.failed += 1;
                self.missing += 1;
                None
            }
            Err(reason) => {
                self.failed += 1;
                Some(format!("{}: {reason}", found.label))
            }
        }
    }

    /// The report's closing lines: how many answers the output held when
    /// some are missing, then `N passed, M failed`.
    pub fn summary(&self) -> Vec<String> {
        let plural =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let mut lines = Vec::new();
        if self.missing > 0 {
            lines.push(format!(
                "output: {} for {}",
                plural(self.datasets - self.missing, "answer", "answers"),
                plural(self.datasets, "dataset", "datasets")
            ));
        }
        lines.push(format!("{} passed, {} failed", self.passed, self.failed));
        lines
    }
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
    let kind = crate::rules::of(crate::puzzle::Chosen { puzzle, board });
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
    judge_on(
        puzzle,
        board,
        input,
        output,
        judging,
        |found: DatasetVerdict| {
            if let Some(line) = tally.add(&found) {
                writeln!(report, "{line}").map_err(CheckError::Report)?;
            }
            Ok::<(), CheckError>(())
        },
    )?;
    for line in tally.summary() {
        writeln!(report, "{line}").map_err(CheckError::Report)?;
    }
    Ok(tally)
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;
