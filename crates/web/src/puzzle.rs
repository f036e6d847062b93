//! The page's names for the three puzzles and a cube board, shared by every
//! request (a leaf module: it imports nothing else of the crate).

use cube_puzzle::Shape;
use serde::{Deserialize, Serialize};

/// One of the three puzzles, named as `abbott` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Puzzle {
    /// "A Dicey Problem".
    DiceMaze,
    /// "Abbott's Revenge".
    ArrowMaze,
    /// The Cubic Eight-Puzzle.
    CubePuzzle,
}

/// Why a request names no valid board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BadBoard(pub String);

/// The cube board a request names (`"3x4"`), the statement's when none.
pub(crate) fn shape_of(board: Option<&str>) -> Result<Shape, BadBoard> {
    board.map_or(Ok(Shape::STATEMENT), |b| {
        b.parse().map_err(|e| BadBoard(format!("{e}")))
    })
}
