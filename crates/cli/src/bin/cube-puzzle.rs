//! `cube-puzzle [--board RxC] [FILE]...`: the judge output for every cube
//! puzzle dataset in each FILE (standard input when none is given, or for
//! `-`), on the statement's 3 x 3 board or on the board given.

use clap::Parser;
use cli::Puzzle;
use cli::args::CubeSolveArgs;
use cube_puzzle::Shape;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = CubeSolveArgs::try_parse().unwrap_or_else(|e| cli::exit::usage_error(&e));
    match args.board {
        Some(shape) if shape != Shape::STATEMENT => cli::exit::finish(
            cli::batch::answer_cube_files(
                shape,
                &args.files,
                cli::Options::default(),
                std::num::NonZeroUsize::MIN,
            )
            .map(|()| ExitCode::SUCCESS),
        ),
        _ => cli::run_main_files(Puzzle::CubePuzzle, &args.files),
    }
}
