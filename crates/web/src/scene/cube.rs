//! Scenes of cube datasets on every board, the statement's 3 x 3 among
//! them: the pattern and, where the solver gives them, the boards after
//! each of its rolls. They are drawn, stepped through and played alike.

use super::model::{CUBE_LEGEND, PlayData, Scene, Step};
use abbott_judge::cells::{Axes, Cell, cube_cells};
use cube_puzzle::play::Board;
use cube_puzzle::replay_each;
use cube_puzzle::{Answer, Colour, Dataset, Solution, Square};

/// The scene's one-line summary of `answer`, whose rolls the solver gave
/// `given` of (none where it gives none: beyond 30 rolls on 3 x 4).
fn summary(answer: Answer, given: usize) -> String {
    match answer {
        Answer::Rolls(n) if given == n as usize => {
            format!("{n} rolls (judge answer {})", answer.judge_value())
        }
        Answer::Rolls(n) => format!(
            "{n} rolls (judge answer {}); the rolls are not given beyond 30 on this board",
            answer.judge_value()
        ),
        Answer::Never => "the pattern cannot be made".into(),
        Answer::MoreThan(n) => format!("more than {n} rolls (judge answer -1)"),
    }
}

/// The scene of dataset `number` (from 1) and the solver's answer to it.
pub fn cube_scene(number: usize, dataset: &Dataset, solution: Solution) -> Scene {
    let shape = dataset.pattern.shape();
    let Solution { answer, rolls } = solution;
    let given = rolls.unwrap_or_default();
    let shown = replay_each(shape, dataset.start, &given).unwrap_or_default();
    let steps = steps(dataset.start, &given, shown.iter().map(cube_cells));
    let path = std::iter::once(dataset.start)
        .chain(given.iter().copied())
        .take(steps.len())
        .map(|sq| [u32::from(sq.y) - 1, u32::from(sq.x) - 1])
        .collect();
    let summary = summary(answer, given.len());
    Scene {
        title: format!("dataset {number}"),
        summary,
        n_rows: u32::from(shape.rows()),
        n_cols: u32::from(shape.cols()),
        cells: cube_cells(&dataset.pattern),
        steps,
        path,
        axes: Axes::ColumnRow,
        legend: CUBE_LEGEND,
        play: PlayData::Cube {
            hole: [dataset.start.x, dataset.start.y],
            pattern: shape
                .squares()
                .map(|sq| dataset.pattern.top(sq).map_or('E', Colour::letter))
                .collect(),
            optimum: answer.minimum(),
        },
        input: cube_puzzle::to_judge_input(std::slice::from_ref(dataset)),
        board: Some(shape.to_string()),
        moves: headings(dataset, &given),
    }
}

/// The steps of a cube answer from the hole on `start`: the start, then
/// each roll with its board (`boards`: the cells before the rolls and
/// after each).
fn steps(start: Square, rolls: &[Square], boards: impl Iterator<Item = Vec<Cell>>) -> Vec<Step> {
    boards
        .enumerate()
        .map(|(k, cells)| {
            // The piece of interest is the cube that just rolled: it sits
            // where the hole was, which is where the roll before came from.
            let at = match k {
                0 | 1 => start,
                _ => rolls[k - 2],
            };
            let caption = match k {
                0 => format!("start: the hole at (x,y) = {start}"),
                _ => format!(
                    "roll {k} of {}: the cube on (x,y) = {} rolls into {at}",
                    rolls.len(),
                    rolls[k - 1]
                ),
            };
            Step {
                at: [u32::from(at.y) - 1, u32::from(at.x) - 1],
                caption,
                cells: Some(cells),
            }
        })
        .collect()
}

