//! The launcher of one run (`abbott guard`, hidden): abbott starts itself
//! between the tester and the program, so that the limits hold from the
//! program's first instruction without unsafe code. It moves itself into
//! the run's control groups, forbids core files, becomes the subreaper of
//! everything the program starts, starts the program with the tester's
//! pipes, and once the program itself has exited ends every process it
//! left behind (a daemon, a `setsid` child, one that ignores SIGTERM) and
//! writes how the program ended to the status file. Its standard output
//! then closes with it: the run's output ends when the program does.

use super::cgroup;
use super::procfs;
use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// How the program ended, as the launcher writes it to the status file
/// and the tester reads it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    /// It exited with this code.
    Exited(i32),
    /// This signal ended it.
    Signal(i32),
    /// It could not be started: the system's error number.
    NotStarted(i32),
}

impl Status {
    /// The line written to the status file.
    fn line(self) -> String {
        match self {
            Status::Exited(code) => format!("exited {code}\n"),
            Status::Signal(signal) => format!("signal {signal}\n"),
            Status::NotStarted(errno) => format!("not-started {errno}\n"),
        }
    }

    /// The status a line gives, if it is one.
    pub(super) fn parse(line: &str) -> Option<Status> {
        let (word, number) = line.trim().split_once(' ')?;
        let number: i32 = number.parse().ok()?;
        match word {
            "exited" => Some(Status::Exited(number)),
            "signal" => Some(Status::Signal(number)),
            "not-started" => Some(Status::NotStarted(number)),
            _ => None,
        }
    }
}

/// What the launcher is told: where to write the status, which groups to
/// join, and the program.
#[derive(Clone, Debug)]
pub struct Guard {
    /// The status file.
    pub status: PathBuf,
    /// The run's control groups.
    pub groups: Vec<PathBuf>,
    /// The program and its arguments.
    pub command: Vec<OsString>,
}

impl Guard {
    /// The arguments of `abbott` that launch `command` so (after the
    /// executable's own path).
    pub(super) fn arguments(&self) -> Vec<OsString> {
        let mut args: Vec<OsString> = vec!["guard".into(), "--status".into()];
        args.push(self.status.clone().into_os_string());
        for group in &self.groups {
            args.push("--group".into());
            args.push(group.clone().into_os_string());
        }
        args.push("--".into());
        args.extend(self.command.iter().cloned());
        args
    }

    /// Runs the program as the launcher: the status is written before
    /// this returns; an error is the launcher's own (a group it cannot
    /// join, a status it cannot write), never the program's.
    pub fn run(&self) -> io::Result<()> {
        cgroup::join(&self.groups)?;
        #[cfg(target_os = "linux")]
        {
            use rustix::process::{Resource, Rlimit, setrlimit};
            let none = Rlimit {
                current: Some(0),
                maximum: Some(0),
            };
            // A crash writes no core file: a run's crash costs no disk.
            let _ = setrlimit(Resource::Core, none);
            let me = rustix::process::getpid();
            rustix::process::set_child_subreaper(Some(me))?;
        }
        let (program, args) = self
            .command
            .split_first()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no command given"))?;
        let status = match Command::new(program).args(args).spawn() {
            Ok(child) => wait_for(child),
            Err(e) => Status::NotStarted(e.raw_os_error().unwrap_or(0)),
        };
        end_leftovers();
        write_status(&self.status, status)
    }
}

/// Waits for the program's end, reaping the orphans that come to the
/// launcher meanwhile.
#[cfg(target_os = "linux")]
fn wait_for(child: std::process::Child) -> Status {
    use rustix::process::{WaitOptions, wait};
    let program = child.id();
    loop {
        match wait(WaitOptions::empty()) {
            Ok(Some((pid, status))) if pid.as_raw_nonzero().get().cast_unsigned() == program => {
                if let Some(signal) = status.terminating_signal() {
                    return Status::Signal(signal);
                }
                let code = status.exit_status();
                return Status::Exited(code.expect("an exit without a signal has a code"));
            }
            // An orphan reaped, or a wait interrupted.
            Ok(_) | Err(rustix::io::Errno::INTR) => {}
            // No child left: the program, a child, has already been
            // reaped, which only this loop does.
            Err(e) => return Status::NotStarted(e.raw_os_error()),
        }
    }
}

/// Waits for the program's end.
#[cfg(not(target_os = "linux"))]
fn wait_for(mut child: std::process::Child) -> Status {
    match child.wait() {
        Ok(status) => match status.code() {
            Some(code) => Status::Exited(code),
            None => Status::Signal(0),
        },
        Err(e) => Status::NotStarted(e.raw_os_error().unwrap_or(0)),
    }
}

/// Ends every process the program left, and reaps them.
fn end_leftovers() {
    let me = std::process::id();
    for _ in 0..10_000 {
        if procfs::children(me).is_empty() {
            break;
        }
        procfs::kill_descendants(me, 1);
        reap();
    }
    reap();
}

/// Reaps every child that has ended.
fn reap() {
    #[cfg(target_os = "linux")]
    {
        use rustix::process::{WaitOptions, wait};
        while let Ok(Some(_)) = wait(WaitOptions::NOHANG) {}
    }
}

/// Writes the status beside its place, then renames it into place.
fn write_status(path: &Path, status: Status) -> io::Result<()> {
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    std::fs::write(&part, status.line())?;
    std::fs::rename(&part, path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_read_back_as_written() {
        for status in [Status::Exited(3), Status::Signal(9), Status::NotStarted(2)] {
            assert_eq!(Status::parse(&status.line()), Some(status));
        }
        assert_eq!(Status::parse("ended 1"), None);
        assert_eq!(Status::parse(""), None);
    }

    #[test]
    fn the_launchers_arguments_end_with_the_program() {
        let guard = Guard {
            status: "/tmp/s".into(),
            groups: vec!["/g/a".into(), "/g/b".into()],
            command: vec!["sh".into(), "-c".into(), "true".into()],
        };
        let words: Vec<String> = guard
            .arguments()
            .iter()
            .map(|w| w.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            words,
            [
                "guard", "--status", "/tmp/s", "--group", "/g/a", "--group", "/g/b", "--", "sh",
                "-c", "true"
            ]
        );
    }
}
