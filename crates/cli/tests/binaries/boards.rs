//! The cube puzzle on every board: answers, the census, checks.

use super::*;

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
    // A census's complete tables on 4 x 4 outgrow the machine: refused
    // before any work, naming the figure.
    let (code, out, err) = abbott(&["census", "cube-puzzle", "--board", "4x4"], "");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("the census of 4x4: tables of about "), "{err}");
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
fn the_cube_puzzle_binary_takes_a_board_and_answers_single_datasets_on_3x4_and_4x4() {
    const CUBE: &str = env!("CARGO_BIN_EXE_cube-puzzle");
    let cube = |args: &[&str], input: &str| run(Command::new(CUBE).args(args), input.as_bytes());
    // The same answers as abbott's, on the board given.
    let oblong = "1 1\nB E W\nW W W\n3 2\nE W W\nW W W\n0 0\n";
    let (code, out, err) = cube(&["--board", "2x3"], oblong);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "1\n11\n", ""));
    let abbott = run(
        Command::new(ABBOTT).args(["cube-puzzle", "--board", "2x3"]),
        oblong.as_bytes(),
    );
    assert_eq!(abbott.1, out);
    // Without --board (or with 3x3) the statement's board.
    let sample = std::fs::read_to_string(testdata("cube-puzzle/sample.in")).expect("sample");
    let published = std::fs::read_to_string(testdata("cube-puzzle/sample.out")).expect("sample");
    assert_eq!(cube(&[], &sample).1, published);
    assert_eq!(cube(&["--board", "3x3"], &sample).1, published);
    // One dataset on 3 x 4 and one on 4 x 4, each from a fresh process:
    // met in the middle, without the tables of every pattern.
    let (code, out, _) = cube(&["--board", "3x4"], "4 2\nW R R R\nW B R E\nW W W B\n0 0\n");
    assert_eq!((code, out.as_str()), (0, "22\n"));
    let fifteen = "2 3\nB R R W\nR B R W\nR E W W\nB W B R\n0 0\n";
    let (code, out, _) = cube(&["--board", "4x4"], fifteen);
    assert_eq!((code, out.as_str()), (0, "28\n"));
    // A malformed board and a dataset off the board are errors.
    let (code, _, err) = cube(&["--board", "5x5"], "");
    assert_eq!(code, 2, "{err}");
    let (code, out, err) = cube(&["--board", "2x2"], "3 1\n");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("line 1, column 1: expected x from 1 to 2"),
        "{err}"
    );
}

#[test]
fn the_judge_forms_of_check_take_a_board() {
    let folder = scratch();
    let dir = folder.path();
    for (board, input, right, wrong) in [
        (
            "2x3",
            "1 1\nB E W\nW W W\n3 2\nE W W\nW W W\n0 0\n",
            "1\n11\n",
            "1\n12\n",
        ),
        (
            "3x4",
            "4 2\nW R R R\nW B R E\nW W W B\n0 0\n",
            "22\n",
            "20\n",
        ),
        (
            "4x4",
            "2 3\nB R R W\nR B R W\nR E W W\nB W B R\n0 0\n",
            "28\n",
            "-1\n",
        ),
    ] {
        let input_file = temp_file(&folder, &format!("{board}.in"), input.as_bytes());
        let answer_file = temp_file(&folder, &format!("{board}.ans"), right.as_bytes());
        let icpc = |team: &str| {
            run(
                Command::new(ABBOTT)
                    .args(["check", "--icpc", "cube-puzzle", "--board", board])
                    .arg(&input_file)
                    .arg(&answer_file)
                    .arg(dir),
                team.as_bytes(),
            )
            .0
        };
        assert_eq!(icpc(right), 42, "{board}");
        assert_eq!(icpc(wrong), 43, "{board}");
        let testlib = |team: &str| {
            let team_file = temp_file(&folder, &format!("{board}.team"), team.as_bytes());
            run(
                Command::new(ABBOTT)
                    .args(["check", "--testlib", "cube-puzzle", "--board", board])
                    .arg(&input_file)
                    .arg(&team_file)
                    .arg(&answer_file),
                b"",
            )
            .0
        };
        assert_eq!(testlib(right), 0, "{board}");
        assert_eq!(testlib(wrong), 1, "{board}");
    }
    // Without --board the input is read on 3 x 3: the 2 x 3 rows are short.
    let input_file = temp_file(&folder, "plain.in", b"1 1\nB E W\nW W W\n0 0\n");
    let answer_file = temp_file(&folder, "plain.ans", b"1\n");
    let (code, _, _) = run(
        Command::new(ABBOTT)
            .args(["check", "--icpc", "cube-puzzle"])
            .arg(&input_file)
            .arg(&answer_file)
            .arg(dir),
        b"1\n",
    );
    assert_eq!(code, 1, "a checker failure: the input is not a 3 x 3 input");
    // --board is the cube's only, in the judge forms too.
    let (code, _, err) = run(
        Command::new(ABBOTT)
            .args(["check", "--icpc", "dice-maze", "--board", "2x3"])
            .arg(&input_file)
            .arg(&answer_file)
            .arg(dir),
        b"",
    );
    assert_eq!(
        (code, err.as_str()),
        (2, "error: --board applies to the cube puzzle only\n")
    );
}

