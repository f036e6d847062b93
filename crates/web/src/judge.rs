//! A team's output judged on the page against the input, answer by
//! answer: the mazes' routes by the crates' checkers (`check_tour`,
//! `check_route`) and their length against the solver's optimum, the
//! cube's numbers against the solver's answers. Each verdict is attached
//! to the output line where its answer begins.

use crate::puzzle::{Puzzle, shape_of};
use crate::session::Refused;
use dice_core::Pos;
use dice_core::judge::{AnswerReader, RouteLayout, canonical_integer};
use serde::Serialize;

/// One answer's verdict.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct JudgedLine {
    /// The output line the answer begins on, from 1 (0 for an answer
    /// missing at the end).
    pub line: usize,
    /// Whether the answer is right.
    pub ok: bool,
    /// What is right or wrong with it.
    pub verdict: String,
}

/// Every answer's verdict and the whole output's.
#[derive(Debug, Serialize)]
pub struct Verdicts {
    /// One verdict an answer, in output order.
    pub lines: Vec<JudgedLine>,
    /// `accepted`, or how many answers are wrong.
    pub summary: String,
}

/// Every dataset of `inputs`, judge input files, in order.
fn datasets<T, E: std::fmt::Display>(
    inputs: &[String],
    parse: impl Fn(&str) -> Result<Vec<T>, E>,
) -> Result<Vec<T>, Refused> {
    let mut all = Vec::new();
    for input in inputs {
        all.extend(parse(input).map_err(|e| Refused(format!("the input: {e}")))?);
    }
    Ok(all)
}

/// Judges `output` as the answers to the datasets of `inputs`, files of
/// `puzzle` on `board` (cube only).
pub fn judge(
    puzzle: Puzzle,
    board: Option<&str>,
    inputs: &[String],
    output: &str,
) -> Result<Verdicts, Refused> {
    let lines = match puzzle {
        Puzzle::DiceMaze => {
            let mazes = datasets(inputs, dice_maze::parse)?;
            let mut solver = dice_maze::Solver::new();
            routes(output, dice_maze::LAYOUT, &mazes, |maze, route| {
                let optimum = solver.try_solve(maze).map_err(|e| e.to_string())?.n_moves();
                let checked =
                    route.map(|r| dice_maze::check_tour(maze, r).map_err(|e| e.to_string()));
                Ok((maze.name.clone(), optimum, checked))
            })?
        }
        Puzzle::ArrowMaze => {
            let mazes = datasets(inputs, arrow_maze::parse)?;
            let mut solver = arrow_maze::Solver::new();
            routes(output, arrow_maze::LAYOUT, &mazes, |maze, route| {
                let optimum = solver.try_solve(maze).map_err(|e| e.to_string())?.n_moves();
                let checked =
                    route.map(|r| arrow_maze::check_route(maze, r).map_err(|e| e.to_string()));
                Ok((maze.name.clone(), optimum, checked))
            })?
        }
        Puzzle::CubePuzzle => {
            let shape = shape_of(board).map_err(|e| Refused(e.0))?;
            let all = datasets(inputs, |text| cube_puzzle::parse_on(text, shape))?;
            let mut solver = cube_puzzle::Solver::new();
            let mut expected = Vec::with_capacity(all.len());
            for d in &all {
                let answer = solver.try_solve(d).map_err(|e| Refused(e.to_string()))?;
                expected.push(answer.judge_value());
            }
            numbers(output, &expected)
        }
    };
    let wrong = lines.iter().filter(|l| !l.ok).count();
    let summary = match wrong {
        0 => "accepted".to_string(),
        1 => "wrong answer: 1 answer is wrong".to_string(),
        n => format!("wrong answer: {n} answers are wrong"),
    };
    Ok(Verdicts { lines, summary })
}

