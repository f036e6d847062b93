//! The package's tests over the whole package: its parts, every case
//! valid and accepted by the package's own checker, `problem.yaml`, and
//! which puzzles have a package.

use super::*;
use dice_core::strict::Limits;

/// Each package is built once and checked whole: its parts, and every
/// case (sample and secret) valid judge data whose answer file the
/// package's own checker accepts.
#[test]
fn packages_have_every_part_and_every_case_passes_the_checker() {
    for (problem, kind) in every_problem() {
        let puzzle = kind.puzzle();
        let files = files_with(
            problem,
            kind.as_ref(),
            cached_cases(puzzle).to_vec(),
            &Shipped::Copy(b"abbott"),
        );
        let find = |path: &str| files.iter().find(|f| f.path == path);
        for path in [
            "README.md",
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
            let violations = kind.violations(&input.bytes, Limits::Original);
            assert_eq!(violations, [], "{puzzle:?} {name}");
            let answer = find(&name.replace(".in", ".ans")).expect("an answer file");
            let outcome = abbott_judge::interface::judge_team(
                puzzle,
                &input.bytes,
                &answer.bytes,
                &answer.bytes[..],
            );
            assert_eq!(
                outcome,
                abbott_judge::interface::Outcome::Accepted,
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
    use abbott_judge::puzzle::Puzzle;
    let mut uuids = std::collections::HashSet::new();
    let sources = [
        (Puzzle::DiceMaze, "ICPC World Finals 1999"),
        (Puzzle::ArrowMaze, "ICPC World Finals 2000"),
        (Puzzle::CubePuzzle, "ICPC Asia Regional Yokohama 2006"),
    ];
    for (problem, kind) in every_problem() {
        let (_, source) = sources
            .iter()
            .find(|(puzzle, _)| *puzzle == kind.puzzle())
            .expect("every puzzle's source");
        let yaml = problem_yaml(problem);
        let lines: Vec<&str> = yaml.lines().collect();
        assert!(lines.contains(&"validation: custom"), "{yaml}");
        assert!(
            lines.contains(&format!("source: {source}").as_str()),
            "{yaml}"
        );
        assert!(lines.contains(&"  memory: 1024"), "{yaml}");
        // DOMjudge names the problem from problem.yaml, problemtools
        // from the statement: the same name.
        let name = format!("name: \"{}\"", problem.name());
        assert!(lines.contains(&name.as_str()), "{yaml}");
        let heading = format!("\\problemname{{{}}}\n", problem.name());
        assert!(problem.statement.starts_with(&heading), "{heading}");
        assert!(
            problem.pdf.starts_with(b"%PDF-"),
            "{}: no PDF",
            problem.name
        );
        assert!(problem.time_limit.parse::<f64>().is_ok_and(|t| t > 0.0));
        let uuid = lines
            .iter()
            .find_map(|l| l.strip_prefix("uuid: "))
            .expect("a uuid");
        let groups: Vec<usize> = uuid.split('-').map(str::len).collect();
        assert_eq!(groups, [8, 4, 4, 4, 12], "{uuid}");
        assert!(uuids.insert(uuid.to_string()), "{uuid} twice");
    }
}

#[test]
fn only_the_statements_board_has_a_package() {
    use abbott_judge::puzzle::{Chosen, Puzzle};
    let board = "3x4".parse().expect("a board");
    let cube = Chosen::new(Puzzle::CubePuzzle, Some(board)).expect("a cube");
    assert!(problem(cube).is_none());
    assert_eq!(every_problem().len(), 3);
}
