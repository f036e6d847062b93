//! Reading judge-format input: a line reader that streams from any
//! [`BufRead`], the error types every puzzle parser returns, and the small
//! nom 8 token parsers they are built from.
//!
//! Every judge format here is line-oriented, so parsers take one line at a
//! time: trailing spaces, tabs and carriage returns are dropped, bytes that
//! are not UTF-8 are an error of that line alone, and columns count
//! characters from 1.

use nom::error::{ErrorKind, ParseError as NomParseError};
use nom::{IResult, Parser};
use std::borrow::Cow;
use std::io::{self, BufRead};

/// The longest line any reader accepts, in bytes.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// A malformed input: where it went wrong and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column, in characters from 1.
    pub column: usize,
    /// What was wrong, usually `expected ...`.
    pub message: String,
}

impl ParseError {
    /// An error at a line and column.
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }
}

/// Why a dataset could not be read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The text is not in the judge format.
    #[error(transparent)]
    Syntax(#[from] ParseError),
    /// The reader failed.
    #[error("read error: {0}")]
    Io(#[from] io::Error),
}

impl InputError {
    /// The syntax error, if this is one.
    pub fn as_syntax(&self) -> Option<&ParseError> {
        match self {
            InputError::Syntax(e) => Some(e),
            InputError::Io(_) => None,
        }
    }
}

/// One line of input, without its line ending and trailing blanks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The line number, from 1.
    pub number: usize,
    /// The text.
    pub text: &'a str,
}

impl<'a> Line<'a> {
    /// The column (in characters, from 1) where `rest`, a suffix of this
    /// line's text, begins.
    pub fn column_of(&self, rest: &str) -> usize {
        let offset = self.text.len().saturating_sub(rest.len());
        self.text
            .get(..offset)
            .map_or(offset, |done| done.chars().count())
            + 1
    }

    /// An error at the start of `rest`, a suffix of this line's text.
    pub fn error_at(&self, rest: &str, message: impl Into<String>) -> ParseError {
        ParseError::new(self.number, self.column_of(rest), message)
    }

    /// Runs `parser` over the whole line: it must succeed and leave nothing
    /// but blanks behind.
    pub fn parse<O>(
        &self,
        mut parser: impl Parser<&'a str, Output = O, Error = Expected<'a>>,
    ) -> Result<O, ParseError> {
        let res = (
            nom::character::complete::space0,
            |i| parser.parse(i),
            end_of_line,
        )
            .parse(self.text);
        match res {
            Ok((_, (_, out, ()))) => Ok(out),
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(self.error_at(e.rest, e.what)),
            Err(nom::Err::Incomplete(_)) => Err(self.error_at("", "unexpected end of line")),
        }
    }
}

/// Streams lines from a [`BufRead`], counting them.
#[derive(Debug)]
pub struct LineReader<R> {
    src: R,
    /// The current line, checked to be UTF-8 once; its allocation is reused
    /// for reading the next line. At the end of the input it still holds the
    /// last line, which [`LineReader::end_of_input`] points past.
    line: String,
    number: usize,
}

impl<R: BufRead> LineReader<R> {
    /// A reader at the start of `src`.
    pub fn new(src: R) -> LineReader<R> {
        LineReader {
            src,
            line: String::new(),
            number: 0,
        }
    }

