//! `abbott test PUZZLE -- COMMAND [ARGS...]`: runs a contestant's program
//! on the statement's sample, the package's secret files and random files
//! designed against the classic mistakes, judges every answer by `abbott
//! check`'s rules, and shrinks the first failure to the smallest input
//! that still fails, reported with both answers drawn.
//!
//! `subject::Subject` is what a puzzle brings (`dice`, `arrow`, `cube`);
//! `hunt` finds a failure, `shrink` shrinks it, `report` tells it;
//! `session` runs the program in parallel waves through `program` and
//! judges each run with `judge`; `config` holds the shared types.

mod arrow;
mod config;
mod cube;
mod dice;
mod draw;
mod hunt;
mod judge;
mod program;
mod report;
mod session;
mod shrink;
mod subject;

pub use config::{Config, TestError};
pub use judge::{Fault, FaultKind};
pub use program::{Ending, Program, Run};

use crate::args::TestArgs;
use crate::exit::{self, Failure};
use crate::puzzle::Puzzle;
use session::Session;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;
use subject::Subject;

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every dataset passed: exit 0.
    Passed,
    /// A failing input was found and reported: exit 1.
    Failed,
}

/// The settings `args` ask for.
pub fn config(args: &TestArgs) -> Config {
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    Config {
        puzzle: args.puzzle,
        command: args.command.clone(),
        time_limit: args.time_limit,
        jobs,
        cases: args.cases,
        time: args.time,
        seed: args.seed,
        save: args.save.clone(),
    }
}

/// `abbott test`: exit 0 when everything passed, 1 when a failure was
/// found, 2 when the program cannot be run.
pub fn main(args: &TestArgs) -> Result<ExitCode, Failure> {
    let colour = std::io::stdout().is_terminal();
    let mut out = exit::stdout();
    let outcome = test(config(args), &mut out, colour);
    out.flush()?;
    match outcome {
        Ok(Outcome::Passed) => Ok(ExitCode::SUCCESS),
        Ok(Outcome::Failed) => Ok(ExitCode::FAILURE),
        Err(TestError::Report(e)) => Err(Failure::Output(e)),
        Err(e) => Err(Failure::Unable(e.to_string())),
    }
}

/// Tests the program `config` names, writing the report to `out` (in
/// colour if `colour`).
pub fn test(config: Config, out: &mut dyn Write, colour: bool) -> Result<Outcome, TestError> {
    match config.puzzle {
        Puzzle::DiceMaze => session(dice::Dice::default(), config, out, colour),
        Puzzle::ArrowMaze => session(arrow::Arrow::default(), config, out, colour),
        Puzzle::CubePuzzle => session(cube::Cube::new(), config, out, colour),
    }
}

/// One session over a subject.
fn session<S: Subject>(
    subject: S,
    config: Config,
    out: &mut dyn Write,
    colour: bool,
) -> Result<Outcome, TestError> {
    let mut session = Session::new(subject, config);
    let mut progress = crate::progress::Progress::steps(session.config.cases, "testing");
    let found = hunt::hunt(&mut session, &mut progress);
    let Some(found) = found? else {
        progress.finish();
        report::passed(&session, out).map_err(TestError::Report)?;
        return Ok(Outcome::Passed);
    };
    progress.bar().set_message("shrinking");
    let shrunk = shrink::shrink(&mut session, found.datasets.clone(), found.judged.clone());
    progress.finish();
    let mut shrunk = shrunk?;
    let input = S::write(&shrunk.datasets);
    let judged = session.settled(&input, shrunk.judged.clone())?;
    if judged.fault.as_ref().map(Fault::kind) != found.judged.fault.as_ref().map(Fault::kind) {
        // The shrunk input went past the limit once but not every time:
        // the input found, which did, is reported as it is.
        shrunk.datasets = found.datasets.clone();
        shrunk.judged = found.judged.clone();
    }
    let saved = session.config.save.clone();
    if let Some(path) = &saved {
        save(path, &S::write(&shrunk.datasets))?;
    }
    report::failed(
        &mut session,
        &found,
        &shrunk,
        saved.as_deref(),
        (out, colour),
    )
    .map_err(TestError::Report)?;
    Ok(Outcome::Failed)
}

/// Writes `text` to `path` whole or not at all: beside it first, then
/// renamed into place.
fn save(path: &Path, text: &str) -> Result<(), TestError> {
    let shown = path.display().to_string();
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    let part = std::path::PathBuf::from(part);
    std::fs::write(&part, text)
        .and_then(|()| std::fs::rename(&part, path))
        .map_err(|source| TestError::Save {
            path: shown,
            source,
        })
}
