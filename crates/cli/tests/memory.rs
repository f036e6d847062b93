//! Memory as a resource that can run out: the binaries run under a cap on
//! their address space (`ulimit -v`, as on a judge host or in a container)
//! on a file whose last dataset needs more than the cap. The answers before
//! it come out byte for byte, then one line naming the dataset and its
//! line, exit code 1: no abort, no backtrace, with `-j 2` too.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");
const DICE: &str = env!("CARGO_BIN_EXE_dice-maze");
const ARROW: &str = env!("CARGO_BIN_EXE_arrow-maze");

/// What the message ends with.
const TAIL: &str =
    " of memory and the system refused it; memory per size: docs/performance.md#memory-per-size\n";

fn testdata(rel: &str) -> String {
    let path = format!("{}/../../testdata/{rel}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What a run printed and how it ended.
pub(crate) struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `program args...` with its address space capped at `cap_kb` KiB,
/// through the shell's `ulimit -v`. Each thread reserves address space of
/// its own (a stack, an allocator arena), so rayon's global pool is held
/// to two threads, as on the machine the caps were chosen on, whatever
/// the number of cores. glibc gives a thread a new 64 MB arena only when
/// another thread holds the lock of the first at that moment, which makes
/// the address space a run takes depend on timing (a CI run under load saw
/// the 80 MB arrow case abort with nothing printed); one arena makes it
/// the same on every run.
fn capped(cap_kb: u32, program: &str, args: &[&str]) -> Run {
    capped_reading(cap_kb, program, args, Stdio::null())
}

/// [`capped`] with `stdin` as the program's standard input.
fn capped_with_stdin(cap_kb: u32, program: &str, args: &[&str], stdin: &Path) -> Run {
    let stdin = std::fs::File::open(stdin).expect("the input file opens");
    capped_reading(cap_kb, program, args, Stdio::from(stdin))
}

/// [`capped`] reading `stdin`.
fn capped_reading(cap_kb: u32, program: &str, args: &[&str], stdin: Stdio) -> Run {
    let out = Command::new("sh")
        .env("RAYON_NUM_THREADS", "2")
        .env("MALLOC_ARENA_MAX", "1")
        .arg("-c")
        .arg(format!("ulimit -v {cap_kb} && exec \"$0\" \"$@\""))
        .arg(program)
        .args(args)
        .stdin(stdin)
        .output()
        .expect("sh runs");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Asserts that `run` printed `answers`, then only the one line saying
/// that dataset `number`, on `line` of `file`, needs more memory than the
/// system gave (`needs about` or `needs more than`), and exited with 1.
fn assert_refused(run: &Run, answers: &str, file: &Path, number: usize, line: usize) {
    assert!(run.stdout == answers, "the answers before: {}", run.stdout);
    let head = format!(
        "error: {}: dataset {number} (line {line}): needs ",
        file.display()
    );
    let stderr = &run.stderr;
    assert!(
        stderr.starts_with(&head) && stderr.ends_with(TAIL) && stderr.lines().count() == 1,
        "{stderr}"
    );
    assert!(!stderr.contains("memory allocation of") && !stderr.contains("backtrace"));
    assert_eq!(run.code, Some(1), "{stderr}");
}

/// A file in a fresh folder, holding `text`.
pub(crate) fn file(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("a temporary file is writable");
    path
}

#[test]
fn dice_answers_before_a_maze_too_large_for_the_cap_come_out_then_its_error() {
    // The sample's three mazes, then a 4096 x 4096 maze: its search needs
    // 24 bytes a square, 400 MB, twice the cap.
    let big = Command::new(ABBOTT)
        .args([
            "generate",
            "dice-maze",
            "--seed",
            "1",
            "--rows",
            "4096",
            "--cols",
            "4096",
        ])
        .output()
        .expect("abbott generates");
    assert!(big.status.success());
    let sample = testdata("dice-maze/sample.in");
    let mazes = sample
        .strip_suffix("END\n")
        .expect("the sample ends with END");
    assert_eq!(mazes.lines().count(), 16);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let text = format!("{mazes}{}", String::from_utf8_lossy(&big.stdout));
    let input = file(&dir, "four.in", &text);
    let path = input.to_str().expect("a UTF-8 path");
    let answers = testdata("dice-maze/sample.out");
    for args in [
        &["dice-maze", "-j", "1", path][..],
        &["dice-maze", "-j", "2", path],
    ] {
        let run = capped(200_000, ABBOTT, args);
        assert_refused(&run, &answers, &input, 4, 17);
        assert!(run.stderr.contains("needs about 420 MB"), "{}", run.stderr);
    }
    let run = capped(200_000, DICE, &[path]);
    assert_refused(&run, &answers, &input, 4, 17);
}

#[test]
fn arrow_answers_before_a_maze_too_large_for_the_cap_come_out_then_its_error() {
    // A sign at (4096,4096) makes a 4096 x 4096 maze: 2 bytes of signs and
    // 4 bytes of search an intersection, 100 MB, more than the cap.
    let sample = testdata("arrow-maze/sample.in");
    let mazes = sample
        .strip_suffix("END\n")
        .expect("the sample ends with END");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let far = "FAR\n4096 4096 N 1 1\n4095 4096 NL *\n0\nEND\n";
    let input = file(&dir, "far.in", &format!("{mazes}{far}"));
    let path = input.to_str().expect("a UTF-8 path");
    let answers = testdata("arrow-maze/sample.out");
    for (program, args) in [
        (ABBOTT, &["arrow-maze", "-j", "1", path][..]),
        (ABBOTT, &["arrow-maze", "-j", "2", path]),
        (ARROW, &[path]),
    ] {
        let run = capped(80_000, program, args);
        assert_refused(&run, &answers, &input, 3, 17);
    }
    // Without the cap the maze is answered.
    let free = Command::new(ARROW).arg(path).output().expect("runs");
    assert_eq!(free.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&free.stdout).ends_with("FAR\n  No Solution Possible\n"));
}

#[test]
fn a_4x4_cube_dataset_beyond_the_cap_is_named_by_its_number_and_line() {
    // Every 4 x 4 dataset needs the list of boards near its start (about
    // 250 MB in all), so the first is refused: nothing before it, and the
    // error names it and its first line.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let text = "1 1\nB E W W\nW W W W\nW W W W\nW W W W\n\n\
                4 4\nW W W W\nW W W W\nW W W W\nW W W E\n0 0\n";
    let input = file(&dir, "fifteen.in", text);
    let path = input.to_str().expect("a UTF-8 path");
    for args in [
        &["cube-puzzle", "--board", "4x4", path][..],
        &["cube-puzzle", "--board", "4x4", "-j", "2", path],
        &["cube-puzzle", "--board", "4x4", "--moves", path],
    ] {
        let run = capped(150_000, ABBOTT, args);
        assert_refused(&run, "", &input, 1, 1);
    }
}

#[path = "memory/commands.rs"]
mod commands;