    /// The next line, or `None` at the end of the input.
    ///
    /// A line that is not UTF-8 or longer than [`MAX_LINE_BYTES`] is an error
    /// naming that line; the lines before it were read normally.
    pub fn next_line(&mut self) -> Result<Option<Line<'_>>, InputError> {
        if !self.read_line()? {
            return Ok(None);
        }
        Ok(Some(self.current()))
    }

    /// The current line (after a successful read).
    fn current(&self) -> Line<'_> {
        Line {
            number: self.number,
            text: &self.line,
        }
    }

    /// Reads the next line into `self.line`; `false` at the end of the
    /// input.
    fn read_line(&mut self) -> Result<bool, InputError> {
        // At the end of the input, keep the last line.
        loop {
            match self.src.fill_buf() {
                Ok([]) => return Ok(false),
                Ok(_) => break,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            }
        }
        let mut buf = std::mem::take(&mut self.line).into_bytes();
        buf.clear();
        // Copy up to the next newline straight from the reader's buffer.
        let mut ended = false;
        loop {
            let chunk = match self.src.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            if chunk.is_empty() {
                break;
            }
            let (taken, found) = match memchr::memchr(b'\n', chunk) {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            let room = (MAX_LINE_BYTES + 1).saturating_sub(buf.len());
            buf.extend_from_slice(&chunk[..taken.min(room)]);
            self.src.consume(taken);
            if found {
                ended = true;
                break;
            }
            if buf.len() > MAX_LINE_BYTES {
                break;
            }
        }
        self.number += 1;
        if ended && buf.last() == Some(&b'\n') {
            buf.pop();
        }
        if buf.len() > MAX_LINE_BYTES {
            let message = format!("line longer than {MAX_LINE_BYTES} bytes");
            return Err(ParseError::new(self.number, 1, message).into());
        }
        while let Some(b'\r' | b' ' | b'\t') = buf.last() {
            buf.pop();
        }
        match String::from_utf8(buf) {
            Ok(text) => self.line = text,
            Err(e) => {
                let valid_up_to = e.utf8_error().valid_up_to();
                let bytes = e.into_bytes();
                let column = String::from_utf8_lossy(&bytes[..valid_up_to])
                    .chars()
                    .count()
                    + 1;
                return Err(ParseError::new(self.number, column, "invalid UTF-8").into());
            }
        }
        Ok(true)
    }

    /// The next line that is not blank, or `None` at the end of the input.
    pub fn next_non_blank(&mut self) -> Result<Option<Line<'_>>, InputError> {
        loop {
            if !self.read_line()? {
                return Ok(None);
            }
            if !self.line.trim_start().is_empty() {
                return Ok(Some(self.current()));
            }
        }
    }

    /// The number of the last line read (0 before the first).
    pub fn line_number(&self) -> usize {
        self.number
    }

    /// An error for input that ended while `expected` was still wanted: it
    /// names the last line, just past its end.
    pub fn end_of_input(&self, expected: &str) -> ParseError {
        ParseError::new(
            self.number.max(1),
            self.line.chars().count() + 1,
            format!("{expected}, found the end of the input"),
        )
    }
}

/// A judge input format: how to read one dataset from a line reader.
pub trait Format {
    /// What one dataset parses into.
    type Dataset;

    /// Reads the next dataset, or `None` at the format's end marker.
    fn read<R: BufRead>(
        &mut self,
        lines: &mut LineReader<R>,
    ) -> Result<Option<Self::Dataset>, InputError>;
}

/// Streams the datasets of a [`Format`] from a [`BufRead`].
///
/// Each item is a dataset or the first error; after an error or the end
/// marker the iterator ends, so every dataset before a malformed one is
/// still delivered.
#[derive(Debug)]
pub struct Datasets<R, F> {
    lines: LineReader<R>,
    format: F,
    done: bool,
}

impl<R: BufRead, F: Format + Default> Datasets<R, F> {
    /// A reader of the format at the start of `src`.
    pub fn new(src: R) -> Datasets<R, F> {
        Datasets::with_format(src, F::default())
    }
}

impl<R: BufRead, F: Format> Datasets<R, F> {
    /// A reader of `format` at the start of `src`.
    pub fn with_format(src: R, format: F) -> Datasets<R, F> {
        Datasets {
            lines: LineReader::new(src),
            format,
            done: false,
        }
    }
}

impl<R: BufRead, F: Format> Iterator for Datasets<R, F> {
    type Item = Result<F::Dataset, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let res = self.format.read(&mut self.lines);
        if !matches!(res, Ok(Some(_))) {
            self.done = true;
        }
        res.transpose()
    }
}

/// Parses a whole input held in memory: every dataset up to the end marker.
pub fn parse_all<F: Format>(text: &str, format: F) -> Result<Vec<F::Dataset>, ParseError> {
    Datasets::with_format(text.as_bytes(), format)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| match e {
            InputError::Syntax(e) => e,
            // Reading from a byte slice cannot fail.
            InputError::Io(e) => ParseError::new(0, 0, e.to_string()),
        })
}

/// The error of the token parsers: where parsing stopped and what was
/// expected there. When alternatives fail, the one that got furthest wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected<'a> {
    /// The unparsed rest of the line where the failure happened.
    pub rest: &'a str,
    /// What was wanted, as `expected ...`.
    pub what: Cow<'static, str>,
}

impl<'a> Expected<'a> {
    /// A failure at `rest` wanting `what`.
    pub fn new(rest: &'a str, what: impl Into<Cow<'static, str>>) -> Expected<'a> {
        Expected {
            rest,
            what: what.into(),
        }
    }
}

impl<'a> NomParseError<&'a str> for Expected<'a> {
    fn from_error_kind(input: &'a str, kind: ErrorKind) -> Self {
        let what = match kind {
            ErrorKind::Space | ErrorKind::MultiSpace => "expected a space",
            ErrorKind::Digit => "expected a digit",
            ErrorKind::Eof => "expected the end of the line",
            _ => "unexpected text",
        };
        Expected::new(input, what)
    }

    fn append(_: &'a str, _: ErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        if other.rest.len() < self.rest.len() {
            other
        } else {
            self
        }
    }
}

