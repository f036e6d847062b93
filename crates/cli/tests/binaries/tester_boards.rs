//! `abbott test cube-puzzle --board RxC` end to end: abbott's own
//! `cube-puzzle --board RxC` passes on every board tried (a false alarm is
//! the worst defect a tester can have), a program that is wrong only on
//! some answers is found, shrunk to one dataset and drawn on its board,
//! and `--board` on a maze is refused.

use super::*;

const CUBE: &str = env!("CARGO_BIN_EXE_cube-puzzle");

/// `abbott test cube-puzzle --board BOARD OPTIONS -- COMMAND`: exit code,
/// standard output and standard error.
fn test_on(board: &str, options: &[&str], command: &[&str]) -> (i32, String, String) {
    // A session of ten minutes at most, not the default minute: on a busy
    // machine the first round of 4 x 4 answers alone can take a minute,
    // and a session cut short would pass where a failure is expected.
    // Each test bounds its session by --cases or by the failure found.
    let mut args = vec!["test", "cube-puzzle", "--board", board, "--time", "10m"];
    args.extend(options);
    args.push("--");
    args.extend(command);
    let (code, out, err) = run(Command::new(ABBOTT).args(&args), b"");
    // A machine where abbott can make no control group says so once, and
    // one whose python3 on PATH is not the system's (pyenv's) hears which
    // the box runs: not failures of the session.
    let err: String = err
        .lines()
        .filter(|l| {
            !l.starts_with("note: abbott cannot make a control group")
                && !l.starts_with("note: the box runs ")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    (code, out, err)
}

/// A Python program that answers through abbott's right one and then adds
/// 1 to every answer of at least `from`: wrong only on some datasets.
fn off_by_one_from(dir: &tempfile::TempDir, from: u32) -> std::path::PathBuf {
    let script = format!(
        "import subprocess, sys\n\
         data = sys.stdin.read()\n\
         out = subprocess.run(sys.argv[1:], input=data, capture_output=True, text=True).stdout\n\
         for answer in out.split():\n\
         \x20   n = int(answer)\n\
         \x20   print(n + 1 if n >= {from} else n)\n"
    );
    temp_file(dir, "off_by_one.py", script.as_bytes())
}

#[test]
fn abbotts_own_solver_passes_on_every_board_tried() {
    for (board, cases) in [
        ("2x2", "100"),
        ("2x3", "200"),
        ("3x2", "100"),
        ("3x4", "20"),
        ("4x4", "4"),
    ] {
        // A debug build on a loaded machine: a generous limit, so that
        // only a wrong answer could fail the session.
        let options = [
            "--cases",
            cases,
            "--seed",
            "5",
            "-j",
            "2",
            "--time-limit",
            "180s",
        ];
        let (code, out, err) = test_on(board, &options, &[CUBE, "--board", board]);
        assert_eq!((code, err.as_str()), (0, ""), "{board}: {out}");
        let passed = format!("passed: {cases} datasets in ");
        assert!(out.starts_with(&passed), "{board}: {out}");
        let line = out.lines().next().unwrap_or("");
        assert!(
            line.ends_with(&format!(" s ({cases} random)")),
            "{board}: {out}"
        );
        assert!(out.contains("the longest answer "), "{board}: {out}");
    }
}

#[test]
fn one_dataset_is_counted_as_one() {
    let options = ["--cases", "1", "--seed", "5", "--time-limit", "180s"];
    let (code, out, err) = test_on("2x3", &options, &[CUBE, "--board", "2x3"]);
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    let line = out.lines().next().unwrap_or("");
    assert!(
        line.starts_with("passed: 1 dataset in ") && line.ends_with(" s (1 random)"),
        "{out}"
    );
}

#[test]
fn a_wrong_answer_is_found_shrunk_and_drawn_on_its_board() {
    let dir = scratch();
    let script = off_by_one_from(&dir, 6);
    let script = script.to_str().expect("UTF-8");
    for (board, columns, rows) in [
        ("2x3", "    1   2   3   x →", 2),
        ("3x4", "    1   2   3   4   x →", 3),
    ] {
        let command = ["python3", script, CUBE, "--board", board];
        let (code, out, err) = test_on(board, &["--seed", "3", "-j", "2"], &command);
        assert_eq!((code, err.as_str()), (1, ""), "{board}: {out}");
        assert!(
            out.starts_with("FAILED: wrong answer: dataset 1: expected "),
            "{board}: {out}"
        );
        assert!(
            out.contains(" to 1 dataset (the first start "),
            "{board}: {out}"
        );
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.contains(&columns), "{board}: {out}");
        // The drawing has a row per row of the board, and abbott's rolls
        // make the pattern in as many rolls as it answers.
        let drawn_rows = (1..=rows)
            .filter(|y| lines.iter().any(|l| l.starts_with(&format!("{y} │"))))
            .count();
        assert_eq!(drawn_rows, rows, "{board}: {out}");
        let abbott = lines
            .iter()
            .find_map(|l| l.strip_prefix("abbott: "))
            .expect("abbott's answer is told");
        let (rolls, listed) = abbott
            .split_once(" rolls (judge answer ")
            .expect("a number of rolls");
        let rolls: usize = rolls.parse().expect("a number");
        assert!(rolls >= 6, "{board}: only answers from 6 are wrong: {out}");
        let squares = listed.split_once("in turn: ").expect("the rolls").1;
        assert_eq!(squares.split(' ').count(), rolls, "{board}: {out}");
        assert!(
            lines.contains(&format!("the program: {}", rolls + 1).as_str()),
            "{board}: {out}"
        );
    }
}

#[test]
fn a_program_that_gives_up_is_shrunk_on_4x4() {
    // -1 for every dataset: wrong wherever abbott finds 30 rolls or fewer.
    let dir = scratch();
    let script = temp_file(
        &dir,
        "never.py",
        b"import sys\nlines = sys.stdin.read().split('\\n')\nfor k in range(0, len(lines) - 1, 5):\n    if lines[k].strip() != '0 0':\n        print(-1)\n",
    );
    let script = script.to_str().expect("UTF-8");
    let (code, out, err) = test_on("4x4", &["--seed", "2", "-j", "2"], &["python3", script]);
    assert_eq!((code, err.as_str()), (1, ""), "{out}");
    // Every simpler pattern that abbott answers is wrong too, down to the
    // start board itself (0 rolls).
    assert!(
        out.starts_with("FAILED: wrong answer: dataset 1: expected 0, found -1\n"),
        "{out}"
    );
    // Whichever start the failing file drew (a multi-test file against
    // carried state runs before the random ones), one dataset is kept: the
    // start board itself.
    // The start board itself fails as the first did: reported unshrunk.
    let shrunk = out
        .lines()
        .find(|l| l.starts_with("shrunk in ") || l.starts_with("not shrunk: "))
        .expect("a shrink line");
    assert!(
        shrunk.ends_with(", 0 squares not white, the hole where it starts)")
            && shrunk.contains(" to 1 dataset (the first start ("),
        "{out}"
    );
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"    1   2   3   4   x →"), "{out}");
    assert!(lines.iter().any(|l| l.starts_with("4 │")), "{out}");
    assert!(lines.contains(&"the program: -1"), "{out}");
}

#[test]
fn board_on_a_maze_is_refused_in_one_line() {
    for maze in ["dice-maze", "arrow-maze"] {
        let (code, out, err) = run(
            Command::new(ABBOTT).args(["test", maze, "--board", "2x3", "--", "true"]),
            b"",
        );
        assert_eq!((code, out.as_str()), (2, ""), "{maze}");
        assert_eq!(
            err, "error: --board applies to the cube puzzle only\n",
            "{maze}"
        );
    }
}
