//! Cube datasets made from others: the pattern of a random walk (for
//! drawing datasets by their answer), a pattern with one square whitened
//! (for shrinking), and the datasets that share a pattern or a start
//! square with another, or ask a pattern near its start board from
//! elsewhere (against state carried between datasets), with simpler pairs
//! that keep sharing it.

use cube_puzzle::{Colour, Dataset, Pattern, Shape, Square};
use dice_core::Heading;
use dice_core::rng::SplitMix64;

/// The pattern after `length` random rolls from the start board with the
/// hole on `start`, never undoing the roll before (but on a board of two
/// squares, where there is no other).
pub(super) fn walk(rng: &mut SplitMix64, shape: Shape, start: Square, length: u64) -> Pattern {
    let mut rolls: Vec<Square> = Vec::new();
    let (mut hole, mut came_from) = (start, None);
    for _ in 0..length {
        let from: Vec<Square> = Heading::ALL
            .into_iter()
            .filter_map(|h| shape.neighbour(hole, h))
            .filter(|&sq| Some(sq) != came_from || shape.n_squares() == 2)
            .collect();
        if from.is_empty() {
            break;
        }
        let next = from[rng.below(from.len() as u64) as usize];
        rolls.push(next);
        came_from = Some(hole);
        hole = next;
    }
    cube_puzzle::replay(shape, start, &rolls).expect("each roll comes from beside the hole")
}

/// `pattern` with its top colour on `whiter` made white.
pub(super) fn whitened(pattern: &Pattern, whiter: Square) -> Option<Pattern> {
    Pattern::new(pattern.shape(), pattern.hole(), |sq| {
        if sq == whiter {
            Colour::White
        } else {
            pattern.top(sq).unwrap_or(Colour::White)
        }
    })
}

/// The most rolls a pattern near another dataset's start board is walked.
const NEAR: u64 = 3;

/// The same pattern as `dataset` from `n_same` other start squares in
/// random order, then `other` from the same start square, then from
/// another start square a pattern 0 to [`NEAR`] rolls from `dataset`'s
/// start board (a search that keeps that board marked as reached meets it
/// from the goal side, long before the answer).
pub(super) fn relatives(
    shape: Shape,
    rng: &mut SplitMix64,
    dataset: &Dataset,
    (n_same, other): (usize, Pattern),
) -> Vec<Dataset> {
    let mut starts: Vec<Square> = (shape.squares())
        .filter(|&sq| sq != dataset.start)
        .collect();
    // Other starts in random order (Fisher-Yates).
    for i in (1..starts.len()).rev() {
        starts.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut out: Vec<Dataset> = (starts.into_iter().take(n_same))
        .map(|start| Dataset { start, ..*dataset })
        .collect();
    out.push(Dataset {
        start: dataset.start,
        pattern: other,
    });
    let elsewhere: Vec<Square> = (shape.squares())
        .filter(|&sq| sq != dataset.start)
        .collect();
    if !elsewhere.is_empty() {
        let start = elsewhere[rng.below(elsewhere.len() as u64) as usize];
        let length = rng.below(NEAR + 1);
        let pattern = walk(rng, shape, dataset.start, length);
        out.push(Dataset { start, pattern });
    }
    out
}

/// Whether `pattern` may lie within [`NEAR`] rolls of the start board
/// with the hole on `start`: its hole that near `start` and no more
/// squares than that not white (each roll moves the hole one square and
/// turns one cube).
fn near_start_board(pattern: &Pattern, start: Square) -> bool {
    let hole = pattern.hole();
    let apart = hole.x.abs_diff(start.x) + hole.y.abs_diff(start.y);
    let coloured = (pattern.shape().squares())
        .filter(|&sq| pattern.top(sq).is_some_and(|c| c != Colour::White))
        .count();
    u64::from(apart) <= NEAR && coloured as u64 <= NEAR
}

/// What `second` shares with `first`: the pattern from another start, the
/// start with another pattern, or a pattern near the first's start board
/// from another start.
pub(super) fn shared(first: &Dataset, second: &Dataset) -> Option<String> {
    if first.pattern == second.pattern && first.start != second.start {
        Some(format!(
            "dataset 2 asks the same pattern as dataset 1, from {} instead of {}",
            second.start, first.start
        ))
    } else if first.start == second.start && first.pattern != second.pattern {
        Some(format!(
            "dataset 2 starts on {} as dataset 1 does, with another pattern",
            second.start
        ))
    } else if first.start != second.start && near_start_board(&second.pattern, first.start) {
        Some(format!(
            "dataset 2 asks, from {}, a pattern a few rolls from dataset 1's start board (the hole on {})",
            second.start, first.start
        ))
    } else {
        None
    }
}

/// Pairs one step simpler than (`first`, `second`) that ask the same
/// pattern: one of its squares whitened in both; none when the patterns
/// differ (then a change to either keeps the start they share).
pub(super) fn simpler_together(first: &Dataset, second: &Dataset) -> Vec<(Dataset, Dataset)> {
    let pattern = first.pattern;
    if second.pattern != pattern {
        return Vec::new();
    }
    (pattern.shape().squares())
        .filter(|&sq| pattern.top(sq).is_some_and(|c| c != Colour::White))
        .filter_map(|sq| whitened(&pattern, sq))
        .map(|pattern| {
            let both = |d: &Dataset| Dataset { pattern, ..*d };
            (both(first), both(second))
        })
        .collect()
}
