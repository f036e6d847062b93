//! `abbott test` against hostile programs, as a judge host meets them: a
//! memory hog, an output flood, a fork of many children, a background
//! sleeper, a child that holds standard output open, a program that
//! ignores SIGTERM, one that never reads its input, one that closes
//! standard output early, one that floods standard error, one that calls
//! setsid and forks, one whose orphan ends before it. Each is a shell script that stops itself (bounded
//! loops, bounded sleeps). For each: the right verdict, the run judged
//! within its limit and half a second (of processor time, which a loaded
//! machine does not stretch; of wall time for the idle run), nothing of it left running once
//! abbott has exited (every process of a session carries a tag in its
//! environment, looked for through `/proc`), abbott's own peak memory at
//! most 100 MB, and the session within `--time` and one run's limit.
//!
//! The program under test is the cube on the 2 x 2 board (no package to
//! make, so a session starts at once), answered right by abbott's own
//! `cube-puzzle`.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");
const CUBE: &str = env!("CARGO_BIN_EXE_cube-puzzle");

/// The session's `--time`.
const SESSION: Duration = Duration::from_secs(3);
/// The time limit of each run, unless a test sets its own.
const LIMIT: Duration = Duration::from_secs(1);
/// The slack the issue allows past a run's limit.
const SLACK: Duration = Duration::from_millis(500);
/// The environment variable that tags a session's processes.
const TAG: &str = "ABBOTT_HOSTILE_TAG";

/// What a session did.
#[derive(Debug)]
struct Session {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    elapsed: Duration,
    /// abbott's own resident high-water mark, in KiB.
    peak_kib: u64,
    /// Processes with the session's tag alive after it.
    leftovers: Vec<u32>,
    /// Files and control groups abbott made for its runs and left.
    left_files: Vec<std::path::PathBuf>,
}

