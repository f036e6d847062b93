//! The shortest route: breadth-first search over (intersection, heading of
//! arrival).
//!
//! A state is an intersection's dense grid index times 4 plus the heading
//! the walker arrived in; the search keeps one byte per state, the heading of
//! arrival of the state before. The route starts by leaving the entrance in
//! the given heading, so the entrance's own signs matter only if the walker
//! comes back through it. Turns are tried left, forward, right, and the first
//! shortest route found in that order is the answer.

use crate::{Maze, Signpost, Turn};
use dice_core::judge::RouteLayout;
use dice_core::memory::OutOfMemory;
use dice_core::search::{Bfs, Graph};
use dice_core::{Grid, Heading, Pos};

/// The answer to one maze: its name and its shortest route, if any;
/// `Display` writes the judge output.
#[doc(inline)]
pub use dice_core::judge::Solution;

/// The judge output layout: 10 positions a line separated by one space.
pub const LAYOUT: RouteLayout = RouteLayout {
    per_line: 10,
    separator: " ",
    separator_at_line_end: false,
};

/// Solves mazes, keeping its search buffers from one maze to the next.
///
/// ```
/// let input = "A\n3 1 N 1 1\n2 1 SF NF *\n0\nB\n3 1 N 1 1\n2 1 SF *\n0\nEND\n";
/// let mut solver = arrow_maze::Solver::new();
/// let answers: Vec<_> = arrow_maze::parse(input)?
///     .iter()
///     .map(|m| solver.solve(m).n_moves())
///     .collect();
/// assert_eq!(answers, [Some(2), None]);
/// # Ok::<(), arrow_maze::ParseError>(())
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

    /// The shortest route that leaves the entrance in the given heading and
    /// ends on the first arrival at the goal.
    ///
    /// The search keeps a byte for each intersection and heading, 4 bytes
    /// an intersection (67 MB for 4096 x 4096): when the system refuses it,
    /// this ends the process as a refused `Vec` does;
    /// [`Solver::try_solve`] returns the refusal instead.
    pub fn solve(&mut self, maze: &Maze) -> Solution {
        self.try_solve(maze).unwrap_or_else(|e| e.abort())
    }

    /// [`Solver::solve`], or the refusal when the system does not grant the
    /// search its memory (counting the maze's own signs).
    ///
    /// ```
    /// let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n")?;
    /// let answer = arrow_maze::Solver::new().try_solve(&mazes[0])?;
    /// assert_eq!(answer.n_moves(), Some(2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_solve(&mut self, maze: &Maze) -> Result<Solution, OutOfMemory> {
        let grid = &maze.signs;
        let route = if grid.contains(maze.start) && grid.contains(maze.goal) {
            let first = grid.step(grid.cell_idx(maze.start), maze.heading);
            let rest = if first == grid.cell_idx(maze.goal) {
                Some(vec![maze.goal])
            } else {
                self.route_from(maze, first, maze.heading)
                    .map_err(|e| e.holding(grid.n_indices() * size_of::<Signpost>()))?
            };
            rest.map(|rest| std::iter::once(maze.start).chain(rest).collect())
        } else {
            None
        };
        Ok(Solution {
            name: maze.name.clone(),
            route,
            layout: LAYOUT,
        })
    }

    /// The shortest way for a walker standing on `pos`, having arrived
    /// heading `arriving`, to reach the goal by the signs: from `pos` to the
    /// goal, both included; `None` if it cannot. A walker on the goal must
    /// leave and come back.
    ///
    /// This is what a hint needs mid-game:
    ///
    /// ```
    /// use arrow_maze::{Heading, Pos};
    /// let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n")?;
    /// let way = arrow_maze::Solver::new().way_on(&mazes[0], Pos::new(2, 1), Heading::North);
    /// assert_eq!(way, Some(vec![Pos::new(2, 1), Pos::new(1, 1)]));
    /// # Ok::<(), arrow_maze::ParseError>(())
    /// ```
    ///
    /// Like [`Solver::solve`], this ends the process when the system
    /// refuses the search its memory; [`Solver::try_way_on`] does not.
    pub fn way_on(&mut self, maze: &Maze, pos: Pos, arriving: Heading) -> Option<Vec<Pos>> {
        self.try_way_on(maze, pos, arriving)
            .unwrap_or_else(|e| e.abort())
    }

    /// [`Solver::way_on`], or the refusal when the system does not grant
    /// the search its memory.
    pub fn try_way_on(
        &mut self,
        maze: &Maze,
        pos: Pos,
        arriving: Heading,
    ) -> Result<Option<Vec<Pos>>, OutOfMemory> {
        let grid = &maze.signs;
        if !grid.contains(pos) || !grid.contains(maze.goal) {
            return Ok(None);
        }
        self.route_from(maze, grid.cell_idx(pos), arriving)
    }

    /// The shortest way from grid index `idx`, arrived heading `arriving`,
    /// to the goal (after at least one move), both ends included.
    fn route_from(
        &mut self,
        maze: &Maze,
        idx: usize,
        arriving: Heading,
    ) -> Result<Option<Vec<Pos>>, OutOfMemory> {
        let grid = &maze.signs;
        let goal = grid.cell_idx(maze.goal);
        let graph = ArrowGraph::new(grid);
        let route = self.bfs.search(&graph, graph.state(idx, arriving), |s| {
            s as usize / 4 == goal
        })?;
        Ok(route.map(|route| {
            route
                .states
                .iter()
                .map(|&s| grid.pos(s as usize / 4))
                .collect()
        }))
    }
}

