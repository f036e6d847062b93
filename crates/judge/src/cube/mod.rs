//! The Cubic Eight-Puzzle's judging on its board ([`Cube`]) and its
//! answers (`answers`): the class tables of the statement's board kept for
//! the process, any other board through one shared store of the lists
//! near start squares.

mod answers;

pub use answers::{
    CHUNK, answer_chunks, answer_stream, answer_stream_by, answer_text, class_table, prepare,
    solve, solve_with_rolls, solver, try_solve,
};

use crate::error::RunError;
use crate::judging::{
    AnswerLine, DatasetVerdict, Halt, Length, Rejection, Rules, judge_lines, number_verdict,
    rolls_verdict,
};
use crate::output::Options;
use crate::puzzle::Puzzle;
use cube_puzzle::Shape;
use dice_core::memory::DatasetRefused;
use dice_core::strict::Limits;
use dice_core::text::ParseError;
use std::io::{BufRead, Write};

/// The cube puzzle on `board`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cube {
    /// The board: the statement's 3 x 3 unless `--board` says otherwise.
    pub board: Shape,
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
        answer_stream(&mut solver, self.board, input, &mut &mut *out, options)
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
        let answer = |d: &_| Ok(try_solve(&mut solver, d)?.judge_value());
        judge_lines(datasets, output, answer, verdict, each)
    }
}

/// The solver whose lists of boards near start squares every search of
/// this process shares (the judging, and `abbott test`'s subject, which
/// answers dataset after dataset on one board; on 4 x 4 a list takes
/// about 1.3 s), built on first use.
pub fn near_starts() -> &'static cube_puzzle::Solver {
    static SHARED: std::sync::OnceLock<cube_puzzle::Solver> = std::sync::OnceLock::new();
    SHARED.get_or_init(cube_puzzle::Solver::new)
}
