//! Tests of the strict line reader the validators share.

use super::*;

fn violations(text: &[u8]) -> Vec<String> {
    let mut lines = StrictLines::new(text);
    while let Some(line) = lines.peek().map(|_| lines.next_line("x")) {
        let line = line.expect("peeked");
        let _ = lines.tokens(&line);
    }
    lines.finish().iter().map(ToString::to_string).collect()
}

#[test]
fn canonical_layout_passes() {
    assert!(violations(b"A\n1 2 3\n-1 0 6\n").is_empty());
}

#[test]
fn each_layout_slip_is_named_with_its_place() {
    assert_eq!(
        violations(b"1 2"),
        ["line 1, column 4: expected a newline at the end of the input"]
    );
    assert_eq!(
        violations(b"1 2\r\n"),
        ["line 1, column 4: expected printable ASCII, found a carriage return"]
    );
    assert_eq!(
        violations(b"1\t2\n"),
        ["line 1, column 2: expected printable ASCII, found a tab"]
    );
    assert_eq!(
        violations(b"1 2 \n"),
        ["line 1, column 4: expected no space at the end of the line"]
    );
    assert_eq!(
        violations(b" 1 2\n"),
        ["line 1, column 1: expected no space at the start of the line"]
    );
    assert_eq!(
        violations(b"1  2\n"),
        ["line 1, column 2: expected a single space between fields"]
    );
    assert_eq!(
        violations(b"A\n\nB\n"),
        ["line 2, column 1: expected a line with text, found a blank line"]
    );
    assert_eq!(
        violations("é\n".as_bytes()),
        ["line 1, column 1: expected printable ASCII, found the byte 0xc3"]
    );
}

#[test]
fn integers_must_be_written_canonically() {
    for (text, value) in [("0", Some(0)), ("-1", Some(-1)), ("10", Some(10))] {
        assert_eq!(canonical_int(text), value);
    }
    for text in ["+1", "01", "-0", "", "-", "1a", "99999999999999999999"] {
        assert_eq!(canonical_int(text), None, "{text:?}");
    }
}

#[test]
fn out_of_range_integer_names_its_range() {
    let mut lines = StrictLines::new(b"11\n");
    let line = lines.next_line("n").expect("a line");
    let tokens = lines.tokens(&line);
    assert_eq!(tokens[0].int(&mut lines, 1, 10), None);
    assert_eq!(
        lines.finish()[0].to_string(),
        "line 1, column 1: expected an integer from 1 to 10, found \"11\""
    );
}

#[test]
fn lines_are_numbered_from_one_and_limits_name_their_side() {
    let mut lines = StrictLines::new(b"a\nb\nc\n");
    assert_eq!(lines.line_number(), 1);
    let _ = lines.next_line("a");
    let _ = lines.next_line("b");
    assert_eq!(lines.line_number(), 3);
    assert_eq!(Limits::Original.side(10), 10);
    assert_eq!(Limits::Extended.side(10), i64::from(crate::MAX_SIDE));
}

#[test]
fn field_counts_are_checked_where_they_go_wrong() {
    let mut lines = StrictLines::new(b"1 2\n1 2 3\n1\n");
    for _ in 0..3 {
        let line = lines.next_line("x").expect("a line");
        let tokens = lines.exact_tokens(&line, 2, "a size");
        let texts = tokens.map(|t| t.iter().map(|t| t.text).collect::<Vec<_>>());
        assert_eq!(texts.is_some(), line.number == 1, "line {}", line.number);
    }
    let found: Vec<String> = lines.finish().iter().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "line 2, column 5: expected a size (2 fields), found 3 fields",
            "line 3, column 2: expected a size (2 fields), found 1 field"
        ]
    );
}

#[test]
fn openings_end_at_the_terminator_after_a_dataset() {
    let mut lines = StrictLines::new(b"3 4\n0 0\n");
    let (line, tokens) = lines
        .next_opening("a size", "rows and columns", 2, "0 0", 0)
        .expect("an opening");
    assert_eq!((line.number, tokens.len()), (1, 2));
    assert!(
        lines
            .next_opening("a size", "rows and columns", 2, "0 0", 1)
            .is_none()
    );
    assert!(lines.finish().is_empty(), "the terminator ends the file");
    let mut lines = StrictLines::new(b"0 0\n");
    assert!(
        lines
            .next_opening("a size", "rows and columns", 2, "0 0", 0)
            .is_none()
    );
    assert_eq!(
        lines.finish()[0].to_string(),
        "line 1, column 1: expected at least one dataset before 0 0"
    );
}

#[test]
fn missing_lines_and_trailing_lines_are_violations() {
    let mut lines = StrictLines::new(b"END\nmore\n");
    let _ = lines.next_line("a name");
    lines.expect_end("END");
    assert_eq!(lines.next_line("a name").map(|l| l.text), Some("more"));
    assert_eq!(lines.next_line("a name"), None);
    let found: Vec<String> = lines.finish().iter().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "line 2, column 1: expected the end of the input after \"END\"",
            "line 3, column 1: expected a name, found the end of the input"
        ]
    );
}

#[test]
fn fields_carry_their_columns_and_lines_can_be_read_again() {
    let mut lines = StrictLines::new(b"12 3  45\n 1  2\n");
    let line = lines.next_line("x").expect("a line");
    let columns: Vec<(usize, &str)> = lines
        .tokens(&line)
        .iter()
        .map(|t| (t.column, t.text))
        .collect();
    assert_eq!(columns, [(1, "12"), (4, "3"), (7, "45")]);
    assert_eq!(lines.n_violations(), 1, "the double space");
    let line = lines.next_line("x").expect("a line");
    let _ = lines.tokens(&line);
    assert_eq!(lines.n_violations(), 3);
    assert_eq!(lines.line(2), Some(" 1  2"));
    assert_eq!(lines.line(1), Some("12 3  45"));
    assert_eq!(lines.line(3), None);
    assert_eq!(lines.line(0), None);
    let found: Vec<String> = lines.finish().iter().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "line 1, column 5: expected a single space between fields",
            "line 2, column 1: expected no space at the start of the line",
            "line 2, column 3: expected a single space between fields"
        ]
    );
}

#[test]
fn maze_names_are_read_up_to_end_and_held_to_twenty_characters() {
    let long = "N".repeat(MAX_NAME_CHARS + 1);
    let text = format!("M1\n{long}\n {long}\nEND\n");
    let mut lines = StrictLines::new(text.as_bytes());
    let mut names = Vec::new();
    while let Some((line, name)) = lines.next_maze_name(names.len()) {
        lines.check_name_length(&name);
        names.push((line.number, name.column, name.text.len()));
    }
    assert_eq!(names, [(1, 1, 2), (2, 1, 21), (3, 2, 21)]);
    let found: Vec<String> = lines.finish().iter().map(ToString::to_string).collect();
    assert_eq!(
        found,
        [
            "line 2, column 21: expected a name of at most 20 characters, found 21",
            "line 3, column 1: expected no space at the start of the line",
            "line 3, column 22: expected a name of at most 20 characters, found 21",
        ]
    );
    let mut empty = StrictLines::new(b"END\n");
    assert_eq!(empty.next_maze_name(0), None);
    let refused: Vec<String> = empty.finish().iter().map(ToString::to_string).collect();
    assert_eq!(
        refused,
        ["line 1, column 1: expected at least one dataset before END"]
    );
}
