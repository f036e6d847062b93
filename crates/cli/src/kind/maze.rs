//! The two mazes as one [`Kind`]: what a maze crate brings ([`MazeCrate`]:
//! its reader, solver, route check, strict validator, the batch runner's
//! pieces, the scenes and the generator) and the one implementation of the
//! commands over it ([`Maze`]).

use super::{Kind, answer_each, answer_files_parallel, answer_files_serial};
use crate::batch::{Sources, Stopped, Threads};
use crate::error::RunError;
use crate::exit::{Failure, Inputs};
use crate::generate::{GenerateError, StatementLimits};
use crate::judging::{DatasetVerdict, Halt, Length, RoutePuzzle, Rules, judge_routes};
use crate::output::{Options, OutputFormat};
use crate::puzzle::Puzzle;
use crate::render::Scene;
use dice_core::Pos;
use dice_core::judge::{RouteLayout, Solution};
use dice_core::memory::{DatasetRefused, OutOfMemory};
use dice_core::strict::Limits;
use dice_core::text::{Datasets, Format, ParseError};
use std::io::{BufRead, Write};
use std::marker::PhantomData;

/// What a maze puzzle's crate brings to the commands: the rest of
/// [`Kind`] is the same for every maze.
pub(super) trait MazeCrate: Send + Sync + 'static {
    /// One maze of the judge input.
    type Maze;
    /// The judge input's format.
    type Format: Format<Dataset = Self::Maze> + Default;
    /// The solver, which keeps its buffers from maze to maze.
    type Solver: Default;
    /// What `abbott test` draws, shrinks and draws in the terminal.
    type Subject: crate::tester::Subject + Default;

    /// Which puzzle this is.
    const PUZZLE: Puzzle;
    /// The statement's sample input.
    const SAMPLE: &'static str;
    /// One line of help for the puzzle's own binary.
    const ABOUT: &'static str;
    /// How the judge lays a route out.
    const LAYOUT: RouteLayout;
    /// What the statement allows in one judge file.
    const STATEMENT_LIMITS: StatementLimits;
    /// What a route is called in messages: `tour` or `route`.
    const ROUTE: &'static str;
    /// What the puzzle brings to its problem package.
    const PROBLEM: &'static crate::package::Problem;

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
    /// The batch runner over pieces of this puzzle's input.
    fn answer_parallel(
        format: OutputFormat,
        sources: Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped>;
    /// The scenes of every maze in `input`, then the first input error or
    /// refused search.
    fn scenes(input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>);
    /// Every maze of `input` with abbott's optimum, for the terminal play
    /// screen.
    fn games(input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError>;
    /// Writes the random mazes `args` asks for.
    fn generate(args: &crate::args::GenerateArgs, out: &mut dyn Write)
    -> Result<(), GenerateError>;
}

/// A maze puzzle as a [`Kind`], over what its crate `C` brings.
pub(super) struct Maze<C>(PhantomData<C>);

impl<C> Maze<C> {
    /// The maze puzzle of crate `C`.
    pub(super) fn new() -> Maze<C> {
        Maze(PhantomData)
    }
}

impl<C: MazeCrate> Rules for Maze<C> {
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

impl<C: MazeCrate> Kind for Maze<C> {
    fn about(&self) -> &'static str {
        C::ABOUT
    }

    fn answer_files(
        &self,
        inputs: &Inputs,
        options: Options,
        threads: Threads,
    ) -> Result<(), Failure> {
        // Mazes typed on a terminal are answered one by one as they are
        // entered, on this thread.
        if (threads == Threads::ONE || inputs.typed()) && options == Options::default() {
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
        C::answer_parallel(format, sources, out, pool)
    }

    fn scenes(&self, input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>) {
        C::scenes(input)
    }

    fn misfits(&self, args: &crate::args::GenerateArgs) -> Vec<&'static str> {
        super::maze_misfits(args)
    }

    fn statement_limits(&self) -> Option<StatementLimits> {
        Some(C::STATEMENT_LIMITS)
    }

    fn problem(&self) -> Option<&'static crate::package::Problem> {
        Some(C::PROBLEM)
    }

    fn generate(
        &self,
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        C::generate(args, out)
    }

    fn games(&self, input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        C::games(input)
    }

    fn test(
        &self,
        config: crate::tester::Config,
        out: &mut dyn Write,
        colour: bool,
    ) -> Result<crate::tester::Outcome, crate::tester::TestError> {
        crate::tester::test(C::Subject::default(), self, config, out, colour)
    }
}
