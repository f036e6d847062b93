//! The cube puzzle's model on the statement's 3 x 3 board: a breadth-first
//! search over boards whose cubes are indices into two plain tables, the
//! rolls (6 orientations x 4 directions) and the goal boards of a pattern
//! (256 ways the side colours of its 8 cubes can lie, each an 8-bit mask:
//! bit i for the i-th cube in square order, 0 when the lower colour of
//! the two besides the top faces along x). The statement's facts: every
//! cube starts White on top, Blue along x and Red along y; rolling along
//! x swaps top and x, along y top and y.

use crate::Mutant;

/// The colour letters in index order.
pub const COLOURS: [char; 3] = ['W', 'B', 'R'];

/// The directions a cube rolls in, in table order: north (y - 1), east
/// (x + 1), south, west.
pub const DIRECTIONS: [char; 4] = ['N', 'E', 'S', 'W'];

/// The cell value of the empty square.
const EMPTY: u8 = 6;

/// Boards as numbers: 9 cells in base 7.
pub const N_CODES: usize = 7usize.pow(9);

/// A pattern: the empty square (index y * 3 + x from 0) and the top colour
/// of each square (ignored at the empty one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// The empty square.
    pub hole: usize,
    /// The top colour of each square.
    pub tops: [u8; 9],
}

/// The model's tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tables {
    /// `roll[o][d]`: the orientation of a cube in `o` after it rolls one
    /// square in direction `d`.
    pub roll: [[u8; 4]; 6],
    /// `goal[mask]`: whether the goal board of that mask is searched for
    /// (its mutants, each board left out, are listed with those of other
    /// numberings in the module `cube_goals`).
    pub goal: [bool; 256],
    /// The (top, x, y) colours of each orientation (not mutated).
    colours: [[u8; 3]; 6],
}

/// 7 to the power of each square.
const POW: [u32; 9] = [1, 7, 49, 343, 2401, 16_807, 117_649, 823_543, 5_764_801];

impl Tables {
    /// The tables as the statement gives them.
    pub fn statement() -> Tables {
        let colours = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let mut roll = [[0; 4]; 6];
        for (o, row) in roll.iter_mut().enumerate() {
            let [t, x, y] = colours[o];
            for (d, entry) in row.iter_mut().enumerate() {
                let next = if d % 2 == 1 { [x, t, y] } else { [y, x, t] };
                *entry = colours
                    .iter()
                    .position(|&c| c == next)
                    .expect("a permutation") as u8;
            }
        }
        Tables {
            roll,
            goal: [true; 256],
            colours,
        }
    }

    /// The name of orientation `o`: its top, x and y colours.
    pub fn name(&self, o: usize) -> String {
        self.colours[o]
            .iter()
            .map(|&c| COLOURS[c as usize])
            .collect()
    }

    /// Every single-entry mutant of the rolls: each replaced by each other
    /// orientation.
    pub fn roll_mutants(&self) -> Vec<(Mutant, Tables)> {
        let mut out = Vec::new();
        for o in 0..6 {
            for d in 0..4 {
                for value in (0..6u8).filter(|&v| v != self.roll[o][d]) {
                    let mut t = self.clone();
                    t.roll[o][d] = value;
                    let what = format!(
                        "roll[{} {}] = {}",
                        self.name(o),
                        DIRECTIONS[d],
                        self.name(value as usize)
                    );
                    out.push((Mutant::new("cube rolls", what), t));
                }
            }
        }
        out
    }

    /// The board every cube starts on, empty at `hole`.
    pub fn start(hole: usize) -> u32 {
        // Every cube in orientation 0, White on top, Blue along x.
        u32::from(EMPTY) * POW[hole]
    }

    /// The pattern index (hole, then the tops of the other 8 squares in
    /// base 3) and goal mask of `board`.
    pub fn pattern_of(&self, board: u32) -> (usize, u8) {
        let (mut code, mut hole, mut tops, mut mask, mut i) = (board, 0, 0, 0u8, 0);
        for q in 0..9 {
            let o = (code % 7) as usize;
            code /= 7;
            if o == EMPTY as usize {
                hole = q;
                continue;
            }
            let [t, x, y] = self.colours[o];
            tops = tops * 3 + t as usize;
            mask |= u8::from(x > y) << i;
            i += 1;
        }
        (hole * 6561 + tops, mask)
    }

