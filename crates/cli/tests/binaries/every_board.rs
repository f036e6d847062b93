//! Every command on the cube puzzle's other boards, end to end: what
//! `generate` writes is valid, answered, checked and drawn on its board.

use super::*;

#[test]
fn generate_answer_check_render_and_validate_work_on_2x3_3x4_and_4x4() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("cube-every-board");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let abbott = |args: &[&str]| run(Command::new(ABBOTT).args(args), b"");
    for (board, count) in [("2x3", "3"), ("3x4", "2"), ("4x4", "1")] {
        let input = dir.join(format!("{board}.in"));
        let output = dir.join(format!("{board}.out"));
        let (input_path, output_path) = (
            input.to_str().expect("UTF-8"),
            output.to_str().expect("UTF-8"),
        );
        let (code, generated, err) = abbott(&[
            "generate",
            "cube-puzzle",
            "--board",
            board,
            "--count",
            count,
            "--seed",
            "9",
        ]);
        assert_eq!((code, err.as_str()), (0, ""), "{board}");
        std::fs::write(&input, &generated).expect("the input");
        let (code, _, err) = abbott(&["validate", "cube-puzzle", "--board", board, input_path]);
        assert_eq!(
            (code, err.as_str()),
            (0, ""),
            "{board}: generated data is valid"
        );
        let (code, answers, err) = abbott(&["cube-puzzle", "--board", board, input_path]);
        assert_eq!((code, err.as_str()), (0, ""), "{board}");
        assert_eq!(answers.lines().count().to_string(), count, "{board}");
        std::fs::write(&output, &answers).expect("the answers");
        let (code, report, _) = abbott(&[
            "check",
            "cube-puzzle",
            "--board",
            board,
            input_path,
            output_path,
        ]);
        assert_eq!(
            (code, report),
            (0, format!("{count} passed, 0 failed\n")),
            "{board}"
        );
        // A wrong answer is named in the report, with exit 1.
        let wrong: String = answers
            .lines()
            .map(|a| if a == "7" { "8\n" } else { "7\n" })
            .collect();
        std::fs::write(&output, wrong).expect("the wrong answers");
        let (code, report, _) = abbott(&[
            "check",
            "cube-puzzle",
            "--board",
            board,
            input_path,
            output_path,
        ]);
        assert_eq!(code, 1, "{board}: {report}");
        assert!(
            report.starts_with("dataset 1: expected "),
            "{board}: {report}"
        );
        // Drawn in the terminal and as one SVG per dataset.
        let (code, drawn, err) = abbott(&["render", "cube-puzzle", "--board", board, input_path]);
        assert_eq!((code, err.as_str()), (0, ""), "{board}");
        assert!(drawn.contains("dataset 1"), "{board}: {drawn}");
        let svg = dir.join(format!("{board}-svg"));
        let (code, _, err) = abbott(&[
            "render",
            "cube-puzzle",
            "--board",
            board,
            input_path,
            "--svg",
            svg.to_str().expect("UTF-8"),
        ]);
        let said = format!("wrote {count} SVG file");
        assert_eq!(code, 0, "{board}: {err}");
        assert!(err.starts_with(&said), "{board}: {err}");
        let files = std::fs::read_dir(&svg).expect("the SVG folder").count();
        assert_eq!(files.to_string(), count, "{board}");
    }
}

#[test]
fn generated_datasets_have_their_answers_quietly_on_every_board() {
    let abbott =
        |args: &[&str], input: &str| run(Command::new(ABBOTT).args(args), input.as_bytes());
    // 3 x 4 with an answer asked for: drawn and met in the middle from one
    // start, as the solver answers it (it once built a table of every
    // pattern, a minute and 1.1 GB). Off a terminal, no progress is shown.
    let asked = ["generate", "cube-puzzle", "--board", "3x4", "--count", "2"];
    let (code, generated, err) = abbott(&[&asked[..], &["--steps", "28"]].concat(), "");
    assert_eq!((code, err.as_str()), (0, ""));
    let (code, answers, _) = abbott(&["cube-puzzle", "--board", "3x4"], &generated);
    assert_eq!((code, answers.as_str()), (0, "28\n28\n"));
    // Small boards without --steps: patterns that rolls make, though most
    // of theirs cannot be made (104 of 108 on 1 x 4).
    for board in ["1x2", "1x4", "4x1", "2x2"] {
        let args = ["generate", "cube-puzzle", "--board", board, "--count", "30"];
        let (code, generated, err) = abbott(&args, "");
        assert_eq!((code, err.as_str()), (0, ""), "{board}");
        let (code, answers, _) = abbott(&["cube-puzzle", "--board", board], &generated);
        assert_eq!(code, 0, "{board}");
        assert_eq!(answers.lines().count(), 30, "{board}");
        assert!(!answers.lines().any(|a| a == "-1"), "{board}: {answers}");
    }
    // The census off a terminal: its CSV and nothing on standard error.
    let (code, csv, err) = abbott(&["census", "cube-puzzle", "--board", "2x4"], "");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(csv.starts_with("x,y,steps,patterns\n"), "{csv}");
}
