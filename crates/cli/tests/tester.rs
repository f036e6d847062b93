//! `abbott test` as a contest programmer runs it: wrong submissions of the
//! packages (Python scripts and C++ compiled with g++, written here) found,
//! shrunk and drawn; a crash, silence and a slow program reported as such;
//! a correct program (abbott itself) passing; a program that cannot start.

use abbott_package::submissions::Submission;
use cli::Puzzle;
use std::path::{Path, PathBuf};
use std::process::Command;

const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");

/// `abbott test ARGS`: exit code and standard output.
fn abbott_test(args: &[&str]) -> (i32, String) {
    let out = Command::new(ABBOTT)
        .arg("test")
        .args(args)
        .output()
        .expect("abbott starts");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The package's submission `file` of `puzzle`.
fn submission(puzzle: Puzzle, file: &str) -> Submission {
    let kind = cli::kind::of(abbott_judge::Chosen::statement(puzzle));
    let problem = kind.problem().expect("every statement has a package");
    problem
        .submissions()
        .into_iter()
        .find(|s| s.file == file)
        .expect("the package has it")
}

/// The submission written into `dir` (C++ compiled with g++): the command
/// that runs it.
fn written(dir: &Path, puzzle: Puzzle, file: &str) -> Vec<String> {
    let sub = submission(puzzle, file);
    let source = dir.join(sub.file);
    std::fs::write(&source, &sub.source).expect("the folder takes the source");
    let show = |p: &Path| p.to_string_lossy().into_owned();
    match file.rsplit_once('.') {
        Some((stem, "cpp")) => {
            let binary: PathBuf = dir.join(stem);
            let status = Command::new("g++")
                .args(["-O2", "-o"])
                .arg(&binary)
                .arg(&source)
                .status()
                .expect("g++ runs (CI installs it for the judge packages)");
            assert!(status.success(), "{file} compiles");
            vec![show(&binary)]
        }
        _ => vec!["python3".to_string(), show(&source)],
    }
}

/// `abbott test PUZZLE OPTIONS -- COMMAND`.
fn test_program(puzzle: &str, options: &[&str], command: &[String]) -> (i32, String) {
    let mut args = vec![puzzle];
    args.extend(options);
    args.push("--");
    args.extend(command.iter().map(String::as_str));
    abbott_test(&args)
}

#[test]
fn a_python_mistake_is_shrunk_to_two_squares_and_both_tours_drawn() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let command = written(dir.path(), Puzzle::DiceMaze, "start_always_enterable.py");
    let saved = dir.path().join("fail.in");
    let save = saved.to_string_lossy().into_owned();
    let (code, out) = test_program("dice-maze", &["--save", &save], &command);
    assert_eq!(code, 1, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("FAILED: wrong answer: DICEMAZE1: move 2 onto (1,2)"),
        "{out}"
    );
    assert!(
        out.contains("to 1 dataset (the first 1 x 2, 2 squares not empty, 1 wild)"),
        "{out}"
    );
    let input = std::fs::read_to_string(&saved).expect("the input is saved");
    assert_eq!(input, "DICEMAZE1\n1 2 1 2 5 1\n-1 2\nEND\n");
    assert!(out.contains(&format!("saved to {save}")), "{out}");
    // abbott finds no tour; the program's tour is listed and drawn.
    assert!(out.contains("abbott's answer:\n    DICEMAZE1\n"), "{out}");
    assert!(lines.contains(&"abbott: No Solution Possible"), "{out}");
    assert!(
        lines.contains(&"the program's tour (2 moves): (1,2) (1,1) (1,2)"),
        "{out}"
    );
    assert!(lines.contains(&"  1 │[*]│[2]│"), "{out}");
}

#[test]
fn a_cpp_mistake_that_needs_two_datasets_keeps_two() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let command = written(dir.path(), Puzzle::CubePuzzle, "no_reset.cpp");
    let (code, out) = test_program("cube-puzzle", &["-j", "2"], &command);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.starts_with("FAILED: wrong answer: dataset 2: expected"),
        "{out}"
    );
    assert!(out.contains(" to 2 datasets (the first "), "{out}");
    assert!(
        out.contains("neither dataset fails alone: dataset 2 "),
        "{out}"
    );
    assert!(out.contains("the pattern to make:"), "{out}");
    assert!(out.contains("abbott: "), "{out}");
}

#[test]
fn marks_kept_between_mazes_are_shrunk_to_two_over_the_same_squares() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (puzzle, name) in [
        (Puzzle::DiceMaze, "dice-maze"),
        (Puzzle::ArrowMaze, "arrow-maze"),
    ] {
        let command = written(dir.path(), puzzle, "marks_kept.cpp");
        let (code, out) = test_program(name, &["-j", "2"], &command);
        assert_eq!(code, 1, "{out}");
        assert!(out.contains(" to 2 datasets (the first "), "{out}");
        // The pair shares its squares, and the report says how.
        assert!(
            out.contains("neither dataset fails alone: dataset 2 is dataset 1"),
            "{out}"
        );
    }
}

