//! Judging answers against datasets, below any one puzzle: verdicts as
//! types, the judge layout of route answers read answer by answer, and
//! numbers read one per dataset. Each puzzle's judging (in `rules`) is
//! written over these; `check` reports and speaks the judge systems'
//! interfaces on top.

mod noun;
mod numbers;
mod rolls;
mod routes;
mod rules;
mod verdict;

pub use noun::{MOVES, Noun};
pub(crate) use numbers::{AnswerLine, judge_lines};
pub(crate) use rolls::rolls_verdict;
pub use routes::nth_route;
pub(crate) use routes::{RoutePuzzle, judge_routes};
pub use rules::Rules;
pub use verdict::{DatasetVerdict, Rejection, RollFault};

use crate::error::MemoryRefused;
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format, InputError};
use std::io::{self, BufRead};

/// How a judging stopped early: an error, or the stop of the caller that
/// is handed each verdict.
#[derive(Debug)]
pub enum Halt {
    /// Judging could not go on.
    Error(CheckError),
    /// The caller stopped it.
    Stopped,
}

impl From<CheckError> for Halt {
    fn from(e: CheckError) -> Halt {
        Halt::Error(e)
    }
}

/// Why checking could not go on.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// The input (the datasets) is malformed or unreadable.
    #[error("input: {0}")]
    Input(#[from] InputError),
    /// The report could not be written.
    #[error("cannot write the report: {0}")]
    Report(io::Error),
    /// A route passed every rule of a dataset the solver finds no route
    /// for: the checker itself cannot be trusted on this input.
    #[error("{label}: a legal {what} was given where the solver finds none")]
    SolverDisagrees {
        /// The dataset.
        label: String,
        /// `tour` or `route`.
        what: &'static str,
    },
    /// The system refused a dataset's search its memory: the checker
    /// cannot judge that dataset's answer (never a verdict on it).
    #[error("input: {0}")]
    Memory(MemoryRefused),
}

/// The refusal of the search of the dataset `datasets` read last, its
/// `number`-th (from 1).
fn refused<R: BufRead, F: Format>(
    datasets: &Datasets<R, F>,
    number: usize,
) -> impl FnOnce(OutOfMemory) -> CheckError {
    let line = datasets.dataset_line();
    move |refused| {
        CheckError::Memory(MemoryRefused {
            number,
            line,
            refused,
        })
    }
}

/// What each cube answer line of an output holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claims {
    /// The judge's number alone: the statement's output.
    Answers,
    /// The number and the rolls that make it, as `--moves` prints them
    /// (a maze's answer always carries its route).
    WithRolls,
}

/// What an output is judged by beyond the datasets: the routes' length
/// and what each cube answer line holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judging {
    /// Only shortest routes, or any legal one.
    pub length: Length,
    /// The cube's numbers alone, or with their rolls.
    pub claims: Claims,
}

impl Judging {
    /// The statement's demands: shortest routes, the cube's numbers alone.
    pub const STATEMENT: Judging = Judging {
        length: Length::Shortest,
        claims: Claims::Answers,
    };
}

/// Whether routes longer than the shortest are accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// Only shortest routes: the statements' rule.
    Shortest,
    /// Any legal route (`--allow-longer`).
    AnyLegal,
}

/// Judges the numbers in `output` (one per dataset, the judge's answer)
/// for every dataset of `datasets`, then any line after the last (one
/// error, naming the first); a stray line before an answer is one error
/// (`numbers::judge_lines`). A dataset whose `answer` the system refuses
/// its memory stops the judging with [`CheckError::Memory`], after the
/// verdicts before it.
pub fn judge_numbers<R: BufRead, F: Format, E: From<CheckError>>(
    datasets: Datasets<R, F>,
    output: impl BufRead,
    answer: impl FnMut(&F::Dataset) -> Result<i64, OutOfMemory>,
    each: &mut dyn FnMut(DatasetVerdict) -> Result<(), E>,
) -> Result<(), E> {
    let verdict =
        |_: &F::Dataset, expected: &i64, line: &AnswerLine| number_verdict(*expected, line);
    numbers::judge_lines(datasets, output, answer, verdict, each)
}

/// The verdict on an answer line that must be the number `expected`.
pub(crate) fn number_verdict(expected: i64, line: &AnswerLine) -> Result<(), Rejection> {
    match dice_core::judge::canonical_integer(&line.text) {
        Some(found) if found == expected => Ok(()),
        Some(found) => Err(Rejection::WrongNumber { expected, found }),
        None if rolls::looks_like_rolls(&line.text) => {
            Err(Rejection::RollsNotAsked { line: line.line })
        }
        None => Err(Rejection::NotANumber {
            line: line.line,
            found: line.text.chars().take(40).collect(),
        }),
    }
}
