//! Mazes whose only route is a long forced walk: the walker's states
//! (an intersection and the heading it is entered in) are visited one
//! after another, each at most once, and every state on the walk has a
//! sign with exactly one turn, to the next. The route is then the walk
//! itself, so its length is as long as the walk, up to one state per
//! intersection and heading (324 moves on 9 x 9).
//!
//! The max test wants such routes past every fixed capacity a solution
//! might use: past 255 moves, a length kept in a byte wraps. The
//! annealing of [`crate::longest`] changes one sign at a time and stays
//! near 210 moves on 9 x 9; a walk built directly goes much further.
//!
//! The walk starts with a serpentine over every row but the last
//! (east along the first, west along the next, and so on), then a
//! depth-first search extends it, trying first the step with the fewest
//! ways on (Warnsdorff's rule, ties broken by a seeded random draw), over
//! restarts of a bounded number of steps each. The walk may end at any
//! intersection it has not entered before: that one is the goal.

use crate::{Maze, Signpost, Turn};
use dice_core::rng::SplitMix64;
use dice_core::{Grid, Heading, Pos};

/// The steps of search one restart may take before the next begins.
const STEPS_PER_RESTART: u64 = 50_000;

/// Forced walks found by [`search`]: for each number of moves, the first
/// walk found of that length, as a maze.
#[derive(Clone, Debug)]
pub struct Walks {
    /// `by_moves[m]`: a maze whose only route has `m` moves, if one was
    /// found.
    pub by_moves: Vec<Option<Maze>>,
}

impl Walks {
    /// The maze with the longest route found, and its moves.
    pub fn longest(&self) -> Option<(&Maze, usize)> {
        let moves = self.by_moves.iter().rposition(Option::is_some)?;
        Some((self.by_moves[moves].as_ref()?, moves))
    }
}

/// An arrival: the walker enters `pos` travelling `heading`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Arrival {
    pos: Pos,
    heading: Heading,
}

/// The walks of a search on one grid, and the states they use.
struct Walker {
    n_rows: u32,
    n_cols: u32,
    start: Pos,
    heading: Heading,
    /// `used[(row - 1) * n_cols + col - 1][heading]`: the arrival is on the
    /// walk.
    used: Vec<[bool; 4]>,
    /// How many arrivals of each intersection are on the walk.
    entered: Vec<u8>,
    walk: Vec<Arrival>,
    found: Walks,
    rng: SplitMix64,
}

/// Searches `n_rows` x `n_cols` intersections (each at least 2) for long
/// forced walks from the entrance (1,1), leaving east, taking at most
/// `steps` steps of search in all; deterministic for a seed.
///
/// ```
/// let walks = arrow_maze::forced::search(1, 5, 5, 20_000);
/// let (maze, moves) = walks.longest().expect("a walk");
/// assert_eq!(arrow_maze::solve(maze).n_moves(), Some(moves));
/// ```
pub fn search(seed: u64, n_rows: u32, n_cols: u32, steps: u64) -> Walks {
    let n = n_rows as usize * n_cols as usize;
    let mut walker = Walker {
        n_rows,
        n_cols,
        start: Pos::new(1, 1),
        heading: Heading::East,
        used: vec![[false; 4]; n],
        entered: vec![0; n],
        walk: Vec::new(),
        found: Walks {
            by_moves: Vec::new(),
        },
        rng: SplitMix64::new(seed),
    };
    if n_rows < 2 || n_cols < 2 {
        return walker.found;
    }
    let prefix = walker.serpentine();
    let mut left = steps;
    while left > 0 {
        let budget = left.min(STEPS_PER_RESTART);
        left -= budget;
        walker.truncate(prefix);
        let mut budget = budget;
        walker.extend(&mut budget);
    }
    walker.found
}

impl Walker {
    fn cell(&self, pos: Pos) -> usize {
        (pos.row - 1) as usize * self.n_cols as usize + (pos.col - 1) as usize
    }

