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

mod summary;

pub use summary::{Fault, MAX_FAULTS, Summary};

/// A line that begins with a blank, which the solvers skip.
const START_BLANK: &str = "expected no space at the start of the line";
/// A line that ends with a blank, which the solvers drop.
const END_BLANK: &str = "expected no space at the end of the line";
/// Fields parted by more than one space, which the solvers accept.
const WIDE_GAP: &str = "expected a single space between fields";

/// The longest maze name the dice and arrow statements allow.
pub const MAX_NAME_CHARS: usize = 20;

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

impl Token<'_> {
    /// The token as a side of a grid: a canonical integer from 1 to the
    /// largest the readers take ([`crate::MAX_SIDE`]). Past `limits`'
    /// side (`original` under the statement's limits) it is a violation,
    /// but the value is still given, so that the rest of the dataset is
    /// read and held to its other rules and promises; `None` with a
    /// violation for what no reader takes.
    pub fn side(&self, lines: &mut StrictLines<'_>, limits: Limits, original: i64) -> Option<i64> {
        let max = limits.side(original);
        let read =
            canonical_int(self.text).filter(|v| (1..=i64::from(crate::MAX_SIDE)).contains(v));
        if read.is_none_or(|v| v > max) {
            lines.violation(
                self.line,
                self.column,
                format!("expected an integer from 1 to {max}, found {:?}", self.text),
            );
        }
        read
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
                        "expected a newline at the end of the input",
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
                    format!("expected {what}, found the end of the input"),
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
            self.violation(line.number, 1, START_BLANK);
        }
        if text.ends_with(' ') {
            self.violation(line.number, text.len(), END_BLANK);
        }
        if let Some(at) = text.trim().find("  ") {
            let column = at + (text.len() - text.trim_start().len()) + 1;
            self.violation(line.number, column, WIDE_GAP);
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
        let message = match n {
            1 => format!("expected {what}, found {found}"),
            n => format!("expected {what} ({n} fields), found {found}"),
        };
        self.violation(line.number, column, message);
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

    /// The next maze's name line and its name, in a file of named mazes
    /// ended by `END` (as both maze statements lay files out); `None` at
    /// `END`, at the file's end, or for a line that is not one name.
    /// `n_before` mazes were read.
    pub fn next_maze_name(&mut self, n_before: usize) -> Option<(StrictLine<'a>, Token<'a>)> {
        let what = "a maze name without blanks";
        let (line, tokens) = self.next_opening("a maze name", what, 1, "END", n_before)?;
        let name = *tokens
            .first()
            .expect("an opening line of exactly one field");
        Some((line, name))
    }

    /// Records a name of more than [`MAX_NAME_CHARS`] characters, at the
    /// first character past them.
    pub fn check_name_length(&mut self, name: &Token<'_>) {
        let n_chars = name.text.chars().count();
        if n_chars > MAX_NAME_CHARS {
            let message =
                format!("expected a name of at most {MAX_NAME_CHARS} characters, found {n_chars}");
            self.violation(name.line, name.column + MAX_NAME_CHARS, message);
        }
    }

    /// Records, on `line`, that the dataset just opened (number `n`,
    /// counted from one) is one more than the `max` a judge file may hold;
    /// abbott's own limits set none. `what` names the datasets (`mazes`).
    pub fn count_dataset(&mut self, n: usize, max: usize, limits: Limits, line: usize, what: &str) {
        if n == max + 1 && limits == Limits::Original {
            self.violation(line, 1, format!("expected at most {max} {what} in a file"));
        }
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
                format!("expected the end of the input after {terminator:?}"),
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
mod tests;
