//! Each puzzle's [`Rules`]: the two mazes over what a maze crate brings
//! ([`MazeRules`], implemented by [`Dice`] and [`Arrow`]) as [`Maze`], and
//! the cube on its board ([`Cube`](crate::cube::Cube)); [`of`] is the one
//! place a [`Chosen`] puzzle becomes its rules.

use crate::error::{MemoryRefused, RunError};
use crate::judging::{DatasetVerdict, Halt, Length, RoutePuzzle, Rules, judge_routes};
use crate::output::Options;
use crate::puzzle::{Chosen, Puzzle};
use dice_core::Pos;
use dice_core::judge::{RouteLayout, Solution};
use dice_core::memory::{DatasetRefused, OutOfMemory};
use dice_core::strict::Limits;
use dice_core::text::{Datasets, Format, ParseError};
use std::fmt::Display;
use std::io::{BufRead, Write};
use std::marker::PhantomData;

/// The rules of `chosen`: the one place each puzzle is named.
pub fn of(chosen: Chosen) -> Box<dyn Rules> {
    match chosen.puzzle {
        Puzzle::DiceMaze => Box::new(Maze::<Dice>::new()),
        Puzzle::ArrowMaze => Box::new(Maze::<Arrow>::new()),
        Puzzle::CubePuzzle => Box::new(crate::cube::Cube {
            board: chosen.board,
        }),
    }
}

/// What a maze puzzle's crate brings to its judging: the rest of
/// [`Rules`] is the same for every maze.
pub trait MazeRules: Send + Sync + 'static {
    /// One maze of the judge input.
    type Maze;
    /// The judge input's format.
    type Format: Format<Dataset = Self::Maze> + Default;
    /// The solver, which keeps its buffers from maze to maze.
    type Solver: Default;

    /// Which puzzle this is.
    const PUZZLE: Puzzle;
    /// The statement's sample input.
    const SAMPLE: &'static str;
    /// How the judge lays a route out.
    const LAYOUT: RouteLayout;
    /// What a route is called in messages: `tour` or `route`.
    const ROUTE: &'static str;

    /// A shortest route through `maze`, or the system's refusal of the
    /// search's memory.
    fn solve(solver: &mut Self::Solver, maze: &Self::Maze) -> Result<Solution, OutOfMemory>;
    /// The maze's name.
    fn name(maze: &Self::Maze) -> String;
    /// The moves of `route` if it is legal in `maze`, else why not.
    fn legal(maze: &Self::Maze, route: &[Pos]) -> Result<usize, String>;
    /// Every rule of the judge format (and the limits) `input` breaks, or
    /// the first maze whose promise's search the system refuses memory.
    fn violations(input: &[u8], limits: Limits) -> Result<Vec<ParseError>, DatasetRefused>;
}

/// The dice mazes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Dice;

impl MazeRules for Dice {
    type Maze = dice_maze::Maze;
    type Format = dice_maze::DiceFormat;
    type Solver = dice_maze::Solver;

    const PUZZLE: Puzzle = Puzzle::DiceMaze;
    const SAMPLE: &'static str = include_str!("../samples/dice-maze.in");
    const LAYOUT: RouteLayout = dice_maze::LAYOUT;
    const ROUTE: &'static str = "tour";

    fn solve(solver: &mut Self::Solver, maze: &Self::Maze) -> Result<Solution, OutOfMemory> {
        solver.try_solve(maze)
    }

    fn name(maze: &Self::Maze) -> String {
        maze.name.clone()
    }

    fn legal(maze: &Self::Maze, route: &[Pos]) -> Result<usize, String> {
        dice_maze::check_tour(maze, route).map_err(|e| e.to_string())
    }

    fn violations(input: &[u8], limits: Limits) -> Result<Vec<ParseError>, DatasetRefused> {
        dice_maze::try_validate(input, limits)
    }
}

/// The walk-through arrow mazes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Arrow;

impl MazeRules for Arrow {
    type Maze = arrow_maze::Maze;
    type Format = arrow_maze::ArrowFormat;
    type Solver = arrow_maze::Solver;

    const PUZZLE: Puzzle = Puzzle::ArrowMaze;
    const SAMPLE: &'static str = include_str!("../samples/arrow-maze.in");
    const LAYOUT: RouteLayout = arrow_maze::LAYOUT;
    const ROUTE: &'static str = "route";

