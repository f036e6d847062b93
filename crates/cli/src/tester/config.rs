//! What one `abbott test` session is asked to do, and why it could not:
//! a leaf of shared types that the tester's other files import.

use crate::error::os_reason;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// A judge input the session runs before the random ones: the statement's
/// sample or one of the package's secret cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixed {
    /// Where it comes from, in the report's words: `the statement's
    /// sample`, `the package's secret case NAME`.
    pub source: String,
    /// The judge input.
    pub input: String,
}

/// One session's settings, resolved from the command line.
#[derive(Clone, Debug)]
pub struct Config {
    /// The program and its arguments.
    pub command: Vec<OsString>,
    /// How long one run may take before it is stopped; `None` for the
    /// puzzle's default on its board (2 s where the statement sets the
    /// limits, more on the cube's larger boards).
    pub time_limit: Option<Duration>,
    /// How many runs happen at once.
    pub jobs: usize,
    /// Stop once this many datasets have passed.
    pub cases: u64,
    /// Stop once the session has run this long.
    pub time: Duration,
    /// The seed of the random datasets and of the shrinking.
    pub seed: u64,
    /// Where to save the failing input in judge format, if anywhere.
    pub save: Option<PathBuf>,
    /// The inputs run first, in order, each with its name (none where
    /// the puzzle's board has no sample and no package).
    pub fixed: Vec<Fixed>,
    /// When the session was asked for, before its fixed inputs were made
    /// (the package's take seconds): `--time` counts from here.
    pub asked: std::time::Instant,
}

/// Why a session could not test the program.
#[derive(Debug, thiserror::Error)]
pub enum TestError {
    /// The program could not be started.
    #[error("cannot run {command}: {}", os_reason(source))]
    Spawn {
        /// The command as given.
        command: String,
        /// Why.
        source: std::io::Error,
    },
    /// The report could not be written.
    #[error("cannot write the report: {}", os_reason(.0))]
    Report(std::io::Error),
    /// The failing input could not be saved.
    #[error("cannot save the input to {path}: {}", os_reason(source))]
    Save {
        /// Where it was to go.
        path: String,
        /// Why it failed.
        source: std::io::Error,
    },
    /// abbott itself failed on a dataset it made (a bug in abbott, never a
    /// verdict on the program).
    #[error("abbott cannot judge its own dataset: {0}")]
    Internal(String),
}
