//! Solving a stream of datasets: answers are written as each dataset is
//! read, so a malformed dataset loses nothing before it, and memory does not
//! grow with the number of datasets.

use crate::error::{MemoryRefused, RunError};
use crate::exit::{self, Failure};
use crate::output::Options;
use crate::puzzle::Puzzle;
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format};
use std::fmt::Display;
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

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
                solver.try_solve(&maze)
            })
        }
        Puzzle::ArrowMaze => {
            let mut solver = arrow_maze::Solver::new();
            answer_each(arrow_maze::Reader::new(input), out, |maze| {
                solver.try_solve(&maze)
            })
        }
    }
}

/// Answers each dataset as it is read; a dataset whose search the system
/// refuses its memory stops the stream, named by its number and line,
/// after the answers before it.
pub(crate) fn answer_each<R: BufRead, F: Format, A: Display>(
    mut datasets: Datasets<R, F>,
    out: &mut impl Write,
    mut solve: impl FnMut(F::Dataset) -> Result<A, OutOfMemory>,
) -> Result<(), RunError> {
    let mut number = 0;
    while let Some(dataset) = datasets.next() {
        number += 1;
        let answer = solve(dataset?).map_err(|refused| MemoryRefused {
            number,
            line: datasets.dataset_line(),
            refused,
        })?;
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

/// The body of every solving binary: reads `file` (standard input for `None`
/// or `-`), prints the answers, and reports a malformed input on standard
/// error as `error: <file>: line L, column C: ...` with exit code 1. A closed
/// standard output ends the program quietly.
pub fn run_main(puzzle: Puzzle, file: Option<&Path>) -> ExitCode {
    run_main_with_options(puzzle, Options::default(), file)
}

/// [`run_main`] over each file in turn (standard input when there are
/// none), stopping at the first that fails.
pub fn run_main_files(puzzle: Puzzle, files: &[std::path::PathBuf]) -> ExitCode {
    if files.is_empty() {
        return run_main(puzzle, None);
    }
    for file in files {
        let code = run_main(puzzle, Some(file));
        if code != ExitCode::SUCCESS {
            return code;
        }
    }
    ExitCode::SUCCESS
}

/// [`run_main`] with printing options.
pub fn run_main_with_options(puzzle: Puzzle, options: Options, file: Option<&Path>) -> ExitCode {
    exit::finish(run_file(puzzle, options, file))
}

/// Solves one input onto standard output.
fn run_file(puzzle: Puzzle, options: Options, file: Option<&Path>) -> Result<ExitCode, Failure> {
    let input = exit::open_input(file)?;
    let mut out = exit::stdout();
    let res = solve_stream_with_options(puzzle, options, input.reader, &mut out);
    exit::flushed(&mut out, res).map_err(|e| Failure::from_run(&input.label, e))?;
    Ok(ExitCode::SUCCESS)
}
