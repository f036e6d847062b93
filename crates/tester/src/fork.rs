//! The one place abbott runs `unsafe` code: fork(2) without exec (and
//! _exit(2), which ends a forked child without the parent's clean-up), so that
//! the box's PID 1 is the launcher's own child and each run's launcher a
//! child of the launcher kept for its worker (`abbott serve`), not new
//! starts of the whole abbott binary (each cost a run about 1.3 ms of
//! processor time: docs/performance.md). nix and rustix offer
//! fork only as an `unsafe fn`: after a fork in a process of several
//! threads the child may find a lock held by a thread it does not have.
//! The launcher has one thread, which is checked before every fork, and
//! the child never returns into the launcher's code: it runs PID 1 and
//! exits.
#![allow(unsafe_code, reason = "fork(2) in the single-threaded launcher")]

use std::io;

/// Which side of a fork this process is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    /// The new process.
    Child,
    /// The process that forked, with the child's id.
    Parent(u32),
}

/// Forks this process, which must have one thread (an error else, and no
/// fork): the launcher of a run, or the launcher kept for a worker.
pub(crate) fn fork() -> io::Result<Side> {
    let threads = std::fs::read_dir("/proc/self/task")?.count();
    if threads != 1 {
        return Err(io::Error::other(format!(
            "the launcher has {threads} threads: it forks only with one"
        )));
    }
    // SAFETY: the process has one thread (checked above), so the child
    // holds no lock another thread held at the fork, and every function
    // it goes on to call is as safe as in the parent.
    match unsafe { nix::unistd::fork() } {
        Ok(nix::unistd::ForkResult::Child) => Ok(Side::Child),
        Ok(nix::unistd::ForkResult::Parent { child }) => {
            Ok(Side::Parent(child.as_raw().cast_unsigned()))
        }
        Err(e) => Err(io::Error::new(
            io::Error::from(e).kind(),
            format!("cannot start the box's PID 1: {}", e.desc()),
        )),
    }
}

/// Ends a forked child with `code` at once: nothing of the parent's runs
/// again in it (no handler registered with `atexit`, no clean-up of the
/// standard library's run time: they are the parent's to run, once, and
/// cost each run's two children a tenth of their start). The children
/// write nothing to standard output (their word is the status file, and
/// standard error, which is not buffered), so nothing is lost unflushed.
pub(crate) fn leave(code: i32) -> ! {
    // SAFETY: _exit(2) has no precondition; it ends the process at once.
    unsafe { libc::_exit(code) }
}
