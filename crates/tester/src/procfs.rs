//! What `/proc` tells of a run's processes: the tree below a process, each
//! one's processor time and memory, and SIGKILL to one. Where the system
//! has no `/proc` every figure is `None` and every tree is the process
//! alone.

use std::time::Duration;

/// The most processes of one run's tree that are read at a time.
const MAX_TREE: usize = 1024;
/// The unit of the processor times in `/proc/PID/stat`: Linux's `USER_HZ`,
/// 100 on every architecture it runs on.
const CLOCK_TICKS_PER_SECOND: u64 = 100;

/// A process's processor time so far, with its reaped children's, and
/// whether it has ended (a zombie not yet reaped).
#[derive(Clone, Copy, Debug)]
pub(super) struct Usage {
    /// User and system time, its own and its reaped children's.
    pub cpu: Duration,
    /// Whether it has ended.
    pub ended: bool,
}

/// What `/proc/PID/stat` says of a process's processor time, if the
/// system tells: user and system time, its own and its reaped children's
/// (fields 14 to 17, in clock ticks), and its state (field 3).
pub(super) fn processor_time(pid: u32) -> Option<Usage> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) is in brackets and may hold anything.
    let fields: Vec<&str> = stat
        .get(stat.rfind(')')? + 1..)?
        .split_whitespace()
        .collect();
    // fields[0] is field 3.
    let state = *fields.first()?;
    let ticks = fields.get(11..15)?.iter().map(|f| f.parse::<u64>().ok());
    let ticks: u64 = ticks.sum::<Option<u64>>()?;
    Some(Usage {
        cpu: Duration::from_millis(ticks * 1000 / CLOCK_TICKS_PER_SECOND),
        ended: state == "Z" || state == "X",
    })
}

/// The processor time of `pids` (a process and its descendants alive now,
/// or ended and not yet reaped: [`tree`]), with what each has reaped,
/// summed, if the system tells: a program run through a wrapper is
/// measured whole.
pub(super) fn processor_time_of(pids: &[u32]) -> Option<Duration> {
    let mut total = None;
    for &pid in pids {
        if let Some(usage) = processor_time(pid) {
            *total.get_or_insert(Duration::ZERO) += usage.cpu;
        }
    }
    total
}

/// A process and its descendants alive now, the process first, at most
/// [`MAX_TREE`].
pub(super) fn tree(pid: u32) -> Vec<u32> {
    let mut found = Vec::new();
    let mut todo = vec![pid];
    while let Some(pid) = todo.pop() {
        if found.len() == MAX_TREE {
            break;
        }
        found.push(pid);
        todo.extend(children(pid));
    }
    found
}

/// The children of every thread of a process, if the system tells.
pub(super) fn children(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    let lists = tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok());
    let mut out = Vec::new();
    for list in lists {
        out.extend(
            list.split_whitespace()
                .filter_map(|word| word.parse::<u32>().ok()),
        );
    }
    out
}

/// A process's memory figures from `/proc/PID/status`, in KiB: the
/// resident high-water mark (`VmHWM`) and the resident size now (`VmRSS`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Memory {
    /// The most it held.
    pub high_water_kib: u64,
    /// What it holds now.
    pub resident_kib: u64,
}

impl std::ops::AddAssign for Memory {
    fn add_assign(&mut self, other: Memory) {
        self.high_water_kib += other.high_water_kib;
        self.resident_kib += other.resident_kib;
    }
}

/// A process's memory figures, if the system tells.
pub(super) fn memory(pid: u32) -> Option<Memory> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    Some(Memory {
        high_water_kib: field("VmHWM:")?,
        resident_kib: field("VmRSS:")?,
    })
}

/// The memory figures of `pids`, summed, if the system tells of any.
pub(super) fn memory_of(pids: &[u32]) -> Option<Memory> {
    let mut total = None;
    for &pid in pids {
        if let Some(m) = memory(pid) {
            *total.get_or_insert_with(Memory::default) += m;
        }
    }
    total
}

/// Sends SIGKILL to a process; one that has ended meanwhile needs none.
pub(super) fn kill(pid: u32) {
    #[cfg(unix)]
    {
        let pid = i32::try_from(pid)
            .ok()
            .and_then(rustix::process::Pid::from_raw);
        if let Some(pid) = pid {
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
        }
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// Sends SIGKILL to every descendant of `pid` (not to `pid` itself), again
/// until none is left or `rounds` have passed: a tree that forks while it
/// is stopped is caught in a later round, and the orphans of a killed
/// process come back below `pid` where it is their subreaper.
pub(super) fn kill_descendants(pid: u32, rounds: usize) {
    for _ in 0..rounds {
        let descendants: Vec<u32> = tree(pid).into_iter().skip(1).collect();
        if descendants.is_empty() {
            break;
        }
        descendants.into_iter().for_each(kill);
        std::thread::sleep(Duration::from_micros(200));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_process_is_seen_with_its_time_and_memory() {
        let me = std::process::id();
        assert_eq!(tree(me).first(), Some(&me));
        let usage = processor_time(me).expect("Linux has /proc");
        assert!(!usage.ended);
        let memory = memory(me).expect("Linux has /proc");
        assert!(memory.high_water_kib >= memory.resident_kib, "{memory:?}");
        assert!(memory.resident_kib > 0);
    }
}
