//! The dice maze's iterative deepening with a table of moves left, a
//! slow family of right answers, as a model whose work is counted: the
//! depth-first calls it makes before it answers. Each round deepens by one
//! move, in the move order N, E, S, W, and enters a (square, die) state
//! again only with more moves left than it was entered with in that round,
//! so it answers right; every round repeats the one before, so a long
//! tour costs it the square of its length. The package's C++ submission
//! `iddfs_moves_left.cpp` does the same step for step, and
//! [`heaviest`] picks the mazes it works most on.

use crate::dice::{Maze, Tables};

/// The shortest tour's moves, if any, and the depth-first calls made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// The moves of the shortest tour, if there is one.
    pub moves: Option<usize>,
    /// The depth-first calls of every round.
    pub calls: u64,
}

/// One round's search: the maze, the tables and each state's most moves
/// left so far.
struct Round<'a> {
    tables: &'a Tables,
    maze: &'a Maze,
    start: usize,
    budget: Vec<usize>,
    calls: u64,
}

impl Round<'_> {
    /// Whether a tour of exactly `left` more moves returns to the start
    /// from square `cell` with the die in orientation `o`.
    fn dfs(&mut self, cell: usize, o: usize, left: usize) -> bool {
        self.calls += 1;
        let state = cell * 24 + o;
        if left <= self.budget[state] {
            return false;
        }
        self.budget[state] = left;
        let (rows, cols) = (self.maze.rows as i64, self.maze.cols as i64);
        let (r, c) = (
            (cell / self.maze.cols) as i64,
            (cell % self.maze.cols) as i64,
        );
        for h in 0..4 {
            let (dr, dc) = self.tables.step[h];
            let (nr, nc) = (r + i64::from(dr), c + i64::from(dc));
            if nr < 0 || nc < 0 || nr >= rows || nc >= cols {
                continue;
            }
            let to = (nr * cols + nc) as usize;
            let v = self.maze.cells[to];
            if v == 0 || (v != -1 && v as u8 != self.tables.top(o)) {
                continue;
            }
            if to == self.start {
                if left == 1 {
                    return true;
                }
            } else if self.dfs(to, usize::from(self.tables.roll[o][h]), left - 1) {
                return true;
            }
        }
        false
    }
}

/// Iterative deepening on `maze`, one round per tour length from 1 up to
/// one per state, and its work.
pub fn iddfs(tables: &Tables, maze: &Maze) -> Work {
    let Some(die) = tables.orientation(maze.top, maze.front) else {
        return Work {
            moves: None,
            calls: 0,
        };
    };
    let n = maze.rows * maze.cols * 24;
    let start = (maze.start.0 - 1) * maze.cols + maze.start.1 - 1;
    let mut round = Round {
        tables,
        maze,
        start,
        budget: Vec::new(),
        calls: 0,
    };
    for length in 1..=n {
        round.budget = vec![0; n];
        if round.dfs(start, die, length) {
            return Work {
                moves: Some(length),
                calls: round.calls,
            };
        }
    }
    Work {
        moves: None,
        calls: round.calls,
    }
}

/// The `n` mazes of `pool` on which [`iddfs`] works most, each with its
/// work, the heaviest first (ties kept in pool order).
pub fn heaviest<'a>(tables: &Tables, pool: &'a [Maze], n: usize) -> Vec<(&'a Maze, Work)> {
    let mut out: Vec<(&Maze, Work)> = pool.iter().map(|m| (m, iddfs(tables, m))).collect();
    out.sort_by_key(|(_, work)| std::cmp::Reverse(work.calls));
    out.truncate(n);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deepening answers as the breadth-first model does, with more work
    /// for a longer tour.
    #[test]
    fn deepening_finds_the_shortest_tour_and_pays_for_length() {
        let tables = Tables::statement();
        let maze = |cells: Vec<i8>, cols: usize| Maze {
            name: "M".into(),
            rows: cells.len() / cols,
            cols,
            cells,
            start: (1, 1),
            top: 5,
            front: 1,
        };
        let short = maze(vec![4, -1], 2);
        let long = maze(vec![-1; 16], 4);
        let none = maze(vec![6, -1, -1], 3);
        for m in [&short, &long, &none] {
            let bfs = tables.tour(m).map(|t| t.len() - 1);
            assert_eq!(iddfs(&tables, m).moves, bfs, "{m:?}");
        }
        assert!(iddfs(&tables, &short).calls < iddfs(&tables, &long).calls);
        let pool = [short.clone(), long.clone()];
        let top = heaviest(&tables, &pool, 1);
        assert_eq!(top[0].0, &long);
    }
}
