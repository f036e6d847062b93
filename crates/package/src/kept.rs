//! The packages' secret cases as made once and kept in the source
//! (`crates/package/secret/*.cases`), so that `abbott test` runs them
//! from its first second instead of after the seconds their making takes:
//! a session ended early must not be a pass without them. A test
//! (`kept_data_is_current`) holds the kept files to what the package
//! makes; `ABBOTT_KEEP_SECRET=1 cargo test -p abbott-package kept` writes
//! them anew after a change to the cases.
//!
//! A file is the cases in file order, each a header line `=== case
//! NAME`, a line saying what it tests, and its judge input (which ends
//! with a line end and never holds a header line).

use super::{Case, Problem};

/// The line that starts a case, before its name.
const HEADER: &str = "=== case ";

/// The kept text of each puzzle's cases, by the problem's name.
const KEPT: [(&str, &str); 3] = [
    ("A Dicey Problem", include_str!("../secret/dice-maze.cases")),
    (
        "Abbott's Revenge",
        include_str!("../secret/arrow-maze.cases"),
    ),
    (
        "Cubic Eight-Puzzle",
        include_str!("../secret/cube-puzzle.cases"),
    ),
];

impl Problem {
    /// The package's secret cases in file order, as kept in the source:
    /// the same as [`Problem::secret_cases`] makes (a test holds them to
    /// it), at once.
    pub fn kept_secret_cases(&self) -> Vec<Case> {
        let text = KEPT
            .iter()
            .find(|(name, _)| *name == self.name)
            .map_or("", |(_, text)| text);
        read(text)
    }

    /// The kept secret cases in the order `abbott test` runs them (as
    /// [`Problem::secret_cases_killers_first`]).
    pub fn kept_secret_cases_killers_first(&self) -> Vec<Case> {
        super::killers_first(self.kept_secret_cases())
    }
}

/// The cases of a kept file.
fn read(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    for block in text.split(HEADER).skip(1) {
        let Some((name, rest)) = block.split_once('\n') else {
            continue;
        };
        let (what, input) = rest.split_once('\n').unwrap_or((rest, ""));
        cases.push(Case::new(name, what, input.to_string()));
    }
    cases
}

/// The kept file of `cases` (for the test that keeps them); `None` if a case cannot be kept so (an input
/// without its final line end, or with a header line in it).
#[cfg(test)]
fn write(cases: &[Case]) -> Option<String> {
    let mut text = String::new();
    for case in cases {
        let unkeepable = !case.input.ends_with('\n')
            || case.input.lines().any(|l| l.starts_with(HEADER))
            || case.what.contains('\n')
            || case.name.contains('\n');
        if unkeepable {
            return None;
        }
        text.push_str(&format!(
            "{HEADER}{}\n{}\n{}",
            case.name, case.what, case.input
        ));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cases::{cached_cases, every_problem};

    #[test]
    fn kept_data_is_current() {
        let keep = std::env::var_os("ABBOTT_KEEP_SECRET").is_some();
        for (problem, _) in every_problem() {
            use abbott_judge::puzzle::{Chosen, Puzzle};
            let own = |p: &Puzzle| crate::problem(Chosen::statement(*p)).map(Problem::name);
            let puzzle = (Puzzle::ALL.into_iter())
                .find(|p| own(p) == Some(problem.name))
                .expect("a puzzle of its own");
            let made = cached_cases(puzzle);
            let text = write(made).expect("every case can be kept");
            assert_eq!(read(&text), made, "{}: read back as written", problem.name);
            let file = format!("{}.cases", puzzle.name());
            if keep {
                let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("secret")
                    .join(&file);
                std::fs::write(&path, &text).expect("the kept file is written");
            } else {
                assert!(
                    problem.kept_secret_cases() == made,
                    "crates/package/secret/{file} is not what the package makes: \
                     run ABBOTT_KEEP_SECRET=1 cargo test -p abbott-package kept"
                );
            }
        }
    }

    #[test]
    fn an_unkeepable_case_is_refused() {
        let ok = Case::new("a", "b", "1\n".to_string());
        assert!(write(std::slice::from_ref(&ok)).is_some());
        let open = Case::new("a", "b", "1".to_string());
        assert_eq!(write(&[open]), None);
        let header = Case::new("a", "b", format!("{HEADER}x\n"));
        assert_eq!(write(&[header]), None);
        assert_eq!(read(""), Vec::new());
    }
}
