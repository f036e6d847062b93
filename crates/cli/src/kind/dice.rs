//! The dice mazes as a maze [`Kind`](super::Kind): what `dice_maze` brings
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

/// The dice mazes.
#[derive(Debug, Clone, Copy)]
pub(super) struct Dice;

impl MazeCrate for Dice {
    type Maze = dice_maze::Maze;
    type Format = dice_maze::DiceFormat;
    type Solver = dice_maze::Solver;
    type Subject = crate::tester::Dice;

    const PUZZLE: Puzzle = Puzzle::DiceMaze;
    const SAMPLE: &'static str = include_str!("../../samples/dice-maze.in");
    const ABOUT: &'static str = "Solve dice mazes (A Dicey Problem, ICPC World Finals 1999): reads the judge input (mazes, then END) and prints each maze's shortest tour in the judge output format";
    const LAYOUT: RouteLayout = dice_maze::LAYOUT;
    const STATEMENT_LIMITS: StatementLimits = StatementLimits {
        max_datasets: dice_maze::MAX_MAZES,
        max_side: Some(dice_maze::STATEMENT_SIDE),
        one: "maze",
        many: "mazes",
    };
    const ROUTE: &'static str = "tour";
    const PROBLEM: &'static crate::package::Problem = &crate::package::DICE_MAZE;

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

    fn answer_parallel(
        format: OutputFormat,
        sources: crate::batch::Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped> {
        crate::batch::answer_dice(format, sources, out, pool)
    }

    fn scenes(input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>) {
        crate::render::dice_scenes(input)
    }

    fn generate(
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        crate::generate::dice(args, out)
    }

    fn games(input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        crate::play::dice::load(input)
    }
}
