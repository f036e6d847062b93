//! How one run of the program under test is started: as the tester's own
//! child, or through abbott's launcher (forked by the launcher kept for
//! the worker, [`super::served`]) with the run's control groups, its
//! status file and, in a box, the empty folder the box's root is built
//! on; then its pipes' readers.

use super::cgroup::RunGroups;
use super::confine::{Rlimits, Variable};
use super::ending::Limits;
use super::guard::Guard;
use super::pipes::drain;
use super::sandbox::{RunBox, Sandbox};
use super::served::{Ended, Server, Servers};
use std::ffi::OsString;
use std::io::{self, Write};
use std::os::fd::AsFd;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// Standard error kept from one run, for the report.
const MAX_STDERR: u64 = 64 << 10;

/// How the program is started.
#[derive(Clone, Debug)]
pub(super) enum Start {
    /// As a child of the tester.
    Direct,
    /// Through abbott's launcher, this executable, in a box if given,
    /// passing the program the variables `env`; each run's launcher
    /// forked by one of `servers`.
    Guarded {
        abbott: PathBuf,
        sandbox: Option<Sandbox>,
        env: Vec<Variable>,
        servers: Arc<Servers>,
    },
}

impl Start {
    /// How many of the run's processes are abbott's launchers (left out
    /// of the program's figures): none, the launcher, or the launcher and
    /// the box's PID 1.
    pub(super) fn launchers(&self) -> u64 {
        match self {
            Start::Direct => 0,
            Start::Guarded { sandbox: None, .. } => 1,
            Start::Guarded {
                sandbox: Some(_), ..
            } => 2,
        }
    }
}

/// The process a run started: the program as the tester's child, or the
/// run's launcher, forked by a kept launcher.
pub(super) enum Launched {
    /// The tester's own child.
    Child(Child),
    /// A launcher's process, with the kept launcher that forked it.
    Served {
        pid: u32,
        server: Server,
        /// How it ended, once heard.
        ended: Option<Ended>,
    },
}

impl Launched {
    /// Its process id.
    pub(super) fn id(&self) -> u32 {
        match self {
            Launched::Child(child) => child.id(),
            Launched::Served { pid, .. } => *pid,
        }
    }

    /// Its end, waited for: the exit status, and the processor time of
    /// its tree where its parent read it.
    pub(super) fn wait(&mut self) -> io::Result<(std::process::ExitStatus, Option<Duration>)> {
        match self {
            Launched::Child(child) => Ok((child.wait()?, None)),
            Launched::Served { server, ended, .. } => {
                if ended.is_none() {
                    *ended = server.ended(true)?;
                }
                let end = ended.ok_or_else(|| io::Error::other("the launcher said nothing"))?;
                Ok((end.status, Some(end.cpu)))
            }
        }
    }

    /// Its end, if it has ended.
    pub(super) fn try_wait(
        &mut self,
    ) -> io::Result<Option<(std::process::ExitStatus, Option<Duration>)>> {
        match self {
            Launched::Child(child) => Ok(child.try_wait()?.map(|status| (status, None))),
            Launched::Served { server, ended, .. } => {
                if ended.is_none() {
                    *ended = server.ended(false)?;
                }
                Ok(ended.map(|end| (end.status, Some(end.cpu))))
            }
        }
    }

    /// Sends it SIGKILL.
    pub(super) fn kill(&mut self) {
        match self {
            Launched::Child(child) => {
                let _ = child.kill();
            }
            Launched::Served { pid, .. } => super::procfs::kill(*pid),
        }
    }

    /// Gives the kept launcher back to `servers` once the run has ended
    /// and been heard of (else it goes: a run it may still serve).
    pub(super) fn release(self, servers: Option<&Servers>) {
        if let (Launched::Served { server, ended, .. }, Some(servers)) = (self, servers)
            && ended.is_some()
        {
            servers.give_back(server);
        }
    }
}

