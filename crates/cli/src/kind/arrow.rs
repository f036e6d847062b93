//! The walk-through arrow mazes as a maze [`Kind`](super::Kind): what `arrow_maze` brings
//! ([`MazeCrate`]) beyond its judging (`abbott_judge::rules`); the commands
//! over it are in `maze`.

use super::maze::MazeCrate;
use crate::batch::Stopped;
use crate::generate::{GenerateError, StatementLimits};
use crate::render::Scene;
use abbott_judge::rules::Arrow;
use abbott_judge::{OutputFormat, RunError};
use std::io::{BufRead, Write};

impl MazeCrate for Arrow {
    type Subject = abbott_tester::Arrow;

    const ABOUT: &'static str = "Solve walk-through arrow mazes (Abbott's Revenge, ICPC World Finals 2000): reads the judge input (mazes, then END) and prints a shortest route for each in the judge output format";
    const STATEMENT_LIMITS: StatementLimits = StatementLimits {
        max_datasets: arrow_maze::MAX_MAZES,
        max_side: Some(arrow_maze::STATEMENT_SIDE),
        one: "maze",
        many: "mazes",
    };

    fn answer_parallel(
        format: OutputFormat,
        sources: crate::batch::Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped> {
        crate::batch::answer_arrow(format, sources, out, pool)
    }

    fn scenes(input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>) {
        crate::render::arrow_scenes(input)
    }

    fn generate(
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        crate::generate::arrow(args, out)
    }

    fn games(input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        crate::play::arrow::load(input)
    }
}
