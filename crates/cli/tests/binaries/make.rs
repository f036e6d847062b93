//! What abbott makes: generated inputs, problem packages and pictures.

use super::*;

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
fn packages_are_the_same_bytes_every_run() {
    let folder = scratch();
    let base = folder.path();
    let write = |k: usize| {
        let dir = base.join(k.to_string()).join("cubepuzzle");
        let (code, _, err) = run(
            Command::new(ABBOTT)
                .args(["package", "cube-puzzle", "--link-validators"])
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
    assert!(svg.contains("S: start; G: goal</text>"));
    assert!(svg.contains("red path: the route, each step numbered on the square it reaches"));
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
        err == "error: cannot write /nonexistent-folder/page.html: no such file or folder\n",
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

#[test]
fn render_blank_writes_the_page_for_any_file_and_takes_no_puzzle() {
    let folder = scratch();
    let page = folder.path().join("any.html");
    let (code, _, err) = run(
        Command::new(ABBOTT)
            .args(["render", "--blank", "--html"])
            .arg(&page),
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.starts_with("wrote a ") && err.contains(" page for any file to "),
        "{err}"
    );
    let html = std::fs::read_to_string(&page).expect("the page is written");
    assert!(html.contains(r#"<script id="data" type="application/json">[]</script>"#));
    // The module compressed: zlib's header, 78 then DA at its most compression.
    assert!(html.contains(r#"<script id="wasm" type="application/octet-stream">eN"#));
    assert!(html.contains(r#"<textarea id="input-text""#));
    for refused in [
        &["render", "--blank"][..],
        &["render", "dice-maze", "--blank", "--html", "x.html"],
        &["render", "--blank", "--svg", "dir"],
    ] {
        let (code, _, err) = run(Command::new(ABBOTT).args(refused), b"");
        assert_eq!(code, 2, "{refused:?}: {err}");
    }
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
    // One line on success, naming what was written where.
    let said = format!(") to {}\n", folder.path().display());
    assert_eq!(code, 0);
    assert!(
        err.starts_with("wrote 1 SVG file (") && err.ends_with(&said),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
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

#[test]
fn generate_warns_past_the_statements_limits_and_validate_agrees() {
    let generate = |args: &[&str]| run(Command::new(ABBOTT).arg("generate").args(args), b"");
    let validate = |puzzle: &str, extended: bool, file: &str| {
        let mut cmd = Command::new(ABBOTT);
        cmd.args(["validate", puzzle]);
        if extended {
            cmd.arg("--extended");
        }
        run(&mut cmd, file.as_bytes()).0
    };
    let cases: [(&str, &[&str], &str); 4] = [
        (
            "cube-puzzle",
            &["cube-puzzle", "--count", "16"],
            "warning: wrote 16 datasets; the statement allows at most 15 a file: judge files beyond it need `abbott validate --extended`\n",
        ),
        (
            "dice-maze",
            &["dice-maze", "--rows", "11", "--cols", "4"],
            "warning: wrote 1 maze of 11 x 4; the statement allows at most 10 rows and 10 columns: judge files beyond it need `abbott validate --extended`\n",
        ),
        (
            "dice-maze",
            &[
                "dice-maze",
                "--winding",
                "--count",
                "301",
                "--rows",
                "3",
                "--cols",
                "3",
            ],
            "warning: wrote 301 mazes; the statement allows at most 300 a file: judge files beyond it need `abbott validate --extended`\n",
        ),
        (
            "arrow-maze",
            &["arrow-maze", "--count", "2", "--rows", "10", "--cols", "3"],
            "warning: wrote 2 mazes of 10 x 3; the statement allows at most 9 rows and 9 columns: judge files beyond it need `abbott validate --extended`\n",
        ),
    ];
    for (puzzle, args, warning) in cases {
        let (code, file, err) = generate(args);
        assert_eq!((code, err.as_str()), (0, warning), "{args:?}");
        assert_eq!(validate(puzzle, false, &file), 1, "{args:?}");
        assert_eq!(validate(puzzle, true, &file), 0, "{args:?}");
    }
    // Within the limits: no warning, and a valid judge file.
    for (puzzle, args) in [
        ("cube-puzzle", &["cube-puzzle", "--count", "15"][..]),
        ("dice-maze", &["dice-maze", "--rows", "10", "--cols", "10"]),
        ("arrow-maze", &["arrow-maze", "--rows", "9", "--cols", "9"]),
        (
            "cube-puzzle",
            &["cube-puzzle", "--board", "2x3", "--count", "20"],
        ),
    ] {
        let (code, file, err) = generate(args);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
        if !args.contains(&"--board") {
            assert_eq!(validate(puzzle, false, &file), 0, "{args:?}");
        }
    }
}

#[test]
fn large_drawings_are_announced_before_writing_and_every_file_is_named_after() {
    // A 500 x 500 maze: a page of about 20 MB, an SVG file of about 50.
    let (code, maze, _) = run(
        Command::new(ABBOTT).args(["generate", "dice-maze", "--winding"]),
        b"",
    );
    assert_eq!(code, 0);
    let (code, big, _) = run(
        Command::new(ABBOTT).args([
            "generate",
            "dice-maze",
            "--winding",
            "--rows",
            "500",
            "--cols",
            "500",
        ]),
        b"",
    );
    assert_eq!(code, 0);
    let folder = scratch();
    let render = |input: &str, how: &str, target: &std::path::Path| {
        run(
            Command::new(ABBOTT)
                .args(["render", "dice-maze", how])
                .arg(target),
            input.as_bytes(),
        )
    };
    // The size said before and after is the file's.
    let mb = |path: &std::path::Path| {
        let bytes = std::fs::metadata(path).expect("written").len();
        (bytes + 500_000) / 1_000_000
    };
    let page = folder.path().join("big.html");
    let (code, out, err) = render(&big, "--html", &page);
    let size = mb(&page);
    assert!(size >= 5, "{size} MB");
    let (shown, at) = (format!("a {size} MB page"), page.display());
    assert_eq!(
        (code, out, err),
        (
            0,
            String::new(),
            format!("writing {shown} to {at}...\nwrote {shown} to {at}\n")
        )
    );
    let dir = folder.path().join("svg");
    let (code, out, err) = render(&big, "--svg", &dir);
    let file = dir.join("001-S1N1.svg");
    let size = mb(&file);
    let (file, dir) = (file.display(), dir.display());
    let expected = format!(
        "writing a {size} MB picture to {file}...\nwrote 1 SVG file ({size} MB) to {dir}\n"
    );
    assert_eq!((code, out, err), (0, String::new(), expected));
    // A small page is named once written, not announced.
    let small = folder.path().join("small.html");
    let (code, _, err) = render(&maze, "--html", &small);
    let kb = (std::fs::metadata(&small).expect("written").len() + 500) / 1000;
    let said = format!("wrote a {kb} KB page to {}\n", small.display());
    assert_eq!((code, err), (0, said));
}
