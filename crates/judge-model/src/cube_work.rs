//! The cube's bidirectional search and its slow families of right
//! answers, as one model whose work is counted: the boards each search
//! rolls from before it answers. The accepted `cube_bidirectional.cpp`
//! grows the smaller frontier by a whole layer; a search that strictly
//! alternates its sides (the forward side while it is no deeper, dF <= dB)
//! or grows the forward side only answers the same, with more work. The
//! search mirrors the package's C++ solution step for step, so that its
//! count predicts that program's time; [`heaviest`] picks the datasets
//! that make a family work most, the package's `heaviest-*` files.

use crate::cube::{N_CODES, Pattern, Tables};

/// The fewest rolls the statement asks for; more print -1.
const LIMIT: u32 = 30;

/// How a bidirectional search picks the side it grows by a layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// The side with the smaller frontier (the accepted solution).
    Balanced,
    /// The forward side while it is no deeper than the backward one
    /// (dF <= dB), else the backward side: strictly alternating.
    Alternating,
    /// The forward side only: a one-sided breadth-first search from the
    /// start that stops at a goal board.
    ForwardOnly,
}

impl Family {
    /// Every family, the accepted one first.
    pub const ALL: [Family; 3] = [Family::Balanced, Family::Alternating, Family::ForwardOnly];
}

/// A search's answer (the fewest rolls, if at most 30) and its work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// The fewest rolls, if at most 30.
    pub answer: Option<u32>,
    /// The boards rolled from: each board of each frontier grown.
    pub boards: u64,
}

/// A bidirectional search over boards with its tables, kept from dataset
/// to dataset and cleared through the list of boards it touched.
#[derive(Clone, Debug)]
pub struct Searcher {
    /// 0 unseen, 1 reached from the start, 2 from a goal board.
    side: Vec<u8>,
    /// The rolls from the side's own end.
    depth: Vec<u8>,
    /// The boards marked, to clear.
    touched: Vec<u32>,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new()
    }
}

impl Searcher {
    /// Tables for every board number (80 MB).
    pub fn new() -> Searcher {
        Searcher {
            side: vec![0; N_CODES],
            depth: vec![0; N_CODES],
            touched: Vec::new(),
        }
    }

    /// Searches from the start board empty at `start` to a goal board of
    /// `pattern`, growing the side `family` picks, and counts the work.
    pub fn run(
        &mut self,
        tables: &Tables,
        family: Family,
        start: usize,
        pattern: &Pattern,
    ) -> Work {
        let first = Tables::start(start);
        self.mark(first, 1, 0);
        let mut fronts = [vec![first], Vec::new()];
        let mut answer = None;
        for goal in tables.goal_boards(pattern) {
            match self.side[goal as usize] {
                1 => answer = Some(0),
                0 => {
                    self.mark(goal, 2, 0);
                    fronts[1].push(goal);
                }
                _ => {}
            }
        }
        let (mut d, mut boards) = ([0u32; 2], 0u64);
        let mut rolled = Vec::with_capacity(4);
        while answer.is_none() && d[0] + d[1] < LIMIT && fronts.iter().all(|f| !f.is_empty()) {
            let s = match family {
                Family::Balanced => usize::from(fronts[0].len() > fronts[1].len()),
                Family::Alternating => usize::from(d[0] > d[1]),
                Family::ForwardOnly => 0,
            };
            let (own, other) = (s as u8 + 1, 2 - s as u8);
            let mut best = u32::MAX;
            let mut next = Vec::new();
            for &board in &fronts[s] {
                boards += 1;
                tables.rolls_from(board, &mut rolled);
                for &to in &rolled {
                    let seen = self.side[to as usize];
                    if seen == other {
                        best = best.min(d[s] + 1 + u32::from(self.depth[to as usize]));
                    } else if seen == 0 {
                        self.mark(to, own, d[s] + 1);
                        next.push(to);
                    }
                }
            }
            d[s] += 1;
            fronts[s] = next;
            if best <= LIMIT {
                answer = Some(best);
            }
        }
        for &board in &self.touched {
            self.side[board as usize] = 0;
        }
        self.touched.clear();
        Work { answer, boards }
    }

    /// Marks `board` reached from `side` at `depth` rolls.
    fn mark(&mut self, board: u32, side: u8, depth: u32) {
        self.side[board as usize] = side;
        self.depth[board as usize] = u8::try_from(depth).expect("at most 30 rolls");
        self.touched.push(board);
    }
}

/// A dataset: the start's empty square (index y * 3 + x from 0) and the
/// pattern.
pub type Dataset = (usize, Pattern);

/// The `n` datasets of `candidates` on which `family` works most, with
/// each one's work, the heaviest first (ties kept in candidate order).
pub fn heaviest(
    tables: &Tables,
    family: Family,
    candidates: &[Dataset],
    n: usize,
) -> Vec<(Dataset, Work)> {
    let mut searcher = Searcher::new();
    let mut out: Vec<(Dataset, Work)> = candidates
        .iter()
        .map(|&(start, pattern)| {
            (
                (start, pattern),
                searcher.run(tables, family, start, &pattern),
            )
        })
        .collect();
    out.sort_by_key(|(_, work)| std::cmp::Reverse(work.boards));
    out.truncate(n);
    out
}

/// The deepest datasets from the start empty at `start`: every pattern
/// whose answer is at least `least` rolls or more than 30 (-1), by
/// pattern index.
pub fn deepest(tables: &Tables, start: usize, least: u32) -> Vec<Dataset> {
    tables
        .census(start, LIMIT)
        .into_iter()
        .enumerate()
        .filter(|(_, found)| found.is_none_or(|(depth, _, _)| depth >= least))
        .map(|(index, _)| (start, crate::cube::pattern_at(index)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every family answers as the one-sided search does; the accepted
    /// one works least on a deep dataset.
    #[test]
    fn the_families_answer_alike_and_differ_in_work() {
        let tables = Tables::statement();
        let mut searcher = Searcher::new();
        // From the corner: the pattern of the start moved by a roll, and
        // a deep one.
        let near = crate::cube::pattern_at(crate::cube::pattern_index(&Pattern {
            hole: 1,
            tops: [1, 0, 0, 0, 0, 0, 0, 0, 0],
        }));
        for pattern in [near] {
            let want = tables.answer(0, &pattern, LIMIT);
            for family in Family::ALL {
                assert_eq!(
                    searcher.run(&tables, family, 0, &pattern).answer,
                    want,
                    "{family:?}"
                );
            }
        }
        let deep = deepest(&tables, 4, 30);
        let &(start, pattern) = deep.first().expect("a deep pattern from the centre");
        let work = Family::ALL.map(|f| searcher.run(&tables, f, start, &pattern));
        assert!(work.iter().all(|w| w.answer == work[0].answer));
        assert!(work[0].boards * 2 < work[1].boards, "{work:?}");
        assert!(work[1].boards < work[2].boards, "{work:?}");
    }
}
