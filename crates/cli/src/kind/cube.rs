//! The Cubic Eight-Puzzle as a [`Kind`], on its board (its judging is the
//! judge crate's `Cube`): the statement's 3 x 3 with the class tables (the
//! batch runner's pieces for judge answers), any other board and the rolls
//! through one `Solver` per thread; scenes and the generator on the same
//! board.

use super::{Kind, answer_files_parallel};
use crate::batch::{Sources, Stopped, Threads};
use crate::exit::{Failure, Inputs};
use crate::generate::GenerateError;
use crate::render::Scene;
use abbott_judge::rules::Cube;
use abbott_judge::{Chosen, Options, OutputFormat, Puzzle, RunError};
use cube_puzzle::Shape;
use std::io::{BufRead, Write};

impl Kind for Cube {
    fn about(&self) -> &'static str {
        "Solve the Cubic Eight-Puzzle (ICPC Asia Yokohama 2006): reads the judge input (datasets, then 0 0) and prints the fewest rolls for each, or -1 beyond 30"
    }

    fn answer_files(
        &self,
        inputs: &Inputs,
        options: Options,
        threads: Threads,
    ) -> Result<(), Failure> {
        // Judge answers on the statement's board from the class tables on
        // the batch runner; the rest a dataset at a time on each thread.
        // Datasets typed on a terminal are answered one by one as they
        // are entered, on this thread.
        let threads = if inputs.typed() {
            Threads::ONE
        } else {
            threads
        };
        if self.board == Shape::STATEMENT
            && options == Options::default()
            && threads != Threads::ONE
        {
            answer_files_parallel(self, inputs, options.format, threads)
        } else {
            crate::batch::answer_cube_files(self.board, inputs, options, threads)
        }
    }

    fn answer_parallel(
        &self,
        format: OutputFormat,
        sources: Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped> {
        if self.board == Shape::STATEMENT && format == OutputFormat::Judge {
            return crate::batch::answer_cube(sources, out, pool);
        }
        // A dataset at a time on each thread, one input after another.
        let options = Options {
            format,
            moves: false,
        };
        // The threads' solvers share one store of the lists near starts.
        let shared = cube_puzzle::Solver::new();
        while let Some(source) = sources() {
            let (label, reader) = source.map_err(Stopped::Open)?;
            let input = std::io::BufReader::new(reader);
            let mut out = &mut *out;
            let board = self.board;
            crate::batch::answer_stream_parallel(pool, &shared, board, input, &mut out, options)
                .map_err(|e| Stopped::Run(label, e))?;
        }
        Ok(())
    }

    fn scenes(&self, input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>) {
        crate::render::cube_scenes(self.board, input)
    }

    fn misfits(&self, args: &crate::args::GenerateArgs) -> Vec<&'static str> {
        super::given(&[
            ("--rows", args.rows.is_some()),
            ("--cols", args.cols.is_some()),
            ("--winding", args.winding),
            ("--min-moves", args.min_moves.is_some()),
            ("--longest", args.longest),
        ])
    }

    fn statement_limits(&self) -> Option<crate::generate::StatementLimits> {
        (self.board == Shape::STATEMENT).then_some(crate::generate::StatementLimits {
            max_datasets: cube_puzzle::MAX_DATASETS,
            max_side: None,
            one: "dataset",
            many: "datasets",
        })
    }

    fn problem(&self) -> Option<&'static abbott_package::Problem> {
        abbott_package::problem(Chosen {
            puzzle: Puzzle::CubePuzzle,
            board: self.board,
        })
    }

    fn generate(
        &self,
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        crate::generate::cube(self.board, args, out)
    }

    fn games(&self, input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        crate::play::cube::load(self.board, input)
    }

    fn test(
        &self,
        config: abbott_tester::Config,
        observer: &mut dyn abbott_tester::Observer,
        report: (&mut dyn Write, bool),
    ) -> Result<abbott_tester::Outcome, abbott_tester::TestError> {
        let subject = abbott_tester::Cube::sharing(self.board, abbott_judge::cube::near_starts());
        abbott_tester::test(subject, self, config, observer, report)
    }
}