/// A run started: the process (the program, or its launcher), its
/// pipes' readers and what the run's end needs.
pub(super) struct Started {
    pub(super) child: Launched,
    /// The run's standard input.
    pub(super) stdin: Option<Box<dyn Write + Send>>,
    pub(super) groups: Option<RunGroups>,
    pub(super) status: Option<PathBuf>,
    /// The folder the run's box is built on, removed after the run.
    pub(super) root: Option<PathBuf>,
    pub(super) stdout: mpsc::Receiver<Vec<u8>>,
    pub(super) stderr: mpsc::Receiver<Vec<u8>>,
    pub(super) written: [Arc<AtomicU64>; 2],
    pub(super) over_output: Arc<AtomicBool>,
}

/// Starts a run of `command` within `limits`, as `how` says: its groups
/// and launcher where it is guarded, the program and its pipes' readers.
pub(super) fn start(command: &[OsString], limits: &Limits, how: &Start) -> io::Result<Started> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no command given"))?;
    let over_output = Arc::new(AtomicBool::new(false));
    let written = [Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0))];
    let Start::Guarded {
        sandbox,
        env,
        servers,
        ..
    } = how
    else {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdout = drain(
            child.stdout.take(),
            limits.output_bytes,
            Arc::clone(&written[0]),
            Some(Arc::clone(&over_output)),
        );
        let stderr = drain(
            child.stderr.take(),
            MAX_STDERR,
            Arc::clone(&written[1]),
            None,
        );
        let stdin = child
            .stdin
            .take()
            .map(|s| Box::new(s) as Box<dyn Write + Send>);
        return Ok(Started {
            child: Launched::Child(child),
            stdin,
            groups: None,
            status: None,
            root: None,
            stdout,
            stderr,
            written,
            over_output,
        });
    };
    // The launchers count as processes of the group. A group the machine
    // refuses this once leaves the run's limits measured, as where there
    // is none.
    let tasks = limits.processes + how.launchers();
    let groups = RunGroups::make(limits.memory_bytes, tasks).ok();
    let status = status_path("status");
    let run_box = match sandbox {
        Some(sandbox) => {
            let root = status_path("root");
            std::fs::create_dir(&root)?;
            Some(RunBox {
                sandbox: sandbox.for_run(),
                root,
            })
        }
        None => None,
    };
    let root = run_box.as_ref().map(|b| b.root.clone());
    let guard = Guard {
        status: status.clone(),
        groups: groups.as_ref().map(RunGroups::dirs).unwrap_or_default(),
        run_box,
        rlimits: Rlimits::of(limits.memory_bytes, limits.output_bytes),
        processes: limits.processes,
        env: env.iter().map(|v| v.name.clone()).collect(),
        command: command.to_vec(),
    };
    let (stdin_read, stdin_write) = std::io::pipe()?;
    let (stdout_read, stdout_write) = std::io::pipe()?;
    let (stderr_read, stderr_write) = std::io::pipe()?;
    let mut server = servers.take()?;
    let launched = server.launch(
        &guard.arguments()[1..],
        [
            stdin_read.as_fd(),
            stdout_write.as_fd(),
            stderr_write.as_fd(),
        ],
    );
    // The launcher holds its ends now: the pipes end when it and the
    // program are done with them.
    drop((stdin_read, stdout_write, stderr_write));
    let pid = match launched {
        Ok(pid) => pid,
        Err(e) => {
            if let Some(root) = &root {
                let _ = std::fs::remove_dir(root);
            }
            return Err(e);
        }
    };
    let stdout = drain(
        Some(stdout_read),
        limits.output_bytes,
        Arc::clone(&written[0]),
        Some(Arc::clone(&over_output)),
    );
    let stderr = drain(Some(stderr_read), MAX_STDERR, Arc::clone(&written[1]), None);
    Ok(Started {
        child: Launched::Served {
            pid,
            server,
            ended: None,
        },
        stdin: Some(Box::new(stdin_write)),
        groups,
        status: Some(status),
        root,
        stdout,
        stderr,
        written,
        over_output,
    })
}

/// A fresh path for a launcher's status file, or for the folder a box is
/// built on: `abbott-run-PID-N.EXTENSION` in the temporary folder.
fn status_path(extension: &str) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("abbott-run-{}-{n}.{extension}", std::process::id()))
}
