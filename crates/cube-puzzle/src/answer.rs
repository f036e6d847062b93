//! What the solver says: an answer that may be only a bound (4 x 4 beyond
//! the judge's limit), and the refusal of a census on a board too large for
//! complete tables.

use crate::Shape;
use std::fmt;

/// The most squares of a board with complete tables (the parity search
/// over every pattern): 3 x 4 and 4 x 3.
pub(crate) const MAX_PARITY_SQUARES: usize = 12;

/// The judge prints the answer when it is at most this many rolls, else -1.
pub const JUDGE_LIMIT: u32 = 30;

/// The fewest rolls that make a dataset's pattern, as far as the search
/// went.
///
/// ```
/// use cube_puzzle::Answer;
/// assert_eq!(Answer::Rolls(31).judge_value(), -1);
/// assert_eq!(Answer::Rolls(31).to_string(), "-1");
/// assert_eq!(Answer::Rolls(30).to_string(), "30");
/// // The judge's line is the number and a newline.
/// println!("{}", Answer::Rolls(30));
/// assert_eq!(Answer::MoreThan(30).minimum(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Exactly this many rolls, and no fewer.
    Rolls(u32),
    /// No rolls make the pattern.
    Never,
    /// More than this many rolls or none at all: on boards too large for
    /// complete tables the search proves no sequence this short exists and
    /// looks no further.
    MoreThan(u32),
}

impl Answer {
    /// The judge's number: the minimum if at most [`JUDGE_LIMIT`], else -1.
    pub fn judge_value(self) -> i64 {
        match self {
            Answer::Rolls(n) if n <= JUDGE_LIMIT => i64::from(n),
            _ => -1,
        }
    }

    /// The true minimum, when the search found it.
    pub fn minimum(self) -> Option<u32> {
        match self {
            Answer::Rolls(n) => Some(n),
            Answer::Never | Answer::MoreThan(_) => None,
        }
    }
}

/// An answer with a shortest sequence of rolls from the same search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The fewest rolls, as far as the search went.
    pub answer: Answer,
    /// The squares whose cubes roll into the hole, in turn: empty for 0
    /// rolls; `None` when no rolls make the pattern, and on boards of more
    /// than nine squares when it needs more than 30.
    pub rolls: Option<Vec<crate::Square>>,
}

/// The judge's number, [`Answer::judge_value`], without a newline: the
/// judge's line is `println!("{answer}")`.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.judge_value())
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
    /// more than 12 squares, the most the complete tables are built for.
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

/// Why a census was not taken: the board is too large for complete
/// tables, or the system refused their memory (3 x 4 needs about 1.6 GB a
/// start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CensusError {
    /// Complete tables are not built for boards this large.
    #[error(transparent)]
    TooLarge(#[from] TooManySquares),
    /// The system refused the tables' memory.
    #[error(transparent)]
    Memory(#[from] dice_core::memory::OutOfMemory),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judge_values_cap_at_the_limit_and_bounds_have_no_minimum() {
        assert_eq!(Answer::Rolls(30).judge_value(), 30);
        assert_eq!(Answer::Rolls(31).judge_value(), -1);
        assert_eq!(Answer::Rolls(31).minimum(), Some(31));
        assert_eq!(Answer::Never.judge_value(), -1);
        assert_eq!(Answer::MoreThan(30).judge_value(), -1);
        assert_eq!(Answer::MoreThan(30).minimum(), None);
        assert_eq!(Answer::Rolls(0).to_string(), "0");
        assert_eq!(Answer::MoreThan(30).to_string(), "-1");
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
