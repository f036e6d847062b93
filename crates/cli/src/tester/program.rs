//! Running the program under test once: judge input on its standard input,
//! its standard output and error kept (up to a cap), its processor time and
//! wall time, a peak memory figure, and a stop when the time limit passes.
//!
//! The time limit counts processor time (user and system, of the program
//! and every process it starts), as judge systems do: on a loaded machine
//! a right program waits for a core without using its time. The wall
//! clock only stops a run that waits far longer than its limit
//! ([`WALL_CLOCK_FACTOR`] times it), blocked or idle.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// Standard output kept from one run: more than any right answer of the
/// original limits needs.
const MAX_STDOUT: u64 = 16 << 20;
/// Standard error kept from one run, for the report.
const MAX_STDERR: u64 = 64 << 10;
/// The most processes of one run's tree whose memory is read at a time.
const MAX_TREE: usize = 256;
/// How long the pipes may stay open once the program has ended (a child it
/// left behind may hold them).
const DRAIN_GRACE: Duration = Duration::from_millis(500);
/// A run is stopped once the wall clock passes this many times its time
/// limit, whatever processor time it used: a program blocked on input
/// it will never get, or sleeping, uses none.
pub(super) const WALL_CLOCK_FACTOR: u32 = 10;
/// The unit of the processor times in `/proc/PID/stat`: Linux's `USER_HZ`,
/// 100 on every architecture it runs on.
const CLOCK_TICKS_PER_SECOND: u64 = 100;

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
}

impl Ending {
    fn of(status: ExitStatus) -> Ending {
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
        }
    }
}

/// The usual name of a signal that ends programs, in brackets.
fn signal_name(signal: i32) -> &'static str {
    match signal {
        6 => " (SIGABRT)",
        8 => " (SIGFPE)",
        9 => " (SIGKILL)",
        11 => " (SIGSEGV)",
        7 => " (SIGBUS)",
        _ => "",
    }
}

/// What one run did.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub ending: Ending,
    /// Wall time from start to end.
    pub time: Duration,
    /// Processor time, user and system, of the program and of every
    /// process of its tree (the wall time where the system does not tell).
    pub cpu: Duration,
    /// The largest resident memory seen, in KiB: the kernel's high-water
    /// marks of the program and its descendants, summed, read while the
    /// program runs (Linux only; a run too short to be seen has none).
    pub peak_kib: Option<u64>,
    /// Its standard output (at most 16 MiB).
    pub stdout: Vec<u8>,
    /// Its standard error (at most 64 KiB).
    pub stderr: Vec<u8>,
}

/// The program under test.
#[derive(Clone, Debug)]
pub struct Program {
    command: Vec<OsString>,
    time_limit: Duration,
}

impl Program {
    /// The program run as `command` (the program, then its arguments),
    /// stopped once it uses `time_limit` of processor time.
    pub fn new(command: Vec<OsString>, time_limit: Duration) -> Program {
        Program {
            command,
            time_limit,
        }
    }

    /// The command as one line, for messages.
    pub fn describe(&self) -> String {
        let words: Vec<_> = self.command.iter().map(|w| w.to_string_lossy()).collect();
        words.join(" ")
    }

    /// Runs the program once on `input`.
    pub fn run(&self, input: &[u8]) -> io::Result<Run> {
        let (program, args) = self
            .command
            .split_first()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no command given"))?;
        let started = Instant::now();
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdin = child.stdin.take();
        let input = input.to_vec();
        // A program that stops reading early closes the pipe: not an error
        // of ours, so the write's failure is dropped.
        let feeder = thread::spawn(move || {
            if let Some(mut stdin) = stdin {
                let _ = stdin.write_all(&input);
            }
        });
        let stdout = drain(child.stdout.take(), MAX_STDOUT);
        let stderr = drain(child.stderr.take(), MAX_STDERR);
        let (ending, cpu, peak_kib) = self.wait(&mut child, started)?;
        let time = started.elapsed();
        let _ = feeder.join();
        Ok(Run {
            ending,
            time,
            cpu: cpu.unwrap_or(time),
            peak_kib,
            stdout: stdout.recv_timeout(DRAIN_GRACE).unwrap_or_default(),
            stderr: stderr.recv_timeout(DRAIN_GRACE).unwrap_or_default(),
        })
    }

