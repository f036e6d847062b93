//! Rolling cubes by hand: every cube's orientation, rolls checked with the
//! reason for a refusal, undo and redo, and hints from a table of the
//! fewest rolls from every board to the dataset's pattern.
//!
//! A board is the hole and eight cube orientations: 9 x 6^8 = 15,116,544
//! boards. [`HintTable`] holds one byte per board, found by a breadth-first
//! search from the 256 boards that show the pattern (each cube may have its
//! two side colours either way round); rolls can be undone, so the search
//! from the goal gives the distance to it. It takes about 15 MB and a few
//! hundred milliseconds, once per dataset.
//!
//! ```
//! use cube_puzzle::play::Game;
//! use dice_core::Heading;
//! let datasets = cube_puzzle::parse("2 1\nR B W\nR W W\nE W W\n0 0\n").expect("valid");
//! let mut game = Game::new(datasets[0]);
//! assert_eq!(game.moves_left(), Some(3));
//! let first = game.hint().expect("the pattern can be made");
//! game.roll(first).expect("a hint is a legal roll");
//! assert_eq!(game.moves_left(), Some(2));
//! ```

use crate::{CubeOrientation, Dataset, N_CUBE_ORIENTATIONS, N_SQUARES, Pattern, Square};
use dice_core::Heading;
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

/// A whole board: the hole and how every cube lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    hole: Square,
    cubes: [CubeOrientation; N_SQUARES],
}

/// 6^8: the boards with one hole.
const PER_HOLE: usize = 1_679_616;

/// The number of boards: 9 holes times 6^8 ways the cubes lie.
pub const N_BOARDS: usize = N_SQUARES * PER_HOLE;

impl Board {
    /// The start board of a dataset: every cube white on top, blue along x.
    pub fn start(hole: Square) -> Board {
        Board {
            hole,
            cubes: [CubeOrientation::START; N_SQUARES],
        }
    }

    /// The hole.
    pub fn hole(&self) -> Square {
        self.hole
    }

    /// How the cube on `sq` lies, or `None` for the hole.
    pub fn cube(&self, sq: Square) -> Option<CubeOrientation> {
        (sq != self.hole).then(|| self.cubes[sq.index()])
    }

    /// The colours on top, as a pattern.
    pub fn pattern(&self) -> Pattern {
        let mut tops = [crate::Colour::White; N_SQUARES];
        for sq in Square::all() {
            tops[sq.index()] = self.cubes[sq.index()].top;
        }
        Pattern::new(self.hole, tops)
    }

    /// The board after the cube on the `heading.reverse()` side of the
    /// hole rolls towards `heading` into it.
    pub fn rolled(&self, heading: Heading) -> Result<Board, Refusal> {
        let from = self
            .hole
            .neighbour(heading.reverse())
            .ok_or(Refusal::NoCube {
                heading,
                hole: self.hole,
            })?;
        let mut next = *self;
        next.cubes[self.hole.index()] = self.cubes[from.index()].roll(heading);
        // The hole's slot holds nothing, the same nothing on every board.
        next.cubes[from.index()] = CubeOrientation::START;
        next.hole = from;
        Ok(next)
    }

    /// The board's dense number: the hole's index times 6^8, plus each
    /// cube's orientation number as a base-6 digit, cubes in square order.
    pub fn number(&self) -> usize {
        let mut n = 0;
        for sq in (0..N_SQUARES).rev().map(Square::from_index) {
            if sq == self.hole {
                continue;
            }
            n = n * N_CUBE_ORIENTATIONS + self.cubes[sq.index()].index();
        }
        self.hole.index() * PER_HOLE + n
    }
}

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

/// One game on one dataset: the board, the rolls made, and the hint table
/// once a hint has been asked for.
#[derive(Debug)]
pub struct Game {
    dataset: Dataset,
    board: Board,
    rolls: Vec<Heading>,
    undone: Vec<Heading>,
    hints: Option<HintTable>,
}

impl Game {
    /// A game at the dataset's start board.
    pub fn new(dataset: Dataset) -> Game {
        Game {
            dataset,
            board: Board::start(dataset.start),
            rolls: Vec::new(),
            undone: Vec::new(),
            hints: None,
        }
    }

