//! Running the program under test once, as a judge host does: judge input
//! on its standard input, its standard output kept up to the output
//! limit and its standard error up to a cap, its processor time, wall
//! time, memory, bytes written and processes, and a stop with its own
//! verdict at each limit. When the run ends, every process it started
//! ends with it.
//!
//! The time limit counts processor time (user and system, of the program
//! and every process it starts), as judge systems do: on a loaded machine
//! a right program waits for a core without using its time. The wall
//! clock only stops a run that waits far longer than its limit
//! ([`WALL_CLOCK_FACTOR`] times it), blocked or idle.
//!
//! Run through abbott's own launcher ([`Program::guarded`], what `abbott
//! test` does), the program is the child of a subreaper that ends what it
//! leaves behind, inside control groups that enforce the memory and
//! process limits where the machine lets abbott make them
//! ([`super::cgroup`]); where it does not, those limits are measured from
//! `/proc` while the run goes and a run found past one is stopped.

use super::cgroup::{self, GroupFigures, RunGroups};
use super::confine::{Rlimits, Variable};
use super::ending::WALL_CLOCK_FACTOR;
pub use super::ending::{Ending, Limits};
use super::launch::{Launched, Start, Started, start};
use super::procfs;
use super::sandbox::Sandbox;
use super::served::Servers;
use super::status::{self, Spent, Status, Store};
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::thread;
use std::time::{Duration, Instant};

/// How long the pipes may stay open once the program has ended (a child it
/// left behind may hold them, where no launcher ends it).
const DRAIN_GRACE: Duration = Duration::from_millis(500);
/// How long ending a run's processes may take before abbott goes on.
const KILL_PATIENCE: Duration = Duration::from_secs(5);

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
    /// The most memory the run's processes held, in KiB: the control
    /// group's peak where there is one, else the kernel's high-water
    /// marks of the program and its descendants, summed, read while the
    /// program runs (Linux only; a run too short to be seen has none).
    pub peak_kib: Option<u64>,
    /// Its standard output (at most the output limit).
    pub stdout: Vec<u8>,
    /// Its standard error (at most 64 KiB).
    pub stderr: Vec<u8>,
    /// Bytes it wrote to standard output and to standard error, counted
    /// up to where it was stopped.
    pub written: (u64, u64),
    /// The most processes of the run seen at once (the control group's
    /// count of processes and threads, where there is one).
    pub processes: Option<u64>,
}

/// The program under test.
#[derive(Clone, Debug)]
pub struct Program {
    command: Vec<OsString>,
    limits: Limits,
    start: Start,
}

impl Program {
    /// The program run as `command` (the program, then its arguments) as
    /// the tester's own child, within `limits`: the memory and process
    /// limits are measured, and what it leaves running once it exits is
    /// not ended.
    pub fn new(command: Vec<OsString>, limits: Limits) -> Program {
        Program {
            command,
            limits,
            start: Start::Direct,
        }
    }

    /// The program run as `command` through the launcher `abbott` (this
    /// executable, whose hidden `guard` command it is), within `limits`:
    /// every process it starts ends with the run.
    pub fn guarded(abbott: PathBuf, command: Vec<OsString>, limits: Limits) -> Program {
        Program {
            command,
            limits,
            start: Start::Guarded {
                servers: Arc::new(Servers::new(abbott.clone(), &[])),
                abbott,
                sandbox: None,
                env: Vec::new(),
            },
        }
    }

    /// The program run as `command` through the launcher `abbott`, within
    /// `limits`, in the box `sandbox`: it sees its own processes only, no
    /// network, and of the files only what the box shows.
    pub fn boxed(
        abbott: PathBuf,
        command: Vec<OsString>,
        limits: Limits,
        sandbox: Sandbox,
    ) -> Program {
        Program {
            command,
            limits,
            start: Start::Guarded {
                servers: Arc::new(Servers::new(abbott.clone(), &[])),
                abbott,
                sandbox: Some(sandbox),
                env: Vec::new(),
            },
        }
    }

