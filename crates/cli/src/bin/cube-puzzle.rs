//! `cube-puzzle [FILE]...`: the judge output for every cube puzzle dataset in each FILE
//! (standard input when none is given, or for `-`).

use cli::Puzzle;
use cli::args::SolveArgs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = SolveArgs::parse_for(Puzzle::CubePuzzle);
    cli::run_main_files(Puzzle::CubePuzzle, &args.files)
}
