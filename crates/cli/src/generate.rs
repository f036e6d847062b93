//! `abbott generate`: seeded random puzzles in the judge input format.

use crate::args::GenerateArgs;
use crate::puzzle::Puzzle;
use cube_puzzle::Shape;
use std::io::{self, Write};

/// How many random mazes are drawn for one that fits before giving up.
const TRIES: u64 = 200_000;

/// A maze side when `--rows` or `--cols` is not given.
const DEFAULT_SIDE: u32 = 10;

/// The request's options that do not apply to its puzzle, as one message,
/// or `None` when every option given does what it says.
pub fn misfit(args: &GenerateArgs) -> Option<String> {
    let given = |name: &str, set: bool| set.then(|| name.to_string());
    let misfits: Vec<String> = match args.puzzle {
        Puzzle::CubePuzzle => [
            given("--rows", args.rows.is_some()),
            given("--cols", args.cols.is_some()),
            given("--winding", args.winding),
            given("--min-moves", args.min_moves.is_some()),
        ]
        .into_iter()
        .flatten()
        .collect(),
        Puzzle::DiceMaze | Puzzle::ArrowMaze => [
            given("--steps", args.steps.is_some()),
            given("--board", args.board.is_some()),
        ]
        .into_iter()
        .flatten()
        .collect(),
    };
    let (applies, apply_not) = if misfits.len() == 1 {
        ("applies", "does not apply")
    } else {
        ("apply", "do not apply")
    };
    (!misfits.is_empty()).then(|| match args.puzzle {
        Puzzle::CubePuzzle => format!(
            "{} {apply_not} to the cube puzzle (--board picks the board, --steps the answer)",
            misfits.join(", ")
        ),
        _ => format!(
            "{} {applies} to the cube puzzle only (mazes take --rows, --cols, --winding, --min-moves)",
            misfits.join(", ")
        ),
    })
}

/// Why no dataset with the answer `steps` was written on `shape`.
fn none_with(shape: Shape, steps: i64) -> String {
    if cube_puzzle::TooManySquares::census(shape).is_ok() {
        format!("no dataset on the {shape} board has the answer {steps}")
    } else {
        let tries = cube_puzzle::generate::TRIES;
        format!("no dataset on the {shape} board with the answer {steps} in {tries} tries")
    }
}

/// A warning when the file `args` asks for goes past the statement's
/// limits (more datasets a file, larger mazes), which judge data must keep:
/// `abbott validate` refuses such a file unless `--extended`. `None` when
/// the file is within them (cube datasets on other boards have no
/// statement, so no limits).
pub fn beyond_statement(args: &GenerateArgs) -> Option<String> {
    let (max_count, side) = match args.puzzle {
        Puzzle::DiceMaze => (dice_maze::MAX_MAZES, dice_maze::STATEMENT_SIDE),
        Puzzle::ArrowMaze => (arrow_maze::MAX_MAZES, arrow_maze::STATEMENT_SIDE),
        Puzzle::CubePuzzle if args.board.is_some_and(|b| b != Shape::STATEMENT) => return None,
        Puzzle::CubePuzzle => (cube_puzzle::MAX_DATASETS, u32::MAX),
    };
    let (rows, cols) = (
        args.rows.unwrap_or(DEFAULT_SIDE),
        args.cols.unwrap_or(DEFAULT_SIDE),
    );
    let many = args.count > max_count as u64;
    let large = args.puzzle != Puzzle::CubePuzzle && args.count > 0 && rows.max(cols) > side;
    let allows = match (many, large) {
        (false, false) => return None,
        (true, false) => format!("at most {max_count} a file"),
        (false, true) => format!("at most {side} rows and {side} columns"),
        (true, true) => format!("at most {max_count} a file and {side} rows and {side} columns"),
    };
    let count = args.count;
    let what = match (args.puzzle, count) {
        (Puzzle::CubePuzzle, _) => "datasets",
        (_, 1) => "maze",
        _ => "mazes",
    };
    let wrote = if large {
        format!("{count} {what} of {rows} x {cols}")
    } else {
        format!("{count} {what}")
    };
    Some(format!(
        "wrote {wrote}; the statement allows {allows}: judge files beyond it need `abbott validate --extended`"
    ))
}

/// Why puzzles were not all written.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    /// No puzzle has what was asked for (or none was found).
    #[error("{0}")]
    NoneFound(String),
    /// Standard output could not be written.
    #[error(transparent)]
    Output(#[from] io::Error),
}

fn not_found(what: &str, rows: u32, cols: u32, k: usize) -> GenerateError {
    GenerateError::NoneFound(format!(
        "no {rows}x{cols} {what} with a route of at least {k} moves in {TRIES} tries"
    ))
}

/// The name of the `k`-th maze (from 1) of a request: unique across seeds
/// and counts, and a valid name in both maze formats.
fn maze_name(seed: u64, k: u64) -> String {
    format!("S{seed}N{k}")
}

