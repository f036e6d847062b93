//! The fewest rolls from every board to one pattern, found by a
//! breadth-first search over board numbers from the pattern's 256 boards.

use super::N_BOARDS;
use super::board::{Board, PER_HOLE};
use crate::{CubeOrientation, N_CUBE_ORIENTATIONS, Pattern, Square};
use dice_core::Heading;

/// The fewest rolls from every board to one pattern.
#[derive(Clone, Debug)]
pub struct HintTable {
    rolls: Vec<u8>,
}

/// A board the search never reached.
const UNREACHED: u8 = u8::MAX;

/// 6^k for every digit position of a board number.
const POW6: [u32; 9] = [1, 6, 36, 216, 1296, 7776, 46656, 279_936, 1_679_616];

/// Rolls on board numbers, without building boards: a cube rolling across
/// x into the hole keeps its place among the cubes (in square order) and
/// changes one digit; a cube rolling across y passes two cubes, so three
/// digits turn round.
struct NumberRolls {
    /// `along_x[o]`: orientation `o` rolled east or west.
    along_x: [u8; N_CUBE_ORIENTATIONS],
    /// Three digits `(a, b, c)` as `a + 6b + 36c`, after the cube `c` rolls
    /// north into the hole before `a`: `(roll(c), a, b)`.
    from_south: [u8; 216],
    /// After the cube `a` rolls south into the hole after `c`:
    /// `(b, c, roll(a))`.
    from_north: [u8; 216],
}

impl NumberRolls {
    fn new() -> NumberRolls {
        let all = CubeOrientation::all();
        let along = |h: Heading| all.map(|o| o.roll(h).index() as u8);
        let (along_x, along_y) = (along(Heading::East), along(Heading::North));
        let mut from_south = [0; 216];
        let mut from_north = [0; 216];
        for seg in 0..216 {
            let (a, b, c) = (seg % 6, seg / 6 % 6, seg / 36);
            from_south[seg] = (usize::from(along_y[c]) + 6 * a + 36 * b) as u8;
            from_north[seg] = (b + 6 * c + 36 * usize::from(along_y[a])) as u8;
        }
        NumberRolls {
            along_x,
            from_south,
            from_north,
        }
    }

    /// Calls `visit` with the number of every board one roll from `board`.
    #[inline]
    fn each_neighbour(&self, board: u32, mut visit: impl FnMut(u32)) {
        let per_hole = PER_HOLE as u32;
        let (h, rest) = ((board / per_hole) as usize, board % per_hole);
        let digit = |k: usize| (rest / POW6[k] % 6) as usize;
        let seg = |k: usize| (rest / POW6[k] % 216) as usize;
        let to = |hole: usize, rest: u32| hole as u32 * per_hole + rest;
        let (x, y) = (h % 3, h / 3);
        // A cube rolls in across x: from the east (its place is h) or the
        // west (h - 1).
        for (ok, hole, k) in [
            (x < 2, h + 1, h),
            (x > 0, h.wrapping_sub(1), h.wrapping_sub(1)),
        ] {
            if ok {
                let o = digit(k);
                let rolled = u32::from(self.along_x[o]);
                visit(to(hole, rest - o as u32 * POW6[k] + rolled * POW6[k]));
            }
        }
        if y < 2 {
            let old = seg(h);
            let new = u32::from(self.from_south[old]);
            visit(to(h + 3, rest - old as u32 * POW6[h] + new * POW6[h]));
        }
        if y > 0 {
            let k = h - 3;
            let old = seg(k);
            let new = u32::from(self.from_north[old]);
            visit(to(k, rest - old as u32 * POW6[k] + new * POW6[k]));
        }
    }
}

impl HintTable {
    /// Searches from every board showing `pattern`.
    pub fn new(pattern: &Pattern) -> HintTable {
        let orientations = CubeOrientation::all();
        let mut rolls = vec![UNREACHED; N_BOARDS];
        let mut frontier = Vec::new();
        let mut goal = Board::start(pattern.hole());
        let cubes: Vec<Square> = Square::all().filter(|&sq| sq != pattern.hole()).collect();
        for choice in 0..1u32 << cubes.len() {
            for (bit, &sq) in cubes.iter().enumerate() {
                let top = pattern.top(sq).unwrap_or(crate::Colour::White);
                let mut lying = orientations.iter().filter(|o| o.top == top);
                goal.cubes[sq.index()] = *lying
                    .nth((choice >> bit & 1) as usize)
                    .unwrap_or(&CubeOrientation::START);
            }
            let n = goal.number();
            if rolls[n] == UNREACHED {
                rolls[n] = 0;
                frontier.push(n as u32);
            }
        }
        let moves = NumberRolls::new();
        let mut next = Vec::new();
        let mut depth = 0u8;
        while !frontier.is_empty() {
            depth += 1;
            for &board in &frontier {
                moves.each_neighbour(board, |b| {
                    let slot = &mut rolls[b as usize];
                    if *slot == UNREACHED {
                        *slot = depth;
                        next.push(b);
                    }
                });
            }
            frontier.clear();
            std::mem::swap(&mut frontier, &mut next);
        }
        HintTable { rolls }
    }

    /// The fewest rolls from `board` to the pattern, if it can be made.
    pub fn rolls(&self, board: &Board) -> Option<u32> {
        let r = self.rolls[board.number()];
        (r != UNREACHED).then_some(u32::from(r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_on_numbers_match_rolls_on_boards() {
        let moves = NumberRolls::new();
        let mut rng = dice_core::rng::SplitMix64::new(11);
        for _ in 0..2000 {
            let mut board = Board::start(Square::from_index(rng.below(9) as usize));
            for _ in 0..rng.below(40) {
                let h = Heading::from_index(rng.below(4) as usize);
                board = board.rolled(h).unwrap_or(board);
            }
            let mut by_boards: Vec<u32> = Heading::ALL
                .into_iter()
                .filter_map(|h| board.rolled(h).ok())
                .map(|b| b.number() as u32)
                .collect();
            let mut by_numbers = Vec::new();
            moves.each_neighbour(board.number() as u32, |b| by_numbers.push(b));
            by_boards.sort_unstable();
            by_numbers.sort_unstable();
            assert_eq!(by_numbers, by_boards);
        }
    }
}
