//! The cube model's searches with state carried from one dataset to the
//! next, as a contest solution keeps its tables in global arrays indexed
//! by board and clears them through lists of the boards it touched: a
//! one-sided search (from the start board until a goal board of the
//! pattern) and a bidirectional one (from the start board and from the
//! pattern's goal boards, the smaller frontier grown a whole layer at a
//! time until they meet). Each keeps one thing it should forget, as
//! [`Kept`] names; each (search, kept thing) but the model is a mutant
//! the multi-test files must kill.

use crate::Mutant;
use crate::cube::{N_CODES, Pattern, Tables};

/// The searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sides {
    /// From the start board, layer by layer, until a goal board.
    One,
    /// From the start board and from the goal boards until they meet.
    Two,
}

/// What a search keeps from the previous dataset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Nothing: the model.
    Nothing,
    /// The start board, marked reached at 0 rolls on the start side: the
    /// list that clears the start side never holds it.
    Start,
    /// The start side's whole table, never cleared.
    StartTable,
    /// The goal boards, marked reached at 0 rolls on the goal side: the
    /// list that clears the goal side never holds them (bidirectional
    /// only; a one-sided search's goal table holds nothing else).
    GoalBoards,
    /// The goal side's whole table (for a one-sided search, the marks of
    /// the goal boards), never cleared.
    GoalTable,
    /// The meeting: the answer found, never reset (a one-sided search with
    /// an answer from before searches no more; a bidirectional one stops
    /// at the fewest rolls met so far).
    Meeting,
}

/// Every mutant: each search with each thing it may keep (the one-sided
/// search keeping its goal boards is the one keeping its goal table).
pub const MUTANTS: [(Sides, Kept); 9] = [
    (Sides::One, Kept::Start),
    (Sides::One, Kept::StartTable),
    (Sides::One, Kept::GoalTable),
    (Sides::One, Kept::Meeting),
    (Sides::Two, Kept::Start),
    (Sides::Two, Kept::StartTable),
    (Sides::Two, Kept::GoalBoards),
    (Sides::Two, Kept::GoalTable),
    (Sides::Two, Kept::Meeting),
];

/// The mutants no file can kill, proven by
/// [`kept_starts_change_a_one_sided_answer`]: a one-sided search that
/// keeps earlier start boards marked only never enters them again, and no
/// pattern's fewest rolls within 30 from any start square needs another
/// start square's start board on the way, even all eight at once.
pub const EQUIVALENT: [(Sides, Kept); 1] = [(Sides::One, Kept::Start)];

/// Whether the fewest rolls (up to 30) of some pattern from some start
/// square changes when the start boards of the eight other squares cannot
/// be entered: what a one-sided search that keeps its start boards does at
/// worst, after datasets from every other square. `false` proves
/// [`EQUIVALENT`]: fewer boards blocked block no more. About a second a
/// start square.
pub fn kept_starts_change_a_one_sided_answer(tables: &Tables) -> bool {
    let mut rolled = Vec::with_capacity(4);
    (0..9).any(|start| {
        let right = tables.census(start, LIMIT);
        let mut seen = vec![0u64; N_CODES.div_ceil(64)];
        let mut mark = |board: u32| {
            let (word, bit) = (board as usize / 64, 1u64 << (board % 64));
            let new = seen[word] & bit == 0;
            seen[word] |= bit;
            new
        };
        for other in (0..9).filter(|&o| o != start) {
            mark(Tables::start(other));
        }
        mark(Tables::start(start));
        let mut first = vec![None; right.len()];
        let mut layer = vec![Tables::start(start)];
        for depth in 0..=LIMIT {
            for &board in &layer {
                let (p, _) = tables.pattern_of(board);
                first[p] = first[p].or(Some(depth));
            }
            let mut next = Vec::new();
            for &board in &layer {
                tables.rolls_from(board, &mut rolled);
                next.extend(rolled.iter().copied().filter(|&n| mark(n)));
            }
            layer = next;
        }
        right
            .iter()
            .zip(&first)
            .any(|(r, f)| r.map(|(d, _, _)| d) != *f)
    })
}

