//! Help where a newcomer stumbles: each format in the solvers' `--help`
//! and in docs/formats.md, a pointer there from the errors a wrong format
//! causes, clap's tips on a mistyped command line, refusals that say what
//! to do instead, and `render` writing nothing when it has nothing to show.

use super::*;

const ARROW: &str = env!("CARGO_BIN_EXE_arrow-maze");
const CUBE: &str = env!("CARGO_BIN_EXE_cube-puzzle");

/// The standard output of `bin ARGS`, which must succeed.
fn help(bin: &str, args: &[&str]) -> String {
    let (code, out, err) = run(Command::new(bin).args(args), b"");
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

#[test]
fn every_solver_s_help_gives_its_grammar_and_the_page_of_every_format() {
    let formats = std::fs::read_to_string(format!(
        "{}/../../docs/formats.md",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("docs/formats.md is there");
    for heading in [
        "## Dice maze",
        "## Arrow maze",
        "## Cubic Eight-Puzzle",
        "### Input",
        "### Output",
        "### An example",
    ] {
        assert!(formats.contains(heading), "docs/formats.md: {heading}");
    }
    let grammar = [
        (
            DICE,
            "dice-maze",
            "R C ROW COL TOP FRONT",
            "No Solution Possible",
        ),
        (
            ARROW,
            "arrow-maze",
            "ROW COL SIGN ... *",
            "10 positions (row,col) a line",
        ),
        (
            CUBE,
            "cube-puzzle",
            "0 0 on a line of its own",
            "-1 beyond 30",
        ),
    ];
    for (bin, puzzle, input, output) in grammar {
        for text in [help(bin, &["--help"]), help(ABBOTT, &[puzzle, "--help"])] {
            assert!(text.contains(input), "{puzzle} --help: {input}\n{text}");
            assert!(text.contains(output), "{puzzle} --help: {output}\n{text}");
            assert!(text.contains("docs/formats.md"), "{puzzle} --help\n{text}");
        }
    }
    for command in ["validate", "check"] {
        let text = help(ABBOTT, &[command, "--help"]);
        assert!(text.contains("docs/formats.md"), "{command} --help\n{text}");
    }
}

#[test]
fn an_error_where_the_grammar_is_the_likely_cause_points_to_the_formats() {
    let hint = cli::exit::FORMATS_HINT;
    // A maze without its name: the size line read as a name.
    let (code, _, err) = run(Command::new(DICE).arg("-"), b"3 3 1 2 5 1\n");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!("error: <stdin>: line 1, column 2: expected a maze name without blanks{hint}\n")
    );
    // A file without its end marker.
    let sample = std::fs::read_to_string(testdata("dice-maze/sample.in")).expect("readable");
    let cut = sample.trim_end().trim_end_matches("END");
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["dice-maze", "-j", "2"]),
        cut.as_bytes(),
    );
    assert_eq!(code, 1);
    assert!(out.starts_with("DICEMAZE1\n"), "{out}");
    assert!(
        err.ends_with(&format!("found the end of the input{hint}\n")),
        "{err}"
    );
    // A slip in the data of a later maze is not the grammar's fault.
    let slip = sample.replace("6 -1 -1\n", "6 -1 9\n");
    let (code, _, err) = run(Command::new(DICE).arg("-"), slip.as_bytes());
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "error: <stdin>: line 5, column 6: expected an integer from -1 to 6\n"
    );
    // The wrong puzzle's file, in the cube puzzle's binary.
    let (code, _, err) = run(Command::new(CUBE).arg(testdata("dice-maze/sample.in")), b"");
    assert_eq!(code, 1);
    assert!(err.ends_with(&format!("{hint}\n")), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_mistyped_command_line_gets_clap_s_tips_in_its_one_line() {
    let refused = |args: &[&str]| {
        let (code, _, err) = run(Command::new(ABBOTT).args(args), b"");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        err
    };
    let err = refused(&["dicemaze"]);
    assert!(
        err.contains("tip: ") && err.contains("'dice-maze'"),
        "{err}"
    );
    let err = refused(&["dice-maze", "--threads", "2"]);
    assert!(err.contains("unexpected argument '--threads'"), "{err}");
    assert!(err.contains("try '--help'"), "{err}");
    let err = refused(&["test", "dice-maze", "python3", "x.py"]);
    assert!(err.contains("unexpected argument 'python3'"), "{err}");
    assert!(err.contains("come after `--`: `-- python3 ...`"), "{err}");
    let err = refused(&["test", "dice-maze"]);
    assert!(err.contains("come after `--`"), "{err}");
}

#[test]
fn generate_points_a_failed_search_for_long_routes_to_longest() {
    let args = [
        "generate",
        "dice-maze",
        "--rows",
        "2",
        "--cols",
        "2",
        "--min-moves",
        "50",
    ];
    let (code, out, err) = run(Command::new(ABBOTT).args(args), b"");
    assert_eq!((code, out.as_str()), (1, ""), "{err}");
    assert!(
        err.contains("`abbott generate dice-maze --longest --rows 2 --cols 2`"),
        "{err}"
    );
}

#[test]
fn a_generated_arrow_maze_without_sizes_is_judge_data_as_it_stands() {
    let (code, maze, err) = run(Command::new(ABBOTT).args(["generate", "arrow-maze"]), b"");
    assert_eq!((code, err.as_str()), (0, ""));
    let (code, _, err) = run(
        Command::new(ABBOTT).args(["validate", "arrow-maze"]),
        maze.as_bytes(),
    );
    assert_eq!((code, err.as_str()), (0, ""), "{maze}");
}

#[test]
fn validate_names_extended_when_only_the_statement_s_limits_are_broken() {
    let mut large = String::from("M\n12 1 1 1 5 1\n");
    large.push_str(&"-1\n".repeat(12));
    large.push_str("END\n");
    let (code, _, err) = run(
        Command::new(ABBOTT).args(["validate", "dice-maze"]),
        large.as_bytes(),
    );
    assert_eq!(code, 1);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].contains("expected an integer from 1 to 10"),
        "{err}"
    );
    assert!(lines[1].starts_with("note: <stdin>: "), "{err}");
    assert!(lines[1].contains("`abbott validate --extended`"), "{err}");
    let extended = ["validate", "dice-maze", "--extended"];
    let (code, _, err) = run(Command::new(ABBOTT).args(extended), large.as_bytes());
    assert_eq!((code, err.as_str()), (0, ""));
    // A file broken otherwise gets no such note.
    let broken = large.replace("M\n", "M N\n");
    let (code, _, err) = run(
        Command::new(ABBOTT).args(["validate", "dice-maze"]),
        broken.as_bytes(),
    );
    assert_eq!(code, 1);
    assert!(!err.contains("--extended"), "{err}");
}

