//! Boards too large for complete tables (the 4 x 4 board: 16 x 6^15
//! boards) answered exactly up to a bound by meeting in the middle.
//!
//! From the start board, every board within `near` rolls is listed once
//! per start square ([`NearStart`]). For a dataset, a breadth-first search
//! goes back from its pattern for at most `far` rolls and looks each board
//! it reaches up in that list. Rolls undo, so a shortest sequence of `n <=
//! near + far` rolls passes, after `min(n, near)` rolls, a board the list
//! holds at that depth and the search from the pattern reaches with the
//! rest: the least sum of the two depths over every board found in both is
//! the fewest rolls, and when none is found no sequence of at most `near +
//! far` rolls exists. No estimate is involved, so nothing needs to be
//! admissible: the answer is exact by exhaustion on both sides.
//!
//! The pattern fixes each cube's top but not which way round its other
//! two colours lie (its parity): going back, a cube that has not rolled yet
//! stands for both, and its first roll splits the search in two, one for
//! each parity, after which the cube is known ([`Partial`]).

use crate::replay::Board;
use crate::{CubeOrientation, N_CUBE_ORIENTATIONS, Square};
use crate::{Pattern, Shape};
use dice_core::Heading;
use dice_core::memory::{self, OutOfMemory};

/// How many rolls from the start the list of boards near it goes: 4.8
/// million boards within 20 rolls of a 4 x 4 start, 19 million within 22
/// (150 MB), each two more about four times as many.
pub(crate) const NEAR: u8 = 22;

/// A whole board in one word: bits 0..16 each square's parity, 16..48
/// each square's top colour (two bits), 48..52 the hole's square number.
/// The hole's own fields are 0. Sorting boards groups them by pattern.
type Packed = u64;

/// Where the top colours start in a [`Packed`] board.
const TOPS: u32 = 16;
/// Where the hole's square number starts in a [`Packed`] board.
const HOLE: u32 = 48;
/// The bits of a list entry that hold the depth (up to 31).
const DEPTH_BITS: u32 = 5;

/// How cubes roll on one shape, on packed boards.
#[derive(Clone, Debug)]
struct PackedRolls {
    /// `rolled[o][h]`: orientation `o` rolled towards heading `h`.
    rolled: [[u8; 4]; N_CUBE_ORIENTATIONS],
    /// `behind[s][h]`: the square whose cube rolls towards `h` into a hole
    /// on `s`.
    behind: Vec<[Option<u8>; 4]>,
}

impl PackedRolls {
    fn new(shape: Shape) -> PackedRolls {
        let all = CubeOrientation::all();
        PackedRolls {
            rolled: all.map(|o| Heading::ALL.map(|h| o.roll(h).index() as u8)),
            behind: shape.rolls_into(),
        }
    }

    /// The hole's square number.
    fn hole(board: Packed) -> usize {
        (board >> HOLE) as usize
    }

    /// Calls `visit(from, board)` for each roll: the cube on `from` rolls
    /// into the hole, with parity `parity(from)` if its parity bit is not
    /// to be read from the board.
    #[inline]
    fn each_roll(&self, board: Packed, mut visit: impl FnMut(usize, Packed)) {
        let hole = PackedRolls::hole(board);
        for h in Heading::ALL {
            if let Some(from) = self.behind[hole][h.index()] {
                let from = usize::from(from);
                visit(from, self.roll(board, from, hole, h.index()));
            }
        }
    }

    /// `board` after the cube on `from` rolls towards heading `h` into the
    /// hole on `hole`.
    #[inline]
    fn roll(&self, board: Packed, from: usize, hole: usize, h: usize) -> Packed {
        let top = board >> (TOPS + 2 * from as u32) & 3;
        let parity = board >> from & 1;
        let after = u64::from(self.rolled[(2 * top + parity) as usize][h]);
        let cleared = board & !(3 << (TOPS + 2 * from as u32)) & !(1 << from) & !(0xf << HOLE);
        cleared
            | (after >> 1) << (TOPS + 2 * hole as u32)
            | (after & 1) << hole
            | (from as u64) << HOLE
    }
}

/// The pattern `board` shows: its hole and tops, without the parities.
fn pattern_key(board: Packed) -> u64 {
    board >> TOPS
}

/// `pattern` packed, every parity bit 0.
fn pack(pattern: &Pattern) -> Packed {
    let shape = pattern.shape();
    let mut board = (shape.index(pattern.hole()) as u64) << HOLE;
    for sq in shape.squares() {
        if let Some(top) = pattern.top(sq) {
            board |= (top.index() as u64) << (TOPS + 2 * shape.index(sq) as u32);
        }
    }
    board
}

/// Every board within a number of rolls of one start board, with its
/// depth, sorted so that the boards showing one pattern lie together.
#[derive(Clone, Debug)]
pub(crate) struct NearStart {
    rolls: PackedRolls,
    /// How many rolls from the start the list goes.
    near: u8,
    /// `board << DEPTH_BITS | depth`, sorted.
    entries: Vec<u64>,
}

