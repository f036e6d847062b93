//! Judging answers against datasets, below any one puzzle: verdicts as
//! types, the judge layout of route answers read answer by answer, and
//! numbers read one per dataset. Each puzzle's judging (in `kind`) is
//! written over these; `check` reports and speaks the judge systems'
//! interfaces on top.

mod rules;
mod verdict;

pub use rules::Rules;
pub use verdict::{DatasetVerdict, Rejection};

use crate::error::MemoryRefused;
use dice_core::judge::{AnswerReader, RouteAnswer};
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format, InputError, LineReader};
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

/// Whether routes longer than the shortest are accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// Only shortest routes: the statements' rule.
    Shortest,
    /// Any legal route (`--allow-longer`).
    AnyLegal,
}

/// Judges the numbers in `output` (one per dataset, the judge's answer)
/// for every dataset of `datasets`, then any number after the last. A
/// dataset whose `answer` the system refuses its memory stops the judging
/// with [`CheckError::Memory`], after the verdicts before it.
pub(crate) fn judge_numbers<R: BufRead, F: Format, E: From<CheckError>>(
    mut datasets: Datasets<R, F>,
    output: impl BufRead,
    mut answer: impl FnMut(&F::Dataset) -> Result<i64, OutOfMemory>,
    give: &mut impl FnMut(&str, Result<(), Rejection>) -> Result<(), E>,
) -> Result<(), E> {
    let mut lines = LineReader::new(output);
    let mut readable = true;
    let mut k = 0;
    while let Some(dataset) = datasets.next() {
        let dataset = dataset.map_err(CheckError::from)?;
        let expected = answer(&dataset).map_err(refused(&datasets, k + 1))?;
        let verdict = match next_number(&mut lines, &mut readable) {
            Ok(Some(found)) if found == expected => Ok(()),
            Ok(Some(found)) => Err(Rejection::WrongNumber { expected, found }),
            Ok(None) => Err(Rejection::Missing),
            Err(rejection) => Err(rejection),
        };
        give(&format!("dataset {}", k + 1), verdict)?;
        k += 1;
    }
    // Anything after the last answer is extra, a number or not (`x`, `\0`).
    if readable && !matches!(next_number(&mut lines, &mut readable), Ok(None)) {
        give(
            "output",
            Err(Rejection::Extra("more answers than datasets".into())),
        )?;
    }
    Ok(())
}

/// What judging a maze puzzle's routes needs to know of the puzzle.
pub(crate) struct RoutePuzzle<N, S, L> {
    /// How the judge lays a route out.
    pub(crate) layout: dice_core::judge::RouteLayout,
    /// `tour` or `route`, for the messages.
    pub(crate) what: &'static str,
    /// A maze's name.
    pub(crate) name: N,
    /// The moves of a maze's shortest route, if it has one, or the
    /// system's refusal of the search's memory.
    pub(crate) shortest: S,
    /// A route's moves if it is legal in the maze, else why not.
    pub(crate) legal: L,
}

/// Judges the route answers in `output` for every maze of `mazes`, then
/// any answer after the last. A maze whose search the system refuses its
/// memory stops the judging with [`CheckError::Memory`], after the
/// verdicts before it.
pub(crate) fn judge_routes<R: BufRead, F: Format, E: From<CheckError>>(
    mut mazes: Datasets<R, F>,
    output: impl BufRead,
    length: Length,
    mut puzzle: RoutePuzzle<
        impl Fn(&F::Dataset) -> String,
        impl FnMut(&F::Dataset) -> Result<Option<usize>, OutOfMemory>,
        impl Fn(&F::Dataset, &[dice_core::Pos]) -> Result<usize, String>,
    >,
    give: &mut impl FnMut(&str, Result<(), Rejection>) -> Result<(), E>,
) -> Result<(), E> {
    let mut answers = AnswerReader::new(output, puzzle.layout);
    let mut readable = true;
    let mut number = 0;
    while let Some(maze) = mazes.next() {
        number += 1;
        let maze = maze.map_err(CheckError::from)?;
        let name = (puzzle.name)(&maze);
        let verdict = match next_route(&mut answers, &name, &mut readable) {
            Ok(answer) => {
                let shortest = (puzzle.shortest)(&maze).map_err(refused(&mazes, number))?;
                judge_route(&answer, shortest, length, puzzle.what, &name, |route| {
                    (puzzle.legal)(&maze, route)
                })?
            }
            Err(rejection) => Err(rejection),
        };
        give(&name, verdict)?;
    }
    extra_answers(&mut answers, readable, give)
}

