//! How a program under test ended, as its launcher writes it down and the
//! tester reads it back: the status line, the launcher's wait for the
//! program (reaping every orphan that comes to it meanwhile), and the
//! status file, opened before the program starts (so that a box's PID 1
//! can write it from inside a root where its path no longer exists) and
//! renamed into place once written whole, with what the box's store held
//! and the processor time the program's processes spent.

use std::fs::File;
use std::io::{self, Write};
use std::os::fd::OwnedFd;
use std::path::Path;
use std::time::Duration;

/// How the program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    /// It exited with this code.
    Exited(i32),
    /// This signal ended it.
    Signal(i32),
    /// It could not be started: the system's error number.
    NotStarted(i32),
}

impl Status {
    /// The line written to the status file.
    fn line(self) -> String {
        match self {
            Status::Exited(code) => format!("exited {code}\n"),
            Status::Signal(signal) => format!("signal {signal}\n"),
            Status::NotStarted(errno) => format!("not-started {errno}\n"),
        }
    }

    /// The status a line gives, if it is one.
    pub(super) fn parse(text: &str) -> Option<Status> {
        let (word, number) = text.lines().next()?.trim().split_once(' ')?;
        let number: i32 = number.parse().ok()?;
        match word {
            "exited" => Some(Status::Exited(number)),
            "signal" => Some(Status::Signal(number)),
            "not-started" => Some(Status::NotStarted(number)),
            _ => None,
        }
    }

    /// The status of a program that could not be started for `error`.
    pub(super) fn not_started(error: &io::Error) -> Status {
        Status::NotStarted(error.raw_os_error().unwrap_or(0))
    }
}

/// What the box's store of writable places held when the program ended,
/// in bytes, and what it had left: a store found full was at the memory
/// limit by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Store {
    /// Bytes held.
    pub used: u64,
    /// Bytes it could still take.
    pub free: u64,
}

impl Store {
    /// What the store that holds the folder `dir` holds now, if the system
    /// tells.
    pub(super) fn of(dir: &Path) -> Option<Store> {
        let stat = nix::sys::statvfs::statvfs(dir).ok()?;
        let block = stat.fragment_size() as u64;
        let blocks = stat.blocks() as u64;
        let free = stat.blocks_free() as u64;
        Some(Store {
            used: blocks.saturating_sub(free) * block,
            free: free * block,
        })
    }

    /// Whether the store had no room left for another page of memory.
    pub(super) fn is_full(self) -> bool {
        self.free < 2 * 4096
    }

    /// The line written to the status file.
    fn line(self) -> String {
        format!("store {} {}\n", self.used, self.free)
    }

    /// The store a status file's text tells of, if it does.
    pub(super) fn parse(text: &str) -> Option<Store> {
        let line = text.lines().find_map(|l| l.strip_prefix("store "))?;
        let (used, free) = line.trim().split_once(' ')?;
        Some(Store {
            used: used.parse().ok()?,
            free: free.parse().ok()?,
        })
    }
}

/// The processor time of every process of the run its launcher reaped:
/// the program and every process it started, all ended and reaped before
/// the status is written. The kernel's count to the microsecond, of the
/// program's processes alone (not the launcher's or the box's start and
/// end), as a judge counts a submission's (the resource usage of its
/// reaped tree); `/proc`'s samples are in steps of ten milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Spent(pub Duration);

impl Spent {
    /// What the calling process's reaped children spent, theirs with it,
    /// if the system tells.
    pub(super) fn by_reaped_children() -> Option<Spent> {
        use nix::sys::resource::{UsageWho, getrusage};
        let usage = getrusage(UsageWho::RUSAGE_CHILDREN).ok()?;
        let time = |t: nix::sys::time::TimeVal| {
            let seconds = u64::try_from(t.tv_sec()).ok()?;
            let micros = u64::try_from(t.tv_usec()).ok()?;
            Some(Duration::from_secs(seconds) + Duration::from_micros(micros))
        };
        Some(Spent(time(usage.user_time())? + time(usage.system_time())?))
    }

    /// The line written to the status file.
    fn line(self) -> String {
        format!("cpu {}\n", self.0.as_micros())
    }

    /// The time a status file's text tells of, if it does.
    pub(super) fn parse(text: &str) -> Option<Spent> {
        let micros = text.lines().find_map(|l| l.strip_prefix("cpu "))?;
        Some(Spent(Duration::from_micros(micros.trim().parse().ok()?)))
    }
}

/// The status file of one run, held open through its folder.
#[derive(Debug)]
pub(super) struct StatusFile {
    folder: OwnedFd,
    name: std::ffi::OsString,
}

impl StatusFile {
    /// Opens the folder of the status file `path`.
    pub(super) fn open(path: &Path) -> io::Result<StatusFile> {
        use nix::fcntl::OFlag;
        let name = path
            .file_name()
            .ok_or_else(|| io::Error::other(format!("{}: no file name", path.display())))?;
        let parent = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        let flags = OFlag::O_DIRECTORY | OFlag::O_RDONLY | OFlag::O_CLOEXEC;
        let folder =
            nix::fcntl::open(parent, flags, nix::sys::stat::Mode::empty()).map_err(|e| {
                io::Error::new(
                    io::Error::from(e).kind(),
                    format!("{}: {e}", parent.display()),
                )
            })?;
        Ok(StatusFile {
            folder,
            name: name.to_owned(),
        })
    }

