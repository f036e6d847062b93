//! abbott's judge: the verdict on a team's output for any of the three
//! puzzles, answer by answer, from the input alone. The judge layout of
//! the mazes' routes is read answer by answer and each route is checked
//! move by move and against the solver's shortest; the cube's numbers
//! (and, on request, their rolls) against the solver's exact answers.
//! [`check`] writes `abbott check`'s report, [`interface`] speaks the
//! judge systems' checker interfaces (ICPC/Kattis and testlib), and
//! [`rules::of`] gives each puzzle's [`Rules`]: its sample, abbott's own
//! answers, the judging and the strict validator. No terminal; no thread
//! but rayon's pool for the cube's class tables, with the default `rayon`
//! feature (without it, they are searched on the calling thread).
//!
//! ```
//! let input = b"M\n1 2 1 1 5 1\n-1 -1\nEND\n";
//! let verdicts = abbott_judge::verdicts(abbott_judge::Puzzle::DiceMaze, input, b"M\n  (1,1),(1,2),(1,1)\n");
//! assert_eq!(verdicts.expect("judged").summary, "1 passed, 0 failed");
//! ```

#![warn(missing_docs)]

pub mod cells;
pub mod check;
pub mod cube;
pub mod error;
pub mod interface;
pub mod json;
mod judging;
pub mod output;
pub mod puzzle;
mod puzzles;
mod report;

pub use error::{MemoryRefused, RunError};
pub use judging::{
    CheckError, Claims, DatasetVerdict, Halt, Judging, Length, MOVES, Noun, Rejection, RollFault,
    Rules, judge_numbers, nth_route,
};
pub use output::{Options, OutputFormat};
pub use puzzle::{BoardOnMaze, Chosen, Puzzle, UnknownPuzzle};
pub use report::{Verdict, Verdicts, verdicts, verdicts_on};

/// Each puzzle's [`Rules`]: [`rules::of`] gives the rules of a chosen
/// puzzle; the mazes' rules are written once over what a maze crate
/// brings.
pub mod rules {
    pub use crate::cube::Cube;
    pub use crate::puzzles::{Arrow, Dice, Maze, MazeRules, of};
}