/// The next route answer, which must carry `name`. Once the output is
/// found unreadable, every later answer is missing.
pub(crate) fn next_route(
    answers: &mut AnswerReader<impl BufRead>,
    name: &str,
    readable: &mut bool,
) -> Result<RouteAnswer, Rejection> {
    if !*readable {
        return Err(Rejection::Missing);
    }
    let answer = match answers.next_answer() {
        Ok(Some(answer)) => answer,
        Ok(None) => return Err(Rejection::Missing),
        Err(e) => {
            *readable = false;
            return Err(Rejection::from_read(&e));
        }
    };
    match &answer.layout_error {
        Some(problem) if answer.name.is_empty() => Err(Rejection::Layout(problem.clone())),
        _ if answer.name != name => Err(Rejection::WrongName {
            line: answer.line,
            expected: name.to_string(),
            found: answer.name,
        }),
        _ => Ok(answer),
    }
}

/// Judges one route answer: layout, legality, length. The outer error is
/// the checker's own failure, the inner one the answer's.
pub(crate) fn judge_route(
    answer: &RouteAnswer,
    shortest: Option<usize>,
    length: Length,
    what: &'static str,
    label: &str,
    legal: impl Fn(&[dice_core::Pos]) -> Result<usize, String>,
) -> Result<Result<(), Rejection>, CheckError> {
    if let Some(problem) = &answer.layout_error {
        return Ok(Err(Rejection::Layout(problem.clone())));
    }
    Ok(match (&answer.route, shortest) {
        (None, None) => Ok(()),
        (None, Some(shortest)) => Err(Rejection::ClaimsNoSolution { what, shortest }),
        (Some(route), _) => match (legal(route), shortest) {
            (Err(why), _) => Err(Rejection::Illegal(why)),
            (Ok(_), None) => {
                return Err(CheckError::SolverDisagrees {
                    label: label.to_string(),
                    what,
                });
            }
            (Ok(moves), Some(shortest)) if moves > shortest && length == Length::Shortest => {
                Err(Rejection::Longer {
                    what,
                    moves,
                    shortest,
                })
            }
            (Ok(_), Some(_)) => Ok(()),
        },
    })
}

/// Gives a rejection for an answer after the last dataset's, if any.
pub(crate) fn extra_answers<E>(
    answers: &mut AnswerReader<impl BufRead>,
    readable: bool,
    give: &mut impl FnMut(&str, Result<(), Rejection>) -> Result<(), E>,
) -> Result<(), E> {
    if !readable {
        return Ok(());
    }
    match answers.next_answer() {
        Ok(Some(extra)) => {
            let reason = format!(
                "line {}: an answer for {} after the last maze",
                extra.line, extra.name
            );
            give("output", Err(Rejection::Extra(reason)))
        }
        Ok(None) => Ok(()),
        Err(e) => give("output", Err(Rejection::from_read(&e))),
    }
}

/// The next non-blank output line as a number. Once the output is found
/// unreadable, every later answer is missing.
pub(crate) fn next_number(
    lines: &mut LineReader<impl BufRead>,
    readable: &mut bool,
) -> Result<Option<i64>, Rejection> {
    if !*readable {
        return Ok(None);
    }
    match lines.next_non_blank() {
        Ok(Some(line)) => {
            let text = line.text.trim();
            let number = dice_core::judge::canonical_integer(text);
            number.map(Some).ok_or_else(|| Rejection::NotANumber {
                line: line.number,
                found: text.chars().take(40).collect(),
            })
        }
        Ok(None) => Ok(None),
        Err(e) => {
            *readable = false;
            Err(Rejection::from_read(&e))
        }
    }
}
