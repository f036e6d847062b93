//! What the box's file system holds, place by place, and building it on
//! an empty folder: every place is listed, and nothing else exists. Every
//! writable place (the working folder, `/tmp`, `/dev/shm`) is a folder of
//! one store in memory the size of the run's memory limit, so that what
//! a program keeps there is bounded once, not once a place, and can be
//! counted with its processes' memory ([`STORE`]).

use super::Sandbox;
use super::mounts;
use super::places::{file, folder, link, store_folder};
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::OnceLock;

/// The system's folders, shown read-only where they exist (a link where
/// the system has one, as `/bin -> usr/bin` on a merged `/usr`): its
/// programs, libraries and interpreters, and the links of Debian's
/// alternatives (`java`, `cc`).
pub(super) const SYSTEM: [&str; 8] = [
    "/usr",
    "/bin",
    "/sbin",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/etc/alternatives",
];

/// The devices in the box's `/dev`.
const DEVICES: [&str; 5] = ["null", "zero", "full", "random", "urandom"];

/// The bytes the box's `/dev` may hold (its links and the devices'
/// places only).
const DEV_BYTES: u64 = 64 << 10;

/// Where the store of the box's writable places is mounted while the box
/// is built, in its root; gone from the root before the program starts.
const STORE: &str = ".store";

/// What is at one place of the box.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Part {
    /// A file or folder from outside the box: read-only unless writable;
    /// a device stays usable as one.
    Bind {
        source: PathBuf,
        device: bool,
        writable: bool,
    },
    /// A fresh, empty file system in memory with these mount options.
    Memory(String),
    /// A fresh, empty folder of the box's store, writable: its name in
    /// the store, its mode, and its owner where it must be made the
    /// program's (as root).
    Store {
        name: &'static str,
        mode: u32,
        owner: Option<u32>,
    },
    /// The box's own `/proc`.
    Proc,
    /// A link to this path.
    Link(PathBuf),
}

/// One place of the box and what is there.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Place {
    /// Its path in the box.
    path: PathBuf,
    part: Part,
}

/// Every place of the box `sandbox`, in the order they are made: a
/// place before any place inside it. `owner` is the program's user id as
/// PID 1 names it, given where the writable folders must be made its own
/// (as root; in a user namespace they are PID 1's, the program's already).
fn plan(sandbox: &Sandbox, owner: Option<u32>) -> Vec<Place> {
    let mut places = system().to_vec();
    places.push(Place {
        path: "/dev".into(),
        part: Part::Memory(format!("mode=0755,size={DEV_BYTES}")),
    });
    for device in DEVICES {
        let path = Path::new("/dev").join(device);
        places.push(Place {
            path: path.clone(),
            part: Part::Bind {
                source: path,
                device: true,
                writable: false,
            },
        });
    }
    let links = [
        ("fd", "/proc/self/fd"),
        ("stdin", "/proc/self/fd/0"),
        ("stdout", "/proc/self/fd/1"),
        ("stderr", "/proc/self/fd/2"),
    ];
    for (name, target) in links {
        places.push(Place {
            path: Path::new("/dev").join(name),
            part: Part::Link(target.into()),
        });
    }
    places.push(Place {
        path: "/proc".into(),
        part: Part::Proc,
    });
    // POSIX shared memory (Python's multiprocessing, sem_open), as /tmp.
    let shared = |name| Part::Store {
        name,
        mode: 0o1777,
        owner: None,
    };
    places.push(Place {
        path: "/dev/shm".into(),
        part: shared("shm"),
    });
    if sandbox.work != Path::new("/tmp") {
        places.push(Place {
            path: "/tmp".into(),
            part: shared("tmp"),
        });
    }
    places.push(Place {
        path: sandbox.work.clone(),
        part: Part::Store {
            name: "work",
            mode: 0o755,
            owner,
        },
    });
    for shown in &sandbox.shown {
        let seen_already = shown.source == shown.target
            && !shown.writable
            && system().iter().any(|place| {
                matches!(place.part, Part::Bind { .. }) && shown.target.starts_with(&place.path)
            });
        if !seen_already {
            places.push(Place {
                path: shown.target.clone(),
                part: Part::Bind {
                    source: shown.source.clone(),
                    device: false,
                    writable: shown.writable,
                },
            });
        }
    }
    // Shallower places first; at one place a file system before what is
    // shown on it. The sort is stable: the order above breaks ties.
    places.sort_by_key(|place| {
        let rank = u8::from(matches!(
            place.part,
            Part::Bind { .. } | Part::Link(_) | Part::Store { .. }
        ));
        (depth(&place.path), rank)
    });
    places
}

