//! The two mazes as one [`Kind`]: what a maze crate brings beyond its
//! judging ([`MazeCrate`]: the batch runner's pieces, the scenes, the
//! games and the generator) and the one implementation of the commands
//! over it, on the judge's [`Maze`].

use super::{Kind, answer_files_parallel, answer_files_serial};
use crate::batch::{Sources, Stopped, Threads};
use crate::exit::{Failure, Inputs};
use crate::generate::{GenerateError, StatementLimits};
use crate::render::Scene;
use abbott_judge::rules::{Maze, MazeRules};
use abbott_judge::{Chosen, Options, OutputFormat, RunError};
use std::io::{BufRead, Write};

/// What a maze puzzle's crate brings to the commands beyond its judging
/// ([`MazeRules`]): the rest of [`Kind`] is the same for every maze.
pub(super) trait MazeCrate: MazeRules {
    /// What `abbott test` draws, shrinks and draws in the terminal.
    type Subject: abbott_tester::Subject + Default;

    /// One line of help for the puzzle's own binary.
    const ABOUT: &'static str;
    /// What the statement allows in one judge file.
    const STATEMENT_LIMITS: StatementLimits;

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

    fn problem(&self) -> Option<&'static abbott_package::Problem> {
        abbott_package::problem(Chosen::statement(C::PUZZLE))
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
        config: abbott_tester::Config,
        observer: &mut dyn abbott_tester::Observer,
        report: (&mut dyn Write, bool),
    ) -> Result<abbott_tester::Outcome, abbott_tester::TestError> {
        abbott_tester::test(C::Subject::default(), self, config, observer, report)
    }
}
