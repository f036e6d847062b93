//! `abbott`: the umbrella binary over every puzzle and tool. The arguments
//! are resolved once into a [`cli::Mode`]; [`cli::run`] does it and
//! [`cli::exit::finish`] turns the end into an exit code.

use clap::Parser;
use cli::args::AbbottArgs;
use cli::exit::{self, Failure};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mode =
        cli::Mode::resolve(AbbottArgs::try_parse().unwrap_or_else(|e| cli::usage::usage_error(&e)));
    exit::finish(mode.map_err(Failure::from).and_then(cli::run))
}
