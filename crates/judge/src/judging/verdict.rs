//! Verdicts as types: why one answer of a claimed output is rejected, and
//! which kind of rejection that is for the judge systems' interfaces.

use super::MOVES;
use std::fmt;

/// Why one answer of a claimed output is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The output cannot be read as text of answers at all: bytes that are
    /// not UTF-8, a line too long, too much output.
    Unreadable(String),
    /// The answer's lines break the judge layout (names in column 1, the
    /// indent, positions per line, separators); the statement makes the
    /// layout part of the answer.
    Layout(dice_core::judge::LayoutError),
    /// The output ends before this dataset's answer.
    Missing,
    /// The answer carries another dataset's name.
    WrongName {
        /// The output line of the name.
        line: usize,
        /// The dataset's name.
        expected: String,
        /// The name found.
        found: String,
    },
    /// The route breaks a rule of the puzzle.
    Illegal(String),
    /// `No Solution Possible` where a route exists.
    ClaimsNoSolution {
        /// `tour` or `route`.
        what: &'static str,
        /// The moves of a shortest one.
        shortest: usize,
    },
    /// A legal route longer than the shortest.
    Longer {
        /// `tour` or `route`.
        what: &'static str,
        /// The moves of the route given.
        moves: usize,
        /// The moves of a shortest one.
        shortest: usize,
    },
    /// A cube answer that is not a number.
    NotANumber {
        /// The output line.
        line: usize,
        /// What it holds.
        found: String,
    },
    /// A cube answer that is not the judge's number.
    WrongNumber {
        /// The right answer.
        expected: i64,
        /// The answer given.
        found: i64,
    },
    /// Output after the last dataset's answer, or a stray line before
    /// one: one error, naming the first extra line.
    Extra(String),
    /// A cube answer followed by rolls, where only the number is asked
    /// (`check` without `--moves`).
    RollsNotAsked {
        /// The output line.
        line: usize,
    },
    /// A cube answer whose rolls (`--moves`) do not make it good.
    Rolls {
        /// The output line.
        line: usize,
        /// What is wrong with them.
        fault: RollFault,
    },
}

/// What is wrong with the rolls that follow a cube answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RollFault {
    /// Text where a square `(x,y)` belongs.
    NotASquare {
        /// The roll, from 1.
        roll: usize,
        /// What stands there.
        found: String,
    },
    /// Another number of rolls than the answer says.
    Count {
        /// The answer.
        answer: i64,
        /// The rolls given.
        rolls: usize,
    },
    /// A roll of a cube that is not beside the hole.
    NotBeside {
        /// The roll, from 1.
        roll: usize,
        /// The square named.
        square: cube_puzzle::Square,
        /// The hole before the roll.
        hole: cube_puzzle::Square,
    },
    /// Legal rolls that end on another pattern than the dataset's.
    Misses,
}

impl fmt::Display for RollFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RollFault::NotASquare { roll, found } => {
                write!(f, "roll {roll}: expected a square (x,y), found {found:?}")
            }
            RollFault::Count { answer, rolls } => write!(
                f,
                "the answer {answer} is followed by {rolls} roll{}",
                if *rolls == 1 { "" } else { "s" }
            ),
            RollFault::NotBeside { roll, square, hole } => write!(
                f,
                "roll {roll}: the cube on {square} is not beside the hole at {hole}"
            ),
            RollFault::Misses => f.write_str("the rolls end on another pattern than the dataset's"),
        }
    }
}

impl Rejection {
    /// Whether the output is not readable as answers at all (testlib calls
    /// this a presentation error); every other rejection is a wrong answer.
    pub fn is_unreadable(&self) -> bool {
        matches!(self, Rejection::Unreadable(_))
    }

    /// The rejection of an output line that could not be read.
    pub(crate) fn from_read(e: &dice_core::text::InputError) -> Rejection {
        Rejection::Unreadable(format!("output {e}"))
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Unreadable(why) | Rejection::Illegal(why) => f.write_str(why),
            Rejection::Layout(why) => write!(f, "{why}"),
            Rejection::Missing => f.write_str("no answer in the output"),
            Rejection::WrongName {
                line,
                expected,
                found,
            } => write!(
                f,
                "output line {line}: expected the name {expected}, found {found}"
            ),
            Rejection::ClaimsNoSolution { what, shortest } => write!(
                f,
                "claims no solution, but a {what} of {} exists",
                MOVES.count(*shortest as u64)
            ),
            Rejection::Longer {
                what,
                moves,
                shortest,
            } => write!(
                f,
                "a {what} of {}, but the shortest has {shortest}",
                MOVES.count(*moves as u64)
            ),
            Rejection::NotANumber { line, found } => {
                write!(f, "output line {line}: expected a number, found {found:?}")
            }
            Rejection::WrongNumber { expected, found } => {
                write!(f, "expected {expected}, found {found}")
            }
            Rejection::Extra(why) => f.write_str(why),
            Rejection::RollsNotAsked { line } => write!(
                f,
                "output line {line}: expected a number, found a number and rolls (check them with --moves)"
            ),
            Rejection::Rolls { line, fault } => write!(f, "output line {line}: {fault}"),
        }
    }
}

/// The verdict on one dataset's answer, as a type (the crate root's
/// `Verdict` is the same decision as text, as the report shows it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatasetVerdict {
    /// The dataset's name (`dataset K` for the cube puzzle, `output` for
    /// output after the last answer).
    pub label: String,
    /// Accepted, or why not.
    pub verdict: Result<(), Rejection>,
    /// The output line where the answer (or the extra output) begins,
    /// from 1; 0 where there is none (a missing answer).
    pub line: usize,
}

impl DatasetVerdict {
    /// The verdict `verdict` on the dataset (or output) named `label`.
    pub fn new(label: &str, verdict: Result<(), Rejection>) -> DatasetVerdict {
        DatasetVerdict {
            label: label.to_string(),
            verdict,
            line: 0,
        }
    }

    /// This verdict on the answer that begins on output line `line`.
    pub fn on_line(self, line: usize) -> DatasetVerdict {
        DatasetVerdict { line, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_of_one_move_is_said_in_the_singular() {
        let claims = Rejection::ClaimsNoSolution {
            what: "route",
            shortest: 1,
        };
        assert_eq!(
            claims.to_string(),
            "claims no solution, but a route of 1 move exists"
        );
        let longer = Rejection::Longer {
            what: "route",
            moves: 1,
            shortest: 0,
        };
        assert_eq!(
            longer.to_string(),
            "a route of 1 move, but the shortest has 0"
        );
        let tour = Rejection::Longer {
            what: "tour",
            moves: 4,
            shortest: 2,
        };
        assert_eq!(
            tour.to_string(),
            "a tour of 4 moves, but the shortest has 2"
        );
    }
}