impl NearStart {
    /// The boards within `near` (at most 31) rolls of the start board with
    /// the hole on `start`, by breadth-first search.
    ///
    /// Every roll moves the hole to a neighbouring square, which is of the
    /// other colour if the board is chequered: a board's depth has the
    /// parity of its hole's colour, so the boards one roll from a layer lie
    /// in the layer before or the layer after, and each new layer is its
    /// rolls less the layer before.
    ///
    /// The list and its layers are reserved fallibly (150 MB for the 19
    /// million boards within 22 rolls of a 4 x 4 start, and the two widest
    /// layers beside it): a refusal counts what the search held.
    pub(crate) fn new(shape: Shape, start: Square, near: u8) -> Result<NearStart, OutOfMemory> {
        NearStart::around(shape, (shape.index(start) as u64) << HOLE, near)
    }

    /// The boards within `near` rolls of any board (play's hints search
    /// from wherever the player is), as [`NearStart::new`] does from a
    /// start board.
    pub(crate) fn around_board(board: &Board, near: u8) -> Result<NearStart, OutOfMemory> {
        let shape = board.shape();
        let hole = shape.index(board.hole());
        let mut first = (hole as u64) << HOLE;
        for (s, &o) in board.orientation_numbers()[..shape.n_squares()]
            .iter()
            .enumerate()
        {
            if s != hole {
                first |= u64::from(o >> 1) << (TOPS + 2 * s as u32) | u64::from(o & 1) << s;
            }
        }
        NearStart::around(shape, first, near)
    }

    /// The boards within `near` rolls of the packed board `first`.
    fn around(shape: Shape, first: Packed, near: u8) -> Result<NearStart, OutOfMemory> {
        let rolls = PackedRolls::new(shape);
        // How many rolls lead out of a board with the hole on each square.
        let n_rolls: Vec<usize> = (rolls.behind.iter())
            .map(|from| from.iter().flatten().count())
            .collect();
        let mut entries = memory::with_capacity(1)?;
        entries.push(first << DEPTH_BITS);
        let mut before: Vec<Packed> = Vec::new();
        let mut layer = vec![first];
        for depth in 1..=near.min(31) {
            let layers = memory::held(&before) + memory::held(&layer);
            let room = layer.iter().map(|&b| n_rolls[PackedRolls::hole(b)]).sum();
            // Refused before the last layer, the list would have needed more.
            let refused = |e: OutOfMemory| {
                if depth < near.min(31) {
                    e.part_way()
                } else {
                    e
                }
            };
            let mut next = memory::with_capacity(room)
                .map_err(|e| refused(e.holding(layers + memory::held(&entries))))?;
            for &board in &layer {
                rolls.each_roll(board, |_, b| next.push(b));
            }
            next.sort_unstable();
            next.dedup();
            next.retain(|b| before.binary_search(b).is_err());
            memory::grow(&mut entries, next.len())
                .map_err(|e| refused(e.holding(layers + memory::held(&next))))?;
            entries.extend(next.iter().map(|&b| b << DEPTH_BITS | u64::from(depth)));
            before = std::mem::replace(&mut layer, next);
        }
        entries.sort_unstable();
        Ok(NearStart {
            rolls,
            near: near.min(31),
            entries,
        })
    }

    /// How many rolls from the start the list goes.
    pub(crate) fn reach(&self) -> u8 {
        self.near
    }

    /// How many boards the list holds.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// The listed boards showing the pattern of `board`: `(board, depth)`.
    fn showing(&self, board: Packed) -> impl Iterator<Item = (Packed, u8)> + '_ {
        let key = pattern_key(board);
        let first = self
            .entries
            .partition_point(|&e| pattern_key(e >> DEPTH_BITS) < key);
        self.entries[first..]
            .iter()
            .take_while(move |&&e| pattern_key(e >> DEPTH_BITS) == key)
            .map(|&e| (e >> DEPTH_BITS, (e & ((1 << DEPTH_BITS) - 1)) as u8))
    }

    /// The depth of `board` if listed.
    fn depth(&self, board: Packed) -> Option<u8> {
        self.showing(board)
            .find(|&(b, _)| b == board)
            .map(|(_, depth)| depth)
    }

    /// The squares whose cubes roll, in turn, on a shortest way from the
    /// start board to the listed `board`.
    fn rolls_to(&self, mut board: Packed) -> Vec<usize> {
        let mut depth = self.depth(board).unwrap_or(0);
        let mut from = Vec::with_capacity(usize::from(depth));
        while depth > 0 {
            let mut back = None;
            self.rolls.each_roll(board, |_, b| {
                if back.is_none() && self.depth(b) == Some(depth - 1) {
                    back = Some(b);
                }
            });
            let Some(previous) = back else { break };
            from.push(PackedRolls::hole(board));
            board = previous;
            depth -= 1;
        }
        from.reverse();
        from
    }
}

/// Boards that show one pattern and agree on some cubes' parities: the
/// cubes on the squares of `known` have the parities in `board`, the others
/// either (their bits in `board` are 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Partial {
    board: Packed,
    known: u16,
}

