//! Command-line arguments of the binaries (clap derive).

use crate::Puzzle;
use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// One puzzle's binary: `dice-maze [FILE]`.
#[derive(Debug, Parser)]
#[command(
    version,
    about = "Solve every dataset of a judge input file and print the judge output"
)]
pub struct SolveArgs {
    /// The input file; standard input when absent or `-`.
    pub file: Option<PathBuf>,
}

/// `abbott`: every puzzle and tool in one binary.
#[derive(Debug, Parser)]
#[command(
    version,
    about = "Exact solvers for Robert Abbott's rolling-piece puzzles"
)]
pub struct AbbottArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands of `abbott`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve dice mazes (A Dicey Problem, World Finals 1999).
    DiceMaze(SolveArgs),
    /// Solve the statements' sample inputs of every puzzle and print them.
    Demo,
}

impl Command {
    /// The puzzle and file of a solving subcommand.
    pub fn solving(&self) -> Option<(Puzzle, Option<&std::path::Path>)> {
        match self {
            Command::DiceMaze(args) => Some((Puzzle::DiceMaze, args.file.as_deref())),
            Command::Demo => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn argument_definitions_are_consistent() {
        SolveArgs::command().debug_assert();
        AbbottArgs::command().debug_assert();
    }
}
