//! What the store of a running box's writable places holds, read from
//! outside the box: the tester counts it with the program's memory where
//! no control group does.

use super::sandbox::Sandbox;
use super::status::Store;
use std::path::Path;

/// What the store of the box `sandbox` holds now, in KiB, for a run whose
/// tree is `tree` (the launcher, the box's PID 1, the program's): read
/// through PID 1's root, where the working folder is one of the store's
/// folders; `None` where it cannot be read.
pub(super) fn kib(sandbox: &Sandbox, tree: &[u32]) -> Option<u64> {
    let init = tree.get(1)?;
    let work = sandbox.work.strip_prefix("/").unwrap_or(&sandbox.work);
    let seen = Path::new("/proc")
        .join(init.to_string())
        .join("root")
        .join(work);
    let store = Store::of(&seen)?;
    // Before PID 1 has made its root, the path is the host's folder: the
    // store is known by its size, the box's memory limit.
    let size = store.used + store.free;
    let page = 4096;
    (size.abs_diff(sandbox.size.next_multiple_of(page)) < page).then_some(store.used / 1024)
}
