//! `abbott check` in its three forms and `abbott validate`.

use super::*;

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
        // Files past the statement's limits come with a warning only.
        assert_eq!(code, 0, "{err}");
        assert!(
            err.is_empty() || err.starts_with("warning: wrote "),
            "{err}"
        );
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
    let (code, out, err) = plain(one_byte_off);
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (
            1,
            "",
            "error: <stdin>: line 3, column 9: expected no space at the end of the line\n"
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
fn validate_tells_a_repeated_fault_once_and_at_most_a_handful_of_lines() {
    let sample = testdata("cube-puzzle/sample.in");
    let (code, out, err) = run(
        Command::new(ABBOTT).args(["validate", "cube-puzzle", &sample]),
        b"",
    );
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        format!(
            "error: {sample}: 31 lines end with a blank (first: line 1, column 4); judge files must not, the solvers accept them\n"
        )
    );
    // Every line broken in its own way: five faults, then the count of the
    // rest.
    let mut text = String::from("M\n9 2 1 1 5 1\n");
    for value in 10..19 {
        text.push_str(&format!("{value} 1\n"));
    }
    text.push_str("END\n");
    let (code, _, err) = run(
        Command::new(ABBOTT).args(["validate", "dice-maze"]),
        text.as_bytes(),
    );
    assert_eq!(code, 1);
    assert_eq!(err.lines().count(), 6, "{err}");
    assert!(err.ends_with(" more violations of other rules\n"), "{err}");
}

#[test]
fn check_counts_missing_answers_in_words_that_agree_in_number() {
    let folder = scratch();
    let sample = std::fs::read_to_string(testdata("dice-maze/sample.out")).expect("readable");
    let first: String = sample.lines().take(2).map(|l| format!("{l}\n")).collect();
    let one = temp_file(&folder, "one.out", first.as_bytes());
    let input = testdata("dice-maze/sample.in");
    let (code, out, _) = run(
        Command::new(ABBOTT)
            .args(["check", "dice-maze", &input])
            .arg(&one),
        b"",
    );
    assert_eq!(code, 1);
    assert!(out.contains("output: 1 answer for 3 datasets\n"), "{out}");
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
