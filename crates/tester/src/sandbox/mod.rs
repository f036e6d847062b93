//! The box a program under test runs in, built as the IOI's isolate builds
//! one, from the kernel's namespaces: processes of its own (it sees none
//! of abbott's and cannot signal them), no network but a loopback of its
//! own that is down, its own IPC, host name and control-group view, and a
//! file system made for it from nothing: the system's programs and
//! libraries read-only, the program's own files read-only, a fresh `/proc`
//! and `/dev` of five devices, and a writable working folder, `/tmp` and
//! `/dev/shm` of bounded size that vanish with the run. Nothing else exists in it: not
//! the user's home, not abbott's folders, not `/etc` or `/sys`.
//!
//! Three processes make a run. The tester makes an empty folder for the
//! box's root; its launcher (`abbott guard`) joins the run's control
//! groups and leaves abbott's namespaces ([`enter`]); its first child is
//! the box's PID 1 (its child, forked: [`crate::fork`]), which builds the file system
//! ([`layout`], with [`mounts`] and [`places`]), starts the program as the box's own user
//! with `no_new_privs`, reaps every orphan, and writes how the program
//! ended ([`init`]). When PID 1 ends, the kernel ends every process left
//! in the box.
//!
//! As root the program runs as a user id of its own ([`Sandbox::uid`]),
//! never as root. As an ordinary user the launcher makes a user namespace
//! (allowed by default on Debian and Ubuntu) in which PID 1 is root, and
//! PID 1 a second one in which the program has the same id and no
//! capability.

mod enter;
mod init;
mod layout;
mod mounts;
mod places;

pub(super) use enter::enter;
pub(super) use init::{Boxed, run as run_inside};
pub(super) use layout::prepare;

use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};

/// The first user id of the range the box's user is taken from when abbott
/// runs as root, as isolate takes 60000 + its box number: ids no account of
/// a Debian or Ubuntu system uses (their system ranges end at 999, their
/// users' at 59999).
pub(super) const FIRST_UID: u32 = 60_000;
/// How many ids the range holds.
pub(super) const UIDS: u32 = 1000;

/// A file or folder shown read-only in the box: where it is, and where the
/// program sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Its path outside the box.
    pub source: PathBuf,
    /// Its path in the box.
    pub target: PathBuf,
    /// Whether the program may change it (`--box-write`); read-only else.
    pub writable: bool,
}

/// What a box lets in, the same for every run of a session; the folder its
/// root is built on is each run's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox {
    /// The working folder in the box: a fresh, writable file system at the
    /// path of abbott's own working folder (at `/box` where that path is
    /// `/` or holds the system's folders), so that the program's relative
    /// paths mean what they meant.
    pub work: PathBuf,
    /// What is shown beyond the system's folders: the program's own files
    /// (each word of the command that names an existing file or folder),
    /// read-only, and the folders asked for with `--box-dir` (read-only)
    /// and `--box-write`.
    pub shown: Vec<Shown>,
    /// The bytes the box's store may hold: every writable place of the
    /// box together (the working folder, `/tmp`, `/dev/shm`).
    pub size: u64,
    /// The program's user and group id in the box: outside it too when
    /// abbott is root.
    pub uid: u32,
}

impl Sandbox {
    /// The box of a session that runs `command` from the working folder
    /// `cwd`, showing the command's own files beside the system's, each
    /// writable folder holding at most `size` bytes. The user id is taken
    /// from the range by this process's id.
    pub fn new(command: &[OsString], cwd: &Path, size: u64) -> Sandbox {
        let work = work_folder(cwd);
        let mut shown = Vec::new();
        for word in command {
            let path = Path::new(word);
            let source = cwd.join(path);
            // A word that names nothing on the disk is an argument, not a
            // file; the folder itself or its parents would show too much
            // by accident (`.` shows the working folder: the user's own
            // choice, read-only).
            if word.is_empty() || std::fs::metadata(&source).is_err() || is_root(&source) {
                continue;
            }
            // The box has its own; a word naming one of abbott's is an
            // argument, shown there as the box's.
            let named = normal(&source);
            if named.starts_with("/proc") || named.starts_with("/dev") {
                continue;
            }
            let target = if path.is_absolute() {
                path.to_path_buf()
            } else {
                work.join(path)
            };
            shown.push(Shown {
                source: normal(&source),
                target: normal(&target),
                writable: false,
            });
        }
        Sandbox {
            work,
            shown,
            size,
            uid: FIRST_UID + std::process::id() % UIDS,
        }
    }

    /// This box for one run: as root, with a user id of the range that no
    /// run started just before it has, so that the kernel's count of the
    /// user's processes (the process limit) is the run's alone.
    pub(super) fn for_run(&self) -> Sandbox {
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let uid = match self.uid.checked_sub(FIRST_UID) {
            Some(offset) if offset < UIDS => FIRST_UID + (offset + n % UIDS) % UIDS,
            // An id its caller chose outside the range is kept.
            _ => self.uid,
        };
        Sandbox {
            uid,
            ..self.clone()
        }
    }

    /// Shows the folder `dir` (an absolute path) at its own path, writable
    /// where `writable`.
    pub fn show(&mut self, dir: PathBuf, writable: bool) {
        self.shown.push(Shown {
            source: dir.clone(),
            target: dir,
            writable,
        });
    }

