//! Solving a stream of datasets: answers are written as each dataset is
//! read, so a malformed dataset loses nothing before it, and memory does not
//! grow with the number of datasets.

use crate::error::RunError;
use crate::output::Options;
use crate::puzzle::Puzzle;
use dice_core::text::InputError;
use std::fmt::Display;
use std::io::{BufRead, Write};

/// Reads every dataset of `puzzle` from `input` and writes each answer to
/// `out` as soon as it is known.
pub fn solve_stream(
    puzzle: Puzzle,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), RunError> {
    solve_stream_with_options(puzzle, Options::default(), input, out)
}

/// [`solve_stream`] with printing options.
pub fn solve_stream_with_options(
    puzzle: Puzzle,
    options: Options,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), RunError> {
    match puzzle {
        Puzzle::CubePuzzle => {
            let mut solver = cube_puzzle::Solver::new();
            let shape = cube_puzzle::Shape::STATEMENT;
            crate::cube::answer_stream(&mut solver, shape, input, out, options)
        }
        Puzzle::DiceMaze => {
            let mut solver = dice_maze::Solver::new();
            answer_each(dice_maze::Reader::new(input), out, |maze| {
                solver.solve(&maze)
            })
        }
        Puzzle::ArrowMaze => {
            let mut solver = arrow_maze::Solver::new();
            answer_each(arrow_maze::Reader::new(input), out, |maze| {
                solver.solve(&maze)
            })
        }
    }
}

pub(crate) fn answer_each<T, A: Display>(
    datasets: impl Iterator<Item = Result<T, InputError>>,
    out: &mut impl Write,
    mut solve: impl FnMut(T) -> A,
) -> Result<(), RunError> {
    for dataset in datasets {
        let answer = solve(dataset?);
        write!(out, "{answer}").map_err(RunError::Output)?;
    }
    Ok(())
}

/// What a judge sees for `input`: the answers, then `error: ...` on a line
/// of its own if the input is malformed. The snapshot tests record this.
pub fn transcript(puzzle: Puzzle, input: &[u8]) -> String {
    let mut out = Vec::new();
    if let Err(e) = solve_stream(puzzle, input, &mut out) {
        out.extend_from_slice(format!("error: {e}\n").as_bytes());
    }
    String::from_utf8_lossy(&out).into_owned()
}
