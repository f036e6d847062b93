//! Seeded generators of datasets, for tests, benchmarks and setters.

use crate::{Colour, Dataset, N_SQUARES, Pattern, Square};
use dice_core::rng::SplitMix64;

/// A dataset with a random start square and a random pattern (random hole,
/// random colours).
pub fn random(rng: &mut SplitMix64) -> Dataset {
    let start = Square::from_index(rng.below(9) as usize);
    let hole = Square::from_index(rng.below(9) as usize);
    let mut tops = [Colour::White; N_SQUARES];
    for top in &mut tops {
        *top = Colour::ALL[rng.below(3) as usize];
    }
    Dataset {
        start,
        pattern: Pattern::new(hole, tops),
    }
}
