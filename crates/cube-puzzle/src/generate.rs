//! Seeded generators of datasets on every board, for tests, benchmarks and
//! setters.

use crate::boards::MAX_WHOLE_SQUARES;
use crate::pattern::{MAX_SQUARES, N_PATTERNS};
use crate::replay::Board;
use crate::{Answer, Colour, Dataset, Pattern, Shape, Solver, Square};
use dice_core::Heading;
use dice_core::memory::OutOfMemory;
use dice_core::rng::SplitMix64;

/// A dataset on `shape` with a random start square and a random pattern
/// (random hole, random colours).
pub fn random(rng: &mut SplitMix64, shape: Shape) -> Dataset {
    if shape == Shape::STATEMENT {
        return random_statement(rng);
    }
    let start = shape.square_at(rng.below(shape.n_squares() as u64) as usize);
    let index = rng.below(Pattern::count(shape) as u64) as usize;
    Dataset {
        start,
        pattern: Pattern::from_index(shape, index),
    }
}

/// [`random`] on the statement's board, drawing the start, the hole and
/// nine colours as the generator always has (seeded inputs stay the same).
fn random_statement(rng: &mut SplitMix64) -> Dataset {
    let shape = Shape::STATEMENT;
    let start = shape.square_at(rng.below(9) as usize);
    let hole = shape.square_at(rng.below(9) as usize);
    let mut tops = [Colour::White; MAX_SQUARES];
    for top in tops.iter_mut().take(9) {
        *top = Colour::ALL[rng.below(3) as usize];
    }
    let pattern = Pattern::new(shape, hole, |sq| tops[shape.index(sq)]);
    Dataset {
        start,
        pattern: pattern.expect("the hole is on the board"),
    }
}

/// A dataset on `shape` with a random start square and a random pattern
/// that some rolls make (judged -1 only when it needs more than 30): on the
/// boards where most patterns cannot be made at all (one square wide, and
/// 2 x 2), drawn among those that can, at random; elsewhere, where every
/// pattern can be made, the same as [`random`].
///
/// A refused search ends the process, as a refused allocation does;
/// [`try_reachable`] gives the refusal instead.
pub fn reachable(rng: &mut SplitMix64, solver: &mut Solver, shape: Shape) -> Dataset {
    try_reachable(rng, solver, shape).unwrap_or_else(|e| e.abort())
}

/// [`reachable`], or the system's refusal of the memory of the solver's
/// searches.
///
/// ```
/// use dice_core::rng::SplitMix64;
/// let mut solver = cube_puzzle::Solver::new();
/// let mut rng = SplitMix64::new(1);
/// // 104 of the 108 patterns of 1 x 4 cannot be made from a given start.
/// let dataset = cube_puzzle::generate::try_reachable(&mut rng, &mut solver, "1x4".parse()?)?;
/// assert_ne!(solver.try_solve(&dataset)?, cube_puzzle::Answer::Never);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_reachable(
    rng: &mut SplitMix64,
    solver: &mut Solver,
    shape: Shape,
) -> Result<Dataset, OutOfMemory> {
    let drawn = random(rng, shape);
    // Boards of more than nine squares, and the statement's, have no
    // pattern that no rolls make (see the census): nothing to search.
    if shape == Shape::STATEMENT || !exhaustive(shape) {
        return Ok(drawn);
    }
    if solver.try_solve(&drawn)? != Answer::Never {
        return Ok(drawn);
    }
    // Another pattern from the same start, at random among those that can
    // be made: with the first draw kept when it can be, each of them is
    // as likely as the others.
    let start = drawn.start;
    let mut made = Vec::new();
    for index in 0..Pattern::count(shape) {
        let dataset = Dataset {
            start,
            pattern: Pattern::from_index(shape, index),
        };
        if solver.try_solve(&dataset)? != Answer::Never {
            made.push(dataset);
        }
    }
    let pick = rng.below(made.len() as u64) as usize;
    Ok(made[pick])
}

/// Whether [`with_answer`] looks at every pattern on `shape`, so that
/// `None` means no dataset has the answer (boards of up to nine squares);
/// beyond, it draws up to [`TRIES`] datasets, and `None` means none of
/// them had it.
pub fn exhaustive(shape: Shape) -> bool {
    shape.n_squares() <= MAX_WHOLE_SQUARES
}

