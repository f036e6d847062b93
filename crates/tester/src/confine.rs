//! What a run starts with, the same whatever abbott's caller left it, as
//! a judge host gives it: no descriptor but the three standard ones (a
//! folder or pipe the caller held open would reach the program), an
//! environment built rather than inherited (a judge host's token stays
//! outside), and resource limits set by abbott rather than inherited (a
//! shell's `ulimit -s 8192` does not fail a right program that recurses
//! deep; the stack is the memory limit, as Kattis gives it).

use std::ffi::{OsStr, OsString};
use std::io;
use std::path::Path;

/// The programs' folders on the box's `PATH`: the system's, as a fresh
/// account of Debian or Ubuntu has them.
pub(crate) const PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The files a run's process may hold open at once: isolate's default.
pub const OPEN_FILES: u64 = 64;

/// A variable passed to a run's program (`--env`): abbott's own value,
/// or one given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// Its name.
    pub name: OsString,
    /// Its value; `None` for the one abbott has (none if it has none).
    pub value: Option<OsString>,
}

impl Variable {
    /// The variable `NAME` (abbott's value) or `NAME=VALUE` says.
    pub fn parse(text: &OsStr) -> Variable {
        use std::os::unix::ffi::OsStrExt;
        let bytes = text.as_bytes();
        match bytes.iter().position(|&b| b == b'=') {
            Some(at) => Variable {
                name: OsStr::from_bytes(&bytes[..at]).to_owned(),
                value: Some(OsStr::from_bytes(&bytes[at + 1..]).to_owned()),
            },
            None => Variable {
                name: text.to_owned(),
                value: None,
            },
        }
    }
}

/// The resource limits a run starts with, each process of it alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rlimits {
    /// The stack, in bytes: the run's memory limit.
    pub stack_bytes: u64,
    /// The files a process may hold open at once.
    pub open_files: u64,
    /// The largest file a process may write, in bytes: the output limit.
    pub file_bytes: u64,
}

impl Rlimits {
    /// The limits of a run held to `memory_bytes` of memory and
    /// `output_bytes` of output.
    pub fn of(memory_bytes: u64, output_bytes: u64) -> Rlimits {
        Rlimits {
            stack_bytes: memory_bytes,
            open_files: OPEN_FILES,
            file_bytes: output_bytes,
        }
    }
}

/// Marks every descriptor above standard error close-on-exec, so that no
/// program this process starts inherits one: what abbott's caller left
/// open without the flag (a judge daemon's working folder, a shell's
/// pipe) and whatever abbott itself holds.
pub(super) fn close_inherited() {
    close_fds::set_fds_cloexec(3, &[]);
}

/// Sets `limits` on this process, for every program it starts: the
/// stack, open files and file size, and no core file. A limit above
/// the caller's hard limit is raised where this process may (as root),
/// else set at that hard limit.
pub(super) fn set(limits: Rlimits) -> io::Result<()> {
    use rustix::process::Resource;
    set_one(Resource::Stack, limits.stack_bytes)?;
    set_one(Resource::Nofile, limits.open_files)?;
    set_one(Resource::Fsize, limits.file_bytes)?;
    // A crash writes no core file: a run's crash costs no disk.
    set_one(Resource::Core, 0)
}

/// The hard stack limit abbott's caller left, in bytes, where it is below
/// the stack `limits` give a run and this process may not raise it (it
/// lacks `CAP_SYS_RESOURCE`, as every user but root has, and root too in
/// some containers): each run's stack is then held to it.
pub(crate) fn stack_held_below(limits: Rlimits) -> Option<u64> {
    use rustix::process::{Resource, getrlimit};
    let hard = getrlimit(Resource::Stack).maximum?;
    (hard < limits.stack_bytes && !may_raise_limits()).then_some(hard)
}

/// Whether this process holds `CAP_SYS_RESOURCE` (capability 24), which
/// raising a hard limit takes: read from its effective set in
/// `/proc/self/status`.
fn may_raise_limits() -> bool {
    const CAP_SYS_RESOURCE: u32 = 24;
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let effective = status
        .lines()
        .find_map(|l| l.strip_prefix("CapEff:"))
        .and_then(|hex| u64::from_str_radix(hex.trim(), 16).ok());
    effective.is_some_and(|caps| caps >> CAP_SYS_RESOURCE & 1 == 1)
}

/// Limits the processes (and threads) of this process's user, counted by
/// the kernel, to `n`: set in the box just before the program starts,
/// where that user runs nothing else.
pub(super) fn set_processes(n: u64) -> io::Result<()> {
    set_one(rustix::process::Resource::Nproc, n)
}

/// Sets one limit, soft and hard, to `value`, or to the hard limit where
/// `value` is above it and this process may not raise it.
fn set_one(resource: rustix::process::Resource, value: u64) -> io::Result<()> {
    use rustix::process::{Rlimit, getrlimit, setrlimit};
    let exact = Rlimit {
        current: Some(value),
        maximum: Some(value),
    };
    match setrlimit(resource, exact) {
        Ok(()) => Ok(()),
        Err(rustix::io::Errno::PERM) => {
            let hard = getrlimit(resource).maximum;
            let at_most = hard.map_or(value, |hard| hard.min(value));
            let capped = Rlimit {
                current: Some(at_most),
                maximum: hard,
            };
            setrlimit(resource, capped).map_err(|e| limit_error(resource, e))
        }
        Err(e) => Err(limit_error(resource, e)),
    }
}