/// The mutant `(sides, kept)` as [`Mutant`] names it.
pub fn mutant(sides: Sides, kept: Kept) -> Mutant {
    Mutant::new(
        "cube carried state",
        format!("{sides:?}-sided, kept {kept:?}"),
    )
}

/// The most rolls an answer may take.
const LIMIT: u32 = 30;

/// One side's table (distance + 1 by board, 0 for unmet) and the list of
/// the boards that clears it.
#[derive(Debug)]
struct Side {
    dist: Vec<u8>,
    touched: Vec<u32>,
}

impl Side {
    fn new() -> Side {
        Side {
            dist: vec![0; N_CODES],
            touched: Vec::new(),
        }
    }

    /// The rolls `board` was met at on this side, if it was.
    fn at(&self, board: u32) -> Option<u32> {
        let d = self.dist[board as usize];
        (d > 0).then(|| u32::from(d) - 1)
    }

    /// Marks `board` met at `rolls`; `listed`: whether the clearing list
    /// gets it.
    fn mark(&mut self, board: u32, rolls: u32, listed: bool) {
        self.dist[board as usize] = rolls as u8 + 1;
        if listed {
            self.touched.push(board);
        }
    }

    /// Clears the boards on the list, unless the whole table is `kept`.
    fn clear(&mut self, kept: bool) {
        if !kept {
            for &b in &self.touched {
                self.dist[b as usize] = 0;
            }
        }
        self.touched.clear();
    }
}

/// A cube search whose tables live across datasets.
#[derive(Debug)]
pub struct CubeSearch {
    sides: Sides,
    kept: Kept,
    tables: Tables,
    start_side: Side,
    goal_side: Side,
    meeting: Option<u32>,
}

impl CubeSearch {
    /// The search `sides` keeping `kept` (the model keeps nothing).
    pub fn new(sides: Sides, kept: Kept) -> CubeSearch {
        CubeSearch {
            sides,
            kept,
            tables: Tables::statement(),
            start_side: Side::new(),
            goal_side: Side::new(),
            meeting: None,
        }
    }

    /// The judge answer (fewest rolls up to 30, `None` for -1) this
    /// search gives the dataset from the start empty at `start` to
    /// `pattern`, after the datasets before it.
    pub fn answer(&mut self, start: usize, pattern: &Pattern) -> Option<u32> {
        let kept = self.kept;
        let start_board = Tables::start(start);
        let listed = kept != Kept::Start && kept != Kept::StartTable;
        self.start_side.mark(start_board, 0, listed);
        let goals_listed = kept != Kept::GoalBoards && kept != Kept::GoalTable;
        let mut met = if kept == Kept::Meeting {
            self.meeting
        } else {
            None
        };
        let goals = self.tables.goal_boards(pattern);
        for &g in &goals {
            if self.sides == Sides::Two
                && let Some(d) = self.start_side.at(g)
            {
                met = Some(met.map_or(d, |m| m.min(d)));
            }
            self.goal_side.mark(g, 0, goals_listed);
        }
        let found = match self.sides {
            Sides::One => met.or_else(|| self.one_sided(start_board)),
            Sides::Two => self.two_sided(start_board, goals, met),
        };
        self.start_side.clear(kept == Kept::StartTable);
        self.goal_side.clear(kept == Kept::GoalTable);
        self.meeting = found;
        found.filter(|&r| r <= LIMIT)
    }

    /// Breadth-first from `start` to the first board marked a goal.
    fn one_sided(&mut self, start: u32) -> Option<u32> {
        let listed = self.kept != Kept::StartTable;
        let mut layer = vec![start];
        let mut rolled = Vec::with_capacity(4);
        for depth in 0..=LIMIT {
            if layer.iter().any(|&b| self.goal_side.at(b).is_some()) {
                return Some(depth);
            }
            let mut next = Vec::new();
            for &board in &layer {
                self.tables.rolls_from(board, &mut rolled);
                for &n in &rolled {
                    if self.start_side.at(n).is_none() {
                        self.start_side.mark(n, depth + 1, listed);
                        next.push(n);
                    }
                }
            }
            layer = next;
        }
        None
    }

