//! One rule for failures, walked over every subcommand and binary: a
//! failure exits non-zero with exactly one line on standard error (after
//! any answers), in plain words, naming what failed (the path, the
//! dataset, the option), with no `os error N`, no Debug output and no
//! panic.

use super::*;

const ARROW: &str = env!("CARGO_BIN_EXE_arrow-maze");
const CUBE: &str = env!("CARGO_BIN_EXE_cube-puzzle");

/// Asserts the rule on a finished run: exit code not 0, one line on
/// standard error that holds every one of `names`, and nothing a user
/// should not see. Gives standard output.
fn assert_fails(what: &str, (code, out, err): (i32, String, String), names: &[&str]) -> String {
    assert_ne!(code, 0, "{what}: exit 0 ({err})");
    assert_eq!(
        err.lines().count(),
        1,
        "{what}: one line on standard error, found {err:?}"
    );
    assert!(err.ends_with('\n'), "{what}: {err:?}");
    for name in names {
        assert!(err.contains(name), "{what}: {err:?} does not name {name:?}");
    }
    for banned in [
        "os error",
        "Error {",
        "Os {",
        "kind:",
        "panicked",
        "RUST_BACKTRACE",
    ] {
        assert!(!err.contains(banned), "{what}: {err:?} holds {banned:?}");
    }
    out
}

/// Runs `bin` with `args` on `stdin` and asserts the rule.
fn fails<A: AsRef<str>>(bin: &str, args: &[A], stdin: &[u8], names: &[&str]) -> String {
    let args: Vec<&str> = args.iter().map(AsRef::as_ref).collect();
    let what = format!(
        "{} {}",
        bin.rsplit('/').next().unwrap_or(bin),
        args.join(" ")
    );
    assert_fails(&what, run(Command::new(bin).args(&args), stdin), names)
}

/// A scratch folder holding a missing path, an existing file, a truncated
/// maze and the samples, as strings for the command lines.
struct Files {
    _dir: tempfile::TempDir,
    missing: String,
    file: String,
    truncated_dice: String,
    broken_arrow: String,
    broken_cube: String,
}

fn files() -> Files {
    let dir = scratch();
    let path = |p: std::path::PathBuf| p.display().to_string();
    let missing = path(dir.path().join("no-such-file.in"));
    let file = path(temp_file(&dir, "a-file", b"not a folder\n"));
    let sample = std::fs::read_to_string(testdata("dice-maze/sample.in")).expect("readable");
    let truncated = sample.replace("END\n", "") + "M\n4096 4096 1 1 5 1\n";
    let truncated_dice = path(temp_file(&dir, "truncated.in", truncated.as_bytes()));
    let broken_arrow = path(temp_file(
        &dir,
        "broken-arrow.in",
        b"A\n3 1 N 3 2\n1 1 WL\n",
    ));
    let broken_cube = path(temp_file(&dir, "broken-cube.in", b"1 1\nW W W\nW E\n"));
    Files {
        _dir: dir,
        missing,
        file,
        truncated_dice,
        broken_arrow,
        broken_cube,
    }
}

#[test]
fn the_solvers_fail_in_one_line_naming_the_file_after_the_answers() {
    let f = files();
    for (bin, sub) in [
        (ABBOTT, Some("dice-maze")),
        (ABBOTT, Some("arrow-maze")),
        (ABBOTT, Some("cube-puzzle")),
        (DICE, None),
        (ARROW, None),
        (CUBE, None),
    ] {
        let args = |rest: &[&str]| -> Vec<String> {
            sub.into_iter()
                .chain(rest.iter().copied())
                .map(String::from)
                .collect()
        };
        fails(
            bin,
            &args(&[&f.missing]),
            b"",
            &[&f.missing, "no such file or folder"],
        );
        let folder = testdata("dice-maze");
        fails(bin, &args(&[&folder]), b"", &[&folder, "folder"]);
        fails(
            bin,
            &args(&["--no-such-option"]),
            b"",
            &["--no-such-option"],
        );
    }
    // Malformed input: the answers before it, then the place.
    let out = fails(
        ABBOTT,
        &["dice-maze", &f.truncated_dice],
        b"",
        &[&f.truncated_dice, "line "],
    );
    let sample = std::fs::read_to_string(testdata("dice-maze/sample.out")).expect("readable");
    assert_eq!(out, sample, "the sample's three answers come first");
    fails(
        DICE,
        &[&f.truncated_dice],
        b"",
        &[&f.truncated_dice, "line "],
    );
    fails(ARROW, &[&f.broken_arrow], b"", &[&f.broken_arrow, "line "]);
    fails(
        ABBOTT,
        &["arrow-maze", &f.broken_arrow],
        b"",
        &[&f.broken_arrow, "line "],
    );
    for args in [
        vec!["cube-puzzle", &f.broken_cube],
        vec!["cube-puzzle", "--moves", &f.broken_cube],
        vec!["cube-puzzle", "--board", "2x3", &f.broken_cube],
    ] {
        fails(ABBOTT, &args, b"", &[&f.broken_cube, "line 3"]);
    }
    fails(
        CUBE,
        &["--board", "3x4", &f.broken_cube],
        b"",
        &[&f.broken_cube, "line "],
    );
    // Bad option values name the option and its range.
    fails(ABBOTT, &["dice-maze", "-j", "0"], b"", &["--jobs", "1..="]);
    fails(
        ABBOTT,
        &["cube-puzzle", "--board", "9x9"],
        b"",
        &["--board", "9x9"],
    );
    fails(CUBE, &["--board", "1x1"], b"", &["--board", "1x1"]);
    fails(
        ABBOTT,
        &["dice-maze", "--format", "xml"],
        b"",
        &["--format", "xml"],
    );
    fails(ABBOTT, &["no-such-command"], b"", &["no-such-command"]);
    fails(ABBOTT, &["demo", "extra"], b"", &["extra"]);
}

