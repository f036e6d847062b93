//! The models' searches with state carried from one maze to the next, as a
//! contest solution keeps its marks in a global array sized for the
//! largest maze (rows and columns from 1, up to 11) and clears them, or
//! not, in one of the ways [`Clearing`] names. Each is a mutant of the
//! model that the multi-test files must kill.

use crate::{arrow, dice};

/// How a search clears its marks after a maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clearing {
    /// As it should: every mark goes.
    Whole,
    /// Never.
    Never,
    /// Through a list of the states it marked, which never holds the first
    /// (the start, or the intersection after the entrance).
    ListMissesStart,
    /// Through a list filled as states are taken from the queue: those
    /// still waiting when the answer is found stay marked.
    ListOfExpanded,
    /// Only when there is no answer: the search returns from inside its
    /// loop, past the clearing.
    OnlyWithoutAnswer,
}

impl Clearing {
    /// Every wrong way of clearing.
    pub const MUTANTS: [Clearing; 4] = [
        Clearing::Never,
        Clearing::ListMissesStart,
        Clearing::ListOfExpanded,
        Clearing::OnlyWithoutAnswer,
    ];
}

/// How a dice search numbers the squares of its marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// Row by row, 12 to a row whatever the maze's width.
    FixedWidth,
    /// Row by row, the maze's columns and a border each side to a row (a
    /// stale mark lands on another square in a maze of another width).
    MazeWidth,
}

impl Keys {
    /// Both ways.
    pub const ALL: [Keys; 2] = [Keys::FixedWidth, Keys::MazeWidth];
}

/// Marks kept across mazes, and the list that clears them.
#[derive(Debug)]
struct Marks {
    seen: Vec<bool>,
    touched: Vec<usize>,
}

impl Marks {
    fn new(n: usize) -> Marks {
        Marks {
            seen: vec![false; n],
            touched: Vec::new(),
        }
    }

    /// Marks `state`; whether it was new. `listed`: whether the clearing
    /// list gets it now.
    fn mark(&mut self, state: usize, listed: bool) -> bool {
        let new = !std::mem::replace(&mut self.seen[state], true);
        if new && listed {
            self.touched.push(state);
        }
        new
    }

    /// Clears after a maze, `answered` saying whether it had an answer.
    fn clear(&mut self, clearing: Clearing, answered: bool) {
        match clearing {
            Clearing::Whole => self.seen.fill(false),
            Clearing::Never => {}
            Clearing::OnlyWithoutAnswer => {
                if !answered {
                    self.seen.fill(false);
                }
            }
            Clearing::ListMissesStart | Clearing::ListOfExpanded => {
                for &s in &self.touched {
                    self.seen[s] = false;
                }
            }
        }
        self.touched.clear();
    }
}

/// A dice search whose marks live across mazes.
#[derive(Debug)]
pub struct DiceSearch {
    clearing: Clearing,
    keys: Keys,
    marks: Marks,
    tables: dice::Tables,
}

impl DiceSearch {
    /// A search that numbers its marks as `keys` says and clears them as
    /// `clearing` says.
    pub fn new(clearing: Clearing, keys: Keys) -> DiceSearch {
        DiceSearch {
            clearing,
            keys,
            marks: Marks::new(12 * 12 * 24),
            tables: dice::Tables::statement(),
        }
    }

    /// The tour this search finds in `maze`, after the mazes before it.
    pub fn tour(&mut self, maze: &dice::Maze) -> Option<Vec<(usize, usize)>> {
        let width = match self.keys {
            Keys::FixedWidth => 12,
            Keys::MazeWidth => maze.cols + 2,
        };
        let key = |(r, c): (usize, usize), o: usize| (r * width + c) * 24 + o;
        let t = &self.tables;
        let die = t.orientation(maze.top, maze.front)?;
        let start = key(maze.start, die);
        let expanded_only = self.clearing == Clearing::ListOfExpanded;
        let listed = self.clearing != Clearing::ListMissesStart && !expanded_only;
        self.marks.mark(start, listed);
        let mut parent = vec![usize::MAX; 12 * 12 * 24];
        let mut queue = vec![(maze.start, die)];
        let mut head = 0;
        let mut found = None;
        'search: while head < queue.len() {
            let (pos, o) = queue[head];
            head += 1;
            if expanded_only {
                self.marks.touched.push(key(pos, o));
            }
            for h in 0..4 {
                let (dr, dc) = t.step[h];
                let (r, c) = (pos.0 as i64 + i64::from(dr), pos.1 as i64 + i64::from(dc));
                if r < 1 || c < 1 || r > maze.rows as i64 || c > maze.cols as i64 {
                    continue;
                }
                let to = (r as usize, c as usize);
                let v = maze.cells[(to.0 - 1) * maze.cols + to.1 - 1];
                if v == 0 || (v != -1 && v as u8 != t.top(o)) {
                    continue;
                }
                if to == maze.start {
                    found = Some(key(pos, o));
                    break 'search;
                }
                let next = t.roll[o][h] as usize;
                if self.marks.mark(key(to, next), !expanded_only) {
                    parent[key(to, next)] = key(pos, o);
                    queue.push((to, next));
                }
            }
        }
        self.marks.clear(self.clearing, found.is_some());
        let mut state = found?;
        let mut route = vec![maze.start];
        while state != start {
            route.push((state / 24 / width, state / 24 % width));
            state = parent[state];
        }
        route.push(maze.start);
        route.reverse();
        Some(route)
    }
}

