//! Unit tests of the text readers.

use super::*;

fn lines(text: &str) -> Vec<Result<(usize, String), String>> {
    let mut reader = LineReader::new(text.as_bytes());
    let mut out = Vec::new();
    loop {
        match reader.next_line() {
            Ok(Some(line)) => out.push(Ok((line.number, line.text.to_string()))),
            Ok(None) => return out,
            Err(e) => {
                out.push(Err(e.to_string()));
                return out;
            }
        }
    }
}

#[test]
fn line_endings_and_trailing_blanks_are_dropped() {
    assert_eq!(
        lines("a  \r\nb\t\n\nc"),
        vec![
            Ok((1, "a".into())),
            Ok((2, "b".into())),
            Ok((3, String::new())),
            Ok((4, "c".into()))
        ]
    );
}

#[test]
fn invalid_utf8_is_an_error_of_its_line() {
    let mut reader = LineReader::new(&b"ok\nab\xffc\nnext\n"[..]);
    assert!(matches!(reader.next_line(), Ok(Some(_))));
    let err = reader.next_line().expect_err("line 2 is not UTF-8");
    assert_eq!(err.to_string(), "line 2, column 3: invalid UTF-8");
}

#[test]
fn integers_are_range_checked_where_they_start() {
    let line = Line {
        number: 7,
        text: "1 12 x",
    };
    let res = line.parse((int_in(1, 10), gap, int_in(1, 10)));
    assert_eq!(
        res.expect_err("12 is too big").to_string(),
        "line 7, column 3: expected an integer from 1 to 10"
    );
    let res = line.parse((int_in(1, 10), gap, int_in(1, 20)));
    assert_eq!(
        res.expect_err("x is left over").to_string(),
        "line 7, column 6: expected the end of the line"
    );
    let ok = Line {
        number: 1,
        text: " -1   6",
    }
    .parse((int_in(-1, 6), gap, int_in(-1, 6)));
    assert_eq!(ok, Ok((-1, (), 6)));
    let huge = Line {
        number: 1,
        text: "99999999999999999999999",
    }
    .parse(int_in(1, 4));
    assert_eq!(
        huge.expect_err("overflow is out of range").to_string(),
        "line 1, column 1: expected an integer from 1 to 4"
    );
    let glued = Line {
        number: 1,
        text: "3x",
    }
    .parse(int_in(1, 4));
    assert_eq!(glued.expect_err("3x is no integer").column, 1);
}

#[test]
fn leading_integers_are_read_with_their_sign() {
    assert_eq!(leading_int(b"+12 x"), Some((3, Some(12))));
    assert_eq!(leading_int(b"-0"), Some((2, Some(0))));
    assert_eq!(leading_int(b"99999999999999999999"), Some((20, None)));
    assert_eq!(leading_int(b"-x"), None);
    assert_eq!(leading_int(b""), None);
}

#[test]
fn end_of_input_names_the_last_line() {
    let mut reader = LineReader::new(&b"abc\nde"[..]);
    while let Ok(Some(_)) = reader.next_line() {}
    assert_eq!(
        reader.end_of_input("expected END").to_string(),
        "line 2, column 3: expected END, found the end of the input"
    );
}

#[test]
fn over_long_lines_are_refused() {
    let text = "x".repeat(MAX_LINE_BYTES + 5);
    let mut reader = LineReader::new(text.as_bytes());
    assert!(reader.next_line().is_err());
}
