//! `abbott package PUZZLE DIR`: a complete problem package in the legacy
//! problem package format, the one problemtools, DOMjudge and Kattis all
//! read in full (problemtools still calls its 2023-07 support incomplete
//! and reads that version's output validator folder differently from the
//! draft): `problem.yaml`, a LaTeX statement in the project's own words,
//! the statement's sample, seeded secret data with a `.desc` line per case,
//! input and output validators that run a copy of `abbott` shipped beside
//! them, and submissions. The folder is written whole or not at all.
//!
//! Every byte comes from this binary and fixed seeds, so two runs write the
//! same package.

mod arrow;
mod cube;
mod dice;
mod dice_figure;
mod dice_shapes;
mod figures;
mod picture;
#[cfg(test)]
mod promises;
pub mod submissions;
mod validators;
mod write;

use crate::puzzle::Puzzle;
use crate::run::transcript;
use std::path::{Path, PathBuf};
use validators::Shipped;
pub use validators::{STATIC, STATIC_BUILD};
use write::write_folder;
pub use write::{Existing, PackageError, Written};

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

/// Set (to anything), `abbott package` makes each validator's abbott a
/// symbolic link to the running one instead of a copy: for tests that
/// look only at a package's layout, which would otherwise copy a 50 MB
/// debug build twice per package. Such a package runs nowhere else.
pub const LINK_VALIDATORS: &str = "ABBOTT_PACKAGE_LINK_VALIDATORS";

/// The secret cases of a puzzle's package.
pub fn secret_cases(puzzle: Puzzle) -> Vec<Case> {
    match puzzle {
        Puzzle::DiceMaze => dice::cases(),
        Puzzle::ArrowMaze => arrow::cases(),
        Puzzle::CubePuzzle => cube::cases(),
    }
}

/// The statement's sample as judge data: the published cube sample loses
/// its trailing spaces.
pub fn sample_input(puzzle: Puzzle) -> String {
    crate::demo::sample(puzzle)
        .lines()
        .flat_map(|line| [line.trim_end(), "\n"])
        .collect()
}

/// The package's statement and identity (the name is the statement's
/// `\\problemname`).
struct Identity {
    /// The problem's name, as in the statement's `\\problemname`.
    name: &'static str,
    source: &'static str,
    uuid: &'static str,
    statement: &'static str,
    /// The statement rendered by problemtools' `problem2pdf` (`cargo xtask
    /// judge` checks that it is current).
    pdf: &'static [u8],
    /// The time limit in seconds, as problemtools sets it from the slowest
    /// accepted solution (`cargo xtask judge` checks it); DOMjudge reads it
    /// from `.timelimit`.
    time_limit: &'static str,
}

fn identity(puzzle: Puzzle) -> Identity {
    match puzzle {
        Puzzle::DiceMaze => Identity {
            name: "A Dicey Problem",
            source: "ICPC World Finals 1999",
            uuid: "6f0f8a52-3b1e-4c6a-9d43-1a7c2e5b9d01",
            statement: include_str!("../../judge/dice-maze/problem.en.tex"),
            pdf: include_bytes!("../../judge/dice-maze/problem.pdf"),
            time_limit: "1",
        },
        Puzzle::ArrowMaze => Identity {
            name: "Abbott's Revenge",
            source: "ICPC World Finals 2000",
            uuid: "0c5d7e3a-8f21-4b7d-a6e9-52d4b8c1f702",
            statement: include_str!("../../judge/arrow-maze/problem.en.tex"),
            pdf: include_bytes!("../../judge/arrow-maze/problem.pdf"),
            time_limit: "1",
        },
        Puzzle::CubePuzzle => Identity {
            name: "Cubic Eight-Puzzle",
            source: "ICPC Asia Regional Yokohama 2006",
            uuid: "b8e41f96-2d7c-4e05-b3a1-9c6f0d2e4a03",
            statement: include_str!("../../judge/cube-puzzle/problem.en.tex"),
            pdf: include_bytes!("../../judge/cube-puzzle/problem.pdf"),
            time_limit: "1",
        },
    }
}