    /// The launcher's arguments that carry this box, built on `root`.
    pub(super) fn arguments(&self, root: &Path) -> Vec<OsString> {
        let mut args: Vec<OsString> = vec!["--box-root".into(), root.into()];
        args.extend(["--box-work".into(), self.work.clone().into_os_string()]);
        for shown in &self.shown {
            args.push(
                if shown.writable {
                    "--box-write"
                } else {
                    "--box-show"
                }
                .into(),
            );
            args.push(shown.source.clone().into_os_string());
            args.push(shown.target.clone().into_os_string());
        }
        args.extend(["--box-size".into(), self.size.to_string().into()]);
        args.extend(["--box-uid".into(), self.uid.to_string().into()]);
        args
    }
}

/// The box of one run: what it lets in and the folder its root is built
/// on, as the launcher is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunBox {
    /// What the box lets in.
    pub sandbox: Sandbox,
    /// The empty folder its root is built on.
    pub root: PathBuf,
}

/// The working folder in the box for abbott's working folder `cwd`.
fn work_folder(cwd: &Path) -> PathBuf {
    let cwd = normal(cwd);
    let hides_system = layout::SYSTEM
        .iter()
        .chain(&["/dev", "/proc", "/tmp"])
        .any(|dir| Path::new(dir).starts_with(&cwd));
    let in_devices = cwd.starts_with("/proc") || cwd.starts_with("/dev");
    if cwd.is_absolute() && !hides_system && !in_devices {
        cwd
    } else {
        PathBuf::from("/box")
    }
}

/// Whether `path` (in the box) is in one of the system's folders the box
/// shows.
pub(super) fn is_system(path: &Path) -> bool {
    let path = normal(path);
    layout::SYSTEM.iter().any(|dir| path.starts_with(dir))
}

/// Whether `path` is the root folder.
fn is_root(path: &Path) -> bool {
    normal(path) == Path::new("/")
}

/// `path` without `.` and with each `..` taken back, without following
/// links (the box shows a path as the command names it).
pub(super) fn normal(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_working_folder_keeps_its_path_unless_it_would_hide_the_system() {
        assert_eq!(
            work_folder(Path::new("/work/main")),
            Path::new("/work/main")
        );
        assert_eq!(
            work_folder(Path::new("/home/u/./a")),
            Path::new("/home/u/a")
        );
        assert_eq!(work_folder(Path::new("/")), Path::new("/box"));
        assert_eq!(work_folder(Path::new("/usr")), Path::new("/box"));
        assert_eq!(work_folder(Path::new("/tmp")), Path::new("/box"));
        assert_eq!(work_folder(Path::new("/proc/1")), Path::new("/box"));
        assert_eq!(work_folder(Path::new("/dev/shm")), Path::new("/box"));
        assert_eq!(work_folder(Path::new("/tmp/x")), Path::new("/tmp/x"));
    }

    #[test]
    fn the_commands_files_are_shown_where_it_names_them() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        std::fs::write(dir.path().join("sol.py"), "print(1)\n").expect("written");
        std::fs::create_dir(dir.path().join("lib")).expect("made");
        let command: Vec<OsString> = [
            "python3",
            "sol.py",
            "-c",
            "lib",
            "/",
            "missing",
            "/dev/null",
            "/proc/self",
        ]
        .iter()
        .map(OsString::from)
        .collect();
        let mut sandbox = Sandbox::new(&command, dir.path(), 1 << 20);
        sandbox.show("/opt".into(), false);
        sandbox.show("/srv".into(), true);
        let work = normal(dir.path());
        assert_eq!(sandbox.work, work);
        let shown: Vec<(PathBuf, PathBuf, bool)> = sandbox
            .shown
            .iter()
            .map(|s| (s.source.clone(), s.target.clone(), s.writable))
            .collect();
        assert_eq!(
            shown,
            [
                (work.join("sol.py"), work.join("sol.py"), false),
                (work.join("lib"), work.join("lib"), false),
                ("/opt".into(), "/opt".into(), false),
                ("/srv".into(), "/srv".into(), true),
            ]
        );
        assert!((FIRST_UID..FIRST_UID + UIDS).contains(&sandbox.uid));
    }

    #[test]
    fn the_launchers_arguments_carry_every_part_of_the_box() {
        let sandbox = Sandbox {
            work: "/w".into(),
            shown: vec![
                Shown {
                    source: "/a/x".into(),
                    target: "/w/x".into(),
                    writable: false,
                },
                Shown {
                    source: "/a/y".into(),
                    target: "/a/y".into(),
                    writable: true,
                },
            ],
            size: 7,
            uid: 60_001,
        };
        let words: Vec<String> = sandbox
            .arguments(Path::new("/tmp/r"))
            .iter()
            .map(|w| w.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            words,
            [
                "--box-root",
                "/tmp/r",
                "--box-work",
                "/w",
                "--box-show",
                "/a/x",
                "/w/x",
                "--box-write",
                "/a/y",
                "/a/y",
                "--box-size",
                "7",
                "--box-uid",
                "60001"
            ]
        );
    }
}