/// A dataset on `shape` whose judge answer is `steps` (0 to 30), or -1 (more
/// than 30 rolls, or none at all) for `steps` of -1 or anything else out
/// of 0..=30; `None` when there is none (on 1 x 2 nothing needs two rolls)
/// or, on boards beyond nine squares (see [`exhaustive`]), none was found.
///
/// On the statement's board the start square is random and patterns are
/// drawn until one has the answer (every start has patterns with every
/// answer, so the draws end). On other boards of up to nine squares, the
/// start square is random among those that have such a pattern, and the
/// pattern random among those. Beyond (3 x 4, 4 x 3, 4 x 4), from one
/// random start, up to [`TRIES`] datasets are drawn, a random pattern for
/// -1 and otherwise the end of a random walk of `steps` to `2 * steps`
/// rolls, and the first with the answer is taken: each is answered as
/// `abbott cube-puzzle` answers it, by meeting in the middle from the one
/// list near that start, so generating costs what solving the dataset
/// costs, a few times over (no table of every pattern is built).
///
/// A refused search ends the process, as a refused allocation does;
/// [`try_with_answer`] gives the refusal instead.
pub fn with_answer(
    rng: &mut SplitMix64,
    solver: &mut Solver,
    shape: Shape,
    steps: i64,
) -> Option<Dataset> {
    try_with_answer(rng, solver, shape, steps).unwrap_or_else(|e| e.abort())
}

