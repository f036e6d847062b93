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
            for _ in 0..args.count {
                write!(out, "{}", cube_puzzle::generate::random(&mut rng))?;
            }
            writeln!(out, "0 0")
        }
        Puzzle::ArrowMaze => {
            for k in 0..args.count {
                let seed = args.seed.wrapping_add(k);
                let maze = if args.winding {
                    arrow_maze::generate::corner_to_corner(seed, args.rows, args.cols)
                } else {
                    arrow_maze::generate::random(seed, args.rows, args.cols)
                };
                write!(out, "{maze}")?;
            }
            writeln!(out, "END")
        }
    }
}
