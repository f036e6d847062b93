//! How a run ended and the limits it is held to: the verdicts a judge
//! host gives (an exit code, a signal by name, each limit passed), apart
//! from the running that finds them.

use std::process::ExitStatus;
use std::time::Duration;

/// A run is stopped once the wall clock passes this many times its time
/// limit, whatever processor time it used: a program blocked on input
/// it will never get, or sleeping, uses none.
pub(super) const WALL_CLOCK_FACTOR: u32 = 10;

/// The limits of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Processor time, user and system, of the whole tree.
    pub time: Duration,
    /// Memory of the whole tree at once, in bytes.
    pub memory_bytes: u64,
    /// Bytes written to standard output.
    pub output_bytes: u64,
    /// Processes (and threads, where the kernel counts them) at once,
    /// the program included.
    pub processes: u64,
}

impl Limits {
    /// The package's memory limit (`limits.memory` in `problem.yaml`).
    pub const MEMORY_BYTES: u64 = 1024 << 20;
    /// DOMjudge's default output limit, 8 MiB.
    pub const OUTPUT_BYTES: u64 = 8 << 20;

    /// The default process limit on this machine: 64, or four a core on
    /// a machine of more than 16 cores (a program's threads count where
    /// the kernel enforces it).
    pub fn default_processes() -> u64 {
        let cores = std::thread::available_parallelism().map_or(1, usize::from) as u64;
        (4 * cores).max(64)
    }

    /// `time` with the other limits at their defaults.
    pub fn with_time(time: Duration) -> Limits {
        Limits {
            time,
            memory_bytes: Limits::MEMORY_BYTES,
            output_bytes: Limits::OUTPUT_BYTES,
            processes: Limits::default_processes(),
        }
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It exited with this code.
    Exited(i32),
    /// A signal ended it.
    Signal(i32),
    /// It used more processor time than the limit (and was stopped if it
    /// had not ended).
    TimedOut,
    /// It was still running when the wall clock passed
    /// ten times the limit (`WALL_CLOCK_FACTOR`), and was stopped.
    WallClock,
    /// Its processes held more memory than the limit.
    MemoryLimit,
    /// It wrote more than the output limit, and was stopped.
    OutputLimit,
    /// It started more processes at once than the limit.
    ProcessLimit,
}

impl Ending {
    /// The ending an exit status tells.
    pub(super) fn of(status: ExitStatus) -> Ending {
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(signal) = status.signal() {
                return Ending::Signal(signal);
            }
        }
        // On Unix a status without a signal has a code; elsewhere a status
        // always has one.
        Ending::Exited(status.code().expect("an exit without a signal has a code"))
    }

    /// Whether the program ended on its own with exit code 0.
    pub fn is_success(self) -> bool {
        self == Ending::Exited(0)
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ending::Exited(code) => write!(f, "exit code {code}"),
            Ending::Signal(signal) => {
                write!(f, "killed by signal {signal}{}", signal_name(*signal))
            }
            Ending::TimedOut => f.write_str("over the time limit in processor time"),
            Ending::WallClock => write!(
                f,
                "stopped by the wall clock at {WALL_CLOCK_FACTOR} times the time limit (blocked or waiting)"
            ),
            Ending::MemoryLimit => f.write_str("over the memory limit"),
            Ending::OutputLimit => f.write_str("over the output limit"),
            Ending::ProcessLimit => f.write_str("over the process limit"),
        }
    }
}

/// The usual name of a signal, in brackets.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        1 => " (SIGHUP)",
        2 => " (SIGINT)",
        3 => " (SIGQUIT)",
        4 => " (SIGILL)",
        5 => " (SIGTRAP)",
        6 => " (SIGABRT)",
        7 => " (SIGBUS)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        10 => " (SIGUSR1)",
        11 => " (SIGSEGV)",
        12 => " (SIGUSR2)",
        13 => " (SIGPIPE)",
        14 => " (SIGALRM)",
        15 => " (SIGTERM)",
        24 => " (SIGXCPU)",
        25 => " (SIGXFSZ)",
        31 => " (SIGSYS)",
        _ => "",
    }
}
