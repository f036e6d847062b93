//! Rolling cubes by hand: every cube's orientation, rolls checked with the
//! reason for a refusal, undo and redo, and hints from a table of the
//! fewest rolls from every board to the dataset's pattern.
//!
//! A board is the hole and eight cube orientations: 9 x 6^8 = 15,116,544
//! boards. [`HintTable`] holds one byte per board, found by a breadth-first
//! search from the 256 boards that show the pattern (each cube may have its
//! two side colours either way round); rolls can be undone, so the search
//! from the goal gives the distance to it. It takes about 15 MB and a few
//! hundred milliseconds, once per dataset.
//!
//! ```
//! use cube_puzzle::play::Game;
//! use dice_core::Heading;
//! let datasets = cube_puzzle::parse("2 1\nR B W\nR W W\nE W W\n0 0\n").expect("valid");
//! let mut game = Game::new(datasets[0]);
//! assert_eq!(game.moves_left(), Some(3));
//! let first = game.hint().expect("the pattern can be made");
//! game.roll(first).expect("a hint is a legal roll");
//! assert_eq!(game.moves_left(), Some(2));
//! ```

mod board;
mod hints;

pub use board::{Board, N_BOARDS};
pub use hints::HintTable;

use crate::{Dataset, Pattern, Square};
use dice_core::Heading;
use std::fmt;

/// Why a roll is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No cube lies on the side of the hole the roll would come from.
    NoCube {
        /// The heading the cube would roll in.
        heading: Heading,
        /// The hole.
        hole: Square,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NoCube { heading, hole } => write!(
                f,
                "no cube can roll {heading} into the hole at (x,y) = {hole}: the hole is on the {} edge",
                match heading.reverse() {
                    Heading::North => "north",
                    Heading::East => "east",
                    Heading::South => "south",
                    Heading::West => "west",
                }
            ),
        }
    }
}

impl std::error::Error for Refusal {}

/// One game on one dataset: the board, the rolls made, and the hint table
/// once a hint has been asked for.
#[derive(Debug)]
pub struct Game {
    dataset: Dataset,
    board: Board,
    rolls: Vec<Heading>,
    undone: Vec<Heading>,
    hints: Option<HintTable>,
}

impl Game {
    /// A game at the dataset's start board.
    pub fn new(dataset: Dataset) -> Game {
        Game {
            dataset,
            board: Board::start(dataset.start),
            rolls: Vec::new(),
            undone: Vec::new(),
            hints: None,
        }
    }

    /// The dataset played.
    pub fn dataset(&self) -> &Dataset {
        &self.dataset
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rolls made so far (the heading each cube rolled in), oldest first.
    pub fn rolls(&self) -> &[Heading] {
        &self.rolls
    }

    /// Whether the board shows the pattern.
    pub fn is_solved(&self) -> bool {
        self.board.pattern() == self.dataset.pattern
    }

    /// Rolls the cube that lies on the `heading.reverse()` side of the hole
    /// towards `heading`, or says why it cannot. A roll clears what undo had
    /// taken back.
    pub fn roll(&mut self, heading: Heading) -> Result<(), Refusal> {
        self.apply(heading)?;
        self.undone.clear();
        Ok(())
    }

    fn apply(&mut self, heading: Heading) -> Result<(), Refusal> {
        self.board = self.board.rolled(heading)?;
        self.rolls.push(heading);
        Ok(())
    }

    /// Takes the last roll back; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(heading) = self.rolls.pop() else {
            return false;
        };
        if let Ok(board) = self.board.rolled(heading.reverse()) {
            self.board = board;
        }
        self.undone.push(heading);
        true
    }

    /// Makes the last undone roll again; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(heading) => self.apply(heading).is_ok(),
            None => false,
        }
    }

    /// Back to the start board, every roll forgotten (the hint table is
    /// kept).
    pub fn restart(&mut self) {
        self.board = Board::start(self.dataset.start);
        self.rolls.clear();
        self.undone.clear();
    }

    /// The hint table, searched on first use.
    pub fn hint_table(&mut self) -> &HintTable {
        let pattern = self.dataset.pattern;
        self.hints.get_or_insert_with(|| HintTable::new(&pattern))
    }

    /// Whether the hint table is there (searched or handed over).
    pub fn has_hint_table(&self) -> bool {
        self.hints.is_some()
    }

    /// Hands over a hint table searched elsewhere (another thread, say);
    /// ignored unless `pattern` is the dataset's.
    pub fn set_hint_table(&mut self, pattern: &Pattern, table: HintTable) {
        if *pattern == self.dataset.pattern {
            self.hints = Some(table);
        }
    }

    /// The fewest rolls from here to the pattern, if it can be made.
    pub fn moves_left(&mut self) -> Option<u32> {
        let board = self.board;
        self.hint_table().rolls(&board)
    }

    /// A roll that starts a shortest way to the pattern, if one is needed
    /// and possible; headings are tried north, east, south, west.
    pub fn hint(&mut self) -> Option<Heading> {
        let board = self.board;
        let table = self.hint_table();
        let left = table.rolls(&board)?;
        Heading::ALL.into_iter().find(|&h| {
            board
                .rolled(h)
                .is_ok_and(|b| table.rolls(&b).is_some_and(|r| r + 1 == left))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Solver, parse};

    #[test]
    fn the_tables_agree_with_the_solver_and_hints_lead_to_the_pattern() {
        let datasets = parse(include_str!("../../../../testdata/cube-puzzle/sample.in"))
            .expect("the sample parses");
        let mut solver = Solver::new();
        // Two tables suffice to cover answers 0, 3 and the deepest ones.
        for dataset in [datasets[1], datasets[datasets.len() - 1]] {
            let mut game = Game::new(dataset);
            let optimum = solver.solve(&dataset).rolls;
            assert_eq!(game.moves_left(), optimum);
            let mut n = 0;
            while let Some(h) = game.hint() {
                game.roll(h).expect("a hint is a legal roll");
                n += 1;
                assert_eq!(game.moves_left().map(|m| m + n), optimum);
                if game.is_solved() {
                    break;
                }
            }
            assert!(game.is_solved());
            assert_eq!(Some(n), optimum);
        }
    }

    #[test]
    fn a_roll_from_off_the_board_says_why_and_undo_redo_work() {
        let datasets = parse("1 1\nE W W\nW W W\nW W W\n0 0\n").expect("valid");
        let mut game = Game::new(datasets[0]);
        assert!(game.is_solved(), "the start board is the pattern");
        let refusal = game.roll(Heading::South).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "no cube can roll S into the hole at (x,y) = (1,1): the hole is on the north edge"
        );
        game.roll(Heading::West)
            .expect("the cube east of the hole rolls west");
        let top = game.board().cube(Square::from_index(0)).map(|c| c.top);
        assert_eq!(top, Some(crate::Colour::Blue));
        assert!(!game.is_solved());
        assert!(game.undo());
        assert!(game.is_solved());
        assert!(game.redo());
        assert!(!game.is_solved());
        game.restart();
        assert!(game.is_solved() && game.rolls().is_empty());
    }
}
