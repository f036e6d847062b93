//! What a session tells its caller while it runs: datasets passed, the
//! turn to shrinking, and notes on how its runs are held. The library
//! draws no progress bar and writes nothing to standard error; a caller
//! that wants them (abbott's own `test` command) implements [`Observer`].

use std::fmt;
use std::path::PathBuf;

/// Hears a session's progress; every method does nothing unless the
/// caller overrides it, so [`Quiet`] hears nothing.
pub trait Observer {
    /// Something the person testing should know about how the runs are
    /// held (said before the first run).
    fn notice(&mut self, _notice: &Notice) {}
    /// `n` more datasets passed (of [`crate::Config::cases`]).
    fn passed(&mut self, _n: u64) {}
    /// Called after each wave of runs, whether or not one passed.
    fn tick(&mut self) {}
    /// A failure was found: shrinking it begins.
    fn shrinking(&mut self) {}
    /// The runs are over: the report follows.
    fn finished(&mut self) {}
}

/// An observer that hears nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Quiet;

impl Observer for Quiet {}

/// A note on how a session's runs are held, worded as a sentence that
/// follows `note: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// No control group could be made: these limits (`memory`,
    /// `processes`, or both) are measured from `/proc`, not enforced.
    MeasuredOnly(&'static str),
    /// No box could be made, for this reason: the program runs as the
    /// tester's user and sees its files, processes and network.
    NoBox(String),
    /// The caller's hard stack limit, in bytes, is below the memory limit
    /// and abbott may not raise it: each run's stack is held to it.
    StackHeld(u64),
    /// The command's program, a name without a folder, is found on the
    /// caller's `PATH` at `yours`, which the box's `PATH` does not reach:
    /// that file is run, shown in the box.
    Resolved {
        /// The name as the command gives it.
        name: String,
        /// The file the caller's shell would run.
        yours: PathBuf,
    },
    /// The command's program, a name without a folder, is another file in
    /// the box (`boxed`, the system's) than on the caller's `PATH`
    /// (`yours`): the box runs the system's, as a judge host would.
    OtherProgram {
        /// The name as the command gives it.
        name: String,
        /// The file the caller's shell would run.
        yours: PathBuf,
        /// The file the box runs.
        boxed: PathBuf,
    },
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::MeasuredOnly(limits) => write!(
                f,
                "abbott cannot make a control group here: the limits of {limits} are \
                 measured from /proc, not enforced by the kernel"
            ),
            Notice::NoBox(why) => write!(
                f,
                "abbott cannot make a box here ({why}): the program runs as abbott's user \
                 and sees its files, processes and network"
            ),
            Notice::StackHeld(hard) => write!(
                f,
                "your shell's hard stack limit is {} MiB (ulimit -H -s), which abbott may not \
                 raise: each run's stack is held to it, not to the memory limit as a judge \
                 gives it; raise it in a new shell (ulimit -s unlimited)",
                hard >> 20
            ),
            Notice::Resolved { name, yours } => write!(
                f,
                "{name} runs as {} (found on your PATH; the box's PATH, {}, does not reach it), \
                 shown read-only in the box",
                yours.display(),
                crate::confine::PATH
            ),
            Notice::OtherProgram { name, yours, boxed } => write!(
                f,
                "the box runs {} for {name}, not {} as your shell would: the box's PATH is {}. \
                 To run yours, name it as {}; --box-dir {} shows its folder (show the \
                 folders it needs too)",
                boxed.display(),
                yours.display(),
                crate::confine::PATH,
                yours.display(),
                yours.parent().unwrap_or(yours).display()
            ),
        }
    }
}
