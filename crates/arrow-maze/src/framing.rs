//! Where an arrow maze ends in raw input: the name line, the start line,
//! then intersection lines up to a line that is `0` (`END` ends the input).
//! For tools that cut input without parsing it.

use dice_core::text::{FrameStep, Framing, line_start};

/// What the parser expects where the input ends without `END`.
pub(crate) const EXPECTED_AT_END: &str = "expected a maze name or END";

/// Follows arrow mazes line by line ([`Framing`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct ArrowFraming {
    /// Whether the start line has been seen.
    started: bool,
}

impl Framing for ArrowFraming {
    fn open(&mut self, first: &[u8]) -> FrameStep {
        self.started = false;
        if first == b"END" {
            FrameStep::EndMarker
        } else {
            FrameStep::NeedMore
        }
    }

    fn next(&mut self, line: &[u8]) -> FrameStep {
        let line = line_start(line);
        if !self.started {
            self.started = true;
            return FrameStep::NeedMore;
        }
        // The closing `0`, read as the parser reads it: a 0 not followed by
        // another digit.
        if line.first() == Some(&b'0') && !line.get(1).is_some_and(u8::is_ascii_digit) {
            FrameStep::Complete
        } else {
            FrameStep::NeedMore
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
    fn a_maze_ends_at_its_zero_line() {
        let mut framing = ArrowFraming::default();
        assert_eq!(framing.open(b"M"), FrameStep::NeedMore);
        assert_eq!(framing.next(b"0 1 N 1 1"), FrameStep::NeedMore);
        assert_eq!(framing.next(b"1 1 NF *"), FrameStep::NeedMore);
        assert_eq!(framing.next(b"07 1 NF *"), FrameStep::NeedMore);
        assert_eq!(framing.next(b"0"), FrameStep::Complete);
        assert_eq!(framing.open(b"END"), FrameStep::EndMarker);
    }

    #[test]
    fn the_end_of_input_is_reported_as_the_parser_reports_it() {
        let error = crate::parse("M\n3 1 N 3 3\n0\n").unwrap_err();
        let expected = ArrowFraming::default().expected_at_end();
        assert_eq!(expected, "expected a maze name or END");
        assert_eq!(
            error.to_string(),
            format!("line 4, column 1: {expected}, found the end of the input")
        );
    }
}
