//! An optimal sequence of rolls on the statement's board, read back from
//! the layers of a class search.
//!
//! A whole board ([`Board`], the one the replay and play roll) maps to a
//! pattern and a parity word bit. Starting from a state of the goal
//! pattern at the answer's depth, each step back tries the (at most four)
//! boards one roll away, and keeps one that the layer before holds: every
//! roll undoes itself, so the boards one roll back are the boards one roll
//! on.

use crate::play::Board;
use crate::tables::{Layers, odd_at};
use crate::{CubeOrientation, N_SQUARES, Pattern, Shape, Square, StatementSquare};
use dice_core::Heading;

/// The parities of the first seven occupied squares of a statement board,
/// as folded words number them.
fn folded_bit(board: &Board) -> usize {
    (Shape::STATEMENT.squares())
        .filter_map(|sq| board.cube(sq))
        .take(7)
        .enumerate()
        .map(|(k, cube)| cube.parity() << k)
        .sum()
}

/// The statement board with pattern `pattern` and folded parity bit `bit`,
/// for a search from `start`: the first seven cubes' parities are the
/// bit's, the eighth's makes the number of odd cubes what the hole's
/// square allows.
fn board_of_state(pattern: &Pattern, bit: usize, start: StatementSquare) -> Board {
    let hole = pattern.hole();
    let mut parity = [0; N_SQUARES];
    let mut odd = odd_at(Shape::STATEMENT.index(hole), start);
    for (k, sq) in (Shape::STATEMENT.squares())
        .filter(|&sq| sq != hole)
        .enumerate()
    {
        let p = if k < 7 { bit >> k & 1 } else { odd & 1 };
        odd ^= p;
        parity[Shape::STATEMENT.index(sq)] = p;
    }
    let all = CubeOrientation::all();
    let cube = |sq| {
        let top = pattern.top(sq).map_or(0, |c| c.index());
        all[2 * top + parity[Shape::STATEMENT.index(sq)]]
    };
    Board::lying(Shape::STATEMENT, hole, cube).expect("a pattern's hole is on its board")
}

impl Layers {
    /// The squares whose cubes roll into the hole, in order, along a
    /// shortest way from this search's start to `pattern`; empty when the
    /// start already shows it, `None` when no number of rolls does (and for
    /// a pattern of another board than the statement's).
    pub fn route_to(&self, pattern: &Pattern) -> Option<Vec<Square>> {
        if pattern.shape() != Shape::STATEMENT {
            return None;
        }
        let g = pattern.index();
        let depth = (0..self.len()).find(|&d| self.word(d, g) != 0)?;
        let word = self.word(depth, g);
        let mut board = board_of_state(pattern, word.trailing_zeros() as usize, self.start());
        let mut rolls = Vec::with_capacity(depth);
        for d in (0..depth).rev() {
            // The cube beside the hole in heading `h` rolls back into it,
            // towards `h.reverse()`: neighbours in the order of `Heading::ALL`.
            let back = Heading::ALL.into_iter().find_map(|h| {
                let prev = board.rolled(h.reverse())?;
                let bit = folded_bit(&prev);
                (self.word(d, prev.pattern().index()) >> bit & 1 == 1).then_some(prev)
            })?;
            // Going forward, the cube on this board's hole rolled.
            rolls.push(board.hole());
            board = back;
        }
        rolls.reverse();
        Some(rolls)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_rolls_of_the_second_sample() {
        // 2 1 / R B W / R W W / E W W: answer 3.
        let dataset = crate::parse("2 1\nR B W\nR W W\nE W W\n0 0\n").expect("valid")[0];
        let start = StatementSquare::new(dataset.start).expect("on the board");
        let (_, layers) = crate::Distances::with_layers(start);
        let rolls = layers.route_to(&dataset.pattern).expect("reachable");
        assert_eq!(rolls.len(), 3);
        let shown = crate::replay(Shape::STATEMENT, dataset.start, &rolls);
        assert_eq!(shown, Some(dataset.pattern));
        let home = Pattern::new(Shape::STATEMENT, dataset.start, |_| crate::Colour::White);
        assert_eq!(layers.route_to(&home.expect("on the board")), Some(vec![]));
    }

    #[test]
    fn boards_map_to_states_and_back() {
        let start = StatementSquare::new(Square { x: 2, y: 2 }).expect("on the board");
        let mut board = Board::start(Shape::STATEMENT, start.square()).expect("on the board");
        for from in [1, 0, 3, 4, 5, 2] {
            let from = Shape::STATEMENT.square_at(from);
            let heading = board.heading_from(from).expect("next to the hole");
            board = board.rolled(heading).expect("a cube there");
            let back = board_of_state(&board.pattern(), folded_bit(&board), start);
            assert_eq!(back, board);
        }
    }
}
