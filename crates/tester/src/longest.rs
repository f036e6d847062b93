//! The max test in a session: once, early (after the fixed files, before
//! the random ones), the mazes whose shortest answers are the longest an
//! extremal search finds from the session's seed within a few seconds
//! (`dice_maze::longest`, `arrow_maze::longest`), run as one file. Random
//! mazes never come near such lengths, and a program that keeps a route
//! in a fixed array, or stops its search after a fixed number of layers,
//! fails only there.

use super::config::Fixed;
use super::session::Session;
use super::subject::Subject;
use dice_core::anneal::{Budget, Outcome};
use std::time::Instant;

/// How many mazes the search scores at most: about a second on a quiet
/// machine for either maze, several on a loaded one (measured: a dice
/// maze of 10 x 10 reaches 124 to 130 moves in 1,000,000, an arrow maze of
/// 9 x 9 157 to 175 moves in 150,000).
const DICE_EVALUATIONS: u64 = 1_000_000;

/// [`DICE_EVALUATIONS`] for arrow mazes, whose search climbs faster.
const ARROW_EVALUATIONS: u64 = 300_000;

/// The share of the session's `--time` the search may take at most.
const SHARE_OF_SESSION: u32 = 8;

/// The shortest answer worth a run: random mazes reach this.
const FROM: usize = 20;

/// The most mazes of the file: the longest, then rungs spread below it.
const MAZES: usize = 12;

/// The longest dice mazes of the statement's 10 x 10 from `seed`.
pub(super) fn dice(seed: u64, deadline: Instant) -> Vec<dice_maze::Maze> {
    let found = dice_maze::longest::search(seed, 10, 10, budget(DICE_EVALUATIONS, deadline));
    spread(found)
}

/// The longest arrow mazes of the statement's 9 x 9 from `seed`.
pub(super) fn arrow(seed: u64, deadline: Instant) -> Vec<arrow_maze::Maze> {
    let found = arrow_maze::longest::search(seed, 9, 9, budget(ARROW_EVALUATIONS, deadline));
    spread(found)
}

/// `evaluations`, cut short at `deadline`.
fn budget(evaluations: u64, deadline: Instant) -> Budget {
    Budget {
        evaluations,
        deadline: Some(deadline),
    }
}

/// The longest maze found and up to [`MAZES`] - 1 others of lengths spread
/// evenly from [`FROM`] up, longest first.
fn spread<M>(found: Outcome<M>) -> Vec<M> {
    let mut lengths: Vec<(usize, M)> = (found.by_length.into_iter().enumerate())
        .filter_map(|(n, maze)| Some((n, maze?)))
        .filter(|(n, _)| *n >= FROM)
        .collect();
    let step = lengths.len().div_ceil(MAZES).max(1);
    let longest = lengths.pop();
    let mut mazes: Vec<M> = longest.into_iter().map(|(_, m)| m).collect();
    mazes.extend(lengths.into_iter().rev().step_by(step).map(|(_, m)| m));
    mazes.truncate(MAZES);
    mazes
}

/// The subject's longest mazes (none for a subject without a search) as
/// one fixed file, to run after the sample and the package's files;
/// `None` when the session is out of time or cases, or the search found
/// nothing.
pub(super) fn file<S: Subject>(session: &mut Session<'_, S>) -> Option<Fixed> {
    if session.out_of_time() || session.figures.passed >= session.config.cases {
        return None;
    }
    let seed = session.config.seed;
    let deadline = Instant::now() + session.config.time / SHARE_OF_SESSION;
    let datasets: Vec<S::Dataset> = (session.subject.longest(seed, deadline))
        .into_iter()
        .filter(|d| session.valid(std::slice::from_ref(d)))
        .collect();
    (!datasets.is_empty()).then(|| Fixed {
        source: format!("the longest mazes an extremal search found (seed {seed})"),
        input: S::write(&datasets),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_comes_first_then_lengths_spread_down_from_it() {
        let by_length: Vec<Option<usize>> = (0..60).map(|n| (n % 3 != 1).then_some(n)).collect();
        let found = Outcome {
            best: Some((59, 59)),
            by_length,
            evaluations: 1,
        };
        let mazes = spread(found);
        assert!((MAZES / 2..=MAZES).contains(&mazes.len()), "{mazes:?}");
        assert_eq!(mazes[0], 59);
        assert!(mazes.windows(2).all(|w| w[0] > w[1]), "{mazes:?}");
        assert!(mazes.iter().all(|&n| n >= FROM), "{mazes:?}");
    }
}
