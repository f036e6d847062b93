//! Where a cube dataset ends in raw input: the `x y` line and three pattern
//! lines (`0 0` ends the input). For tools that cut input without parsing
//! it.

use dice_core::text::{FrameStep, Framing, whole_int, words};

/// What the parser expects where the input ends without `0 0`.
pub(crate) const EXPECTED_AT_END: &str = "expected the empty square x y, or 0 0";

/// Follows cube datasets line by line ([`Framing`]): three pattern lines
/// follow each `x y` line.
#[derive(Clone, Copy, Debug, Default)]
pub struct CubeFraming;

impl Framing for CubeFraming {
    fn open(&mut self, first: &[u8]) -> FrameStep {
        let mut words = words(first);
        if words.next().and_then(whole_int) == Some(0)
            && words.next().and_then(whole_int) == Some(0)
            && words.next().is_none()
        {
            return FrameStep::EndMarker;
        }
        FrameStep::Lines(3)
    }

    fn next(&mut self, _line: &[u8]) -> FrameStep {
        // Only reached if a cutter asks past the three pattern lines.
        FrameStep::Complete
    }

    /// Only a line of two whole numbers (`x y`, or `0 0`): a row of B, W,
    /// R and E there is the rest of a pattern of another board.
    fn may_open(&self, first: &[u8]) -> bool {
        let mut words = words(first);
        let mut number = || words.next().and_then(whole_int).is_some();
        number() && number() && words.next().is_none()
    }

    fn expected_at_end(&self) -> &'static str {
        EXPECTED_AT_END
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_input_is_named_as_the_parser_names_it() {
        let error = crate::parse("1 1\nE W W\nW W W\nW W W\n").expect_err("no 0 0");
        assert_eq!(
            error.to_string(),
            format!(
                "line 5, column 1: {}, found the end of the input",
                CubeFraming.expected_at_end()
            )
        );
        assert!(CubeFraming.expected_at_end().contains("0 0"));
    }

    #[test]
    fn a_dataset_is_four_lines_and_0_0_ends_the_input() {
        let mut framing = CubeFraming;
        assert_eq!(framing.open(b"1 2"), FrameStep::Lines(3));
        assert_eq!(framing.open(b"0  +0"), FrameStep::EndMarker);
        assert_eq!(framing.open(b"0 0 0"), FrameStep::Lines(3));
        // Only spaces and tabs part words, as in the parser.
        assert_eq!(framing.open(b"0\t0"), FrameStep::EndMarker);
        assert_eq!(framing.open(b"0\r0"), FrameStep::Lines(3));
        assert_eq!(framing.open(b"0\x0c0"), FrameStep::Lines(3));
    }

    #[test]
    fn only_a_start_line_opens_a_dataset() {
        assert!(CubeFraming.may_open(b"1 2"));
        assert!(CubeFraming.may_open(b"0 0"));
        assert!(CubeFraming.may_open(b"7\t-3"));
        assert!(!CubeFraming.may_open(b"W W W W"));
        assert!(!CubeFraming.may_open(b"1 2 3"));
        assert!(!CubeFraming.may_open(b"1"));
    }
}
