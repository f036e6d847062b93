//! The walk-through arrow mazes as a maze [`Kind`](super::Kind): what `arrow_maze` brings
//! ([`MazeCrate`]); the commands over it are in `maze`.

use super::maze::MazeCrate;
use crate::batch::Stopped;
use crate::error::RunError;
use crate::generate::{GenerateError, StatementLimits};
use crate::output::OutputFormat;
use crate::puzzle::Puzzle;
use crate::render::Scene;
use dice_core::Pos;
use dice_core::judge::{RouteLayout, Solution};
use dice_core::memory::{DatasetRefused, OutOfMemory};
use dice_core::strict::Limits;
use dice_core::text::ParseError;
use std::io::{BufRead, Write};

/// The walk-through arrow mazes.
#[derive(Debug, Clone, Copy)]
pub(super) struct Arrow;

impl MazeCrate for Arrow {
    type Maze = arrow_maze::Maze;
    type Format = arrow_maze::ArrowFormat;
    type Solver = arrow_maze::Solver;
    type Subject = crate::tester::Arrow;

    const PUZZLE: Puzzle = Puzzle::ArrowMaze;
    const SAMPLE: &'static str = include_str!("../../samples/arrow-maze.in");
    const ABOUT: &'static str = "Solve walk-through arrow mazes (Abbott's Revenge, ICPC World Finals 2000): reads the judge input (mazes, then END) and prints a shortest route for each in the judge output format";
    const LAYOUT: RouteLayout = arrow_maze::LAYOUT;
    const STATEMENT_LIMITS: StatementLimits = StatementLimits {
        max_datasets: arrow_maze::MAX_MAZES,
        max_side: Some(arrow_maze::STATEMENT_SIDE),
        one: "maze",
        many: "mazes",
    };
    const ROUTE: &'static str = "route";
    const PROBLEM: &'static crate::package::Problem = &crate::package::ARROW_MAZE;

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

    fn answer_parallel(
        format: OutputFormat,
        sources: crate::batch::Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped> {
        crate::batch::answer_arrow(format, sources, out, pool)
    }

    fn scenes(input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>) {
        crate::render::arrow_scenes(input)
    }

    fn generate(
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        crate::generate::arrow(args, out)
    }

    fn games(input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        crate::play::arrow::load(input)
    }
}
