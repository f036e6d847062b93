//! The dice maze's model: a breadth-first search over (square, die) whose
//! die is an index into plain tables, the 24 x 4 rolls and the 4 steps,
//! built once from the statement's facts alone (5 on top and 1 facing
//! south shows 3 east; tipping moves the old top onto the face in the
//! direction of travel).

use crate::Mutant;

/// The headings in table order: north, east, south, west.
pub const HEADINGS: [char; 4] = ['N', 'E', 'S', 'W'];

/// A die's faces: top, north, east, south, west, bottom.
type Faces = [u8; 6];

/// The die after tipping it one square `heading`.
const fn tipped(f: Faces, heading: usize) -> Faces {
    let [top, north, east, south, west, bottom] = f;
    match heading {
        0 => [south, top, east, bottom, west, north],
        1 => [west, north, top, south, bottom, east],
        2 => [north, bottom, east, top, west, south],
        _ => [east, north, bottom, south, top, west],
    }
}

/// The model's tables: what a contest solution types in by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tables {
    /// `roll[o][h]`: the orientation after tipping orientation `o` one
    /// square in heading `h`.
    pub roll: [[u8; 4]; 24],
    /// `step[h]`: the change of row and column of a move in heading `h`.
    pub step: [(i8, i8); 4],
    /// The faces of each orientation (not mutated: the rolls are).
    faces: [Faces; 24],
}

impl Tables {
    /// The tables as the statement gives them.
    pub fn statement() -> Tables {
        let mut faces: Vec<Faces> = vec![[5, 6, 3, 1, 4, 2]];
        let mut k = 0;
        while k < faces.len() {
            for h in 0..4 {
                let next = tipped(faces[k], h);
                if !faces.contains(&next) {
                    faces.push(next);
                }
            }
            k += 1;
        }
        let faces: [Faces; 24] = faces.try_into().expect("a die has 24 orientations");
        let mut roll = [[0; 4]; 24];
        for (o, row) in roll.iter_mut().enumerate() {
            for (h, entry) in row.iter_mut().enumerate() {
                let next = tipped(faces[o], h);
                *entry = faces.iter().position(|&f| f == next).expect("closed") as u8;
            }
        }
        Tables {
            roll,
            step: [(-1, 0), (0, 1), (1, 0), (0, -1)],
            faces,
        }
    }

    /// The orientation with `top` up and `front` facing south.
    pub fn orientation(&self, top: u8, front: u8) -> Option<usize> {
        self.faces.iter().position(|f| f[0] == top && f[3] == front)
    }

    /// The top face of orientation `o`.
    pub fn top(&self, o: usize) -> u8 {
        self.faces[o][0]
    }

    /// Every single-entry mutant of the tables: each roll replaced by each
    /// other orientation, each step by each other heading's.
    pub fn mutants(&self) -> Vec<(Mutant, Tables)> {
        let mut out = Vec::new();
        for o in 0..24 {
            for h in 0..4 {
                for value in (0..24u8).filter(|&v| v != self.roll[o][h]) {
                    let mut t = self.clone();
                    t.roll[o][h] = value;
                    let faces = self.faces[value as usize];
                    let mutant = Mutant::new(
                        "dice rolls",
                        format!(
                            "roll[{}/{} {}] = {}/{}",
                            self.faces[o][0], self.faces[o][3], HEADINGS[h], faces[0], faces[3]
                        ),
                    );
                    out.push((mutant, t));
                }
            }
        }
        for h in 0..4 {
            for other in (0..4).filter(|&o| o != h) {
                let mut t = self.clone();
                t.step[h] = self.step[other];
                let what = format!("step[{}] = step[{}]", HEADINGS[h], HEADINGS[other]);
                out.push((Mutant::new("dice steps", what), t));
            }
        }
        out
    }

