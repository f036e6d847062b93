//! The binaries as a user runs them: files and standard input, exit codes,
//! error lines on standard error after the earlier answers, and a closed
//! pipe.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

const DICE: &str = env!("CARGO_BIN_EXE_dice-maze");
const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");

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
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin)
        .expect("stdin takes the input");
    let out = child.wait_with_output().expect("the binary ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn sample_file_gives_published_output() {
    let expected = std::fs::read_to_string(testdata("dice-maze/sample.out")).expect("readable");
    let (code, out, err) = run(Command::new(DICE).arg(testdata("dice-maze/sample.in")), b"");
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (0, expected.as_str(), "")
    );
    let (code, out, _) = run(
        Command::new(ABBOTT).args(["dice-maze", &testdata("dice-maze/sample.in")]),
        b"",
    );
    assert_eq!((code, out.as_str()), (0, expected.as_str()));
}

#[test]
fn standard_input_with_or_without_dash() {
    let input = std::fs::read(testdata("dice-maze/sample.in")).expect("readable");
    let expected = std::fs::read_to_string(testdata("dice-maze/sample.out")).expect("readable");
    assert_eq!(run(&mut Command::new(DICE), &input).1, expected);
    assert_eq!(run(Command::new(DICE).arg("-"), &input).1, expected);
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_1() {
    let input = b"A\n1 2 1 1 5 1\n-1 -1\nB\n1 2 1 1 5 5\n";
    let (code, out, err) = run(&mut Command::new(DICE), input);
    assert_eq!(code, 1);
    assert_eq!(out, "A\n  (1,1),(1,2),(1,1)\n");
    assert_eq!(
        err,
        "error: <stdin>: line 5, column 11: expected a front face beside top face 5 (not 5 or 2)\n"
    );
    let (code, _, err) = run(Command::new(DICE).arg("/no/such/file"), b"");
    assert_eq!(code, 1);
    assert!(err.starts_with("error: /no/such/file: "), "{err}");
}

#[test]
fn closed_output_pipe_ends_quietly() {
    let maze = "M\n1 2 1 1 5 1\n-1 -1\n";
    let input = format!("{}END\n", maze.repeat(50_000));
    assert_quiet_on_closed_pipe(&mut Command::new(DICE), input);
    // Drawings too: 5,000 small mazes draw over a megabyte.
    let input = format!("{}END\n", maze.repeat(5_000));
    assert_quiet_on_closed_pipe(Command::new(ABBOTT).args(["render", "dice-maze"]), input);
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

#[test]
fn demo_solves_every_sample() {
    let (code, out, err) = run(Command::new(ABBOTT).arg("demo"), b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("== dice-maze : statement sample =="));
    assert!(out.contains("  (3,7),(4,7),(4,6),(3,6),(2,6)\n"));
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

/// Feeds `count` copies of `dataset` to `bin` and reads its peak memory
/// once all of them are written, before the input ends.
#[cfg(target_os = "linux")]
fn peak_after(bin: &str, dataset: &'static str, count: usize) -> u64 {
    let mut child = Command::new(bin)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("starts");
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut n = 0u64;
        let mut buf = [0u8; 1 << 16];
        while let Ok(k) = stdout.read(&mut buf) {
            if k == 0 {
                break;
            }
            n += buf[..k].iter().filter(|&&b| b == b'\n').count() as u64;
        }
        n
    });
    let block = dataset.repeat(1000);
    for _ in 0..count / 1000 {
        stdin
            .write_all(block.as_bytes())
            .expect("the solver reads on");
    }
    stdin.flush().expect("flushes");
    // Let the solver drain the pipe before looking.
    std::thread::sleep(std::time::Duration::from_millis(200));
    let peak = peak_kb(child.id());
    drop(stdin);
    let _ = child.wait();
    let lines = reader.join().expect("the reader ends");
    assert!(
        lines as usize >= count,
        "only {lines} answer lines for {count} datasets"
    );
    peak
}

#[cfg(target_os = "linux")]
#[test]
fn memory_does_not_grow_with_the_number_of_datasets() {
    let cases: [(&str, &'static str); 3] = [
        (DICE, "M\n2 2 1 1 5 1\n-1 5\n6 -1\n"),
        (
            env!("CARGO_BIN_EXE_arrow-maze"),
            "M\n3 1 N 1 1\n2 1 NF *\n0\n",
        ),
        (
            env!("CARGO_BIN_EXE_cube-puzzle"),
            "1 1\nE W W\nW W W\nW W W\n",
        ),
    ];
    for (bin, dataset) in cases {
        let small = peak_after(bin, dataset, 1_000);
        let large = peak_after(bin, dataset, 1_000_000);
        assert!(small > 0, "no peak read for {bin}");
        assert!(
            large < small + 4 * 1024,
            "{bin}: {small} kB for a thousand datasets, {large} kB for a million"
        );
    }
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

#[test]
fn check_passes_right_outputs_and_names_what_is_wrong() {
    for puzzle in ["dice-maze", "arrow-maze", "cube-puzzle"] {
        let input = testdata(&format!("{puzzle}/sample.in"));
        let output = testdata(&format!("{puzzle}/sample.out"));
        let (code, out, _) = run(
            Command::new(ABBOTT).args(["check", puzzle, &input, &output]),
            b"",
        );
        assert_eq!(code, 0, "{puzzle}: {out}");
        assert!(out.ends_with(" passed, 0 failed\n"), "{out}");
    }
    let sample = std::fs::read_to_string(testdata("dice-maze/sample.out")).expect("readable");
    let folder = scratch();
    let wrong = temp_file(
        &folder,
        "wrong.out",
        sample
            .replace("(2,4),(2,3),(2,2),(3,2)", "(2,4),(2,3),(1,3),(3,2)")
            .as_bytes(),
    );
    let input = testdata("dice-maze/sample.in");
    let (code, out, _) = run(
        Command::new(ABBOTT).args(["check", "dice-maze", &input, &wrong.display().to_string()]),
        b"",
    );
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "DICEMAZE2: move 4 onto (1,3) holding 6 with 2 on top\n2 passed, 1 failed\n"
    );
    let bad_input = testdata("dice-maze/invalid/opposite-faces.in");
    let (code, _, err) = run(
        Command::new(ABBOTT).args([
            "check",
            "dice-maze",
            &bad_input,
            &wrong.display().to_string(),
        ]),
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("line 5, column 11"), "{err}");
}

#[test]
fn generated_files_are_solved_and_pass_the_checker() {
    let cases: [(&str, &[&str]); 4] = [
        (
            "dice-maze",
            &["--count", "200", "--rows", "6", "--cols", "7"],
        ),
        ("dice-maze", &["--winding", "--rows", "30", "--cols", "40"]),
        (
            "arrow-maze",
            &["--count", "200", "--rows", "8", "--cols", "8"],
        ),
        ("cube-puzzle", &["--count", "300"]),
    ];
    for (puzzle, args) in cases {
        let (code, generated, err) = run(
            Command::new(ABBOTT)
                .args(["generate", puzzle, "--seed", "9"])
                .args(args),
            b"",
        );
        assert_eq!((code, err.as_str()), (0, ""));
        let again = run(
            Command::new(ABBOTT)
                .args(["generate", puzzle, "--seed", "9"])
                .args(args),
            b"",
        )
        .1;
        assert_eq!(again, generated, "the same seed gives the same file");
        let (code, answers, err) = run(Command::new(ABBOTT).arg(puzzle), generated.as_bytes());
        assert_eq!((code, err.as_str()), (0, ""));
        let folder = scratch();
        let input = temp_file(&folder, "generated.in", generated.as_bytes());
        let output = temp_file(&folder, "generated.out", answers.as_bytes());
        let (code, report, _) = run(
            Command::new(ABBOTT)
                .args(["check", puzzle])
                .arg(&input)
                .arg(&output),
            b"",
        );
        assert_eq!(code, 0, "{puzzle}: {report}");
    }
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

#[test]
fn parallel_batches_print_what_the_serial_reader_prints() {
    for (puzzle, kind) in [
        ("dice-maze", cli::Puzzle::DiceMaze),
        ("arrow-maze", cli::Puzzle::ArrowMaze),
        ("cube-puzzle", cli::Puzzle::CubePuzzle),
    ] {
        for path in all_inputs(puzzle) {
            let serial = cli::transcript(kind, &std::fs::read(&path).expect("readable"));
            let (answers, error) = match serial.find("error: line ") {
                Some(at) => (
                    &serial[..at],
                    Some(serial[at + "error: ".len()..].trim_end()),
                ),
                None => (serial.as_str(), None),
            };
            for jobs in ["1", "2"] {
                let (code, out, err) = run(
                    Command::new(ABBOTT).args([puzzle, "-j", jobs]).arg(&path),
                    b"",
                );
                let shown = path.display();
                assert_eq!(out, answers, "{shown} with -j {jobs}");
                match error {
                    Some(e) => {
                        assert_eq!(code, 1, "{shown}");
                        assert_eq!(err, format!("error: {shown}: {e}\n"));
                    }
                    None => assert_eq!((code, err.as_str()), (0, ""), "{shown}"),
                }
            }
        }
    }
}

#[test]
fn several_files_and_json() {
    let sample = testdata("dice-maze/sample.in");
    let expected = std::fs::read_to_string(testdata("dice-maze/sample.out")).expect("readable");
    let (code, out, _) = run(
        Command::new(ABBOTT).args(["dice-maze", &sample, &sample]),
        b"",
    );
    assert_eq!((code, out), (0, expected.repeat(2)));
    let (code, out, _) = run(
        Command::new(ABBOTT).args(["dice-maze", "--format", "json", &sample]),
        b"",
    );
    assert_eq!(code, 0);
    let first = out.lines().next().expect("one line per maze");
    assert_eq!(
        first,
        r#"{"name":"DICEMAZE1","solved":true,"moves":8,"route":[[1,2],[2,2],[2,3],[3,3],[3,2],[3,1],[2,1],[1,1],[1,2]]}"#
    );
    assert!(
        out.lines()
            .nth(2)
            .is_some_and(|l| l.contains(r#""solved":false"#))
    );
    let cube = testdata("cube-puzzle/sample.in");
    let (code, out, _) = run(
        Command::new(ABBOTT).args(["cube-puzzle", "--format", "json", &cube]),
        b"",
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[1],
        r#"{"dataset":2,"answer":3,"minimum":3,"rolls":[[1,1],[1,2],[1,3]]}"#
    );
    assert!(lines[7].starts_with(r#"{"dataset":8,"answer":-1,"minimum":35,"rolls":[["#));
}

#[test]
fn generators_keep_their_promises() {
    // Dice and arrow mazes with routes of at least K moves.
    for (puzzle, args, k) in [
        (
            "dice-maze",
            ["--rows", "8", "--cols", "8", "--min-moves", "12"],
            12,
        ),
        (
            "arrow-maze",
            ["--rows", "9", "--cols", "9", "--min-moves", "20"],
            20,
        ),
    ] {
        let (code, generated, err) = run(
            Command::new(ABBOTT)
                .args(["generate", puzzle, "--count", "30"])
                .args(args),
            b"",
        );
        assert_eq!((code, err.as_str()), (0, ""));
        let (_, json, _) = run(
            Command::new(ABBOTT).args([puzzle, "--format", "json"]),
            generated.as_bytes(),
        );
        assert_eq!(json.lines().count(), 30);
        for line in json.lines() {
            let moves: usize = line
                .split("\"moves\":")
                .nth(1)
                .and_then(|rest| rest.split(',').next())
                .and_then(|m| m.parse().ok())
                .unwrap_or(0);
            assert!(moves >= k, "{puzzle}: {line}");
        }
    }
    // Cube datasets with a given judge answer.
    for steps in ["30", "-1", "7"] {
        let (code, generated, _) = run(
            Command::new(ABBOTT).args([
                "generate",
                "cube-puzzle",
                "--count",
                "25",
                "--steps",
                steps,
            ]),
            b"",
        );
        assert_eq!(code, 0);
        let (_, answers, _) = run(
            Command::new(ABBOTT).arg("cube-puzzle"),
            generated.as_bytes(),
        );
        assert_eq!(answers, format!("{steps}\n").repeat(25));
    }
}

#[test]
fn render_draws_terminal_svg_and_html() {
    let sample = testdata("dice-maze/sample.in");
    let (code, out, _) = run(
        Command::new(ABBOTT).args(["render", "dice-maze", &sample]),
        b"",
    );
    assert_eq!(code, 0);
    // Not a terminal here: no colour codes, route cells in brackets.
    assert!(!out.contains('\x1b'));
    assert!(
        out.starts_with(concat!(
            "DICEMAZE1: tour of 8 moves\n",
            "      1   2   3   column →\n",
            "    ┌───┬───┬───┐\n",
            "  1 │[*]│[2]│ 4 │\n"
        )),
        "{out}"
    );
    assert!(out.contains(concat!(
        "    └───┴───┴───┘\n",
        "row ↓\n",
        "  legend: 1-6: the face the die must show on top to enter; *: any face; ",
        "░: no square; [ ]: on the tour\n",
        "  squares are (row,column), rows numbered down and columns across\n"
    )));
    assert!(out.contains("  step 1 of 8: (2,2), 6 on top\n"));
    assert!(out.contains("DICEMAZE3: No Solution Possible\n"));

    let folder = scratch();
    let dir = folder.path().join("svg");
    let (code, _, _) = run(
        Command::new(ABBOTT)
            .args([
                "render",
                "arrow-maze",
                &testdata("arrow-maze/sample.in"),
                "--svg",
            ])
            .arg(&dir),
        b"",
    );
    assert_eq!(code, 0);
    let svg = std::fs::read_to_string(dir.join("001-SAMPLE.svg")).expect("one SVG per maze");
    assert!(svg.starts_with("<svg") && svg.contains("<polyline") && svg.contains("NR ER WLF"));
    assert!(svg.contains("column across, row down: squares are (row,column)"));
    assert!(svg.contains("S: start; G: goal; red path: on the route"));
    assert!(dir.join("002-NOSOLUTION.svg").exists());

    let page = dir.join("cube.html");
    let (code, _, _) = run(
        Command::new(ABBOTT)
            .args([
                "render",
                "cube-puzzle",
                &testdata("cube-puzzle/sample.in"),
                "--html",
            ])
            .arg(&page),
        b"",
    );
    assert_eq!(code, 0);
    let html = std::fs::read_to_string(&page).expect("the page is written");
    assert!(html.contains("roll 3 of 3: the cube on (x,y) = (1,3) rolls into (1,2)"));
    let (code, _, err) = run(
        Command::new(ABBOTT).args([
            "render",
            "cube-puzzle",
            &testdata("cube-puzzle/sample.in"),
            "--html",
            "/nonexistent-folder/page.html",
        ]),
        b"",
    );
    assert_eq!(code, 1);
    assert!(
        err.starts_with("error: /nonexistent-folder/page.html: "),
        "{err}"
    );
    assert!(html.contains("squares are (x,y) = (column,row)"));
    let (_, out, _) = run(
        Command::new(ABBOTT).args(["render", "cube-puzzle", &testdata("cube-puzzle/sample.in")]),
        b"",
    );
    assert!(
        out.contains("    1   2   3   x →\n  ┌───┬───┬───┐\n1 │ W │ W │ W │\n"),
        "{out}"
    );
    assert!(out.contains("y ↓\n  legend: W, R, B: the colour on a cube's top"));
    assert!(out.contains("  start: the hole at (x,y) = (1,2)\n"));
    assert!(!html.contains("<script src"), "the page loads nothing");
}

/// Runs `bin args` under a 2 GiB address-space limit (Linux `ulimit -v`).
#[cfg(target_os = "linux")]
fn run_limited(bin: &str, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let script = format!("ulimit -v 2097152; exec \"$0\" {}", args.join(" "));
    run(Command::new("sh").arg("-c").arg(script).arg(bin), stdin)
}

#[cfg(target_os = "linux")]
#[test]
fn declared_sizes_are_refused_before_allocating_under_2_gib() {
    let cases: [(&str, &[u8], &str); 4] = [
        (
            DICE,
            b"OK\n1 2 1 1 5 1\n-1 -1\nHUGE\n1000000000 1000000000 1 1 5 1\n",
            "line 5, column 1: expected an integer from 1 to 4096",
        ),
        // The largest grid allowed is allocated and then found short of rows.
        (
            DICE,
            b"BIG\n4096 4096 1 1 5 1\n",
            "line 2, column 18: expected row 1 of the maze: 4096 integers, found the end of the input",
        ),
        (
            env!("CARGO_BIN_EXE_arrow-maze"),
            b"A\n3 1 N 1 99999999999\n0\nEND\n",
            "line 2, column 9: expected an integer from 1 to 4096",
        ),
        (
            env!("CARGO_BIN_EXE_cube-puzzle"),
            b"99999999999999999999 1\n",
            "line 1, column 1: expected x from 1 to 3 (0 0 ends the input)",
        ),
    ];
    for (bin, input, message) in cases {
        let (code, _, err) = run_limited(bin, &["-"], input);
        assert_eq!(code, 1, "{err}");
        assert_eq!(err, format!("error: <stdin>: {message}\n"));
    }
    // A legal 4096 x 4096 maze is solved within the limit.
    let row = format!("{}\n", vec!["-1"; 4096].join(" "));
    let input = format!("BIG\n4096 4096 1 1 5 1\n{}END\n", row.repeat(4096));
    let (code, out, err) = run_limited(DICE, &["-"], input.as_bytes());
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "BIG\n  (1,1),(1,2),(1,1)\n");
}

#[test]
fn batch_runs_end_quietly_on_a_closed_pipe() {
    let input = format!("{}0 0\n", "1 1\nE W W\nW W W\nW W B\n".repeat(100_000));
    assert_quiet_on_closed_pipe(Command::new(ABBOTT).args(["cube-puzzle", "-j", "2"]), input);
}

#[test]
fn census_counts_every_pattern_once_per_start() {
    let (code, out, err) = run(Command::new(ABBOTT).args(["census", "cube-puzzle"]), b"");
    assert_eq!((code, err.as_str()), (0, ""));
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("x,y,steps,patterns"));
    let rows: Vec<[u64; 4]> = lines
        .map(|l| {
            let v: Vec<u64> = l.split(',').map(|f| f.parse().expect("numbers")).collect();
            [v[0], v[1], v[2], v[3]]
        })
        .collect();
    // Ordered by y, then x, then steps.
    let keys: Vec<(u64, u64, u64)> = rows.iter().map(|r| (r[1], r[0], r[2])).collect();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    assert_eq!(keys, sorted);
    for y in 1..=3 {
        for x in 1..=3 {
            let of_start: Vec<&[u64; 4]> = rows.iter().filter(|r| r[0] == x && r[1] == y).collect();
            assert_eq!(
                of_start.iter().map(|r| r[3]).sum::<u64>(),
                59_049,
                "({x},{y})"
            );
            // Only the hole at the start with every cube white needs no roll.
            assert_eq!(of_start[0][2..], [0, 1]);
            let deepest = of_start.last().map_or(0, |r| r[2]);
            let expected = match (x, y) {
                (2, 2) => 36,
                (1 | 3, 1 | 3) => 32,
                _ => 37,
            };
            assert_eq!(deepest, expected, "({x},{y})");
        }
    }
}

#[test]
fn other_boards_are_answered_counted_and_checked_and_4x4_is_refused_a_census() {
    let abbott =
        |args: &[&str], stdin: &str| run(Command::new(ABBOTT).args(args), stdin.as_bytes());
    // 2 x 4: the hole at (4,2) starts, the cube west of it rolls east.
    let input = "4 2\nW W W W\nW W E B\n4 2\nW W W W\nW W W E\n0 0\n";
    assert_eq!(
        abbott(&["cube-puzzle", "--board", "2x4"], input),
        (0, "1\n0\n".into(), String::new())
    );
    assert_eq!(
        abbott(&["cube-puzzle", "--board", "2x4", "--moves"], input).1,
        "1 (3,2)\n0\n"
    );
    // The statement's board is the default, and byte for byte the same.
    let sample = std::fs::read_to_string(testdata("cube-puzzle/sample.in")).expect("the sample");
    let plain = abbott(&["cube-puzzle"], &sample);
    assert_eq!(abbott(&["cube-puzzle", "--board", "3x3"], &sample), plain);
    // A malformed dataset after a good one: its answer, then the error.
    let (code, out, err) = abbott(&["cube-puzzle", "--board", "1x2"], "1 1\nE W\n2 1\nW\n");
    assert_eq!((code, out.as_str()), (1, "0\n"));
    assert_eq!(
        err,
        "error: <stdin>: line 4, column 2: expected two cells on this row, found 1\n"
    );
    let (code, out, err) = abbott(&["census", "cube-puzzle", "--board", "1x3"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("x,y,steps,patterns\n1,1,0,1\n"), "{out}");
    assert!(out.ends_with("3,1,never,24\n"), "{out}");
    // 4 x 4: one roll west, and an all-blue board that needs more than 30
    // rolls (the meeting proves it and looks no further).
    let fifteen = "1 1\nB E W W\nW W W W\nW W W W\nW W W W\n\
                   1 1\nE B B B\nB B B B\nB B B B\nB B B B\n0 0\n";
    let json = abbott(
        &["cube-puzzle", "--board", "4x4", "--format", "json"],
        fifteen,
    )
    .1;
    assert_eq!(
        json,
        "{\"dataset\":1,\"answer\":1,\"minimum\":1,\"rolls\":[[2,1]]}\n\
         {\"dataset\":2,\"answer\":-1,\"minimum\":null,\"more_than\":30}\n"
    );
    // Drawn on its own board, with the rolls (the 4 x 4 scenes, bound
    // included, are tested beside the renderer).
    let (code, out, _) = abbott(&["render", "cube-puzzle", "--board", "2x4"], input);
    assert_eq!(code, 0);
    assert!(
        out.contains("roll 1 of 1: the cube on (x,y) = (3,2) rolls into (4,2)"),
        "{out}"
    );
    assert!(out.contains("dataset 2: 0 rolls (judge answer 0)"), "{out}");
    // A census needs complete tables: refused before any work.
    let (code, out, err) = abbott(&["census", "cube-puzzle", "--board", "4x4"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("a census needs complete tables"), "{err}");
    // The checker on another board.
    let folder = scratch();
    let input_file = temp_file(&folder, "board-2x4.in", input.as_bytes());
    let check = |output: &str| {
        let output_file = temp_file(&folder, "board-2x4.out", output.as_bytes());
        let (code, out, err) = run(
            Command::new(ABBOTT)
                .args(["check", "cube-puzzle", "--board", "2x4"])
                .arg(&input_file)
                .arg(&output_file),
            b"",
        );
        assert_eq!(err, "");
        (code, out)
    };
    assert_eq!(check("1\n0\n"), (0, "2 passed, 0 failed\n".into()));
    assert_eq!(
        check("1\n1\n"),
        (
            1,
            "dataset 2: expected 0, found 1\n1 passed, 1 failed\n".into()
        )
    );
    // Generated datasets on another board have the answer asked for.
    let generate = |steps: &str| {
        let args = ["generate", "cube-puzzle", "--board", "2x4", "--count", "2"];
        abbott(&[&args[..], &["--steps", steps]].concat(), "")
    };
    let (code, generated, err) = generate("31");
    assert_eq!(code, 2, "--steps stops at 30");
    assert!(err.contains("31 is not in -1..=30"), "{err}");
    assert!(generated.is_empty());
    let (code, generated, err) = generate("-1");
    assert_eq!((code, err.as_str()), (0, ""));
    let answered = abbott(&["cube-puzzle", "--board", "2x4"], &generated);
    assert_eq!(answered, (0, "-1\n-1\n".into(), String::new()));
    let (code, _, err) = abbott(
        &["generate", "cube-puzzle", "--board", "1x2", "--steps", "5"],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("no dataset on the 1x2 board has the answer 5"),
        "{err}"
    );
    let (code, _, err) = abbott(&["cube-puzzle", "--board", "5x1"], "");
    assert_eq!(code, 2);
    assert!(err.contains("expected a board RxC"), "{err}");
}

#[test]
fn validate_exits_by_verdict_in_both_forms() {
    let valid = "M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n";
    let one_byte_off = "M\n1 3 1 1 5 1\n-1 -1 -1 \nEND\n";
    let plain = |text: &str| {
        run(
            Command::new(ABBOTT).args(["validate", "dice-maze"]),
            text.as_bytes(),
        )
    };
    let icpc = |text: &str| {
        run(
            Command::new(ABBOTT).args(["validate", "dice-maze", "--icpc", "-"]),
            text.as_bytes(),
        )
    };
    assert_eq!(plain(valid), (0, String::new(), String::new()));
    assert_eq!(icpc(valid).0, 42);
    let (code, out, _) = plain(one_byte_off);
    assert_eq!(
        (code, out.as_str()),
        (
            1,
            "line 3, column 9: expected no space at the end of the line\n"
        )
    );
    assert_eq!(icpc(one_byte_off).0, 43);
    let big = format!("M\n11 1 1 1 5 1\n{}END\n", "-1\n".repeat(11));
    assert_eq!(plain(&big).0, 1);
    let extended = run(
        Command::new(ABBOTT).args(["validate", "dice-maze", "--extended"]),
        big.as_bytes(),
    );
    assert_eq!(extended.0, 0);
}

#[test]
fn check_speaks_the_icpc_and_testlib_interfaces() {
    let folder = scratch();
    let dir = folder.path();
    let input = testdata("arrow-maze/sample.in");
    let answer = testdata("arrow-maze/sample.out");
    let right = std::fs::read(&answer).expect("readable");
    let icpc = |team: &[u8]| {
        let (code, _, _) = run(
            Command::new(ABBOTT)
                .args(["check", "--icpc", "arrow-maze", &input, &answer])
                .arg(dir),
            team,
        );
        let message = std::fs::read_to_string(dir.join("judgemessage.txt")).unwrap_or_default();
        (code, message)
    };
    assert_eq!(icpc(&right), (42, "accepted\n".to_string()));
    let (code, message) = icpc(b"\x00\xff garbage");
    assert_eq!(code, 43);
    assert!(message.starts_with("SAMPLE: "), "{message}");
    let eleven = String::from_utf8_lossy(&right).replace("(2,1)\n  (2,2)", "(2,1) (2,2)\n ");
    let (code, message) = icpc(eleven.as_bytes());
    assert_eq!(code, 43);
    assert!(message.contains("expected"), "{message}");
    assert_eq!(icpc(b"").0, 43);

    let team = dir.join("team.out");
    let testlib = |bytes: &[u8]| {
        std::fs::write(&team, bytes).expect("writable");
        run(
            Command::new(ABBOTT)
                .args(["check", "--testlib", "arrow-maze", &input])
                .arg(&team)
                .arg(&answer),
            b"",
        )
        .0
    };
    assert_eq!(testlib(&right), 0);
    assert_eq!(testlib(b"SAMPLE\n  No Solution Possible\n"), 1);
    assert_eq!(testlib(b"SAMPLE\n  (3,1) \xff\n"), 2);
    let wrong_answer_file = run(
        Command::new(ABBOTT)
            .args(["check", "--testlib", "arrow-maze", &input, &answer])
            .arg(testdata("dice-maze/sample.out")),
        b"",
    );
    assert_eq!(wrong_answer_file.0, 3);
    // Three files without an interface named are refused.
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["check", "arrow-maze", &input, &answer, &answer]),
        b"",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "error: three files are for --icpc (INPUT ANSWER FEEDBACK_DIR) or --testlib (INPUT OUTPUT ANSWER)\n"
    );
}

#[test]
fn packages_are_the_same_bytes_every_run() {
    let folder = scratch();
    let base = folder.path();
    let write = |k: usize| {
        let dir = base.join(k.to_string()).join("cubepuzzle");
        let (code, _, err) = run(
            Command::new(ABBOTT)
                .args(["package", "cube-puzzle"])
                .arg(&dir),
            b"",
        );
        assert_eq!(code, 0, "{err}");
        dir
    };
    let (first, second) = (write(1), write(2));
    for path in [
        "problem.yaml",
        "data/secret/answer-30-every-start.in",
        "data/secret/answer-30-every-start.ans",
        "submissions/wrong_answer/limit_29.cpp",
        "output_validators/abbott/run",
    ] {
        let a = std::fs::read(first.join(path)).expect("written");
        let b = std::fs::read(second.join(path)).expect("written");
        assert_eq!(a, b, "{path}");
    }
}

#[test]
fn a_closed_standard_error_does_not_abort() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let status = Command::new(ABBOTT)
        .args(["dice-maze", "no-such-file.in"])
        .stdout(Stdio::null())
        .stderr(writer)
        .status()
        .expect("the binary runs");
    assert_eq!(status.code(), Some(1));
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let status = Command::new(ABBOTT)
        .args(["check", "dice-maze", "no-such-file.in", "no-such-file.out"])
        .stdout(Stdio::null())
        .stderr(writer)
        .status()
        .expect("the binary runs");
    assert_eq!(status.code(), Some(2));
}

#[test]
fn binaries_say_their_own_names_and_take_several_files() {
    assert_eq!(
        run(Command::new(ABBOTT).arg("--version"), b"").1,
        "abbott 0.1.0\n"
    );
    assert_eq!(
        run(Command::new(DICE).arg("--version"), b"").1,
        "dice-maze 0.1.0\n"
    );
    let help = run(Command::new(DICE).arg("--help"), b"").1;
    assert!(
        help.contains("A Dicey Problem") && help.contains("END"),
        "{help}"
    );
    let sample = testdata("dice-maze/sample.in");
    let once = run(Command::new(DICE).arg(&sample), b"").1;
    let (code, twice, _) = run(Command::new(DICE).args([&sample, &sample]), b"");
    assert_eq!((code, twice), (0, once.repeat(2)));
    // Rolls are answered file by file too.
    let cubes = testdata("cube-puzzle/sample.in");
    let moves = |files: &[&str]| {
        let args = [&["cube-puzzle", "--moves"][..], files].concat();
        run(Command::new(ABBOTT).args(args), b"")
    };
    let (_, once, _) = moves(&[&cubes]);
    assert!(once.starts_with("0\n3 (1,1) (1,2) (1,3)\n"), "{once}");
    assert_eq!(moves(&[&cubes, &cubes]), (0, once.repeat(2), String::new()));
}

#[test]
fn options_that_do_not_apply_are_refused() {
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["generate", "cube-puzzle", "--rows", "5", "--winding"]),
        b"",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("--rows, --winding do not apply to the cube puzzle"),
        "{err}"
    );
    let (code, _, err) = run(
        Command::new(ABBOTT).args(["generate", "dice-maze", "--steps", "5"]),
        b"",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--steps applies to the cube puzzle only"),
        "{err}"
    );
    let (code, _, err) = run(
        Command::new(ABBOTT).args(["generate", "arrow-maze", "--winding", "--min-moves", "5000"]),
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
    let sample = testdata("dice-maze/sample.in");
    let (code, _, err) = run(
        Command::new(ABBOTT).args([
            "render",
            "dice-maze",
            &sample,
            "--svg",
            "d",
            "--html",
            "p.html",
        ]),
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn a_folder_or_a_file_in_the_way_is_one_error_naming_the_path() {
    let folder = std::env::temp_dir();
    let sample = testdata("dice-maze/sample.in");
    let (code, out, err) = run(
        Command::new(ABBOTT)
            .args(["check", "dice-maze", &sample])
            .arg(&folder),
        b"",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        format!("error: {}: is a folder, not a file\n", folder.display())
    );
    let scratch = scratch();
    let file = scratch.path().join("in-the-way");
    std::fs::write(&file, b"").expect("writable");
    let (code, _, err) = run(
        Command::new(ABBOTT)
            .args(["render", "dice-maze", &sample, "--svg"])
            .arg(&file),
        b"",
    );
    assert_eq!(code, 1);
    assert!(
        err.starts_with(&format!("error: {}: ", file.display())),
        "{err}"
    );
}

#[test]
fn check_reports_too_few_answers_as_such() {
    let input = testdata("cube-puzzle/sample.in");
    let folder = scratch();
    let short = folder.path().join("short.out");
    std::fs::write(&short, "0\n3\n13\n").expect("writable");
    let (code, out, _) = run(
        Command::new(ABBOTT)
            .args(["check", "cube-puzzle", &input])
            .arg(&short),
        b"",
    );
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "output: 3 answers for 8 datasets\n3 passed, 5 failed\n"
    );
}

#[test]
fn svg_files_are_named_for_their_mazes_in_safe_characters() {
    let folder = scratch();
    let input = "A-b_C.d\n1 2 1 1 6 5\n6 -1\nEND\n";
    let (code, _, err) = run(
        Command::new(ABBOTT)
            .args(["render", "dice-maze", "--svg"])
            .arg(folder.path()),
        input.as_bytes(),
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let names: Vec<String> = std::fs::read_dir(folder.path())
        .expect("written")
        .map(|e| {
            e.expect("listed")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names, ["001-A-b_C_d.svg"]);
}
