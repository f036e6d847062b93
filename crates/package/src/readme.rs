//! The package's `README.md`, for the judge who receives it: what each
//! folder holds, how to import the package into DOMjudge and Kattis, how to
//! run its checks, and what the validators' copy of abbott is.

use super::{Case, Problem, validators};
use abbott_judge::puzzle::Puzzle;

/// The `README.md` of `problem`'s package (`puzzle`'s), whose secret data
/// is `secret`.
pub(super) fn readme(problem: &Problem, puzzle: Puzzle, secret: &[Case]) -> String {
    let name = problem.name;
    let source = problem.source;
    let time_limit = problem.time_limit;
    let n_secret = secret.len();
    let first = secret.first().map_or("", |case| case.name.as_str());
    let copy = validators::copy_note();
    let puzzle = puzzle.name();
    format!(
        "\
# {name}

A problem package in the legacy Kattis problem package format, read by
problemtools, DOMjudge and Kattis, written by `abbott package {puzzle}`
(the same command writes the same bytes). Source: {source}.

## What each folder holds

- `problem.yaml`: name, source, licence, custom output validation, 1024 MB
  of memory; `.timelimit`: {time_limit} s.
- `problem_statement/`: the statement in LaTeX (`problem.en.tex`), its
  figure of the first sample (`figure-sample.tex`) and its PDF.
- `data/sample/`: the statement's sample (`1.in`, `1.ans`).
- `data/secret/`: {n_secret} secret cases, each an input, its answer and a
  `.desc` line saying what it tests.
- `input_validators/abbott/`: the strict input validator (exit 42 valid,
  43 invalid).
- `output_validators/abbott/`: the checker in the ICPC/Kattis interface
  (exit 42 accepted, 43 wrong answer, the reason in `judgemessage.txt`);
  any shortest route is accepted where the statement allows several.
- `submissions/`: accepted solutions written from the statement, right
  but slow searches that must exceed the time limit (one without a visited
  set, and the slow families the heaviest files make pay), and the classic
  mistakes as wrong answers.

Both validator folders hold a `build` script that compiles nothing and
checks that `abbott` runs on the host, a `run` script, and `abbott` itself:
{copy}

## Into DOMjudge

Zip the contents of this folder, not the folder (`zip -r ../problem.zip .`
from inside it keeps the scripts executable), then in the jury interface
open Problems, Import or export, choose a contest (or none) and upload the
zip. DOMjudge takes the time limit from `.timelimit`, the memory limit from
`problem.yaml`, the statement PDF, the sample and secret data, the output
validator and the submissions (as jury submissions with their expected
verdicts when a contest was chosen). DOMjudge does not run input
validators.

## Into Kattis

Kattis reads this format as it is; problemtools is its own checker for it.
Check the package with `verifyproblem` (below), then hand the folder or its
zip to Kattis as a problem package.

## Running its checks

```sh
pip install problemtools
verifyproblem .           # every check: validators, data, submissions, time limit
input_validators/abbott/run < data/secret/{first}.in; echo $?   # 42: valid
mkdir -p feedback          # the output validator writes judgemessage.txt into the folder it is given
output_validators/abbott/run data/secret/{first}.in data/secret/{first}.ans feedback < data/secret/{first}.ans; echo $?   # 42: accepted
```

The folder name must be lower-case letters and digits only: problemtools
takes it as the problem's short name.
"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use abbott_judge::puzzle::{Chosen, Puzzle};

    #[test]
    fn the_readme_names_every_folder_and_the_truth_about_the_copy() {
        for puzzle in Puzzle::ALL {
            let problem = crate::problem(Chosen::statement(puzzle));
            let problem = problem.expect("every statement has a package");
            let case = Case::new("tiny", "small things", String::new());
            let text = readme(problem, puzzle, &[case]);
            for folder in [
                "problem_statement/",
                "data/sample/",
                "data/secret/",
                "input_validators/abbott/",
                "output_validators/abbott/",
                "submissions/",
                "DOMjudge",
                "Kattis",
                "verifyproblem",
                "data/secret/tiny.in",
            ] {
                assert!(text.contains(folder), "{puzzle:?}: {folder} missing");
            }
            assert!(text.contains(&format!("abbott package {}", puzzle.name())));
            assert_eq!(text.contains("statically linked"), validators::STATIC);
            assert_eq!(text.contains("dynamically linked"), !validators::STATIC);
        }
    }
}