/// The system's folders as the box shows them ([`SYSTEM`]): each a
/// read-only view of the folder, or the link it is, or nothing where the
/// system has neither. Read once a process, and by the launcher kept for
/// a worker before its first run ([`prepare`]), so that no run's PID 1
/// reads them again.
fn system() -> &'static [Place] {
    static SYSTEM_PLACES: OnceLock<Vec<Place>> = OnceLock::new();
    SYSTEM_PLACES.get_or_init(|| {
        let mut places = Vec::new();
        for dir in SYSTEM {
            let part = match std::fs::symlink_metadata(dir) {
                Ok(meta) if meta.is_symlink() => std::fs::read_link(dir).ok().map(Part::Link),
                Ok(meta) if meta.is_dir() => Some(Part::Bind {
                    source: dir.into(),
                    device: false,
                    writable: false,
                }),
                _ => None,
            };
            places.extend(part.map(|part| Place {
                path: dir.into(),
                part,
            }));
        }
        places
    })
}

/// Reads what every box of this process shows the same
/// (the system's folders), before the runs that fork from it.
pub(crate) fn prepare() {
    system();
}

/// Builds the box `sandbox` on the empty folder `root` (PID 1 does, in its
/// own mount namespace, before it makes `root` the root); `owner` as for
/// [`plan`].
pub(super) fn build(sandbox: &Sandbox, root: &Path, owner: Option<u32>) -> io::Result<()> {
    mounts::memory(root, "mode=0755,size=1m")?;
    let store = root.join(STORE);
    folder(&store)?;
    mounts::memory(&store, &format!("mode=0755,size={}", sandbox.size))?;
    for place in plan(sandbox, owner) {
        let inside = place.path.strip_prefix("/").unwrap_or(&place.path);
        let target = root.join(inside);
        match &place.part {
            Part::Memory(options) => {
                folder(&target)?;
                mounts::memory(&target, options)?;
            }
            Part::Proc => {
                folder(&target)?;
                mounts::proc(&target)?;
            }
            Part::Store { name, mode, owner } => {
                let source = store.join(name);
                store_folder(&source, *mode, *owner)?;
                folder(&target)?;
                // The store is mounted nosuid and nodev, and a view of a
                // folder of it has its mount's flags: no remount.
                mounts::bind(&source, &target)?;
            }
            Part::Bind {
                source,
                device,
                writable,
            } => {
                if source.is_dir() {
                    folder(&target)?;
                } else {
                    file(&target)?;
                }
                if *writable {
                    mounts::bind_writable(source, &target)?;
                } else {
                    mounts::bind_read_only(source, &target, *device)?;
                }
            }
            Part::Link(to) => link(to, &target)?,
        }
    }
    // The store's folders stay where they are shown; its own place goes.
    mounts::detach(&store)?;
    std::fs::remove_dir(&store)
        .map_err(|e| io::Error::new(e.kind(), format!("remove the store's place: {e}")))
}

/// Makes the box's root and `/dev` read-only (after the root is made the
/// root: their mount points are all made).
pub(super) fn seal() -> io::Result<()> {
    mounts::read_only(Path::new("/dev"), false)?;
    mounts::read_only(Path::new("/"), false)
}

/// How many names deep `path` is (`/` 0, `/usr` 1).
fn depth(path: &Path) -> usize {
    path.components()
        .filter(|c| matches!(c, Component::Normal(_)))
        .count()
}

#[cfg(test)]
mod tests {
    use super::super::Shown;
    use super::*;

