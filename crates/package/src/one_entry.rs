//! The cases made for the single-entry mutants of the model solutions
//! (crate `judge_model`) that the rest of the secret data lets live: the
//! cube's goal boards, each left out in turn. A pattern has 256 goal
//! boards (two ways the side colours of each of its 8 cubes can lie); a
//! solution that skips one answers wrong only where that board is the
//! one nearest the start, about one dataset in 256, and the other files
//! reach 43 of the 256. A solution numbers the boards in its own order
//! (`judge_model::cube_goals`: 8 orders), so the files kill the board
//! left out in each. The search runs every pattern from every start
//! square to 24 rolls (about 2 s) and picks datasets of few rolls whose
//! nearest goal board is one alone until every board of every numbering
//! is killed (but two that no dataset can kill, `cube_goals::EQUIVALENT`).

use super::Case;
use cube_puzzle::{Colour, Dataset, Pattern, Shape};
use judge_model::cube::Tables;
use judge_model::cube_goals::{self, Killer};

/// How the names of the files made for single-entry mutants begin.
pub(super) const PREFIX: &str = "one-entry-";

/// Whether the case named `name` was made to kill mutants of the model
/// solutions that the rest of the data lets live.
pub(super) fn made_to_kill(name: &str) -> bool {
    let made = [
        super::grammar::NAME,
        super::grammar::EVERY_CHARACTER,
        super::grammar::PRINTF_DIRECTIVES,
    ];
    name.starts_with(PREFIX) || made.contains(&name) || name == super::cube_carried::KEPT_START
}

/// The file names' stem: `one-entry-cube-goals-01` and on.
const CUBE_GOALS: &str = "one-entry-cube-goals";

/// How deep the search for the cube's cases goes: past 24 rolls no
/// board is nearest alone that the datasets within 24 leave alive.
const CUBE_SEARCH_ROLLS: u32 = 24;

/// The dataset of `killer` as the puzzle crate writes it.
fn cube_dataset(killer: &Killer) -> Dataset {
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

/// The cube's goal-board cases: the datasets the search picks, fewest
/// rolls first, in files of at most 15 datasets as even as can be.
pub(super) fn cube_cases() -> Vec<Case> {
    let mut found = cube_goals::killers(&Tables::statement(), CUBE_SEARCH_ROLLS);
    found.sort_by_key(|k| (k.rolls, k.mask));
    let n_files = found.len().div_ceil(cube_puzzle::MAX_DATASETS);
    let mut cases = Vec::new();
    let mut rest = &found[..];
    for k in 0..n_files {
        let take = rest.len().div_ceil(n_files - k);
        let (chunk, after) = rest.split_at(take);
        rest = after;
        let masks: Vec<String> = chunk.iter().map(|k| format!("{:08b}", k.mask)).collect();
        let (low, high) = (chunk[0].rolls, chunk[chunk.len() - 1].rolls);
        let what = format!(
            "answers {low} to {high}, each dataset's nearest goal board the only one that near: a search that leaves out that board answers longer; boards {} in the model's numbering (bit i for the i-th cube row by row, 1 where the later of its side colours in W, B, R faces along x), with those of 7 other numberings every board of every numbering but two proven never nearest alone is nearest alone in some file",
            masks.join(", ")
        );
        let datasets: Vec<Dataset> = chunk.iter().map(cube_dataset).collect();
        cases.push(Case::new(
            &format!("{CUBE_GOALS}-{:02}", k + 1),
            &what,
            cube_puzzle::to_judge_input(&datasets),
        ));
    }
    cases
}
