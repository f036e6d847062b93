//! The cube puzzle parser's own laws: text shaped like the format is read
//! or refused with a position, and writing datasets out and reading them
//! back gives the same datasets. (The laws every reader keeps, any bytes
//! and edited samples, are checked for all puzzles in
//! `crates/cli/tests/properties.rs`.)

use cube_puzzle::{generate, parse, to_judge_input};
use dice_core::rng::SplitMix64;
use proptest::prelude::*;

proptest! {
    #[test]
    fn pattern_like_text_parses_or_errors(text in "([0-4] [0-4]\n([BWRE ]{0,7}\n){0,3}){0,3}(0 0)?") {
        if let Err(e) = parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
        }
    }

    #[test]
    fn parse_of_format_is_identity(seed in any::<u64>(), n in 1usize..20) {
        let mut rng = SplitMix64::new(seed);
        let sets: Vec<_> = (0..n).map(|_| generate::random(&mut rng, cube_puzzle::Shape::STATEMENT)).collect();
        prop_assert_eq!(parse(&to_judge_input(&sets)), Ok(sets));
    }
}
