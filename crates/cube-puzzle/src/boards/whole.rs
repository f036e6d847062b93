//! Whole boards of up to nine squares: the hole and every cube's
//! orientation, numbered densely and rolled one cube at a time, and the
//! breadth-first search over them.
//!
//! A board's number is the hole's square number times 6^(squares - 1)
//! plus the cubes' orientation numbers (see
//! [`CubeOrientation::index`](crate::CubeOrientation::index)) as base-6
//! digits in square order, the hole skipped: 2 x 4 has 2,239,488 boards,
//! 3 x 3 15,116,544.

use crate::{CubeOrientation, N_CUBE_ORIENTATIONS};
use crate::{Pattern, Shape};
use dice_core::Heading;
use dice_core::memory::{self, OutOfMemory};

/// The most squares a board searched whole may have.
pub(crate) const MAX_WHOLE_SQUARES: usize = 9;

/// A board the search has not reached.
pub(crate) const UNREACHED: u8 = u8::MAX;

/// The boards of one shape, their numbers and their rolls.
#[derive(Clone, Debug)]
pub(crate) struct WholeBoards {
    shape: Shape,
    /// 6^(squares - 1): the boards with one hole.
    per_hole: u32,
    /// `rolled[o][h]`: orientation `o` rolled towards heading `h`.
    rolled: [[u8; 4]; N_CUBE_ORIENTATIONS],
    /// `behind[s][h]`: the square on the `h.reverse()` side of square `s`,
    /// whose cube rolls towards `h` into a hole on `s`.
    behind: Vec<[Option<u8>; 4]>,
}

/// A board taken apart: the hole's square number and each square's cube
/// orientation number (0 at the hole).
pub(crate) type Cubes = [u8; MAX_WHOLE_SQUARES];

impl WholeBoards {
    /// The boards of `shape`, if it has at most [`MAX_WHOLE_SQUARES`]
    /// squares.
    pub(crate) fn new(shape: Shape) -> Option<WholeBoards> {
        let n = shape.n_squares();
        if n > MAX_WHOLE_SQUARES {
            return None;
        }
        let all = CubeOrientation::all();
        let rolled = all.map(|o| Heading::ALL.map(|h| o.roll(h).index() as u8));
        let behind = shape.rolls_into();
        Some(WholeBoards {
            shape,
            per_hole: 6u32.pow(n as u32 - 1),
            rolled,
            behind,
        })
    }

    /// How many boards there are.
    pub(crate) fn count(&self) -> usize {
        self.shape.n_squares() * self.per_hole as usize
    }

    /// The start board with the hole on square number `hole`: every cube
    /// in the start orientation, number 0.
    pub(crate) fn start(&self, hole: usize) -> u32 {
        hole as u32 * self.per_hole
    }

    /// The hole and every cube of board `board`.
    pub(crate) fn decode(&self, board: u32) -> (usize, Cubes) {
        let hole = (board / self.per_hole) as usize;
        let mut digits = board % self.per_hole;
        let mut cubes = [0; MAX_WHOLE_SQUARES];
        for (s, cube) in cubes.iter_mut().enumerate().take(self.shape.n_squares()) {
            if s != hole {
                *cube = (digits % 6) as u8;
                digits /= 6;
            }
        }
        (hole, cubes)
    }

    /// The number of the board with the hole on `hole` and `cubes`.
    pub(crate) fn encode(&self, hole: usize, cubes: &Cubes) -> u32 {
        let mut number = 0;
        for s in (0..self.shape.n_squares()).rev() {
            if s != hole {
                number = number * 6 + u32::from(cubes[s]);
            }
        }
        hole as u32 * self.per_hole + number
    }

    /// Calls `visit` with each roll's heading and the board it makes.
    #[inline]
    pub(crate) fn each_roll(&self, board: u32, mut visit: impl FnMut(Heading, u32)) {
        let (hole, cubes) = self.decode(board);
        for h in Heading::ALL {
            if let Some(from) = self.behind[hole][h.index()] {
                let from = usize::from(from);
                let mut next = cubes;
                next[hole] = self.rolled[usize::from(cubes[from])][h.index()];
                next[from] = 0;
                visit(h, self.encode(from, &next));
            }
        }
    }

    /// The number of the pattern a board shows (see
    /// [`Pattern::index`]).
    pub(crate) fn pattern_index(&self, board: u32) -> usize {
        let (hole, cubes) = self.decode(board);
        let mut colouring = 0;
        for s in (0..self.shape.n_squares()).rev() {
            if s != hole {
                // An orientation's number is twice its top colour's plus
                // its parity.
                colouring = colouring * 3 + usize::from(cubes[s] / 2);
            }
        }
        hole * 3usize.pow(self.shape.n_squares() as u32 - 1) + colouring
    }