    fn step(&self, pos: Pos, heading: Heading) -> Option<Pos> {
        let (dr, dc) = heading.delta();
        let row = pos.row.checked_add_signed(dr)?;
        let col = pos.col.checked_add_signed(dc)?;
        let inside = (1..=self.n_rows).contains(&row) && (1..=self.n_cols).contains(&col);
        inside.then_some(Pos::new(row, col))
    }

    fn push(&mut self, arrival: Arrival) {
        let cell = self.cell(arrival.pos);
        self.used[cell][arrival.heading.index()] = true;
        self.entered[cell] += 1;
        self.walk.push(arrival);
    }

    fn pop(&mut self) {
        if let Some(arrival) = self.walk.pop() {
            let cell = self.cell(arrival.pos);
            self.used[cell][arrival.heading.index()] = false;
            self.entered[cell] -= 1;
        }
    }

    fn truncate(&mut self, len: usize) {
        while self.walk.len() > len {
            self.pop();
        }
    }

    /// Walks east along row 1, west along row 2, and so on to the row
    /// before the last: every intersection there once, in its row's
    /// heading. Returns the walk's length.
    fn serpentine(&mut self) -> usize {
        let mut at = self.start;
        let mut heading = self.heading;
        loop {
            match self.step(at, heading) {
                Some(next) => {
                    at = next;
                    self.push(Arrival { pos: at, heading });
                }
                None if at.row + 1 < self.n_rows => {
                    at = Pos::new(at.row + 1, at.col);
                    self.push(Arrival {
                        pos: at,
                        heading: Heading::South,
                    });
                    heading = heading.reverse();
                }
                None => return self.walk.len(),
            }
        }
    }

    /// The arrivals one turn from the end of the walk, with how many ways
    /// on each has (fewest first, ties in a random order), and the
    /// intersections never entered that one step reaches (goals).
    fn next_arrivals(&mut self) -> (Vec<(u32, Arrival)>, bool) {
        let (at, heading) = match self.walk.last() {
            Some(last) => (last.pos, last.heading),
            None => (self.start, self.heading),
        };
        let mut options = Vec::new();
        let mut goal = false;
        for turn in Turn::ALL {
            let heading = turn.apply(heading);
            let Some(pos) = self.step(at, heading) else {
                continue;
            };
            let cell = self.cell(pos);
            if self.entered[cell] == 0 {
                goal = true;
            }
            if !self.used[cell][heading.index()] {
                let arrival = Arrival { pos, heading };
                let ways = self.ways_on(arrival);
                let tie = self.rng.below(1 << 16) as u32;
                options.push((ways << 16 | tie, arrival));
            }
        }
        options.sort_unstable_by_key(|&(key, _)| key);
        (options, goal)
    }

    /// How many unused arrivals one turn from `arrival` leads to.
    fn ways_on(&self, arrival: Arrival) -> u32 {
        let mut ways = 0;
        for turn in Turn::ALL {
            let heading = turn.apply(arrival.heading);
            if let Some(pos) = self.step(arrival.pos, heading) {
                ways += u32::from(!self.used[self.cell(pos)][heading.index()]);
            }
        }
        ways
    }

    /// Extends the walk depth first while `budget` steps remain, keeping
    /// every walk that can end at a fresh intersection.
    fn extend(&mut self, budget: &mut u64) {
        let base = self.walk.len();
        // One list of untried arrivals per arrival added.
        let mut stack: Vec<Vec<Arrival>> = Vec::new();
        loop {
            let (options, goal) = self.next_arrivals();
            if goal {
                self.keep();
            }
            let options: Vec<Arrival> = options.into_iter().rev().map(|(_, a)| a).collect();
            stack.push(options);
            loop {
                if *budget == 0 {
                    return;
                }
                let Some(untried) = stack.last_mut() else {
                    return;
                };
                if let Some(arrival) = untried.pop() {
                    *budget -= 1;
                    // An intersection entered for the first time is left
                    // fresh only as the goal: entering it on the way is fine.
                    self.push(arrival);
                    break;
                }
                stack.pop();
                if self.walk.len() == base {
                    return;
                }
                self.pop();
            }
        }
    }