/// `problem.yaml`.
fn problem_yaml(puzzle: Puzzle) -> String {
    let id = identity(puzzle);
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
        name = id.name,
        uuid = id.uuid,
        source = id.source,
    )
}

/// Every file of a puzzle's package, in a fixed order, `binary` being the
/// abbott the validators run.
pub fn files(puzzle: Puzzle, binary: &[u8]) -> Vec<PackageFile> {
    files_with(puzzle, secret_cases(puzzle), &Shipped::Copy(binary))
}

/// Every file of a puzzle's package with `secret` as its secret data.
fn files_with(puzzle: Puzzle, secret: Vec<Case>, binary: &Shipped) -> Vec<PackageFile> {
    let id = identity(puzzle);
    let text = |path: &str, content: String| PackageFile {
        path: path.to_string(),
        bytes: content.into_bytes(),
        kind: Kind::Data,
    };
    let mut out = vec![
        text("problem.yaml", problem_yaml(puzzle)),
        text("problem_statement/problem.en.tex", id.statement.to_string()),
        PackageFile {
            path: "problem_statement/problem.pdf".to_string(),
            bytes: id.pdf.to_vec(),
            kind: Kind::Data,
        },
        text(figures::FIGURE, figures::sample(puzzle)),
        text(".timelimit", format!("{}\n", id.time_limit)),
    ];
    let sample = sample_input(puzzle);
    let sample_answer = transcript(puzzle, sample.as_bytes());
    out.push(text("data/sample/1.ans", sample_answer));
    out.push(text("data/sample/1.in", sample));
    for case in secret {
        let answer = transcript(puzzle, case.input.as_bytes());
        out.push(text(&format!("data/secret/{}.ans", case.name), answer));
        let desc = case.what + "\n";
        out.push(text(&format!("data/secret/{}.desc", case.name), desc));
        out.push(text(&format!("data/secret/{}.in", case.name), case.input));
    }
    out.extend(validators::files(puzzle, binary));
    for sub in submissions::submissions(puzzle) {
        let path = format!("submissions/{}/{}", sub.verdict, sub.file);
        out.push(text(&path, sub.source));
    }
    out
}

/// Writes a puzzle's package as the folder `dir`, whole or not at all,
/// with a copy of the running abbott in each validator folder (a link to
/// it when [`LINK_VALIDATORS`] is set).
pub fn write(puzzle: Puzzle, dir: &Path, existing: Existing) -> Result<Written, PackageError> {
    let exe = std::env::current_exe().map_err(|source| PackageError::Io {
        action: "find",
        path: PathBuf::from("the running abbott"),
        source,
    })?;
    if std::env::var_os(LINK_VALIDATORS).is_some() {
        let files = files_with(puzzle, secret_cases(puzzle), &Shipped::Link(&exe));
        return write_folder(&files, dir, existing);
    }
    let binary = std::fs::read(&exe).map_err(|source| PackageError::Io {
        action: "read",
        path: exe.clone(),
        source,
    })?;
    write_folder(&files(puzzle, &binary), dir, existing)
}

