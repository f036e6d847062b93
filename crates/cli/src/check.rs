//! `abbott check PUZZLE INPUT OUTPUT`: a judge's checker. Each answer of a
//! claimed output is checked against its dataset: the judge layout, a legal
//! route move by move, and the shortest length (or any length with
//! `--allow-longer`); cube answers must be exact.

use crate::Puzzle;
use dice_core::judge::{AnswerReader, RouteAnswer};
use dice_core::text::{InputError, LineReader};
use std::io::{self, BufRead, Write};

/// How many datasets passed and failed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Answers that are right.
    pub passed: usize,
    /// Answers that are wrong or missing (and extra answers, as one).
    pub failed: usize,
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
}

/// Checks `output` against `input`, writing a line per failing dataset
/// (`NAME: reason`) and a closing `N passed, M failed` to `report`.
pub fn check(
    puzzle: Puzzle,
    input: impl BufRead,
    output: impl BufRead,
    allow_longer: bool,
    report: &mut impl Write,
) -> Result<Tally, CheckError> {
    let mut tally = Tally::default();
    let mut verdict = |label: &str, res: Result<(), String>| -> Result<(), CheckError> {
        match res {
            Ok(()) => tally.passed += 1,
            Err(reason) => {
                tally.failed += 1;
                writeln!(report, "{label}: {reason}").map_err(CheckError::Report)?;
            }
        }
        Ok(())
    };
    match puzzle {
        Puzzle::DiceMaze => {
            let mut answers = AnswerReader::new(output, dice_maze::LAYOUT);
            let mut solver = dice_maze::Solver::new();
            for maze in dice_maze::Reader::new(input) {
                let maze = maze?;
                let res = next_route(&mut answers, &maze.name).and_then(|answer| {
                    let shortest = solver.solve(&maze).n_moves();
                    judge_route(&answer, shortest, allow_longer, "tour", |route| {
                        dice_maze::check_tour(&maze, route).map_err(|e| e.to_string())
                    })
                });
                verdict(&maze.name, res)?;
            }
            extra_answers(&mut answers, &mut verdict)?;
        }
        Puzzle::ArrowMaze => {
            let mut answers = AnswerReader::new(output, arrow_maze::LAYOUT);
            let mut solver = arrow_maze::Solver::new();
            for maze in arrow_maze::Reader::new(input) {
                let maze = maze?;
                let res = next_route(&mut answers, &maze.name).and_then(|answer| {
                    let shortest = solver.solve(&maze).n_moves();
                    judge_route(&answer, shortest, allow_longer, "route", |route| {
                        arrow_maze::check_route(&maze, route).map_err(|e| e.to_string())
                    })
                });
                verdict(&maze.name, res)?;
            }
            extra_answers(&mut answers, &mut verdict)?;
        }
        Puzzle::CubePuzzle => {
            let mut lines = LineReader::new(output);
            let mut solver = cube_puzzle::Solver::new();
            for (k, dataset) in cube_puzzle::Reader::new(input).enumerate() {
                let dataset = dataset?;
                let expected = solver.solve(&dataset).judge_value();
                let res = match next_number(&mut lines) {
                    Ok(Some(found)) if found == expected => Ok(()),
                    Ok(Some(found)) => Err(format!("expected {expected}, found {found}")),
                    Ok(None) => Err("no answer in the output".into()),
                    Err(e) => Err(e),
                };
                verdict(&format!("dataset {}", k + 1), res)?;
            }
            if let Ok(Some(_)) = next_number(&mut lines) {
                verdict("output", Err("more answers than datasets".into()))?;
            }
        }
    }
    writeln!(report, "{} passed, {} failed", tally.passed, tally.failed)
        .map_err(CheckError::Report)?;
    Ok(tally)
}

/// The next route answer, which must carry `name`.
fn next_route(answers: &mut AnswerReader<impl BufRead>, name: &str) -> Result<RouteAnswer, String> {
    let answer = match answers.next_answer() {
        Ok(Some(answer)) => answer,
        Ok(None) => return Err("no answer in the output".into()),
        Err(e) => return Err(format!("output {e}")),
    };
    if answer.name != name {
        let found = &answer.name;
        return Err(format!(
            "output line {}: expected the name {name}, found {found}",
            answer.line
        ));
    }
    Ok(answer)
}

/// Judges one route answer: layout, legality, length.
fn judge_route(
    answer: &RouteAnswer,
    shortest: Option<usize>,
    allow_longer: bool,
    what: &str,
    legal: impl Fn(&[dice_core::Pos]) -> Result<usize, String>,
) -> Result<(), String> {
    if let Some(problem) = &answer.layout_error {
        return Err(problem.clone());
    }
    match (&answer.route, shortest) {
        (None, None) => Ok(()),
        (None, Some(n)) => Err(format!(
            "claims no solution, but a {what} of {n} moves exists"
        )),
        (Some(route), _) => {
            let moves = legal(route)?;
            match shortest {
                Some(n) if moves > n && !allow_longer => Err(format!(
                    "a {what} of {moves} moves, but the shortest has {n}"
                )),
                _ => Ok(()),
            }
        }
    }
}

fn extra_answers(
    answers: &mut AnswerReader<impl BufRead>,
    verdict: &mut impl FnMut(&str, Result<(), String>) -> Result<(), CheckError>,
) -> Result<(), CheckError> {
    if let Ok(Some(extra)) = answers.next_answer() {
        let reason = format!(
            "line {}: an answer for {} after the last maze",
            extra.line, extra.name
        );
        verdict("output", Err(reason))?;
    }
    Ok(())
}

/// The next non-blank output line as a number.
fn next_number(lines: &mut LineReader<impl BufRead>) -> Result<Option<i64>, String> {
    match lines.next_non_blank() {
        Ok(Some(line)) => {
            let text = line.text.trim();
            text.parse().map(Some).map_err(|_| {
                format!(
                    "output line {}: expected a number, found {text:?}",
                    line.number
                )
            })
        }
        Ok(None) => Ok(None),
        Err(e) => Err(format!("output {e}")),
    }
}