/// Writes the puzzles `args` asks for to `out` (see [`misfit`] for the
/// options that do not fit the puzzle, which are ignored here).
pub fn generate(args: &GenerateArgs, out: &mut impl Write) -> Result<(), GenerateError> {
    let rows = args.rows.unwrap_or(DEFAULT_SIDE);
    let cols = args.cols.unwrap_or(DEFAULT_SIDE);
    let min_moves = args.min_moves.unwrap_or(0);
    match args.puzzle {
        Puzzle::DiceMaze => {
            for k in 0..args.count {
                let seed = args.seed.wrapping_add(k);
                let mut maze = if args.winding {
                    dice_maze::generate::winding(seed, rows, cols)
                } else {
                    let found = dice_maze::generate::unique(seed, rows, cols, min_moves, TRIES);
                    found.ok_or_else(|| not_found("dice maze", rows, cols, min_moves))?
                };
                maze.name = maze_name(args.seed, k + 1);
                write!(out, "{maze}")?;
            }
            Ok(writeln!(out, "END")?)
        }
        Puzzle::CubePuzzle => {
            let shape = args.board.unwrap_or(Shape::STATEMENT);
            let mut rng = dice_core::rng::SplitMix64::new(args.seed);
            // The statement's class tables are searched side by side.
            let mut solver = if shape == Shape::STATEMENT {
                crate::cube::solver()
            } else {
                cube_puzzle::Solver::new()
            };
            for _ in 0..args.count {
                let dataset = match args.steps {
                    None => cube_puzzle::generate::random(&mut rng, shape),
                    Some(steps) => {
                        cube_puzzle::generate::with_answer(&mut rng, &mut solver, shape, steps)
                            .ok_or_else(|| GenerateError::NoneFound(none_with(shape, steps)))?
                    }
                };
                write!(out, "{dataset}")?;
            }
            Ok(writeln!(out, "0 0")?)
        }
        Puzzle::ArrowMaze => {
            for k in 0..args.count {
                let seed = args.seed.wrapping_add(k);
                let mut maze = if args.winding {
                    arrow_maze::generate::staircase(seed, rows, cols)
                } else {
                    let found = if min_moves == 0 {
                        Some(arrow_maze::generate::random(seed, rows, cols))
                    } else {
                        arrow_maze::generate::with_route(seed, rows, cols, min_moves, TRIES)
                    };
                    found.ok_or_else(|| not_found("arrow maze", rows, cols, min_moves))?
                };
                maze.name = maze_name(args.seed, k + 1);
                write!(out, "{maze}")?;
            }
            Ok(writeln!(out, "END")?)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn request(line: &str) -> GenerateArgs {
        let args =
            crate::args::AbbottArgs::try_parse_from(line.split(' ')).expect("valid arguments");
        match args.command {
            crate::args::Command::Generate(request) => request,
            other => panic!("not a generate command: {other:?}"),
        }
    }

    #[test]
    fn options_that_do_not_fit_the_puzzle_are_named() {
        assert_eq!(
            misfit(&request("abbott generate cube-puzzle --rows 5 --winding")).as_deref(),
            Some(
                "--rows, --winding do not apply to the cube puzzle (--board picks the board, --steps the answer)"
            )
        );
        assert_eq!(
            misfit(&request("abbott generate dice-maze --steps 5")).as_deref(),
            Some(
                "--steps applies to the cube puzzle only (mazes take --rows, --cols, --winding, --min-moves)"
            )
        );
        assert_eq!(
            misfit(&request("abbott generate arrow-maze --steps 5 --board 2x3")).as_deref(),
            Some(
                "--steps, --board apply to the cube puzzle only (mazes take --rows, --cols, --winding, --min-moves)"
            )
        );
        assert_eq!(
            misfit(&request("abbott generate cube-puzzle --min-moves 3")).as_deref(),
            Some(
                "--min-moves does not apply to the cube puzzle (--board picks the board, --steps the answer)"
            )
        );
        assert_eq!(
            misfit(&request("abbott generate dice-maze --rows 5 --min-moves 3")),
            None
        );
        assert_eq!(
            misfit(&request(
                "abbott generate cube-puzzle --board 2x4 --steps 3"
            )),
            None
        );
        assert_eq!(
            misfit(&request(
                "abbott generate cube-puzzle --board 4x4 --steps 3"
            )),
            None
        );
        assert_eq!(
            misfit(&request("abbott generate cube-puzzle --board 4x4")),
            None
        );
        assert!(
            crate::args::AbbottArgs::try_parse_from(
                "abbott generate arrow-maze --winding --min-moves 5000".split(' ')
            )
            .is_err()
        );
    }

    #[test]
    fn a_maze_that_cannot_be_found_is_named_as_such() {
        let request = request("abbott generate dice-maze --rows 2 --cols 2 --min-moves 50");
        let error = generate(&request, &mut Vec::new()).expect_err("2 x 2 has no 50-move tour");
        assert!(matches!(error, GenerateError::NoneFound(_)));
        assert_eq!(
            error.to_string(),
            format!("no 2x2 dice maze with a route of at least 50 moves in {TRIES} tries")
        );
    }

    #[test]
    fn names_stay_unique_across_seeds() {
        for puzzle in ["arrow-maze", "dice-maze"] {
            names_of(puzzle);
        }
    }

    fn names_of(puzzle: &str) {
        let names = |seed: u64| {
            let mut out = Vec::new();
            generate(
                &request(&format!("abbott generate {puzzle} --seed {seed} --count 2")),
                &mut out,
            )
            .expect("a Vec takes any bytes");
            let text = String::from_utf8(out).expect("ASCII");
            text.lines()
                .filter(|l| l.starts_with('S'))
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        let (a, b) = (names(7), names(8));
        assert_eq!(a, ["S7N1", "S7N2"], "{puzzle}");
        assert!(a.iter().all(|n| !b.contains(n)), "{puzzle}: {a:?} {b:?}");
    }
}