/// The result type of the token parsers.
pub type PResult<'a, O> = IResult<&'a str, O, Expected<'a>>;

/// Wraps a parser so that a failure where it started says `expected what`;
/// a failure further in keeps its own, more precise message.
pub fn expect<'a, O>(
    what: &'static str,
    mut parser: impl Parser<&'a str, Output = O, Error = Expected<'a>>,
) -> impl Parser<&'a str, Output = O, Error = Expected<'a>> {
    move |input: &'a str| {
        parser.parse(input).map_err(|err| {
            err.map(|e| {
                if e.rest.len() >= input.len() {
                    Expected::new(input, what)
                } else {
                    e
                }
            })
        })
    }
}

/// One or more spaces or tabs between two tokens.
pub fn gap(input: &str) -> PResult<'_, ()> {
    match blanks(input) {
        0 => Err(nom::Err::Error(Expected::new(input, "expected a space"))),
        n => Ok((&input[n..], ())),
    }
}

/// The number of leading spaces and tabs.
#[inline]
fn blanks(input: &str) -> usize {
    input
        .bytes()
        .take_while(|&b| b == b' ' || b == b'\t')
        .count()
}

/// The end of the line, after any blanks.
pub fn end_of_line(input: &str) -> PResult<'_, ()> {
    let rest = input.trim_start_matches([' ', '\t']);
    if rest.is_empty() {
        Ok((rest, ()))
    } else {
        Err(nom::Err::Error(Expected::new(
            rest,
            "expected the end of the line",
        )))
    }
}

/// An integer from `lo` to `hi`, written as an optional minus sign and
/// decimal digits. A number out of range is a failure at its first character
/// with the message `expected an integer from lo to hi`.
pub fn int_in<'a>(lo: i64, hi: i64) -> impl Fn(&'a str) -> PResult<'a, i64> {
    move |input: &'a str| {
        let wanted = || Expected::new(input, format!("expected an integer from {lo} to {hi}"));
        let Some((len, value)) = leading_int(input.as_bytes()) else {
            return Err(nom::Err::Error(wanted()));
        };
        let rest = &input[len..];
        if rest.bytes().next().is_some_and(|b| b != b' ' && b != b'\t') {
            return Err(nom::Err::Error(wanted()));
        }
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok((rest, v)),
            _ => Err(nom::Err::Failure(wanted())),
        }
    }
}

/// The integer token at the start of `input` as every parser here reads
/// one: an optional `+` or `-` and one or more decimal digits. Gives the
/// token's length in bytes and its value (`None` if it does not fit an
/// `i64`), or `None` when `input` does not start with such a token. Tools
/// that skim the formats without parsing them (finding where datasets end)
/// read numbers through it, so that they agree with the parsers.
pub fn leading_int(input: &[u8]) -> Option<(usize, Option<i64>)> {
    let (negative, sign_len) = match input.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    let digits = input[sign_len..].iter().take_while(|b| b.is_ascii_digit());
    let mut n_digits = 0;
    let mut magnitude = Some(0i64);
    for &d in digits {
        magnitude = magnitude
            .and_then(|m| m.checked_mul(10))
            .and_then(|m| m.checked_add(i64::from(d - b'0')));
        n_digits += 1;
    }
    (n_digits > 0).then(|| {
        let value = magnitude.map(|m| if negative { -m } else { m });
        (sign_len + n_digits, value)
    })
}

/// A dataset's name line: one word (leading blanks are dropped).
pub fn name_line(line: &Line<'_>) -> Result<String, ParseError> {
    let name = line.text.trim_start();
    match name.find([' ', '\t']) {
        Some(at) => Err(line.error_at(&name[at..], "expected a maze name without blanks")),
        None => Ok(name.to_string()),
    }
}

/// A blank gap and then an integer from `lo` to `hi`: the next field of a
/// line. At the end of the line the error names the missing integer.
pub fn next_int<'a>(lo: i64, hi: i64) -> impl Fn(&'a str) -> PResult<'a, i64> {
    move |input: &'a str| {
        let n = blanks(input);
        if n == input.len() {
            let what = format!("expected an integer from {lo} to {hi}");
            return Err(nom::Err::Error(Expected::new(input, what)));
        }
        if n == 0 {
            return Err(nom::Err::Error(Expected::new(input, "expected a space")));
        }
        int_in(lo, hi)(&input[n..])
    }
}

/// A run of characters other than blanks: a name or a word.
pub fn word(input: &str) -> PResult<'_, &str> {
    let end = input.find([' ', '\t']).unwrap_or(input.len());
    if end == 0 {
        Err(nom::Err::Error(Expected::new(input, "expected a word")))
    } else {
        Ok((&input[end..], &input[..end]))
    }
}

#[cfg(test)]
mod tests {
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
}
