//! Model solutions of the three puzzles whose tables and readers are data,
//! and their single-entry mutants: judge data is measured by the mutants
//! it kills, as mutation testing measures tests (each secret file must
//! tell every mutant from the model on some dataset).
//!
//! The models are written from the statements alone, apart from the
//! puzzle crates they are checked against: [`dice`] (the die's 24 x 4
//! rolls and the 4 steps), [`arrow`] (the 4 x 3 turns and the 4 steps),
//! [`cube`] (the 6 x 4 rolls and a pattern's 256 goal boards, and
//! [`cube_goals`] for those boards in every order a solution may list
//! them), [`reader`]
//! (the two maze formats, read right and read in the ways a reader goes
//! wrong) and [`carried`] (searches that keep state from one maze to the
//! next, and [`cube_carried`] the cube's one-sided and bidirectional
//! searches that keep state); [`cube_work`] counts the work of the cube's
//! slow families of right answers and picks the datasets they pay most on,
//! [`dice_work`] the dice maze's iterative deepening; [`maze`] is what the two mazes' models share; [`kills`] gives which files of judge data kill which mutants.
//!
//! ```
//! use judge_model::dice::{Maze, Tables};
//! use judge_model::maze::MazeModel;
//! let maze = Maze {
//!     name: "TWO".into(),
//!     rows: 1,
//!     cols: 2,
//!     cells: vec![4, -1],
//!     start: (1, 1),
//!     top: 5,
//!     front: 1,
//! };
//! let model = Tables::statement();
//! let right = model.tour(&maze);
//! assert_eq!(right.as_deref(), Some(&[(1, 1), (1, 2), (1, 1)][..]));
//! // Some mutant of the rolls answers this maze wrong.
//! let killed = model.mutants().iter().any(|(_, t)| {
//!     !model.accepted(&maze, right.as_deref(), t.tour(&maze).as_deref())
//! });
//! assert!(killed);
//! ```
#![warn(missing_docs)]
#![allow(
    clippy::needless_range_loop,
    reason = "the tables are indexed by orientation, heading and entry, as a contest solution indexes them"
)]

pub mod arrow;
pub mod carried;
pub mod cube;
pub mod cube_carried;
pub mod cube_goals;
pub mod cube_work;
pub mod dice;
pub mod dice_work;
pub mod kills;
pub mod maze;
pub mod reader;

/// One mutant: the table it changes and the entry, in words.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mutant {
    /// The table: `dice rolls`, `arrow turns`, `cube goal boards`...
    pub table: &'static str,
    /// The entry and its new value: `roll[5/1 E] = 3/1`.
    pub what: String,
}

impl Mutant {
    /// The mutant of `table` described by `what`.
    pub fn new(table: &'static str, what: String) -> Mutant {
        Mutant { table, what }
    }
}

impl std::fmt::Display for Mutant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.table, self.what)
    }
}