    /// The shortest tour of `maze` with these tables, as the positions it
    /// visits (row, column from 1), or `None`.
    pub fn tour(&self, maze: &Maze) -> Option<Vec<(usize, usize)>> {
        let die = self.orientation(maze.top, maze.front)?;
        let n = maze.rows * maze.cols;
        let start = (maze.start.0 - 1) * maze.cols + maze.start.1 - 1;
        let mut parent = vec![usize::MAX; n * 24];
        let mut queue = vec![start * 24 + die];
        parent[start * 24 + die] = start * 24 + die;
        let mut head = 0;
        while head < queue.len() {
            let state = queue[head];
            head += 1;
            let (cell, o) = (state / 24, state % 24);
            let (r, c) = ((cell / maze.cols) as i64, (cell % maze.cols) as i64);
            for h in 0..4 {
                let (dr, dc) = self.step[h];
                let (nr, nc) = (r + i64::from(dr), c + i64::from(dc));
                if nr < 0 || nc < 0 || nr >= maze.rows as i64 || nc >= maze.cols as i64 {
                    continue;
                }
                let to = nr as usize * maze.cols + nc as usize;
                let v = maze.cells[to];
                if v == 0 || (v != -1 && v as u8 != self.top(o)) {
                    continue;
                }
                if to == start {
                    let mut route = vec![to];
                    let mut s = state;
                    loop {
                        route.push(s / 24);
                        if parent[s] == s {
                            break;
                        }
                        s = parent[s];
                    }
                    route.reverse();
                    let pos = |cell: usize| (cell / maze.cols + 1, cell % maze.cols + 1);
                    return Some(route.into_iter().map(pos).collect());
                }
                let next = to * 24 + self.roll[o][h] as usize;
                if parent[next] == usize::MAX {
                    parent[next] = state;
                    queue.push(next);
                }
            }
        }
        None
    }

    /// Whether `route` is a tour of `maze` under these tables: each move
    /// one square onto a square that admits the top before it, back on the
    /// start only at its end.
    pub fn is_tour(&self, maze: &Maze, route: &[(usize, usize)]) -> bool {
        let Some(mut o) = self.orientation(maze.top, maze.front) else {
            return false;
        };
        if route.len() < 2 || route[0] != maze.start || route[route.len() - 1] != maze.start {
            return false;
        }
        for (i, w) in route.windows(2).enumerate() {
            let (dr, dc) = (w[1].0 as i64 - w[0].0 as i64, w[1].1 as i64 - w[0].1 as i64);
            let Some(h) = self
                .step
                .iter()
                .position(|&s| (i64::from(s.0), i64::from(s.1)) == (dr, dc))
            else {
                return false;
            };
            let (r, c) = w[1];
            if r < 1 || c < 1 || r > maze.rows || c > maze.cols {
                return false;
            }
            let v = maze.cells[(r - 1) * maze.cols + c - 1];
            if v == 0 || (v != -1 && v as u8 != self.top(o)) {
                return false;
            }
            if w[1] == maze.start && i + 2 != route.len() {
                return false;
            }
            o = self.roll[o][h] as usize;
        }
        true
    }
}

/// One dice maze as the model reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// The name line.
    pub name: String,
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The squares, row by row: -1 wild, 0 empty, 1 to 6.
    pub cells: Vec<i8>,
    /// The start square (row, column from 1).
    pub start: (usize, usize),
    /// The die's top face at the start.
    pub top: u8,
    /// The die's face toward the player (south) at the start.
    pub front: u8,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statement_die_rolls_as_its_facts_say() {
        let t = Tables::statement();
        let start = t.orientation(5, 1).expect("5 on top, 1 south");
        // Tipped west, 3 comes up; tipped south, 6.
        assert_eq!(t.top(t.roll[start][3] as usize), 3);
        assert_eq!(t.top(t.roll[start][2] as usize), 6);
        assert_eq!(t.orientation(5, 2), None, "5 and 2 are opposite");
        assert_eq!(t.mutants().len(), 24 * 4 * 23 + 4 * 3);
    }

    #[test]
    fn the_first_sample_maze_has_its_published_tour() {
        let maze = Maze {
            name: "DICEMAZE1".into(),
            rows: 3,
            cols: 3,
            cells: vec![-1, 2, 4, 5, 5, 6, 6, -1, -1],
            start: (1, 2),
            top: 5,
            front: 1,
        };
        let t = Tables::statement();
        let tour = t.tour(&maze).expect("a tour");
        let expected = [
            (1, 2),
            (2, 2),
            (2, 3),
            (3, 3),
            (3, 2),
            (3, 1),
            (2, 1),
            (1, 1),
            (1, 2),
        ];
        assert_eq!(tour, expected);
        assert!(t.is_tour(&maze, &tour));
        assert!(!t.is_tour(&maze, &tour[..3]));
    }
}
