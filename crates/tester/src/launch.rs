//! How one run of the program under test is started: as the tester's own
//! child, or through abbott's launcher (`abbott guard`) with the run's
//! control groups, its status file and, in a box, the empty folder the
//! box's root is built on; then its pipes' readers.

use super::cgroup::RunGroups;
use super::confine::{Rlimits, Variable};
use super::ending::Limits;
use super::guard::Guard;
use super::pipes::drain;
use super::sandbox::{RunBox, Sandbox};
use std::ffi::OsString;
use std::io;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;

/// Standard error kept from one run, for the report.
const MAX_STDERR: u64 = 64 << 10;

/// How the program is started.
#[derive(Clone, Debug)]
pub(super) enum Start {
    /// As a child of the tester.
    Direct,
    /// Through abbott's launcher, this executable, in a box if given,
    /// passing the program the variables `env`.
    Guarded {
        abbott: PathBuf,
        sandbox: Option<Sandbox>,
        env: Vec<Variable>,
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

/// A run started: the child (the program, or its launcher), its pipes'
/// readers and what the run's end needs.
pub(super) struct Started {
    pub(super) child: Child,
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
    let (mut spawned, groups, status, root) = match how {
        Start::Direct => {
            let mut spawned = Command::new(program);
            spawned.args(args);
            (spawned, None, None, None)
        }
        Start::Guarded {
            abbott,
            sandbox,
            env,
        } => {
            // The launchers count as processes of the group. A group
            // the machine refuses this once leaves the run's limits
            // measured, as where there is none.
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
            let mut spawned = Command::new(abbott);
            spawned.args(guard.arguments());
            // A value given is the launcher's to pass on.
            for variable in env {
                if let Some(value) = &variable.value {
                    spawned.env(&variable.name, value);
                }
            }
            (spawned, groups, Some(status), root)
        }
    };
    let mut child = spawned
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let over_output = Arc::new(AtomicBool::new(false));
    let written = [Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0))];
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
    Ok(Started {
        child,
        groups,
        status,
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
