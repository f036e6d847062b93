//! Where this process stands in each control-group hierarchy abbott may
//! use: the mount table (`/proc/self/mountinfo`) and this process's
//! groups (`/proc/self/cgroup`), read once, and what the machine lets
//! abbott enforce there, probed once by making and removing a group.

use super::Enforced;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Where this process stands in each hierarchy that abbott may use.
#[derive(Clone, Debug, Default)]
pub(super) struct Hierarchies {
    /// The group of the memory controller, and its form.
    pub(super) memory: Option<(PathBuf, Form)>,
    /// The group of the pids controller, and its form.
    pub(super) pids: Option<(PathBuf, Form)>,
    /// The group in the unified hierarchy (version 2), whose children
    /// have `cgroup.kill`.
    pub(super) unified: Option<PathBuf>,
}

/// The two forms of control groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// A hierarchy per controller.
    V1,
    /// The unified hierarchy.
    V2,
}

/// The hierarchies found once for the whole process.
pub(super) fn hierarchies() -> &'static Hierarchies {
    static FOUND: OnceLock<Hierarchies> = OnceLock::new();
    FOUND.get_or_init(|| find().unwrap_or_default())
}

/// What this machine lets abbott enforce: each controller whose group
/// abbott can make a child of and write a limit to.
pub(crate) fn enforced() -> Enforced {
    static PROBED: OnceLock<Enforced> = OnceLock::new();
    *PROBED.get_or_init(|| {
        let h = hierarchies();
        let can = |base: &Option<(PathBuf, Form)>, file_v1: &str, file_v2: &str| {
            base.as_ref().is_some_and(|(dir, form)| {
                let file = if *form == Form::V1 { file_v1 } else { file_v2 };
                probe(dir, file)
            })
        };
        Enforced {
            memory: can(&h.memory, "memory.limit_in_bytes", "memory.max"),
            processes: can(&h.pids, "pids.max", "pids.max"),
            kill: h
                .unified
                .as_ref()
                .is_some_and(|dir| probe(dir, "cgroup.kill")),
        }
    })
}

/// Whether a child group of `base` can be made and removed, and has `file`.
fn probe(base: &Path, file: &str) -> bool {
    let dir = base.join(format!("abbott-{}-probe", std::process::id()));
    let made = std::fs::create_dir(&dir).is_ok();
    let has = made && dir.join(file).exists();
    if made {
        let _ = std::fs::remove_dir(&dir);
    }
    has
}

/// Reads the mount table and this process's groups.
fn find() -> Option<Hierarchies> {
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").ok()?;
    let own = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let mut found = Hierarchies::default();
    for line in mounts.lines() {
        // Fields: id, parent, dev, root, mount point, options, optional
        // fields, "-", type, source, super options.
        let Some((left, right)) = line.split_once(" - ") else {
            continue;
        };
        let left: Vec<&str> = left.split(' ').collect();
        let right: Vec<&str> = right.split(' ').collect();
        let (Some(&root), Some(&point), Some(&kind)) = (left.get(3), left.get(4), right.first())
        else {
            continue;
        };
        let options = right.get(2).copied().unwrap_or("");
        match kind {
            "cgroup2" => {
                let Some(path) = own_path(&own, |c| c.is_empty()) else {
                    continue;
                };
                let dir = group_dir(point, root, path);
                let controllers =
                    std::fs::read_to_string(dir.join("cgroup.subtree_control")).unwrap_or_default();
                let has = |c: &str| controllers.split_whitespace().any(|w| w == c);
                if has("memory") && found.memory.is_none() {
                    found.memory = Some((dir.clone(), Form::V2));
                }
                if has("pids") && found.pids.is_none() {
                    found.pids = Some((dir.clone(), Form::V2));
                }
                found.unified.get_or_insert(dir);
            }
            "cgroup" => {
                for controller in ["memory", "pids"] {
                    if !options.split(',').any(|o| o == controller) {
                        continue;
                    }
                    let Some(path) =
                        own_path(&own, |c| c.split(',').any(|name| name == controller))
                    else {
                        continue;
                    };
                    let dir = group_dir(point, root, path);
                    let slot = if controller == "memory" {
                        &mut found.memory
                    } else {
                        &mut found.pids
                    };
                    // Version 1 is taken first where both have it: its
                    // groups may hold processes at every level.
                    if slot.as_ref().is_none_or(|(_, form)| *form == Form::V2) {
                        *slot = Some((dir, Form::V1));
                    }
                }
            }
            _ => {}
        }
    }
    Some(found)
}

/// This process's path in the hierarchy whose controller list matches,
/// from `/proc/self/cgroup` (`ID:CONTROLLERS:PATH` a line).
fn own_path(own: &str, matches: impl Fn(&str) -> bool) -> Option<&str> {
    own.lines().find_map(|line| {
        let mut fields = line.splitn(3, ':');
        let (_, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
        matches(controllers).then_some(path)
    })
}

/// The folder of the group at `path` in a hierarchy mounted at `point`
/// whose mount shows the hierarchy from `root`.
fn group_dir(point: &str, root: &str, path: &str) -> PathBuf {
    let relative = path.strip_prefix(root).unwrap_or(path);
    Path::new(point).join(relative.trim_start_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_in_proc_self_cgroup_are_found_by_controller() {
        let own = "9:name=systemd:/\n8:pids:/\n4:memory:/sandbox/abc\n0::/user\n";
        assert_eq!(own_path(own, |c| c == "pids"), Some("/"));
        assert_eq!(own_path(own, |c| c == "memory"), Some("/sandbox/abc"));
        assert_eq!(own_path(own, str::is_empty), Some("/user"));
        assert_eq!(own_path(own, |c| c == "cpu"), None);
    }

    #[test]
    fn a_groups_folder_is_below_its_mount() {
        let dir = group_dir("/sys/fs/cgroup/memory", "/", "/sandbox/abc");
        assert_eq!(dir, Path::new("/sys/fs/cgroup/memory/sandbox/abc"));
        // A mount that shows the hierarchy from a group of its own.
        let dir = group_dir("/sys/fs/cgroup", "/sandbox", "/sandbox/abc");
        assert_eq!(dir, Path::new("/sys/fs/cgroup/abc"));
    }
}
