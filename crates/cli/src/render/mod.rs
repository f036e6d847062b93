//! `abbott render`: every dataset as a picture with its route on it, in the
//! terminal, as SVG files, or as one self-contained HTML page with a step
//! slider.
//!
//! Each puzzle becomes a list of [`Scene`]s (a grid of labelled cells and
//! the steps of the answer); the three outputs only draw scenes.

mod badges;
mod command;
mod cube;
pub mod html;
mod scene;
pub mod svg;
pub mod terminal;

pub use command::command;
pub(crate) use cube::{cube_cells, cube_scenes};
pub use scene::{
    ARROW_LEGEND, Axes, CUBE_LEGEND, Cell, DICE_LEGEND, Legend, PlayData, Scene, Step,
};

use crate::error::{MemoryRefused, RunError};
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format};
use std::io::BufRead;

/// Where `render` draws.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Drawing {
    /// In the terminal (in colour on a terminal).
    Terminal,
    /// One SVG per dataset in this folder.
    Svg(std::path::PathBuf),
    /// One HTML page.
    Html(std::path::PathBuf),
}

/// `abbott render`, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The puzzle and its board.
    pub chosen: crate::puzzle::Chosen,
    /// The file (`-` for standard input).
    pub input: std::path::PathBuf,
    /// Where to draw.
    pub drawing: Drawing,
}

/// The scene `scene` makes of each dataset of `datasets` (numbered from
/// 1), then the first input error or the first dataset whose search the
/// system refuses its memory, named by its number and line.
fn scenes_each<R: BufRead, F: Format>(
    mut datasets: Datasets<R, F>,
    mut scene: impl FnMut(usize, F::Dataset) -> Result<Scene, OutOfMemory>,
) -> (Vec<Scene>, Option<RunError>) {
    let mut out = Vec::new();
    let mut number = 0;
    while let Some(dataset) = datasets.next() {
        number += 1;
        let made = match dataset {
            Ok(dataset) => scene(number, dataset),
            Err(e) => return (out, Some(e.into())),
        };
        match made {
            Ok(scene) => out.push(scene),
            Err(refused) => {
                let line = datasets.dataset_line();
                let refused = MemoryRefused {
                    number,
                    line,
                    refused,
                };
                return (out, Some(refused.into()));
            }
        }
    }
    (out, None)
}

/// The scenes of every dice maze in `input`, then the first input error
/// or refused search.
pub(crate) fn dice_scenes(input: impl BufRead) -> (Vec<Scene>, Option<RunError>) {
    let mut solver = dice_maze::Solver::new();
    scenes_each(dice_maze::Reader::new(input), |_, maze| {
        Ok(dice_scene(&maze, &solver.try_solve(&maze)?))
    })
}

/// The scenes of every arrow maze in `input`, then the first input error
/// or refused search.
pub(crate) fn arrow_scenes(input: impl BufRead) -> (Vec<Scene>, Option<RunError>) {
    let mut solver = arrow_maze::Solver::new();
    scenes_each(arrow_maze::Reader::new(input), |_, maze| {
        Ok(arrow_scene(&maze, &solver.try_solve(&maze)?))
    })
}

/// A dice maze's cells: each square's number, `*` for wild, blocked when
/// empty.
pub(crate) fn dice_cells(maze: &dice_maze::Maze) -> Vec<Cell> {
    let grid = &maze.grid;
    (1..=grid.n_rows())
        .flat_map(|row| grid.row(row).iter())
        .map(|square| match square.value() {
            0 => Cell {
                blocked: true,
                ..Cell::default()
            },
            -1 => Cell {
                label: "*".into(),
                ..Cell::default()
            },
            v => Cell {
                label: v.to_string(),
                ..Cell::default()
            },
        })
        .collect()
}

