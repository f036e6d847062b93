//! The shortest tour: breadth-first search over (square, orientation).
//!
//! A state is a square's dense grid index times 24 plus the die's
//! orientation number; the search keeps one byte per state, the heading that
//! first reached it. Moves are tried north, east, south, west, and the first
//! shortest tour found in that order is the answer, so ties are broken the
//! same way every time.

use crate::{Maze, SquareValue};
use dice_core::memory::{self, OutOfMemory};
use dice_core::search::{Bfs, Graph};
use dice_core::{Grid, Heading, N_ORIENTATIONS, Orientation, Pos};

/// The answer to one maze: its name and its shortest tour, if any;
/// `Display` writes the judge output.
#[doc(inline)]
pub use dice_core::judge::Solution;

/// The judge output format: 9 positions a line, comma-separated, two-space
/// indent, or `No Solution Possible`.
pub const LAYOUT: dice_core::judge::RouteLayout = dice_core::judge::RouteLayout {
    per_line: 9,
    separator: ",",
    separator_at_line_end: true,
};

/// Solves mazes, keeping its search buffers from one maze to the next.
///
/// ```
/// let mazes = dice_maze::parse("A\n1 2 1 1 5 1\n-1 -1\nB\n1 1 1 1 5 1\n-1\nEND\n")?;
/// let mut solver = dice_maze::Solver::new();
/// let answers: Vec<_> = mazes.iter().map(|m| solver.solve(m).n_moves()).collect();
/// assert_eq!(answers, [Some(2), None]);
/// # Ok::<(), dice_maze::ParseError>(())
/// ```
#[derive(Debug, Default)]
pub struct Solver {
    bfs: Bfs,
}

impl Solver {
    /// A solver with empty buffers.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// The shortest tour that leaves the start and ends on its first return.
    ///
    /// The search keeps a byte for each square and orientation, 24 bytes a
    /// square (400 MB for 4096 x 4096): when the system refuses it, this
    /// ends the process as a refused `Vec` does; [`Solver::try_solve`]
    /// returns the refusal instead.
    pub fn solve(&mut self, maze: &Maze) -> Solution {
        self.try_solve(maze).unwrap_or_else(|e| e.abort())
    }

    /// [`Solver::solve`], or the refusal when the system does not grant the
    /// search its memory (counting the maze's own squares).
    ///
    /// ```
    /// let mazes = dice_maze::parse("A\n1 2 1 1 5 1\n-1 -1\nEND\n")?;
    /// let answer = dice_maze::Solver::new().try_solve(&mazes[0])?;
    /// assert_eq!(answer.n_moves(), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_solve(&mut self, maze: &Maze) -> Result<Solution, OutOfMemory> {
        let route = self
            .try_way_back(maze, maze.start, maze.die)
            .map_err(|e| e.holding(maze.grid.n_indices() * size_of::<SquareValue>()))?;
        Ok(Solution {
            name: maze.name.clone(),
            route,
            layout: LAYOUT,
        })
    }

    /// The shortest way for a die lying `die` on `pos` to reach the maze's
    /// start square, from `pos` to the start, both included; `None` if it
    /// cannot. A way from the start itself is a tour: it must leave first.
    ///
    /// This is what a hint needs mid-game:
    ///
    /// ```
    /// use dice_maze::{Orientation, Pos};
    /// let mazes = dice_maze::parse("A\n1 3 1 1 5 1\n-1 -1 -1\nEND\n")?;
    /// let die = Orientation::new(4, 1).expect("a die");
    /// let way = dice_maze::Solver::new().way_back(&mazes[0], Pos::new(1, 3), die);
    /// assert_eq!(way, Some(vec![Pos::new(1, 3), Pos::new(1, 2), Pos::new(1, 1)]));
    /// # Ok::<(), dice_maze::ParseError>(())
    /// ```
    ///
    /// Like [`Solver::solve`], this ends the process when the system
    /// refuses the search its memory; [`Solver::try_way_back`] does not.
    pub fn way_back(&mut self, maze: &Maze, pos: Pos, die: Orientation) -> Option<Vec<Pos>> {
        self.try_way_back(maze, pos, die)
            .unwrap_or_else(|e| e.abort())
    }

    /// [`Solver::way_back`], or the refusal when the system does not grant
    /// the search its memory.
    pub fn try_way_back(
        &mut self,
        maze: &Maze,
        pos: Pos,
        die: Orientation,
    ) -> Result<Option<Vec<Pos>>, OutOfMemory> {
        if !maze.grid.contains(maze.start) || !maze.grid.contains(pos) {
            return Ok(None);
        }
        let graph = DiceGraph::new(&maze.grid);
        let start_idx = maze.grid.cell_idx(maze.start);
        let from = graph.state(maze.grid.cell_idx(pos), die);
        let route = self.bfs.search(&graph, from, |s| cell_of(s) == start_idx)?;
        Ok(route.map(|route| {
            route
                .states
                .iter()
                .map(|&s| maze.grid.pos(cell_of(s)))
                .collect()
        }))
    }
}

