//! `cube-puzzle [FILE]`: the judge output for every cube-puzzle dataset in FILE.

use clap::Parser;
use cli::Puzzle;
use cli::args::SolveArgs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = SolveArgs::parse();
    cli::run_main(Puzzle::CubePuzzle, args.file.as_deref())
}