    /// The 2^(squares - 1) boards that show `pattern`: each cube's top is
    /// fixed, its sides may lie either way round.
    pub(crate) fn showing(&self, pattern: &Pattern) -> Vec<u32> {
        let hole = self.shape.index(pattern.hole());
        let tops: Vec<(usize, u8)> = self
            .shape
            .squares()
            .filter_map(|sq| Some((self.shape.index(sq), pattern.top(sq)?.index() as u8)))
            .collect();
        (0..1u32 << tops.len())
            .map(|choice| {
                let mut cubes = [0; MAX_WHOLE_SQUARES];
                for (bit, &(s, top)) in tops.iter().enumerate() {
                    cubes[s] = 2 * top + (choice >> bit & 1) as u8;
                }
                self.encode(hole, &cubes)
            })
            .collect()
    }

    /// For every pattern, the least of `board_depths` over the boards that
    /// show it ([`UNREACHED`] where none was reached); or the refusal of
    /// its memory.
    pub(crate) fn pattern_depths(&self, board_depths: &[u8]) -> Result<Vec<u8>, OutOfMemory> {
        let mut depths = memory::table(Pattern::count(self.shape), UNREACHED)?;
        for (board, &depth) in board_depths.iter().enumerate() {
            let slot = &mut depths[self.pattern_index(board as u32)];
            *slot = (*slot).min(depth);
        }
        Ok(depths)
    }

    /// The fewest rolls from `sources` to every board ([`UNREACHED`] where
    /// none leads), by breadth-first search; or the refusal of its memory
    /// (a byte a board, and the widest layers).
    pub(crate) fn depths_from(&self, sources: &[u32]) -> Result<Vec<u8>, OutOfMemory> {
        let mut depths = memory::table(self.count(), UNREACHED)?;
        let held = depths.len();
        let mut frontier = Vec::new();
        for &board in sources {
            if depths[board as usize] == UNREACHED {
                depths[board as usize] = 0;
                memory::push(&mut frontier, board).map_err(|e| e.holding(held))?;
            }
        }
        let mut next = Vec::new();
        let mut depth = 0u8;
        while !frontier.is_empty() {
            depth += 1;
            // Each board has at most four rolls.
            let room = frontier.len().saturating_mul(4).min(self.count());
            memory::reserve(&mut next, room)
                .map_err(|e| e.holding(held + memory::held(&frontier)))?;
            for &board in &frontier {
                self.each_roll(board, |_, b| {
                    let slot = &mut depths[b as usize];
                    if *slot == UNREACHED {
                        *slot = depth;
                        next.push(b);
                    }
                });
            }
            std::mem::swap(&mut frontier, &mut next);
            next.clear();
        }
        Ok(depths)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    #[test]
    fn numbers_round_trip_and_rolls_undo() {
        for shape in Shape::all().filter(|s| s.n_squares() <= 6) {
            let boards = WholeBoards::new(shape).expect("small enough");
            for board in (0..boards.count() as u32).step_by(5) {
                let (hole, cubes) = boards.decode(board);
                assert_eq!(boards.encode(hole, &cubes), board, "{shape}");
                boards.each_roll(board, |h, next| {
                    let (from, _) = boards.decode(next);
                    assert_eq!(
                        shape.neighbour(shape.square_at(hole), h.reverse()),
                        Some(shape.square_at(from))
                    );
                    let mut back = None;
                    boards.each_roll(next, |g, b| {
                        if g == h.reverse() {
                            back = Some(b);
                        }
                    });
                    assert_eq!(back, Some(board), "{shape}: rolling back");
                });
            }
        }
        assert!(WholeBoards::new(Shape::new(3, 4).expect("a shape")).is_none());
    }

    #[test]
    fn boards_show_their_patterns() {
        let shape = Shape::new(2, 3).expect("a shape");
        let boards = WholeBoards::new(shape).expect("small enough");
        for index in (0..Pattern::count(shape)).step_by(11) {
            let pattern = Pattern::from_index(shape, index);
            let showing = boards.showing(&pattern);
            assert_eq!(showing.len(), 32);
            for board in showing {
                assert_eq!(boards.pattern_index(board), index);
            }
        }
        // The start board with the hole at (2,2): all white.
        let start = boards.start(shape.index(Square { x: 2, y: 2 }));
        let pattern = Pattern::from_index(shape, boards.pattern_index(start));
        assert_eq!(pattern.to_string(), "W W W\nW E W\n");
    }
}