    /// The dataset played.
    pub fn dataset(&self) -> &Dataset {
        &self.dataset
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rolls made so far (the heading each cube rolled in), oldest first.
    pub fn rolls(&self) -> &[Heading] {
        &self.rolls
    }

    /// Whether the board shows the pattern.
    pub fn is_solved(&self) -> bool {
        self.board.pattern() == self.dataset.pattern
    }

    /// Rolls the cube that lies on the `heading.reverse()` side of the hole
    /// towards `heading`, or says why it cannot. A roll clears what undo had
    /// taken back.
    pub fn roll(&mut self, heading: Heading) -> Result<(), Refusal> {
        self.apply(heading)?;
        self.undone.clear();
        Ok(())
    }

    fn apply(&mut self, heading: Heading) -> Result<(), Refusal> {
        self.board = self.board.rolled(heading)?;
        self.rolls.push(heading);
        Ok(())
    }

    /// Takes the last roll back; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(heading) = self.rolls.pop() else {
            return false;
        };
        if let Ok(board) = self.board.rolled(heading.reverse()) {
            self.board = board;
        }
        self.undone.push(heading);
        true
    }

    /// Makes the last undone roll again; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(heading) => self.apply(heading).is_ok(),
            None => false,
        }
    }

    /// Back to the start board, every roll forgotten (the hint table is
    /// kept).
    pub fn restart(&mut self) {
        self.board = Board::start(self.dataset.start);
        self.rolls.clear();
        self.undone.clear();
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

    /// The fewest rolls from here to the pattern, if it can be made.
    pub fn moves_left(&mut self) -> Option<u32> {
        let board = self.board;
        self.hint_table().rolls(&board)
    }

    /// A roll that starts a shortest way to the pattern, if one is needed
    /// and possible; headings are tried north, east, south, west.
    pub fn hint(&mut self) -> Option<Heading> {
        let board = self.board;
        let table = self.hint_table();
        let left = table.rolls(&board)?;
        Heading::ALL.into_iter().find(|&h| {
            board
                .rolled(h)
                .is_ok_and(|b| table.rolls(&b).is_some_and(|r| r + 1 == left))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Solver, parse};

    #[test]
    fn numbers_are_dense_and_distinct_and_undo_restores_the_board() {
        let start = Board::start(Square::from_index(4));
        assert_eq!(start.number(), 4 * PER_HOLE);
        let rolled = start
            .rolled(Heading::North)
            .expect("a cube south of the centre");
        assert_eq!(rolled.hole(), Square::from_index(7));
        assert_ne!(rolled.number(), start.number());
        assert!(rolled.number() < N_BOARDS);
        assert_eq!(rolled.rolled(Heading::South), Ok(start));
    }

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

    #[test]
    fn the_tables_agree_with_the_solver_and_hints_lead_to_the_pattern() {
        let datasets = parse(include_str!("../../../testdata/cube-puzzle/sample.in"))
            .expect("the sample parses");
        let mut solver = Solver::new();
        // Two tables suffice to cover answers 0, 3 and the deepest ones.
        for dataset in [datasets[1], datasets[datasets.len() - 1]] {
            let mut game = Game::new(dataset);
            let optimum = solver.solve(&dataset).rolls;
            assert_eq!(game.moves_left(), optimum);
            let mut n = 0;
            while let Some(h) = game.hint() {
                game.roll(h).expect("a hint is a legal roll");
                n += 1;
                assert_eq!(game.moves_left().map(|m| m + n), optimum);
                if game.is_solved() {
                    break;
                }
            }
            assert!(game.is_solved());
            assert_eq!(Some(n), optimum);
        }
    }

    #[test]
    fn a_roll_from_off_the_board_says_why_and_undo_redo_work() {
        let datasets = parse("1 1\nE W W\nW W W\nW W W\n0 0\n").expect("valid");
        let mut game = Game::new(datasets[0]);
        assert!(game.is_solved(), "the start board is the pattern");
        let refusal = game.roll(Heading::South).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "no cube can roll S into the hole at (x,y) = (1,1): the hole is on the north edge"
        );
        game.roll(Heading::West)
            .expect("the cube east of the hole rolls west");
        let top = game.board().cube(Square::from_index(0)).map(|c| c.top);
        assert_eq!(top, Some(crate::Colour::Blue));
        assert!(!game.is_solved());
        assert!(game.undo());
        assert!(game.is_solved());
        assert!(game.redo());
        assert!(!game.is_solved());
        game.restart();
        assert!(game.is_solved() && game.rolls().is_empty());
    }
}
