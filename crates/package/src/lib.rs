#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod arrow;
mod arrow_shapes;
mod carried;
mod cube;
mod cube_carried;
mod dice;
mod dice_figure;
mod dice_mistakes;
mod dice_shapes;
mod figures;
mod forced;
mod freedoms;
mod grammar;
mod heaviest;
mod kept;
mod longest;
mod one_entry;
mod picture;
mod readme;
pub mod submissions;
mod validators;
mod wide;
mod write;

use abbott_judge::Rules;
use abbott_judge::puzzle::{Chosen, Puzzle};
use cube_puzzle::Shape;
use std::path::{Path, PathBuf};
use submissions::Solutions;
use validators::Shipped;
pub use validators::{STATIC, STATIC_BUILD, STATIC_PATH};
use write::write_folder;
pub use write::{Existing, PackageError, Written};

pub use arrow::ARROW_MAZE;
pub use cube::CUBE_PUZZLE;
pub use dice::DICE_MAZE;

/// The problem package of a chosen puzzle: every puzzle on its statement's
/// board has one, the cube on any other board none.
pub fn problem(chosen: Chosen) -> Option<&'static Problem> {
    match chosen.puzzle {
        Puzzle::DiceMaze => Some(&DICE_MAZE),
        Puzzle::ArrowMaze => Some(&ARROW_MAZE),
        Puzzle::CubePuzzle => (chosen.board == Shape::STATEMENT).then_some(&CUBE_PUZZLE),
    }
}

/// What one puzzle brings to its problem package: its identity and
/// statement, its secret cases, its submissions and its figure. Each is a
/// `static` beside the puzzle's own package code, reached through
/// [`problem`].
///
/// A struct of data and `fn` pointers rather than a trait: nearly all of it
/// is fixed data (names, embedded files, the mistakes' tables), which reads
/// best as one literal per puzzle, and the two computed parts are plain
/// functions of nothing or of the sample.
pub struct Problem {
    /// The problem's name, as in the statement's `\\problemname`.
    name: &'static str,
    /// The contest the problem comes from.
    source: &'static str,
    /// The package's fixed uuid.
    uuid: &'static str,
    /// The LaTeX statement.
    statement: &'static str,
    /// The statement rendered by problemtools' `problem2pdf` (`cargo xtask
    /// judge` checks that it is current).
    pdf: &'static [u8],
    /// The time limit in seconds, as problemtools sets it from the slowest
    /// accepted solution (`cargo xtask judge` checks it); DOMjudge reads it
    /// from `.timelimit`.
    time_limit: &'static str,
    /// Makes the secret cases.
    cases: fn() -> Vec<Case>,
    /// The statement's figure, drawn from the sample as judge data.
    figure: fn(&str) -> String,
    /// The accepted, too slow and wrong submissions.
    solutions: Solutions,
}

impl Problem {
    /// The problem's name, as in the statement and `problem.yaml`.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The package's secret cases, in file order.
    pub fn secret_cases(&self) -> Vec<Case> {
        (self.cases)()
    }

    /// The secret cases in the order `abbott test` runs them: those made
    /// to kill the model's mutants (`one-entry-*`, `grammar-edges`,
    /// `names-*`, `carried-kept-start`), which are small, first.
    pub fn secret_cases_killers_first(&self) -> Vec<Case> {
        killers_first(self.secret_cases())
    }

    /// The time limit of the package's runs (`.timelimit`).
    pub fn time_limit(&self) -> std::time::Duration {
        let seconds: f64 =
            (self.time_limit.parse()).expect("a package's time limit is a number of seconds");
        std::time::Duration::from_secs_f64(seconds)
    }

    /// Every submission of the package, in a fixed order.
    pub fn submissions(&self) -> Vec<submissions::Submission> {
        submissions::submissions(&self.solutions)
    }
}

/// `cases` with those made to kill the model's mutants first, each part
/// in file order.
fn killers_first(cases: Vec<Case>) -> Vec<Case> {
    let kills = |c: &Case| one_entry::made_to_kill(&c.name);
    let (mut first, rest): (Vec<Case>, Vec<Case>) = cases.into_iter().partition(kills);
    first.extend(rest);
    first
}

impl std::fmt::Debug for Problem {
    /// The problem's name and uuid (not its embedded files).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Problem")
            .field("name", &self.name)
            .field("uuid", &self.uuid)
            .finish_non_exhaustive()
    }
}

/// How each validator folder carries the abbott it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Validators {
    /// A copy: what a judge host needs (the default).
    Copy,
    /// A symbolic link to that abbott, for tests that look only at
    /// a package's layout, which would otherwise copy a 50 MB debug build
    /// twice per package. Such a package runs nowhere else.
    Link,
}

/// One test case of a package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The file name without extension.
    pub name: String,
    /// What the case tests, in a sentence.
    pub what: String,
    /// The judge input.
    pub input: String,
}

