//! The launcher's part of a box: it leaves abbott's namespaces, so that
//! its first child is the box's PID 1 in namespaces of its own (mount,
//! PID, network, IPC, host name, control groups; as an ordinary user a user
//! namespace first, in which that child is root).

use nix::sched::{CloneFlags, unshare};
use std::io;

/// Leaves abbott's namespaces for new ones; as an ordinary user (`as_root`
/// false) a user namespace too, mapping its one user and group to root in
/// it. The calling process must be single-threaded (the launcher is).
pub(crate) fn enter(as_root: bool) -> io::Result<()> {
    let uid = rustix::process::geteuid().as_raw();
    let gid = rustix::process::getegid().as_raw();
    let mut flags = CloneFlags::CLONE_NEWNS
        | CloneFlags::CLONE_NEWPID
        | CloneFlags::CLONE_NEWNET
        | CloneFlags::CLONE_NEWIPC
        | CloneFlags::CLONE_NEWUTS
        | CloneFlags::CLONE_NEWCGROUP;
    if !as_root {
        flags |= CloneFlags::CLONE_NEWUSER;
    }
    unshare(flags).map_err(|e| {
        let which = if as_root {
            "new namespaces"
        } else {
            "a user namespace and new namespaces"
        };
        io::Error::new(
            io::Error::from(e).kind(),
            format!("cannot make {which}: {}", e.desc()),
        )
    })?;
    if !as_root {
        map_ids(&format!("0 {uid} 1"), &format!("0 {gid} 1"))?;
    }
    Ok(())
}

/// Writes the calling process's user and group maps (`INSIDE OUTSIDE 1`)
/// in the user namespace it has just made, refusing it supplementary
/// groups first (the kernel's condition for a map written without
/// privileges).
pub(super) fn map_ids(users: &str, groups: &str) -> io::Result<()> {
    let write = |file: &str, text: &str| {
        std::fs::write(format!("/proc/self/{file}"), text)
            .map_err(|e| io::Error::new(e.kind(), format!("cannot write {file} {text:?}: {e}")))
    };
    // Already refused where the namespace above refused it.
    let _ = write("setgroups", "deny");
    write("uid_map", users)?;
    write("gid_map", groups)
}
