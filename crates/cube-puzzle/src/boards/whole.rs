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
    /// Rolls on board numbers, without taking boards apart.
    rolls: NumberRolls,
}

/// Rolls on board numbers. A cube rolling across x into the hole keeps
/// its place among the cubes (in square order) and changes one digit; a
/// cube rolling across y passes the `cols - 1` cubes between its square
/// and the hole's, so a segment of `cols` digits turns round by one.
#[derive(Clone, Debug)]
struct NumberRolls {
    cols: usize,
    rows: usize,
    /// 6^k for every digit position.
    pow6: [u32; MAX_WHOLE_SQUARES + 1],
    /// `along_x[o]`: orientation `o` rolled east or west.
    along_x: [u8; N_CUBE_ORIENTATIONS],
    /// For a segment of `cols` digits `(a_0, ..., a_(cols-2), c)` (`a_0`
    /// the lowest), after the cube `c` rolls north into the hole before
    /// `a_0`: `(roll(c), a_0, ..., a_(cols-2))`.
    from_south: Vec<u16>,
    /// For `(c, a_0, ..., a_(cols-2))`, after the cube `c` rolls south
    /// into the hole after `a_(cols-2)`: `(a_0, ..., a_(cols-2), roll(c))`.
    from_north: Vec<u16>,
}

impl NumberRolls {
    fn new(shape: Shape) -> NumberRolls {
        let all = CubeOrientation::all();
        let along = |h: Heading| all.map(|o| o.roll(h).index() as u8);
        let (along_x, along_y) = (along(Heading::East), along(Heading::North));
        let cols = usize::from(shape.cols());
        let mut pow6 = [1; MAX_WHOLE_SQUARES + 1];
        for k in 1..pow6.len() {
            pow6[k] = pow6[k - 1] * 6;
        }
        let top = pow6[cols - 1];
        let segments = pow6[cols];
        let from_south = (0..segments)
            .map(|seg| {
                let c = seg / top;
                (u32::from(along_y[c as usize]) + 6 * (seg % top)) as u16
            })
            .collect();
        let from_north = (0..segments)
            .map(|seg| {
                let c = seg % 6;
                (seg / 6 + u32::from(along_y[c as usize]) * top) as u16
            })
            .collect();
        NumberRolls {
            cols,
            rows: usize::from(shape.rows()),
            pow6,
            along_x,
            from_south,
            from_north,
        }
    }
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
        Some(WholeBoards {
            shape,
            per_hole: 6u32.pow(n as u32 - 1),
            rolls: NumberRolls::new(shape),
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

    /// Calls `visit` with each roll's heading and the board it makes, the
    /// headings in the order north, east, south, west.
    #[inline]
    pub(crate) fn each_roll(&self, board: u32, mut visit: impl FnMut(Heading, u32)) {
        let r = &self.rolls;
        let (hole, rest) = ((board / self.per_hole) as usize, board % self.per_hole);
        let (x, y) = (hole % r.cols, hole / r.cols);
        let to = |hole: usize, rest: u32| hole as u32 * self.per_hole + rest;
        let segments = r.pow6[r.cols];
        // Across y a segment of digits turns round: from the hole's digit
        // place for the cube south of it, from the place of the cube
        // north of it.
        let along_y = |k: usize, table: &[u16]| {
            let seg = rest / r.pow6[k] % segments;
            rest - seg * r.pow6[k] + u32::from(table[seg as usize]) * r.pow6[k]
        };
        // Across x the cube keeps its digit place: the hole's from the
        // east, the one before from the west.
        let along_x = |k: usize| {
            let o = rest / r.pow6[k] % 6;
            rest - o * r.pow6[k] + u32::from(r.along_x[o as usize]) * r.pow6[k]
        };
        if y + 1 < r.rows {
            visit(
                Heading::North,
                to(hole + r.cols, along_y(hole, &r.from_south)),
            );
        }
        if x > 0 {
            visit(Heading::East, to(hole - 1, along_x(hole - 1)));
        }
        if y > 0 {
            let k = hole - r.cols;
            visit(Heading::South, to(k, along_y(k, &r.from_north)));
        }
        if x + 1 < r.cols {
            visit(Heading::West, to(hole + 1, along_x(hole)));
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
    fn rolls_on_numbers_are_rolls_of_whole_boards() {
        let mut rng = dice_core::rng::SplitMix64::new(11);
        for shape in Shape::all().filter(|s| s.n_squares() <= MAX_WHOLE_SQUARES) {
            let boards = WholeBoards::new(shape).expect("small enough");
            let number = |b: &crate::replay::Board| {
                let mut cubes = [0; MAX_WHOLE_SQUARES];
                let all = b.orientation_numbers();
                cubes[..shape.n_squares()].copy_from_slice(&all[..shape.n_squares()]);
                boards.encode(shape.index(b.hole()), &cubes)
            };
            for _ in 0..300 {
                let hole = shape.square_at(rng.below(shape.n_squares() as u64) as usize);
                let mut board = crate::replay::Board::start(shape, hole).expect("on the board");
                for _ in 0..rng.below(40) {
                    let h = Heading::from_index(rng.below(4) as usize);
                    board = board.rolled(h).unwrap_or(board);
                }
                let by_boards: Vec<(Heading, u32)> = Heading::ALL
                    .into_iter()
                    .filter_map(|h| Some((h, number(&board.rolled(h)?))))
                    .collect();
                let mut by_numbers = Vec::new();
                boards.each_roll(number(&board), |h, b| by_numbers.push((h, b)));
                assert_eq!(by_numbers, by_boards, "{shape}");
            }
        }
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
