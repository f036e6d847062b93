//! `arrow-maze [FILE]`: the judge output for every arrow maze in FILE.

use clap::Parser;
use cli::Puzzle;
use cli::args::SolveArgs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = SolveArgs::parse();
    cli::run_main(Puzzle::ArrowMaze, args.file.as_deref())
}
