//! The puzzles abbott solves, and a puzzle with its board: a leaf every
//! other module of the crate may import.

use cube_puzzle::Shape;
use std::fmt;

/// The puzzles abbott solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Puzzle {
    /// Dice mazes (A Dicey Problem, World Finals 1999).
    DiceMaze,
    /// Walk-through arrow mazes (Abbott's Revenge, World Finals 2000).
    ArrowMaze,
    /// The Cubic Eight-Puzzle (Asia Regional Yokohama 2006).
    CubePuzzle,
}

impl Puzzle {
    /// Every puzzle, in the order the demo shows them.
    pub const ALL: [Puzzle; 3] = [Puzzle::DiceMaze, Puzzle::ArrowMaze, Puzzle::CubePuzzle];

    /// The puzzle's name as binaries and folders spell it.
    pub fn name(self) -> &'static str {
        match self {
            Puzzle::DiceMaze => "dice-maze",
            Puzzle::ArrowMaze => "arrow-maze",
            Puzzle::CubePuzzle => "cube-puzzle",
        }
    }

    /// The puzzle and its contest, as help lists them.
    pub fn title(self) -> &'static str {
        match self {
            Puzzle::DiceMaze => "Dice mazes (A Dicey Problem, World Finals 1999)",
            Puzzle::ArrowMaze => "Walk-through arrow mazes (Abbott's Revenge, World Finals 2000)",
            Puzzle::CubePuzzle => "The Cubic Eight-Puzzle (Asia Regional Yokohama 2006)",
        }
    }
}

/// A name that is no puzzle's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no puzzle is called {0:?} (dice-maze, arrow-maze or cube-puzzle)")]
pub struct UnknownPuzzle(pub String);

impl std::str::FromStr for Puzzle {
    type Err = UnknownPuzzle;

    /// The puzzle of [`Puzzle::name`] `name`.
    fn from_str(name: &str) -> Result<Puzzle, UnknownPuzzle> {
        (Puzzle::ALL.into_iter())
            .find(|p| p.name() == name)
            .ok_or_else(|| UnknownPuzzle(name.to_string()))
    }
}

/// `--board` given for a maze.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("--board applies to the cube puzzle only")]
pub struct BoardOnMaze;

/// A puzzle with its board: the cube puzzle's board is a value of the
/// puzzle, the statement's 3 x 3 unless `--board` says otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chosen {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The cube puzzle's board ([`Shape::STATEMENT`] for the mazes, which
    /// have none).
    pub board: Shape,
}

impl Chosen {
    /// `puzzle` as its statement has it (the cube on 3 x 3).
    pub fn statement(puzzle: Puzzle) -> Chosen {
        Chosen {
            puzzle,
            board: Shape::STATEMENT,
        }
    }

    /// `puzzle` on `board`: refused when a maze is given a board.
    pub fn new(puzzle: Puzzle, board: Option<Shape>) -> Result<Chosen, BoardOnMaze> {
        match (puzzle, board) {
            (Puzzle::DiceMaze | Puzzle::ArrowMaze, Some(_)) => Err(BoardOnMaze),
            (_, board) => Ok(Chosen {
                puzzle,
                board: board.unwrap_or(Shape::STATEMENT),
            }),
        }
    }
}

impl fmt::Display for Chosen {
    /// The puzzle's name, with the board for the cube on another board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.puzzle.name())?;
        if self.board != Shape::STATEMENT {
            write!(f, " on {}", self.board)?;
        }
        Ok(())
    }
}
