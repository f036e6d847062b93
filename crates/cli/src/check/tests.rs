//! Tests of judging outputs against their inputs.

use super::*;

/// The cube sample's first dataset three times: each answer is 0.
const THREE: &[u8] =
    b"1 2\nW W W\nE W W\nW W W\n1 2\nW W W\nE W W\nW W W\n1 2\nW W W\nE W W\nW W W\n0 0\n";

fn report(output: &[u8]) -> (Tally, String) {
    let mut text = Vec::new();
    let tally = check(
        Puzzle::CubePuzzle,
        THREE,
        output,
        Length::Shortest,
        &mut text,
    )
    .expect("the input is valid and a Vec takes the report");
    (tally, String::from_utf8(text).expect("the report is text"))
}

#[test]
fn the_report_names_each_failure_then_counts() {
    let (tally, text) = report(b"0\n1\n");
    assert_eq!(
        tally,
        Tally {
            passed: 1,
            failed: 2
        }
    );
    assert_eq!(
        text,
        "dataset 2: expected 0, found 1\noutput: 2 answers for 3 datasets\n1 passed, 2 failed\n"
    );
}

#[test]
fn extra_answers_count_once_and_all_right_passes() {
    let (tally, text) = report(b"0\n0\n0\n0\n");
    assert_eq!(
        tally,
        Tally {
            passed: 3,
            failed: 1
        }
    );
    assert_eq!(
        text,
        "output: more answers than datasets\n3 passed, 1 failed\n"
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
        assert!(
            text.starts_with("output: more answers than datasets\n"),
            "{text}"
        );
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
