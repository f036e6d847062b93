//! The cases made for the single-entry mutants of the model solutions
//! (crate `judge_model`) that the rest of the secret data lets live: the
//! cube's goal boards, each left out in turn. A pattern has 256 goal
//! boards (two ways the side colours of each of its 8 cubes can lie); a
//! solution that skips one answers wrong only where that board is the
//! one nearest the start, about one dataset in 256, and the other files
//! reach 43 of the 256. The search runs every pattern from every start
//! square to 20 rolls (about a second) and keeps, for each board, the
//! dataset of fewest rolls whose nearest goal board is that one alone.

use super::Case;
use cube_puzzle::{Colour, Dataset, Pattern, Shape};
use judge_model::cube::{Killer, Tables};

/// The file names' stem: `one-entry-cube-goals-01` and on.
pub(super) const CUBE_GOALS: &str = "one-entry-cube-goals";

/// How deep the search for the cube's cases goes: the deepest found needs
/// 19 rolls.
const CUBE_SEARCH_ROLLS: u32 = 20;

/// The dataset of `killer` as the puzzle crate writes it.
pub(super) fn cube_dataset(killer: &Killer) -> Dataset {
    let square = |q: usize| Shape::STATEMENT.square_at(q);
    let hole = square(killer.pattern.hole);
    let tops = killer.pattern.tops;
    let pattern = Pattern::new(Shape::STATEMENT, hole, |sq| {
        Colour::ALL[usize::from(tops[Shape::STATEMENT.index(sq)])]
    })
    .expect("the hole is on the board");
    Dataset {
        start: square(killer.start),
        pattern,
    }
}

/// The cube's goal-board cases: one dataset per goal board, fewest rolls
/// first, in files of at most 15 datasets as even as can be.
pub(super) fn cube_cases() -> Vec<Case> {
    let killers = Tables::statement().goal_killers(CUBE_SEARCH_ROLLS);
    let mut found: Vec<(u32, usize, Killer)> = killers
        .iter()
        .enumerate()
        .map(|(mask, k)| {
            let k = k.expect("every goal board is nearest alone somewhere within 20 rolls");
            (k.rolls, mask, k)
        })
        .collect();
    found.sort_by_key(|&(rolls, mask, _)| (rolls, mask));
    let n_files = found.len().div_ceil(cube_puzzle::MAX_DATASETS);
    let mut cases = Vec::new();
    let mut rest = &found[..];
    for k in 0..n_files {
        let take = rest.len().div_ceil(n_files - k);
        let (chunk, after) = rest.split_at(take);
        rest = after;
        let masks: Vec<String> = chunk.iter().map(|(_, m, _)| format!("{m:08b}")).collect();
        let (low, high) = (chunk[0].0, chunk[chunk.len() - 1].0);
        let what = format!(
            "answers {low} to {high}, each dataset's nearest goal board the only one that near: a search that leaves out the goal board of mask {} (bit i for the i-th cube, 1 where the later of its two side colours in W, B, R faces along x) answers longer",
            masks.join(", ")
        );
        let datasets: Vec<Dataset> = chunk.iter().map(|(_, _, k)| cube_dataset(k)).collect();
        cases.push(Case::new(
            &format!("{CUBE_GOALS}-{:02}", k + 1),
            &what,
            cube_puzzle::to_judge_input(&datasets),
        ));
    }
    cases
}
