//! What one `abbott test` session is asked to do, and why it could not:
//! a leaf of shared types that the tester's other files import.

use abbott_judge::error::os_reason;
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

/// Where each limit of a run comes from, in words for the report: `the
/// package's .timelimit`, `--memory-limit`, `DOMjudge's default`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origins {
    /// The time limit's.
    pub time: String,
    /// The memory limit's (and so the stack's).
    pub memory: String,
    /// The output limit's (and so the largest file's).
    pub output: String,
    /// The process limit's.
    pub processes: String,
}

impl Default for Origins {
    /// Every limit abbott's default.
    fn default() -> Origins {
        let default = || "abbott's default".to_string();
        Origins {
            time: default(),
            memory: default(),
            output: default(),
            processes: default(),
        }
    }
}

/// One session's settings, resolved from the command line.
#[derive(Debug)]
pub struct Config {
    /// The program and its arguments.
    pub command: Vec<OsString>,
    /// How long one run may take before it is stopped; `None` for the
    /// puzzle's default on its board (2 s where the statement sets the
    /// limits, more on the cube's larger boards).
    pub time_limit: Option<Duration>,
    /// The memory a run's processes may hold at once, in bytes.
    pub memory_bytes: u64,
    /// The bytes a run may write to standard output.
    pub output_bytes: u64,
    /// The processes a run may hold at once.
    pub processes: u64,
    /// abbott's own executable, run as the launcher of each run (every
    /// process of a run ends with it, and the limits are enforced where
    /// the machine lets abbott); `None` runs the program as the tester's
    /// own child.
    pub launcher: Option<PathBuf>,
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
    /// Folders shown read-only in each run's box beside the system's and
    /// the command's own files (`--box-dir`).
    pub box_dirs: Vec<PathBuf>,
    /// Folders shown writable in each run's box (`--box-write`).
    pub box_writes: Vec<PathBuf>,
    /// Variables passed to the program (`--env`), beside those abbott
    /// sets.
    pub env: Vec<crate::confine::Variable>,
    /// The inputs run first, in order, each with its name: the
    /// statement's sample and the package's secret files (none where the
    /// puzzle's board has no sample and no package). A session that ends
    /// before each has run whole is not a pass ([`crate::Outcome`]).
    pub fixed: Vec<Fixed>,
    /// Where each limit comes from, for the report.
    pub origins: Origins,
    /// When the session was asked for: `--time` counts from here.
    pub asked: std::time::Instant,
}

/// What to do about a program that could not be started: a name without
/// a folder that is not on PATH but is a file in the current folder is
/// meant as `./NAME`.
pub(super) fn spawn_hint(program: &std::ffi::OsStr, source: &std::io::Error) -> String {
    let path = std::path::Path::new(program);
    let bare = path.components().count() == 1 && !path.has_root();
    if source.kind() == std::io::ErrorKind::NotFound && bare && path.is_file() {
        let name = path.display();
        format!(
            "; {name} is in the current folder but not on PATH: run it as ./{name} \
             (or through its interpreter, such as python3 {name})"
        )
    } else {
        String::new()
    }
}

/// Why a session could not test the program.
#[derive(Debug, thiserror::Error)]
pub enum TestError {
    /// The program could not be started.
    #[error("cannot run {command}: {}{hint}", os_reason(source))]
    Spawn {
        /// The command as given.
        command: String,
        /// Why.
        source: std::io::Error,
        /// What to do about it, if abbott sees what (`; ...`), or nothing.
        hint: String,
    },
    /// The report could not be written.
    #[error("cannot write the report: {}", os_reason(.0))]
    Report(std::io::Error),
    /// A folder asked for in the box does not exist.
    #[error("cannot show {path} in the box: {}", os_reason(source))]
    BoxDir {
        /// The folder as given.
        path: String,
        /// Why.
        source: std::io::Error,
    },
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
