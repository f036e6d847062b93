//! Rolling cubes by hand: the cube puzzle's [`Rules`] over whole boards
//! (every cube's orientation; rolls checked with the reason for a refusal)
//! and [`Hints`] from a table of the fewest rolls from every board to the
//! dataset's pattern, for a [`dice_core::play::Game`] (undo, redo,
//! restart).
//!
//! A board is the hole and eight cube orientations: 9 x 6^8 = 15,116,544
//! boards. [`HintTable`] holds one byte per board, found by a breadth-first
//! search from the 256 boards that show the pattern (each cube may have its
//! two side colours either way round); rolls can be undone, so the search
//! from the goal gives the distance to it. It takes about 15 MB and about a
//! second (1.24 s median in `cargo bench`), once per dataset.
//!
//! ```
//! use cube_puzzle::play;
//! let datasets = cube_puzzle::parse("2 1\nR B W\nR W W\nE W W\n0 0\n").expect("valid");
//! let mut game = play::game(datasets[0]);
//! assert_eq!(game.moves_left(), Some(3));
//! let first = game.hint().expect("the pattern can be made");
//! game.play(first).expect("a hint is a legal roll");
//! assert_eq!(game.moves_left(), Some(2));
//! ```

mod board;
mod hints;

pub use board::{Board, N_BOARDS};
pub use hints::HintTable;

use crate::{Dataset, Pattern, Square};
use dice_core::Heading;
pub use dice_core::play::{Hints, Rules};
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

/// The cube puzzle's rules: the cube on the far side of the hole rolls
/// into it; the game is won when the tops show the pattern. The hint table
/// is searched on the first hint (or handed over).
#[derive(Debug)]
pub struct CubeRules {
    dataset: Dataset,
    hints: Option<HintTable>,
}

/// A game on a cube dataset.
pub type Game = dice_core::play::Game<CubeRules>;

/// A game at the dataset's start board.
pub fn game(dataset: Dataset) -> Game {
    Game::new(CubeRules {
        dataset,
        hints: None,
    })
}

impl CubeRules {
    /// The dataset played.
    pub fn dataset(&self) -> &Dataset {
        &self.dataset
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
}

impl Rules for CubeRules {
    type State = Board;
    type Refusal = Refusal;

    fn start(&self) -> Board {
        Board::start(self.dataset.start)
    }

    /// Rolls the cube on the `heading.reverse()` side of the hole towards
    /// `heading`; a solved board may still be rolled.
    fn play(&self, board: &Board, _: usize, heading: Heading) -> Result<Board, Refusal> {
        board.rolled(heading)
    }

    fn is_solved(&self, board: &Board, _: usize) -> bool {
        board.pattern() == self.dataset.pattern
    }
}

impl Hints for CubeRules {
    fn moves_left(&mut self, board: &Board, _: usize) -> Option<usize> {
        self.hint_table().rolls(board).map(|r| r as usize)
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
        let pair = [datasets[1], datasets[datasets.len() - 1]];
        assert_ne!(pair[0].pattern, pair[1].pattern);
        for (dataset, other) in [(pair[0], pair[1]), (pair[1], pair[0])] {
            let mut game = super::game(dataset);
            assert!(!game.rules().has_hint_table(), "searched on first use");
            // A table handed over (as from another thread) is taken only
            // for the dataset's own pattern.
            let table = HintTable::new(&dataset.pattern);
            game.rules_mut()
                .set_hint_table(&other.pattern, table.clone());
            assert!(!game.rules().has_hint_table(), "another pattern's table");
            game.rules_mut().set_hint_table(&dataset.pattern, table);
            assert!(game.rules().has_hint_table());
            let optimum = solver.solve(&dataset).minimum();
            assert_eq!(game.moves_left().map(|m| m as u32), optimum);
            let first = game.hint().expect("a hint");
            game.play(first).expect("a legal roll");
            assert_eq!(game.moves_left().map(|m| m as u32 + 1), optimum);
            let rest = game.follow_hints().map(|n| n as u32 + 1);
            assert!(game.is_solved());
            assert_eq!(rest, optimum);
        }
    }

    #[test]
    fn a_roll_from_off_the_board_says_why_and_undo_redo_work() {
        let datasets = parse("1 1\nE W W\nW W W\nW W W\n0 0\n").expect("valid");
        let mut game = super::game(datasets[0]);
        assert!(game.is_solved(), "the start board is the pattern");
        let refusal = game.play(Heading::South).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "no cube can roll S into the hole at (x,y) = (1,1): the hole is on the north edge"
        );
        game.play(Heading::West)
            .expect("the cube east of the hole rolls west");
        let top = game.state().cube(Square::from_index(0)).map(|c| c.top);
        assert_eq!(top, Some(crate::Colour::Blue));
        assert!(!game.is_solved());
        assert!(game.undo());
        assert!(game.is_solved());
        assert!(game.redo());
        assert!(!game.is_solved());
        game.restart();
        assert!(game.is_solved() && game.moves().is_empty());
    }
}
