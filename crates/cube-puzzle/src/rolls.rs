//! An optimal sequence of rolls, read back from the layers of a search.
//!
//! A whole board (the hole and every cube's orientation) maps to a pattern
//! and a parity word bit. Starting from a state of the goal pattern at the
//! answer's depth, each step back tries the (at most four) boards one roll
//! away, and keeps one that the layer before holds: every roll undoes
//! itself, so the boards one roll back are the boards one roll on.

use crate::tables::{Layers, odd_at};
use crate::{Colour, CubeOrientation, Distances, N_CUBE_ORIENTATIONS, N_SQUARES, Pattern, Square};
use dice_core::Heading;

/// A whole board: the hole and each square's cube orientation number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Board {
    hole: usize,
    cubes: [usize; N_SQUARES],
}

impl Board {
    fn start(hole: Square) -> Board {
        Board {
            hole: hole.index(),
            cubes: [CubeOrientation::START.index(); N_SQUARES],
        }
    }

    fn pattern(&self) -> Pattern {
        let all = CubeOrientation::all();
        let tops = self.cubes.map(|o| all[o % N_CUBE_ORIENTATIONS].top);
        Pattern::new(Square::from_index(self.hole), tops)
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
            let top = pattern.top(Square::from_index(sq)).map_or(0, Colour::index);
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
    /// start already shows it, `None` when no number of rolls does.
    pub fn route_to(&self, pattern: &Pattern) -> Option<Vec<Square>> {
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

/// The squares whose cubes roll into the hole along a shortest way to make
/// `pattern` from `start`: the search runs from `start` itself, keeping its
/// layers. `None` when no number of rolls makes it.
pub fn optimal_rolls(start: Square, pattern: &Pattern) -> Option<Vec<Square>> {
    let (_, layers) = Distances::with_layers(start);
    layers.route_to(pattern)
}

/// Replays rolls from a dataset's start: the pattern shown at the end, or
/// `None` if some roll is not of a cube next to the hole.
pub fn replay(start: Square, rolls: &[Square]) -> Option<Pattern> {
    replay_each(start, rolls)?.pop()
}

/// Replays rolls from a dataset's start: the pattern shown at the start and
/// after each roll, or `None` if some roll is not of a cube next to the
/// hole.
pub fn replay_each(start: Square, rolls: &[Square]) -> Option<Vec<Pattern>> {
    let mut board = Board::start(start);
    let mut shown = Vec::with_capacity(rolls.len() + 1);
    shown.push(board.pattern());
    for &from in rolls {
        board = board.roll_from(from.index())?;
        shown.push(board.pattern());
    }
    Some(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_rolls_of_the_second_sample() {
        // 2 1 / R B W / R W W / E W W: answer 3.
        let mut tops = [Colour::White; N_SQUARES];
        tops[0] = Colour::Red;
        tops[1] = Colour::Blue;
        tops[3] = Colour::Red;
        let hole = Square::new(1, 3).expect("on the board");
        let start = Square::new(2, 1).expect("on the board");
        let pattern = Pattern::new(hole, tops);
        let rolls = optimal_rolls(start, &pattern).expect("reachable");
        assert_eq!(rolls.len(), 3);
        assert_eq!(replay(start, &rolls), Some(pattern));
        assert_eq!(
            optimal_rolls(start, &Pattern::new(start, [Colour::White; N_SQUARES])),
            Some(vec![])
        );
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