/// The error of a limit that cannot be set, naming it.
fn limit_error(resource: rustix::process::Resource, errno: rustix::io::Errno) -> io::Error {
    io::Error::new(
        io::Error::from(errno).kind(),
        format!("cannot set the limit {resource:?}: {errno}"),
    )
}

/// The environment a run's program starts with: `PATH` of the system's
/// folders, `HOME` its working folder `home`, `TMPDIR` `/tmp`,
/// `LANG=C.UTF-8`, and the variables named in `passed` with the values
/// this process has (a name it has not is left out).
pub(super) fn environment(home: &Path, passed: &[OsString]) -> Vec<(OsString, OsString)> {
    built(home, passed, |name| std::env::var_os(name))
}

/// [`environment`], with the values `value_of` gives.
fn built(
    home: &Path,
    passed: &[OsString],
    value_of: impl Fn(&OsStr) -> Option<OsString>,
) -> Vec<(OsString, OsString)> {
    let mut env: Vec<(OsString, OsString)> = vec![
        ("PATH".into(), PATH.into()),
        ("HOME".into(), home.as_os_str().to_owned()),
        ("TMPDIR".into(), "/tmp".into()),
        ("LANG".into(), "C.UTF-8".into()),
    ];
    for name in passed {
        if let Some(value) = value_of(name) {
            env.retain(|(have, _)| have != name);
            env.push((name.clone(), value));
        }
    }
    env
}

/// Where the box would find `program` on its `PATH`: the first file of
/// that name in [`PATH`]'s folders that the box shows (the system's);
/// `None` for a name with a folder in it, or one the box lacks.
pub(crate) fn in_box_path(program: &OsStr) -> Option<std::path::PathBuf> {
    on_path(program, OsStr::new(PATH))
}

/// Where a shell whose `PATH` is `path` finds `program`: the first
/// executable file of that name in its folders; `None` for a name with a
/// folder in it (the shell does not search) or one it does not find.
pub(crate) fn on_path(program: &OsStr, path: &OsStr) -> Option<std::path::PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    if program.is_empty() || Path::new(program).components().count() != 1 {
        return None;
    }
    std::env::split_paths(path)
        .filter(|dir| dir.is_absolute())
        .map(|dir| dir.join(program))
        .find(|file| {
            std::fs::metadata(file)
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_is_built_and_passes_only_what_is_named() {
        let lookup = |name: &OsStr| match name.to_str() {
            Some("TOKEN") => Some(OsString::from("secret")),
            Some("LANG") => Some(OsString::from("fr_FR.UTF-8")),
            _ => None,
        };
        let env = built(Path::new("/w"), &[], lookup);
        let names: Vec<&OsStr> = env.iter().map(|(n, _)| n.as_os_str()).collect();
        assert_eq!(names, ["PATH", "HOME", "TMPDIR", "LANG"]);
        assert!(env.contains(&("HOME".into(), "/w".into())));
        assert!(!env.iter().any(|(n, _)| n == "TOKEN"));
        let passed = [OsString::from("TOKEN"), "LANG".into(), "MISSING".into()];
        let env = built(Path::new("/w"), &passed, lookup);
        assert!(env.contains(&("TOKEN".into(), "secret".into())));
        assert!(env.contains(&("LANG".into(), "fr_FR.UTF-8".into())));
        assert!(!env.contains(&("LANG".into(), "C.UTF-8".into())));
        assert!(!env.iter().any(|(n, _)| n == "MISSING"));
    }

    #[test]
    fn a_name_is_found_on_a_path_and_a_path_with_a_folder_is_not_searched() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let program = dir.path().join("solve");
        std::fs::write(&program, "#!/bin/sh\n").expect("written");
        let plain = dir.path().join("data");
        std::fs::write(&plain, "1\n").expect("written");
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755))
            .expect("made executable");
        let path = std::env::join_paths(["/nonexistent", dir.path().to_str().expect("utf-8")])
            .expect("a PATH");
        assert_eq!(on_path("solve".as_ref(), &path), Some(program));
        assert_eq!(on_path("data".as_ref(), &path), None);
        assert_eq!(on_path("./solve".as_ref(), &path), None);
        assert!(in_box_path("sh".as_ref()).is_some_and(|sh| sh.ends_with("bin/sh")));
    }

    #[test]
    fn a_variable_is_named_or_named_with_its_value() {
        assert_eq!(
            Variable::parse("TOKEN".as_ref()),
            Variable {
                name: "TOKEN".into(),
                value: None
            }
        );
        assert_eq!(
            Variable::parse("A=b=c".as_ref()),
            Variable {
                name: "A".into(),
                value: Some("b=c".into())
            }
        );
    }

    #[test]
    fn a_run_stack_is_its_memory_and_its_files_its_output() {
        let limits = Rlimits::of(256 << 20, 8 << 20);
        assert_eq!(limits.stack_bytes, 256 << 20);
        assert_eq!(limits.file_bytes, 8 << 20);
        assert_eq!(limits.open_files, OPEN_FILES);
    }
}
