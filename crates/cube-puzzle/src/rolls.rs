//! An optimal sequence of rolls on the statement's board, read back from
//! the layers of a class search.
//!
//! A whole board (the hole and every cube's orientation) maps to a pattern
//! and a parity word bit. Starting from a state of the goal pattern at the
//! answer's depth, each step back tries the (at most four) boards one roll
//! away, and keeps one that the layer before holds: every roll undoes
//! itself, so the boards one roll back are the boards one roll on.

use crate::tables::{Layers, odd_at};
use crate::{CubeOrientation, N_CUBE_ORIENTATIONS, N_SQUARES, Pattern, Shape, Square};
use dice_core::Heading;

/// A whole board: the hole and each square's cube orientation number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Board {
    hole: usize,
    cubes: [usize; N_SQUARES],
}

impl Board {
    #[cfg(test)]
    fn start(hole: Square) -> Board {
        Board {
            hole: hole.index(),
            cubes: [CubeOrientation::START.index(); N_SQUARES],
        }
    }

    fn pattern(&self) -> Pattern {
        let all = CubeOrientation::all();
        let hole = Square::from_index(self.hole);
        Pattern::new(Shape::STATEMENT, hole, |sq| {
            all[self.cubes[sq.index()] % N_CUBE_ORIENTATIONS].top
        })
        .expect("the hole is on the board")
    }

    /// The parities of the first seven occupied squares, as folded words
    /// number them.
    fn folded_bit(&self) -> usize {
        (0..N_SQUARES)
            .filter(|&sq| sq != self.hole)
            .take(7)
            .enumerate()
            .map(|(k, sq)| (self.cubes[sq] % 2) << k)
            .sum()
    }

    /// The board with pattern `pattern` and folded parity bit `bit`, for a
    /// search from `start`.
    fn of_state(pattern: &Pattern, bit: usize, start: Square) -> Board {
        let hole = pattern.hole().index();
        let mut cubes = [0; N_SQUARES];
        let mut odd = odd_at(hole, start);
        for (k, sq) in (0..N_SQUARES).filter(|&sq| sq != hole).enumerate() {
            let parity = if k < 7 { bit >> k & 1 } else { odd & 1 };
            odd ^= parity;
            let top = pattern.top(Square::from_index(sq)).map_or(0, |c| c.index());
            cubes[sq] = 2 * top + parity;
        }
        Board { hole, cubes }
    }

    /// The board after the cube on `from`, next to the hole, rolls into it.
    fn roll_from(&self, from: usize) -> Option<Board> {
        let hole = Square::from_index(self.hole);
        let heading = Heading::ALL
            .into_iter()
            .find(|&h| Square::from_index(from).neighbour(h) == Some(hole))?;
        let all = CubeOrientation::all();
        let mut cubes = self.cubes;
        cubes[self.hole] = all[self.cubes[from] % N_CUBE_ORIENTATIONS]
            .roll(heading)
            .index();
        cubes[from] = 0;
        Some(Board { hole: from, cubes })
    }

    fn neighbours(&self) -> impl Iterator<Item = usize> + '_ {
        let hole = Square::from_index(self.hole);
        Heading::ALL
            .into_iter()
            .filter_map(move |h| hole.neighbour(h).map(Square::index))
    }
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
        let mut board = Board::of_state(pattern, word.trailing_zeros() as usize, self.start());
        let mut rolls = Vec::with_capacity(depth);
        for d in (0..depth).rev() {
            let back = board.neighbours().find_map(|from| {
                let prev = board.roll_from(from)?;
                let bit = prev.folded_bit();
                (self.word(d, prev.pattern().index()) >> bit & 1 == 1).then_some(prev)
            })?;
            // Going forward, the cube on this board's hole rolled.
            rolls.push(Square::from_index(board.hole));
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
        let (_, layers) = crate::Distances::with_layers(dataset.start);
        let rolls = layers.route_to(&dataset.pattern).expect("reachable");
        assert_eq!(rolls.len(), 3);
        let shown = crate::replay(Shape::STATEMENT, dataset.start, &rolls);
        assert_eq!(shown, Some(dataset.pattern));
        let home = Pattern::new(Shape::STATEMENT, dataset.start, |_| crate::Colour::White);
        assert_eq!(layers.route_to(&home.expect("on the board")), Some(vec![]));
    }

    #[test]
    fn boards_map_to_states_and_back() {
        let start = Square::new(2, 2).expect("on the board");
        let mut board = Board::start(start);
        for from in [1, 0, 3, 4, 5, 2] {
            board = board.roll_from(from).expect("next to the hole");
            let back = Board::of_state(&board.pattern(), board.folded_bit(), start);
            assert_eq!(back, board);
        }
    }
}
