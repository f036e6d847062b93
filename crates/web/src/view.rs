//! A state of play as the page draws it: where the piece is and how it
//! lies, with what the rules say about it (the arrow maze's ways on), in
//! the page's numbering (rows and columns from 1, headings 0 north to 3
//! west, colours as letters).

use arrow_maze::play::Walker;
use cube_puzzle::play::Board;
use dice_core::{Heading, Side};
use dice_maze::play::{DiceRules, Die};
use serde::Serialize;

/// One state, for the page's drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum StateView {
    /// The die on a square.
    Dice {
        /// Row, from 1.
        r: u32,
        /// Column, from 1.
        c: u32,
        /// The faces: top, north, east, south, west, bottom.
        faces: [u8; 6],
    },
    /// The walker at an intersection.
    Arrow {
        /// Row, from 1.
        r: u32,
        /// Column, from 1.
        c: u32,
        /// The heading of arrival (at the entrance, the one to leave in).
        heading: usize,
        /// The headings the walker may leave in.
        ways: Vec<usize>,
    },
    /// A whole cube board.
    Cube {
        /// The hole's square number, row by row from 0.
        hole: usize,
        /// Each square's cube, row by row, as the letters of its top, its
        /// east-west and its north-south colours; empty at the hole.
        cubes: Vec<String>,
    },
}

/// The die's view.
pub(crate) fn dice_view(_: &DiceRules<'_>, state: &Die, _: usize) -> StateView {
    let faces = [
        Side::Top,
        Side::Facing(Heading::North),
        Side::Facing(Heading::East),
        Side::Facing(Heading::South),
        Side::Facing(Heading::West),
        Side::Bottom,
    ]
    .map(|side| state.die.face(side));
    StateView::Dice {
        r: state.pos.row,
        c: state.pos.col,
        faces,
    }
}

/// The walker's view, with the headings it may leave in.
pub(crate) fn walker_view(state: &Walker, ways: &[Heading]) -> StateView {
    StateView::Arrow {
        r: state.pos.row,
        c: state.pos.col,
        heading: state.heading.index(),
        ways: ways.iter().map(|h| h.index()).collect(),
    }
}

/// The board's view.
pub(crate) fn cube_view(board: &Board) -> StateView {
    let shape = board.shape();
    let mut hole = 0;
    let cubes = shape
        .squares()
        .enumerate()
        .map(|(k, sq)| match board.cube(sq) {
            Some(cube) => [cube.top, cube.x, cube.y]
                .map(|c| c.letter())
                .iter()
                .collect(),
            None => {
                hole = k;
                String::new()
            }
        })
        .collect();
    StateView::Cube { hole, cubes }
}