    /// Keeps the walk, ending one step further at a fresh intersection, if
    /// no walk of its length was kept before.
    fn keep(&mut self) {
        let moves = self.walk.len() + 1;
        if self.found.by_moves.len() <= moves {
            self.found.by_moves.resize(moves + 1, None);
        }
        if self.found.by_moves[moves].is_some() {
            return;
        }
        let (at, heading) = match self.walk.last() {
            Some(last) => (last.pos, last.heading),
            None => (self.start, self.heading),
        };
        let goal = Turn::ALL.into_iter().find_map(|turn| {
            let heading = turn.apply(heading);
            let pos = self.step(at, heading)?;
            (self.entered[self.cell(pos)] == 0).then_some((turn, pos))
        });
        let Some((last_turn, goal)) = goal else {
            return;
        };
        let mut signs = Grid::new(self.n_rows, self.n_cols, Signpost::NONE, Signpost::NONE);
        for pair in self.walk.windows(2) {
            let turn = turn_between(pair[0].heading, pair[1].heading);
            let mut post = signs.get(pair[0].pos).unwrap_or(Signpost::NONE);
            post.allow(pair[0].heading, turn);
            signs.set(pair[0].pos, post);
        }
        if let Some(last) = self.walk.last() {
            let mut post = signs.get(last.pos).unwrap_or(Signpost::NONE);
            post.allow(last.heading, last_turn);
            signs.set(last.pos, post);
        }
        let name = format!("FORCED{moves}X{}X{}", self.n_rows, self.n_cols);
        let mut maze = Maze::new(&name, self.start, self.heading, goal);
        maze.signs = signs;
        self.found.by_moves[moves] = Some(maze);
    }
}

/// The turn that takes a walker travelling `from` to travel `to` (one of
/// left, forward and right: a walk never reverses).
fn turn_between(from: Heading, to: Heading) -> Turn {
    Turn::ALL
        .into_iter()
        .find(|turn| turn.apply(from) == to)
        .unwrap_or(Turn::Forward)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_walk_kept_is_the_only_route_of_its_length() {
        let walks = search(3, 6, 7, 30_000);
        let mut kept = 0;
        for (moves, maze) in walks.by_moves.iter().enumerate() {
            let Some(maze) = maze else { continue };
            kept += 1;
            let route = crate::solve(maze);
            assert_eq!(route.n_moves(), Some(moves), "{maze}");
            // Every state on the route has one turn: no other route.
            for row in 1..=maze.signs.n_rows() {
                for post in maze.signs.row(row) {
                    for heading in Heading::ALL {
                        assert!(post.turns(heading).count_ones() <= 1, "{maze}");
                    }
                }
            }
            let text = crate::to_judge_input(std::slice::from_ref(maze));
            assert!(
                crate::validate(text.as_bytes(), dice_core::strict::Limits::Original).is_empty()
            );
        }
        assert!(kept > 20, "{kept} walks kept");
    }

    #[test]
    fn nine_by_nine_walks_pass_255_moves() {
        let walks = search(1, 9, 9, 400_000);
        let (maze, moves) = walks.longest().expect("a walk");
        assert!(moves > 255, "{moves} moves");
        assert!(moves <= crate::longest::upper_bound(9, 9));
        assert_eq!(crate::solve(maze).n_moves(), Some(moves));
    }

    #[test]
    fn the_same_seed_finds_the_same_walks() {
        let a = search(7, 4, 5, 5_000);
        let b = search(7, 4, 5, 5_000);
        assert_eq!(a.by_moves, b.by_moves);
        assert!(search(1, 1, 5, 100).longest().is_none());
    }
}
