//! What the solver on other boards says: an answer that may be only a
//! bound (4 x 4 beyond the judge's limit), and the refusal of a census on a
//! board too large for complete tables.

use super::{MAX_PARITY_SQUARES, Shape};
use crate::{Answer, JUDGE_LIMIT};
use std::fmt;

/// The fewest rolls that make a dataset's pattern, as far as the search
/// went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapedAnswer {
    /// Exactly this many rolls, and no fewer.
    Rolls(u32),
    /// No rolls make the pattern.
    Never,
    /// More than this many rolls or none at all: on boards too large for
    /// complete tables the search proves no sequence this short exists and
    /// looks no further.
    MoreThan(u32),
}

impl ShapedAnswer {
    /// The judge's number: the minimum if at most [`JUDGE_LIMIT`], else -1.
    pub fn judge_value(self) -> i64 {
        match self {
            ShapedAnswer::Rolls(n) if n <= JUDGE_LIMIT => i64::from(n),
            _ => -1,
        }
    }

    /// The true minimum, when the search found it.
    pub fn minimum(self) -> Option<u32> {
        match self {
            ShapedAnswer::Rolls(n) => Some(n),
            ShapedAnswer::Never | ShapedAnswer::MoreThan(_) => None,
        }
    }
}

/// An exact answer: its minimum, or never.
impl From<Answer> for ShapedAnswer {
    fn from(answer: Answer) -> ShapedAnswer {
        answer
            .rolls
            .map_or(ShapedAnswer::Never, ShapedAnswer::Rolls)
    }
}

/// The judge's line: the number and a newline.
impl fmt::Display for ShapedAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.judge_value())
    }
}

/// A board too large for what was asked of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManySquares {
    /// The board asked for.
    pub shape: Shape,
    /// What was asked: `a census`.
    pub what: &'static str,
    /// The most squares a board may have for it.
    pub limit: usize,
}

impl TooManySquares {
    /// The refusal of a census (complete tables) on `shape`, if it has
    /// more than [`MAX_PARITY_SQUARES`] squares.
    pub fn census(shape: Shape) -> Result<(), TooManySquares> {
        if shape.n_squares() > MAX_PARITY_SQUARES {
            Err(TooManySquares {
                shape,
                what: "a census",
                limit: MAX_PARITY_SQUARES,
            })
        } else {
            Ok(())
        }
    }
}

impl fmt::Display for TooManySquares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} board has {} squares: {} needs complete tables, which fit boards of at most {} squares",
            self.shape,
            self.shape.n_squares(),
            self.what,
            self.limit
        )
    }
}

impl std::error::Error for TooManySquares {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judge_values_cap_at_the_limit_and_bounds_have_no_minimum() {
        assert_eq!(ShapedAnswer::Rolls(30).judge_value(), 30);
        assert_eq!(ShapedAnswer::Rolls(31).judge_value(), -1);
        assert_eq!(ShapedAnswer::Rolls(31).minimum(), Some(31));
        assert_eq!(ShapedAnswer::Never.judge_value(), -1);
        assert_eq!(ShapedAnswer::MoreThan(30).judge_value(), -1);
        assert_eq!(ShapedAnswer::MoreThan(30).minimum(), None);
        assert_eq!(ShapedAnswer::Rolls(0).to_string(), "0\n");
        assert_eq!(ShapedAnswer::MoreThan(30).to_string(), "-1\n");
        let never = Answer { rolls: None };
        assert_eq!(ShapedAnswer::from(never), ShapedAnswer::Never);
        assert!(TooManySquares::census(Shape::new(3, 4).expect("a shape")).is_ok());
        let refused = TooManySquares::census(Shape::new(4, 4).expect("a shape"));
        assert_eq!(
            refused.map_err(|e| e.to_string()),
            Err(
                "the 4x4 board has 16 squares: a census needs complete tables, \
                 which fit boards of at most 12 squares"
                    .to_string()
            )
        );
    }
}