impl Partial {
    /// Whether the whole board `board` is one of these.
    fn holds(self, board: Packed) -> bool {
        pattern_key(board) == pattern_key(self.board)
            && (board ^ self.board) & u64::from(self.known) == 0
    }
}

/// What the search from a pattern found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Meeting {
    /// The fewest rolls, if at most `near + far`.
    pub(crate) rolls: Option<u8>,
    /// How many sets of boards the search from the pattern reached.
    pub(crate) reached: usize,
}

impl NearStart {
    /// The fewest rolls from the start board to `pattern` if at most the
    /// list's depth plus `far`, with a shortest sequence of rolls (the squares
    /// whose cubes roll, in turn) when `with_rolls` is set; or the refusal
    /// of the search's memory (tens of MB on 4 x 4), counting the list's.
    pub(crate) fn meet(
        &self,
        pattern: &Pattern,
        far: u8,
        with_rolls: bool,
    ) -> Result<(Meeting, Option<Vec<usize>>), OutOfMemory> {
        let first = Partial {
            board: pack(pattern),
            known: 0,
        };
        // Each layer: the sets of boards first reached, with the index of
        // the set in the layer before that they came from.
        let mut layers: Vec<Vec<(Partial, u32)>> = vec![vec![(first, 0)]];
        let mut seen = vec![first];
        let mut best: Option<(u8, usize, Packed)> = None;
        let mut depth = 0u8;
        loop {
            for (at, &(partial, _)) in layers[usize::from(depth)].iter().enumerate() {
                for (board, near_depth) in self.showing(partial.board) {
                    let total = near_depth + depth;
                    if partial.holds(board) && best.is_none_or(|(b, _, _)| total < b) {
                        best = Some((total, at, board));
                    }
                }
            }
            // Every sequence of up to `near + depth` rolls has been met
            // now, and a later layer only meets longer ones.
            if best.is_some_and(|(b, _, _)| b <= self.near + depth) {
                break;
            }
            depth += 1;
            if depth > far {
                break;
            }
            // Each set has at most four rolls, each of them two ways.
            let room = layers[usize::from(depth - 1)].len().saturating_mul(8);
            let held: usize =
                layers.iter().map(memory::held).sum::<usize>() + memory::held(&self.entries);
            // A search refused here may have gone deeper.
            let mut next: Vec<(Partial, u32)> = memory::with_capacity(room)
                .map_err(|e| e.holding(held + memory::held(&seen)).part_way())?;
            for (at, &(partial, _)) in layers[usize::from(depth - 1)].iter().enumerate() {
                self.each_partial_roll(partial, |p| next.push((p, at as u32)));
            }
            next.sort_unstable_by_key(|&(p, _)| p);
            next.dedup_by_key(|&mut (p, _)| p);
            next.retain(|(p, _)| seen.binary_search(p).is_err());
            if next.is_empty() {
                break;
            }
            memory::grow(&mut seen, next.len())
                .map_err(|e| e.holding(held + memory::held(&next)).part_way())?;
            seen.extend(next.iter().map(|&(p, _)| p));
            seen.sort_unstable();
            layers.push(next);
        }
        let meeting = Meeting {
            rolls: best.map(|(b, _, _)| b),
            reached: seen.len(),
        };
        let route = match best {
            Some((total, at, board)) if with_rolls => Some(self.route(&layers, total, at, board)),
            _ => None,
        };
        Ok((meeting, route))
    }

    /// The rolls out of a set of boards: a cube whose parity is not known
    /// rolls both ways, and is known after.
    fn each_partial_roll(&self, partial: Partial, mut visit: impl FnMut(Partial)) {
        let hole = PackedRolls::hole(partial.board);
        for h in Heading::ALL {
            let Some(from) = self.rolls.behind[hole][h.index()] else {
                continue;
            };
            let from = usize::from(from);
            let known = partial.known & !(1 << from) | 1 << hole;
            let parities: &[u64] = if partial.known >> from & 1 == 1 {
                &[partial.board >> from & 1]
            } else {
                &[0, 1]
            };
            for &parity in parities {
                let board = partial.board & !(1 << from) | parity << from;
                let board = self.rolls.roll(board, from, hole, h.index());
                visit(Partial { board, known });
            }
        }
    }

    /// The squares whose cubes roll on the way found: to the meeting
    /// board, then back along the search from the pattern.
    fn route(
        &self,
        layers: &[Vec<(Partial, u32)>],
        total: u8,
        at: usize,
        board: Packed,
    ) -> Vec<usize> {
        let mut from = self.rolls_to(board);
        // Going forward from the meeting board undoes the search's rolls
        // one by one: each rolls the cube on the square that was the hole
        // one step nearer the pattern into the hole.
        let mut depth = usize::from(total) - from.len();
        let mut at = at;
        while depth > 0 {
            let (_, parent) = layers[depth][at];
            let before = layers[depth - 1][parent as usize].0;
            from.push(PackedRolls::hole(before.board));
            at = parent as usize;
            depth -= 1;
        }
        from
    }
}

#[cfg(test)]
#[path = "meet_tests.rs"]
mod tests;