#[test]
fn crashes_silence_and_slowness_are_named_with_the_smallest_input() {
    let sh = |script: &str| vec!["sh".to_string(), "-c".to_string(), script.to_string()];
    let (code, out) = test_program(
        "dice-maze",
        &[],
        &sh("cat >/dev/null; echo bad >&2; exit 3"),
    );
    assert_eq!(code, 1, "{out}");
    assert!(
        out.starts_with("FAILED: run-time error: exit code 3\n"),
        "{out}"
    );
    assert!(out.contains("to 1 dataset (the first 1 x 1"), "{out}");
    assert!(
        out.contains("the program's standard error:\n    bad\n"),
        "{out}"
    );
    let (code, out) = test_program("arrow-maze", &[], &sh("cat >/dev/null"));
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("FAILED: no output\n"), "{out}");
    assert!(
        out.contains("to 1 dataset (the first 1 x 2, 0 signposts"),
        "{out}"
    );
    // A busy loop: the limit counts processor time. The wall clock stops a
    // run at ten times the limit: 300 ms, two at a time, leaves a busy
    // loop its 300 ms of processor time within 3 s even on two cores
    // loaded six deep (100 ms, four at a time, did not).
    let limit = ["--time-limit", "300ms", "-j", "2"];
    let busy = sh("while :; do :; done");
    let (code, out) = test_program("cube-puzzle", &limit, &busy);
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("FAILED: time limit exceeded\n"), "{out}");
    assert!(out.contains("to 1 dataset (the first start"), "{out}");
    let over = "that run: over the time limit in processor time";
    assert!(out.contains(over), "{out}");
}

#[test]
fn a_correct_program_passes_every_dataset() {
    // As many datasets as every secret file of the package and more.
    for (puzzle, cases) in [
        ("dice-maze", "1500"),
        ("arrow-maze", "1500"),
        ("cube-puzzle", "1500"),
    ] {
        let command = [ABBOTT.to_string(), puzzle.to_string()];
        let (code, out) = test_program(puzzle, &["--cases", cases, "--seed", "7"], &command);
        assert_eq!(code, 0, "{puzzle}: {out}");
        assert!(
            out.starts_with(&format!("passed: {cases} datasets")),
            "{puzzle}: {out}"
        );
        assert!(out.contains("largest tried: "), "{puzzle}: {out}");
    }
}

#[test]
fn a_program_that_cannot_start_exits_2() {
    let (code, out) = abbott_test(&["dice-maze", "--", "/nonexistent/solution"]);
    assert_eq!((code, out.as_str()), (2, ""));
    let (code, _) = abbott_test(&["dice-maze"]);
    assert_eq!(code, 2, "a command is required");
}

#[test]
fn a_session_judges_its_first_wave_however_short_its_time() {
    // --time runs out before the first run: the first file (the sample,
    // one job) is judged all the same, so that a program that cannot start
    // is told; and a session that ends before every secret file has run is
    // no pass (exit 3), whatever passed before.
    let dice = env!("CARGO_BIN_EXE_dice-maze");
    let short = ["dice-maze", "--time", "1ms", "-j", "1", "--"];
    let (code, out) = abbott_test(&[&short[..], &[dice]].concat());
    assert_eq!(code, 3, "{out}");
    assert!(
        out.starts_with("not passed: --time 1ms was up after 1 of "),
        "{out}"
    );
    assert!(
        out.contains(" of the sample and the package's secret data had run whole;"),
        "{out}"
    );
    let few = ["dice-maze", "--cases", "3", "-j", "1", "--"];
    let (code, out) = abbott_test(&[&few[..], &[dice]].concat());
    assert_eq!(code, 3, "{out}");
    assert!(
        out.starts_with("not passed: --cases 3 was reached after 1 of "),
        "{out}"
    );
    let (code, out) = abbott_test(&[&short[..], &["/nonexistent/solution"]].concat());
    assert_eq!((code, out.as_str()), (2, ""));
}

