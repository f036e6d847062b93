//! The puzzles abbott solves: a leaf every other module of the crate may
//! import.

/// The puzzles abbott solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
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
}
