//! What the three outputs draw: a [`Scene`] per dataset (cells, steps, how
//! squares are written, a legend) and the data the page's play mode needs.

use abbott_judge::cells::{Axes, Cell};
use serde::Serialize;

/// One step of an answer: where the piece is and what to say about it.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// The cell the step is at, 0-based row and column.
    pub at: [u32; 2],
    /// A caption such as `step 3 of 8: (2,3), 6 on top`.
    pub caption: String,
    /// For the cube: the board after this step, replacing the scene's
    /// cells in the terminal and SVG drawings. The page replays the rolls
    /// by the puzzle crate's rules instead, so it is not written into it.
    #[serde(skip)]
    pub cells: Option<Vec<Cell>>,
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
    /// The squares the SVG's path runs through, 0-based row and column:
    /// the piece's squares for the mazes, the hole's for the cube (each
    /// roll moves the hole onto the square its cube leaves). The page
    /// draws its own path, so it is not written into the page.
    #[serde(skip)]
    pub path: Vec<[u32; 2]>,
    /// How the captions write squares.
    pub axes: Axes,
    /// What the drawing's symbols mean, one line.
    pub legend: Legend,
    /// What the page needs to let the dataset be played.
    pub play: PlayData,
    /// The dataset alone as a judge input file, which the page loads to
    /// play it by the puzzle crate's own rules.
    pub input: String,
    /// The cube's board (`"3x4"`); `None` for the mazes.
    pub board: Option<String>,
    /// The answer's moves, the heading of each (0 north to 3 west; for the
    /// cube, the heading each cube rolls in), for the page to replay.
    pub moves: Vec<usize>,
}

/// A dataset as the page's play mode draws it: the squares, the start,
/// the goal and the optimum abbott computed (the rules come from the
/// puzzle crates, through WebAssembly). Headings are numbered N, E, S, W from 0.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PlayData {
    /// A dice maze.
    Dice {
        /// Each square's number row by row (-1 wild, 0 empty).
        values: Vec<i8>,
        /// The start, row and column from 1.
        start: [u32; 2],
        /// The fewest moves of a tour, if there is one.
        optimum: Option<usize>,
    },
    /// An arrow maze.
    Arrow {
        /// For each intersection row by row and each heading of arrival,
        /// the headings a walker may leave in, as letters (`"NE"`): the
        /// signs as the drawing shows them, read by the crate's rules.
        exits: Vec<[String; 4]>,
        /// The entrance, row and column from 1.
        start: [u32; 2],
        /// The heading the entrance is left in.
        heading: usize,
        /// The goal, row and column from 1.
        goal: [u32; 2],
        /// The fewest moves of a route, if there is one.
        optimum: Option<usize>,
    },
    /// A cube dataset, on a board of the scene's rows and columns.
    Cube {
        /// The hole at the start, x and y from 1.
        hole: [u8; 2],
        /// The pattern's letters square by square (row by row), `E` for
        /// its hole.
        pattern: Vec<char>,
        /// The fewest rolls, uncapped, if abbott found them (on boards of
        /// more than nine squares, up to 30).
        optimum: Option<u32>,
    },
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
    /// What the SVG's numbered path shows.
    pub path: &'static str,
}

impl Legend {
    /// The legend with the given symbols for blocked and marked cells.
    pub fn line(&self, blocked: &str, route: &str) -> String {
        format!("{}; {route}: {}", self.symbols(blocked), self.route)
    }

    /// What the labels and the given symbol for blocked cells mean.
    pub fn symbols(&self, blocked: &str) -> String {
        let blocked = self
            .blocked
            .map(|meaning| format!("; {blocked}: {meaning}"))
            .unwrap_or_default();
        format!("{}{blocked}", self.labels)
    }
}

/// The legend of a dice maze drawing.
pub const DICE_LEGEND: Legend = Legend {
    labels: "1-6: the face the die must show on top to enter; *: any face",
    blocked: Some("no square"),
    route: "on the tour",
    path: "the tour, each step numbered on the square it reaches",
};
/// The legend of an arrow maze drawing.
pub const ARROW_LEGEND: Legend = Legend {
    labels: "arrows: the ways out of an intersection; S: start; G: goal",
    blocked: None,
    route: "on the route",
    path: "the route, each step numbered on the square it reaches",
};
/// The legend of a cube puzzle drawing.
pub const CUBE_LEGEND: Legend = Legend {
    labels: "W, R, B: the colour on a cube's top (white, red, blue)",
    blocked: Some("the hole"),
    route: "the cube that just rolled",
    path: "the hole's way; each roll numbered on the square its cube rolls into",
};