/// The cube's answers: one integer a line, as the judge writes it.
fn numbers(output: &str, expected: &[i64]) -> Vec<JudgedLine> {
    let mut out = Vec::new();
    let given: Vec<(usize, &str)> = output
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    for (k, &want) in expected.iter().enumerate() {
        let Some(&(at, text)) = given.get(k) else {
            out.push(missing(k + 1));
            continue;
        };
        let (ok, verdict) = match canonical_integer(text.trim_end()) {
            Some(n) if n == want => (true, format!("dataset {}: {n}, correct", k + 1)),
            Some(n) => (false, format!("dataset {}: {n}, expected {want}", k + 1)),
            None => (
                false,
                format!("dataset {}: {text:?} is not an integer", k + 1),
            ),
        };
        out.push(JudgedLine {
            line: at + 1,
            ok,
            verdict,
        });
    }
    for &(at, _) in given.iter().skip(expected.len()) {
        out.push(JudgedLine {
            line: at + 1,
            ok: false,
            verdict: "an answer past the last dataset".into(),
        });
    }
    out
}

fn missing(dataset: usize) -> JudgedLine {
    JudgedLine {
        line: 0,
        ok: false,
        verdict: format!("dataset {dataset}: no answer"),
    }
}

/// What a maze's answer is checked by: its name, the optimum, and the
/// checker's length of the route given (`None` for `No Solution
/// Possible`).
type Checked = (String, Option<usize>, Option<Result<usize, String>>);