#[test]
fn validate_takes_each_board_with_its_own_ranges_and_the_statements_limits_on_3x3_only() {
    let validate = |board: &str, text: &str| {
        run(
            Command::new(ABBOTT).args(["validate", "cube-puzzle", "--board", board]),
            text.as_bytes(),
        )
    };
    let two_by_three = "3 2\nW B R\nB W E\n";
    let three_by_four = "4 3\nW B R W\nB W R W\nR R B E\n";
    let four_by_four = "1 4\nW B R W\nB W R W\nR R B B\nE W W W\n";
    for (board, dataset) in [
        ("2x3", two_by_three),
        ("3x4", three_by_four),
        ("4x4", four_by_four),
    ] {
        // Sixteen datasets: more than the statement allows on 3 x 3.
        let file = format!("{}0 0\n", dataset.repeat(16));
        assert_eq!(
            validate(board, &file),
            (0, String::new(), String::new()),
            "{board}"
        );
    }
    let sixteen = format!("{}0 0\n", "1 1\nE W W\nW W W\nW W W\n".repeat(16));
    assert_eq!(
        validate("3x3", &sixteen).2,
        "error: <stdin>: line 61, column 1: expected at most 15 datasets in a file\n\
         note: <stdin>: every violation is of the statement's limits only; `abbott validate \
         --extended` accepts abbott's larger sizes (sides and coordinates up to 4096, any \
         number of datasets)\n"
    );
    // Each board's own ranges, named by line and column.
    assert_eq!(
        validate("2x3", "1 3\nE W W\nW W W\n0 0\n"),
        (
            1,
            String::new(),
            "error: <stdin>: line 1, column 3: expected an integer from 1 to 2, found \"3\"\n"
                .into()
        )
    );
    assert_eq!(
        validate("3x4", "5 1\nE W W W\nW W W W\nW W W\n0 0\n").2,
        "error: <stdin>: line 1, column 1: expected an integer from 1 to 4, found \"5\"\n\
         error: <stdin>: line 4, column 6: expected four colours (4 fields), found 3 fields\n"
    );
    // A row short: `0 0` is read as the fourth row, and the file is one
    // of the 3 x 4 board.
    assert_eq!(
        validate("4x4", "1 1\nE W W W\nW W W W\nW W W W\n0 0\n").2,
        "error: <stdin>: line 5, column 4: expected four colours (4 fields), found 2 fields; \
         the patterns here have 3 rows of 4 squares: --board 3x4?\n\
         error: <stdin>: line 6, column 1: expected the empty square x y, or 0 0, found the end of the input\n"
    );
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["validate", "dice-maze", "--board", "2x3", "--icpc"]),
        b"",
    );
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "error: --board applies to the cube puzzle only\n");
}

