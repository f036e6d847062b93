//! Seeded generators of datasets, for tests, benchmarks and setters.

use crate::{Colour, Dataset, N_PATTERNS, N_SQUARES, Pattern, Solver, Square};
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

/// A dataset whose judge answer is `steps` (0 to 30), or -1 (more than 30
/// rolls) for `steps` of -1 or anything else out of 0..=30: the start
/// square is random, and the pattern is drawn at random among those with
/// that answer from it (patterns are drawn until one has it, answered
/// from the solver's tables).
pub fn with_answer(rng: &mut SplitMix64, solver: &mut Solver, steps: i64) -> Dataset {
    let start = Square::from_index(rng.below(9) as usize);
    let wanted = if (0..=30).contains(&steps) { steps } else { -1 };
    // Every start has patterns with every answer from 0 to 30 and above
    // (see the census), so the draws end: the rarest answer, 0, has one
    // pattern and takes 59,049 draws on average, a few milliseconds.
    loop {
        let dataset = Dataset {
            start,
            pattern: Pattern::from_index(rng.below(N_PATTERNS as u64) as usize),
        };
        if solver.solve(&dataset).judge_value() == wanted {
            return dataset;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn datasets_with_a_given_answer_have_it() {
        let mut rng = SplitMix64::new(3);
        let mut solver = Solver::new();
        for steps in [-1, 0, 1, 17, 30] {
            let dataset = with_answer(&mut rng, &mut solver, steps);
            assert_eq!(solver.solve(&dataset).judge_value(), steps);
        }
    }

    #[test]
    fn patterns_with_an_answer_are_drawn_at_random() {
        // 3,068 patterns need 23 rolls from a corner, 4,527 from an edge
        // and 4,024 from the centre: twenty draws hardly ever repeat one.
        let mut rng = SplitMix64::new(5);
        let mut solver = Solver::new();
        let mut drawn: Vec<Dataset> = (0..20)
            .map(|_| with_answer(&mut rng, &mut solver, 23))
            .collect();
        drawn.sort_by_key(|d| (d.start.index(), d.pattern.index()));
        drawn.dedup();
        assert!(drawn.len() >= 18, "{} different datasets", drawn.len());
        let zero = with_answer(&mut rng, &mut solver, 0);
        assert_eq!(zero.pattern.hole(), zero.start, "the start board itself");
    }
}
