//! A team's output judged on the page against the input, answer by
//! answer, by the judge `abbott check` uses (`abbott_judge`): the same
//! verdicts in the same words, each attached to the output line where its
//! answer begins.

use crate::puzzle::{Puzzle, shape_of};
use crate::session::Refused;
use abbott_judge::{Chosen, Judging};
use serde::Serialize;

/// One answer's verdict.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct JudgedLine {
    /// The output line the answer begins on, from 1 (0 for an answer
    /// missing from the output).
    pub line: usize,
    /// Whether the answer is right.
    pub ok: bool,
    /// `LABEL: REASON`, as `abbott check` reports a wrong answer.
    pub verdict: String,
}

/// Every answer's verdict and the whole output's.
#[derive(Debug, Serialize)]
pub struct Verdicts {
    /// One verdict an answer, in output order.
    pub lines: Vec<JudgedLine>,
    /// `abbott check`'s closing lines: `N passed, M failed`, after the
    /// count of answers when some are missing.
    pub summary: String,
    /// Whether every answer is right.
    pub accepted: bool,
}

/// The judge's name of `puzzle`.
fn judged(puzzle: Puzzle) -> abbott_judge::Puzzle {
    match puzzle {
        Puzzle::DiceMaze => abbott_judge::Puzzle::DiceMaze,
        Puzzle::ArrowMaze => abbott_judge::Puzzle::ArrowMaze,
        Puzzle::CubePuzzle => abbott_judge::Puzzle::CubePuzzle,
    }
}

/// The datasets of every one of `inputs` (judge files of `puzzle`, in
/// order) as one judge file: each cut at its end line, then one end line.
fn one_input(puzzle: Puzzle, inputs: &[String]) -> String {
    let end = match puzzle {
        Puzzle::DiceMaze | Puzzle::ArrowMaze => "END",
        Puzzle::CubePuzzle => "0 0",
    };
    let mut all = String::new();
    for input in inputs {
        for line in input.lines() {
            if line.split_whitespace().collect::<Vec<_>>().join(" ") == end {
                break;
            }
            all.push_str(line);
            all.push('\n');
        }
    }
    all.push_str(end);
    all.push('\n');
    all
}

/// Judges `output` as the answers to the datasets of `inputs`, judge
/// files of `puzzle` on `board` (cube only), by the statement's demands.
pub fn judge(
    puzzle: Puzzle,
    board: Option<&str>,
    inputs: &[String],
    output: &str,
) -> Result<Verdicts, Refused> {
    let board = shape_of(board).map_err(|e| Refused(e.0))?;
    let board = (puzzle == Puzzle::CubePuzzle).then_some(board);
    let chosen = Chosen::new(judged(puzzle), board).map_err(|e| Refused(e.to_string()))?;
    let input = if let [one] = inputs {
        one.clone()
    } else {
        one_input(puzzle, inputs)
    };
    let found = abbott_judge::verdicts_on(
        chosen,
        input.as_bytes(),
        output.as_bytes(),
        Judging::STATEMENT,
    )
    .map_err(|e| Refused(e.to_string()))?;
    let accepted = found.accepted();
    let lines = (found.lines.into_iter())
        .map(|v| JudgedLine {
            line: v.line,
            ok: v.ok,
            verdict: v.text,
        })
        .collect();
    Ok(Verdicts {
        lines,
        summary: found.summary,
        accepted,
    })
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
            assert!(verdicts.accepted, "{:?}", verdicts.lines);
            assert!(verdicts.summary.ends_with(" passed, 0 failed"));
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
        let summary = format!(
            "output: {} answers for {n} datasets\n{} passed, 2 failed",
            n - 1,
            n - 2
        );
        assert_eq!((verdicts.summary, verdicts.accepted), (summary, false));
        assert_eq!(
            verdicts.lines[1],
            JudgedLine {
                line: 2,
                ok: false,
                verdict: "dataset 2: output line 2: expected a number, found \"04\"".into()
            }
        );
        assert_eq!(
            verdicts.lines[n - 1].verdict,
            format!("dataset {n}: no answer in the output")
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
        assert_eq!(verdicts.summary, format!("{} passed, 2 failed", n - 1));
        let wrong = format!("dataset 3: expected {right}, found {}", right + 1);
        assert_eq!((verdicts.lines[2].line, verdicts.lines[2].ok), (3, false));
        assert_eq!(verdicts.lines[2].verdict, wrong);
        let extra = &verdicts.lines[n];
        assert_eq!((extra.line, extra.ok), (n + 1, false));
        let said = format!(
            "output: line {}: an extra line \"7\" after the last answer",
            n + 1
        );
        assert_eq!(extra.verdict, said);
    }

    #[test]
    fn several_inputs_are_judged_as_one_file_of_their_datasets() {
        let twice = format!("{DICE_OUT}{DICE_OUT}");
        let inputs = [DICE.to_string(), DICE.to_string()];
        let verdicts = judge(Puzzle::DiceMaze, None, &inputs, &twice).expect("valid");
        assert!(verdicts.accepted, "{:?}", verdicts.lines);
        let n = dice_maze::parse(DICE).expect("the sample").len();
        assert_eq!(verdicts.summary, format!("{} passed, 0 failed", 2 * n));
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
        let name = &mazes[mazes.len() - 1].name;
        assert_eq!(last.verdict, format!("{name}: no answer in the output"));
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
            "a tour of {} moves, but the shortest has {moves}",
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