    /// Writes `status`, with what the box's store held if there is one
    /// and what the program's processes spent if the system told,
    /// beside its place, then renames it into place: a launcher stopped as
    /// it writes leaves no status.
    pub(super) fn write(
        &self,
        status: Status,
        store: Option<Store>,
        spent: Option<Spent>,
    ) -> io::Result<()> {
        use nix::fcntl::OFlag;
        let mut part = self.name.clone();
        part.push(".part");
        let flags = OFlag::O_WRONLY | OFlag::O_CREAT | OFlag::O_TRUNC | OFlag::O_CLOEXEC;
        let mode = nix::sys::stat::Mode::from_bits_truncate(0o600);
        let fd = nix::fcntl::openat(&self.folder, part.as_os_str(), flags, mode)
            .map_err(io::Error::from)?;
        let mut text = status.line();
        text.extend(store.map(Store::line));
        text.extend(spent.map(Spent::line));
        File::from(fd).write_all(text.as_bytes())?;
        nix::fcntl::renameat(
            &self.folder,
            part.as_os_str(),
            &self.folder,
            self.name.as_os_str(),
        )
        .map_err(io::Error::from)
    }
}

/// Reads the status file `path` once and removes it, with the part a
/// launcher stopped as it wrote leaves beside it.
pub(super) fn take(path: &Path) -> io::Result<String> {
    let status = std::fs::read_to_string(path);
    let _ = std::fs::remove_file(path);
    let mut part = path.as_os_str().to_owned();
    part.push(".part");
    let _ = std::fs::remove_file(part);
    status
}

/// Waits for the program `child`'s end, reaping the orphans that come to
/// the caller meanwhile (as a subreaper, or as a box's PID 1).
pub(super) fn wait_for(child: std::process::Child) -> Status {
    wait_for_pid(child.id())
}

/// Waits for the end of the child `program`, reaping the orphans that
/// come to the caller meanwhile.
pub(super) fn wait_for_pid(program: u32) -> Status {
    use rustix::process::{WaitOptions, wait};
    loop {
        match wait(WaitOptions::empty()) {
            Ok(Some((pid, status))) if pid.as_raw_nonzero().get().cast_unsigned() == program => {
                if let Some(signal) = status.terminating_signal() {
                    return Status::Signal(signal);
                }
                let code = status.exit_status();
                return Status::Exited(code.expect("an exit without a signal has a code"));
            }
            // An orphan reaped, or a wait interrupted.
            Ok(_) | Err(rustix::io::Errno::INTR) => {}
            // No child left: the program, a child, has already been
            // reaped, which only this loop does.
            Err(e) => return Status::NotStarted(e.raw_os_error()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_read_back_as_written() {
        for status in [Status::Exited(3), Status::Signal(9), Status::NotStarted(2)] {
            assert_eq!(Status::parse(&status.line()), Some(status));
        }
        assert_eq!(Status::parse("ended 1"), None);
        assert_eq!(Status::parse(""), None);
    }

    #[test]
    fn a_status_is_written_whole_into_its_place_through_its_folder() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let path = dir.path().join("run.status");
        let file = StatusFile::open(&path).expect("the folder opens");
        let store = Store {
            used: 4096,
            free: 1 << 20,
        };
        let spent = Spent(Duration::from_micros(1_003_217));
        file.write(Status::Signal(9), Some(store), Some(spent))
            .expect("written");
        let text = std::fs::read_to_string(&path).expect("in place");
        assert_eq!(Status::parse(&text), Some(Status::Signal(9)));
        assert_eq!(Store::parse(&text), Some(store));
        assert_eq!(Spent::parse(&text), Some(spent));
        assert!(!store.is_full());
        file.write(Status::Exited(0), None, None).expect("written");
        let text = std::fs::read_to_string(&path).expect("in place");
        assert_eq!(Status::parse(&text), Some(Status::Exited(0)));
        assert_eq!(Store::parse(&text), None);
        assert_eq!(Spent::parse(&text), None);
        assert!(!dir.path().join("run.status.part").exists());
    }

    #[test]
    fn a_store_is_full_with_less_than_two_pages_left() {
        let store = |free| Store {
            used: 1 << 20,
            free,
        };
        assert!(store(0).is_full());
        assert!(store(4096).is_full());
        assert!(store(8191).is_full());
        assert!(!store(8192).is_full());
    }

    #[test]
    fn a_status_is_taken_once_with_the_part_beside_it() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let path = dir.path().join("run.status");
        std::fs::write(&path, "exited 0\n").expect("written");
        std::fs::write(dir.path().join("run.status.part"), "exi").expect("written");
        assert_eq!(take(&path).ok().as_deref(), Some("exited 0\n"));
        assert!(!path.exists());
        assert!(!dir.path().join("run.status.part").exists());
        assert!(take(&path).is_err());
    }

    #[test]
    fn what_reaped_children_spent_in_user_and_system_time_is_counted_to_the_microsecond() {
        // Other tests' children only add to the count: what this child
        // spent is a lower bound of the difference.
        let before = Spent::by_reaped_children().expect("the system tells");
        let status = std::process::Command::new("sh")
            .args(["-c", "i=0; while [ $i -lt 30000 ]; do i=$((i + 1)); done"])
            .status()
            .expect("sh runs");
        assert!(status.success());
        // A child that spends its time in the kernel: system time counts
        // as user time does.
        let status = std::process::Command::new("dd")
            .args(["if=/dev/zero", "of=/dev/null", "bs=1", "count=800000"])
            .stderr(std::process::Stdio::null())
            .status()
            .expect("dd runs");
        assert!(status.success());
        let after = Spent::by_reaped_children().expect("the system tells");
        let spent = after.0.saturating_sub(before.0);
        assert!(spent >= Duration::from_millis(20), "{spent:?}");
        assert!(spent < Duration::from_secs(60), "{spent:?}");
        assert_ne!(
            spent.subsec_micros() % 10_000,
            0,
            "not in clock ticks: {spent:?}"
        );
    }
}