    /// Waits for the child's end, or stops it at the time limit; samples
    /// its memory and processor time meanwhile. Where `/proc` tells, the
    /// child is left unreaped when it ends (a zombie) until its final
    /// processor time is read.
    fn wait(
        &self,
        child: &mut Child,
        started: Instant,
    ) -> io::Result<(Ending, Option<Duration>, Option<u64>)> {
        let pid = child.id();
        let mut peak = None;
        let mut pause = Duration::from_micros(100);
        let wall_limit = self.time_limit * WALL_CLOCK_FACTOR;
        loop {
            let (cpu, ended) = match processor_time(pid) {
                Some(Usage { ended: true, .. }) => {
                    // Its own time and its reaped children's; a child still
                    // running, or a zombie of its own, counts too.
                    let cpu = tree_processor_time(pid);
                    let status = child.wait()?;
                    let ending = match cpu {
                        Some(cpu) if cpu > self.time_limit => Ending::TimedOut,
                        _ => Ending::of(status),
                    };
                    return Ok((ending, cpu, peak));
                }
                Some(_) => (tree_processor_time(pid), false),
                // No `/proc`: the wall clock is all there is.
                None => (None, child.try_wait()?.map(Ending::of).is_some()),
            };
            if ended {
                let status = child.wait()?;
                return Ok((Ending::of(status), cpu, peak));
            }
            if let Some(kib) = tree_high_water_kib(pid) {
                peak = peak.max(Some(kib));
            }
            let over = match cpu {
                Some(cpu) => (cpu > self.time_limit).then_some(Ending::TimedOut),
                None => (started.elapsed() > self.time_limit).then_some(Ending::TimedOut),
            };
            let over = over.or((started.elapsed() > wall_limit).then_some(Ending::WallClock));
            if let Some(ending) = over {
                // It may have ended just now: then kill fails, and waiting
                // reaps it either way.
                stop_tree(child);
                child.wait()?;
                return Ok((ending, cpu, peak));
            }
            thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
    }
}

/// A process's processor time so far, with its reaped children's, and
/// whether it has ended (a zombie not yet reaped).
#[derive(Clone, Copy, Debug)]
struct Usage {
    cpu: Duration,
    ended: bool,
}

/// What `/proc/PID/stat` says of a process's processor time, if the
/// system tells: user and system time, its own and its reaped children's
/// (fields 14 to 17, in clock ticks), and its state (field 3).
fn processor_time(pid: u32) -> Option<Usage> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in brackets and may hold anything.
    let fields: Vec<&str> = stat
        .get(stat.rfind(')')? + 1..)?
        .split_whitespace()
        .collect();
    // fields[0] is field 3.
    let state = *fields.first()?;
    let ticks = fields.get(11..15)?.iter().map(|f| f.parse::<u64>().ok());
    let ticks: u64 = ticks.sum::<Option<u64>>()?;
    Some(Usage {
        cpu: Duration::from_millis(ticks * 1000 / CLOCK_TICKS_PER_SECOND),
        ended: state == "Z" || state == "X",
    })
}

/// The processor time of a process and of every descendant alive now (or
/// ended and not yet reaped), with what each has reaped, summed, if the
/// system tells: a program run through a wrapper is measured whole.
fn tree_processor_time(pid: u32) -> Option<Duration> {
    let mut total = None;
    for pid in tree(pid) {
        if let Some(usage) = processor_time(pid) {
            *total.get_or_insert(Duration::ZERO) += usage.cpu;
        }
    }
    total
}

/// Stops a run and every process it started that is still running (a
/// shell's child, theirs), with SIGKILL: stopping the child alone would
/// leave a busy grandchild running for ever, slowing every later run. The
/// descendants are found through `/proc` while the child still holds them,
/// a few times over for a tree that forks while it is stopped.
fn stop_tree(child: &mut Child) {
    #[cfg(unix)]
    for _ in 0..4 {
        let descendants: Vec<u32> = tree(child.id()).into_iter().skip(1).collect();
        if descendants.is_empty() {
            break;
        }
        for pid in descendants {
            let pid = i32::try_from(pid)
                .ok()
                .and_then(rustix::process::Pid::from_raw);
            if let Some(pid) = pid {
                // It may have ended meanwhile: nothing to stop then.
                let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
            }
        }
    }
    let _ = child.kill();
}

/// A process and its descendants alive now, at most [`MAX_TREE`].
fn tree(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    let mut todo = vec![pid];
    while let Some(pid) = todo.pop() {
        if found.len() == MAX_TREE {
            break;
        }
        found.push(pid);
        todo.extend(children(pid));
    }
    found
}

/// Reads a pipe to its end on a thread, keeping the first `cap` bytes;
/// the bytes come through the channel.
fn drain(pipe: Option<impl Read + Send + 'static>, cap: u64) -> mpsc::Receiver<Vec<u8>> {
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.by_ref().take(cap).read_to_end(&mut kept);
            // Whatever comes past the cap is read and dropped, so that the
            // program is never blocked on a full pipe.
            let _ = io::copy(&mut pipe, &mut io::sink());
        }
        let _ = send.send(kept);
    });
    receive
}

/// The resident memory high-water marks of a process and of every
/// descendant alive now (a shell's children, theirs), summed, in KiB, if
/// the system tells: a program run through a wrapper is measured whole.
fn tree_high_water_kib(pid: u32) -> Option<u64> {
    let mut total = None;
    for pid in tree(pid) {
        if let Some(kib) = high_water_kib(pid) {
            *total.get_or_insert(0) += kib;
        }
    }
    total
}

/// The children of every thread of a process, if the system tells.
fn children(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let lists = tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok());
    let mut out = Vec::new();
    for list in lists {
        out.extend(
            list.split_whitespace()
                .filter_map(|word| word.parse::<u32>().ok()),
        );
    }
    out
}

/// A process's resident memory high-water mark (`VmHWM`) in KiB, if the
/// system tells.
fn high_water_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
#[path = "program_tests.rs"]
mod tests;
