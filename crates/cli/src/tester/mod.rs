//! `abbott test PUZZLE [--board RxC] -- COMMAND [ARGS...]`: runs a
//! contestant's program on the statement's sample, the package's secret
//! files (on the statement's board) and random files designed against the
//! classic mistakes, judges every answer by `abbott check`'s rules, and
//! shrinks the first failure to the smallest input that still fails,
//! reported with both answers drawn.
//!
//! The tester names no puzzle: each puzzle's `Kind` starts a session
//! ([`test()`]) with its [`Subject`] (`dice`, `arrow`, `cube`: datasets
//! read, written, drawn at random, made simpler and drawn in the
//! terminal, the cube's on its board) and itself as the `judging::Rules`
//! that validate, judge and answer; the caller hands in the fixed inputs
//! ([`Config::fixed`]). `hunt` finds a failure, `shrink` shrinks it,
//! `report` tells it; `session` runs the program in parallel waves
//! through `program` and judges each run with `judge` (by the rules, or
//! from the answers a subject keeps: the cube's, so that a session
//! searches each dataset once); `config` holds the shared types; `maze`
//! and `draw` what the two mazes share.

mod arrow;
mod carried;
mod cgroup;
mod config;
mod cube;
mod cube_kin;
mod dice;
mod draw;
mod ending;
mod guard;
mod hunt;
mod judge;
mod launch;
mod longest;
mod maze;
mod pipes;
mod procfs;
mod program;
mod report;
mod sandbox;
mod session;
mod shrink;
mod status;
mod subject;

pub use arrow::Arrow;
pub use config::{Config, Fixed, Later, TestError};
pub use cube::Cube;
pub use dice::Dice;
pub use guard::Guard;
pub use judge::{Fault, FaultKind};
pub use program::{Ending, Limits, Program, Run};
pub use subject::{Noun, Size, Subject};

use crate::args::TestArgs;
use abbott_judge::Rules;
use session::Session;
use std::io::Write;
use std::path::Path;

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every dataset passed: exit 0.
    Passed,
    /// A failing input was found and reported: exit 1.
    Failed,
}

/// The settings `args` ask for, with the inputs run before the random
/// ones (`fixed` now, `later` once made), the session `asked` for at that
/// instant; each run is launched by `launcher` (abbott's own executable),
/// if given.
pub fn config(
    args: &TestArgs,
    (fixed, later): (Vec<Fixed>, Option<Later>),
    asked: std::time::Instant,
    launcher: Option<std::path::PathBuf>,
) -> Config {
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    Config {
        command: args.command.clone(),
        time_limit: args.time_limit,
        memory_bytes: args.memory_limit.unwrap_or(Limits::MEMORY_BYTES),
        output_bytes: args.output_limit.unwrap_or(Limits::OUTPUT_BYTES),
        processes: args.process_limit.unwrap_or_else(Limits::default_processes),
        launcher,
        jobs,
        cases: args.cases,
        time: args.time,
        seed: args.seed,
        save: args.save.clone(),
        box_dirs: args.box_dirs.clone(),
        box_writes: args.box_writes.clone(),
        fixed,
        later,
        asked,
    }
}

/// Tests the program `config` names on `subject`, judged by `rules` (the
/// same puzzle on the same board), writing the report to `out` (in colour
/// if `colour`).
pub fn test<S: Subject>(
    subject: S,
    rules: &dyn Rules,
    config: Config,
    out: &mut dyn Write,
    colour: bool,
) -> Result<Outcome, TestError> {
    let mut session = Session::new(subject, rules, config)?;
    if let Some(limits) = session.program.measured_only() {
        eprintln!(
            "note: abbott cannot make a control group here: the limits of {limits} are \
             measured from /proc, not enforced by the kernel"
        );
    }
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
    // Past `--time` the shrunk input is not run again: a time limit passed
    // once is then not taken as settled.
    let judged = if session.out_of_time() {
        let once = shrunk
            .judged
            .fault
            .as_ref()
            .is_some_and(Fault::needs_repeats);
        (!once).then(|| shrunk.judged.clone())
    } else {
        Some(session.settled(&input, shrunk.judged.clone())?)
    };
    let kind = |judged: &session::Judged| judged.fault.as_ref().map(Fault::kind);
    if judged.as_ref().map(kind) != Some(kind(&found.judged)) {
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
