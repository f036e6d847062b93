//! How the hostile tests run a session and what they check of it: `abbott
//! test cube-puzzle --board 2x2` on a shell script, as the caller or as an
//! unprivileged user, its verdict, its processes left, its files left,
//! abbott's own memory and its time.

use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

pub(crate) const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");
pub(crate) const CUBE: &str = env!("CARGO_BIN_EXE_cube-puzzle");

/// The session's `--time`.
pub(crate) const SESSION: Duration = Duration::from_secs(3);
/// The time limit of each run, unless a test sets its own.
pub(crate) const LIMIT: Duration = Duration::from_secs(1);
/// The slack the issue allows past a run's limit.
pub(crate) const SLACK: Duration = Duration::from_millis(500);
/// The environment variable that tags a session's processes.
pub(crate) const TAG: &str = "ABBOTT_HOSTILE_TAG";

/// What a session did.
#[derive(Debug)]
pub(crate) struct Session {
    pub(crate) code: Option<i32>,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
    pub(crate) elapsed: Duration,
    /// abbott's own resident high-water mark, in KiB.
    peak_kib: u64,
    /// Processes with the session's tag alive after it.
    leftovers: Vec<u32>,
    /// Files and control groups abbott made for its runs and left.
    left_files: Vec<std::path::PathBuf>,
}

/// Who runs abbott.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Who {
    /// The test's own user (root in CI).
    Caller,
    /// An ordinary user with no privilege (nobody, 65534), where the test
    /// is root and can start one.
    Nobody,
}

/// The user id of nobody.
const NOBODY: u32 = 65_534;

/// Whether the tests can run abbott as an unprivileged user: they are
/// root.
pub(crate) fn can_drop_privileges() -> bool {
    rustix::process::geteuid().is_root()
}

/// Runs `abbott test cube-puzzle --board 2x2` on `script` (run by `sh`,
/// with `$SOLVER` the right solver's command) with `limit` and `extra`
/// flags.
pub(crate) fn session(script: &str, limit: Duration, extra: &[&str]) -> Session {
    session_as(Who::Caller, script, limit, extra, &[])
}

/// Runs `abbott test cube-puzzle --board 2x2` as `who` on `script` (run
/// by `sh` from its own scratch folder, with `$SOLVER` the right solver's
/// command and the variables `env`) with `limit` and `extra` flags.
pub(crate) fn session_as(
    who: Who,
    script: &str,
    limit: Duration,
    extra: &[&str],
    env: &[(&str, &str)],
) -> Session {
    session_from(who, script, (limit, extra, env), &Caller::default())
}

/// The shell abbott is started from, beyond its user: a line of `sh` run
/// first, which ends by `exec "$@"` into abbott (descriptors opened,
/// `ulimit`), and variables set in abbott's environment but not passed to
/// the program with `--env`.
#[derive(Debug, Default)]
pub(crate) struct Caller<'a> {
    /// The shell's line before abbott, if any.
    pub(crate) before: Option<&'a str>,
    /// Variables abbott has that the program must not.
    pub(crate) unpassed: &'a [(&'a str, &'a str)],
}

