//! The mazes' route answers judged maze by maze: the judge layout, a
//! legal route move by move, and the shortest length. Answers carry their
//! maze's name, so a stray answer (or a stray line) between two is one
//! error: when the answer after it carries the name wanted, the stray one
//! is named as extra and the judging stays in step.

use super::{CheckError, DatasetVerdict, Length, Rejection, refused};
use dice_core::judge::{AnswerReader, RouteAnswer};
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format};
use std::io::BufRead;

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
    each: &mut dyn FnMut(DatasetVerdict) -> Result<(), E>,
) -> Result<(), E> {
    let mut answers = Answers::new(AnswerReader::new(output, puzzle.layout));
    let mut number = 0;
    while let Some(maze) = mazes.next() {
        number += 1;
        let maze = maze.map_err(CheckError::from)?;
        let name = (puzzle.name)(&maze);
        let (extra, answer) = answers.next_for(&name);
        if let Some(extra) = extra {
            each(DatasetVerdict::new("output", Err(extra)))?;
        }
        let line = match &answer {
            Ok(answer) => answer.line,
            Err(Rejection::WrongName { line, .. }) => *line,
            Err(_) => 0,
        };
        let verdict = match answer {
            Ok(answer) => {
                let shortest = (puzzle.shortest)(&maze).map_err(refused(&mazes, number))?;
                judge_route(&answer, shortest, length, puzzle.what, &name, |route| {
                    (puzzle.legal)(&maze, route)
                })?
            }
            Err(rejection) => Err(rejection),
        };
        each(DatasetVerdict::new(&name, verdict).on_line(line))?;
    }
    match answers.read() {
        Ok(Some(extra)) => {
            let reason = format!(
                "line {}: an answer for {} after the last maze",
                extra.line, extra.name
            );
            each(DatasetVerdict::new("output", Err(Rejection::Extra(reason))).on_line(extra.line))
        }
        Ok(None) => Ok(()),
        Err(rejection) => each(DatasetVerdict::new("output", Err(rejection))),
    }
}

/// The `index`-th route answer (from 0) of `output` laid out as `layout`,
/// if the output holds that many readable answers: what a report draws of
/// a program's answer.
pub fn nth_route(
    output: &[u8],
    layout: dice_core::judge::RouteLayout,
    index: usize,
) -> Option<RouteAnswer> {
    let mut answers = AnswerReader::new(output, layout);
    for _ in 0..index {
        answers.next_answer().ok()??;
    }
    answers.next_answer().ok()?
}

/// Route answers read one ahead, to tell a stray answer from a wrong one.
struct Answers<R> {
    reader: AnswerReader<R>,
    /// An answer read ahead.
    held: Option<RouteAnswer>,
    /// Why the output stopped being readable, met reading ahead and not
    /// said yet.
    failure: Option<Rejection>,
    /// Whether the output can still be read.
    readable: bool,
}

impl<R: BufRead> Answers<R> {
    fn new(reader: AnswerReader<R>) -> Answers<R> {
        Answers {
            reader,
            held: None,
            failure: None,
            readable: true,
        }
    }

    /// The next answer, `None` at the end of the output. Once the output
    /// is found unreadable, every later answer is missing.
    fn read(&mut self) -> Result<Option<RouteAnswer>, Rejection> {
        if let Some(answer) = self.held.take() {
            return Ok(Some(answer));
        }
        if let Some(rejection) = self.failure.take() {
            return Err(rejection);
        }
        if !self.readable {
            return Ok(None);
        }
        self.reader.next_answer().map_err(|e| {
            self.readable = false;
            Rejection::from_read(&e)
        })
    }

    /// The answer for the maze `name`, with the rejection of a stray
    /// answer before it, if one stood there: an answer that carries
    /// another name (or none) is stray when the next one carries `name`.
    fn next_for(&mut self, name: &str) -> (Option<Rejection>, Result<RouteAnswer, Rejection>) {
        let answer = match self.read() {
            Ok(Some(answer)) => answer,
            Ok(None) => return (None, Err(Rejection::Missing)),
            Err(rejection) => return (None, Err(rejection)),
        };
        if answer.name == name {
            return (None, named(answer, name));
        }
        match self.read() {
            Ok(Some(next)) if next.name == name => {
                let what = match &answer.layout_error {
                    Some(dice_core::judge::LayoutError::NoBody { .. }) => {
                        format!("an extra line {:?}", answer.name)
                    }
                    _ if answer.name.is_empty() => "an extra answer".to_string(),
                    _ => format!("an extra answer for {}", answer.name),
                };
                let reason = format!("line {}: {what} before the answer for {name}", answer.line);
                (Some(Rejection::Extra(reason)), named(next, name))
            }
            Ok(next) => {
                self.held = next;
                (None, named(answer, name))
            }
            // The output's fault is said where it is met, for the next maze.
            Err(rejection) => {
                self.failure = Some(rejection);
                (None, named(answer, name))
            }
        }
    }
}

/// An answer judged for the maze `name`: a layout slip where the name
/// belongs, or another name, is its rejection.
fn named(answer: RouteAnswer, name: &str) -> Result<RouteAnswer, Rejection> {
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
