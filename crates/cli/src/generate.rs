//! `abbott generate`: seeded random puzzles in the judge input format.

use crate::args::GenerateArgs;
use crate::puzzle::Puzzle;
use std::io::{self, Write};

/// How many random mazes are drawn for one that fits before giving up.
const TRIES: u64 = 200_000;

fn not_found(what: &str, args: &GenerateArgs) -> io::Error {
    let (rows, cols, k) = (args.rows, args.cols, args.min_moves);
    io::Error::other(format!(
        "no {rows}x{cols} {what} with a route of at least {k} moves in {TRIES} tries"
    ))
}

/// Writes the puzzles `args` asks for to `out`.
pub fn generate(args: &GenerateArgs, out: &mut impl Write) -> io::Result<()> {
    match args.puzzle {
        Puzzle::DiceMaze => {
            for k in 0..args.count {
                let seed = args.seed.wrapping_add(k);
                let maze = if args.winding {
                    dice_maze::generate::winding(seed, args.rows, args.cols)
                } else {
                    let found = dice_maze::generate::unique(
                        seed,
                        args.rows,
                        args.cols,
                        args.min_moves,
                        TRIES,
                    );
                    found.ok_or_else(|| not_found("dice maze", args))?
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
                    let found = if args.min_moves == 0 {
                        Some(arrow_maze::generate::random(seed, args.rows, args.cols))
                    } else {
                        let (rows, cols, k) = (args.rows, args.cols, args.min_moves);
                        arrow_maze::generate::with_route(seed, rows, cols, k, TRIES)
                    };
                    found.ok_or_else(|| not_found("arrow maze", args))?
                };
                write!(out, "{maze}")?;
            }
            writeln!(out, "END")
        }
    }
}