    /// Both sides grown a layer at a time, the smaller frontier first, a
    /// board met by one side checked against the other's table; `met`:
    /// the meeting so far (the start board as a goal, or one kept).
    fn two_sided(&mut self, start: u32, goals: Vec<u32>, mut met: Option<u32>) -> Option<u32> {
        let (mut front_s, mut front_g) = (vec![start], goals);
        let (mut d_s, mut d_g) = (0, 0);
        let mut rolled = Vec::with_capacity(4);
        while met.is_none_or(|m| d_s + d_g < m)
            && d_s + d_g < LIMIT
            && !front_s.is_empty()
            && !front_g.is_empty()
        {
            let from_start = front_s.len() <= front_g.len();
            let (front, depth) = if from_start {
                (&front_s, d_s)
            } else {
                (&front_g, d_g)
            };
            let (own, other, table_kept) = if from_start {
                let kept = self.kept == Kept::StartTable;
                (&mut self.start_side, &self.goal_side, kept)
            } else {
                let kept = self.kept == Kept::GoalTable;
                (&mut self.goal_side, &self.start_side, kept)
            };
            let mut next = Vec::new();
            for &board in front {
                self.tables.rolls_from(board, &mut rolled);
                for &n in &rolled {
                    if let Some(d) = other.at(n) {
                        let sum = depth + 1 + d;
                        met = Some(met.map_or(sum, |m| m.min(sum)));
                    } else if own.at(n).is_none() {
                        own.mark(n, depth + 1, !table_kept);
                        next.push(n);
                    }
                }
            }
            if from_start {
                (front_s, d_s) = (next, d_s + 1);
            } else {
                (front_g, d_g) = (next, d_g + 1);
            }
        }
        met
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statement's sample, as the model reads it.
    fn sample() -> Vec<(usize, Pattern)> {
        let text =
            "1 2\nW W W\nE W W\nW W W\n2 1\nR B W\nR W W\nE W W\n3 3\nW B W\nB R E\nR B R\n0 0\n";
        crate::reader::cube(text)
    }

    #[test]
    fn searches_that_keep_nothing_answer_as_the_model() {
        let model = Tables::statement();
        for sides in [Sides::One, Sides::Two] {
            let mut search = CubeSearch::new(sides, Kept::Nothing);
            for _ in 0..2 {
                for (start, pattern) in sample() {
                    let right = model.answer(start, &pattern, LIMIT);
                    assert_eq!(search.answer(start, &pattern), right, "{sides:?}");
                }
            }
        }
    }

    #[test]
    fn a_kept_start_is_met_from_the_goal_side() {
        // The all-white pattern with the hole where dataset 1 started is
        // that start board: a bidirectional search that kept it answers 0.
        let white = |hole| Pattern { hole, tops: [0; 9] };
        let model = Tables::statement();
        let (first, second) = (
            model.answer(0, &white(4), LIMIT),
            model.answer(8, &white(0), LIMIT),
        );
        assert!(second.is_some_and(|r| r > 0), "{second:?}");
        for (kept, wrong) in [(Kept::Nothing, second), (Kept::Start, Some(0))] {
            let mut search = CubeSearch::new(Sides::Two, kept);
            assert_eq!(search.answer(0, &white(4)), first, "{kept:?}");
            assert_eq!(search.answer(8, &white(0)), wrong, "{kept:?}");
        }
    }

    #[test]
    fn a_kept_meeting_answers_again() {
        let data = sample();
        let model = Tables::statement();
        let right: Vec<Option<u32>> = data
            .iter()
            .map(|(s, p)| model.answer(*s, p, LIMIT))
            .collect();
        assert_eq!(right[0], Some(0));
        let mut one = CubeSearch::new(Sides::One, Kept::Meeting);
        let mut two = CubeSearch::new(Sides::Two, Kept::Meeting);
        for (start, pattern) in &data {
            assert_eq!(one.answer(*start, pattern), Some(0));
            assert_eq!(two.answer(*start, pattern), Some(0));
        }
        assert_eq!(MUTANTS.len(), 9);
    }
}
