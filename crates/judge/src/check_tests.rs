//! Tests of judging outputs against their inputs.

use super::*;

/// The cube sample's first dataset three times: each answer is 0.
const THREE: &[u8] =
    b"1 2\nW W W\nE W W\nW W W\n1 2\nW W W\nE W W\nW W W\n1 2\nW W W\nE W W\nW W W\n0 0\n";

/// The tally and report of `output` judged for `input` (shortest answers).
fn report_on(puzzle: Puzzle, input: &[u8], output: &[u8]) -> (Tally, String) {
    let mut text = Vec::new();
    let tally = check(puzzle, input, output, Length::Shortest, &mut text)
        .expect("the input is valid and a Vec takes the report");
    (tally, String::from_utf8(text).expect("the report is text"))
}

/// The tally and report of `output` judged for [`THREE`].
fn report(output: &[u8]) -> (Tally, String) {
    report_on(Puzzle::CubePuzzle, THREE, output)
}

#[test]
fn the_report_names_each_failure_then_counts() {
    let (tally, text) = report(b"0\n1\n");
    assert_eq!((tally.passed, tally.failed), (1, 2));
    assert_eq!(
        text,
        "dataset 2: expected 0, found 1\noutput: 2 answers for 3 datasets\n1 passed, 2 failed\n"
    );
}

#[test]
fn extra_answers_count_once_and_all_right_passes() {
    let (tally, text) = report(b"0\n0\n0\n0\n");
    assert_eq!((tally.passed, tally.failed), (3, 1));
    assert_eq!(
        text,
        "output: line 4: an extra line \"0\" after the last answer\n3 passed, 1 failed\n"
    );
    let (tally, text) = report(b"0\n0\n0\n");
    assert_eq!(
        (tally.passed, tally.failed, text.as_str()),
        (3, 0, "3 passed, 0 failed\n")
    );
}

#[test]
fn cube_answers_follow_the_one_rule_for_numbers() {
    for (output, found) in [
        (&b"00\n0\n0\n"[..], "00"),
        (b"0\n+0\n0\n", "+0"),
        (b"0\n0\n-0\n", "-0"),
        (b"0\n0\x00\n0\n", "0\0"),
    ] {
        let (tally, text) = report(output);
        assert_eq!(tally.failed, 1, "{text}");
        assert!(
            text.contains(&format!("expected a number, found {found:?}")),
            "{text}"
        );
    }
    // Anything after the last answer is extra, a number or not.
    for tail in [&b"x\n"[..], b"\x00\n", b"-1\n"] {
        let (tally, text) = report(&[&b"0\n0\n0\n"[..], tail].concat());
        assert_eq!((tally.passed, tally.failed), (3, 1), "{text}");
        assert!(text.starts_with("output: line 4: an extra line "), "{text}");
    }
}

/// One 1 x 3 maze of wild squares: the shortest tour has 2 moves, and
/// going to the far end and back is a legal tour of 4.
const WILD_ROW: &[u8] = b"M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n";

fn first_rejection(output: &[u8], length: Length) -> Option<Rejection> {
    let mut found = None;
    judge(
        Puzzle::DiceMaze,
        WILD_ROW,
        output,
        length,
        |v: DatasetVerdict| {
            if found.is_none() {
                found = v.verdict.err();
            }
            Ok::<(), CheckError>(())
        },
    )
    .expect("the input is valid");
    found
}

#[test]
fn longer_tours_are_wrong_unless_any_legal_length_is_asked_for() {
    let longer = b"M\n  (1,1),(1,2),(1,3),(1,2),(1,1)\n";
    assert_eq!(
        first_rejection(longer, Length::Shortest),
        Some(Rejection::Longer {
            what: "tour",
            moves: 4,
            shortest: 2
        })
    );
    assert_eq!(first_rejection(longer, Length::AnyLegal), None);
    assert_eq!(
        first_rejection(b"M\n  (1,1),(1,2),(1,1)\n", Length::Shortest),
        None
    );
}