#[cfg(unix)]
#[test]
fn standard_input_that_cannot_be_read_is_named() {
    let folder = std::fs::File::open(testdata("dice-maze")).expect("a folder opens for reading");
    let out = Command::new(ABBOTT)
        .arg("dice-maze")
        .stdin(folder)
        .output()
        .expect("the binary runs");
    let res = (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert_fails("dice-maze < folder", res, &["<stdin>", "it is a folder"]);
}

#[test]
fn generate_and_test_name_the_option_or_path() {
    let f = files();
    fails(
        ABBOTT,
        &["generate", "dice-maze", "--rows", "0"],
        b"",
        &["--rows", "1..=4096"],
    );
    fails(
        ABBOTT,
        &["generate", "arrow-maze", "--cols", "4097"],
        b"",
        &["--cols", "1..=4096"],
    );
    fails(
        ABBOTT,
        &["generate", "cube-puzzle", "--steps", "31"],
        b"",
        &["--steps", "-1..=30"],
    );
    fails(
        ABBOTT,
        &["generate", "cube-puzzle", "--rows", "3"],
        b"",
        &["--rows"],
    );
    fails(
        ABBOTT,
        &["generate", "dice-maze", "--steps", "3"],
        b"",
        &["--steps"],
    );
    fails(
        ABBOTT,
        &["generate", "dice-maze", "--count", "x"],
        b"",
        &["--count", "'x'"],
    );
    fails(ABBOTT, &["test", "dice-maze"], b"", &["COMMAND"]);
    fails(
        ABBOTT,
        &["test", "dice-maze", "--", &f.missing],
        b"",
        // In docs/judges.md's words.
        &["cannot run", &f.missing, "no such file or folder"],
    );
    fails(
        ABBOTT,
        &["test", "dice-maze", "--time-limit", "0", "--", "true"],
        b"",
        &["--time-limit"],
    );
    let save = format!("{}/inside/saved.in", f.missing);
    let args = ["test", "dice-maze", "--save", &save, "--", "true"];
    fails(ABBOTT, &args, b"", &[&save]);
}

#[test]
fn check_in_its_three_forms_says_what_it_cannot_read_or_write() {
    let f = files();
    let (input, answer) = (
        testdata("dice-maze/sample.in"),
        testdata("dice-maze/sample.out"),
    );
    // Report form: an unreadable or malformed file, exit 2.
    for args in [
        ["check", "dice-maze", &f.missing, &answer],
        ["check", "dice-maze", &input, &f.missing],
    ] {
        fails(ABBOTT, &args, b"", &[&f.missing, "no such file or folder"]);
    }
    fails(
        ABBOTT,
        &["check", "dice-maze", &f.truncated_dice, &answer],
        b"",
        &[&f.truncated_dice],
    );
    fails(
        ABBOTT,
        &["check", "dice-maze", &input, &answer, &f.file],
        b"",
        &["--icpc", "--testlib"],
    );
    // ICPC form: the reason on standard error as well as in the folder.
    let team = std::fs::read(&answer).expect("readable");
    let no_folder = format!("{}/feedback", f.missing);
    let args = ["check", "--icpc", "dice-maze", &input, &answer, &no_folder];
    fails(ABBOTT, &args, &team, &["feedback folder", &no_folder]);
    let feedback = scratch();
    let fb = feedback.path().display().to_string();
    let args = ["check", "--icpc", "dice-maze", &input, &f.missing, &fb];
    fails(ABBOTT, &args, &team, &["answer", &f.missing]);
    let wrong = feedback.path().join("wrong.ans");
    std::fs::write(&wrong, b"DICEMAZE1\n  No Solution Possible\n").expect("writable");
    let wrong = wrong.display().to_string();
    let args = ["check", "--icpc", "dice-maze", &input, &wrong, &fb];
    fails(ABBOTT, &args, &team, &["jury's answer", "DICEMAZE1"]);
    let judge_error =
        std::fs::read_to_string(feedback.path().join("judgeerror.txt")).expect("written");
    assert!(judge_error.contains("DICEMAZE1"), "{judge_error}");
    let args = ["check", "--icpc", "dice-maze", &input, &answer, &fb];
    fails(ABBOTT, &args, b"DICEMAZE1\n", &["DICEMAZE1"]);
    // testlib form.
    let args = [
        "check",
        "--testlib",
        "dice-maze",
        &f.missing,
        &answer,
        &answer,
    ];
    fails(ABBOTT, &args, b"", &["input", &f.missing]);
    let args = [
        "check",
        "--testlib",
        "dice-maze",
        &input,
        &f.missing,
        &answer,
    ];
    fails(ABBOTT, &args, b"", &["output", &f.missing]);
}

#[test]
fn validate_package_render_play_and_census_name_what_failed() {
    let f = files();
    fails(
        ABBOTT,
        &["validate", "dice-maze", &f.missing],
        b"",
        &[&f.missing, "no such file or folder"],
    );
    let folder = testdata("dice-maze");
    fails(
        ABBOTT,
        &["validate", "dice-maze", &folder],
        b"",
        &[&folder, "folder"],
    );
    fails(
        ABBOTT,
        &["validate", "dice-maze", "--board", "3x4"],
        b"",
        &["--board"],
    );
    let nowhere = format!("{}/pkg", f.file);
    fails(
        ABBOTT,
        &["package", "dice-maze", &nowhere],
        b"",
        &[&nowhere, "not a folder"],
    );
    let full = scratch();
    let named = full.path().join("dice-maze").display().to_string();
    fails(
        ABBOTT,
        &["package", "dice-maze", &named],
        b"",
        &[&named, "lower-case"],
    );
    let taken = full.path().join("dicemaze");
    std::fs::create_dir(&taken).expect("writable");
    std::fs::write(taken.join("mine.txt"), b"a judge's own file").expect("writable");
    let taken = taken.display().to_string();
    fails(
        ABBOTT,
        &["package", "dice-maze", &taken],
        b"",
        &[&taken, "--force"],
    );
    let input = testdata("dice-maze/sample.in");
    let args = ["render", "dice-maze", &input, "--svg", &f.file];
    fails(ABBOTT, &args, b"", &[&f.file, "not a folder"]);
    let svg = format!("{}/svg", f.file);
    let args = ["render", "dice-maze", &input, "--svg", &svg];
    fails(ABBOTT, &args, b"", &[&svg]);
    let html = format!("{}/page.html", f.missing);
    let args = ["render", "dice-maze", &input, "--html", &html];
    fails(ABBOTT, &args, b"", &[&html, "no such file or folder"]);
    let page = full.path().join("page.html").display().to_string();
    let args = ["render", "dice-maze", &f.truncated_dice, "--html", &page];
    fails(ABBOTT, &args, b"", &[&f.truncated_dice, "line "]);
    // The page never replaces the input, a folder or a file that is not a
    // page, and the input is left as it was.
    let before = std::fs::read(&f.truncated_dice).expect("readable");
    let args = [
        "render",
        "dice-maze",
        &f.truncated_dice,
        "--html",
        &f.truncated_dice,
    ];
    fails(ABBOTT, &args, b"", &[&f.truncated_dice, "the input file"]);
    assert_eq!(std::fs::read(&f.truncated_dice).expect("readable"), before);
    let args = ["render", "dice-maze", &input, "--html", &f.file];
    fails(ABBOTT, &args, b"", &[&f.file, "not an HTML page"]);
    assert_eq!(
        std::fs::read_to_string(&f.file).expect("readable"),
        "not a folder\n"
    );
    let folder = full.path().display().to_string();
    let args = ["render", "dice-maze", &input, "--html", &folder];
    fails(ABBOTT, &args, b"", &[&folder, "a folder"]);
    fails(
        ABBOTT,
        &["render", "dice-maze", "--board", "3x4", &input],
        b"",
        &["--board"],
    );
    fails(ABBOTT, &["play", "dice-maze", &input], b"", &["terminal"]);
    fails(
        ABBOTT,
        &["census", "cube-puzzle", "--board", "4x4"],
        b"",
        &["4x4"],
    );
    fails(ABBOTT, &["census", "dice-maze"], b"", &["dice-maze"]);
}

#[test]
fn each_puzzles_help_is_about_itself_and_gives_numeric_ranges() {
    let help = |args: &[&str]| {
        let (code, out, err) = run(Command::new(ABBOTT).args(args), b"");
        assert_eq!(code, 0, "{err}");
        out
    };
    for maze in ["dice-maze", "arrow-maze"] {
        let text = help(&[maze, "--help"]);
        assert!(text.contains("`[row, column]`"), "{text}");
        for cube_word in ["cube", "roll", "[x, y]"] {
            assert!(!text.contains(cube_word), "{maze} --help: {cube_word}");
        }
        assert!(text.contains("1 to 65535"), "{text}");
    }
    let cube = help(&["cube-puzzle", "--help"]);
    assert!(cube.contains("rolls as [x, y]: column, then row"), "{cube}");
    let generate = help(&["generate", "--help"]);
    for range in [
        "Rows of each maze, 1 to 4096",
        "Columns of each maze, 1 to 4096",
        "0 to 30, or -1",
    ] {
        assert!(generate.contains(range), "{range}: {generate}");
    }
    assert!(help(&["test", "--help"]).contains("1 to 65535"));
    assert!(help(&["render", "--help"]).contains("replaced"));
}
