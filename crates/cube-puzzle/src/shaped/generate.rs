//! Seeded generators of datasets on boards of other shapes.

use super::{Shape, ShapedDataset, ShapedPattern, ShapedSolver, TooManySquares};
use dice_core::rng::SplitMix64;

/// A dataset on `shape` with a random start square and a random pattern.
pub fn random(rng: &mut SplitMix64, shape: Shape) -> ShapedDataset {
    let start = shape.square_at(rng.below(shape.n_squares() as u64) as usize);
    let index = rng.below(ShapedPattern::count(shape) as u64) as usize;
    ShapedDataset {
        start,
        pattern: ShapedPattern::from_index(shape, index),
    }
}

/// A dataset on `shape` whose judge answer is `steps` (0 to 30), or -1 (more
/// than 30 rolls, or none at all) for `steps` of -1 or anything else out
/// of 0..=30: the start square is random among those that have such a
/// pattern, and the pattern is random among those. `None` when no start
/// has one (on 1 x 2 nothing needs two rolls).
pub fn with_answer(
    rng: &mut SplitMix64,
    solver: &mut ShapedSolver,
    shape: Shape,
    steps: i64,
) -> Result<Option<ShapedDataset>, TooManySquares> {
    let wanted = if (0..=30).contains(&steps) { steps } else { -1 };
    let mut starts: Vec<_> = shape.squares().collect();
    // Starts in random order (Fisher-Yates).
    for i in (1..starts.len()).rev() {
        starts.swap(i, rng.below(i as u64 + 1) as usize);
    }
    for start in starts {
        let dataset = |index| ShapedDataset {
            start,
            pattern: ShapedPattern::from_index(shape, index),
        };
        let mut matching = Vec::new();
        for index in 0..ShapedPattern::count(shape) {
            if solver.solve(&dataset(index))?.judge_value() == wanted {
                matching.push(index);
            }
        }
        if !matching.is_empty() {
            let pick = rng.below(matching.len() as u64) as usize;
            return Ok(Some(dataset(matching[pick])));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn datasets_with_an_answer_have_it_or_there_is_none() {
        let mut rng = SplitMix64::new(9);
        let mut solver = ShapedSolver::new();
        let shape: Shape = "2x3".parse().expect("a shape");
        for steps in [0, 1, 14, 27] {
            let dataset = with_answer(&mut rng, &mut solver, shape, steps)
                .expect("six squares")
                .expect("2 x 3 has every answer up to 27");
            assert_eq!(solver.solve(&dataset).expect("small").judge_value(), steps);
        }
        let none = with_answer(&mut rng, &mut solver, shape, 28).expect("six squares");
        assert_eq!(none, None, "nothing on 2 x 3 needs 28 rolls");
        // 2 x 2: most patterns cannot be made at all, which the judge
        // answers -1.
        let shape: Shape = "2x2".parse().expect("a shape");
        let never = with_answer(&mut rng, &mut solver, shape, -1).expect("four squares");
        let never = never.expect("80 patterns of 108 cannot be made");
        assert_eq!(solver.solve(&never).expect("small").rolls, None);
    }

    #[test]
    fn random_datasets_spread_over_starts_and_patterns() {
        let mut rng = SplitMix64::new(4);
        let shape: Shape = "4x2".parse().expect("a shape");
        let mut drawn: Vec<ShapedDataset> = (0..40).map(|_| random(&mut rng, shape)).collect();
        let starts: std::collections::BTreeSet<_> = drawn.iter().map(|d| d.start).collect();
        assert!(starts.len() >= 6, "{} starts", starts.len());
        drawn.sort_by_key(|d| (d.start, d.pattern.index()));
        drawn.dedup();
        assert!(drawn.len() >= 38);
    }
}