/// Solves one maze with fresh buffers; use a [`Solver`] for many.
///
/// ```
/// let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n")?;
/// let answer = arrow_maze::solve(&mazes[0]);
/// assert_eq!(answer.n_moves(), Some(2));
/// assert_eq!(answer.to_string(), "M\n  (3,1) (2,1) (1,1)\n");
/// # Ok::<(), arrow_maze::ParseError>(())
/// ```
pub fn solve(maze: &Maze) -> Solution {
    Solver::new().solve(maze)
}

/// The maze as a graph of (intersection, heading of arrival) states.
struct ArrowGraph<'a> {
    grid: &'a Grid<Signpost>,
    /// `exits[arriving][turn]`: the heading out and the index step.
    exits: [[(Heading, isize); 3]; 4],
}

impl<'a> ArrowGraph<'a> {
    fn new(grid: &'a Grid<Signpost>) -> ArrowGraph<'a> {
        ArrowGraph {
            grid,
            exits: Heading::ALL.map(|a| {
                Turn::ALL.map(|t| {
                    let out = t.apply(a);
                    (out, grid.offset(out))
                })
            }),
        }
    }

    fn state(&self, idx: usize, arriving: Heading) -> u32 {
        (idx * 4 + arriving.index()) as u32
    }
}

impl Graph for ArrowGraph<'_> {
    fn n_states(&self) -> usize {
        self.grid.n_indices() * 4
    }

    #[inline]
    fn for_each_successor(&self, state: u32, mut visit: impl FnMut(u8, u32)) {
        let idx = state as usize / 4;
        let arriving = Heading::from_index(state as usize % 4);
        // Border squares have no signs, so walking off the grid is a dead end.
        let mut turns = self.grid.at(idx).turns(arriving);
        // Set bits from the lowest: left, forward, right.
        while turns != 0 {
            let (out, step) = self.exits[arriving.index()][turns.trailing_zeros() as usize % 3];
            turns &= turns - 1;
            visit(
                arriving as u8,
                self.state(idx.wrapping_add_signed(step), out),
            );
        }
    }

    fn predecessor(&self, state: u32, label: u8) -> u32 {
        let arriving = Heading::from_index(state as usize % 4);
        let prev = self.grid.step(state as usize / 4, arriving.reverse());
        self.state(prev, Heading::from_index(label as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;
    use dice_core::Pos;

    #[test]
    fn statement_sample() {
        let text = "SAMPLE\n3 1 N 3 3\n1 1 WL NR *\n1 2 WLF NR ER *\n1 3 NL ER *\n\
                    2 1 SL WR NF *\n2 2 SL WF ELF *\n2 3 SFR EL *\n0\n\
                    NOSOLUTION\n3 1 N 3 2\n1 1 WL NR *\n1 2 NL ER *\n2 1 SL WR NFR *\n2 2 SR EL *\n0\nEND\n";
        let mazes = parse(text).expect("the sample parses");
        let out: String = mazes.iter().map(|m| solve(m).to_string()).collect();
        assert_eq!(
            out,
            "SAMPLE\n  (3,1) (2,1) (1,1) (1,2) (2,2) (2,3) (1,3) (1,2) (1,1) (2,1)\n  \
             (2,2) (1,2) (1,3) (2,3) (3,3)\nNOSOLUTION\n  No Solution Possible\n"
        );
    }

    #[test]
    fn ends_outside_the_signs_have_no_route() {
        use dice_core::Grid;
        let mut maze = parse("M\n1 1 E 1 2\n0\nEND\n").expect("valid")[0].clone();
        // A user may shrink the signs; the solver answers, never panics.
        maze.signs = Grid::new(1, 1, Signpost::NONE, Signpost::NONE);
        assert_eq!(solve(&maze).route, None, "the goal is off the signs");
        maze.start = Pos::new(1, 2);
        maze.goal = Pos::new(1, 1);
        maze.heading = Heading::West;
        assert_eq!(solve(&maze).route, None, "the entrance is off the signs");
        let mut solver = Solver::new();
        assert_eq!(solver.way_on(&maze, Pos::new(1, 2), Heading::West), None);
        assert_eq!(solver.way_on(&maze, Pos::new(1, 1), Heading::West), None);
        // Far off the signs, in any direction.
        maze.signs = Grid::new(1, 2, Signpost::NONE, Signpost::NONE);
        for far in [Pos::new(40, 1), Pos::new(1, 40), Pos::new(9, 9)] {
            assert_eq!(solver.way_on(&maze, far, Heading::West), None, "{far:?}");
        }
    }

    #[test]
    fn goal_one_step_away_and_start_equal_to_goal() {
        let mazes =
            parse("NEAR\n2 1 N 1 1\n0\nLOOP\n1 1 E 1 1\n1 2 ER *\n2 2 SR *\n2 1 WR *\n0\nEND\n")
                .expect("valid");
        assert_eq!(
            solve(&mazes[0]).route,
            Some(vec![Pos::new(2, 1), Pos::new(1, 1)])
        );
        assert_eq!(solve(&mazes[1]).n_moves(), Some(4));
    }
}