    fn sandbox(work: &str, shown: &[(&str, &str)]) -> Sandbox {
        Sandbox {
            work: work.into(),
            shown: shown
                .iter()
                .map(|(s, t)| Shown {
                    source: s.into(),
                    target: t.into(),
                    writable: false,
                })
                .collect(),
            size: 1 << 20,
            uid: 60_000,
        }
    }

    #[test]
    fn a_place_is_made_after_every_place_it_is_inside() {
        let places = plan(
            &sandbox("/w/x", &[("/tmp/a/p.sh", "/tmp/a/p.sh"), ("/w", "/w")]),
            Some(60_000),
        );
        for (i, later) in places.iter().enumerate() {
            for earlier in &places[i + 1..] {
                assert!(
                    !(later.path.starts_with(&earlier.path) && later.path != earlier.path),
                    "{} before {}",
                    later.path.display(),
                    earlier.path.display()
                );
            }
        }
        let position = |path: &str| {
            places
                .iter()
                .position(|p| p.path == Path::new(path))
                .unwrap_or_else(|| panic!("{path} in the plan"))
        };
        assert!(position("/tmp") < position("/tmp/a/p.sh"));
        assert!(position("/dev") < position("/dev/null"));
        // A folder shown above the working folder comes before it.
        assert!(position("/w") < position("/w/x"));
    }

    #[test]
    fn the_plan_lists_the_system_the_devices_and_the_writable_folders() {
        let places = plan(&sandbox("/w", &[]), Some(60_123));
        let paths: Vec<&Path> = places.iter().map(|p| p.path.as_path()).collect();
        for path in [
            "/usr",
            "/dev",
            "/dev/null",
            "/dev/urandom",
            "/proc",
            "/tmp",
            "/w",
        ] {
            assert!(paths.contains(&Path::new(path)), "{path} in {paths:?}");
        }
        for hidden in ["/etc", "/home", "/root", "/sys", "/var", "/run"] {
            assert!(!paths.contains(&Path::new(hidden)), "{hidden} in {paths:?}");
        }
        let work = places.iter().find(|p| p.path == Path::new("/w"));
        assert_eq!(
            work.map(|p| &p.part),
            Some(&Part::Store {
                name: "work",
                mode: 0o755,
                owner: Some(60_123)
            })
        );
        // Every writable place is a folder of the one store.
        for (path, name) in [("/tmp", "tmp"), ("/dev/shm", "shm")] {
            let place = places.iter().find(|p| p.path == Path::new(path));
            assert_eq!(
                place.map(|p| &p.part),
                Some(&Part::Store {
                    name,
                    mode: 0o1777,
                    owner: None
                })
            );
        }
        assert!(places.iter().any(|p| p.path == Path::new("/dev/null")
            && p.part
                == Part::Bind {
                    source: "/dev/null".into(),
                    device: true,
                    writable: false,
                }));
    }

    #[test]
    fn a_file_the_system_shows_already_is_not_shown_again() {
        let places = plan(
            &sandbox("/w", &[("/usr/bin/env", "/usr/bin/env"), ("/w/a", "/w/b")]),
            None,
        );
        assert!(!places.iter().any(|p| p.path == Path::new("/usr/bin/env")));
        assert!(places.iter().any(|p| p.path == Path::new("/w/b")));
        let work = places.iter().find(|p| p.path == Path::new("/w"));
        assert_eq!(
            work.map(|p| &p.part),
            Some(&Part::Store {
                name: "work",
                mode: 0o755,
                owner: None
            })
        );
    }

    #[test]
    fn the_system_folders_are_read_once_as_the_system_has_them() {
        let places = system();
        assert!(std::ptr::eq(places, system()), "read once");
        for place in places {
            let meta = std::fs::symlink_metadata(&place.path).expect("there");
            match &place.part {
                Part::Link(_) => assert!(meta.is_symlink(), "{}", place.path.display()),
                Part::Bind { .. } => assert!(meta.is_dir(), "{}", place.path.display()),
                other => panic!("{other:?} at {}", place.path.display()),
            }
        }
        assert!(places.iter().any(|p| p.path == Path::new("/usr")));
    }
}
