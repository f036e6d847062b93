//! What one `abbott test` session is asked to do, and why it could not:
//! a leaf of shared types that the tester's other files import.

use crate::error::os_reason;
use crate::puzzle::Puzzle;
use std::ffi::OsString;
use std::path::PathBuf;
use std::time::Duration;

/// One session's settings, resolved from the command line.
#[derive(Clone, Debug)]
pub struct Config {
    /// The puzzle the program answers.
    pub puzzle: Puzzle,
    /// The program and its arguments.
    pub command: Vec<OsString>,
    /// How long one run may take before it is stopped.
    pub time_limit: Duration,
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