/// The mazes' answers: a name line, then the route or `No Solution
/// Possible`, checked by `check`.
fn routes<M>(
    output: &str,
    layout: RouteLayout,
    mazes: &[M],
    mut check: impl FnMut(&M, Option<&[Pos]>) -> Result<Checked, String>,
) -> Result<Vec<JudgedLine>, Refused> {
    let mut reader = AnswerReader::new(output.as_bytes(), layout);
    let mut out = Vec::new();
    for (k, maze) in mazes.iter().enumerate() {
        let answer = reader
            .next_answer()
            .map_err(|e| Refused(format!("the output: {e}")))?;
        let Some(answer) = answer else {
            out.push(missing(k + 1));
            continue;
        };
        let (name, optimum, checked) = check(maze, answer.route.as_deref()).map_err(Refused)?;
        let (ok, verdict) = if answer.name != name {
            (
                false,
                format!("expected the answer to {name}, found {:?}", answer.name),
            )
        } else if let Some(slip) = &answer.layout_error {
            (
                false,
                format!("{name}: not in the judge's layout ({slip:?})"),
            )
        } else {
            match (checked, optimum) {
                (None, None) => (true, format!("{name}: no route, correct")),
                (None, Some(n)) => (false, format!("{name}: a route of {n} moves exists")),
                (Some(Err(why)), _) => (false, format!("{name}: {why}")),
                (Some(Ok(n)), Some(best)) if n == best => (
                    true,
                    format!("{name}: a shortest route of {n} moves, correct"),
                ),
                (Some(Ok(n)), best) => (
                    false,
                    format!("{name}: a route of {n} moves, the shortest has {best:?}"),
                ),
            }
        };
        out.push(JudgedLine {
            line: answer.line,
            ok,
            verdict,
        });
    }
    while let Ok(Some(extra)) = reader.next_answer() {
        out.push(JudgedLine {
            line: extra.line,
            ok: false,
            verdict: "an answer past the last maze".into(),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DICE: &str = include_str!("../../../testdata/dice-maze/sample.in");
    const DICE_OUT: &str = include_str!("../../../testdata/dice-maze/sample.out");
    const CUBE: &str = include_str!("../../../testdata/cube-puzzle/sample.in");
    const CUBE_OUT: &str = include_str!("../../../testdata/cube-puzzle/sample.out");
    const ARROW: &str = include_str!("../../../testdata/arrow-maze/sample.in");
    const ARROW_OUT: &str = include_str!("../../../testdata/arrow-maze/sample.out");

    #[test]
    fn the_published_outputs_are_accepted_answer_by_answer() {
        for (puzzle, input, output) in [
            (Puzzle::DiceMaze, DICE, DICE_OUT),
            (Puzzle::ArrowMaze, ARROW, ARROW_OUT),
            (Puzzle::CubePuzzle, CUBE, CUBE_OUT),
        ] {
            let verdicts = judge(puzzle, None, &[input.to_string()], output).expect("valid input");
            assert_eq!(verdicts.summary, "accepted", "{:?}", verdicts.lines);
            assert!(verdicts.lines.iter().all(|l| l.ok && l.line > 0));
        }
    }

    #[test]
    fn a_wrong_number_and_a_missing_answer_are_named_on_their_lines() {
        let mut lines: Vec<&str> = CUBE_OUT.lines().collect();
        let n = lines.len();
        lines[1] = "04";
        lines.pop();
        let output = lines.join("\n");
        let verdicts =
            judge(Puzzle::CubePuzzle, None, &[CUBE.to_string()], &output).expect("valid");
        assert_eq!(verdicts.summary, "wrong answer: 2 answers are wrong");
        assert_eq!(
            verdicts.lines[1],
            JudgedLine {
                line: 2,
                ok: false,
                verdict: "dataset 2: \"04\" is not an integer".into()
            }
        );
        assert_eq!(
            verdicts.lines[n - 1].verdict,
            format!("dataset {n}: no answer")
        );
    }

    #[test]
    fn a_wrong_integer_and_an_answer_too_many_are_named_on_their_lines() {
        let mut lines: Vec<String> = CUBE_OUT.lines().map(str::to_string).collect();
        let n = lines.len();
        let right: i64 = lines[2].trim().parse().expect("an integer");
        lines[2] = (right + 1).to_string();
        lines.push("7".into());
        let verdicts = judge(
            Puzzle::CubePuzzle,
            None,
            &[CUBE.to_string()],
            &lines.join("\n"),
        )
        .expect("valid");
        assert_eq!(verdicts.summary, "wrong answer: 2 answers are wrong");
        let wrong = format!("dataset 3: {}, expected {right}", right + 1);
        assert_eq!((verdicts.lines[2].line, verdicts.lines[2].ok), (3, false));
        assert_eq!(verdicts.lines[2].verdict, wrong);
        let extra = &verdicts.lines[n];
        assert_eq!((extra.line, extra.ok), (n + 1, false));
        assert_eq!(extra.verdict, "an answer past the last dataset");
    }

    #[test]
    fn a_maze_answer_missing_at_the_end_is_named_by_its_dataset() {
        let mazes = dice_maze::parse(DICE).expect("the sample");
        let cut = DICE_OUT
            .rfind(&mazes[mazes.len() - 1].name)
            .expect("its name");
        let verdicts = judge(
            Puzzle::DiceMaze,
            None,
            &[DICE.to_string()],
            &DICE_OUT[..cut],
        )
        .expect("valid");
        let last = verdicts.lines.last().expect("a verdict a maze");
        assert_eq!(verdicts.lines.len(), mazes.len());
        assert_eq!(last.verdict, format!("dataset {}: no answer", mazes.len()));
    }

    #[test]
    fn a_legal_route_longer_than_the_shortest_is_wrong() {
        // The first sample maze's shortest tour with a roll there and back
        // put in where the checker takes it: legal, two moves longer.
        let maze = &dice_maze::parse(DICE).expect("the sample")[0];
        let best = dice_maze::solve(maze).route.expect("a tour");
        let longer = (1..best.len())
            .map(|i| {
                let mut route = best[..=i].to_vec();
                route.extend([best[i - 1], best[i]]);
                route.extend_from_slice(&best[i + 1..]);
                route
            })
            .find(|route| dice_maze::check_tour(maze, route).ok() == Some(best.len() + 1))
            .expect("a legal detour of two moves");
        let mut output = String::new();
        dice_maze::LAYOUT
            .write_answer(&mut output, &maze.name, Some(&longer))
            .expect("to a string");
        let verdicts = judge(Puzzle::DiceMaze, None, &[DICE.to_string()], &output).expect("valid");
        let first = &verdicts.lines[0];
        assert!(!first.ok, "{first:?}");
        let moves = best.len() - 1;
        let said = format!(
            "a route of {} moves, the shortest has Some({moves})",
            moves + 2
        );
        assert!(first.verdict.ends_with(&said), "{first:?}");
    }

    #[test]
    fn a_route_broken_by_one_move_is_named_by_the_checker() {
        let output = DICE_OUT.replacen("(1,2)", "(1,3)", 1);
        let verdicts = judge(Puzzle::DiceMaze, None, &[DICE.to_string()], &output).expect("valid");
        assert!(!verdicts.lines[0].ok);
        assert!(
            verdicts.lines[0].verdict.starts_with("DICEMAZE1: "),
            "{:?}",
            verdicts.lines[0]
        );
        assert!(verdicts.lines[1..].iter().all(|l| l.ok));
    }
}
