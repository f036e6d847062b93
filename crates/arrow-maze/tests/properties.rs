//! Laws of the parser: it never panics, whatever the input, and writing a
//! maze out and reading it back gives the same maze.

use arrow_maze::{Reader, generate, parse, to_judge_input};
use proptest::prelude::*;

const SAMPLE: &str = include_str!("../../../testdata/arrow-maze/sample.in");

proptest! {
    #[test]
    fn any_text_parses_or_errors(text in "\\PC{0,200}") {
        let _ = parse(&text);
    }

    #[test]
    fn sign_like_text_parses_or_errors(text in "[A-Z]{1,6}\n[0-9 NESW]{0,12}\n([0-9 NESWLFR*]{0,16}\n){0,6}0?\n(END)?") {
        if let Err(e) = parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
        }
    }

    #[test]
    fn any_bytes_read_or_error(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        for res in Reader::new(&bytes[..]) {
            if let Err(e) = res {
                prop_assert!(e.to_string().starts_with("line "));
            }
        }
    }

    #[test]
    fn one_changed_byte_of_the_sample_never_panics(at in 0usize..SAMPLE.len(), byte in any::<u8>(), op in 0u8..3) {
        let mut bytes = SAMPLE.as_bytes().to_vec();
        match op {
            0 => bytes[at] = byte,
            1 => bytes.insert(at, byte),
            _ => { bytes.remove(at); }
        }
        prop_assert!(Reader::new(&bytes[..]).count() <= 3);
    }

    #[test]
    fn parse_of_format_is_identity(seed in any::<u64>(), rows in 1u32..12, cols in 1u32..12, n in 1usize..4) {
        let mazes: Vec<_> = (0..n as u64).map(|k| generate::random(seed.wrapping_add(k), rows, cols)).collect();
        prop_assert_eq!(parse(&to_judge_input(&mazes)), Ok(mazes));
    }
}
