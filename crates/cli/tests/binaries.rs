//! The binaries as a user runs them: files and standard input, exit codes,
//! error lines on standard error after the earlier answers, and a closed
//! pipe. One test binary; each subject in its own file under `binaries/`.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

const DICE: &str = env!("CARGO_BIN_EXE_dice-maze");
const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");

#[path = "binaries/alone.rs"]
mod alone;
#[path = "binaries/boards.rs"]
mod boards;
#[path = "binaries/check.rs"]
mod check;
#[path = "binaries/cluster.rs"]
mod cluster;
#[path = "binaries/every_board.rs"]
mod every_board;
#[path = "binaries/failures.rs"]
mod failures;
#[path = "binaries/guidance.rs"]
mod guidance;
#[path = "binaries/make.rs"]
mod make;
#[path = "binaries/partial.rs"]
mod partial;
#[path = "binaries/resume.rs"]
mod resume;
#[path = "binaries/shared.rs"]
mod shared;
#[path = "binaries/solve.rs"]
mod solve;
#[path = "binaries/tester_boards.rs"]
mod tester_boards;

fn testdata(rel: &str) -> String {
    format!("{}/../../testdata/{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn run(cmd: &mut Command, stdin: &[u8]) -> (i32, String, String) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let written = child.stdin.take().expect("stdin is piped").write_all(stdin);
    match written {
        Ok(()) => {}
        // A program may end before it has read all its input: a checker
        // that has seen a wrong answer stops there.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        Err(e) => panic!("stdin takes the input: {e}"),
    }
    let out = child.wait_with_output().expect("the binary ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Feeds `input` to `cmd`, reads a little of its output and closes the
/// pipe: the program must end with success and say nothing.
fn assert_quiet_on_closed_pipe(cmd: &mut Command, input: String) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut stdin = child.stdin.take().expect("piped");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut first = [0u8; 4];
    child
        .stdout
        .take()
        .expect("piped")
        .read_exact(&mut first)
        .expect("some output comes");
    // Dropping stdout closes the pipe.
    let out = child.wait_with_output().expect("ends");
    let _ = writer.join();
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

/// The peak resident memory of a running process, in kB (Linux).
#[cfg(target_os = "linux")]
fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Feeds copies of `dataset` to one run of `bin` and reads its peak memory
/// each time `marks` of them (in increasing order) are written and answered
/// but for the last chunk a solver holds, before the input ends.
#[cfg(target_os = "linux")]
fn peaks_after(bin: &str, dataset: &'static str, marks: &[usize]) -> Vec<u64> {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let mut child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("starts");
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = child.stdout.take().expect("piped");
    let answered = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&answered);
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 1 << 16];
        while let Ok(k) = stdout.read(&mut buf) {
            if k == 0 {
                break;
            }
            let n = buf[..k].iter().filter(|&&b| b == b'\n').count();
            counted.fetch_add(n, Ordering::Relaxed);
        }
    });
    let block = dataset.repeat(1000);
    let mut written = 0;
    let mut peaks = Vec::new();
    for &mark in marks {
        while written < mark {
            stdin
                .write_all(block.as_bytes())
                .expect("the solver reads on");
            written += 1000;
        }
        stdin.flush().expect("flushes");
        // Let the solver drain the pipe before looking: every answer out
        // but those of a chunk it holds (the cube's 4096 datasets) or has
        // not flushed (64 KiB of answers, 32,768 of the cube's).
        let behind = mark.saturating_sub(40_000);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while answered.load(Ordering::Relaxed) < behind && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
        peaks.push(peak_kb(child.id()));
    }
    drop(stdin);
    let _ = child.wait();
    reader.join().expect("the reader ends");
    let lines = answered.load(Ordering::Relaxed);
    let last = marks.last().copied().unwrap_or(0);
    assert!(
        lines >= last,
        "only {lines} answer lines for {last} datasets"
    );
    peaks
}

/// A temporary folder, removed when the test ends (also when it fails).
fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("abbott-test-")
        .tempdir()
        .expect("a temporary folder")
}

/// A file named `name` holding `contents` in `dir`.
fn temp_file(dir: &tempfile::TempDir, name: &str, contents: &[u8]) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, contents).expect("a temporary file");
    path
}

/// Every input under `testdata/<puzzle>/`, valid and invalid.
fn all_inputs(puzzle: &str) -> Vec<std::path::PathBuf> {
    let mut paths = Vec::new();
    for dir in [testdata(puzzle), testdata(&format!("{puzzle}/invalid"))] {
        for entry in std::fs::read_dir(dir).expect("testdata folders exist") {
            let path = entry.expect("readable").path();
            if path.extension().is_some_and(|e| e == "in") {
                paths.push(path);
            }
        }
    }
    paths.sort();
    paths
}

/// Runs `bin args` under a 2 GiB address-space limit (Linux `ulimit -v`).
#[cfg(target_os = "linux")]
fn run_limited(bin: &str, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let script = format!("ulimit -v 2097152; exec \"$0\" {}", args.join(" "));
    run(Command::new("sh").arg("-c").arg(script).arg(bin), stdin)
}
