//! Every command beside `run` under a cap on its address space: `check`
//! in its three forms, `validate`, `generate`, `render`, `census` and
//! `play` give what they did before the refused dataset, then one line
//! naming the file, the dataset and the memory, and exit by their own
//! rules (a checker's failure code, never a verdict on the team).

use super::{ABBOTT, TAIL, capped, file, testdata};

/// The arrow maze's sample, then a maze whose sign at (4096,4096) makes
/// its search need about 100 MB: refused under a cap of 80 MB (the
/// sample alone runs in under 20 MB).
const FAR: &str = "FAR\n4096 4096 N 1 1\n4095 4096 NL *\n0\nEND\n";

/// The cap for [`FAR`], in KiB.
const FAR_CAP: u32 = 80_000;

/// The sample's mazes with [`FAR`] after them.
fn far_input() -> String {
    let sample = testdata("arrow-maze/sample.in");
    let mazes = sample
        .strip_suffix("END\n")
        .expect("the sample ends with END");
    format!("{mazes}{FAR}")
}

#[test]
fn check_reports_the_verdicts_before_a_refused_maze_then_fails_as_a_checker() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = file(&dir, "far.in", &far_input());
    // The first maze's answer is wrong, the second right: the report
    // gives the first verdict, then the refusal.
    let sample = testdata("arrow-maze/sample.out");
    let wrong = sample.replacen("(3,3)", "(3,2)", 1);
    let output = file(
        &dir,
        "team.out",
        &format!("{wrong}FAR\n  No Solution Possible\n"),
    );
    let (input, output) = (
        input.to_str().expect("UTF-8"),
        output.to_str().expect("UTF-8"),
    );
    let run = capped(FAR_CAP, ABBOTT, &["check", "arrow-maze", input, output]);
    assert!(run.stdout.starts_with("SAMPLE: "), "{}", run.stdout);
    assert_eq!(run.stdout.lines().count(), 1, "{}", run.stdout);
    let head = format!("error: {input}: dataset 3 (line 17): needs about ");
    assert!(run.stderr.starts_with(&head), "{}", run.stderr);
    assert!(run.stderr.ends_with(TAIL) && run.stderr.lines().count() == 1);
    // Exit 1 is the verdict "some answer is wrong": a checker that cannot
    // judge exits 2, as for an input it cannot read.
    assert_eq!(run.code, Some(2), "{}", run.stderr);

    // The judge systems' interfaces: a checker failure with its message,
    // judge error (ICPC 1, testlib 3), never a wrong answer.
    let answer = file(
        &dir,
        "jury.ans",
        &format!("{sample}FAR\n  No Solution Possible\n"),
    );
    let answer = answer.to_str().expect("UTF-8");
    let feedback = dir.path().join("feedback");
    std::fs::create_dir(&feedback).expect("a feedback folder");
    let feedback = feedback.to_str().expect("UTF-8");
    let team = file(
        &dir,
        "team.ans",
        &format!("{sample}FAR\n  No Solution Possible\n"),
    );
    let icpc = super::capped_with_stdin(
        FAR_CAP,
        ABBOTT,
        &["check", "--icpc", "arrow-maze", input, answer, feedback],
        &team,
    );
    let testlib = capped(
        FAR_CAP,
        ABBOTT,
        &[
            "check",
            "--testlib",
            "arrow-maze",
            input,
            team.to_str().expect("UTF-8"),
            answer,
        ],
    );
    for (run, code) in [(&icpc, 1), (&testlib, 3)] {
        let message = "checker failure: input: dataset 3 (line 17): needs about ";
        assert!(run.stderr.starts_with(message), "{}", run.stderr);
        assert!(run.stderr.ends_with(TAIL) && run.stderr.lines().count() == 1);
        assert!(
            !run.stderr.contains("memory allocation of"),
            "{}",
            run.stderr
        );
        assert_eq!(run.code, Some(code), "{}", run.stderr);
    }
    let error = std::fs::read_to_string(format!("{feedback}/judgeerror.txt"))
        .expect("the judge error is written");
    assert!(
        error.starts_with("checker failure: input: dataset 3"),
        "{error}"
    );
}