fn dice_scene(maze: &dice_maze::Maze, solution: &dice_maze::Solution) -> Scene {
    let grid = &maze.grid;
    let cells = dice_cells(maze);
    let route = solution.route.as_deref().unwrap_or_default();
    let mut die = maze.die;
    let mut steps = Vec::new();
    for (k, pos) in route.iter().enumerate() {
        if k > 0 {
            let heading = route[k - 1].heading_to(*pos);
            if let Some(h) = heading {
                die = die.roll(h);
            }
        }
        let caption = format!(
            "step {k} of {}: {pos}, {} on top",
            route.len() - 1,
            die.top()
        );
        steps.push(Step {
            at: [pos.row - 1, pos.col - 1],
            caption,
            cells: None,
        });
    }
    let summary = summary(solution, |n| format!("tour of {n} moves"));
    let values = (1..=grid.n_rows())
        .flat_map(|row| grid.row(row).iter().map(|s| s.value()))
        .collect();
    let faces = [
        dice_core::Side::Top,
        dice_core::Side::Facing(dice_core::Heading::North),
        dice_core::Side::Facing(dice_core::Heading::East),
        dice_core::Side::Facing(dice_core::Heading::South),
        dice_core::Side::Facing(dice_core::Heading::West),
        dice_core::Side::Bottom,
    ]
    .map(|side| maze.die.face(side));
    let play = PlayData::Dice {
        values,
        start: [maze.start.row, maze.start.col],
        faces,
        optimum: solution.n_moves(),
    };
    maze_scene(
        solution,
        (summary, DICE_LEGEND, play),
        (grid.n_rows(), grid.n_cols()),
        cells,
        steps,
    )
}

/// A maze's answer in one line: `describe(moves)`, or no solution.
fn summary(
    solution: &dice_core::judge::Solution,
    describe: impl FnOnce(usize) -> String,
) -> String {
    solution
        .n_moves()
        .map_or_else(|| dice_core::judge::NO_SOLUTION.into(), describe)
}

/// The scene of a maze answer over a grid of `(n_rows, n_cols)`.
fn maze_scene(
    solution: &dice_core::judge::Solution,
    (summary, legend, play): (String, Legend, PlayData),
    (n_rows, n_cols): (u32, u32),
    cells: Vec<Cell>,
    steps: Vec<Step>,
) -> Scene {
    let path = steps.iter().map(|step| step.at).collect();
    Scene {
        title: solution.name.clone(),
        summary,
        n_rows,
        n_cols,
        cells,
        steps,
        path,
        axes: Axes::RowColumn,
        legend,
        play,
    }
}

/// The arrows for every way out of an intersection, whatever the arrival.
fn exit_arrows(post: arrow_maze::Signpost) -> String {
    use dice_core::Heading;
    let mut exits = [false; 4];
    for arriving in Heading::ALL {
        for t in arrow_maze::Turn::ALL {
            if post.allows(arriving, t) {
                exits[t.apply(arriving).index()] = true;
            }
        }
    }
    Heading::ALL
        .iter()
        .zip(['↑', '→', '↓', '←'])
        .filter(|(h, _)| exits[h.index()])
        .map(|(_, c)| c)
        .collect()
}

/// An arrow maze's cells: the ways out as arrows, `S` and `G` at the
/// entrance and the goal, the signs as the detail.
pub(crate) fn arrow_cells(maze: &arrow_maze::Maze) -> Vec<Cell> {
    let grid = &maze.signs;
    let mut cells = Vec::new();
    for row in 1..=grid.n_rows() {
        for (i, &post) in grid.row(row).iter().enumerate() {
            let pos = dice_core::Pos::new(row, i as u32 + 1);
            let mut label = exit_arrows(post);
            if pos == maze.goal {
                label = format!("G{label}");
            }
            if pos == maze.start {
                label = format!("S{label}");
            }
            cells.push(Cell {
                label,
                blocked: false,
                detail: post.to_string(),
            });
        }
    }
    cells
}

fn arrow_scene(maze: &arrow_maze::Maze, solution: &arrow_maze::Solution) -> Scene {
    let grid = &maze.signs;
    let cells = arrow_cells(maze);
    let route = solution.route.as_deref().unwrap_or_default();
    let steps = route
        .iter()
        .enumerate()
        .map(|(k, pos)| Step {
            at: [pos.row - 1, pos.col - 1],
            caption: format!("step {k} of {}: {pos}", route.len() - 1),
            cells: None,
        })
        .collect();
    let summary = summary(solution, |n| {
        format!(
            "route of {n} moves, leaving {} heading {}",
            maze.start, maze.heading
        )
    });
    let turns = (1..=grid.n_rows())
        .flat_map(|row| grid.row(row).iter())
        .map(|post| dice_core::Heading::ALL.map(|h| post.turns(h)))
        .collect();
    let play = PlayData::Arrow {
        turns,
        start: [maze.start.row, maze.start.col],
        heading: maze.heading.index(),
        goal: [maze.goal.row, maze.goal.col],
        optimum: solution.n_moves(),
    };
    maze_scene(
        solution,
        (summary, ARROW_LEGEND, play),
        (grid.n_rows(), grid.n_cols()),
        cells,
        steps,
    )
}