    /// This program, passed the variables `variables` (`--env`) where it
    /// is launched through abbott; it has none other but `PATH`, `HOME`,
    /// `TMPDIR` and `LANG`, which abbott sets. As the tester's own child
    /// it inherits abbott's environment.
    pub fn passing(mut self, variables: Vec<Variable>) -> Program {
        if let Start::Guarded {
            env,
            servers,
            abbott,
            ..
        } = &mut self.start
        {
            // The kept launchers hold the values they pass on.
            *servers = Arc::new(Servers::new(abbott.clone(), &variables));
            *env = variables;
        }
        self
    }

    /// The box each run is held in, if any.
    pub fn sandbox(&self) -> Option<&Sandbox> {
        match &self.start {
            Start::Guarded {
                sandbox: Some(sandbox),
                ..
            } => Some(sandbox),
            _ => None,
        }
    }

    /// The limits of each run.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The resource limits each process of a run starts with, where
    /// abbott launches it (as the tester's own child it has abbott's).
    pub fn rlimits(&self) -> Option<Rlimits> {
        match self.start {
            Start::Guarded { .. } => Some(Rlimits::of(
                self.limits.memory_bytes,
                self.limits.output_bytes,
            )),
            Start::Direct => None,
        }
    }

    /// The command as one line, for messages.
    pub fn describe(&self) -> String {
        let words: Vec<_> = self.command.iter().map(|w| w.to_string_lossy()).collect();
        words.join(" ")
    }

