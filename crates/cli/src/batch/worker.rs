//! One piece on a pool thread: parsed, solved and formatted, with errors
//! numbered by the lines of the whole input.

use super::framer::Piece;
use abbott_judge::error::{MemoryRefused, RunError};
use abbott_judge::output::OutputFormat;
use dice_core::judge::Solution;
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format, InputError};
use std::cell::RefCell;
use std::fmt::Write as _;
use std::thread::LocalKey;

/// A piece's output and the error that stopped it, if any.
#[derive(Debug)]
pub(super) struct Answered {
    /// The answers, in the output format.
    pub(super) text: String,
    /// The error that stopped the piece (a malformed dataset, or one the
    /// system refused memory), with whole-input line and dataset numbers.
    pub(super) error: Option<RunError>,
}

thread_local! {
    /// Each worker keeps its search buffers from piece to piece.
    static DICE_SOLVER: RefCell<dice_maze::Solver> = RefCell::default();
    static ARROW_SOLVER: RefCell<arrow_maze::Solver> = RefCell::default();
}

/// Has `answer` write the answer to each of the piece's datasets, read by
/// `datasets`, the first of them number `first_number` of its input; the
/// error that stopped it, if any, numbered in the whole input.
fn answer_each<F: Format>(
    mut datasets: Datasets<&[u8], F>,
    piece: &Piece,
    first_number: usize,
    mut answer: impl FnMut(F::Dataset) -> Result<(), OutOfMemory>,
) -> Option<RunError> {
    let shift = piece.first_line.saturating_sub(1);
    for number in (first_number..).take(piece.n_datasets) {
        let dataset = match datasets.next() {
            None => break,
            Some(Ok(dataset)) => dataset,
            Some(Err(InputError::Syntax(mut e))) => {
                e.line += shift;
                return Some(RunError::Input(e.into()));
            }
            // A piece is read from memory, which cannot fail.
            Some(Err(InputError::Io(_))) => break,
        };
        if let Err(refused) = answer(dataset) {
            let line = datasets.dataset_line() + shift;
            return Some(
                MemoryRefused {
                    number,
                    line,
                    refused,
                }
                .into(),
            );
        }
    }
    None
}

/// The answers to a piece of mazes in format `F`, the first of them
/// number `first_number` of its input, each solved by `solve` with this
/// worker's solver in `solvers`: the one body of [`dice_piece`] and
/// [`arrow_piece`].
fn maze_piece<F: Format + Default, S: 'static>(
    solvers: &'static LocalKey<RefCell<S>>,
    solve: fn(&mut S, &F::Dataset) -> Result<Solution, OutOfMemory>,
    format: OutputFormat,
    piece: &Piece,
    first_number: usize,
) -> Answered {
    let mut out = String::new();
    let error = solvers.with_borrow_mut(|solver| {
        let mazes = Datasets::<_, F>::new(&piece.bytes[..]);
        answer_each(mazes, piece, first_number, |maze| {
            let answer = solve(solver, &maze)?;
            abbott_judge::json::maze_answer(&mut out, format, &answer);
            Ok(())
        })
    });
    Answered { text: out, error }
}

/// The answers to a piece of dice mazes, the first of them number
/// `first_number` of its input.
pub(super) fn dice_piece(format: OutputFormat, piece: &Piece, first_number: usize) -> Answered {
    let solve = dice_maze::Solver::try_solve;
    maze_piece::<dice_maze::DiceFormat, _>(&DICE_SOLVER, solve, format, piece, first_number)
}

/// The answers to a piece of arrow mazes, the first of them number
/// `first_number` of its input.
pub(super) fn arrow_piece(format: OutputFormat, piece: &Piece, first_number: usize) -> Answered {
    let solve = arrow_maze::Solver::try_solve;
    maze_piece::<arrow_maze::ArrowFormat, _>(&ARROW_SOLVER, solve, format, piece, first_number)
}

/// The judge answers to a piece of cube datasets on the statement's
/// board, from `cube`'s class tables, the first of them number
/// `first_number` of its input.
pub(super) fn cube_piece(
    piece: &Piece,
    cube: &cube_puzzle::Solver,
    first_number: usize,
) -> Answered {
    let mut out = String::new();
    let datasets = cube_puzzle::Reader::new(&piece.bytes[..]);
    let error = answer_each(datasets, piece, first_number, |dataset| {
        if let Some(answer) = cube.answer_from_tables(&dataset) {
            let _ = writeln!(out, "{answer}");
        }
        Ok(())
    });
    Answered { text: out, error }
}