/// The heading each cube rolls in, when the cubes on `rolls` roll into
/// the hole one after the other from the dataset's start board.
fn headings(dataset: &Dataset, rolls: &[Square]) -> Vec<usize> {
    let Some(mut board) = Board::start(dataset.pattern.shape(), dataset.start) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(rolls.len());
    for &from in rolls {
        let Some(heading) = board.heading_from(from) else {
            break;
        };
        out.push(heading.index());
        board = board.rolled(heading).expect("a cube beside the hole rolls");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use cube_puzzle::{Shape, Solver};

    fn scene(number: usize, dataset: &Dataset, solver: &mut Solver) -> Option<Scene> {
        Some(cube_scene(
            number,
            dataset,
            solver.solve_with_rolls(dataset),
        ))
    }

    #[test]
    fn a_4x4_scene_steps_through_the_rolls_and_a_bound_says_so() {
        let shape = "4x4".parse().expect("a shape");
        let text = "1 1\nB E W W\nW W W W\nW W W W\nW W W W\n\
                    1 1\nE B B B\nB B B B\nB B B B\nB B B B\n0 0\n";
        let datasets = cube_puzzle::parse_on(text, shape).expect("valid");
        let mut solver = Solver::new();
        let one = scene(1, &datasets[0], &mut solver).expect("small");
        assert_eq!((one.n_rows, one.n_cols, one.cells.len()), (4, 4, 16));
        assert_eq!(one.summary, "1 rolls (judge answer 1)");
        assert_eq!(one.steps.len(), 2);
        assert_eq!(
            one.steps[1].caption,
            "roll 1 of 1: the cube on (x,y) = (2,1) rolls into (1,1)"
        );
        let labels: String = one.steps[1].cells.as_ref().expect("a board")[..4]
            .iter()
            .map(|c| {
                if c.blocked {
                    'E'
                } else {
                    c.label.chars().next().unwrap_or('?')
                }
            })
            .collect();
        assert_eq!(labels, "BEWW");
        // The cube east of the hole rolls west.
        let PlayData::Cube { optimum, .. } = &one.play else {
            panic!("a cube scene")
        };
        assert_eq!((one.moves.as_slice(), *optimum), (&[3][..], Some(1)));
        assert_eq!(one.board.as_deref(), Some("4x4"));
        let two = scene(2, &datasets[1], &mut solver).expect("small");
        assert_eq!(two.summary, "more than 30 rolls (judge answer -1)");
        assert_eq!(two.steps.len(), 1, "the start only");
    }

    #[test]
    fn a_3x3_scene_is_built_like_any_other_and_its_rolls_replay_to_the_pattern() {
        // The sample's second dataset: 3 rolls from the hole at (2,1).
        let datasets = cube_puzzle::parse("2 1\nR B W\nR W W\nE W W\n0 0\n").expect("valid");
        let three = &scene(1, &datasets[0], &mut Solver::new()).expect("a scene");
        assert_eq!((three.n_rows, three.n_cols, three.cells.len()), (3, 3, 9));
        assert_eq!(three.summary, "3 rolls (judge answer 3)");
        assert_eq!(three.steps.len(), 4, "the start and three rolls");
        let rolls = &three.moves;
        let PlayData::Cube {
            optimum, pattern, ..
        } = &three.play
        else {
            panic!("a cube scene")
        };
        assert_eq!(*optimum, Some(3));
        assert_eq!(pattern.iter().collect::<String>(), "RBWRWWEWW");
        let mut board = Board::start(Shape::STATEMENT, datasets[0].start).expect("on the board");
        for &heading in rolls {
            board = board
                .rolled(dice_core::Heading::ALL[heading])
                .expect("a cube rolls");
        }
        assert_eq!(board.pattern(), datasets[0].pattern);
        let letters = |cells: &[Cell]| -> String {
            (cells.iter())
                .map(|c| if c.blocked { "E" } else { c.label.as_str() })
                .collect()
        };
        let last = three.steps[3].cells.as_ref().expect("a board");
        assert_eq!(letters(last), "RBWRWWEWW");
    }

    #[test]
    fn a_summary_says_when_the_rolls_are_not_given() {
        // A 3 x 4 answer beyond 30 has no rolls (its table would take a
        // minute to build here), so the summary is checked on its own.
        assert_eq!(
            summary(Answer::Rolls(34), 0),
            "34 rolls (judge answer -1); the rolls are not given beyond 30 on this board"
        );
        assert_eq!(summary(Answer::Rolls(0), 0), "0 rolls (judge answer 0)");
        assert_eq!(summary(Answer::Never, 0), "the pattern cannot be made");
    }
}
