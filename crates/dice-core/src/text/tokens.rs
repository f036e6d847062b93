//! The nom 8 token parsers the puzzle parsers are built from, and their
//! error type: the furthest failure wins and names what was expected.

use nom::error::{ErrorKind, ParseError as NomParseError};
use nom::{IResult, Parser};
use std::borrow::Cow;

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
    use crate::text::{Line, name_line};

    #[test]
    fn nom_failures_are_named_and_the_one_further_in_is_kept() {
        let what = |kind| Expected::from_error_kind("x", kind).what;
        assert_eq!(what(ErrorKind::Space), "expected a space");
        assert_eq!(what(ErrorKind::MultiSpace), "expected a space");
        assert_eq!(what(ErrorKind::Digit), "expected a digit");
        assert_eq!(what(ErrorKind::Eof), "expected the end of the line");
        assert_eq!(what(ErrorKind::Tag), "unexpected text");
        let near = || Expected::new("abc", "near");
        let far = || Expected::new("c", "far");
        assert_eq!(near().or(far()).what, "far");
        assert_eq!(far().or(near()).what, "far");
        assert_eq!(near().or(Expected::new("xyz", "other")).what, "near");
    }

    #[test]
    fn expect_names_a_failure_where_it_starts_only() {
        let line = |text| Line { number: 1, text };
        let pair = || expect("expected a pair", (int_in(0, 9), gap, int_in(0, 9)));
        assert_eq!(
            line("q").parse(pair()).map_err(|e| e.to_string()),
            Err("line 1, column 1: expected a pair".into())
        );
        assert_eq!(
            line("1 q").parse(pair()).map_err(|e| e.to_string()),
            Err("line 1, column 3: expected an integer from 0 to 9".into())
        );
    }

    #[test]
    fn names_next_integers_and_words() {
        let line = Line {
            number: 4,
            text: " MAZE",
        };
        assert_eq!(name_line(&line, "a maze name"), Ok("MAZE".into()));
        let spaced = Line {
            number: 4,
            text: "MY MAZE",
        };
        assert_eq!(
            name_line(&spaced, "a maze name").map_err(|e| e.to_string()),
            Err("line 4, column 3: expected a maze name without blanks".into())
        );
        assert_eq!(next_int(1, 3)(" 2"), Ok(("", 2)));
        let what = |r: PResult<'_, i64>| match r {
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => e.what.into_owned(),
            other => format!("{other:?}"),
        };
        assert_eq!(
            what(next_int(1, 3)("  ")),
            "expected an integer from 1 to 3"
        );
        assert_eq!(what(next_int(1, 3)("")), "expected an integer from 1 to 3");
        assert_eq!(what(next_int(1, 3)("2")), "expected a space");
        assert_eq!(word("ab cd"), Ok((" cd", "ab")));
        assert!(matches!(word(" ab"), Err(nom::Err::Error(e)) if e.what == "expected a word"));
    }
}