/// An arrow search whose marks live across mazes.
#[derive(Debug)]
pub struct ArrowSearch {
    clearing: Clearing,
    marks: Marks,
    tables: arrow::Tables,
}

impl ArrowSearch {
    /// A search that clears as `clearing` says.
    pub fn new(clearing: Clearing) -> ArrowSearch {
        ArrowSearch {
            clearing,
            marks: Marks::new(12 * 12 * 4),
            tables: arrow::Tables::statement(),
        }
    }

    /// The route this search finds in `maze`, after the mazes before it.
    pub fn route(&mut self, maze: &arrow::Maze) -> Option<Vec<(usize, usize)>> {
        let key = |(r, c): (usize, usize), h: usize| (r * 12 + c) * 4 + h;
        let t = &self.tables;
        let next = |(r, c): (usize, usize), h: usize| {
            let (dr, dc) = t.step[h];
            let (r, c) = (r as i64 + i64::from(dr), c as i64 + i64::from(dc));
            ((1..=9).contains(&r) && (1..=9).contains(&c)).then_some((r as usize, c as usize))
        };
        let h0 = maze.heading as usize;
        let first = next(maze.start, h0)?;
        let expanded_only = self.clearing == Clearing::ListOfExpanded;
        let listed = self.clearing != Clearing::ListMissesStart && !expanded_only;
        self.marks.mark(key(first, h0), listed);
        let mut parent = vec![usize::MAX; 12 * 12 * 4];
        let mut queue = vec![(first, h0)];
        let mut head = 0;
        let mut found = None;
        while head < queue.len() {
            let (pos, h) = queue[head];
            head += 1;
            if expanded_only {
                self.marks.touched.push(key(pos, h));
            }
            if pos == maze.goal {
                found = Some(key(pos, h));
                break;
            }
            let sign = maze.signs[pos.0][pos.1][h];
            for a in (0..3).filter(|a| sign >> a & 1 == 1) {
                let out = t.turn[h][a] as usize;
                let Some(to) = next(pos, out) else {
                    continue;
                };
                if self.marks.mark(key(to, out), !expanded_only) {
                    parent[key(to, out)] = key(pos, h);
                    queue.push((to, out));
                }
            }
        }
        self.marks.clear(self.clearing, found.is_some());
        let mut state = found?;
        let mut route = Vec::new();
        while state != usize::MAX {
            route.push((state / 4 / 12, state / 4 % 12));
            state = parent[state];
        }
        route.push(maze.start);
        route.reverse();
        Some(route)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_cleared_whole_answer_as_the_model() {
        let text = "SAMPLE\n3 1 N 3 3\n1 1 WL NR *\n1 2 WLF NR ER *\n1 3 NL ER *\n2 1 SL WR NF *\n2 2 SL WF ELF *\n2 3 SFR EL *\n0\nEND\n";
        let mazes = crate::reader::arrow(text, crate::reader::Reading::Statement);
        let t = arrow::Tables::statement();
        let mut search = ArrowSearch::new(Clearing::Whole);
        for _ in 0..2 {
            assert_eq!(search.route(&mazes[0]), t.route(&mazes[0]));
        }
        let mut kept = ArrowSearch::new(Clearing::Never);
        kept.route(&mazes[0]);
        assert_ne!(kept.route(&mazes[0]), t.route(&mazes[0]));
    }
}