/// [`with_answer`], or the system's refusal of the memory of the solver's
/// searches (the lists near the start on 3 x 4 and 4 x 4).
///
/// ```
/// use dice_core::rng::SplitMix64;
/// let mut solver = cube_puzzle::Solver::new();
/// let shape = "2x3".parse()?;
/// let mut rng = SplitMix64::new(1);
/// let dataset = cube_puzzle::generate::try_with_answer(&mut rng, &mut solver, shape, 5)?;
/// let dataset = dataset.expect("2 x 3 has patterns five rolls away");
/// assert_eq!(solver.try_solve(&dataset)?.judge_value(), 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn try_with_answer(
    rng: &mut SplitMix64,
    solver: &mut Solver,
    shape: Shape,
    steps: i64,
) -> Result<Option<Dataset>, OutOfMemory> {
    let wanted = if (0..=30).contains(&steps) { steps } else { -1 };
    if shape == Shape::STATEMENT {
        return Ok(Some(drawn_on_statement(rng, solver, wanted)?));
    }
    if !exhaustive(shape) {
        return drawn_with_answer(rng, solver, shape, wanted);
    }
    let mut starts: Vec<_> = shape.squares().collect();
    // Starts in random order (Fisher-Yates).
    for i in (1..starts.len()).rev() {
        starts.swap(i, rng.below(i as u64 + 1) as usize);
    }
    for start in starts {
        let dataset = |index| Dataset {
            start,
            pattern: Pattern::from_index(shape, index),
        };
        let mut matching = Vec::new();
        for index in 0..Pattern::count(shape) {
            if solver.try_solve(&dataset(index))?.judge_value() == wanted {
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

/// [`with_answer`] on the statement's board: patterns drawn until one has
/// the answer, from a random start.
fn drawn_on_statement(
    rng: &mut SplitMix64,
    solver: &mut Solver,
    wanted: i64,
) -> Result<Dataset, OutOfMemory> {
    let shape = Shape::STATEMENT;
    let start = shape.square_at(rng.below(9) as usize);
    // Every start has patterns with every answer from 0 to 30 and above
    // (see the census), so the draws end: the rarest answer, 0, has one
    // pattern and takes 59,049 draws on average, a few milliseconds.
    loop {
        let dataset = Dataset {
            start,
            pattern: Pattern::from_index(shape, rng.below(N_PATTERNS as u64) as usize),
        };
        if solver.try_solve(&dataset)?.judge_value() == wanted {
            return Ok(dataset);
        }
    }
}

/// How many datasets [`with_answer`] draws on a board beyond nine squares
/// before it gives up.
pub const TRIES: usize = 2000;

/// [`with_answer`] by drawing datasets from one random start: the solver
/// then builds one list near a start, as it does to answer the dataset.
fn drawn_with_answer(
    rng: &mut SplitMix64,
    solver: &mut Solver,
    shape: Shape,
    wanted: i64,
) -> Result<Option<Dataset>, OutOfMemory> {
    let start = shape.square_at(rng.below(shape.n_squares() as u64) as usize);
    for _ in 0..TRIES {
        let pattern = match u64::try_from(wanted) {
            // Every roll moves the hole to a square of the other colour
            // of a chessboard, so only walks of the answer's parity can
            // end on it.
            Ok(steps) => {
                let length = steps + 2 * rng.below(steps / 2 + 1);
                walk(rng, shape, start, length)
            }
            Err(_) => Pattern::from_index(shape, rng.below(Pattern::count(shape) as u64) as usize),
        };
        let dataset = Dataset { start, pattern };
        if solver.try_solve(&dataset)?.judge_value() == wanted {
            return Ok(Some(dataset));
        }
    }
    Ok(None)
}

/// The pattern after `length` random rolls from the start board with the
/// hole on `start`, never undoing the roll before.
fn walk(rng: &mut SplitMix64, shape: Shape, start: Square, length: u64) -> Pattern {
    let Some(mut board) = Board::start(shape, start) else {
        return Pattern::from_index(shape, 0);
    };
    let mut came_from = None;
    for _ in 0..length {
        let hole = board.hole();
        let rolls: Vec<Square> = Heading::ALL
            .into_iter()
            .filter_map(|h| shape.neighbour(hole, h))
            .filter(|&from| Some(from) != came_from || shape.n_squares() == 2)
            .collect();
        board.roll(rolls[rng.below(rolls.len() as u64) as usize]);
        came_from = Some(hole);
    }
    board.pattern()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn datasets_with_an_answer_have_it_or_there_is_none() {
        let mut rng = SplitMix64::new(9);
        let mut solver = Solver::new();
        let shape: Shape = "2x3".parse().expect("a shape");
        for steps in [0, 1, 14, 27] {
            let dataset = with_answer(&mut rng, &mut solver, shape, steps)
                .expect("2 x 3 has every answer up to 27");
            assert_eq!(solver.solve(&dataset).judge_value(), steps);
        }
        let none = with_answer(&mut rng, &mut solver, shape, 28);
        assert_eq!(none, None, "nothing on 2 x 3 needs 28 rolls");
        // 2 x 2: most patterns cannot be made at all, which the judge
        // answers -1.
        let shape: Shape = "2x2".parse().expect("a shape");
        let never = with_answer(&mut rng, &mut solver, shape, -1);
        let never = never.expect("80 patterns of 108 cannot be made");
        assert_eq!(solver.solve(&never), Answer::Never);
    }

    #[test]
    fn every_start_square_can_be_drawn() {
        // Every start of 2 x 3 has a pattern that needs no rolls (its own):
        // over many seeds each start must come up.
        let shape: Shape = "2x3".parse().expect("a shape");
        let mut solver = Solver::new();
        let mut starts = std::collections::BTreeSet::new();
        for seed in 0..60 {
            let mut rng = SplitMix64::new(seed);
            let dataset = with_answer(&mut rng, &mut solver, shape, 0).expect("the start's own");
            starts.insert((dataset.start.x, dataset.start.y));
        }
        assert_eq!(starts.len(), 6, "{starts:?}");
    }

    #[test]
    fn drawing_finds_the_answer_asked_for_and_walks_stay_within_their_length() {
        // The drawing used beyond nine squares, tried where every answer
        // is known.
        let mut rng = SplitMix64::new(11);
        let mut solver = Solver::new();
        let shape: Shape = "2x3".parse().expect("a shape");
        for steps in [0, 5, 12] {
            let drawn = drawn_with_answer(&mut rng, &mut solver, shape, steps);
            let drawn = drawn.expect("2 x 3 fits").expect("2 x 3 answers 0 to 27");
            assert_eq!(solver.solve(&drawn).judge_value(), steps);
        }
        // Nothing on 2 x 3 needs 28 rolls: every draw fails.
        assert_eq!(
            drawn_with_answer(&mut rng, &mut solver, shape, 28),
            Ok(None)
        );
        let shape: Shape = "2x2".parse().expect("a shape");
        let never = drawn_with_answer(&mut rng, &mut solver, shape, -1).expect("2 x 2 fits");
        let never = never.expect("80 of 108");
        assert_eq!(solver.solve(&never), Answer::Never);
        // A walk of n rolls ends on a pattern at most n rolls away, of n's
        // parity (every roll moves the hole to the other colour), and,
        // never undoing a roll, rarely on the start's own pattern.
        let shape: Shape = "2x4".parse().expect("a shape");
        let start = Square { x: 2, y: 1 };
        let mut home = 0;
        for length in 0..60 {
            let pattern = walk(&mut rng, shape, start, length);
            let answer = solver.solve(&Dataset { start, pattern });
            let rolls = u64::from(answer.minimum().expect("made by the walk"));
            assert!(
                rolls <= length && rolls % 2 == length % 2,
                "{length}: {rolls}"
            );
            home += usize::from(rolls == 0);
        }
        assert!(home <= 3, "{home} walks came home");
    }

    #[test]
    fn beyond_nine_squares_generating_builds_what_solving_builds() {
        // On 3 x 4 the generator answers its draws as the solver answers
        // the dataset, from the one list near its start: no table of every
        // pattern (1.1 GB), nothing a fresh solver of the dataset lacks.
        let shape: Shape = "3x4".parse().expect("a shape");
        let mut rng = SplitMix64::new(12);
        for steps in [-1, 24] {
            let mut generator = Solver::new();
            let dataset = with_answer(&mut rng, &mut generator, shape, steps);
            let dataset = dataset.expect("3 x 4 has every answer up to 45");
            let mut solver = Solver::new();
            assert_eq!(solver.solve(&dataset).judge_value(), steps);
            assert_eq!(
                generator.boards_near_starts(),
                solver.boards_near_starts(),
                "{steps}: {dataset}"
            );
        }
    }

    #[test]
    fn small_boards_draw_patterns_that_rolls_make() {
        // 1 x 2, 1 x 4, 4 x 1 and 2 x 2: most patterns no rolls make (80 of
        // 108 on 2 x 2, 104 on 1 x 4); each draw is one that some make,
        // and the draws still vary.
        let mut solver = Solver::new();
        for (board, least) in [("1x2", 2), ("1x4", 6), ("4x1", 6), ("2x2", 20)] {
            let shape: Shape = board.parse().expect("a shape");
            let mut rng = SplitMix64::new(8);
            let mut drawn: Vec<Dataset> = (0..60)
                .map(|_| reachable(&mut rng, &mut solver, shape))
                .collect();
            for dataset in &drawn {
                let answer = solver.solve(dataset);
                assert_ne!(answer, Answer::Never, "{board}: {dataset}");
                assert_ne!(answer.judge_value(), -1, "{board}: {dataset}");
            }
            drawn.sort_by_key(|d| (d.start, d.pattern.index()));
            drawn.dedup();
            assert!(drawn.len() >= least, "{board}: {} datasets", drawn.len());
        }
        // Where every pattern can be made, the draw is the random one.
        let shape: Shape = "2x3".parse().expect("a shape");
        let (mut a, mut b) = (SplitMix64::new(2), SplitMix64::new(2));
        assert_eq!(reachable(&mut a, &mut solver, shape), random(&mut b, shape));
    }

    #[test]
    fn random_datasets_spread_over_starts_and_patterns() {
        let mut rng = SplitMix64::new(4);
        let shape: Shape = "4x2".parse().expect("a shape");
        let mut drawn: Vec<Dataset> = (0..40).map(|_| random(&mut rng, shape)).collect();
        let starts: std::collections::BTreeSet<_> = drawn.iter().map(|d| d.start).collect();
        assert!(starts.len() >= 6, "{} starts", starts.len());
        drawn.sort_by_key(|d| (d.start, d.pattern.index()));
        drawn.dedup();
        assert!(drawn.len() >= 38);
    }

    #[test]
    fn datasets_with_a_given_answer_have_it() {
        let mut rng = SplitMix64::new(3);
        let mut solver = Solver::new();
        for steps in [-1, 0, 1, 17, 30] {
            let dataset =
                with_answer(&mut rng, &mut solver, Shape::STATEMENT, steps).expect("every answer");
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
            .map(|_| with_answer(&mut rng, &mut solver, Shape::STATEMENT, 23).expect("23 rolls"))
            .collect();
        drawn.sort_by_key(|d| (d.start, d.pattern.index()));
        drawn.dedup();
        assert!(drawn.len() >= 18, "{} different datasets", drawn.len());
        let zero = with_answer(&mut rng, &mut solver, Shape::STATEMENT, 0).expect("none");
        assert_eq!(zero.pattern.hole(), zero.start, "the start board itself");
    }
}
