//! The mounts a box is made of, each failure saying which: file systems in
//! memory, the box's `/proc`, read-only views of the system's files, and
//! the turn that makes the box's folder the root.

use nix::mount::{MntFlags, MsFlags, mount, umount2};
use nix::sys::statvfs::{FsFlags, statvfs};
use std::io;
use std::path::Path;

/// What no mount of the box allows: programs that gain privileges on
/// start.
const SAFE: MsFlags = MsFlags::MS_NOSUID;

/// The error of one step, in words: `mount /proc: Operation not
/// permitted`.
pub(super) fn failed(step: &str, target: &Path, errno: nix::errno::Errno) -> io::Error {
    io::Error::new(
        io::Error::from(errno).kind(),
        format!("{step} {}: {}", target.display(), errno.desc()),
    )
}

/// Keeps every mount made from here on in this mount namespace: nothing
/// the box mounts reaches abbott's, and nothing of abbott's reaches the
/// box once it is made.
pub(super) fn private() -> io::Result<()> {
    let flags = MsFlags::MS_REC | MsFlags::MS_PRIVATE;
    mount(None::<&str>, "/", None::<&str>, flags, None::<&str>)
        .map_err(|e| failed("make private", Path::new("/"), e))
}

/// A fresh file system in memory at `target` with `options` (its mode, its
/// size, its owner).
pub(super) fn memory(target: &Path, options: &str) -> io::Result<()> {
    let flags = SAFE | MsFlags::MS_NODEV;
    mount(Some("tmpfs"), target, Some("tmpfs"), flags, Some(options))
        .map_err(|e| failed("mount a file system in memory on", target, e))
}

/// The box's own `/proc`: its processes only (PID 1 mounts it, in the
/// box's PID namespace).
pub(super) fn proc(target: &Path) -> io::Result<()> {
    let flags = SAFE | MsFlags::MS_NODEV | MsFlags::MS_NOEXEC;
    mount(Some("proc"), target, Some("proc"), flags, None::<&str>)
        .map_err(|e| failed("mount the box's /proc on", target, e))
}

/// Shows `source` at `target`, read-only (a device stays usable as a
/// device; nothing else is one).
pub(super) fn bind_read_only(source: &Path, target: &Path, device: bool) -> io::Result<()> {
    bind(source, target)?;
    read_only(target, !device)
}

/// Shows `source` at `target`, writable (no devices, no set-user-id
/// programs).
pub(super) fn bind_writable(source: &Path, target: &Path) -> io::Result<()> {
    bind(source, target)?;
    remount(target, MsFlags::MS_NODEV)
}

/// Shows `source` at `target` with the flags of the mount it is on.
pub(super) fn bind(source: &Path, target: &Path) -> io::Result<()> {
    let flags = MsFlags::MS_BIND;
    mount(Some(source), target, None::<&str>, flags, None::<&str>)
        .map_err(|e| failed(&format!("show {} at", source.display()), target, e))
}

/// Makes the mount at `target` read-only, and free of devices where
/// `no_devices`. A mount that came from abbott's namespace into a user
/// namespace keeps the flags it had (the kernel refuses to clear them), so
/// they are read and kept.
pub(super) fn read_only(target: &Path, no_devices: bool) -> io::Result<()> {
    let extra = if no_devices {
        MsFlags::MS_RDONLY | MsFlags::MS_NODEV
    } else {
        MsFlags::MS_RDONLY
    };
    remount(target, extra)
}

/// Remounts the mount at `target` with `extra` flags beside `nosuid` and
/// those it has that the kernel would refuse to clear in a user namespace
/// (they are read and kept).
fn remount(target: &Path, extra: MsFlags) -> io::Result<()> {
    let kept = statvfs(target)
        .map_err(|e| failed("read the flags of", target, e))?
        .flags();
    let mut flags = MsFlags::MS_BIND | MsFlags::MS_REMOUNT | SAFE | extra;
    let pairs = [
        (FsFlags::ST_NODEV, MsFlags::MS_NODEV),
        (FsFlags::ST_NOEXEC, MsFlags::MS_NOEXEC),
        (FsFlags::ST_NOATIME, MsFlags::MS_NOATIME),
        (FsFlags::ST_NODIRATIME, MsFlags::MS_NODIRATIME),
        (FsFlags::ST_RELATIME, MsFlags::MS_RELATIME),
    ];
    for (has, keep) in pairs {
        if kept.contains(has) {
            flags |= keep;
        }
    }
    mount(None::<&str>, target, None::<&str>, flags, None::<&str>)
        .map_err(|e| failed("remount", target, e))
}

/// Takes the mount at `target` off its place, lazily: what is shown
/// elsewhere from it stays.
pub(super) fn detach(target: &Path) -> io::Result<()> {
    umount2(target, MntFlags::MNT_DETACH).map_err(|e| failed("take off", target, e))
}

/// Makes the folder `root` (a mount) the root of this mount namespace and
/// drops the old root from it whole: nothing outside `root` can be reached
/// again, by any path.
pub(super) fn pivot(root: &Path) -> io::Result<()> {
    nix::unistd::chdir(root).map_err(|e| failed("enter", root, e))?;
    // The old root is put on the new one, in the same place, then taken
    // off: no folder is needed for it.
    nix::unistd::pivot_root(".", ".").map_err(|e| failed("make the root", root, e))?;
    umount2(".", MntFlags::MNT_DETACH).map_err(|e| failed("drop the old root at", root, e))?;
    nix::unistd::chdir("/").map_err(|e| failed("enter", Path::new("/"), e))
}