impl Case {
    /// A case named `name` testing `what`.
    pub fn new(name: &str, what: &str, input: String) -> Case {
        Case {
            name: name.to_string(),
            what: what.to_string(),
            input,
        }
    }
}

/// One file of a package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackageFile {
    /// The path inside the package, with `/` separators.
    pub path: String,
    /// The content (empty for a link).
    pub bytes: Vec<u8>,
    /// How the file is written.
    pub kind: Kind,
}

/// How a package file is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A plain file (mode 644).
    Data,
    /// A program to run (mode 755).
    Program,
    /// A symbolic link to this path, holding no bytes of its own.
    Link(PathBuf),
}

/// The statement's sample as judge data: the published cube sample loses
/// its trailing spaces.
pub fn sample_input(rules: &dyn Rules) -> String {
    rules
        .sample()
        .lines()
        .flat_map(|line| [line.trim_end(), "\n"])
        .collect()
}

/// `problem.yaml`.
fn problem_yaml(problem: &Problem) -> String {
    format!(
        "\
name: \"{name}\"
uuid: {uuid}
source: {source}
license: cc by-sa
rights_owner: The abbott authors
validation: custom
limits:
  memory: 1024
  time_multiplier: 2
  time_safety_margin: 1.5
",
        name = problem.name,
        uuid = problem.uuid,
        source = problem.source,
    )
}

/// Every file of `problem`'s package with `secret` as its secret data,
/// answered and validated by `rules`, the validators carrying `binary`.
fn files_with(
    problem: &Problem,
    rules: &dyn Rules,
    secret: Vec<Case>,
    binary: &Shipped,
) -> Vec<PackageFile> {
    let text = |path: &str, content: String| PackageFile {
        path: path.to_string(),
        bytes: content.into_bytes(),
        kind: Kind::Data,
    };
    let sample = sample_input(rules);
    let readme = readme::readme(problem, rules.puzzle(), &secret);
    let mut out = vec![
        text("README.md", readme),
        text("problem.yaml", problem_yaml(problem)),
        text(
            "problem_statement/problem.en.tex",
            problem.statement.to_string(),
        ),
        PackageFile {
            path: "problem_statement/problem.pdf".to_string(),
            bytes: problem.pdf.to_vec(),
            kind: Kind::Data,
        },
        text(figures::FIGURE, (problem.figure)(&sample)),
        text(".timelimit", format!("{}\n", problem.time_limit)),
    ];
    let sample_answer = rules.transcript(sample.as_bytes());
    out.push(text("data/sample/1.ans", sample_answer));
    out.push(text("data/sample/1.in", sample));
    for case in secret {
        let answer = rules.transcript(case.input.as_bytes());
        out.push(text(&format!("data/secret/{}.ans", case.name), answer));
        let desc = case.what + "\n";
        out.push(text(&format!("data/secret/{}.desc", case.name), desc));
        out.push(text(&format!("data/secret/{}.in", case.name), case.input));
    }
    out.extend(validators::files(rules.puzzle(), binary));
    for sub in problem.submissions() {
        let path = format!("submissions/{}/{}", sub.verdict, sub.file);
        out.push(text(&path, sub.source));
    }
    out
}

/// Every file of `problem`'s package, in a fixed order, answered and
/// validated by `rules` (the same puzzle's), `binary` being the abbott the
/// validators run.
pub fn files(problem: &Problem, rules: &dyn Rules, binary: &[u8]) -> Vec<PackageFile> {
    let secret = problem.secret_cases();
    files_with(problem, rules, secret, &Shipped::Copy(binary))
}

/// Writes `problem`'s package as the folder `dir`, whole or not at all,
/// after checking the folder (its name, and whether it holds files) before
/// making anything,
/// answered and validated by `rules` (the same puzzle's), with the abbott
/// program at `abbott` in each validator folder as `validators` says (the
/// validators run `abbott validate PUZZLE --icpc` and `abbott check --icpc`; the
/// README and `build` scripts describe it as built like this crate, so
/// `abbott package` ships itself).
pub fn write(
    problem: &Problem,
    rules: &dyn Rules,
    dir: &Path,
    existing: Existing,
    validators: Validators,
    abbott: &Path,
) -> Result<Written, PackageError> {
    // The folder is checked before the package's data is made (seconds).
    write::check_target(dir, existing)?;
    if validators == Validators::Link {
        let secret = problem.secret_cases();
        let files = files_with(problem, rules, secret, &Shipped::Link(abbott));
        return write_folder(&files, dir, existing);
    }
    let binary = std::fs::read(abbott).map_err(|source| PackageError::Io {
        action: "read",
        path: abbott.to_path_buf(),
        source,
    })?;
    write_folder(&files(problem, rules, &binary), dir, existing)
}

#[cfg(test)]
mod carried_promises;
#[cfg(test)]
mod grammar_promises;
#[cfg(test)]
mod mutant_tests;
#[cfg(test)]
mod promises;

#[cfg(test)]
mod test_cases;
#[cfg(test)]
use test_cases::{cached_cases, every_problem};

#[cfg(test)]
mod tests;
