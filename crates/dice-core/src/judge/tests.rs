//! Tests of the judge layouts and of reading answers back.

use super::*;

const DICE: RouteLayout = RouteLayout {
    per_line: 3,
    separator: ",",
    separator_at_line_end: true,
};
const ARROW: RouteLayout = RouteLayout {
    per_line: 3,
    separator: " ",
    separator_at_line_end: false,
};

fn laid_out(layout: RouteLayout, n: usize) -> String {
    let items: Vec<usize> = (1..=n).collect();
    let mut out = String::new();
    layout
        .write(&mut out, &items)
        .expect("strings take any text");
    out
}

#[test]
fn wraps_with_and_without_trailing_separator() {
    assert_eq!(laid_out(DICE, 3), "  1,2,3\n");
    assert_eq!(laid_out(DICE, 4), "  1,2,3,\n  4\n");
    assert_eq!(laid_out(DICE, 6), "  1,2,3,\n  4,5,6\n");
    assert_eq!(laid_out(ARROW, 7), "  1 2 3\n  4 5 6\n  7\n");
    assert_eq!(laid_out(ARROW, 0), "");
}

#[test]
fn answers_read_back_with_their_layout_checked() {
    let text = "A\n  (1,2),(2,2),(1,2)\nB\n  No Solution Possible\nC\n  (1,1), (1,2)\nD\n  (1,x)\n";
    let mut reader = AnswerReader::new(text.as_bytes(), DICE_9);
    let a = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!(
        (a.name.as_str(), a.route.map(|r| r.len()), a.layout_error),
        ("A", Some(3), None)
    );
    let b = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!((b.route, b.layout_error), (None, None));
    let c = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!(c.route.map(|r| r.len()), Some(2));
    assert_eq!(
        c.layout_error.map(|e| e.to_string()).as_deref(),
        Some(
            "output line 6: parts two positions with \", \"; the format parts them with \",\": \
             expected \"  (1,1),(1,2)\""
        )
    );
    let d = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!(
        d.layout_error.map(|e| e.to_string()).as_deref(),
        Some("output line 8, column 3: expected a position (row,col)")
    );
    assert_eq!(reader.next_answer().expect("readable"), None);
}

#[test]
fn a_route_after_no_solution_is_blamed_on_its_own_line() {
    let text = "A\n  No Solution Possible\n  (1,1),(1,2)\nB\n  No Solution Possible\n";
    let mut reader = AnswerReader::new(text.as_bytes(), DICE_9);
    let a = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!(
        a.layout_error.map(|e| e.to_string()).as_deref(),
        Some(
            "output line 3: expected the next name after \"No Solution Possible\", found more of the answer"
        )
    );
    let b = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!((b.name.as_str(), b.layout_error), ("B", None));
    // A route over two lines is no answer after "No Solution Possible".
    let long = "C\n  (1,1),(1,2),(1,1),(1,2),(1,1),(1,2),(1,1),(1,2),(1,1),\n  (1,2)\n";
    let mut reader = AnswerReader::new(long.as_bytes(), DICE_9);
    let c = reader.next_answer().expect("readable").expect("an answer");
    assert_eq!((c.route.map(|r| r.len()), c.layout_error), (Some(10), None));
}

const DICE_9: RouteLayout = RouteLayout {
    per_line: 9,
    separator: ",",
    separator_at_line_end: true,
};

#[test]
fn answers_name_then_route_or_no_solution() {
    let mut out = String::new();
    ARROW
        .write_answer(&mut out, "M", Some(&[1, 2][..]))
        .expect("strings take any text");
    ARROW
        .write_answer::<u8>(&mut out, "N", None)
        .expect("strings take any text");
    assert_eq!(out, "M\n  1 2\nN\n  No Solution Possible\n");
    let mut out = String::new();
    ARROW
        .write_answer::<u8>(&mut out, "E", Some(&[]))
        .expect("strings take any text");
    assert_eq!(out, "E\n  No Solution Possible\n", "an empty route is none");
}

#[test]
fn solutions_count_moves_and_print_as_the_judge() {
    let route = vec![Pos::new(1, 1), Pos::new(1, 2), Pos::new(2, 2)];
    let found = Solution {
        name: "M".into(),
        route: Some(route),
        layout: DICE,
    };
    assert_eq!(found.n_moves(), Some(2));
    assert_eq!(found.to_string(), "M\n  (1,1),(1,2),(2,2)\n");
    let none = Solution {
        name: "N".into(),
        route: None,
        layout: DICE,
    };
    assert_eq!(none.n_moves(), None);
    assert_eq!(none.to_string(), "N\n  No Solution Possible\n");
}

/// The layout error of each answer of `text`, printed.
fn layout_errors(text: &str) -> Vec<(String, Option<String>)> {
    let mut reader = AnswerReader::new(text.as_bytes(), DICE_9);
    let mut out = Vec::new();
    while let Some(answer) = reader.next_answer().expect("readable") {
        out.push((answer.name, answer.layout_error.map(|e| e.to_string())));
    }
    out
}

#[test]
fn a_body_without_its_indent_or_missing_is_named() {
    assert_eq!(
        layout_errors("\n\nA\n  (1,1),(1,2)\n\nB\n  No Solution Possible\n"),
        [("A".into(), None), ("B".into(), None)],
        "blank lines stand between answers"
    );
    let not_indented = Some("output line 2: expected the line indented by two spaces".into());
    assert_eq!(
        layout_errors("A\n(1,1),(1,2)\n")[0],
        ("A".into(), not_indented.clone())
    );
    assert_eq!(
        layout_errors("A\nNo Solution Possible\n")[0],
        ("A".into(), not_indented)
    );
    let no_body =
        Some("output line 1: no route and no \"No Solution Possible\" after the name".into());
    assert_eq!(
        layout_errors("A\nB\n  (1,1),(1,2)\n"),
        [("A".into(), no_body), ("B".into(), None)]
    );
}