#[test]
fn jobs_answer_every_board_and_the_rolls_in_input_order_then_the_error_in_both_binaries() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cube-jobs");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    for (rows, cols) in [(2, 3), (3, 3), (3, 4), (4, 4)] {
        let board = format!("{rows}x{cols}");
        // From the hole at (1,1): the pattern of one roll west, of none,
        // and of one roll north.
        let pattern = |first: &str, second: &str| {
            let row = |start: &str| format!("{start}{}\n", " W".repeat(cols - start.len() / 2 - 1));
            format!(
                "1 1\n{}{}{}",
                row(first),
                row(second),
                row("W").repeat(rows - 2)
            )
        };
        let (west, none, north) = (pattern("B E", "W"), pattern("E", "W"), pattern("R", "E"));
        let good = format!("{west}{none}{north}0 0\n");
        // A second file: one dataset, then a row one colour short.
        let short = format!("1 1\n{}\n", vec!["W"; cols - 1].join(" "));
        let bad = format!("{north}{short}");
        let first = dir.join(format!("{board}-a.in"));
        let second = dir.join(format!("{board}-b.in"));
        std::fs::write(&first, &good).expect("the first file");
        std::fs::write(&second, &bad).expect("the second file");
        let bad_line = rows + 3;
        for extra in [&[][..], &["--moves"], &["--format", "json"]] {
            let answer = |jobs: &str| {
                run(
                    Command::new(ABBOTT)
                        .args(["cube-puzzle", "--board", &board, "-j", jobs])
                        .args(extra)
                        .args([&first, &second]),
                    b"",
                )
            };
            let (code, out, err) = answer("2");
            assert_eq!(
                (code, out.lines().count()),
                (1, 4),
                "{board} {extra:?}: {out}"
            );
            let at = format!("-b.in: line {bad_line}, column ");
            assert!(err.starts_with("error: ") && err.contains(&at), "{err}");
            if extra.is_empty() {
                assert_eq!(out, "1\n0\n1\n1\n", "{board}");
                // The cube-puzzle binary takes -j as abbott does.
                let binary = run(
                    Command::new(env!("CARGO_BIN_EXE_cube-puzzle"))
                        .args(["--board", &board, "-j", "2"])
                        .args([&first, &second]),
                    b"",
                );
                assert_eq!(binary, (code, out.clone(), err.clone()), "{board}");
            }
            assert_eq!(answer("1"), (code, out, err), "{board} {extra:?}");
        }
    }
}

#[test]
fn a_file_of_another_board_gets_no_answer_and_its_board_named_by_solvers_and_validator() {
    let cube = env!("CARGO_BIN_EXE_cube-puzzle");
    let four_by_four = "1 1\nE W W W\nW W W W\nW W W W\nW W W W\n0 0\n";
    let hint = "the patterns here have 4 rows of 4 squares: --board 4x4?";
    for (program, args) in [
        (ABBOTT, &["cube-puzzle", "--board", "3x4"][..]),
        (ABBOTT, &["cube-puzzle", "--board", "3x4", "--moves"]),
        (ABBOTT, &["cube-puzzle", "--board", "3x4", "-j", "2"]),
        (cube, &["--board", "3x4"]),
    ] {
        let (code, out, err) = run(Command::new(program).args(args), four_by_four.as_bytes());
        assert_eq!(
            (code, out.as_str()),
            (1, ""),
            "{args:?}: no answer for a misread dataset"
        );
        assert_eq!(
            err,
            format!(
                "error: <stdin>: line 5, column 1: expected x from 1 to 4 (0 0 ends the input); {hint}\n"
            ),
            "{args:?}"
        );
    }
    // On 3 x 3 with threads, a taller dataset whose last row falls where
    // the input is cut into pieces (after 256 datasets) is not answered
    // either: the answers stop before it, as on one thread.
    let fits = "1 1\nE W W\nW W W\nW W W\n";
    let taller = "2 2\nE W W\nW W W\nW W W\nW W W\n";
    let input = format!("{}{taller}{fits}0 0\n", fits.repeat(255));
    let serial = run(Command::new(ABBOTT).arg("cube-puzzle"), input.as_bytes());
    let threads = run(
        Command::new(ABBOTT).args(["cube-puzzle", "-j", "2"]),
        input.as_bytes(),
    );
    assert_eq!(serial.0, 1);
    assert_eq!(serial.1.lines().count(), 255, "{}", serial.2);
    assert!(serial.2.ends_with("--board 4x3?\n"), "{}", serial.2);
    assert_eq!(threads, serial);
    // A 3 x 3 file on 2 x 3: the first dataset fits and is answered, the
    // second's third row is where a start belongs.
    let mixed = "1 1\nE W W\nW W W\n2 1\nW E W\nW W W\nW W W\n0 0\n";
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["cube-puzzle", "--board", "2x3"]),
        mixed.as_bytes(),
    );
    assert_eq!((code, out.as_str()), (1, "0\n"));
    assert!(err.ends_with(": --board 3x3?\n"), "{err}");
    // The strict validator gives the same hint.
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["validate", "cube-puzzle", "--board", "3x4"]),
        four_by_four.as_bytes(),
    );
    assert_eq!((code, out.as_str()), (1, ""));
    let first = err.lines().next().unwrap_or_default();
    assert!(first.ends_with(hint), "{err}");
}