    /// A breadth-first search from the start board empty at `hole`, layer
    /// by layer up to `limit` rolls, calling `visit(depth, board)` on each
    /// board met; `visit` returns whether to go on.
    pub fn search(&self, hole: usize, limit: u32, mut visit: impl FnMut(u32, u32) -> bool) {
        // One bit per board number: 5 MB, not 40.
        let mut seen = vec![0u64; N_CODES.div_ceil(64)];
        let mut first_time = |board: u32| {
            let (word, bit) = (board as usize / 64, 1u64 << (board % 64));
            let new = seen[word] & bit == 0;
            seen[word] |= bit;
            new
        };
        let start = Tables::start(hole);
        first_time(start);
        let mut layer = vec![start];
        for depth in 0..=limit {
            let mut next = Vec::new();
            for &board in &layer {
                if !visit(depth, board) {
                    return;
                }
            }
            if depth == limit {
                return;
            }
            let mut rolled = Vec::with_capacity(4);
            for &board in &layer {
                self.rolls_from(board, &mut rolled);
                for &moved in &rolled {
                    if first_time(moved) {
                        next.push(moved);
                    }
                }
            }
            layer = next;
        }
    }

    /// The boards one roll from `board`, into `out` (cleared first): each
    /// cube beside the hole rolled into it.
    pub fn rolls_from(&self, board: u32, out: &mut Vec<u32>) {
        out.clear();
        let h = (0..9)
            .find(|&q| board / POW[q] % 7 == u32::from(EMPTY))
            .expect("a hole");
        let (hx, hy) = (h % 3, h / 3);
        // The cube north of the hole rolls south into it, and so on.
        let from = [
            (hy > 0).then(|| (h - 3, 2)),
            (hx < 2).then(|| (h + 1, 3)),
            (hy < 2).then(|| (h + 3, 0)),
            (hx > 0).then(|| (h - 1, 1)),
        ];
        for (q, d) in from.into_iter().flatten() {
            let o = board / POW[q] % 7;
            let rolled = u32::from(self.roll[o as usize][d]);
            out.push(
                board - o * POW[q] + u32::from(EMPTY) * POW[q] - u32::from(EMPTY) * POW[h]
                    + rolled * POW[h],
            );
        }
    }

    /// The goal boards of `pattern` these tables search for (all 256 for
    /// the statement's): for each mask, the i-th cube with its top colour
    /// and its lower other colour along x where bit i is 0.
    pub fn goal_boards(&self, pattern: &Pattern) -> Vec<u32> {
        let mut out = Vec::new();
        for mask in (0..=255u8).filter(|&m| self.goal[usize::from(m)]) {
            let (mut board, mut i) = (0, 0);
            for q in 0..9 {
                if q == pattern.hole {
                    board += u32::from(EMPTY) * POW[q];
                    continue;
                }
                let o = (0..6)
                    .find(|&o| {
                        let [t, x, y] = self.colours[o];
                        t == pattern.tops[q] && (x > y) == (mask >> i & 1 == 1)
                    })
                    .expect("two orientations show each top");
                board += o as u32 * POW[q];
                i += 1;
            }
            out.push(board);
        }
        out
    }

    /// The fewest rolls from the start empty at `start` to a goal board of
    /// `pattern` these tables search for, if at most `limit`.
    pub fn answer(&self, start: usize, pattern: &Pattern, limit: u32) -> Option<u32> {
        let index = pattern_index(pattern);
        let mut found = None;
        self.search(start, limit, |depth, board| {
            let (p, mask) = self.pattern_of(board);
            if p == index && self.goal[mask as usize] {
                found = Some(depth);
            }
            found.is_none()
        });
        found
    }

