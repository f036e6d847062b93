//! Where a dice maze ends in raw input: the name line, the size line, and
//! as many rows as the size line's first number says (`END` ends the
//! input). For tools that cut input without parsing it.

use dice_core::MAX_SIDE;
use dice_core::text::{FrameStep, Framing, line_text, whole_int, words};

/// What the parser expects where the input ends without `END`.
pub(crate) const EXPECTED_AT_END: &str = "expected a maze name or END";

/// Follows dice mazes line by line ([`Framing`]): after the name, the size
/// line says how many rows follow.
#[derive(Clone, Copy, Debug, Default)]
pub struct DiceFraming;

impl Framing for DiceFraming {
    fn open(&mut self, first: &[u8]) -> FrameStep {
        if first == b"END" {
            FrameStep::EndMarker
        } else {
            FrameStep::NeedMore
        }
    }

    fn next(&mut self, line: &[u8]) -> FrameStep {
        // The size line: its first word is the row count as the parser reads
        // it; anything else is an error the parse reports.
        let first_word = words(line_text(line)).next();
        let n_rows = first_word.and_then(whole_int).unwrap_or(0);
        if (1..=i64::from(MAX_SIDE)).contains(&n_rows) {
            FrameStep::Lines(n_rows as usize)
        } else {
            FrameStep::Complete
        }
    }

    fn expected_at_end(&self) -> &'static str {
        EXPECTED_AT_END
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_maze_ends_after_its_rows() {
        let mut framing = DiceFraming;
        assert_eq!(framing.open(b"M"), FrameStep::NeedMore);
        assert_eq!(framing.next(b" 2 3 1 1 5 1"), FrameStep::Lines(2));
        assert_eq!(framing.open(b"END"), FrameStep::EndMarker);
        assert_eq!(framing.open(b"BAD"), FrameStep::NeedMore);
        assert_eq!(framing.next(b"x 3"), FrameStep::Complete);
    }

    #[test]
    fn the_end_of_input_is_reported_as_the_parser_reports_it() {
        let error = crate::parse("M\n1 1 1 1 5 1\n-1\n").unwrap_err();
        let message = format!(
            "line 4, column 1: {}, found the end of the input",
            DiceFraming.expected_at_end()
        );
        assert_eq!(error.to_string(), message);
        assert_eq!(DiceFraming.expected_at_end(), "expected a maze name or END");
    }
}
