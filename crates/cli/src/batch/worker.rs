//! One piece on a pool thread: parsed, solved and formatted, with errors
//! numbered by the lines of the whole input.

use super::framer::Piece;
use crate::output::OutputFormat;
use crate::puzzle::Puzzle;
use dice_core::text::{InputError, ParseError};
use std::fmt::Write as _;

/// A piece's output and the error that stopped it, if any.
#[derive(Debug)]
pub(super) struct Answered {
    /// The answers, in the output format.
    pub(super) text: String,
    /// The error that stopped the piece, with whole-input line numbers.
    pub(super) error: Option<ParseError>,
}

thread_local! {
    /// Each worker keeps its search buffers from piece to piece.
    static DICE_SOLVER: std::cell::RefCell<dice_maze::Solver> = std::cell::RefCell::default();
    static ARROW_SOLVER: std::cell::RefCell<arrow_maze::Solver> = std::cell::RefCell::default();
}

/// Parses, solves and formats one piece: its output, and the error that
/// stopped it, if any, with line numbers of the whole input.
pub(super) fn answer_piece(
    puzzle: Puzzle,
    format: OutputFormat,
    piece: &Piece,
    cube: &cube_puzzle::Solver,
) -> Answered {
    let mut out = String::new();
    let shift = |mut e: ParseError| {
        e.line += piece.first_line.saturating_sub(1);
        e
    };
    let stop = |e: InputError| match e {
        InputError::Syntax(e) => Some(shift(e)),
        InputError::Io(e) => unreachable!("a piece is read from memory, which cannot fail: {e}"),
    };
    let src = &piece.bytes[..];
    let error = match puzzle {
        Puzzle::DiceMaze => DICE_SOLVER.with_borrow_mut(|solver| {
            for maze in dice_maze::Reader::new(src).take(piece.n_datasets) {
                match maze {
                    Ok(maze) => crate::json::maze_answer(&mut out, format, &solver.solve(&maze)),
                    Err(e) => return stop(e),
                }
            }
            None
        }),
        Puzzle::ArrowMaze => ARROW_SOLVER.with_borrow_mut(|solver| {
            for maze in arrow_maze::Reader::new(src).take(piece.n_datasets) {
                match maze {
                    Ok(maze) => crate::json::maze_answer(&mut out, format, &solver.solve(&maze)),
                    Err(e) => return stop(e),
                }
            }
            None
        }),
        Puzzle::CubePuzzle => {
            let mut error = None;
            for dataset in cube_puzzle::Reader::new(src).take(piece.n_datasets) {
                match dataset {
                    Ok(dataset) => {
                        if let Some(answer) = cube.answer_from_tables(&dataset) {
                            let _ = write!(out, "{answer}");
                        }
                    }
                    Err(e) => {
                        error = stop(e);
                        break;
                    }
                }
            }
            error
        }
    };
    Answered { text: out, error }
}
