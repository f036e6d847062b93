//! Tests of running a program: output, exit codes, signals, processor
//! time and memory of the whole tree, and stopping the tree at the limit.

use super::*;

fn sh(script: &str, limit_ms: u64) -> Program {
    let command = ["sh", "-c", script].map(OsString::from).to_vec();
    Program::new(command, Limits::with_time(Duration::from_millis(limit_ms)))
}

#[test]
fn a_run_keeps_output_error_and_exit_code() {
    let run = sh("cat; echo oops >&2; exit 3", 5000)
        .run(b"hello\n")
        .expect("sh runs");
    assert_eq!(run.stdout, b"hello\n");
    assert_eq!(run.stderr, b"oops\n");
    assert_eq!(run.ending, Ending::Exited(3));
    assert!(!run.ending.is_success());
}

#[test]
fn a_run_is_stopped_once_its_processor_time_passes_the_limit() {
    // The busy loop runs in a child of the shell: the tree counts, and
    // is stopped whole (the loop writes its process id first).
    let dir = tempfile::tempdir().expect("a scratch folder");
    let pid_file = dir.path().join("pid");
    let script = format!(
        "sh -c 'echo $$ > {}; while :; do :; done'; true",
        pid_file.display()
    );
    let run = sh(&script, 300).run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::TimedOut);
    assert!(run.cpu > Duration::from_millis(300), "{run:?}");
    let pid = std::fs::read_to_string(&pid_file).expect("the loop started");
    let stat = format!("/proc/{}/stat", pid.trim());
    // SIGKILL is delivered at once; the orphan is reaped by init soon
    // after (a zombie meanwhile). Ten seconds at most.
    let gone = (0..1000).any(|_| {
        let running = std::fs::read_to_string(&stat).is_ok_and(|s| {
            !s.rsplit(')')
                .next()
                .unwrap_or("")
                .trim_start()
                .starts_with('Z')
        });
        if running {
            thread::sleep(Duration::from_millis(10));
        }
        !running
    });
    assert!(gone, "the busy loop {} still runs", pid.trim());
}

#[test]
fn waiting_is_not_processor_time_until_the_wall_clock_stops_it() {
    // Half a second of sleep under a limit of 200 ms of processor
    // time: a right program on a busy machine waits like this.
    let run = sh("sleep 0.5; echo done", 200).run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::Exited(0), "{run:?}");
    assert_eq!(run.stdout, b"done\n");
    assert!(run.cpu < Duration::from_millis(200), "{run:?}");
    // A program that never ends on its own is stopped by the wall
    // clock, at ten times the limit.
    let run = sh("exec sleep 5", 100).run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::WallClock, "{run:?}");
    assert!(run.time < Duration::from_secs(4), "{run:?}");
}

#[test]
fn the_processor_time_of_a_finished_run_counts_its_children() {
    let script = "python3 -c 'x = 0\nfor i in range(3_000_000): x += i'; true";
    let run = sh(script, 20_000).run(b"").expect("sh runs");
    assert!(run.ending.is_success(), "{run:?}");
    assert!(run.cpu >= Duration::from_millis(50), "{run:?}");
}

#[test]
fn the_memory_of_a_program_run_by_a_shell_counts() {
    // The shell forks python (no exec for a command before `; true`),
    // which holds 64 MB for a while.
    let script = "python3 -c 'x = bytearray(64 << 20); import time; time.sleep(0.5)'; true";
    let run = sh(script, 20_000).run(b"").expect("sh runs");
    assert!(run.ending.is_success(), "{run:?}");
    let peak = run.peak_kib.expect("measured on Linux");
    assert!(peak > 64 << 10, "{peak} KiB");
}

#[test]
fn a_missing_program_is_an_error_and_signals_are_named() {
    let missing = Program::new(
        vec!["/nonexistent/abbott-test".into()],
        Limits::with_time(Duration::from_secs(1)),
    );
    assert!(missing.run(b"").is_err());
    let run = sh("kill -SEGV $$", 5000).run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::Signal(11));
    assert_eq!(run.ending.to_string(), "killed by signal 11 (SIGSEGV)");
}

#[test]
fn a_run_past_the_output_limit_is_stopped_and_its_output_capped() {
    let mut program = sh("while :; do echo 0123456789; done", 5000);
    program.limits.output_bytes = 1 << 20;
    let run = program.run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::OutputLimit, "{:?}", run.ending);
    assert_eq!(run.stdout.len(), 1 << 20);
    assert!(run.written.0 > 1 << 20, "{:?}", run.written);
    assert!(run.time < Duration::from_secs(3), "{:?}", run.time);
}

#[test]
fn a_run_past_the_memory_limit_is_stopped_where_it_is_measured() {
    // Measured from /proc: the tester's own child is in no group.
    let mut program = sh(
        "python3 -c 'import time\nx = []\nfor i in range(400):\n    x.append(bytearray(1 << 20)); time.sleep(0.002)'",
        20_000,
    );
    program.limits.memory_bytes = 100 << 20;
    let run = program.run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::MemoryLimit, "{run:?}");
}

#[test]
fn a_run_past_the_process_limit_is_stopped_where_it_is_measured() {
    let mut program = sh(
        "for i in 1 2 3 4 5 6 7 8 9 10; do sleep 2 & done; wait",
        5000,
    );
    program.limits.processes = 4;
    let run = program.run(b"").expect("sh runs");
    assert_eq!(run.ending, Ending::ProcessLimit, "{run:?}");
    assert!(run.time < Duration::from_secs(2), "{run:?}");
}

#[test]
fn a_run_counts_the_bytes_it_wrote_and_its_processes() {
    let run = sh(
        "printf 12345; printf abc >&2; sleep 0.2 & sleep 0.3; wait",
        5000,
    )
    .run(b"")
    .expect("sh runs");
    assert_eq!(run.ending, Ending::Exited(0), "{run:?}");
    assert_eq!(run.written, (5, 3));
    assert!(run.processes >= Some(2), "{run:?}");
}