#[test]
fn a_wrong_name_is_named_even_when_the_layout_is_wrong_too() {
    let expected = Some(Rejection::WrongName {
        line: 1,
        expected: "M".to_string(),
        found: "N".to_string(),
    });
    assert_eq!(
        first_rejection(b"N\n  (1,1),(1,2),(1,1)\n", Length::Shortest),
        expected
    );
    assert_eq!(
        first_rejection(b"N\n  (1,1), (1,2),(1,1)\n", Length::Shortest),
        expected
    );
}

#[test]
fn maze_positions_follow_the_one_rule_for_numbers() {
    let shortest = Length::Shortest;
    for route in ["(01,1)", "(+1,1)", "(-0,1)", "(1,1\0)"] {
        let output = format!("M\n  {route},(1,2),(1,1)\n");
        assert!(
            first_rejection(output.as_bytes(), shortest).is_some(),
            "{route:?}"
        );
    }
    // A zero byte after the last answer is an extra answer, not blank.
    let output = b"M\n  (1,1),(1,2),(1,1)\n\0\n";
    assert!(first_rejection(output, shortest).is_some());
}

#[test]
fn a_stray_line_between_answers_is_one_error() {
    let sample = include_bytes!("../../../testdata/cube-puzzle/sample.in");
    let output = b"0\n3\n5\n13\n23\n29\n30\n-1\n-1\n";
    let (tally, text) = report_on(Puzzle::CubePuzzle, sample, output);
    assert_eq!(
        text,
        "output: line 3: an extra line \"5\" before the answer for dataset 3\n8 passed, 1 failed\n"
    );
    assert_eq!((tally.passed, tally.failed), (8, 1));
    let mazes = b"A\n1 3 1 1 5 1\n-1 -1 -1\nB\n1 2 1 1 5 1\n0 -1\nEND\n";
    let output = b"A\n  (1,1),(1,2),(1,1)\nstray\nB\n  No Solution Possible\n";
    let (tally, text) = report_on(Puzzle::DiceMaze, mazes, output);
    assert_eq!(
        text,
        "output: line 3: an extra line \"stray\" before the answer for B\n2 passed, 1 failed\n"
    );
    assert_eq!(tally.failed, 1);
}

/// `abbott check cube-puzzle --moves` on the cube sample's first two
/// datasets (answers 0 and 3, the second by (1,1) (1,2) (1,3)) and a
/// third beyond 30 rolls.
fn report_rolls(output: &str) -> String {
    let input = "1 2\nW W W\nE W W\nW W W\n2 1\nR B W\nR W W\nE W W\n\
                 3 2\nR R R\nW E W\nR R R\n0 0\n";
    let mut text = Vec::new();
    let judging = Judging {
        length: Length::Shortest,
        claims: Claims::WithRolls,
    };
    let board = Shape::STATEMENT;
    check_on(
        Puzzle::CubePuzzle,
        board,
        input.as_bytes(),
        output.as_bytes(),
        judging,
        &mut text,
    )
    .expect("the input is valid");
    String::from_utf8(text).expect("the report is text")
}

#[test]
fn answers_with_their_rolls_are_judged_roll_by_roll() {
    assert_eq!(
        report_rolls("0\n3 (1,1) (1,2) (1,3)\n-1\n"),
        "3 passed, 0 failed\n"
    );
    assert_eq!(
        report_rolls("0\n3 (1,1) (3,3) (1,3)\n-1\n"),
        "dataset 2: output line 2: roll 2: the cube on (3,3) is not beside the hole at (1,1)\n\
         2 passed, 1 failed\n"
    );
    assert_eq!(
        report_rolls("0\n3 (1,1) (1,2)\n-1\n"),
        "dataset 2: output line 2: the answer 3 is followed by 2 rolls\n2 passed, 1 failed\n"
    );
    assert_eq!(
        report_rolls("0\n5 (1,1) (1,2) (1,3) (1,2) (1,3)\n-1\n"),
        "dataset 2: expected 3, found 5\n2 passed, 1 failed\n"
    );
    // Without --moves, a line with rolls says how to check it.
    let (_, text) = report(b"0\n0\n0 (1,1)\n");
    assert_eq!(
        text,
        "dataset 3: output line 3: expected a number, found a number and rolls (check them with --moves)\n\
         2 passed, 1 failed\n"
    );
}
