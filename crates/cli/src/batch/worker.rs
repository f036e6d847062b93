//! One piece on a pool thread: parsed, solved and formatted, with errors
//! numbered by the lines of the whole input.

use super::framer::Piece;
use crate::output::OutputFormat;
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

/// Parses, solves and formats one piece with `each`, which writes one
/// dataset's answer and gives the error that stops the piece, if any;
/// the error's line numbers are those of the whole input.
fn answer_with(
    piece: &Piece,
    each: impl FnOnce(&[u8], usize, &mut String) -> Option<InputError>,
) -> Answered {
    let mut out = String::new();
    let error = each(&piece.bytes[..], piece.n_datasets, &mut out).and_then(|e| match e {
        InputError::Syntax(mut e) => {
            e.line += piece.first_line.saturating_sub(1);
            Some(e)
        }
        // A piece is read from memory, which cannot fail.
        InputError::Io(_) => None,
    });
    Answered { text: out, error }
}

/// The answers to a piece of dice mazes.
pub(super) fn dice_piece(format: OutputFormat, piece: &Piece) -> Answered {
    answer_with(piece, |src, n, out| {
        DICE_SOLVER.with_borrow_mut(|solver| {
            for maze in dice_maze::Reader::new(src).take(n) {
                match maze {
                    Ok(maze) => crate::json::maze_answer(out, format, &solver.solve(&maze)),
                    Err(e) => return Some(e),
                }
            }
            None
        })
    })
}

/// The answers to a piece of arrow mazes.
pub(super) fn arrow_piece(format: OutputFormat, piece: &Piece) -> Answered {
    answer_with(piece, |src, n, out| {
        ARROW_SOLVER.with_borrow_mut(|solver| {
            for maze in arrow_maze::Reader::new(src).take(n) {
                match maze {
                    Ok(maze) => crate::json::maze_answer(out, format, &solver.solve(&maze)),
                    Err(e) => return Some(e),
                }
            }
            None
        })
    })
}

/// The judge answers to a piece of cube datasets on the statement's
/// board, from `cube`'s class tables.
pub(super) fn cube_piece(piece: &Piece, cube: &cube_puzzle::Solver) -> Answered {
    answer_with(piece, |src, n, out| {
        for dataset in cube_puzzle::Reader::new(src).take(n) {
            match dataset {
                Ok(dataset) => {
                    if let Some(answer) = cube.answer_from_tables(&dataset) {
                        let _ = write!(out, "{answer}");
                    }
                }
                Err(e) => return Some(e),
            }
        }
        None
    })
}
