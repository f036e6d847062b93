//! A seeded local search for extremes: simulated annealing with restarts
//! over any puzzle's inputs, scored by the puzzle's own solver, for inputs
//! whose shortest answer is as long as possible.
//!
//! The puzzle brings a [`Landscape`] (a random start, one small change, a
//! score); the search keeps the longest answer it meets that may stand as a
//! record, and the first input it meets for every answer length (a ladder
//! of lengths for judge data). It reads no clock unless the caller hands it
//! a deadline, and for a seed and an evaluation budget it always walks the
//! same way. [`longest`] is the whole search for a grid puzzle of given
//! [`Sides`]: the puzzle brings only its landscape.

use crate::pos::Pos;
use crate::rng::SplitMix64;
use std::time::Instant;

/// How one input scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// What the search climbs: the answer's length, less a penalty for
    /// inputs that break a promise (several shortest answers, say).
    pub value: i64,
    /// The answer's length in moves when the input may stand in judge data
    /// (it has an answer and keeps every promise), `None` otherwise.
    pub moves: Option<usize>,
}

/// The inputs a search walks over: a candidate, its mutation and its
/// score.
pub trait Landscape {
    /// One input.
    type Point: Clone;

    /// A random input to start from.
    fn random(&mut self, rng: &mut SplitMix64) -> Self::Point;

    /// `point` with one small random change (a square, a sign, the start).
    fn neighbour(&mut self, point: &Self::Point, rng: &mut SplitMix64) -> Self::Point;

    /// How `point` scores, by the puzzle's solver.
    fn score(&mut self, point: &Self::Point) -> Score;
}

/// When a search stops: after `evaluations` scores, or at `deadline`,
/// whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The most inputs scored.
    pub evaluations: u64,
    /// The moment to stop, if any; the clock is read once every
    /// [`CLOCK_EVERY`] evaluations.
    pub deadline: Option<Instant>,
}

impl Budget {
    /// A budget of `evaluations` scores and no deadline: the same walk on
    /// every machine.
    pub const fn evaluations(evaluations: u64) -> Budget {
        Budget {
            evaluations,
            deadline: None,
        }
    }
}

/// How often (in evaluations) a search with a deadline reads the clock.
pub const CLOCK_EVERY: u64 = 1024;

/// Where each annealing round after the first starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restart {
    /// Alternately from the best input so far and from a random one (the
    /// arrow maze's: most random signs already have a route).
    Alternate,
    /// From the best input so far, once there is one (the dice maze's: most
    /// random mazes have no tour, and a round from one spends itself on a
    /// plain of zeros).
    FromBest,
}

/// The temperatures of one annealing round.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Schedule {
    /// Evaluations in one round; each round starts again, as `restart`
    /// says.
    pub round: u64,
    /// The temperature at the start of a round (in moves: a change that
    /// loses this many moves is kept with odds 1 in e).
    pub hot: f64,
    /// The temperature at the end of a round.
    pub cold: f64,
    /// Where each round after the first starts.
    pub restart: Restart,
}

impl Schedule {
    /// The schedule measured best on the statements' mazes.
    pub const DEFAULT: Schedule = Schedule {
        round: 400_000,
        hot: 3.0,
        cold: 0.3,
        restart: Restart::Alternate,
    };

