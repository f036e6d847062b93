//! `abbott generate`: seeded random puzzles in the judge input format.

use crate::args::GenerateArgs;
use cube_puzzle::Shape;
use dice_core::memory::OutOfMemory;
use std::io::{self, Write};

/// How many random mazes are drawn for one that fits before giving up.
const TRIES: u64 = 200_000;

/// The rows and columns of each maze `args` asks for: as given, or the
/// largest side the statement allows (`statement_side`: 10 for dice
/// mazes, 9 for arrow mazes), so that a file made without sizes is judge
/// data as it stands.
fn sides(args: &GenerateArgs, statement_side: u32) -> (u32, u32) {
    (
        args.rows.unwrap_or(statement_side),
        args.cols.unwrap_or(statement_side),
    )
}

/// Why no dataset with the answer `steps` was written on `shape`.
fn none_with(shape: Shape, steps: i64) -> String {
    if cube_puzzle::generate::exhaustive(shape) {
        format!("no dataset on the {shape} board has the answer {steps}")
    } else {
        let tries = cube_puzzle::generate::TRIES;
        format!("no dataset on the {shape} board with the answer {steps} in {tries} tries")
    }
}

/// What the statement allows in one judge file of a puzzle, which judge
/// data must keep (`abbott validate` refuses more unless `--extended`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatementLimits {
    /// The most datasets a file may hold.
    pub max_datasets: usize,
    /// The most rows and columns a maze may have; `None` for a puzzle
    /// whose board has no sides to choose.
    pub max_side: Option<u32>,
    /// What one dataset is called (`maze`).
    pub one: &'static str,
    /// What several are called (`mazes`).
    pub many: &'static str,
}

