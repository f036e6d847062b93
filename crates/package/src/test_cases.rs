//! What the package's tests share: each puzzle's problem and rules, and
//! its secret cases made once for all the tests that read them. (The
//! module is a test module; each item says so too, for `cargo xtask tidy`,
//! which reads imports after `#[cfg(test)]` as test code.)

use super::{Case, Problem};

/// Each puzzle on the statement's board, as the package sees it: its
/// problem and its rules.
#[cfg(test)]
pub(super) fn every_problem() -> Vec<(&'static Problem, Box<dyn abbott_judge::Rules>)> {
    use abbott_judge::puzzle::{Chosen, Puzzle};
    Puzzle::ALL
        .into_iter()
        .map(|puzzle| {
            let chosen = Chosen::statement(puzzle);
            let problem = crate::problem(chosen).expect("every statement has a package");
            (problem, abbott_judge::rules::of(chosen))
        })
        .collect()
}

/// Each puzzle's secret cases, made once for all the tests that read them
/// (the arrow maze's take seconds).
#[cfg(test)]
pub(super) fn cached_cases(puzzle: abbott_judge::puzzle::Puzzle) -> &'static [Case] {
    use abbott_judge::puzzle::{Chosen, Puzzle};
    use std::sync::OnceLock;
    static CASES: [OnceLock<Vec<Case>>; 3] = [const { OnceLock::new() }; 3];
    let slot = Puzzle::ALL.iter().position(|&p| p == puzzle);
    CASES[slot.expect("one of the puzzles")].get_or_init(|| {
        let problem = crate::problem(Chosen::statement(puzzle));
        let problem = problem.expect("every statement has a package");
        problem.secret_cases()
    })
}
