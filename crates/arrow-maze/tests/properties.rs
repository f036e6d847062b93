//! The arrow maze parser's own laws: text shaped like the format is read or
//! refused with a position, and writing mazes out and reading them back
//! gives the same mazes. (The laws every reader keeps, any bytes and edited
//! samples, are checked for all puzzles in `crates/cli/tests/properties.rs`.)

use arrow_maze::{generate, parse, to_judge_input};
use proptest::prelude::*;

proptest! {
    #[test]
    fn sign_like_text_parses_or_errors(text in "[A-Z]{1,6}\n[0-9 NESW]{0,12}\n([0-9 NESWLFR*]{0,16}\n){0,6}0?\n(END)?") {
        if let Err(e) = parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
        }
    }

    #[test]
    fn parse_of_format_is_identity(seed in any::<u64>(), rows in 1u32..12, cols in 1u32..12, n in 1usize..4) {
        let mazes: Vec<_> = (0..n as u64).map(|k| generate::random(seed.wrapping_add(k), rows, cols)).collect();
        prop_assert_eq!(parse(&to_judge_input(&mazes)), Ok(mazes));
    }
}
