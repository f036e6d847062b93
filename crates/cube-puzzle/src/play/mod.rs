//! Rolling cubes by hand on a board of any shape: the cube puzzle's
//! [`Rules`] over whole boards ([`Board`], the library's one board; rolls
//! checked with the reason for a refusal) and [`Hints`] from the library's
//! own searches, for a [`dice_core::play::Game`] (undo, redo, restart).
//!
//! The hints come from a [`Guide`]: on boards of up to nine squares a
//! [`HintTable`] of the fewest rolls from every board (9 x 6^8 =
//! 15,116,544 boards on 3 x 3, one byte each, about a second); beyond, a
//! [`Route`], a shortest way found by meeting in the middle (a tenth of
//! a second on 4 x 4 up to 25 rolls, a second beyond), whose next roll is the hint while the player stays on
//! it and which is searched again from the player's board when they leave
//! it. A route is searched up to [`JUDGE_LIMIT`] rolls: beyond, a board of
//! more than nine squares has no hint ([`CubeRules::hint_limit`]).
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

mod hints;

pub use crate::replay::Board;
pub use hints::{HintTable, Route};

use crate::{Dataset, JUDGE_LIMIT, Square};
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

/// Where a game's hints come from: chosen by the board's size.
#[derive(Clone, Debug)]
pub enum Guide {
    /// Up to nine squares: the fewest rolls from every board.
    Table(HintTable),
    /// Beyond: a shortest way from some board (none when no way of at
    /// most [`JUDGE_LIMIT`] rolls was found from the start board).
    Route(Option<Route>),
}

impl Guide {
    /// The guide of a dataset: the table of its pattern on boards of up to
    /// nine squares, else a route searched from its start board.
    pub fn new(dataset: &Dataset) -> Guide {
        match HintTable::new(&dataset.pattern) {
            Some(table) => Guide::Table(table),
            None => Guide::Route(
                Board::start(dataset.pattern.shape(), dataset.start)
                    .and_then(|start| Route::search(&start, &dataset.pattern)),
            ),
        }
    }
}

/// The cube puzzle's rules: the cube on the far side of the hole rolls
/// into it; the game is won when the tops show the pattern. The guide is
/// made on the first hint (or handed over, as the solver's rolls or a
/// table searched on another thread).
#[derive(Debug)]
pub struct CubeRules {
    dataset: Dataset,
    guide: Option<Guide>,
    /// The last board a route was searched from without finding one.
    no_way_from: Option<Board>,
}

/// A game on a cube dataset.
pub type Game = dice_core::play::Game<CubeRules>;

/// A game at the dataset's start board.
pub fn game(dataset: Dataset) -> Game {
    Game::new(CubeRules {
        dataset,
        guide: None,
        no_way_from: None,
    })
}

impl CubeRules {
    /// The dataset played.
    pub fn dataset(&self) -> &Dataset {
        &self.dataset
    }

    /// Whether the guide is there (made or handed over).
    pub fn has_guide(&self) -> bool {
        self.guide.is_some()
    }

    /// Hands over a guide made elsewhere (a table searched on another
    /// thread, a route of the solver's rolls); ignored unless `dataset` is
    /// the one played.
    pub fn set_guide(&mut self, dataset: &Dataset, guide: Guide) {
        if *dataset == self.dataset {
            self.keep(guide);
        }
    }

    /// Keeps `guide`; a route that none was found for was searched from
    /// the start board, which is then not searched again.
    fn keep(&mut self, guide: Guide) {
        if matches!(guide, Guide::Route(None)) {
            self.no_way_from = Some(self.start());
        }
        self.guide = Some(guide);
    }

    /// The most rolls a hint looks ahead, on boards whose hints follow a
    /// route (more than nine squares); `None` where a table knows every
    /// board.
    pub fn hint_limit(&self) -> Option<u32> {
        (self.dataset.pattern.shape().n_squares() > crate::boards::MAX_WHOLE_SQUARES)
            .then_some(JUDGE_LIMIT)
    }

    /// The guide, made on first use.
    fn guide(&mut self) -> &mut Guide {
        if self.guide.is_none() {
            self.keep(Guide::new(&self.dataset));
        }
        self.guide.as_mut().expect("kept just now")
    }

    /// The route through `board`, searched again from `board` when the
    /// route kept does not pass it; `None` when no way of at most
    /// [`JUDGE_LIMIT`] rolls leads on from it.
    fn route_through(&mut self, board: &Board) -> Option<&Route> {
        let pattern = self.dataset.pattern;
        let on_route =
            matches!(self.guide(), Guide::Route(Some(r)) if r.rolls_left(board).is_some());
        if !on_route {
            if self.no_way_from == Some(*board) {
                return None;
            }
            let found = Route::search(board, &pattern);
            if found.is_none() {
                self.no_way_from = Some(*board);
                return None;
            }
            *self.guide() = Guide::Route(found);
        }
        match self.guide() {
            Guide::Route(route) => route.as_ref(),
            Guide::Table(_) => None,
        }
    }
}

impl Rules for CubeRules {
    type State = Board;
    type Refusal = Refusal;

    fn start(&self) -> Board {
        Board::start(self.dataset.pattern.shape(), self.dataset.start)
            .expect("a dataset's start is on its board")
    }

    /// Rolls the cube on the `heading.reverse()` side of the hole towards
    /// `heading`; a solved board may still be rolled.
    fn play(&self, board: &Board, _: usize, heading: Heading) -> Result<Board, Refusal> {
        board.rolled(heading).ok_or(Refusal::NoCube {
            heading,
            hole: board.hole(),
        })
    }

    fn is_solved(&self, board: &Board, _: usize) -> bool {
        board.pattern() == self.dataset.pattern
    }
}

impl Hints for CubeRules {
    fn moves_left(&mut self, board: &Board, _: usize) -> Option<usize> {
        if let Guide::Table(table) = self.guide() {
            return table.rolls(board).map(|r| r as usize);
        }
        self.route_through(board)?.rolls_left(board)
    }

    /// From a table, the first heading whose board is a roll nearer; on a
    /// route, its next roll (searching a new route from `board` when it
    /// has left the one kept).
    fn hint(&mut self, board: &Board, n_moves: usize) -> Option<Heading> {
        if self.is_solved(board, n_moves) {
            return None;
        }
        if let Guide::Table(table) = self.guide() {
            let left = table.rolls(board)?;
            return Heading::ALL.into_iter().find(|&h| {
                board
                    .rolled(h)
                    .is_some_and(|next| table.rolls(&next) == Some(left - 1))
            });
        }
        self.route_through(board)?.next_roll(board)
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
            assert!(!game.rules().has_guide(), "made on first use");
            // A guide handed over (as from another thread) is taken only
            // for the dataset's own.
            let table = HintTable::new(&dataset.pattern).expect("nine squares");
            game.rules_mut()
                .set_guide(&other, Guide::Table(table.clone()));
            assert!(!game.rules().has_guide(), "another dataset's guide");
            game.rules_mut().set_guide(&dataset, Guide::Table(table));
            assert!(game.rules().has_guide());
            assert_eq!(game.rules().hint_limit(), None);
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
        let top = game.state().cube(Square { x: 1, y: 1 }).map(|c| c.top);
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
