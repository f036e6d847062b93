//! Strict reading of judge data, for input validators: the exact canonical
//! layout (printable ASCII, single spaces, no blanks at either end of a
//! line, `\n` line ends, a final newline) where the parsers are lenient.
//!
//! A validator walks a file's [`StrictLines`], splits each line into
//! [`Token`]s and reads them with [`Token::int`]; every broken rule is a
//! [`ParseError`] (line, column, what was expected) kept in the order found.
//!
//! ```
//! let mut lines = dice_core::strict::StrictLines::new(b"3 4\n");
//! let line = lines.next_line("a size").expect("one line");
//! let tokens = lines.tokens(&line);
//! assert_eq!(tokens[1].int(&mut lines, 1, 10), Some(4));
//! assert!(lines.finish().is_empty());
//! ```

use crate::text::ParseError;

/// Which limits a validator holds data to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Limits {
    /// The original statement's limits, for judge data.
    #[default]
    Original,
    /// abbott's own larger limits (sides up to [`crate::MAX_SIDE`]).
    Extended,
}

impl Limits {
    /// The largest side (or coordinate) allowed: `original` under the
    /// statement's limits, [`crate::MAX_SIDE`] under abbott's.
    pub fn side(self, original: i64) -> i64 {
        match self {
            Limits::Original => original,
            Limits::Extended => i64::from(crate::MAX_SIDE),
        }
    }
}

/// One line of a strictly read file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrictLine<'a> {
    /// The line number, from 1.
    pub number: usize,
    /// The text, without its `\n`.
    pub text: &'a str,
}

/// One space-separated field of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The line number, from 1.
    pub line: usize,
    /// The column of the first character, from 1.
    pub column: usize,
    /// The text.
    pub text: &'a str,
}

impl Token<'_> {
    /// The token as a canonical integer (no sign but a leading `-`, no
    /// leading zero, no `-0`) from `lo` to `hi`; a violation otherwise.
    pub fn int(&self, lines: &mut StrictLines<'_>, lo: i64, hi: i64) -> Option<i64> {
        let value = canonical_int(self.text).filter(|v| (lo..=hi).contains(v));
        if value.is_none() {
            lines.violation(
                self.line,
                self.column,
                format!(
                    "expected an integer from {lo} to {hi}, found {:?}",
                    self.text
                ),
            );
        }
        value
    }
}

/// The value of a canonically written integer: `0`, or an optional `-`
/// followed by digits that do not start with `0`.
fn canonical_int(text: &str) -> Option<i64> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && text != "-0"
        && digits.len() <= 18;
    canonical.then(|| text.parse().ok()).flatten()
}

/// The lines of a judge file read strictly, and the violations found so
/// far.
#[derive(Debug)]
pub struct StrictLines<'a> {
    lines: Vec<&'a str>,
    /// Whether each line was cut short at a byte that is not printable.
    cut: Vec<bool>,
    next: usize,
    violations: Vec<ParseError>,
}

impl<'a> StrictLines<'a> {
    /// Splits `bytes` into lines, recording every byte that is not
    /// printable ASCII or a space, and a missing final newline.
    pub fn new(bytes: &'a [u8]) -> StrictLines<'a> {
        let mut violations = Vec::new();
        let mut lines = Vec::new();
        let mut cut = Vec::new();
        let body = match bytes.strip_suffix(b"\n") {
            Some(body) => body,
            None => {
                if !bytes.is_empty() {
                    let line = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
                    let last = bytes.rsplit(|&b| b == b'\n').next().unwrap_or_default();
                    violations.push(ParseError::new(
                        line,
                        last.len() + 1,
                        "expected a newline at the end of the file",
                    ));
                }
                bytes
            }
        };
        if !bytes.is_empty() {
            for (k, raw) in body.split(|&b| b == b'\n').enumerate() {
                let bad = raw
                    .iter()
                    .position(|&b| !(b == b' ' || b.is_ascii_graphic()));
                let clean = &raw[..bad.unwrap_or(raw.len())];
                if let Some(at) = bad {
                    let what = match raw[at] {
                        b'\r' => "a carriage return".to_string(),
                        b'\t' => "a tab".to_string(),
                        b => format!("the byte 0x{b:02x}"),
                    };
                    violations.push(ParseError::new(
                        k + 1,
                        at + 1,
                        format!("expected printable ASCII, found {what}"),
                    ));
                }
                // Up to the first bad byte the line is ASCII, so this holds.
                lines.push(std::str::from_utf8(clean).unwrap_or_default());
                cut.push(bad.is_some());
            }
        }
        StrictLines {
            lines,
            cut,
            next: 0,
            violations,
        }
    }

    /// The next line, or a violation naming `what` was expected at the end
    /// of the file.
    pub fn next_line(&mut self, what: &str) -> Option<StrictLine<'a>> {
        match self.lines.get(self.next) {
            Some(&text) => {
                self.next += 1;
                Some(StrictLine {
                    number: self.next,
                    text,
                })
            }
            None => {
                let line = self.lines.len() + 1;
                self.violation(
                    line,
                    1,
                    format!("expected {what}, found the end of the file"),
                );
                None
            }
        }
    }