    /// The limits this machine does not let abbott enforce on a run, in
    /// words (`memory and processes`), if any: those are measured from
    /// `/proc` instead, and a run seen past one is stopped.
    pub fn measured_only(&self) -> Option<&'static str> {
        let enforced = match self.start {
            Start::Guarded { .. } if cfg!(target_os = "linux") => cgroup::enforced(),
            _ => cgroup::Enforced::NONE,
        };
        match (enforced.memory, enforced.processes) {
            (true, true) => None,
            (false, true) => Some("memory"),
            (true, false) => Some("processes"),
            (false, false) => Some("memory and processes"),
        }
    }

    /// Runs the program once on `input`.
    pub fn run(&self, input: &[u8]) -> io::Result<Run> {
        let started_at = Instant::now();
        let mut started = start(&self.command, &self.limits, &self.start)?;
        let stdin = started.stdin.take();
        let input = input.to_vec();
        // A program that stops reading early closes the pipe: not an error
        // of ours, so the write's failure is dropped.
        let feeder = thread::spawn(move || {
            if let Some(mut stdin) = stdin {
                let _ = stdin.write_all(&input);
            }
        });
        let watched = self.wait(&mut started, started_at);
        // Whatever happened, nothing of the run outlives it.
        if let Some(groups) = &started.groups {
            groups.kill_all(KILL_PATIENCE);
        }
        if let Some(root) = &started.root {
            // Empty here: the box's mounts were its own namespace's.
            let _ = std::fs::remove_dir(root);
        }
        let servers = match &self.start {
            Start::Guarded { servers, .. } => Some(servers.as_ref()),
            Start::Direct => None,
        };
        let watched = watched?;
        let time = started_at.elapsed();
        let _ = feeder.join();
        let figures = started
            .groups
            .as_ref()
            .map(RunGroups::figures)
            .unwrap_or_default();
        let (ending, spent) = self.ending(&started, watched.ending, figures)?;
        // The launcher's exact count, where it wrote one ([`Spent`]).
        let cpu = spent.map(|s| s.0).or(watched.cpu);
        let peak_kib = figures.peak_bytes.map(|b| b / 1024).or(watched.peak_kib);
        // The launchers count in the group's figure; they are no
        // processes of the program's.
        let processes = figures
            .peak_tasks
            .map(|n| n.saturating_sub(self.start.launchers()))
            .or(watched.processes);
        // The kernel refuses a fork past the limit without a word (the
        // box's count of its user's processes): a program that failed with
        // the limit reached failed for it.
        let at_limit = processes.is_some_and(|n| n >= self.limits.processes);
        let ending = match ending {
            Ending::Exited(code) if code != 0 && at_limit => Ending::ProcessLimit,
            Ending::Signal(_) if at_limit => Ending::ProcessLimit,
            ending => ending,
        };
        let stdout = started.stdout.recv_timeout(DRAIN_GRACE).unwrap_or_default();
        let stderr = started.stderr.recv_timeout(DRAIN_GRACE).unwrap_or_default();
        let [out, err] = &started.written;
        let written = (out.load(Ordering::Relaxed), err.load(Ordering::Relaxed));
        started.child.release(servers);
        Ok(Run {
            ending,
            time,
            cpu: cpu.unwrap_or(time),
            peak_kib,
            stdout,
            stderr,
            written,
            processes,
        })
    }

    /// How the run ended, from what the watch saw, what the groups saw and
    /// the launcher's status: a limit passed comes before the program's
    /// own end, which was likely the kernel's answer to it. With it, what
    /// the program's processes spent, where the launcher wrote it.
    fn ending(
        &self,
        started: &Started,
        watched: Ending,
        figures: GroupFigures,
    ) -> io::Result<(Ending, Option<Spent>)> {
        // The launcher's status, read once and removed whatever follows.
        let status = started.status.as_deref().map(status::take);
        // A box's store found full held the memory limit by itself.
        let full = |text: &io::Result<String>| {
            let text = text.as_ref().ok()?;
            Store::parse(text).map(Store::is_full)
        };
        let spent = status
            .as_ref()
            .and_then(|text| text.as_ref().ok())
            .and_then(|text| Spent::parse(text));
        if figures.over_memory_limit() || status.as_ref().and_then(full) == Some(true) {
            return Ok((Ending::MemoryLimit, spent));
        }
        if figures.process_limit_hit {
            return Ok((Ending::ProcessLimit, spent));
        }
        if started.over_output.load(Ordering::Relaxed) {
            return Ok((Ending::OutputLimit, spent));
        }
        let Some(status) = status else {
            return Ok((watched, spent));
        };
        if !matches!(watched, Ending::Exited(_) | Ending::Signal(_)) {
            // Stopped at a limit: the launcher was stopped with it.
            return Ok((watched, spent));
        }
        // Past the time limit by the launcher's count, not by `/proc`'s
        // samples, which go in steps of ten milliseconds.
        let over_time = spent.is_some_and(|s| s.0 > self.limits.time);
        match status.ok().as_deref().and_then(Status::parse) {
            Some(Status::Exited(_) | Status::Signal(_)) if over_time => {
                Ok((Ending::TimedOut, spent))
            }
            Some(Status::Exited(code)) => Ok((Ending::Exited(code), spent)),
            Some(Status::Signal(signal)) => Ok((Ending::Signal(signal), spent)),
            Some(Status::NotStarted(errno)) => Err(io::Error::from_raw_os_error(errno)),
            // The launcher itself failed (it says why on the run's
            // standard error).
            None => Err(io::Error::other(format!(
                "the launcher failed ({watched}): {}",
                String::from_utf8_lossy(&started.stderr.try_recv().unwrap_or_default()).trim()
            ))),
        }
    }

    /// Waits for the child's end, or stops it at a limit; samples its
    /// memory, processor time and processes meanwhile. Where `/proc` tells,
    /// the child is left unreaped when it ends (a zombie) until its final
    /// processor time is read.
    fn wait(&self, started: &mut Started, started_at: Instant) -> io::Result<Watched> {
        let pid = started.child.id();
        // The launchers are not the program's: their memory and their
        // places in the tree are left out of the figures.
        let skip = self.start.launchers() as usize;
        let mut watched = Watched {
            ending: Ending::Exited(0),
            cpu: None,
            peak_kib: None,
            processes: None,
        };
        let mut pause = Duration::from_micros(100);
        let wall_limit = self.limits.time * WALL_CLOCK_FACTOR;
        let enforced = started
            .groups
            .as_ref()
            .map_or(cgroup::Enforced::NONE, RunGroups::enforced);
        let served = matches!(started.child, Launched::Served { .. });
        loop {
            // A launcher kept for the worker reaps the run's launcher as
            // soon as it has read its processor time, and says so.
            if served && let Some((status, cpu)) = started.child.try_wait()? {
                watched.cpu = watched.cpu.max(cpu);
                watched.ending = self.ended_as(watched.cpu, status);
                return Ok(watched);
            }
            let usage = procfs::processor_time(pid);
            if usage.is_some_and(|u| u.ended) {
                // Its own time and its reaped children's; a child still
                // running, or a zombie of its own, counts too.
                watched.cpu = procfs::processor_time_of(&procfs::tree(pid));
                let (status, cpu) = started.child.wait()?;
                watched.cpu = watched.cpu.max(cpu);
                watched.ending = self.ended_as(watched.cpu, status);
                return Ok(watched);
            }
            if usage.is_none() && !served {
                // No `/proc`: the wall clock is all there is.
                if let Some((status, _)) = started.child.try_wait()? {
                    watched.ending = Ending::of(status);
                    return Ok(watched);
                }
            }
            // The tree is walked once a round, for time, memory and count.
            let tree = procfs::tree(pid);
            if usage.is_some() {
                watched.cpu = procfs::processor_time_of(&tree);
            }
            let program: &[u32] = tree.get(skip..).unwrap_or(&[]);
            let count = program.len() as u64;
            watched.processes = watched.processes.max((count > 0).then_some(count));
            let memory = procfs::memory_of(program);
            // What the box's store holds is the run's memory too.
            let stored_kib = self.sandbox().and_then(|b| super::stored::kib(b, &tree));
            if let Some(memory) = memory {
                let peak = memory.high_water_kib + stored_kib.unwrap_or(0);
                watched.peak_kib = watched.peak_kib.max(Some(peak));
            }
            let held_kib = memory.map(|m| m.resident_kib + stored_kib.unwrap_or(0));
            let over_memory =
                !enforced.memory && held_kib.is_some_and(|k| k * 1024 > self.limits.memory_bytes);
            let over_processes = !enforced.processes && count > self.limits.processes;
            let figures = started.groups.as_ref().map(RunGroups::figures);
            let over = [
                (watched.cpu.unwrap_or_else(|| started_at.elapsed()) > self.limits.time)
                    .then_some(Ending::TimedOut),
                started
                    .over_output
                    .load(Ordering::Relaxed)
                    .then_some(Ending::OutputLimit),
                (over_memory || figures.is_some_and(|f| f.over_memory_limit()))
                    .then_some(Ending::MemoryLimit),
                (over_processes || figures.is_some_and(|f| f.process_limit_hit))
                    .then_some(Ending::ProcessLimit),
                (started_at.elapsed() > wall_limit).then_some(Ending::WallClock),
            ];
            if let Some(ending) = over.into_iter().flatten().next() {
                self.stop(started);
                started.child.wait()?;
                watched.ending = ending;
                return Ok(watched);
            }
            thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
    }

    /// How a run that ended with `status` after `cpu` of processor time
    /// ended: past the time limit, or as the status says.
    fn ended_as(&self, cpu: Option<Duration>, status: std::process::ExitStatus) -> Ending {
        match cpu {
            Some(cpu) if cpu > self.limits.time => Ending::TimedOut,
            _ => Ending::of(status),
        }
    }

    /// Stops a run and every process it started that is still running:
    /// through its control groups where it has them; else every
    /// descendant of the child with SIGKILL, found through `/proc` while
    /// the child (the launcher, their subreaper, or the program) still
    /// holds them, a few times over for a tree that forks while it is
    /// stopped, and the child last.
    fn stop(&self, started: &mut Started) {
        if let Some(groups) = &started.groups {
            groups.kill_all(KILL_PATIENCE);
        }
        procfs::kill_descendants(started.child.id(), 4);
        started.child.kill();
    }
}

/// What the watch of a run saw.
#[derive(Clone, Copy, Debug)]
struct Watched {
    ending: Ending,
    cpu: Option<Duration>,
    peak_kib: Option<u64>,
    processes: Option<u64>,
}

#[cfg(test)]
#[path = "program_tests.rs"]
mod tests;
