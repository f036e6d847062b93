//! Any bytes into the strict validators of the three puzzles, under both
//! limits: a validator never panics, and input it accepts the puzzle's
//! lenient reader reads to the end without an error.
#![no_main]

use dice_core::strict::Limits;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for limits in [Limits::Original, Limits::Extended] {
        if dice_maze::validate(data, limits).is_empty() {
            assert!(dice_maze::Reader::new(data).all(|m| m.is_ok()), "dice maze");
        }
        if arrow_maze::validate(data, limits).is_empty() {
            assert!(arrow_maze::Reader::new(data).all(|m| m.is_ok()), "arrow maze");
        }
        if cube_puzzle::validate(data, limits).is_empty() {
            assert!(cube_puzzle::Reader::new(data).all(|d| d.is_ok()), "cube puzzle");
        }
    }
});