/// A warning when the file `args` asks for goes past `limits`, the
/// statement's limits of the puzzle's kind: `abbott validate` refuses such
/// a file unless `--extended`. `None` when the file is within them, or when
/// the puzzle has no statement (`limits` is `None`: cube datasets on other
/// boards).
pub fn beyond_statement(limits: Option<StatementLimits>, args: &GenerateArgs) -> Option<String> {
    let limits = limits?;
    let max_count = limits.max_datasets;
    let (rows, cols) = sides(args, limits.max_side.unwrap_or(0));
    let many = args.count > max_count as u64;
    let large = limits
        .max_side
        .filter(|&side| args.count > 0 && rows.max(cols) > side);
    let allows = match (many, large) {
        (false, None) => return None,
        (true, None) => format!("at most {max_count} a file"),
        (false, Some(side)) => format!("at most {side} rows and {side} columns"),
        (true, Some(side)) => {
            format!("at most {max_count} a file and {side} rows and {side} columns")
        }
    };
    let count = args.count;
    let what = if count == 1 { limits.one } else { limits.many };
    let wrote = if large.is_some() {
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
    /// The system refused the memory of the search that judges a drawn
    /// dataset (the datasets before it are written).
    #[error("{what} {number}: {refused}; {}", abbott_judge::error::MEMORY_PAGE)]
    Memory {
        /// `maze` or `dataset`.
        what: &'static str,
        /// Which of the datasets asked for, from 1.
        number: u64,
        /// What the system refused.
        refused: OutOfMemory,
    },
}

/// The refusal of the search for the `k`-th (from 0) `what` asked for.
fn refused(what: &'static str, k: u64) -> impl FnOnce(OutOfMemory) -> GenerateError {
    move |refused| GenerateError::Memory {
        what,
        number: k + 1,
        refused,
    }
}

/// Why no random maze with a route of at least `k` moves was written, and
/// the search that finds long routes: random mazes with long shortest
/// routes are rare, and `--longest` climbs to them.
fn not_found(puzzle: &str, rows: u32, cols: u32, k: usize) -> GenerateError {
    let what = puzzle.replace('-', " ");
    GenerateError::NoneFound(format!(
        "no {rows}x{cols} {what} with a route of at least {k} moves in {TRIES} random tries \
         (long routes are rare among random mazes: `abbott generate {puzzle} --longest \
         --rows {rows} --cols {cols}` searches for the longest route of that size)"
    ))
}

/// The budget of a `--longest` search: its evaluations, and its time from
/// now if `--within` is given.
fn budget(args: &GenerateArgs) -> dice_core::anneal::Budget {
    dice_core::anneal::Budget {
        evaluations: args.evaluations,
        deadline: args.within.map(|t| std::time::Instant::now() + t),
    }
}

/// The mazes of a `--ladder` below the longest: the first met of each
/// length from `from` up, longest first.
fn rungs<M>(found: &dice_core::anneal::Outcome<M>, from: Option<usize>) -> Vec<&M> {
    let Some(from) = from else {
        return Vec::new();
    };
    let below_best = found.by_length.len().saturating_sub(1);
    let lengths = found.by_length.get(from.min(below_best)..below_best);
    lengths.into_iter().flatten().rev().flatten().collect()
}

/// Why a `--longest` search wrote nothing: no maze it met had a route
/// (a dice maze of one square has no tour).
fn no_tour(what: &str, rows: u32, cols: u32) -> GenerateError {
    GenerateError::NoneFound(format!(
        "the search met no {rows}x{cols} {what} with a route"
    ))
}

/// The name of the `k`-th maze (from 1) of a request: unique across seeds
/// and counts, and a valid name in both maze formats.
fn maze_name(seed: u64, k: u64) -> String {
    format!("S{seed}N{k}")
}

/// Writes the dice mazes `args` asks for to `out` (options that do not
/// fit the puzzle are refused when the arguments are resolved, and
/// ignored here).
pub(crate) fn dice(args: &GenerateArgs, out: &mut dyn Write) -> Result<(), GenerateError> {
    let (rows, cols) = sides(args, dice_maze::STATEMENT_SIDE);
    let min_moves = args.min_moves.unwrap_or(0);
    for k in 0..args.count {
        let seed = args.seed.wrapping_add(k);
        let mut maze = if args.longest {
            let found = dice_maze::longest::search(seed, rows, cols, budget(args));
            let ladder = rungs(&found, args.ladder);
            let (best, _) = found
                .best
                .as_ref()
                .ok_or_else(|| no_tour("dice maze", rows, cols))?;
            for maze in std::iter::once(best).chain(ladder) {
                write!(out, "{maze}")?;
            }
            continue;
        } else if args.winding {
            dice_maze::generate::winding(seed, rows, cols)
        } else {
            let found = dice_maze::generate::try_unique(seed, rows, cols, min_moves, TRIES);
            found
                .map_err(refused("maze", k))?
                .ok_or_else(|| not_found("dice-maze", rows, cols, min_moves))?
        };
        maze.name = maze_name(args.seed, k + 1);
        write!(out, "{maze}")?;
    }
    Ok(writeln!(out, "END")?)
}

/// Writes the arrow mazes `args` asks for to `out`.
pub(crate) fn arrow(args: &GenerateArgs, out: &mut dyn Write) -> Result<(), GenerateError> {
    let (rows, cols) = sides(args, arrow_maze::STATEMENT_SIDE);
    let min_moves = args.min_moves.unwrap_or(0);
    for k in 0..args.count {
        let seed = args.seed.wrapping_add(k);
        let mut maze = if args.longest {
            let found = arrow_maze::longest::search(seed, rows, cols, budget(args));
            let ladder = rungs(&found, args.ladder);
            let (best, _) = found
                .best
                .as_ref()
                .ok_or_else(|| no_tour("arrow maze", rows, cols))?;
            for maze in std::iter::once(best).chain(ladder) {
                write!(out, "{maze}")?;
            }
            continue;
        } else if args.winding {
            arrow_maze::generate::staircase(seed, rows, cols)
        } else {
            let found = if min_moves == 0 {
                Some(arrow_maze::generate::random(seed, rows, cols))
            } else {
                arrow_maze::generate::try_with_route(seed, rows, cols, min_moves, TRIES)
                    .map_err(refused("maze", k))?
            };
            found.ok_or_else(|| not_found("arrow-maze", rows, cols, min_moves))?
        };
        maze.name = maze_name(args.seed, k + 1);
        write!(out, "{maze}")?;
    }
    Ok(writeln!(out, "END")?)
}

/// Writes the cube datasets on `shape` that `args` asks for to `out`.
pub(crate) fn cube(
    shape: Shape,
    args: &GenerateArgs,
    out: &mut dyn Write,
) -> Result<(), GenerateError> {
    let mut rng = dice_core::rng::SplitMix64::new(args.seed);
    let mut solver = if shape == Shape::STATEMENT {
        abbott_judge::cube::solver()
    } else {
        cube_puzzle::Solver::new()
    };
    for k in 0..args.count {
        let dataset = match args.steps {
            None => cube_puzzle::generate::try_reachable(&mut rng, &mut solver, shape)
                .map_err(refused("dataset", k))?,
            Some(steps) => {
                cube_puzzle::generate::try_with_answer(&mut rng, &mut solver, shape, steps)
                    .map_err(refused("dataset", k))?
                    .ok_or_else(|| GenerateError::NoneFound(none_with(shape, steps)))?
            }
        };
        write!(out, "{dataset}")?;
    }
    Ok(writeln!(out, "0 0")?)
}

/// `abbott generate`, resolved: the options all fit the puzzle.
#[derive(Debug)]
pub struct Request {
    /// The puzzle and its board.
    pub chosen: abbott_judge::puzzle::Chosen,
    /// The options as given.
    pub args: GenerateArgs,
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
    fn a_maze_that_cannot_be_found_is_named_as_such() {
        let request = request("abbott generate dice-maze --rows 2 --cols 2 --min-moves 50");
        let error = dice(&request, &mut Vec::new()).expect_err("2 x 2 has no 50-move tour");
        assert!(matches!(error, GenerateError::NoneFound(_)));
        assert_eq!(
            error.to_string(),
            format!(
                "no 2x2 dice maze with a route of at least 50 moves in {TRIES} random tries \
                 (long routes are rare among random mazes: `abbott generate dice-maze \
                 --longest --rows 2 --cols 2` searches for the longest route of that size)"
            )
        );
    }

    /// What `args` writes, checked by the puzzle's strict validator under
    /// the limits that generate's own warning names: the statement's when
    /// there is no warning, abbott's extended ones when there is.
    fn refusals(line: &str) -> Vec<String> {
        let args = request(line);
        let mut out = Vec::new();
        let kind = crate::kind::of(abbott_judge::puzzle::Chosen {
            puzzle: args.puzzle,
            board: args.board.unwrap_or(Shape::STATEMENT),
        });
        let limits = if beyond_statement(kind.statement_limits(), &args).is_some() {
            dice_core::strict::Limits::Extended
        } else {
            dice_core::strict::Limits::Original
        };
        kind.generate(&args, &mut out).expect("a dataset is found");
        let broken = kind.violations(&out, limits);
        broken.iter().map(|e| format!("{line}: {e}")).collect()
    }

    /// What the validator refuses of `abbott generate PUZZLE`: seeds 0
    /// on, 40 mazes a file, on each of `sizes` (rows, columns), then each
    /// of `runs` (the options after the puzzle).
    fn maze_refusals(puzzle: &str, sizes: [(u32, u32); 6], runs: [&str; 3]) -> Vec<String> {
        let sized = (0..).zip(sizes).map(|(seed, (rows, cols))| {
            format!("--seed {seed} --count 40 --rows {rows} --cols {cols}")
        });
        (sized.chain(runs.map(str::to_string)))
            .flat_map(|run| refusals(&format!("abbott generate {puzzle} {run}")))
            .collect()
    }

    #[test]
    fn every_generated_dice_maze_passes_the_validator() {
        let sizes = [(10, 10), (2, 2), (1, 7), (5, 1), (3, 4), (12, 9)];
        // 301 mazes: the file goes past the statement's 300 (so extended);
        // this is the run that once wrote empty start squares.
        let runs = [
            "--count 301 --rows 10 --cols 10",
            "--seed 9 --count 5 --min-moves 8",
            "--seed 3 --count 3 --winding --rows 11 --cols 14",
        ];
        assert_eq!(
            maze_refusals("dice-maze", sizes, runs),
            Vec::<String>::new()
        );
    }

    #[test]
    fn every_generated_arrow_maze_passes_the_validator() {
        let sizes = [(9, 9), (1, 1), (1, 6), (4, 1), (3, 5), (12, 10)];
        let runs = [
            "--count 301 --rows 9 --cols 9",
            "--seed 9 --count 5 --min-moves 6",
            "--seed 3 --count 3 --winding --rows 9 --cols 9",
        ];
        assert_eq!(
            maze_refusals("arrow-maze", sizes, runs),
            Vec::<String>::new()
        );
    }

    #[test]
    fn every_generated_cube_dataset_passes_the_validator() {
        let mut refused = Vec::new();
        for seed in 0..4 {
            refused.extend(refusals(&format!(
                "abbott generate cube-puzzle --seed {seed} --count 15"
            )));
        }
        refused.extend(refusals("abbott generate cube-puzzle --count 40"));
        refused.extend(refusals(
            "abbott generate cube-puzzle --seed 5 --count 4 --steps 6",
        ));
        refused.extend(refusals(
            "abbott generate cube-puzzle --seed 6 --count 10 --board 2x3",
        ));
        refused.extend(refusals(
            "abbott generate cube-puzzle --seed 7 --count 3 --board 2x2 --steps 3",
        ));
        assert_eq!(refused, Vec::<String>::new());
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
            let request = request(&format!("abbott generate {puzzle} --seed {seed} --count 2"));
            let write = if puzzle == "dice-maze" { dice } else { arrow };
            write(&request, &mut out).expect("a Vec takes any bytes");
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
