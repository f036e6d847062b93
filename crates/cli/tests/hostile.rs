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

mod binaries;
mod escapes;
mod harness;
mod inherited;
mod timed;

use harness::{
    ABBOTT, LIMIT, SLACK, Within, failed_with, kept_promises, open_to_all, passed, session,
    that_run,
};
use std::process::Command;
use std::time::Duration;

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
