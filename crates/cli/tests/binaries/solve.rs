//! Solving as a user runs it: files and standard input, exit codes, error
//! lines after the earlier answers, closed pipes, flat memory, parallel
//! batches, refused options.

use super::*;

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

#[test]
fn demo_solves_every_sample() {
    let (code, out, err) = run(Command::new(ABBOTT).arg("demo"), b"");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.contains("== dice-maze : statement sample =="));
    assert!(out.contains("  (3,7),(4,7),(4,6),(3,6),(2,6)\n"));
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
    // A hundred thousand datasets keep every thread of the batch runner
    // busy, as a million do: what start-up costs is in both figures, and
    // only growth with the number of datasets tells them apart. Both are
    // read from one run, after a hundred thousand and after a million.
    for (bin, dataset) in cases {
        let peaks = peaks_after(bin, dataset, &[100_000, 1_000_000]);
        let (small, large) = (peaks[0], peaks[1]);
        assert!(small > 0, "no peak read for {bin}");
        assert!(
            large < small + 4 * 1024,
            "{bin}: {small} kB for a hundred thousand datasets, {large} kB for a million"
        );
    }
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
                        assert_eq!(err, format!("error: {shown}: {e}{}\n", hint(e)));
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
fn batch_runs_end_quietly_on_a_closed_pipe() {
    let input = format!("{}0 0\n", "1 1\nE W W\nW W W\nW W B\n".repeat(100_000));
    assert_quiet_on_closed_pipe(Command::new(ABBOTT).args(["cube-puzzle", "-j", "2"]), input);
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
    assert_eq!(
        err,
        format!(
            "error: cannot write SVG files into {}: it is a file, not a folder\n",
            file.display()
        )
    );
}

/// What the binaries add to the error `message` of the library's reader
/// where the grammar is the likely cause: in a file's first two lines, or
/// at the end of the input.
fn hint(message: &str) -> &'static str {
    let early = message.starts_with("line 1,") || message.starts_with("line 2,");
    if early || message.ends_with("found the end of the input") {
        cli::exit::FORMATS_HINT
    } else {
        ""
    }
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
            "line 3, column 1: expected row 1 of the maze: 4096 integers, found the end of the input",
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
        assert_eq!(err, format!("error: <stdin>: {message}{}\n", hint(message)));
    }
    // A legal 4096 x 4096 maze is solved within the limit.
    let row = format!("{}\n", vec!["-1"; 4096].join(" "));
    let input = format!("BIG\n4096 4096 1 1 5 1\n{}END\n", row.repeat(4096));
    let (code, out, err) = run_limited(DICE, &["-"], input.as_bytes());
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(out, "BIG\n  (1,1),(1,2),(1,1)\n");
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
fn input_that_ends_early_is_placed_alike_by_the_batch_cutter_and_the_serial_readers() {
    let arrow = env!("CARGO_BIN_EXE_arrow-maze");
    let cube = env!("CARGO_BIN_EXE_cube-puzzle");
    let cases: [(&str, &str, &str, &str); 8] = [
        (
            DICE,
            "dice-maze",
            "M\n4096 4096 1 1 5 1\n",
            "line 3, column 1: expected row 1",
        ),
        (
            DICE,
            "dice-maze",
            "M\n2 2 1 1 5 1\n1 1",
            "line 3, column 4: expected row 2",
        ),
        (
            DICE,
            "dice-maze",
            "M\n1 1 1 1 5 1\n1\n\n  \n",
            "line 6, column 1: expected a maze name or END",
        ),
        (
            arrow,
            "arrow-maze",
            "M\n3 1 N 3 3\n1 1 WL *\n",
            "line 4, column 1: expected an intersection line",
        ),
        (
            arrow,
            "arrow-maze",
            "M\n3 1 N 3 3\n0\r\n",
            "line 4, column 1: expected a maze name or END",
        ),
        (
            cube,
            "cube-puzzle",
            "1 1\nE W W\nW W W\nW W W\n",
            "line 5, column 1: expected the empty square",
        ),
        (
            cube,
            "cube-puzzle",
            "1 1\nE W W\nW W W\nW W W \t",
            "line 4, column 6: expected the empty square",
        ),
        (
            cube,
            "cube-puzzle",
            "",
            "line 1, column 1: expected the empty square",
        ),
    ];
    for (serial, puzzle, input, place) in cases {
        let (code, _, err) = run(&mut Command::new(serial), input.as_bytes());
        assert_eq!(code, 1, "{input:?}");
        assert!(
            err.starts_with(&format!("error: <stdin>: {place}")),
            "{input:?}: {err}"
        );
        let batch = run(
            Command::new(ABBOTT).args([puzzle, "-j", "2"]),
            input.as_bytes(),
        );
        assert_eq!(batch.2, err, "{input:?}");
    }
}
