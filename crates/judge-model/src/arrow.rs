//! The arrow maze's model: a breadth-first search over (intersection,
//! heading of arrival) whose moves come from two plain tables, the turns
//! (4 headings x left, forward, right) and the steps (4 headings), as the
//! statement gives them: travelling north, L exits west and R east.

use crate::Mutant;

/// The headings in table order: north, east, south, west.
pub const HEADINGS: [char; 4] = ['N', 'E', 'S', 'W'];

/// The arrows in table order: left, forward, right.
pub const ARROWS: [char; 3] = ['L', 'F', 'R'];

/// The model's tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tables {
    /// `turn[h][a]`: the heading left after arriving in `h` and taking
    /// arrow `a`.
    pub turn: [[u8; 3]; 4],
    /// `step[h]`: the change of row and column of a move in heading `h`.
    pub step: [(i8, i8); 4],
}

/// One arrow maze as the model reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// The name line.
    pub name: String,
    /// The entrance (row, column from 1).
    pub start: (usize, usize),
    /// The heading out of the entrance.
    pub heading: u8,
    /// The goal.
    pub goal: (usize, usize),
    /// `signs[r][c][h]`: the arrows (bit `a` for arrow `a`) of the sign
    /// seen arriving at (r, c) in heading `h`.
    pub signs: [[[u8; 4]; 10]; 10],
}

impl Maze {
    /// A maze with no signs.
    pub fn new(name: &str, start: (usize, usize), heading: u8, goal: (usize, usize)) -> Maze {
        Maze {
            name: name.to_string(),
            start,
            heading,
            goal,
            signs: [[[0; 4]; 10]; 10],
        }
    }
}

impl Tables {
    /// The tables as the statement gives them.
    pub fn statement() -> Tables {
        let mut turn = [[0; 3]; 4];
        for (h, row) in turn.iter_mut().enumerate() {
            // Headings run clockwise: left is one back, right one on.
            *row = [((h + 3) % 4) as u8, h as u8, ((h + 1) % 4) as u8];
        }
        Tables {
            turn,
            step: [(-1, 0), (0, 1), (1, 0), (0, -1)],
        }
    }

    /// Every single-entry mutant: each turn replaced by each other
    /// heading, each step by each other heading's.
    pub fn mutants(&self) -> Vec<(Mutant, Tables)> {
        let mut out = Vec::new();
        for h in 0..4 {
            for a in 0..3 {
                for value in (0..4u8).filter(|&v| v != self.turn[h][a]) {
                    let mut t = self.clone();
                    t.turn[h][a] = value;
                    let what = format!(
                        "turn[{} {}] = {}",
                        HEADINGS[h], ARROWS[a], HEADINGS[value as usize]
                    );
                    out.push((Mutant::new("arrow turns", what), t));
                }
            }
        }
        for h in 0..4 {
            for other in (0..4).filter(|&o| o != h) {
                let mut t = self.clone();
                t.step[h] = self.step[other];
                let what = format!("step[{}] = step[{}]", HEADINGS[h], HEADINGS[other]);
                out.push((Mutant::new("arrow steps", what), t));
            }
        }
        out
    }

    /// The intersection one step from `pos` in heading `h`, on the 9 x 9
    /// grid.
    fn next(&self, pos: (usize, usize), h: usize) -> Option<(usize, usize)> {
        let (dr, dc) = self.step[h];
        let r = pos.0 as i64 + i64::from(dr);
        let c = pos.1 as i64 + i64::from(dc);
        ((1..=9).contains(&r) && (1..=9).contains(&c)).then_some((r as usize, c as usize))
    }

    /// The shortest route of `maze` with these tables, entrance first, or
    /// `None`.
    pub fn route(&self, maze: &Maze) -> Option<Vec<(usize, usize)>> {
        let key = |p: (usize, usize), h: usize| (p.0 * 10 + p.1) * 4 + h;
        let h0 = maze.heading as usize;
        let first = self.next(maze.start, h0)?;
        let mut parent = vec![usize::MAX; 400];
        let mut queue = vec![(first, h0)];
        parent[key(first, h0)] = key(first, h0);
        let mut head = 0;
        while head < queue.len() {
            let (pos, h) = queue[head];
            head += 1;
            if pos == maze.goal {
                let mut route = Vec::new();
                let mut k = key(pos, h);
                loop {
                    route.push((k / 4 / 10, k / 4 % 10));
                    if parent[k] == k {
                        break;
                    }
                    k = parent[k];
                }
                route.push(maze.start);
                route.reverse();
                return Some(route);
            }
            let sign = maze.signs[pos.0][pos.1][h];
            for a in (0..3).filter(|a| sign >> a & 1 == 1) {
                let out = self.turn[h][a] as usize;
                let Some(to) = self.next(pos, out) else {
                    continue;
                };
                if parent[key(to, out)] == usize::MAX {
                    parent[key(to, out)] = key(pos, h);
                    queue.push((to, out));
                }
            }
        }
        None
    }

    /// Whether `route` is a route of `maze` under these tables: it leaves
    /// the entrance in the given heading, each later move is one the sign
    /// it arrives at allows, and it meets the goal only at its end.
    pub fn is_route(&self, maze: &Maze, route: &[(usize, usize)]) -> bool {
        if route.len() < 2 || route[0] != maze.start || route[route.len() - 1] != maze.goal {
            return false;
        }
        let heading =
            |a: (usize, usize), b: (usize, usize)| (0..4).find(|&h| self.next(a, h) == Some(b));
        if heading(route[0], route[1]) != Some(maze.heading as usize) {
            return false;
        }
        for (i, w) in route.windows(3).enumerate() {
            let (Some(arriving), Some(leaving)) = (heading(w[0], w[1]), heading(w[1], w[2])) else {
                return false;
            };
            let sign = maze.signs[w[1].0][w[1].1][arriving];
            let allowed =
                (0..3).any(|a| sign >> a & 1 == 1 && self.turn[arriving][a] as usize == leaving);
            if !allowed || (w[1] == maze.goal && i + 3 <= route.len()) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_maze_has_its_published_route() {
        let text = "SAMPLE\n3 1 N 3 3\n1 1 WL NR *\n1 2 WLF NR ER *\n1 3 NL ER *\n2 1 SL WR NF *\n2 2 SL WF ELF *\n2 3 SFR EL *\n0\nEND\n";
        let mazes = crate::reader::arrow(text, crate::reader::Reading::Statement);
        let t = Tables::statement();
        let route = t.route(&mazes[0]).expect("a route");
        assert_eq!(route.len(), 15);
        assert!(t.is_route(&mazes[0], &route));
        assert_eq!(t.mutants().len(), 4 * 3 * 3 + 4 * 3);
    }
}