/// Solves one maze with fresh buffers; use a [`Solver`] for many.
///
/// ```
/// use dice_maze::Pos;
/// let mazes = dice_maze::parse("A\n1 2 1 1 5 1\n-1 -1\nEND\n")?;
/// let tour = dice_maze::solve(&mazes[0]).route.expect("a tour");
/// assert_eq!(tour, [Pos::new(1, 1), Pos::new(1, 2), Pos::new(1, 1)]);
/// # Ok::<(), dice_maze::ParseError>(())
/// ```
pub fn solve(maze: &Maze) -> Solution {
    Solver::new().solve(maze)
}

/// How many shortest tours a maze has, for setters: the statement promises
/// each maze has exactly one shortest tour or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourCount {
    /// The moves of a shortest tour, if there is one.
    pub moves: Option<usize>,
    /// How many shortest tours there are.
    pub shortest: ShortestTours,
}

/// How many shortest tours a maze has, as far as the statement cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShortestTours {
    /// No tour at all.
    None,
    /// Exactly one shortest tour: what the statement promises.
    One,
    /// Two or more shortest tours.
    Several,
}

impl ShortestTours {
    /// The count for `ways` (at least one) shortest tours, where 2 stands
    /// for two or more.
    fn from_capped(ways: u8) -> ShortestTours {
        if ways == 1 {
            ShortestTours::One
        } else {
            ShortestTours::Several
        }
    }
}

/// Counts the shortest tours of a maze (up to 2), by a breadth-first search
/// that adds up the number of shortest ways into each state.
///
/// One byte per state, as the solver keeps: the number of shortest ways in
/// (1, or 2 for two or more) and a closed bit once the state's layer is
/// complete. The table starts zeroed, so the pages a search never reaches
/// are never touched: a tour found near the start of a 4096 x 4096 maze
/// costs a few pages, not the whole table.
///
/// Aborts as the standard library does if the system refuses the table;
/// [`try_count_shortest_tours`] gives the refusal instead.
pub fn count_shortest_tours(maze: &Maze) -> TourCount {
    try_count_shortest_tours(maze).unwrap_or_else(|e| e.abort())
}

/// [`count_shortest_tours`], or the refusal when the system will not give
/// the search its table (one byte per state, 24 states a square) or its
/// layers.
///
/// ```
/// let maze = &dice_maze::parse("M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n").unwrap()[0];
/// let count = dice_maze::try_count_shortest_tours(maze)?;
/// assert_eq!(count.moves, Some(2));
/// # Ok::<(), dice_core::memory::OutOfMemory>(())
/// ```
pub fn try_count_shortest_tours(maze: &Maze) -> Result<TourCount, OutOfMemory> {
    let none = TourCount {
        moves: None,
        shortest: ShortestTours::None,
    };
    if !maze.grid.contains(maze.start) {
        return Ok(none);
    }
    let graph = DiceGraph::new(&maze.grid);
    let start_idx = maze.grid.cell_idx(maze.start);
    let start = graph.state(start_idx, maze.die);
    let mut seen: Vec<u8> = memory::zeroed(graph.n_states())?;
    let held = memory::held(&seen);
    seen[start as usize] = 1 | CLOSED;
    let mut frontier = memory::with_capacity(1).map_err(|e| e.holding(held))?;
    frontier.push(start);
    let mut next = Vec::new();
    let mut depth = 0;
    while !frontier.is_empty() {
        depth += 1;
        let mut tours = 0u8;
        let mut refused: Option<OutOfMemory> = None;
        for &s in &frontier {
            let ways = seen[s as usize] & WAYS;
            graph.for_each_successor(s, |_, t| {
                let entry = &mut seen[t as usize];
                if cell_of(t) == start_idx {
                    tours = (tours + ways).min(2);
                } else if *entry == 0 {
                    *entry = ways;
                    refused = refused.or_else(|| memory::push(&mut next, t).err());
                } else if *entry & CLOSED == 0 {
                    // Reached before in this same layer: another shortest way.
                    *entry = (*entry + ways).min(2);
                }
            });
        }
        if let Some(refused) = refused {
            let layers = memory::held(&frontier) + memory::held(&next);
            return Err(refused.part_way().holding(held + layers));
        }
        if tours > 0 {
            return Ok(TourCount {
                moves: Some(depth),
                shortest: ShortestTours::from_capped(tours),
            });
        }
        for &t in &next {
            seen[t as usize] |= CLOSED;
        }
        std::mem::swap(&mut frontier, &mut next);
        next.clear();
    }
    Ok(none)
}

