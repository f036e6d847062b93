//! The box's PID 1 (the launcher's forked child): in the namespaces its
//! launcher made, it builds the box's file system on the run's empty
//! folder, makes it the root, starts the program as the box's user with
//! `no_new_privs`, the environment abbott builds and the kernel's count
//! of its processes held to the limit, reaps every orphan until the
//! program ends, ends what the program left, and writes how it ended
//! with what the box's store held then and what the program's processes
//! spent. No signal from inside the box reaches it (the kernel
//! lets no process of a PID namespace signal its first, which sets no
//! handler), and no process of the box may trace it or read its files
//! (it is not dumpable). When it returns, the kernel ends every process
//! left in the box.

use super::enter::map_ids;
use super::{RunBox, layout, mounts};
use crate::confine;
use crate::status::{Spent, Status, StatusFile, Store, wait_for};
use std::ffi::OsString;
use std::io;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Command;

/// The program PID 1 starts, as its launcher was told.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Boxed<'a> {
    /// The program and its arguments.
    pub(crate) command: &'a [OsString],
    /// Where to write how it ended.
    pub(crate) status: &'a Path,
    /// The processes it may hold at once.
    pub(crate) processes: u64,
    /// The variables of PID 1's environment passed to it.
    pub(crate) env: &'a [OsString],
}

/// Runs `guard`'s program in the box `run_box` and writes how it ended to
/// its status file; `user_ns` where the launcher made a user namespace
/// (abbott is not root). An error is the box's own (a mount the kernel
/// refuses), never the program's, and no status is written.
pub(crate) fn run(guard: Boxed<'_>, run_box: &RunBox, user_ns: bool) -> io::Result<()> {
    let command = guard.command;
    // Opened while its path still means something.
    let status = StatusFile::open(guard.status)?;
    let sandbox = &run_box.sandbox;
    let uid = sandbox.uid;
    mounts::private()?;
    // As root the writable folders are the box user's own; in a user
    // namespace they are PID 1's, which the program's id maps to.
    let owner = (!user_ns).then_some(uid);
    layout::build(sandbox, &run_box.root, owner)?;
    mounts::pivot(&run_box.root)?;
    layout::seal()?;
    nix::unistd::sethostname("box").map_err(|e| io::Error::other(format!("sethostname: {e}")))?;
    if user_ns {
        // A second user namespace, in which the program has the box's id
        // (not root) and so starts with no capability.
        nix::sched::unshare(nix::sched::CloneFlags::CLONE_NEWUSER)
            .map_err(|e| io::Error::other(format!("cannot make the user's namespace: {e}")))?;
        let map = format!("{uid} 0 1");
        map_ids(&map, &map)?;
    }
    nix::sys::prctl::set_dumpable(false)
        .map_err(|e| io::Error::other(format!("cannot make PID 1 undumpable: {e}")))?;
    nix::sys::prctl::set_no_new_privs()
        .map_err(|e| io::Error::other(format!("cannot set no_new_privs: {e}")))?;
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no command given"))?;
    // In a user namespace PID 1 shares the program's user, and counts.
    confine::set_processes(guard.processes + u64::from(user_ns))?;
    let env = confine::environment(&sandbox.work, guard.env);
    let mut child = Command::new(program);
    child
        .args(args)
        .current_dir(&sandbox.work)
        .env_clear()
        .envs(env);
    if !user_ns {
        // The standard library drops the supplementary groups too.
        child.gid(uid).uid(uid);
    }
    let ended = match child.spawn() {
        Ok(child) => wait_for(child),
        Err(e) => Status::not_started(&e),
    };
    // What the program left ends now, and is counted with it.
    end_the_rest();
    let spent = Spent::by_reaped_children();
    status.write(ended, Store::of(&sandbox.work), spent)
}

/// Ends every other process of the box and reaps it, so that what it
/// spent is the program's too (it would end with PID 1 anyway).
/// `kill(-1)` from the first process of a PID namespace reaches every
/// other process of that namespace and none outside it; called from any
/// other process, this does nothing.
fn end_the_rest() {
    use nix::sys::signal::{Signal, kill};
    use rustix::process::{WaitOptions, wait};
    if rustix::process::getpid() != rustix::process::Pid::INIT {
        return;
    }
    let _ = kill(nix::unistd::Pid::from_raw(-1), Signal::SIGKILL);
    // Until no child is left (an error, ECHILD).
    while let Ok(_) | Err(rustix::io::Errno::INTR) = wait(WaitOptions::empty()) {}
}
