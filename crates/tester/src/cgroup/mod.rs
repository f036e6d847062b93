//! Control groups for one run, where the machine lets abbott make them:
//! a memory limit the kernel enforces (and a peak of the whole tree), a
//! process limit, and one place that holds every process the run started,
//! so that all of them end with it, however they daemonise.
//!
//! Linux has two forms of control groups, often side by side: version 1,
//! a hierarchy per controller (`memory/`, `pids/`), and version 2, one
//! unified hierarchy whose `cgroup.kill` ends a group whole. abbott finds
//! its own place in each from `/proc/self/mountinfo` and
//! `/proc/self/cgroup`, makes a group of its own below it for each run
//! (`abbott-PID-N`), and takes each controller from whichever form has it.
//! The launcher (`guard`) moves itself into the groups before it starts
//! the program, so that nothing the program starts is ever outside them.

mod mounts;

pub(super) use mounts::enforced;
use mounts::{Form, hierarchies};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// What a machine lets abbott enforce through control groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Enforced {
    /// The memory limit (and the tree's peak).
    pub memory: bool,
    /// The process limit.
    pub processes: bool,
    /// Ending every process of a run at once.
    pub kill: bool,
}

impl Enforced {
    /// Nothing enforced: every limit measured.
    pub(super) const NONE: Enforced = Enforced {
        memory: false,
        processes: false,
        kill: false,
    };
}

/// One run's groups: made before the run, joined by its launcher, read
/// and removed after it.
#[derive(Debug)]
pub(super) struct RunGroups {
    memory: Option<(PathBuf, Form)>,
    pids: Option<(PathBuf, Form)>,
    unified: Option<PathBuf>,
}

/// What the groups saw of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct GroupFigures {
    /// The most memory the run's processes held at once, in bytes.
    pub peak_bytes: Option<u64>,
    /// Whether the kernel killed a process of the run for memory.
    pub out_of_memory: bool,
    /// The memory limit written to the group, in bytes.
    pub memory_limit: Option<u64>,
    /// The most processes and threads the run held at once.
    pub peak_tasks: Option<u64>,
    /// Whether a fork of the run was refused at the process limit.
    pub process_limit_hit: bool,
}

impl GroupFigures {
    /// Whether the run passed its memory limit: the kernel killed one of
    /// its processes for memory while the group held all the limit let
    /// it (within a MiB). A kill for want of memory elsewhere (the whole
    /// machine's, or an enclosing group's) is no verdict of the limit.
    pub(super) fn over_memory_limit(&self) -> bool {
        self.out_of_memory
            && match (self.peak_bytes, self.memory_limit) {
                (Some(peak), Some(limit)) => peak.saturating_add(1 << 20) >= limit,
                _ => true,
            }
    }
}