    /// The next line without taking it.
    pub fn peek(&self) -> Option<&'a str> {
        self.lines.get(self.next).copied()
    }

    /// The number of the line [`StrictLines::next_line`] gives next.
    pub fn line_number(&self) -> usize {
        self.next + 1
    }

    /// The fields of `line`, recording blanks at either end and any gap
    /// that is not one space.
    pub fn tokens(&mut self, line: &StrictLine<'a>) -> Vec<Token<'a>> {
        let text = line.text;
        if text.is_empty() && self.cut.get(line.number - 1) == Some(&true) {
            return Vec::new();
        }
        if text.is_empty() {
            self.violation(
                line.number,
                1,
                "expected a line with text, found a blank line",
            );
            return Vec::new();
        }
        if text.starts_with(' ') {
            self.violation(line.number, 1, "expected no space at the start of the line");
        }
        if text.ends_with(' ') {
            self.violation(
                line.number,
                text.len(),
                "expected no space at the end of the line",
            );
        }
        if let Some(at) = text.trim().find("  ") {
            let column = at + (text.len() - text.trim_start().len()) + 1;
            self.violation(
                line.number,
                column,
                "expected a single space between fields",
            );
        }
        let mut tokens = Vec::new();
        let mut offset = 0;
        for piece in text.split(' ') {
            if !piece.is_empty() {
                tokens.push(Token {
                    line: line.number,
                    column: offset + 1,
                    text: piece,
                });
            }
            offset += piece.len() + 1;
        }
        tokens
    }

    /// The fields of `line`, which must number exactly `n` (`what` names
    /// them); `None` after recording a violation otherwise.
    pub fn exact_tokens(
        &mut self,
        line: &StrictLine<'a>,
        n: usize,
        what: &str,
    ) -> Option<Vec<Token<'a>>> {
        let tokens = self.tokens(line);
        if tokens.len() == n {
            return Some(tokens);
        }
        if line.text.is_empty() {
            // The blank or cut line is the violation already recorded.
            return None;
        }
        let column = tokens.get(n).map_or(line.text.len() + 1, |t| t.column);
        let found = match tokens.len() {
            1 => "1 field".to_string(),
            k => format!("{k} fields"),
        };
        self.violation(
            line.number,
            column,
            format!("expected {what} ({n} fields), found {found}"),
        );
        None
    }

    /// The text of line `number` (from 1), if the file has it.
    pub fn line(&self, number: usize) -> Option<&'a str> {
        self.lines.get(number.checked_sub(1)?).copied()
    }

    /// How many violations have been recorded so far.
    pub fn n_violations(&self) -> usize {
        self.violations.len()
    }

    /// The opening line of the next dataset and its `n_fields` fields
    /// (`fields` names them), or `None` when the file ends, when the line
    /// does not have `n_fields` fields, or at `terminator`. The terminator
    /// must follow at least one dataset (`n_before` were read) and end the
    /// file; `what` names the opening line in the error at the file's end.
    pub fn next_opening(
        &mut self,
        what: &str,
        fields: &str,
        n_fields: usize,
        terminator: &str,
        n_before: usize,
    ) -> Option<(StrictLine<'a>, Vec<Token<'a>>)> {
        let line = self.next_line(&format!("{what} or {terminator}"))?;
        let tokens = self.exact_tokens(&line, n_fields, fields)?;
        if line.text != terminator {
            return Some((line, tokens));
        }
        if n_before == 0 {
            let message = format!("expected at least one dataset before {terminator}");
            self.violation(line.number, 1, message);
        }
        self.expect_end(terminator);
        None
    }

    /// Records a broken rule.
    pub fn violation(&mut self, line: usize, column: usize, message: impl Into<String>) {
        self.violations.push(ParseError::new(line, column, message));
    }

    /// Records that lines remain after the terminator, if they do.
    pub fn expect_end(&mut self, terminator: &str) {
        if self.next < self.lines.len() {
            let line = self.next + 1;
            self.violation(
                line,
                1,
                format!("expected the end of the file after {terminator:?}"),
            );
        }
    }

    /// The violations found, in the order found.
    pub fn finish(mut self) -> Vec<ParseError> {
        self.violations.sort_by_key(|v| (v.line, v.column));
        self.violations.dedup();
        self.violations
    }
}

#[cfg(test)]
mod tests {
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
            ["line 1, column 4: expected a newline at the end of the file"]
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
                "line 2, column 1: expected the end of the file after \"END\"",
                "line 3, column 1: expected a name, found the end of the file"
            ]
        );
    }
}
