//! Where play's hints come from, on every board, from the library's own
//! searches: on boards of up to nine squares a [`HintTable`] of the fewest
//! rolls from every board to the pattern (the whole-board search of
//! `boards::whole`, from the boards showing the pattern), beyond a
//! [`Route`]: a shortest way from one board found by meeting in the middle
//! (`boards::meet`, the solver's search), followed while the player stays
//! on it and searched again from wherever the player leaves it.

use crate::boards::meet::NearStart;
use crate::boards::strategy::NEAR_FIRST;
use crate::boards::whole::{Cubes, WholeBoards};
use crate::boards::{MAX_WHOLE_SQUARES, UNREACHED};
use crate::replay::Board;
use crate::{Dataset, JUDGE_LIMIT, Pattern, Shape, Square};
use dice_core::Heading;

/// The fewest rolls from every board of a shape of up to nine squares to
/// one pattern: one byte a board (15,116,544 boards on 3 x 3), found by a
/// breadth-first search from the boards showing the pattern (each cube's
/// two side colours either way round); rolls undo, so the search from the
/// goal gives the distance to it.
#[derive(Clone, Debug)]
pub struct HintTable {
    shape: Shape,
    boards: WholeBoards,
    rolls: Vec<u8>,
}

impl HintTable {
    /// Searches from every board showing `pattern`; `None` on boards of
    /// more than nine squares, which have too many boards for a table
    /// (use a [`Route`]), and when the system refuses the table its
    /// memory (16 MB on 3 x 3).
    pub fn new(pattern: &Pattern) -> Option<HintTable> {
        let boards = WholeBoards::new(pattern.shape())?;
        let rolls = boards.depths_from(&boards.showing(pattern)).ok()?;
        Some(HintTable {
            shape: pattern.shape(),
            boards,
            rolls,
        })
    }

    /// The fewest rolls from `board` to the pattern, if it can be made
    /// (`None` too for a board of another shape).
    pub fn rolls(&self, board: &Board) -> Option<u32> {
        let shape = board.shape();
        if shape != self.shape {
            return None;
        }
        let numbers = board.orientation_numbers();
        let mut cubes: Cubes = [0; MAX_WHOLE_SQUARES];
        cubes[..shape.n_squares()].copy_from_slice(&numbers[..shape.n_squares()]);
        let number = self.boards.encode(shape.index(board.hole()), &cubes);
        let r = *self.rolls.get(number as usize)?;
        (r != UNREACHED).then_some(u32::from(r))
    }
}

/// The rolls around the player's board of a route's first search: the
/// boards within them grow about 2.4 times a roll on 4 x 4, so that 16
/// instead of 21 is a hundredth of the boards.
const QUICK_NEAR: u8 = 16;
/// The rolls back from the pattern of a route's searches (the solver's).
const FAR: u8 = JUDGE_LIMIT as u8 - NEAR_FIRST;

/// A shortest way to the pattern from one board, as the boards along it,
/// for boards of more than nine squares. Its first board is where it was
/// searched from (or the start, for the solver's rolls); a suffix of a
/// shortest way is a shortest way, so from every board on it the rolls
/// left are exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    boards: Vec<Board>,
}

impl Route {
    /// The route of `rolls` (the squares whose cubes roll into the hole,
    /// in turn, as [`Solver::rolls`](crate::Solver::rolls) gives them) from
    /// the dataset's start board; `None` if they are not rolls from it or
    /// do not end on its pattern.
    pub fn of_rolls(dataset: &Dataset, rolls: &[Square]) -> Option<Route> {
        let mut board = Board::start(dataset.pattern.shape(), dataset.start)?;
        let mut boards = vec![board];
        for &from in rolls {
            if !board.roll(from) {
                return None;
            }
            boards.push(board);
        }
        (board.pattern() == dataset.pattern).then_some(Route { boards })
    }

    /// A shortest way from `board` to `pattern` of at most
    /// [`JUDGE_LIMIT`] rolls, by meeting in the middle as the solver does
    /// on a single dataset. First the boards within `QUICK_NEAR` rolls of
    /// `board` and a search back from the pattern of up to `FAR`, which
    /// finds every way of up to 25 rolls (a tenth of a second on 4 x 4,
    /// where the boards within 21 rolls take a second); then, if none is
    /// that short, the solver's split (21 and 9). `None` when no way is
    /// that short, or when the system refuses the search its memory (a
    /// hint is then not given, as beyond the limit).
    pub fn search(board: &Board, pattern: &Pattern) -> Option<Route> {
        Route::met(board, pattern, QUICK_NEAR, FAR)
            .or_else(|| Route::met(board, pattern, NEAR_FIRST, JUDGE_LIMIT as u8 - NEAR_FIRST))
    }

    /// A shortest way of at most `near + far` rolls, met in the middle.
    fn met(board: &Board, pattern: &Pattern, near: u8, far: u8) -> Option<Route> {
        let near = NearStart::around_board(board, near).ok()?;
        let (meeting, rolls) = near.meet(pattern, far, true).ok()?;
        meeting.rolls?;
        let shape = board.shape();
        let mut at = *board;
        let mut boards = vec![at];
        for from in rolls? {
            if !at.roll(shape.square_at(from)) {
                return None;
            }
            boards.push(at);
        }
        Some(Route { boards })
    }

    /// The rolls left from `board` if it lies on the route.
    pub fn rolls_left(&self, board: &Board) -> Option<usize> {
        let at = self.boards.iter().position(|b| b == board)?;
        Some(self.boards.len() - 1 - at)
    }

    /// The heading of the next roll from `board` if it lies on the route
    /// before its end.
    pub fn next_roll(&self, board: &Board) -> Option<Heading> {
        let at = self.boards.iter().position(|b| b == board)?;
        let next = self.boards.get(at + 1)?;
        board.heading_from(next.hole())
    }

    /// The number of rolls of the whole route.
    pub fn len(&self) -> usize {
        self.boards.len() - 1
    }

    /// Whether the route has no rolls (its board already shows the
    /// pattern).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
#[path = "hints_tests.rs"]
mod tests;