    fn solve(solver: &mut Self::Solver, maze: &Self::Maze) -> Result<Solution, OutOfMemory> {
        solver.try_solve(maze)
    }

    fn name(maze: &Self::Maze) -> String {
        maze.name.clone()
    }

    fn legal(maze: &Self::Maze, route: &[Pos]) -> Result<usize, String> {
        arrow_maze::check_route(maze, route).map_err(|e| e.to_string())
    }

    fn violations(input: &[u8], limits: Limits) -> Result<Vec<ParseError>, DatasetRefused> {
        Ok(arrow_maze::validate(input, limits))
    }
}

/// A maze puzzle's [`Rules`], over what its crate `C` brings.
#[derive(Debug)]
pub struct Maze<C>(PhantomData<C>);

impl<C> Maze<C> {
    /// The maze puzzle of crate `C`.
    pub fn new() -> Maze<C> {
        Maze(PhantomData)
    }
}

impl<C> Default for Maze<C> {
    fn default() -> Maze<C> {
        Maze::new()
    }
}

impl<C: MazeRules> Rules for Maze<C> {
    fn puzzle(&self) -> Puzzle {
        C::PUZZLE
    }

    fn sample(&self) -> &'static str {
        C::SAMPLE
    }

    fn answer_stream(
        &self,
        _: Options,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<(), RunError> {
        let mut solver = C::Solver::default();
        let mazes: Datasets<_, C::Format> = Datasets::new(input);
        answer_each(mazes, out, |maze| C::solve(&mut solver, &maze))
    }

    fn judge(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        length: Length,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt> {
        let mut solver = C::Solver::default();
        let route_puzzle = RoutePuzzle {
            layout: C::LAYOUT,
            what: C::ROUTE,
            name: |maze: &C::Maze| C::name(maze),
            shortest: |maze: &C::Maze| Ok(C::solve(&mut solver, maze)?.n_moves()),
            legal: |maze: &C::Maze, route: &[Pos]| C::legal(maze, route),
        };
        let mazes: Datasets<_, C::Format> = Datasets::new(input);
        judge_routes(mazes, output, length, route_puzzle, each)
    }

    fn try_violations(
        &self,
        input: &[u8],
        limits: Limits,
    ) -> Result<Vec<ParseError>, DatasetRefused> {
        C::violations(input, limits)
    }
}

/// Writes the answer `solve` gives each dataset, as soon as it is read; a
/// dataset whose search the system refuses its memory stops the stream,
/// named by its number and line, after the answers before it.
fn answer_each<R: BufRead, F: Format, A: Display>(
    mut datasets: Datasets<R, F>,
    out: &mut dyn Write,
    mut solve: impl FnMut(F::Dataset) -> Result<A, OutOfMemory>,
) -> Result<(), RunError> {
    let mut number = 0;
    while let Some(dataset) = datasets.next() {
        number += 1;
        let answer = solve(dataset?).map_err(|refused| MemoryRefused {
            number,
            line: datasets.dataset_line(),
            refused,
        })?;
        write!(out, "{answer}").map_err(RunError::Output)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use cube_puzzle::Shape;

    #[test]
    fn each_puzzle_has_its_own_rules_and_the_board_belongs_to_the_cube() {
        for puzzle in Puzzle::ALL {
            let rules = of(Chosen::new(puzzle, None).expect("no board"));
            assert_eq!(rules.puzzle(), puzzle);
            let violations = rules.violations(b"", Limits::Original);
            assert!(!violations.is_empty(), "{puzzle:?}: an empty file");
            assert!(
                !rules
                    .transcript(rules.sample().as_bytes())
                    .contains("error")
            );
        }
        let board: Shape = "2x3".parse().expect("a shape");
        let cube = of(Chosen::new(Puzzle::CubePuzzle, Some(board)).expect("a board"));
        let mut out = Vec::new();
        let mut input: &[u8] = b"1 1\nB E W\nW W W\n0 0\n";
        cube.answer_stream(Options::default(), &mut input, &mut out)
            .expect("answered");
        assert_eq!(out, b"1\n");
    }
}
