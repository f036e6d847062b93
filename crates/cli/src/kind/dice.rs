//! The dice mazes as a maze [`Kind`](super::Kind): what `dice_maze` brings
//! ([`MazeCrate`]) beyond its judging (`abbott_judge::rules`); the commands
//! over it are in `maze`.

use super::maze::MazeCrate;
use crate::batch::Stopped;
use crate::generate::{GenerateError, StatementLimits};
use crate::render::Scene;
use abbott_judge::rules::Dice;
use abbott_judge::{OutputFormat, RunError};
use std::io::{BufRead, Write};

impl MazeCrate for Dice {
    type Subject = abbott_tester::Dice;

    const ABOUT: &'static str = "Solve dice mazes (A Dicey Problem, ICPC World Finals 1999): reads the judge input (mazes, then END) and prints each maze's shortest tour in the judge output format";
    const STATEMENT_LIMITS: StatementLimits = StatementLimits {
        max_datasets: dice_maze::MAX_MAZES,
        max_side: Some(dice_maze::STATEMENT_SIDE),
        one: "maze",
        many: "mazes",
    };

    fn answer_parallel(
        format: OutputFormat,
        sources: crate::batch::Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped> {
        crate::batch::answer_dice(format, sources, out, pool)
    }

    fn scenes(input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>) {
        crate::render::dice_scenes(input)
    }

    fn generate(
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError> {
        crate::generate::dice(args, out)
    }

    fn games(input: &mut dyn BufRead) -> Result<Box<dyn crate::play::Deck>, RunError> {
        crate::play::dice::load(input)
    }
}