    /// For each of `patterns` from the start empty at `start`, up to 30
    /// rolls: the fewest rolls to a goal board and the masks of the goal
    /// boards that many rolls away.
    pub fn nearest_goals(&self, start: usize, patterns: &[Pattern]) -> Vec<(Option<u32>, Vec<u8>)> {
        let index: Vec<usize> = patterns.iter().map(pattern_index).collect();
        let mut out: Vec<(Option<u32>, Vec<u8>)> = vec![(None, Vec::new()); patterns.len()];
        let mut open = patterns.len();
        let mut last = 0;
        self.search(start, 30, |depth, board| {
            if depth != last {
                last = depth;
                if open == 0 {
                    return false;
                }
            }
            let (p, mask) = self.pattern_of(board);
            for (k, &i) in index.iter().enumerate() {
                if i == p && out[k].0.is_none_or(|d| d == depth) {
                    if out[k].0.is_none() {
                        open -= 1;
                    }
                    out[k].0 = Some(depth);
                    out[k].1.push(mask);
                }
            }
            true
        });
        out
    }

    /// For every pattern (by index) from the start empty at `start`, up to
    /// `limit` rolls: the fewest rolls, how many goal boards lie that far,
    /// and the mask of the last met.
    pub fn census(&self, start: usize, limit: u32) -> Vec<Option<(u32, u32, u8)>> {
        let mut out: Vec<Option<(u32, u32, u8)>> = vec![None; 9 * 6561];
        self.search(start, limit, |depth, board| {
            let (p, mask) = self.pattern_of(board);
            match &mut out[p] {
                None => out[p] = Some((depth, 1, mask)),
                Some((d, n, m)) if *d == depth => (*n, *m) = (*n + 1, mask),
                Some(_) => {}
            }
            true
        });
        out
    }
}

/// The index of `pattern` as [`Tables::census`] counts them.
pub fn pattern_index(pattern: &Pattern) -> usize {
    let tops = (0..9)
        .filter(|&q| q != pattern.hole)
        .fold(0, |acc, q| acc * 3 + pattern.tops[q] as usize);
    pattern.hole * 6561 + tops
}

/// The pattern of index `index`.
pub fn pattern_at(index: usize) -> Pattern {
    let hole = index / 6561;
    let mut tops = [0; 9];
    let mut rest = index % 6561;
    for q in (0..9).rev().filter(|&q| q != hole) {
        tops[q] = (rest % 3) as u8;
        rest /= 3;
    }
    Pattern { hole, tops }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_answers_come_out() {
        let t = Tables::statement();
        // Empty at x=2, y=1 (square 1): R B W / R W W / E W W, 3 rolls.
        let tops = [2, 1, 0, 2, 0, 0, 0, 0, 0];
        let pattern = Pattern { hole: 6, tops };
        assert_eq!(t.answer(1, &pattern, 30), Some(3));
        assert_eq!(pattern_at(pattern_index(&pattern)).hole, 6);
        let all_white = Pattern {
            hole: 3,
            tops: [0; 9],
        };
        assert_eq!(t.answer(3, &all_white, 30), Some(0), "empty at x=1, y=2");
        assert_eq!(t.roll_mutants().len(), 6 * 4 * 5);
    }

    #[test]
    fn goal_boards_show_their_pattern_each_mask_once() {
        let t = Tables::statement();
        let pattern = Pattern {
            hole: 6,
            tops: [2, 1, 0, 2, 0, 0, 0, 0, 0],
        };
        let boards = t.goal_boards(&pattern);
        assert_eq!(boards.len(), 256);
        let index = pattern_index(&pattern);
        for (mask, &board) in boards.iter().enumerate() {
            assert_eq!(t.pattern_of(board), (index, mask as u8));
        }
        // The start board is the all-white pattern's board of mask 0.
        let white = Pattern {
            hole: 4,
            tops: [0; 9],
        };
        assert_eq!(t.goal_boards(&white)[0], Tables::start(4));
        let mut rolled = Vec::new();
        t.rolls_from(Tables::start(4), &mut rolled);
        assert_eq!(rolled.len(), 4);
        t.rolls_from(Tables::start(0), &mut rolled);
        assert_eq!(rolled.len(), 2);
    }
}