/// [`session_as`], from the shell `caller` describes.
pub(crate) fn session_from(
    who: Who,
    script: &str,
    (limit, extra, env): (Duration, &[&str], &[(&str, &str)]),
    caller: &Caller<'_>,
) -> Session {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let tag = format!(
        "hostile-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let dir = tempfile::tempdir().expect("a scratch folder");
    let program = dir.path().join("program.sh");
    std::fs::write(&program, script).expect("the script is written");
    // Readable by the unprivileged user too.
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755))
        .expect("the folder's mode is set");
    let binaries = super::binaries::Binaries::copied();
    let mut command = match caller.before {
        Some(line) => {
            let mut shell = Command::new("sh");
            shell
                .arg("-c")
                .arg(format!("{line}\nexec \"$@\""))
                .arg("caller")
                .arg(&binaries.abbott);
            shell
        }
        None => Command::new(&binaries.abbott),
    };
    if who == Who::Nobody {
        // The standard library drops the supplementary groups too.
        command.gid(NOBODY).uid(NOBODY);
    }
    let started = Instant::now();
    let mut child = command
        .current_dir(dir.path())
        .envs(env.iter().copied())
        .envs(caller.unpassed.iter().copied())
        .args([
            "test",
            "cube-puzzle",
            "--board",
            "2x2",
            "--cases",
            "40",
            "-j",
            "1",
        ])
        .arg("--time")
        .arg(format!("{}ms", SESSION.as_millis()))
        .arg("--time-limit")
        .arg(format!("{}ms", limit.as_millis()))
        .arg("--box-dir")
        .arg(binaries.folder())
        .args(extra)
        // The program has no variable of abbott's but those passed.
        .args(
            [TAG, "SOLVER"]
                .into_iter()
                .chain(env.iter().map(|(name, _)| *name))
                .flat_map(|name| ["--env", name]),
        )
        .arg("--")
        .arg("sh")
        .arg(&program)
        .env(TAG, &tag)
        .env("SOLVER", format!("{} --board 2x2", binaries.cube.display()))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("abbott starts");
    let pid = child.id();
    let out = read_all(child.stdout.take());
    let err = read_all(child.stderr.take());
    let mut peak_kib = 0;
    let status = loop {
        if let Some(kib) = high_water_kib(pid) {
            peak_kib = peak_kib.max(kib);
        }
        if let Some(status) = child.try_wait().expect("abbott is waited for") {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the session runs on"
        );
        std::thread::sleep(Duration::from_millis(5));
    };
    let elapsed = started.elapsed();
    Session {
        code: status.code(),
        stdout: out.join().expect("read"),
        stderr: err.join().expect("read"),
        elapsed,
        peak_kib,
        leftovers: tagged(&tag),
        left_files: made_by(pid),
    }
}

/// The status files and control groups that abbott `pid` made for its
/// runs (`abbott-run-PID-N.status` in the temporary folder,
/// `abbott-PID-N` groups) still there.
fn made_by(pid: u32) -> Vec<std::path::PathBuf> {
    let mut left = Vec::new();
    let status = format!("abbott-run-{pid}-");
    let group = format!("abbott-{pid}-");
    let named = |dir: &Path, prefix: &str, left: &mut Vec<std::path::PathBuf>| {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            if entry.file_name().to_string_lossy().starts_with(prefix) {
                left.push(entry.path());
            }
        }
    };
    named(&std::env::temp_dir(), &status, &mut left);
    // Control groups sit below abbott's own: a few levels down the
    // hierarchies at most.
    let mut dirs = vec![(Path::new("/sys/fs/cgroup").to_path_buf(), 0)];
    while let Some((dir, depth)) = dirs.pop() {
        named(&dir, &group, &mut left);
        if depth < 4 {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    dirs.push((entry.path(), depth + 1));
                }
            }
        }
    }
    left
}

/// Reads a pipe to its end on a thread.
fn read_all(pipe: Option<impl std::io::Read + Send + 'static>) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_string(&mut text);
        }
        text
    })
}

/// A process's resident high-water mark in KiB.
fn high_water_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The processes alive now whose environment holds `TAG=tag`.
fn tagged(tag: &str) -> Vec<u32> {
    let needle = format!("{TAG}={tag}");
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(Path::new("/proc").join(pid.to_string()).join("environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|v| v == needle.as_bytes()))
        })
        .collect()
}

/// The failing run's processor and wall time, from the report's `that
/// run:` line.
pub(crate) fn that_run(report: &str) -> (Duration, Duration) {
    let line = report
        .lines()
        .find(|l| l.starts_with("that run: "))
        .unwrap_or_else(|| panic!("no run line in\n{report}"));
    let number_before = |unit: &str| -> Duration {
        let end = line
            .find(unit)
            .unwrap_or_else(|| panic!("{unit} in {line}"));
        let digits: String = line[..end]
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        Duration::from_millis(digits.parse().expect("a number"))
    };
    (
        number_before(" ms of processor time"),
        number_before(" ms wall"),
    )
}

