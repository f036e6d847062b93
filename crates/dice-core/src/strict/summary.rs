//! A validator's findings for a reader: each repeated fault once, with how
//! often it occurs and where first, and at most [`MAX_FAULTS`] of them.
//!
//! A file copied from a statement often breaks one layout rule on every
//! line (blanks at the ends of lines); listing each line hides the verdict.
//! The full list stays what the validators return; this is how it is told.

use super::{END_BLANK, START_BLANK, WIDE_GAP};
use crate::text::ParseError;
use std::collections::HashMap;
use std::fmt;

/// The most faults a [`Summary`] lists; the rest are counted in one line.
pub const MAX_FAULTS: usize = 5;

/// One kind of broken rule: its first place and how many places break it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The first violation of this kind, in file order.
    pub first: ParseError,
    /// How many violations have the same message, the first included.
    pub count: usize,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ParseError {
            line,
            column,
            message,
        } = &self.first;
        let n = self.count;
        let accepted = "judge files must not, the solvers accept them";
        match message.as_str() {
            _ if n == 1 => write!(f, "{}", self.first),
            END_BLANK => write!(
                f,
                "{n} lines end with a blank (first: line {line}, column {column}); {accepted}"
            ),
            START_BLANK => write!(
                f,
                "{n} lines start with a blank (first: line {line}, column {column}); {accepted}"
            ),
            WIDE_GAP => write!(
                f,
                "{n} lines part fields with more than one space (first: line {line}, column {column}); {accepted}"
            ),
            _ => write!(
                f,
                "line {line}, column {column}: {message} ({n} times in all)"
            ),
        }
    }
}

/// A validator's violations told briefly: the faults in the order of their
/// first places, at most [`MAX_FAULTS`], then how many more were found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The faults told, each once.
    pub faults: Vec<Fault>,
    /// Violations left out of `faults` (of kinds past the first
    /// [`MAX_FAULTS`]).
    pub more: usize,
}

impl Summary {
    /// Groups `violations` (in file order, as the validators return them)
    /// by their message.
    pub fn of(violations: &[ParseError]) -> Summary {
        let mut faults: Vec<Fault> = Vec::new();
        let mut index: HashMap<&str, usize> = HashMap::new();
        for v in violations {
            match index.get(v.message.as_str()) {
                Some(&k) => faults[k].count += 1,
                None => {
                    index.insert(&v.message, faults.len());
                    faults.push(Fault {
                        first: v.clone(),
                        count: 1,
                    });
                }
            }
        }
        let more = faults.iter().skip(MAX_FAULTS).map(|f| f.count).sum();
        faults.truncate(MAX_FAULTS);
        Summary { faults, more }
    }

    /// Whether there is nothing to tell: the file is valid.
    pub fn is_empty(&self) -> bool {
        self.faults.is_empty()
    }
}

impl fmt::Display for Summary {
    /// One line per fault, then `and N more violations` when some were
    /// left out; lines are parted by `\n`, with none after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, fault) in self.faults.iter().enumerate() {
            if k > 0 {
                writeln!(f)?;
            }
            write!(f, "{fault}")?;
        }
        match self.more {
            0 => Ok(()),
            1 => write!(f, "\nand 1 more violation of another rule"),
            n => write!(f, "\nand {n} more violations of other rules"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, column: usize, message: &str) -> ParseError {
        ParseError::new(line, column, message)
    }

    #[test]
    fn a_fault_on_every_line_is_one_line_with_its_count_and_first_place() {
        let mut violations: Vec<ParseError> =
            (1..=31).map(|l| at(l, 4 + l % 2 * 2, END_BLANK)).collect();
        violations.insert(3, at(4, 1, START_BLANK));
        violations.push(at(32, 1, START_BLANK));
        violations.push(at(33, 2, "expected an integer from 1 to 3, found \"7\""));
        let summary = Summary::of(&violations);
        assert_eq!(
            summary.to_string(),
            "31 lines end with a blank (first: line 1, column 6); judge files must not, the solvers accept them\n\
             2 lines start with a blank (first: line 4, column 1); judge files must not, the solvers accept them\n\
             line 33, column 2: expected an integer from 1 to 3, found \"7\""
        );
        assert_eq!(summary.more, 0);
    }

    #[test]
    fn single_faults_keep_their_words_and_many_kinds_are_capped() {
        assert!(Summary::of(&[]).is_empty());
        assert_eq!(Summary::of(&[]).to_string(), "");
        let one = Summary::of(&[at(2, 3, WIDE_GAP)]);
        assert_eq!(
            one.to_string(),
            "line 2, column 3: expected a single space between fields"
        );
        let gaps = Summary::of(&[at(2, 3, WIDE_GAP), at(5, 1, WIDE_GAP)]);
        assert!(
            gaps.to_string().starts_with(
                "2 lines part fields with more than one space (first: line 2, column 3)"
            )
        );
        let repeated = Summary::of(&[at(1, 1, "expected x"), at(9, 1, "expected x")]);
        assert_eq!(
            repeated.to_string(),
            "line 1, column 1: expected x (2 times in all)"
        );
        let kinds: Vec<ParseError> = (1..=9)
            .map(|l| at(l, 1, &format!("expected {l}")))
            .chain([at(10, 1, "expected 9")])
            .collect();
        let capped = Summary::of(&kinds);
        assert_eq!(capped.faults.len(), MAX_FAULTS);
        assert_eq!(capped.more, 5);
        let text = capped.to_string();
        assert_eq!(text.lines().count(), MAX_FAULTS + 1);
        assert!(
            text.ends_with("\nand 5 more violations of other rules"),
            "{text}"
        );
        let one_more: Vec<ParseError> = (1..=6)
            .map(|l| at(l, 1, &format!("expected {l}")))
            .collect();
        assert!(
            Summary::of(&one_more)
                .to_string()
                .ends_with("\nand 1 more violation of another rule")
        );
    }
}
