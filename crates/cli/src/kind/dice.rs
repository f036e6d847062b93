//! The dice mazes as a [`Kind`]: `dice_maze`'s reader, solver, route
//! check and strict validator, the batch runner's pieces, the scenes and
//! the generator.

use super::{Kind, answer_each, answer_files_parallel, answer_files_serial};
use crate::batch::{Sources, Stopped, Threads};
use crate::error::RunError;
use crate::exit::{Failure, Inputs};
use crate::generate::GenerateError;
use crate::judging::{DatasetVerdict, Halt, Length, Rejection, RoutePuzzle, judge_routes};
use crate::output::{Options, OutputFormat};
use crate::puzzle::Puzzle;
use crate::render::Scene;
use dice_core::strict::Limits;
use dice_core::text::{InputError, ParseError};
use std::io::{BufRead, Write};

/// The dice mazes.
#[derive(Debug, Clone, Copy)]
pub(super) struct Dice;

impl Kind for Dice {
    fn puzzle(&self) -> Puzzle {
        Puzzle::DiceMaze
    }

    fn sample(&self) -> &'static str {
        include_str!("../../../../testdata/dice-maze/sample.in")
    }

    fn about(&self) -> &'static str {
        "Solve dice mazes (A Dicey Problem, ICPC World Finals 1999): reads the judge input (mazes, then END) and prints each maze's shortest tour in the judge output format"
    }

    fn answer_stream(
        &self,
        _: Options,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<(), RunError> {
        let mut solver = dice_maze::Solver::new();
        answer_each(dice_maze::Reader::new(input), out, |maze| {
            solver.try_solve(&maze)
        })
    }

    fn answer_files(
        &self,
        inputs: &Inputs,
        options: Options,
        threads: Threads,
    ) -> Result<(), Failure> {
        if threads == Threads::ONE && options == Options::default() {
            return answer_files_serial(self, inputs, options);
        }
        answer_files_parallel(self, inputs, options.format, threads)
    }

    fn answer_parallel(
        &self,
        format: OutputFormat,
        sources: Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped> {
        crate::batch::answer_dice(format, sources, out, pool)
    }

    fn judge(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        length: Length,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt> {
        let mut solver = dice_maze::Solver::new();
        let route_puzzle = RoutePuzzle {
            layout: dice_maze::LAYOUT,
            what: "tour",
            name: |maze: &dice_maze::Maze| maze.name.clone(),
            shortest: |maze: &dice_maze::Maze| solver.solve(maze).n_moves(),
            legal: |maze: &dice_maze::Maze, route: &[dice_core::Pos]| {
                dice_maze::check_tour(maze, route).map_err(|e| e.to_string())
            },
        };
        let mut give = |label: &str, verdict: Result<(), Rejection>| {
            let label = label.to_string();
            each(DatasetVerdict { label, verdict })
        };
        let mazes = dice_maze::Reader::new(input);
        judge_routes(mazes, output, length, route_puzzle, &mut give)
    }

    fn violations(&self, input: &[u8], limits: Limits) -> Vec<ParseError> {
        dice_maze::validate(input, limits)
    }

    fn scenes(&self, input: &mut dyn BufRead) -> (Vec<Scene>, Option<InputError>) {
        crate::render::dice_scenes(input)
    }

    fn misfits(&self, args: &crate::args::GenerateArgs) -> Vec<&'static str> {
        super::maze_misfits(args)
    }

    fn generate(
        &self,
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        crate::generate::dice(args, out)
    }

    fn games(&self, input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        crate::play::dice::load(input)
    }
}