/// Runs `abbott test cube-puzzle --board 2x2` on `script` (run by `sh`,
/// with `$SOLVER` the right solver's command) with `limit` and `extra`
/// flags.
fn session(script: &str, limit: Duration, extra: &[&str]) -> Session {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let tag = format!(
        "hostile-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let dir = tempfile::tempdir().expect("a scratch folder");
    let program = dir.path().join("program.sh");
    std::fs::write(&program, script).expect("the script is written");
    let started = Instant::now();
    let mut child = Command::new(ABBOTT)
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
        .arg(solver_folder())
        .args(extra)
        .arg("--")
        .arg("sh")
        .arg(&program)
        .env(TAG, &tag)
        .env("SOLVER", format!("{CUBE} --board 2x2"))
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

/// The folder of the right solver, shown read-only in the box: the
/// hostile scripts end by running it.
fn solver_folder() -> &'static Path {
    Path::new(CUBE).parent().expect("the solver is in a folder")
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
fn that_run(report: &str) -> (Duration, Duration) {
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
fn kept_promises(session: &Session, limit: Duration) {
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
enum Within {
    /// Processor time of the run's tree.
    Processor(Duration),
    /// Wall time.
    Wall(Duration),
}

/// Asserts that the session failed with `verdict`, judged `within` its
/// bound.
fn failed_with(session: &Session, verdict: &str, within: Within) {
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
fn passed(session: &Session) {
    assert_eq!(session.code, Some(0), "{session:?}");
    assert!(session.stdout.starts_with("passed: "), "{}", session.stdout);
}

#[test]
fn a_memory_hog_is_stopped_at_the_memory_limit() {
    // Up to 600 MB, a megabyte at a time, under a limit of 100 MB.
    let script =
        "python3 -c '\nx = []\nfor i in range(600):\n    x.append(bytearray(1 << 20))\n'\n";
    let s = session(script, LIMIT, &["--memory-limit", "100M"]);
    failed_with(
        &s,
        "memory limit exceeded",
        Within::Processor(LIMIT + SLACK),
    );
    assert!(s.stdout.contains("100.0 MB of memory"), "{}", s.stdout);
    kept_promises(&s, LIMIT);
}

#[test]
fn an_output_flood_is_stopped_at_the_output_limit() {
    let script = "head -c 200000000 /dev/zero\n";
    let s = session(script, LIMIT, &["--output-limit", "8M"]);
    failed_with(
        &s,
        "output limit exceeded",
        Within::Processor(LIMIT + SLACK),
    );
    kept_promises(&s, LIMIT);
}

#[test]
fn a_fork_of_many_children_is_stopped_at_the_process_limit() {
    let script = "i=0\nwhile [ $i -lt 100 ]; do sleep 3 & i=$((i + 1)); done\nwait\n";
    let s = session(script, LIMIT, &["--process-limit", "16"]);
    failed_with(
        &s,
        "process limit exceeded",
        Within::Processor(LIMIT + SLACK),
    );
    kept_promises(&s, LIMIT);
}

#[test]
fn a_background_sleeper_neither_fails_a_right_program_nor_outlives_it() {
    let script = "( sleep 30 ) &\nexec $SOLVER\n";
    let s = session(script, LIMIT, &[]);
    passed(&s);
    kept_promises(&s, LIMIT);
}

#[test]
fn a_child_that_holds_standard_output_open_ends_with_the_program() {
    let script = "$SOLVER\nsh -c 'sleep 30' &\nexit 0\n";
    let s = session(script, LIMIT, &[]);
    passed(&s);
    kept_promises(&s, LIMIT);
}

#[test]
fn a_program_that_ignores_sigterm_is_stopped_at_the_time_limit() {
    let limit = Duration::from_millis(500);
    let script = "trap '' TERM HUP INT\ni=0\nwhile [ $i -lt 100000000 ]; do i=$((i + 1)); done\n";
    let s = session(script, limit, &[]);
    assert_eq!(s.code, Some(1), "{s:?}");
    assert!(
        s.stdout.starts_with("FAILED: time limit exceeded"),
        "{}",
        s.stdout
    );
    let (cpu, _) = that_run(&s.stdout);
    assert!(cpu <= limit + SLACK, "{cpu:?}: {}", s.stdout);
    kept_promises(&s, limit);
}

#[test]
fn a_program_that_never_reads_its_input_is_idle_at_the_wall_clock() {
    let limit = Duration::from_millis(200);
    let s = session("exec sleep 30\n", limit, &[]);
    failed_with(
        &s,
        "idle: stopped by the wall clock at 10 times the time limit (blocked or waiting)",
        Within::Wall(limit * 10 + SLACK),
    );
    kept_promises(&s, limit);
}

#[test]
fn a_program_that_closes_standard_output_early_printed_nothing() {
    let script = "exec 1>&-\n$SOLVER 2>/dev/null\nexit 0\n";
    let s = session(script, LIMIT, &[]);
    failed_with(&s, "no output", Within::Processor(LIMIT + SLACK));
    kept_promises(&s, LIMIT);
}

#[test]
fn a_flood_of_standard_error_fails_no_right_program() {
    let script = "head -c 50000000 /dev/zero >&2\nexec $SOLVER\n";
    let s = session(script, LIMIT, &[]);
    passed(&s);
    kept_promises(&s, LIMIT);
}

#[test]
fn a_program_that_calls_setsid_and_forks_leaves_nothing_behind() {
    let script = "setsid sh -c 'trap \"\" TERM HUP; sleep 30' &\nexec $SOLVER\n";
    let s = session(script, LIMIT, &[]);
    passed(&s);
    kept_promises(&s, LIMIT);
}

#[test]
fn an_orphan_that_ends_first_is_not_taken_for_the_program() {
    // The inner shell leaves at once: its child comes to the launcher and
    // ends with code 7 while the program still works; the program then
    // answers right and exits 0.
    let script = "sh -c '(sleep 0.1; exit 7) &'\nsleep 0.4\nexec $SOLVER\n";
    let s = session(script, LIMIT, &[]);
    passed(&s);
    kept_promises(&s, LIMIT);
}

#[test]
fn a_run_slow_once_is_run_again_before_its_time_counts() {
    // Busy past the limit on its first run only (a marker file says it
    // ran): a machine's moment, not the program's speed. The time limit
    // counts only when it is passed three runs in a row.
    // The marker's folder is the one the box lets the program write to,
    // and the box's user (as root, one of its own) must be let write there.
    let dir = tempfile::tempdir().expect("a scratch folder");
    open_to_all(dir.path());
    let mark = dir.path().join("ran");
    let script = format!(
        "if [ ! -e {mark} ]; then\n  touch {mark}\n  i=0\n  while [ $i -lt 100000000 ]; do i=$((i + 1)); done\nfi\nexec $SOLVER\n",
        mark = mark.display()
    );
    let writable = dir.path().to_string_lossy().into_owned();
    let s = session(
        &script,
        Duration::from_millis(300),
        &["--box-write", &writable],
    );
    passed(&s);
    kept_promises(&s, Duration::from_millis(300));
}

#[test]
fn a_program_not_on_path_is_named_with_the_way_to_run_it() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    std::fs::write(dir.path().join("nosol.py"), "print(1)\n").expect("written");
    let out = Command::new(ABBOTT)
        .current_dir(dir.path())
        .args(["test", "cube-puzzle", "--board", "2x2", "--", "nosol.py"])
        .output()
        .expect("abbott starts");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("nosol.py is in the current folder but not on PATH: run it as ./nosol.py"),
        "{stderr}"
    );
}

/// Lets every user read, enter and write `dir`.
fn open_to_all(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o777))
        .expect("the folder's mode is set");
}
