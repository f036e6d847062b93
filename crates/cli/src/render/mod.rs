//! `abbott render`: every dataset as a picture with its route on it, in the
//! terminal, as SVG files, or as one self-contained HTML page with a step
//! slider.
//!
//! Each puzzle becomes a list of [`Scene`]s (a grid of labelled cells and
//! the steps of the answer); the three outputs only draw scenes.

pub mod html;
pub mod svg;
pub mod terminal;

use crate::puzzle::Puzzle;
use dice_core::text::InputError;
use serde::Serialize;
use std::io::BufRead;

/// What a cell shows.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Cell {
    /// A short label (a number, arrows, a colour letter).
    pub label: String,
    /// Whether nothing can enter the cell (an empty dice square, the
    /// cube's hole).
    pub blocked: bool,
    /// A longer description (an arrow maze's signs), for SVG and HTML.
    pub detail: String,
}

/// One step of an answer: where the piece is and what to say about it.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// The cell the step is at, 0-based row and column.
    pub at: [u32; 2],
    /// A caption such as `step 3 of 8: (2,3), 6 on top`.
    pub caption: String,
    /// For the cube: the board after this step, replacing the scene's
    /// cells.
    pub cells: Option<Vec<Cell>>,
}

/// How a puzzle names its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Axes {
    /// The mazes: `(row,column)`, rows counted down from the top.
    RowColumn,
    /// The cube puzzle: `(x,y)` = `(column,row)`, rows counted down.
    ColumnRow,
}

impl Axes {
    /// The sentence that says how squares are written.
    pub fn describe(self) -> &'static str {
        match self {
            Axes::RowColumn => "squares are (row,column), rows numbered down and columns across",
            Axes::ColumnRow => "squares are (x,y) = (column,row), x numbered across and y down",
        }
    }

    /// The names of the across and down axes.
    pub fn names(self) -> (&'static str, &'static str) {
        match self {
            Axes::RowColumn => ("column", "row"),
            Axes::ColumnRow => ("x", "y"),
        }
    }
}

/// One dataset drawn: a grid and the answer's steps.
#[derive(Clone, Debug, Serialize)]
pub struct Scene {
    /// The dataset's name.
    pub title: String,
    /// A one-line summary of the answer.
    pub summary: String,
    /// Rows of the grid.
    pub n_rows: u32,
    /// Columns of the grid.
    pub n_cols: u32,
    /// The cells, row by row.
    pub cells: Vec<Cell>,
    /// The steps of the answer (empty when there is none).
    pub steps: Vec<Step>,
    /// How the captions write squares.
    pub axes: Axes,
    /// What the drawing's symbols mean, one line.
    pub legend: Legend,
}

/// What a drawing's symbols mean; each output draws its own symbols for
/// blocked cells and the route.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Legend {
    /// What the cells' labels say.
    pub labels: &'static str,
    /// What a blocked cell is, where a puzzle has them.
    pub blocked: Option<&'static str>,
    /// What the marked cells are.
    pub route: &'static str,
}

impl Legend {
    /// The legend with the given symbols for blocked and marked cells.
    pub fn line(&self, blocked: &str, route: &str) -> String {
        let blocked = self
            .blocked
            .map(|meaning| format!("; {blocked}: {meaning}"))
            .unwrap_or_default();
        format!("{}{blocked}; {route}: {}", self.labels, self.route)
    }
}

/// The legend of a dice maze drawing.
pub const DICE_LEGEND: Legend = Legend {
    labels: "1-6: the face the die must show on top to enter; *: any face",
    blocked: Some("no square"),
    route: "on the tour",
};
/// The legend of an arrow maze drawing.
pub const ARROW_LEGEND: Legend = Legend {
    labels: "arrows: the ways out of an intersection; S: start; G: goal",
    blocked: None,
    route: "on the route",
};
/// The legend of a cube puzzle drawing.
pub const CUBE_LEGEND: Legend = Legend {
    labels: "W, R, B: the colour on a cube's top (white, red, blue)",
    blocked: Some("the hole"),
    route: "the cube that just rolled",
};