    /// [`Schedule::DEFAULT`] with rounds no longer than a budget of
    /// `evaluations` (at least 10,000 a round): a short search still
    /// cools. (Shorter rounds lose: a dice maze drawn afresh mostly has no
    /// tour, and the search wanders on a plain of zeros until it finds one.)
    pub fn for_budget(evaluations: u64) -> Schedule {
        Schedule {
            round: evaluations.clamp(10_000, Schedule::DEFAULT.round),
            ..Schedule::DEFAULT
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Outcome<P> {
    /// The longest answer that may stand as a record, with its input.
    pub best: Option<(P, usize)>,
    /// For every answer length `n`, the first input met whose answer has
    /// `n` moves and may stand in judge data.
    pub by_length: Vec<Option<P>>,
    /// How many inputs were scored.
    pub evaluations: u64,
}

/// Anneals over `landscape` from `seed` until `budget` is spent.
///
/// ```
/// use dice_core::anneal::{anneal, Budget, Landscape, Schedule, Score};
/// use dice_core::rng::SplitMix64;
/// // Numbers 0 to 99; the "answer" of n is n moves, but only even ones count.
/// struct Line;
/// impl Landscape for Line {
///     type Point = i64;
///     fn random(&mut self, rng: &mut SplitMix64) -> i64 { rng.range(0, 99) }
///     fn neighbour(&mut self, p: &i64, rng: &mut SplitMix64) -> i64 {
///         (p + rng.range(-1, 1)).clamp(0, 99)
///     }
///     fn score(&mut self, p: &i64) -> Score {
///         Score { value: *p, moves: (p % 2 == 0).then_some(*p as usize) }
///     }
/// }
/// let found = anneal(&mut Line, 7, Budget::evaluations(10_000), Schedule::DEFAULT);
/// assert_eq!(found.best.map(|(p, moves)| (p, moves)), Some((98, 98)));
/// ```
pub fn anneal<L: Landscape>(
    landscape: &mut L,
    seed: u64,
    budget: Budget,
    schedule: Schedule,
) -> Outcome<L::Point> {
    let mut rng = SplitMix64::new(seed);
    let mut found: Outcome<L::Point> = Outcome {
        best: None,
        by_length: Vec::new(),
        evaluations: 0,
    };
    let round = schedule.round.max(1);
    let cooling = (schedule.cold / schedule.hot).ln() / round as f64;
    let mut n_round = 0u64;
    'rounds: while found.evaluations < budget.evaluations {
        let from_best = match schedule.restart {
            Restart::Alternate => n_round % 2 == 1,
            Restart::FromBest => n_round > 0,
        };
        let mut point = match &found.best {
            Some((best, _)) if from_best => best.clone(),
            _ => landscape.random(&mut rng),
        };
        n_round += 1;
        let mut score = landscape.score(&point);
        note(&mut found, &point, score);
        for step in 0..round {
            if found.evaluations >= budget.evaluations || past(budget.deadline, step) {
                break 'rounds;
            }
            let next = landscape.neighbour(&point, &mut rng);
            let next_score = landscape.score(&next);
            note(&mut found, &next, next_score);
            let loss = score.value - next_score.value;
            let keep = loss <= 0 || {
                let temperature = schedule.hot * (cooling * step as f64).exp();
                let odds = (-(loss as f64) / temperature).exp();
                (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) < odds
            };
            if keep {
                point = next;
                score = next_score;
            }
        }
    }
    found
}

/// The sides of the grids a search for the longest answers walks over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    /// Rows.
    pub n_rows: u32,
    /// Columns.
    pub n_cols: u32,
}

impl Sides {
    /// A square drawn evenly from the grid.
    pub fn random_pos(self, rng: &mut SplitMix64) -> Pos {
        Pos::new(
            1 + rng.below(u64::from(self.n_rows)) as u32,
            1 + rng.below(u64::from(self.n_cols)) as u32,
        )
    }

    /// The name of an input found with an answer of `moves` moves on these
    /// sides: `LONG248X10X10`.
    pub fn name(self, moves: usize) -> String {
        format!("LONG{moves}X{}X{}", self.n_rows, self.n_cols)
    }
}

/// A landscape of grid inputs that carry a name (judge data names every
/// dataset).
pub trait Named: Landscape {
    /// The sides of every input of the landscape.
    fn sides(&self) -> Sides;

    /// `point` renamed `name`.
    fn rename(point: &mut Self::Point, name: String);
}

/// The fewest rounds in a budget for which [`longest`] restarts as asked:
/// below, a search from the best refines its first round's input, and a
/// poor one is all it has (measured on 10 x 10 dice mazes at 1,000,000
/// evaluations, three rounds: 242, 140 and 84 moves from seeds 1 to 3
/// restarting from the best, 124 to 130 alternating).
pub const FEW_ROUNDS: u64 = 4;

/// The search for the longest answers on a grid puzzle: anneals over
/// `landscape` from `seed` until `budget` is spent, with
/// [`Schedule::for_budget`] restarting as `restart` says (alternately from
/// the best and at random in a budget of fewer than [`FEW_ROUNDS`]
/// rounds), and names every input found by [`Sides::name`] after its
/// answer's length.
pub fn longest<L: Named>(
    landscape: &mut L,
    seed: u64,
    budget: Budget,
    restart: Restart,
) -> Outcome<L::Point> {
    let schedule = Schedule::for_budget(budget.evaluations);
    let restart = if budget.evaluations < FEW_ROUNDS * schedule.round {
        Restart::Alternate
    } else {
        restart
    };
    let schedule = Schedule {
        restart,
        ..schedule
    };
    let sides = landscape.sides();
    let mut found = anneal(landscape, seed, budget, schedule);
    if let Some((point, moves)) = &mut found.best {
        L::rename(point, sides.name(*moves));
    }
    for (moves, point) in found.by_length.iter_mut().enumerate() {
        if let Some(point) = point {
            L::rename(point, sides.name(moves));
        }
    }
    found
}

/// Whether `deadline` has passed, read on every [`CLOCK_EVERY`]-th step
/// of a round only.
fn past(deadline: Option<Instant>, step: u64) -> bool {
    deadline.is_some_and(|d| step.is_multiple_of(CLOCK_EVERY) && Instant::now() >= d)
}

/// Counts one evaluation of `point` and keeps it if it is a record or the
/// first of its length.
fn note<P: Clone>(found: &mut Outcome<P>, point: &P, score: Score) {
    found.evaluations += 1;
    let Some(moves) = score.moves else {
        return;
    };
    if found.by_length.len() <= moves {
        found.by_length.resize(moves + 1, None);
    }
    if found.by_length[moves].is_none() {
        found.by_length[moves] = Some(point.clone());
    }
    if found.best.as_ref().is_none_or(|(_, best)| *best < moves) {
        found.best = Some((point.clone(), moves));
    }
}

#[cfg(test)]
#[path = "anneal_tests.rs"]
mod tests;
