#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod arrow;
mod carried;
mod cgroup;
mod config;
mod confine;
mod cube;
mod cube_kin;
mod dice;
mod draw;
mod ending;
mod fork;
pub mod grid;
mod guard;
mod hidden;
mod hunt;
mod judge;
mod launch;
mod longest;
mod maze;
mod observe;
mod pipes;
mod procfs;
mod program;
mod report;
mod sandbox;
mod serve;
mod served;
mod session;
mod shrink;
mod status;
mod stored;
mod subject;

pub use arrow::Arrow;
pub use config::{Config, Fixed, Origins, TestError};
pub use confine::{OPEN_FILES, Rlimits, Variable};
pub use cube::Cube;
pub use dice::Dice;
pub use guard::Guard;
pub use judge::{Fault, FaultKind};
pub use observe::{Notice, Observer, Quiet};
pub use program::{Ending, Limits, Program, Run};
pub use sandbox::{RunBox, Sandbox, Shown};
pub use serve::serve;
pub use served::KeptLauncher;
pub use subject::{Noun, Size, Subject};

use abbott_judge::Rules;
use session::Session;
use std::io::Write;
use std::path::Path;

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every dataset passed (`abbott test` exits 0).
    Passed,
    /// A failing input was found and reported (`abbott test` exits 1).
    Failed,
    /// Every dataset run passed, but the session ended (`--time`,
    /// `--cases`) before every fixed input (the sample and the package's
    /// secret files) had run whole: not a pass (`abbott test` exits 3).
    Unfinished,
}

/// Tests the program `config` names on `subject`, judged by `rules` (the
/// same puzzle on the same board), writing the report to `out` (in colour
/// if `colour`); `observer` hears the session's progress.
pub fn test<S: Subject>(
    subject: S,
    rules: &dyn Rules,
    config: Config,
    observer: &mut dyn Observer,
    (out, colour): (&mut dyn Write, bool),
) -> Result<Outcome, TestError> {
    let mut session = Session::new(subject, rules, config, observer)?;
    if let Some(limits) = session.program.measured_only() {
        observer.notice(&Notice::MeasuredOnly(limits));
    }
    if let Some(hard) = session
        .program
        .rlimits()
        .and_then(confine::stack_held_below)
    {
        observer.notice(&Notice::StackHeld(hard));
    }
    let found = hunt::hunt(&mut session, observer);
    let Some(found) = found? else {
        observer.finished();
        let figures = &session.figures;
        if figures.fixed_whole < session.config.fixed.len() as u64 {
            report::unfinished(&session, out).map_err(TestError::Report)?;
            return Ok(Outcome::Unfinished);
        }
        report::passed(&session, out).map_err(TestError::Report)?;
        return Ok(Outcome::Passed);
    };
    observer.shrinking();
    let shrunk = shrink::shrink(&mut session, found.datasets.clone(), found.judged.clone());
    observer.finished();
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
