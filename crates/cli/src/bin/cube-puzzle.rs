//! `cube-puzzle [--board RxC] [-j N] [FILE]...`: the judge output for every
//! cube puzzle dataset in each FILE (standard input when none is given, or
//! for `-`), on the statement's 3 x 3 board or on the board given.

use clap::Parser;
use cli::args::CubeSolveArgs;
use cli::exit::{self, Failure};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mode = cli::Mode::resolve_cube(
        CubeSolveArgs::try_parse().unwrap_or_else(|e| cli::usage::usage_error(&e)),
    );
    exit::finish(mode.map_err(Failure::from).and_then(cli::run))
}
