//! Laws of the parser: it never panics, whatever the input, and writing
//! datasets out and reading them back gives the same datasets.

use cube_puzzle::{Reader, generate, parse, to_judge_input};
use dice_core::rng::SplitMix64;
use proptest::prelude::*;

const SAMPLE: &str = include_str!("../../../testdata/cube-puzzle/sample.in");

proptest! {
    #[test]
    fn any_text_parses_or_errors(text in "\\PC{0,200}") {
        let _ = parse(&text);
    }

    #[test]
    fn pattern_like_text_parses_or_errors(text in "([0-4] [0-4]\n([BWRE ]{0,7}\n){0,3}){0,3}(0 0)?") {
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
        prop_assert!(Reader::new(&bytes[..]).count() <= 9);
    }

    #[test]
    fn parse_of_format_is_identity(seed in any::<u64>(), n in 1usize..20) {
        let mut rng = SplitMix64::new(seed);
        let sets: Vec<_> = (0..n).map(|_| generate::random(&mut rng)).collect();
        prop_assert_eq!(parse(&to_judge_input(&sets)), Ok(sets));
    }
}