/// The bits of a counting entry that hold its number of shortest ways.
const WAYS: u8 = 3;

/// The bit of a counting entry set once its layer is complete: later layers
/// reach it only by longer ways.
const CLOSED: u8 = 4;

/// The maze as a graph of (square, orientation) states.
struct DiceGraph<'a> {
    grid: &'a Grid<SquareValue>,
    offsets: [isize; 4],
}

impl<'a> DiceGraph<'a> {
    fn new(grid: &'a Grid<SquareValue>) -> DiceGraph<'a> {
        DiceGraph {
            grid,
            offsets: Heading::ALL.map(|h| grid.offset(h)),
        }
    }

    fn state(&self, idx: usize, die: Orientation) -> u32 {
        pack(idx, die)
    }
}

/// A search state's number: the grid index times 24 plus the orientation.
fn pack(idx: usize, die: Orientation) -> u32 {
    (idx * N_ORIENTATIONS + die.index()) as u32
}

/// The grid index of a state.
fn cell_of(state: u32) -> usize {
    state as usize / N_ORIENTATIONS
}

/// The grid index and orientation of a state.
fn unpack(state: u32) -> (usize, Orientation) {
    let die = Orientation::from_index(state as usize % N_ORIENTATIONS)
        .expect("a state number mod 24 always numbers an orientation");
    (cell_of(state), die)
}

impl Graph for DiceGraph<'_> {
    fn n_states(&self) -> usize {
        self.grid.n_indices() * N_ORIENTATIONS
    }

    #[inline]
    fn for_each_successor(&self, state: u32, mut visit: impl FnMut(u8, u32)) {
        let (idx, die) = unpack(state);
        let top = die.top();
        for h in Heading::ALL {
            let next = idx.wrapping_add_signed(self.offsets[h.index()]);
            // The border is EMPTY, so a step off the grid is never admitted.
            if self.grid.at(next).admits(top) {
                visit(h as u8, self.state(next, die.roll(h)));
            }
        }
    }

    fn predecessor(&self, state: u32, label: u8) -> u32 {
        let h = Heading::from_index(label as usize);
        let (idx, die) = unpack(state);
        self.state(self.grid.step(idx, h.reverse()), die.roll(h.reverse()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    #[test]
    fn first_sample_maze() {
        let mazes = parse("DICEMAZE1\n3 3 1 2 5 1\n-1 2 4\n5 5 6\n6 -1 -1\nEND\n")
            .expect("the sample parses");
        let solution = solve(&mazes[0]);
        assert_eq!(
            solution.to_string(),
            "DICEMAZE1\n  (1,2),(2,2),(2,3),(3,3),(3,2),(3,1),(2,1),(1,1),(1,2)\n"
        );
        assert_eq!(solution.n_moves(), Some(8));
    }

    #[test]
    fn ways_from_or_to_squares_off_the_grid_are_none() {
        let mut maze = parse("M\n1 2 1 1 5 1\n-1 -1\nEND\n").expect("valid")[0].clone();
        let die = maze.die;
        let mut solver = Solver::new();
        assert_eq!(
            solver.way_back(&maze, Pos::new(1, 3), die),
            None,
            "off the grid"
        );
        assert_eq!(
            solver.way_back(&maze, Pos::new(1, 2), die).map(|w| w.len()),
            Some(2)
        );
        // A user may move the start off the grid; nothing panics.
        maze.start = Pos::new(2, 1);
        assert_eq!(solver.way_back(&maze, Pos::new(1, 2), die), None);
        assert_eq!(solver.solve(&maze).route, None);
    }

    #[test]
    fn boxed_in_start_has_no_tour() {
        let mazes = parse("BOX\n3 3 2 2 5 1\n0 0 0\n0 5 0\n0 0 0\nEND\n").expect("parses");
        let solution = solve(&mazes[0]);
        assert_eq!(solution.route, None);
        assert_eq!(solution.to_string(), "BOX\n  No Solution Possible\n");
    }
}
