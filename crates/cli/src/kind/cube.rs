//! The Cubic Eight-Puzzle as a [`Kind`], on its board: the statement's
//! 3 x 3 with the class tables (the batch runner's pieces for judge
//! answers), any other board and the rolls through one `Solver` per
//! thread; exact answers for `check`, the strict validator, scenes and
//! the generator on the same board.

use super::{Kind, answer_files_parallel};
use crate::batch::{Sources, Stopped, Threads};
use crate::error::RunError;
use crate::exit::{Failure, Inputs};
use crate::generate::GenerateError;
use crate::judging::{
    AnswerLine, DatasetVerdict, Halt, Length, Rejection, Rules, judge_lines, number_verdict,
    rolls_verdict,
};
use crate::output::{Options, OutputFormat};
use crate::puzzle::Puzzle;
use crate::render::Scene;
use cube_puzzle::Shape;
use dice_core::memory::DatasetRefused;
use dice_core::strict::Limits;
use dice_core::text::ParseError;
use std::io::{BufRead, Write};

/// The cube puzzle on `board`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Cube {
    /// The board: the statement's 3 x 3 unless `--board` says otherwise.
    pub(super) board: Shape,
}

impl Rules for Cube {
    fn puzzle(&self) -> Puzzle {
        Puzzle::CubePuzzle
    }

    fn sample(&self) -> &'static str {
        include_str!("../../samples/cube-puzzle.in")
    }

    fn answer_stream(
        &self,
        options: Options,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<(), RunError> {
        let mut solver = cube_puzzle::Solver::new();
        crate::cube::answer_stream(&mut solver, self.board, input, &mut &mut *out, options)
    }

    fn judge(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        _: Length,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt> {
        let verdict = |_: &_, expected: &i64, line: &_| number_verdict(*expected, line);
        self.judge_lines_by(input, output, verdict, each)
    }

    fn judge_with_rolls(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt> {
        let verdict = |d: &_, expected: &i64, line: &_| rolls_verdict(d, *expected, line);
        self.judge_lines_by(input, output, verdict, each)
    }

    fn try_violations(
        &self,
        input: &[u8],
        limits: Limits,
    ) -> Result<Vec<ParseError>, DatasetRefused> {
        // The cube's validator makes no search.
        Ok(cube_puzzle::validate_board(self.board, input, limits))
    }
}

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

    fn problem(&self) -> Option<&'static crate::package::Problem> {
        (self.board == Shape::STATEMENT).then_some(&crate::package::CUBE_PUZZLE)
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
        config: crate::tester::Config,
        out: &mut dyn Write,
        colour: bool,
    ) -> Result<crate::tester::Outcome, crate::tester::TestError> {
        let subject = crate::tester::Cube::sharing(self.board, near_starts());
        crate::tester::test(subject, self, config, out, colour)
    }
}

impl Cube {
    /// Judges each answer line of `output` by `verdict`, from abbott's
    /// answer to its dataset of `input` on this board.
    fn judge_lines_by(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        verdict: impl Fn(&cube_puzzle::Dataset, &i64, &AnswerLine) -> Result<(), Rejection>,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt> {
        let mut solver = near_starts().sharing();
        let format = cube_puzzle::CubeFormat::on(self.board);
        let datasets = cube_puzzle::Reader::with_format(input, format);
        let answer = |d: &_| Ok(crate::cube::try_solve(&mut solver, d)?.judge_value());
        judge_lines(datasets, output, answer, verdict, each)
    }
}

/// The solver whose lists of boards near start squares every search of
/// this process shares (the judging, and `abbott test`'s subject, which
/// answers dataset after dataset on one board; on 4 x 4 a list takes
/// about 1.3 s), built on first use.
fn near_starts() -> &'static cube_puzzle::Solver {
    static SHARED: std::sync::OnceLock<cube_puzzle::Solver> = std::sync::OnceLock::new();
    SHARED.get_or_init(cube_puzzle::Solver::new)
}
