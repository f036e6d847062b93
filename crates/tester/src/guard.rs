//! The launcher of one run (`abbott guard`, hidden): abbott starts itself
//! between the tester and the program, so that the limits hold from the
//! program's first instruction without unsafe code. It marks every
//! descriptor it inherited close-on-exec, moves itself into the run's
//! control groups, sets the run's resource limits (the stack, open files,
//! file size, no core: [`super::confine`]) and becomes the subreaper
//! of everything the program starts. In a box ([`RunBox`]) it then leaves
//! abbott's namespaces and forks the box's PID 1 (its own child, no second
//! start of abbott), which starts the program ([`super::sandbox`]); without
//! one it starts the program with the tester's pipes itself, and once the
//! program has exited ends every process it left behind (a daemon, a
//! `setsid` child, one that ignores SIGTERM). How the program ended goes
//! to the status file. Its standard output then closes with it: the run's
//! output ends when the program does.

use super::cgroup;
use super::confine::{self, Rlimits};
use super::ending::Limits;
use super::fork;
use super::procfs;
use super::sandbox::{self, RunBox, Sandbox, Shown};
use super::status::{Spent, Status, StatusFile, wait_for, wait_for_pid};
use std::ffi::OsString;
use std::io;
use std::path::PathBuf;
use std::process::Command;

/// What the launcher is told: where to write the status, which groups to
/// join, the box, and the program. The caller's executable builds it from
/// the arguments [`Guard::arguments`] gave it and calls [`Guard::run`].
#[derive(Clone, Debug)]
pub struct Guard {
    /// The status file.
    pub status: PathBuf,
    /// The run's control groups.
    pub groups: Vec<PathBuf>,
    /// The run's box, if it has one.
    pub run_box: Option<RunBox>,
    /// The resource limits the program starts with.
    pub rlimits: Rlimits,
    /// The processes the program may hold at once, held by the kernel in
    /// the box (where its user runs nothing else).
    pub processes: u64,
    /// The names of the variables of abbott's environment passed to the
    /// program (`--env`); it has none other but those
    /// abbott builds (`PATH`, `HOME`, `TMPDIR`, `LANG`).
    pub env: Vec<OsString>,
    /// The program and its arguments.
    pub command: Vec<OsString>,
}

impl Guard {
    /// The arguments of `abbott` that launch `command` so (after the
    /// executable's own path).
    pub fn arguments(&self) -> Vec<OsString> {
        let mut args: Vec<OsString> = vec!["guard".into(), "--status".into()];
        args.push(self.status.clone().into_os_string());
        for group in &self.groups {
            args.push("--group".into());
            args.push(group.clone().into_os_string());
        }
        if let Some(run_box) = &self.run_box {
            args.extend(run_box.sandbox.arguments(&run_box.root));
        }
        let limits = [
            ("--stack", self.rlimits.stack_bytes),
            ("--open-files", self.rlimits.open_files),
            ("--file-size", self.rlimits.file_bytes),
            ("--processes", self.processes),
        ];
        for (flag, value) in limits {
            args.extend([flag.into(), value.to_string().into()]);
        }
        for name in &self.env {
            args.extend(["--env".into(), name.clone()]);
        }
        args.push("--".into());
        args.extend(self.command.iter().cloned());
        args
    }

    /// Runs the program as the launcher: the status is written before
    /// this returns; an error is the launcher's own (a group it cannot
    /// join, a box the kernel refuses, a status it cannot write), never
    /// the program's.
    pub fn run(&self) -> io::Result<()> {
        // Before anything is started: what abbott's caller left open
        // reaches neither the box's PID 1 nor the program.
        confine::close_inherited();
        cgroup::join(&self.groups)?;
        confine::set(self.rlimits)?;
        let me = rustix::process::getpid();
        rustix::process::set_child_subreaper(Some(me))?;
        if self.run_box.is_some() {
            return self.start_box();
        }
        let status = StatusFile::open(&self.status)?;
        let (program, args) = self
            .command
            .split_first()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no command given"))?;
        let here = std::env::current_dir().unwrap_or_else(|_| "/".into());
        let env = confine::environment(&here, &self.env);
        let spawned = Command::new(program)
            .args(args)
            .env_clear()
            .envs(env)
            .spawn();
        let ended = match spawned {
            Ok(child) => wait_for(child),
            Err(e) => Status::not_started(&e),
        };
        end_leftovers();
        status.write(ended, None, Spent::by_reaped_children())
    }

    /// Leaves abbott's namespaces and starts the box's PID 1 (this
    /// executable again), which runs the program and writes the status;
    /// waits for it. When it ends the kernel has ended the whole box.
    fn start_box(&self) -> io::Result<()> {
        let as_root = rustix::process::geteuid().is_root();
        sandbox::enter(as_root)?;
        let Some(run_box) = &self.run_box else {
            return Ok(());
        };
        match fork::fork()? {
            fork::Side::Child => {
                // PID 1: it never returns into the launcher's code.
                let program = sandbox::Boxed {
                    command: &self.command,
                    status: &self.status,
                    processes: self.processes,
                    env: &self.env,
                };
                let code = match sandbox::run_inside(program, run_box, !as_root) {
                    Ok(()) => 0,
                    Err(e) => {
                        eprintln!("error: the launcher: {e}");
                        1
                    }
                };
                fork::leave(code)
            }
            fork::Side::Parent(init) => {
                // The program's status is PID 1's to write; a PID 1 that
                // failed said why on the run's standard error and wrote
                // none.
                let _ = wait_for_pid(init);
                end_leftovers();
                Ok(())
            }
        }
    }
}

// The launcher's side of a box (the sandbox imports nothing of the
// tester's limits): a box as the launcher's arguments give it.
impl RunBox {
    /// The box built on the empty folder `root` that shows `shown`, with
    /// `work` as its working folder (`/box` if not given), each writable
    /// folder holding `size` bytes ([`Limits::MEMORY_BYTES`] if not
    /// given), the program run as user `uid` (the first of abbott's range
    /// if not given).
    pub fn new(
        root: PathBuf,
        shown: Vec<Shown>,
        work: Option<PathBuf>,
        size: Option<u64>,
        uid: Option<u32>,
    ) -> RunBox {
        RunBox {
            sandbox: Sandbox {
                work: work.unwrap_or_else(|| "/box".into()),
                shown,
                size: size.unwrap_or(Limits::MEMORY_BYTES),
                uid: uid.unwrap_or(sandbox::FIRST_UID),
            },
            root,
        }
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
    use rustix::process::{WaitOptions, wait};
    while let Ok(Some(_)) = wait(WaitOptions::NOHANG) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_launchers_arguments_end_with_the_program() {
        let guard = Guard {
            status: "/tmp/s".into(),
            groups: vec!["/g/a".into(), "/g/b".into()],
            run_box: None,
            rlimits: Rlimits::of(1 << 20, 2 << 10),
            processes: 5,
            env: vec!["TOKEN".into()],
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
                "guard",
                "--status",
                "/tmp/s",
                "--group",
                "/g/a",
                "--group",
                "/g/b",
                "--stack",
                "1048576",
                "--open-files",
                "64",
                "--file-size",
                "2048",
                "--processes",
                "5",
                "--env",
                "TOKEN",
                "--",
                "sh",
                "-c",
                "true"
            ]
        );
    }
}