/// The scenes of every dataset in `input`, or the first input error (with
/// the scenes before it).
pub fn scenes(puzzle: Puzzle, input: impl BufRead) -> (Vec<Scene>, Option<InputError>) {
    let mut out = Vec::new();
    let error = match puzzle {
        Puzzle::DiceMaze => {
            let mut solver = dice_maze::Solver::new();
            dice_maze::Reader::new(input)
                .map(|m| m.map(|maze| out.push(dice_scene(&maze, &solver.solve(&maze)))))
                .find_map(Result::err)
        }
        Puzzle::ArrowMaze => {
            let mut solver = arrow_maze::Solver::new();
            arrow_maze::Reader::new(input)
                .map(|m| m.map(|maze| out.push(arrow_scene(&maze, &solver.solve(&maze)))))
                .find_map(Result::err)
        }
        Puzzle::CubePuzzle => {
            let mut solver = cube_puzzle::Solver::new();
            cube_puzzle::Reader::new(input)
                .enumerate()
                .map(|(k, d)| d.map(|d| out.push(cube_scene(k + 1, &d, &mut solver))))
                .find_map(Result::err)
        }
    };
    (out, error)
}

fn dice_scene(maze: &dice_maze::Maze, solution: &dice_maze::Solution) -> Scene {
    let grid = &maze.grid;
    let mut cells = Vec::new();
    for row in 1..=grid.n_rows() {
        for square in grid.row(row) {
            cells.push(match square.value() {
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
            });
        }
    }
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
    maze_scene(
        solution,
        (summary, DICE_LEGEND),
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
    (summary, legend): (String, Legend),
    (n_rows, n_cols): (u32, u32),
    cells: Vec<Cell>,
    steps: Vec<Step>,
) -> Scene {
    Scene {
        title: solution.name.clone(),
        summary,
        n_rows,
        n_cols,
        cells,
        steps,
        axes: Axes::RowColumn,
        legend,
    }
}

/// The arrows for every way out of an intersection, whatever the arrival.
pub(crate) fn exit_arrows(post: arrow_maze::Signpost) -> String {
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

fn arrow_scene(maze: &arrow_maze::Maze, solution: &arrow_maze::Solution) -> Scene {
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
    maze_scene(
        solution,
        (summary, ARROW_LEGEND),
        (grid.n_rows(), grid.n_cols()),
        cells,
        steps,
    )
}

fn cube_cells(board: &cube_puzzle::Pattern) -> Vec<Cell> {
    let mut cells = Vec::new();
    for y in 1..=3 {
        for x in 1..=3 {
            let sq = cube_puzzle::Square::new(x, y).unwrap_or(board.hole());
            cells.push(match board.top(sq) {
                Some(colour) => Cell {
                    label: colour.letter().to_string(),
                    ..Cell::default()
                },
                None => Cell {
                    blocked: true,
                    ..Cell::default()
                },
            });
        }
    }
    cells
}

fn cube_scene(
    number: usize,
    dataset: &cube_puzzle::Dataset,
    solver: &mut cube_puzzle::Solver,
) -> Scene {
    let answer = solver.solve(dataset);
    let rolls = solver.rolls(dataset).unwrap_or_default();
    let boards = cube_puzzle::replay_each(dataset.start, &rolls).unwrap_or_default();
    let steps = boards
        .iter()
        .enumerate()
        .map(|(k, board)| {
            // The piece of interest is the cube that just rolled: it sits
            // where the hole was, which is where the roll before came from.
            let at = match k {
                0 | 1 => dataset.start,
                _ => rolls[k - 2],
            };
            let caption = match k {
                0 => format!("start: the hole at (x,y) = {}", dataset.start),
                _ => format!(
                    "roll {k} of {}: the cube on (x,y) = {} rolls into {at}",
                    rolls.len(),
                    rolls[k - 1]
                ),
            };
            Step {
                at: [u32::from(at.y) - 1, u32::from(at.x) - 1],
                caption,
                cells: Some(cube_cells(board)),
            }
        })
        .collect();
    let summary = match answer.rolls {
        Some(n) => format!("{n} rolls (judge answer {})", answer.judge_value()),
        None => "the pattern cannot be made".into(),
    };
    Scene {
        title: format!("dataset {number}"),
        summary,
        n_rows: 3,
        n_cols: 3,
        cells: cube_cells(&dataset.pattern),
        steps,
        axes: Axes::ColumnRow,
        legend: CUBE_LEGEND,
    }
}