/// Each puzzle's secret cases, made once for all the tests that read them
/// (the arrow maze's take seconds).
#[cfg(test)]
fn cached_cases(puzzle: Puzzle) -> &'static [Case] {
    use std::sync::OnceLock;
    static CASES: [OnceLock<Vec<Case>>; 3] = [const { OnceLock::new() }; 3];
    let slot = match puzzle {
        Puzzle::DiceMaze => 0,
        Puzzle::ArrowMaze => 1,
        Puzzle::CubePuzzle => 2,
    };
    CASES[slot].get_or_init(|| secret_cases(puzzle))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::strict::Limits;

    /// Each package is built once and checked whole: its parts, and every
    /// case (sample and secret) valid judge data whose answer file the
    /// package's own checker accepts.
    #[test]
    fn packages_have_every_part_and_every_case_passes_the_checker() {
        for puzzle in Puzzle::ALL {
            let files = files_with(
                puzzle,
                cached_cases(puzzle).to_vec(),
                &Shipped::Copy(b"abbott"),
            );
            let find = |path: &str| files.iter().find(|f| f.path == path);
            for path in [
                "problem.yaml",
                ".timelimit",
                "problem_statement/problem.en.tex",
                "problem_statement/problem.pdf",
                figures::FIGURE,
                "data/sample/1.in",
                "data/sample/1.ans",
                "input_validators/abbott/run",
                "output_validators/abbott/run",
            ] {
                assert!(find(path).is_some(), "{puzzle:?} lacks {path}");
            }
            let runs = files.iter().filter(|f| f.path.ends_with("/run"));
            assert!(runs.clone().all(|f| f.kind == Kind::Program));
            assert_eq!(runs.count(), 2);
            let accepted: Vec<&str> = files
                .iter()
                .filter_map(|f| f.path.strip_prefix("submissions/accepted/"))
                .collect();
            assert!(accepted.len() >= 2, "{accepted:?}");
            // A Python solution within the time limit shows it is fair for
            // Python (problemtools runs `.py` with PyPy).
            assert!(accepted.iter().any(|f| f.ends_with(".py")), "{accepted:?}");
            for desc in files.iter().filter(|f| f.path.ends_with(".desc")) {
                let text = std::str::from_utf8(&desc.bytes).expect("UTF-8");
                assert!(
                    text.ends_with('\n') && text.lines().count() == 1,
                    "{}",
                    desc.path
                );
            }
            let mut paths = std::collections::HashSet::new();
            assert!(files.iter().all(|f| paths.insert(f.path.as_str())));
            let inputs = files
                .iter()
                .filter(|f| f.path.starts_with("data/") && f.path.ends_with(".in"));
            let mut cases = 0;
            for input in inputs {
                let name = &input.path;
                let violations =
                    crate::validate::violations(puzzle, &input.bytes, Limits::Original);
                assert_eq!(violations, [], "{puzzle:?} {name}");
                let answer = find(&name.replace(".in", ".ans")).expect("an answer file");
                let outcome = crate::check::interface::judge_team(
                    puzzle,
                    &input.bytes,
                    &answer.bytes,
                    &answer.bytes[..],
                );
                assert_eq!(
                    outcome,
                    crate::check::interface::Outcome::Accepted,
                    "{puzzle:?} {name}"
                );
                cases += 1;
            }
            let answers = files.iter().filter(|f| f.path.ends_with(".ans")).count();
            assert!(
                cases > 1 && cases == answers,
                "{puzzle:?}: {cases} inputs, {answers} answers"
            );
        }
    }

    #[test]
    fn problem_yaml_names_the_source_and_asks_for_the_custom_checker() {
        let mut uuids = std::collections::HashSet::new();
        for (puzzle, source) in [
            (Puzzle::DiceMaze, "ICPC World Finals 1999"),
            (Puzzle::ArrowMaze, "ICPC World Finals 2000"),
            (Puzzle::CubePuzzle, "ICPC Asia Regional Yokohama 2006"),
        ] {
            let yaml = problem_yaml(puzzle);
            let lines: Vec<&str> = yaml.lines().collect();
            assert!(lines.contains(&"validation: custom"), "{yaml}");
            assert!(
                lines.contains(&format!("source: {source}").as_str()),
                "{yaml}"
            );
            assert!(lines.contains(&"  memory: 1024"), "{yaml}");
            // DOMjudge names the problem from problem.yaml, problemtools
            // from the statement: the same name.
            let id = identity(puzzle);
            let name = format!("name: \"{}\"", id.name);
            assert!(lines.contains(&name.as_str()), "{yaml}");
            let heading = format!("\\problemname{{{}}}\n", id.name);
            assert!(id.statement.starts_with(&heading), "{heading}");
            assert!(id.pdf.starts_with(b"%PDF-"), "{puzzle:?}: no PDF");
            assert!(id.time_limit.parse::<f64>().is_ok_and(|t| t > 0.0));
            let uuid = lines
                .iter()
                .find_map(|l| l.strip_prefix("uuid: "))
                .expect("a uuid");
            let groups: Vec<usize> = uuid.split('-').map(str::len).collect();
            assert_eq!(groups, [8, 4, 4, 4, 12], "{uuid}");
            assert!(uuids.insert(uuid.to_string()), "{uuid} twice");
        }
    }
}