impl RunGroups {
    /// Makes the groups of one run with its limits: `memory_bytes` for the
    /// whole tree, `tasks` processes and threads at once (the launcher
    /// included). A controller the machine does not let abbott use is
    /// left out ([`enforced`] tells which); a group made before a failure
    /// is removed again.
    pub(super) fn make(memory_bytes: u64, tasks: u64) -> io::Result<RunGroups> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "abbott-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let can = enforced();
        let h = hierarchies();
        let mut groups = RunGroups {
            memory: None,
            pids: None,
            unified: None,
        };
        // The unified group first: where the memory and pids controllers
        // live in it too, the same folder serves them.
        if can.kill
            && let Some(base) = &h.unified
        {
            let dir = base.join(&name);
            std::fs::create_dir(&dir)?;
            groups.unified = Some(dir);
        }
        if can.memory
            && let Some((base, form)) = &h.memory
        {
            let dir = groups.made(base.join(&name))?;
            match form {
                Form::V1 => write(&dir, "memory.limit_in_bytes", memory_bytes)?,
                Form::V2 => {
                    write(&dir, "memory.max", memory_bytes)?;
                    // No swap beyond the limit, where the kernel has it.
                    let _ = write(&dir, "memory.swap.max", 0);
                }
            }
            groups.memory = Some((dir, *form));
        }
        if can.processes
            && let Some((base, form)) = &h.pids
        {
            let dir = groups.made(base.join(&name))?;
            write(&dir, "pids.max", tasks)?;
            groups.pids = Some((dir, *form));
        }
        Ok(groups)
    }

    /// What these groups enforce.
    pub(super) fn enforced(&self) -> Enforced {
        Enforced {
            memory: self.memory.is_some(),
            processes: self.pids.is_some(),
            kill: self.unified.is_some(),
        }
    }

    /// Makes `dir` unless the unified group is it already.
    fn made(&self, dir: PathBuf) -> io::Result<PathBuf> {
        if self.unified.as_ref() != Some(&dir) {
            std::fs::create_dir(&dir)?;
        }
        Ok(dir)
    }

    /// Every folder a process of the run must join, each once.
    pub(super) fn dirs(&self) -> Vec<PathBuf> {
        let mut dirs: Vec<PathBuf> = [
            self.unified.clone(),
            self.memory.as_ref().map(|(d, _)| d.clone()),
            self.pids.as_ref().map(|(d, _)| d.clone()),
        ]
        .into_iter()
        .flatten()
        .collect();
        dirs.dedup();
        dirs.sort();
        dirs.dedup();
        dirs
    }

    /// What the groups saw so far.
    pub(super) fn figures(&self) -> GroupFigures {
        let mut figures = GroupFigures::default();
        if let Some((dir, form)) = &self.memory {
            let (peak, events) = match form {
                Form::V1 => ("memory.max_usage_in_bytes", "memory.oom_control"),
                Form::V2 => ("memory.peak", "memory.events"),
            };
            figures.peak_bytes = read_number(&dir.join(peak));
            let limit = if *form == Form::V1 {
                "memory.limit_in_bytes"
            } else {
                "memory.max"
            };
            figures.memory_limit = read_number(&dir.join(limit));
            figures.out_of_memory = keyed(&dir.join(events), "oom_kill").is_some_and(|n| n > 0);
        }
        if let Some((dir, _)) = &self.pids {
            figures.peak_tasks = read_number(&dir.join("pids.peak"));
            figures.process_limit_hit =
                keyed(&dir.join("pids.events"), "max").is_some_and(|n| n > 0);
        }
        figures
    }

    /// The processes in the groups now.
    pub(super) fn members(&self) -> Vec<u32> {
        let mut pids: Vec<u32> = self
            .dirs()
            .iter()
            .filter_map(|dir| std::fs::read_to_string(dir.join("cgroup.procs")).ok())
            .flat_map(|list| {
                list.split_whitespace()
                    .filter_map(|w| w.parse().ok())
                    .collect::<Vec<u32>>()
            })
            .collect();
        pids.sort_unstable();
        pids.dedup();
        pids
    }

    /// Ends every process of the run: at once through `cgroup.kill` where
    /// there is one, else by SIGKILL to each member, again until none is
    /// left (a fork between reading and killing is caught next round; the
    /// process limit bounds the rounds). Waits at most `patience` for the
    /// groups to empty.
    pub(super) fn kill_all(&self, patience: Duration) {
        let started = std::time::Instant::now();
        if let Some(dir) = &self.unified {
            let _ = std::fs::write(dir.join("cgroup.kill"), "1");
        }
        loop {
            let members = self.members();
            if members.is_empty() || started.elapsed() > patience {
                break;
            }
            for pid in members {
                super::procfs::kill(pid);
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

impl Drop for RunGroups {
    /// Removes the groups; a group whose last process has not quite left
    /// is tried again for a moment.
    fn drop(&mut self) {
        for dir in self.dirs() {
            for _ in 0..200 {
                if std::fs::remove_dir(&dir).is_ok() || !dir.exists() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

/// Writes a number to a control file.
fn write(dir: &Path, file: &str, value: u64) -> io::Result<()> {
    std::fs::write(dir.join(file), value.to_string())
}

/// A control file that holds one number.
fn read_number(path: &Path) -> Option<u64> {
    std::fs::read_to_string(path).ok()?.trim().parse().ok()
}

/// The number after `key` in a control file of `key value` lines.
fn keyed(path: &Path, key: &str) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines().find_map(|line| {
        let (k, v) = line.split_once(' ')?;
        (k == key).then(|| v.trim().parse().ok()).flatten()
    })
}

/// Moves the calling process into each of `dirs` (the launcher does it
/// before it starts the program).
pub(super) fn join(dirs: &[PathBuf]) -> io::Result<()> {
    let pid = std::process::id().to_string();
    for dir in dirs {
        std::fs::write(dir.join("cgroup.procs"), &pid)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", dir.display())))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kill_for_memory_is_the_runs_verdict_only_at_its_limit() {
        let at = |peak: u64| GroupFigures {
            peak_bytes: Some(peak),
            out_of_memory: true,
            memory_limit: Some(100 << 20),
            ..GroupFigures::default()
        };
        assert!(at(100 << 20).over_memory_limit());
        assert!(at((100 << 20) - 4096).over_memory_limit());
        assert!(!at(40 << 20).over_memory_limit());
        let no_kill = GroupFigures {
            out_of_memory: false,
            ..at(100 << 20)
        };
        assert!(!no_kill.over_memory_limit());
    }

    #[test]
    fn keyed_files_give_their_numbers() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let path = dir.path().join("events");
        std::fs::write(&path, "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n").expect("written");
        assert_eq!(keyed(&path, "oom_kill"), Some(2));
        assert_eq!(keyed(&path, "under_oom"), Some(0));
        assert_eq!(keyed(&path, "max"), None);
    }
}
