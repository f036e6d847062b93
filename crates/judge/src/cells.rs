//! Each puzzle's grid as labelled cells: what the page, `abbott render`
//! and the tester's report draw of a dataset, written once for all three.

use cube_puzzle::{Colour, Pattern};
use serde::Serialize;

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

/// A dice maze's cells: each square's number, `*` for wild, blocked when
/// empty.
pub fn dice_cells(maze: &dice_maze::Maze) -> Vec<Cell> {
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
pub fn arrow_cells(maze: &arrow_maze::Maze) -> Vec<Cell> {
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

/// A pattern's cells row by row: the top colours' letters, the hole
/// blocked.
pub fn cube_cells(pattern: &Pattern) -> Vec<Cell> {
    let shape = pattern.shape();
    shape.squares().map(|sq| cell(pattern.top(sq))).collect()
}

/// A square of a cube board: its top colour's letter, or blocked at the
/// hole (`None`).
fn cell(top: Option<Colour>) -> Cell {
    match top {
        Some(colour) => Cell {
            label: colour.letter().to_string(),
            ..Cell::default()
        },
        None => Cell {
            blocked: true,
            ..Cell::default()
        },
    }
}