/// Asserts that `run` printed nothing on standard output and one line on
/// standard error starting with `head` and ending as every refusal does,
/// then exited with `code`.
fn assert_one_line(run: &super::Run, head: &str, code: i32) {
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    let stderr = &run.stderr;
    assert!(stderr.starts_with(head), "{stderr}");
    assert!(
        stderr.ends_with(TAIL) && stderr.lines().count() == 1,
        "{stderr}"
    );
    assert_eq!(run.code, Some(code), "{stderr}");
}

#[test]
fn validate_and_generate_name_the_maze_whose_search_is_refused() {
    // A 4096 x 4096 dice maze: its promise of one shortest tour is checked
    // by a search of about 400 MB, twice the cap; the sample validates and
    // small mazes are generated under a tenth of it.
    let big = super::Command::new(ABBOTT)
        .args(["generate", "dice-maze", "--seed", "1"])
        .args(["--rows", "4096", "--cols", "4096"])
        .output()
        .expect("abbott generates");
    assert!(big.status.success());
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = file(&dir, "big.in", &String::from_utf8_lossy(&big.stdout));
    let path = input.to_str().expect("UTF-8");
    // A validator that cannot judge exits 2, neither valid nor invalid.
    let run = capped(
        200_000,
        ABBOTT,
        &["validate", "--extended", "dice-maze", path],
    );
    let head = format!("error: {path}: dataset 1 (line 1): needs about 400 MB");
    assert_one_line(&run, &head, 2);
    let run = capped(
        200_000,
        ABBOTT,
        &[
            "generate",
            "dice-maze",
            "--seed",
            "1",
            "--rows",
            "4096",
            "--cols",
            "4096",
        ],
    );
    assert_one_line(&run, "error: maze 1: needs about 400 MB", 1);
    let sample = testdata("dice-maze/sample.in");
    let sample = file(&dir, "sample.in", &sample);
    let sample = sample.to_str().expect("UTF-8");
    let run = capped(20_000, ABBOTT, &["validate", "dice-maze", sample]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);

    // The arrow maze's search for a long route: about 100 MB.
    let args = [
        "generate",
        "arrow-maze",
        "--rows",
        "4096",
        "--cols",
        "4096",
        "--min-moves",
        "5",
    ];
    let run = capped(FAR_CAP, ABBOTT, &args);
    assert_one_line(&run, "error: maze 1: needs about 100 MB", 1);
    // The cube's answer on 4 x 4 needs the boards near its start.
    let args = ["generate", "cube-puzzle", "--board", "4x4", "--steps", "20"];
    let run = capped(150_000, ABBOTT, &args);
    assert_one_line(&run, "error: dataset 1: needs ", 1);
}

#[test]
fn a_census_beyond_the_cap_says_how_much_it_needs() {
    // The 3 x 4 census holds a parity table of about 1.6 GB a start on one
    // worker (each of N workers a slice of 1/N); the 2 x 4 census runs in
    // under 10 MB.
    let run = capped(
        300_000,
        ABBOTT,
        &["census", "cube-puzzle", "--board", "3x4", "--workers", "1"],
    );
    assert_one_line(&run, "error: the census of 3x4: needs about 1.6 GB", 1);
    let run = capped(
        300_000,
        ABBOTT,
        &["census", "cube-puzzle", "--board", "2x4"],
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.starts_with("x,y,steps,patterns\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn render_draws_the_mazes_before_a_refused_one_then_names_it() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = file(&dir, "far.in", &far_input());
    let path = input.to_str().expect("UTF-8");
    let run = capped(FAR_CAP, ABBOTT, &["render", "arrow-maze", path]);
    assert!(run.stdout.contains("SAMPLE") && run.stdout.contains("NOSOLUTION"));
    assert!(!run.stdout.contains("FAR"), "{}", run.stdout);
    let head = format!("error: {path}: dataset 3 (line 17): needs about 100 MB");
    assert!(run.stderr.starts_with(&head), "{}", run.stderr);
    assert!(run.stderr.ends_with(TAIL) && run.stderr.lines().count() == 1);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
}