/// The program `command` run on `input` for at most `limit`: its
/// standard output, and whether it exited 0 in time.
fn run_bounded(command: &[String], input: &Path, limit: std::time::Duration) -> (Vec<u8>, bool) {
    use std::io::Read;
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(std::fs::File::open(input).expect("the input opens"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the program starts");
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        // Output past 64 MB is not wanted: the run fails anyway.
        let _ = stdout.by_ref().take(64 << 20).read_to_end(&mut out);
        out
    });
    let began = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("the program can be waited for") {
            break Some(status);
        }
        if began.elapsed() > limit {
            child.kill().expect("the program can be ended");
            child.wait().expect("the program is reaped");
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let out = reader.join().expect("the reader ends with the program");
    (out, status.is_some_and(|s| s.success()))
}

/// The secret cases of `puzzle`'s package that reject the program
/// `command` (wrong answer, crash, or more than 10 s), each run alone.
fn secret_cases_rejecting(puzzle: Puzzle, command: &[String]) -> Vec<String> {
    use abbott_judge::interface::{Outcome, judge_team};
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("package");
    let status = Command::new(ABBOTT)
        .args(["package", puzzle.name(), "--link-validators"])
        .arg(&dir)
        .output()
        .expect("abbott runs");
    assert!(status.status.success(), "{status:?}");
    let secret = dir.join("data/secret");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&secret)
        .expect("the secret data")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    let mut rejecting = Vec::new();
    for input in inputs {
        let (out, exited) = run_bounded(command, &input, std::time::Duration::from_secs(10));
        let text = std::fs::read(&input).expect("the input");
        let answer = std::fs::read(input.with_extension("ans")).expect("the answer");
        let judged = judge_team(puzzle, &text, &answer, &out[..]);
        if !exited || judged != Outcome::Accepted {
            let stem = input.file_stem().expect("a name");
            rejecting.push(stem.to_string_lossy().into_owned());
        }
    }
    rejecting
}

/// The arguments of `abbott test` as the command line gives them.
#[derive(clap::Parser)]
struct TestLine {
    #[command(flatten)]
    args: cli::args::TestArgs,
}

/// A session of `abbott test PUZZLE -j 2 -- COMMAND` on random datasets
/// alone (no sample, no secret data), the program run as the tester's own
/// child: its report and how many seconds in the failure was found.
fn random_session(puzzle: Puzzle, command: &[String]) -> (String, f64) {
    use clap::Parser;
    let mut line = vec!["test", puzzle.name(), "-j", "2", "--"];
    line.extend(command.iter().map(String::as_str));
    let args = TestLine::parse_from(line).args;
    let asked = std::time::Instant::now();
    let config = cli::tester::config(&args, (Vec::new(), None), asked, None);
    let kind = cli::kind::of(abbott_judge::Chosen::statement(puzzle));
    let mut out = Vec::new();
    let outcome = kind
        .test(config, &mut abbott_tester::Quiet, (&mut out, false))
        .expect("the session runs");
    let report = String::from_utf8(out).expect("UTF-8");
    assert_eq!(outcome, abbott_tester::Outcome::Failed, "{report}");
    let line = report.lines().nth(1).expect("a line of where");
    let seconds = line
        .strip_suffix(" s")
        .and_then(|l| l.rsplit_once("in "))
        .and_then(|(_, s)| s.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    (report, seconds)
}

#[test]
fn names_printed_with_printf_are_rejected_by_the_secret_data_and_found_at_random() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let command = written(dir.path(), Puzzle::DiceMaze, "printf_name.cpp");
    let rejecting = secret_cases_rejecting(Puzzle::DiceMaze, &command);
    assert_eq!(
        rejecting,
        ["names-every-character", "names-printf-directives"]
    );
    // On random data alone the misprint or the crash that %s or %n causes
    // is found in seconds, and shrunk to a maze whose name holds a
    // directive.
    let (report, seconds) = random_session(Puzzle::DiceMaze, &command);
    assert!(seconds <= 10.0, "{report}");
    let mut lines = report
        .lines()
        .skip_while(|l| *l != "the input (judge format):");
    let name = lines.nth(1).expect("the shrunk input's first line");
    assert!(name.contains('%'), "{report}");
}

#[test]
fn a_kept_start_board_is_rejected_by_the_secret_data_and_found_at_random() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let command = written(dir.path(), Puzzle::CubePuzzle, "kept_start.cpp");
    let rejecting = secret_cases_rejecting(Puzzle::CubePuzzle, &command);
    assert_eq!(rejecting, ["carried-kept-start"]);
    // On random data alone it is found in seconds, and shrunk to a pair: a
    // dataset, then from elsewhere a pattern near its start board (which
    // the shrinking may whiten into that board's own pattern, dataset 1's
    // too).
    let (report, seconds) = random_session(Puzzle::CubePuzzle, &command);
    assert!(seconds <= 10.0, "{report}");
    assert!(report.contains(" to 2 datasets (the first "), "{report}");
    assert!(
        report.contains("neither dataset fails alone: dataset 2 asks "),
        "{report}"
    );
    assert!(report.contains("expected "), "{report}");
}
