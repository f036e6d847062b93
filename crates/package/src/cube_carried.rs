//! The cube's multi-test file against a kept start board: a bidirectional
//! search that clears its tables through a list of the boards it touched,
//! a list that misses the start board, keeps every earlier dataset's
//! start board marked "reached at 0 rolls" on the start side, and its goal
//! side meets that board before the true answer. Each dataset after the
//! first asks, from another start square, a pattern a few rolls (0 to 3)
//! from the start board of the dataset before it and far from its own
//! (at least 8 more rolls than twice that, or none within 30), so that
//! whichever frontier such a search grows first, its goal side reaches
//! the kept board long before the sides meet; each is kept only where
//! `judge_model`'s bidirectional search that keeps its start
//! (`cube_carried`) answers it wrong, found by search over every pattern.
//! A one-sided search that keeps its start loses nothing: a kept board
//! only blocks its way, and no answer within 30 rolls needs any start
//! board on the way (`judge_model::cube_carried::EQUIVALENT`).

use super::Case;
use cube_puzzle::{Dataset, N_PATTERNS, Pattern, Shape};
use dice_core::rng::SplitMix64;
use judge_model::cube_carried::{CubeSearch, Kept, Sides};

/// The file's name.
pub(super) const KEPT_START: &str = "carried-kept-start";

/// The start squares (by index) in file order: every square, each
/// unlike the one before.
const STARTS: [usize; 15] = [4, 0, 8, 2, 6, 1, 7, 3, 5, 4, 8, 0, 6, 2, 1];

/// The most rolls a dataset's pattern lies from the start board before it.
pub(super) const NEAR: u32 = 3;

/// How many more rolls than twice the near distance a dataset's own
/// answer takes at least.
pub(super) const FAR_BEYOND: u32 = 8;

/// The judge answer of a true minimum: `None` beyond 30 rolls.
fn judged(minimum: Option<u32>) -> Option<u32> {
    minimum.filter(|&m| m <= 30)
}

/// The dataset of pattern `p` from the start square of index `start`, as
/// the puzzle crate and the model read it.
fn dataset(start: usize, p: usize) -> (Dataset, judge_model::cube::Pattern) {
    let dataset = Dataset {
        start: Shape::STATEMENT.square_at(start),
        pattern: Pattern::from_index(Shape::STATEMENT, p),
    };
    let shape = Shape::STATEMENT;
    let mut tops = [0; 9];
    for (q, top) in tops.iter_mut().enumerate() {
        if let Some(colour) = dataset.pattern.top(shape.square_at(q)) {
            *top = colour.index() as u8;
        }
    }
    let hole = shape.index(dataset.pattern.hole());
    (dataset, judge_model::cube::Pattern { hole, tops })
}

/// The file, from `table[start][p]`, the true minimum of every pattern
/// from every start square.
pub(super) fn kept_start_case(table: &[Vec<Option<u32>>]) -> Case {
    let mut rng = SplitMix64::new(0xC0BE_57A7);
    let mut kept = CubeSearch::new(Sides::Two, Kept::Start);
    let mut out = Vec::new();
    // The first dataset: any pattern of 8 to 12 rolls.
    let offset = rng.below(N_PATTERNS as u64) as usize;
    let first = (0..N_PATTERNS)
        .map(|k| (offset + k) % N_PATTERNS)
        .find(|&p| table[STARTS[0]][p].is_some_and(|m| (8..=12).contains(&m)))
        .expect("every start has patterns of 8 to 12 rolls");
    let (d, model) = dataset(STARTS[0], first);
    kept.answer(STARTS[0], &model);
    out.push(d);
    for (i, pair) in STARTS.windows(2).enumerate() {
        let (before, start) = (pair[0], pair[1]);
        let near = i as u32 % (NEAR + 1);
        let offset = rng.below(N_PATTERNS as u64) as usize;
        // Every candidate tried runs from the same start, so the kept
        // boards are those the file leaves whichever is taken.
        let found = (0..N_PATTERNS)
            .map(|k| (offset + k) % N_PATTERNS)
            .filter(|&p| table[before][p] == Some(near))
            .filter(|&p| judged(table[start][p]).is_none_or(|a| a >= 2 * near + FAR_BEYOND))
            .find(|&p| {
                let (_, model) = dataset(start, p);
                kept.answer(start, &model) != judged(table[start][p])
            })
            .expect("a pattern near every start board is far from the others");
        out.push(dataset(start, found).0);
    }
    Case::new(
        KEPT_START,
        "15 datasets from start squares each unlike the one before, each after the first asking a pattern 0 to 3 rolls from the start board before it and at least 8 more than twice that from its own: a bidirectional search that keeps earlier start boards marked at 0 rolls (a clearing list that misses the start) meets them from the goal side and answers short",
        cube_puzzle::to_judge_input(&out),
    )
}