#[test]
fn a_failed_render_writes_nothing_and_keeps_an_earlier_drawing() {
    let dir = scratch();
    let page = dir.path().join("page.html");
    let svg = dir.path().join("svg");
    let sample = testdata("dice-maze/sample.in");
    let render = |input: &str, stdin: &[u8], how: &str, target: &std::path::Path| {
        let args = ["render", "dice-maze", input, how];
        run(Command::new(ABBOTT).args(args).arg(target), stdin)
    };
    let (code, _, err) = render(&sample, b"", "--html", &page);
    assert_eq!(code, 0, "{err}");
    let good = std::fs::read(&page).expect("the page is written");
    let (code, _, err) = render(&sample, b"", "--svg", &svg);
    assert_eq!(code, 0, "{err}");
    let drawn = std::fs::read_dir(&svg).expect("the folder").count();
    assert_eq!(drawn, 3);
    let cube = testdata("cube-puzzle/sample.in");
    let broken = std::fs::read_to_string(&sample)
        .expect("readable")
        .replace("6 -1 -1\n", "6 -1 9\n");
    // The wrong puzzle's file, a malformed second maze, an input with no
    // maze: each fails with one line, and nothing is written.
    let failures: [(&str, &[u8], &str); 3] = [
        (&cube, b"", "line 1"),
        ("-", broken.as_bytes(), "line 5"),
        ("-", b"END\n", "no datasets to draw"),
    ];
    for (input, stdin, said) in failures {
        let (code, _, err) = render(input, stdin, "--html", &page);
        assert_eq!(code, 1, "{input}: {err}");
        assert!(err.contains(said) && err.lines().count() == 1, "{err}");
        assert_eq!(std::fs::read(&page).expect("readable"), good, "{input}");
        let fresh = dir.path().join("fresh");
        let (code, _, err) = render(input, stdin, "--svg", &fresh);
        assert_eq!(code, 1, "{input}: {err}");
        assert!(!fresh.exists(), "{input}: a folder made for nothing");
        let (code, _, _) = render(input, stdin, "--svg", &svg);
        assert_eq!(code, 1);
        assert_eq!(std::fs::read_dir(&svg).expect("the folder").count(), drawn);
    }
    // Nothing is left beside the page by the writes.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("readable")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}
