//! `abbott generate`: seeded random puzzles in the judge input format.

use crate::Puzzle;
use crate::args::GenerateArgs;
use std::io::{self, Write};

/// Writes the puzzles `args` asks for to `out`.
pub fn generate(args: &GenerateArgs, out: &mut impl Write) -> io::Result<()> {
    match args.puzzle {
        Puzzle::DiceMaze => {
            for k in 0..args.count {
                let seed = args.seed.wrapping_add(k);
                let maze = if args.winding {
                    dice_maze::generate::winding(seed, args.rows, args.cols)
                } else {
                    dice_maze::generate::random(seed, args.rows, args.cols)
                };
                write!(out, "{maze}")?;
            }
            writeln!(out, "END")
        }
        Puzzle::CubePuzzle => {
            let mut rng = dice_core::rng::SplitMix64::new(args.seed);
            let mut solver = cube_puzzle::Solver::new();
            for _ in 0..args.count {
                let dataset = match args.steps {
                    None => cube_puzzle::generate::random(&mut rng),
                    Some(steps) => cube_puzzle::generate::with_answer(&mut rng, &mut solver, steps),
                };
                write!(out, "{dataset}")?;
            }
            writeln!(out, "0 0")
        }
        Puzzle::ArrowMaze => {
            for k in 0..args.count {
                let seed = args.seed.wrapping_add(k);
                let maze = if args.winding {
                    arrow_maze::generate::staircase(seed, args.rows, args.cols)
                } else {
                    arrow_maze::generate::random(seed, args.rows, args.cols)
                };
                write!(out, "{maze}")?;
            }
            writeln!(out, "END")
        }
    }
}