#[test]
fn a_position_needs_both_numbers() {
    let mut route = Vec::new();
    assert_eq!(read_positions("(,1)", &mut route), Err(1));
    assert_eq!(read_positions("(1,)", &mut route), Err(1));
    // Each way of breaking a position, at a column other than the first.
    for broken in ["  (x,1)", "  (1x1)", "  (1,x)", "  (1,1x", "  (1,1"] {
        assert_eq!(read_positions(broken, &mut route), Err(3), "{broken}");
    }
    assert_eq!(read_positions(" (2,3) x", &mut route), Err(8));
    assert_eq!(route, [Pos::new(2, 3)]);
}

#[test]
fn numbers_are_written_as_the_judge_writes_them() {
    for (text, value) in [("0", 0), ("3", 3), ("-1", -1), ("30", 30), ("-45", -45)] {
        assert_eq!(canonical_integer(text), Some(value), "{text}");
    }
    for text in [
        "",
        "-",
        "03",
        "00",
        "+3",
        "-0",
        "-03",
        " 3",
        "3 ",
        "3\0",
        "\u{0}3",
        "3.0",
        "1e3",
        "99999999999999999999",
    ] {
        assert_eq!(canonical_integer(text), None, "{text:?}");
    }
}

#[test]
fn positions_follow_the_rule_for_numbers() {
    let mut route = Vec::new();
    assert_eq!(read_positions("(1,2),(10,3)", &mut route), Ok(()));
    assert_eq!(route, [Pos::new(1, 2), Pos::new(10, 3)]);
    for text in ["(01,2)", "(1,02)", "(+1,2)", "(-0,2)", "(1,2\0)"] {
        assert_eq!(read_positions(text, &mut Vec::new()), Err(1), "{text:?}");
    }
}

/// The layout error of the one answer `A` whose body is `body`, in the
/// dice layout of three positions a line or the arrow layout.
fn slip_of(layout: RouteLayout, body: &str) -> Option<String> {
    let text = format!("A\n{body}");
    let mut reader = AnswerReader::new(text.as_bytes(), layout);
    let answer = reader.next_answer().expect("readable").expect("an answer");
    answer.layout_error.map(|e| e.to_string())
}

#[test]
fn an_indent_slip_names_the_spaces() {
    assert_eq!(
        slip_of(DICE, "   (1,1),(1,2)\n").as_deref(),
        Some(
            "output line 2: starts with 3 spaces; the format indents by two: \
             expected \"  (1,1),(1,2)\""
        )
    );
    assert_eq!(
        slip_of(ARROW, "  (1,1) (1,2) (1,3)\n (2,3)\n").as_deref(),
        Some(
            "output line 3: starts with one space; the format indents by two: \
             expected \"  (2,3)\""
        )
    );
}

#[test]
fn a_tab_indent_is_a_slip_of_its_answer_not_another_answer() {
    assert_eq!(
        slip_of(DICE, "\t(1,1),(1,2)\n").as_deref(),
        Some(
            "output line 2: is indented with a tab; the format indents by two spaces: \
             expected \"  (1,1),(1,2)\""
        )
    );
    assert_eq!(
        slip_of(ARROW, "  (1,1) (1,2) (1,3)\n \t(2,3)\n").as_deref(),
        Some(
            "output line 3: is indented with a tab; the format indents by two spaces: \
             expected \"  (2,3)\""
        )
    );
    // Two answers with tab indents read as two answers.
    let tabbed = layout_errors("A\n\t(1,1),(1,2)\nB\n\tNo Solution Possible\n");
    let names: Vec<&str> = tabbed.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["A", "B"]);
    assert!(
        tabbed
            .iter()
            .all(|(_, e)| e.as_deref().is_some_and(|e| e.contains("tab")))
    );
}

#[test]
fn a_wrap_slip_names_where_the_line_wraps() {
    assert_eq!(
        slip_of(DICE, "  (1,1),(1,2),\n  (1,3),(1,2)\n").as_deref(),
        Some(
            "output line 2: wraps after 2 positions; the format wraps after 3: \
             expected \"  (1,1),(1,2),(1,3),\""
        )
    );
    assert_eq!(
        slip_of(ARROW, "  (1,1) (1,2) (1,3) (2,3)\n").as_deref(),
        Some(
            "output line 2: holds 4 positions; the format wraps after 3: \
             expected \"  (1,1) (1,2) (1,3)\""
        )
    );
}

#[test]
fn a_separator_slip_names_the_line_end_or_the_part() {
    assert_eq!(
        slip_of(DICE, "  (1,1),(1,2),(1,3)\n  (1,2)\n").as_deref(),
        Some(
            "output line 2: ends without the \",\" that follows a full line: \
             expected \"  (1,1),(1,2),(1,3),\""
        )
    );
    assert_eq!(
        slip_of(DICE, "  (1,1),(1,2),\n").as_deref(),
        Some("output line 2: ends with \",\" after the last position: expected \"  (1,1),(1,2)\"")
    );
    assert_eq!(
        slip_of(ARROW, "  (1,1)  (1,2)\n").as_deref(),
        Some(
            "output line 2: parts two positions with \"  \"; the format parts them with \" \": \
             expected \"  (1,1) (1,2)\""
        )
    );
}
