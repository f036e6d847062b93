//! The cube's answers with their rolls, as `abbott cube-puzzle --moves`
//! prints them (`3 (1,1) (1,2) (1,3)`), read back and judged: the number
//! is the judge's, and as many rolls follow, each of a cube beside the
//! hole, that make the dataset's pattern (none after 0 and -1).

use super::{AnswerLine, Rejection, RollFault};
use cube_puzzle::play::Board;
use cube_puzzle::{Dataset, Square};
use dice_core::judge::canonical_integer;

/// Whether `text` reads as an answer followed by rolls: a number, then
/// something that opens a square.
pub(crate) fn looks_like_rolls(text: &str) -> bool {
    let mut words = text.split_whitespace();
    words.next().and_then(canonical_integer).is_some()
        && words.next().is_some_and(|w| w.starts_with('('))
}

/// The verdict on `line`, which must be the judge's number `expected` for
/// `dataset`, followed by that many rolls that make its pattern.
pub(crate) fn rolls_verdict(
    dataset: &Dataset,
    expected: i64,
    line: &AnswerLine,
) -> Result<(), Rejection> {
    let mut words = line.text.split_whitespace();
    let Some(found) = words.next().and_then(canonical_integer) else {
        return Err(Rejection::NotANumber {
            line: line.line,
            found: line.text.chars().take(40).collect(),
        });
    };
    if found != expected {
        return Err(Rejection::WrongNumber { expected, found });
    }
    let fault = |fault| Rejection::Rolls {
        line: line.line,
        fault,
    };
    let rolls: Vec<&str> = words.collect();
    // -1 has no rolls: the pattern is beyond the judge's limit.
    let wanted = usize::try_from(expected).unwrap_or(0);
    if rolls.len() != wanted {
        return Err(fault(RollFault::Count {
            answer: expected,
            rolls: rolls.len(),
        }));
    }
    let shape = dataset.pattern.shape();
    let mut board = Board::start(shape, dataset.start).expect("a dataset's start is on its board");
    for (k, word) in rolls.iter().enumerate() {
        let roll = k + 1;
        let Some(square) = square_of(word) else {
            let found = word.chars().take(20).collect();
            return Err(fault(RollFault::NotASquare { roll, found }));
        };
        let hole = board.hole();
        let Some(heading) = board.heading_from(square) else {
            return Err(fault(RollFault::NotBeside { roll, square, hole }));
        };
        board = board
            .rolled(heading)
            .expect("the cube beside the hole rolls into it");
    }
    // After -1 there is no pattern to reach: it lies beyond the limit.
    if expected >= 0 && board.pattern() != dataset.pattern {
        return Err(fault(RollFault::Misses));
    }
    Ok(())
}

/// A square written `(x,y)`, each number by the one rule for numbers.
fn square_of(word: &str) -> Option<Square> {
    let inner = word.strip_prefix('(')?.strip_suffix(')')?;
    let (x, y) = inner.split_once(',')?;
    let coordinate = |text: &str| u8::try_from(canonical_integer(text)?).ok();
    Some(Square {
        x: coordinate(x)?,
        y: coordinate(y)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cube sample's second dataset: 3 rolls, (1,1) (1,2) (1,3).
    fn second() -> Dataset {
        cube_puzzle::parse("2 1\nR B W\nR W W\nE W W\n0 0\n").expect("valid")[0]
    }

    fn verdict(expected: i64, text: &str) -> Result<(), String> {
        let line = AnswerLine {
            line: 2,
            text: text.to_string(),
        };
        rolls_verdict(&second(), expected, &line).map_err(|r| r.to_string())
    }

    #[test]
    fn legal_rolls_that_make_the_pattern_in_the_answer_s_number_pass() {
        assert_eq!(verdict(3, "3 (1,1) (1,2) (1,3)"), Ok(()));
        assert!(looks_like_rolls("3 (1,1) (1,2) (1,3)"));
        assert!(!looks_like_rolls("3"));
    }

    #[test]
    fn each_fault_of_the_rolls_is_named() {
        assert_eq!(
            verdict(3, "4 (1,1) (1,2) (1,3) (2,3)"),
            Err("expected 3, found 4".into())
        );
        assert_eq!(
            verdict(3, "3 (1,1) (1,2)"),
            Err("output line 2: the answer 3 is followed by 2 rolls".into())
        );
        assert_eq!(
            verdict(3, "3 (1,1) (2,2) (1,3)"),
            Err("output line 2: roll 2: the cube on (2,2) is not beside the hole at (1,1)".into())
        );
        assert_eq!(
            verdict(3, "3 (1,1) (1,2) (1,03)"),
            Err("output line 2: roll 3: expected a square (x,y), found \"(1,03)\"".into())
        );
        assert_eq!(
            verdict(3, "3 (3,1) (3,2) (2,2)"),
            Err("output line 2: the rolls end on another pattern than the dataset's".into())
        );
        assert_eq!(
            verdict(-1, "-1 (1,1)"),
            Err("output line 2: the answer -1 is followed by 1 roll".into())
        );
        assert_eq!(verdict(-1, "-1"), Ok(()));
    }
}