/// The promises every session keeps, whatever the program did.
pub(crate) fn kept_promises(session: &Session, limit: Duration) {
    assert!(!session.stderr.contains("panicked"), "{}", session.stderr);
    assert!(
        session.leftovers.is_empty(),
        "still running: {:?}\n{session:?}",
        session.leftovers
    );
    assert!(
        session.left_files.is_empty(),
        "left behind: {:?}",
        session.left_files
    );
    assert!(
        session.peak_kib <= 100 << 10,
        "abbott held {} KiB",
        session.peak_kib
    );
    // The run's limit is the wall clock's, ten times the time limit, for
    // a program that waits; a second more for abbott's own start and end.
    let bound = SESSION + limit * 10 + Duration::from_secs(1);
    assert!(
        session.elapsed <= bound,
        "{:?} past {bound:?}",
        session.elapsed
    );
}

/// How long a run may take before its verdict: processor time for a
/// limit the machine's load cannot stretch (a busy machine stretches the
/// wall clock of a run that computes), the wall clock for the idle run.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Within {
    /// Processor time of the run's tree.
    Processor(Duration),
    /// Wall time.
    Wall(Duration),
}

/// Asserts that the session failed with `verdict`, judged `within` its
/// bound.
pub(crate) fn failed_with(session: &Session, verdict: &str, within: Within) {
    assert_eq!(session.code, Some(1), "{session:?}");
    let first = session.stdout.lines().next().unwrap_or("");
    assert_eq!(first, format!("FAILED: {verdict}"), "{}", session.stdout);
    let (cpu, wall) = that_run(&session.stdout);
    let (took, bound) = match within {
        Within::Processor(bound) => (cpu, bound),
        Within::Wall(bound) => (wall, bound),
    };
    assert!(
        took <= bound,
        "judged after {took:?} ({within:?}): {}",
        session.stdout
    );
}

/// Asserts that the session passed.
pub(crate) fn passed(session: &Session) {
    assert_eq!(session.code, Some(0), "{session:?}");
    assert!(session.stdout.starts_with("passed: "), "{}", session.stdout);
}

/// Lets every user read, enter and write `dir`.
pub(crate) fn open_to_all(dir: &Path) {
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o777))
        .expect("the folder's mode is set");
}

/// The users each hostile program is tried as: the tests' own, and
/// nobody where the tests are root.
pub(crate) fn users() -> Vec<Who> {
    if can_drop_privileges() {
        vec![Who::Caller, Who::Nobody]
    } else {
        vec![Who::Caller]
    }
}

/// Runs `script` as each user from the shell `caller`, with the variables
/// `env` passed and `extra` flags, checks the promises every session
/// keeps, and hands each session to `check`.
pub(crate) fn each_user(
    script: &str,
    (env, extra): (&[(&str, &str)], &[&str]),
    caller: &Caller<'_>,
    check: impl Fn(Who, &Session),
) {
    for who in users() {
        let s = session_from(who, script, (LIMIT, extra, env), caller);
        check(who, &s);
        kept_promises(&s, LIMIT);
    }
}

/// Compiles the C program `source` into `name` in the folder `dir` (which
/// every user may read) and gives its path.
pub(crate) fn compile_c(dir: &Path, name: &str, source: &str) -> String {
    let file = dir.join(format!("{name}.c"));
    std::fs::write(&file, source).expect("written");
    let program = dir.join(name);
    let compiled = Command::new("cc")
        .args(["-O0", "-o"])
        .arg(&program)
        .arg(&file)
        .status()
        .expect("cc runs");
    assert!(compiled.success(), "{name}.c compiles");
    program.to_string_lossy().into_owned()
}
