//! Multi-test files for the two mazes, built against state carried from one
//! dataset to the next: a maze, then the same squares again (another start
//! and die, another entrance and goal, or the maze cut smaller), each pair
//! kept only where a breadth-first search whose marks survive the first
//! maze answers the second wrong. The searches that keep their marks live
//! here too, as the builders' yardstick; the promise test checks the files
//! with searches of its own.

use super::Case;
use arrow_maze::Maze as ArrowMaze;
use dice_core::rng::SplitMix64;
use dice_core::{Heading, Orientation, Pos};
use dice_maze::{Maze as DiceMaze, ShortestTours, SquareValue, count_shortest_tours};

/// Rows and columns of the marks a carrying search keeps: every square of
/// the statements' largest mazes (10 x 10 dice, 9 x 9 arrows) by its own
/// row and column, from 1.
const MARK_SIDE: usize = 11;

/// A breadth-first search for the dice maze whose marks (square by row and
/// column, die orientation) are never cleared between mazes: what a
/// solution with a global `seen` array it forgets to reset does.
#[derive(Debug)]
pub(super) struct KeptDiceMarks {
    seen: Vec<bool>,
}

impl KeptDiceMarks {
    /// A search that has marked nothing yet.
    pub(super) fn new() -> KeptDiceMarks {
        KeptDiceMarks {
            seen: vec![false; MARK_SIDE * MARK_SIDE * dice_core::N_ORIENTATIONS],
        }
    }

    /// The moves of the tour this search finds in `maze`, marks kept.
    pub(super) fn moves(&mut self, maze: &DiceMaze) -> Option<usize> {
        let key = |pos: Pos, die: Orientation| {
            (pos.row as usize * MARK_SIDE + pos.col as usize) * dice_core::N_ORIENTATIONS
                + die.index()
        };
        self.seen[key(maze.start, maze.die)] = true;
        let mut layer = vec![(maze.start, maze.die)];
        let mut moves = 0;
        while !layer.is_empty() {
            moves += 1;
            let mut next = Vec::new();
            for &(pos, die) in &layer {
                for heading in Heading::ALL {
                    let Some(to) = step(pos, heading) else {
                        continue;
                    };
                    let admits = maze.grid.get(to).is_some_and(|sq| sq.admits(die.top()));
                    if !admits {
                        continue;
                    }
                    if to == maze.start {
                        return Some(moves);
                    }
                    let rolled = die.roll(heading);
                    if !std::mem::replace(&mut self.seen[key(to, rolled)], true) {
                        next.push((to, rolled));
                    }
                }
            }
            layer = next;
        }
        None
    }
}

/// A breadth-first search for the arrow maze whose marks (intersection by
/// row and column, heading of arrival) are never cleared between mazes.
#[derive(Debug)]
pub(super) struct KeptArrowMarks {
    seen: Vec<bool>,
}

impl KeptArrowMarks {
    /// A search that has marked nothing yet.
    pub(super) fn new() -> KeptArrowMarks {
        KeptArrowMarks {
            seen: vec![false; MARK_SIDE * MARK_SIDE * 4],
        }
    }

    /// The moves of the route this search finds in `maze`, marks kept.
    pub(super) fn moves(&mut self, maze: &ArrowMaze) -> Option<usize> {
        let key = |pos: Pos, h: Heading| {
            (pos.row as usize * MARK_SIDE + pos.col as usize) * 4 + h.index()
        };
        let on_grid = |pos: Pos| (1..=9).contains(&pos.row) && (1..=9).contains(&pos.col);
        let first = step(maze.start, maze.heading).filter(|&p| on_grid(p))?;
        self.seen[key(first, maze.heading)] = true;
        let mut layer = vec![(first, maze.heading)];
        let mut moves = 1;
        while !layer.is_empty() {
            let mut next = Vec::new();
            for &(pos, arriving) in &layer {
                if pos == maze.goal {
                    return Some(moves);
                }
                let post = maze.signs.get(pos).unwrap_or(arrow_maze::Signpost::NONE);
                for turn in arrow_maze::Turn::ALL {
                    if !post.allows(arriving, turn) {
                        continue;
                    }
                    let leaving = turn.apply(arriving);
                    let Some(to) = step(pos, leaving).filter(|&p| on_grid(p)) else {
                        continue;
                    };
                    if !std::mem::replace(&mut self.seen[key(to, leaving)], true) {
                        next.push((to, leaving));
                    }
                }
            }
            layer = next;
            moves += 1;
        }
        None
    }
}

/// The square one step from `pos` heading `heading`, if its row and column
/// stay 0 or more.
fn step(pos: Pos, heading: Heading) -> Option<Pos> {
    let (dr, dc) = heading.delta();
    let row = u32::try_from(pos.row as i32 + dr).ok()?;
    let col = u32::try_from(pos.col as i32 + dc).ok()?;
    Some(Pos::new(row, col))
}

/// Whether a dice search that kept the marks of `first` answers `second`
/// wrong (another number of moves, or none).
pub(super) fn dice_pair_fails(first: &DiceMaze, second: &DiceMaze) -> bool {
    let mut kept = KeptDiceMarks::new();
    kept.moves(first);
    let right = dice_maze::Solver::new().solve(second).n_moves();
    kept.moves(second) != right
}

/// Whether an arrow search that kept the marks of `first` answers `second`
/// wrong.
pub(super) fn arrow_pair_fails(first: &ArrowMaze, second: &ArrowMaze) -> bool {
    let mut kept = KeptArrowMarks::new();
    kept.moves(first);
    let right = arrow_maze::Solver::new().solve(second).n_moves();
    kept.moves(second) != right
}

/// A dice maze the statement allows: a start square that is not empty and
/// one shortest tour.
fn dice_promised(maze: &DiceMaze) -> bool {
    maze.grid.get(maze.start) != Some(SquareValue::EMPTY)
        && count_shortest_tours(maze).shortest == ShortestTours::One
}

/// `maze` with the die on another square that is not empty, in another
/// orientation, drawn by `rng`.
fn dice_restarted(rng: &mut SplitMix64, maze: &DiceMaze) -> DiceMaze {
    let (rows, cols) = (maze.grid.n_rows(), maze.grid.n_cols());
    let start = Pos::new(
        1 + rng.below(rows.into()) as u32,
        1 + rng.below(cols.into()) as u32,
    );
    let all: Vec<Orientation> = Orientation::all().collect();
    let die = all[rng.below(all.len() as u64) as usize];
    DiceMaze {
        start,
        die,
        ..maze.clone()
    }
}

/// `maze` cut to its first `rows` rows and `cols` columns (which hold the
/// start): the same squares, fewer of them.
fn dice_cut(maze: &DiceMaze, rows: u32, cols: u32) -> DiceMaze {
    let mut cut = DiceMaze::new(&maze.name, rows, cols, maze.start, maze.die);
    for row in 1..=rows {
        for col in 1..=cols {
            let pos = Pos::new(row, col);
            cut.grid
                .set(pos, maze.grid.get(pos).unwrap_or(SquareValue::EMPTY));
        }
    }
    cut
}

/// Pairs of dice mazes, `n` of them, the second made from the first by
/// `vary`, each pair kept where the statement's promises hold for both and
/// a search that keeps its marks answers the second wrong; named `prefix`
/// and a number, `A` for the first and `B` for the second.
pub(super) fn dice_pairs(
    prefix: &str,
    n: usize,
    seed: u64,
    mut base: impl FnMut(u64) -> Option<DiceMaze>,
    mut vary: impl FnMut(&mut SplitMix64, &DiceMaze) -> DiceMaze,
) -> Vec<DiceMaze> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut s = seed;
    while out.len() < 2 * n && s < seed + 2000 {
        s += 1;
        let Some(first) = base(s).filter(dice_promised) else {
            continue;
        };
        let found = (0..200).map(|_| vary(&mut rng, &first)).find(|second| {
            *second != first && dice_promised(second) && dice_pair_fails(&first, second)
        });
        if let Some(second) = found {
            let k = out.len() / 2 + 1;
            out.push(DiceMaze {
                name: format!("{prefix}{k}A"),
                ..first
            });
            out.push(DiceMaze {
                name: format!("{prefix}{k}B"),
                ..second
            });
        }
    }
    debug_assert_eq!(out.len(), 2 * n, "{prefix}: too few pairs found");
    out
}

/// The dice maze drawn again with another start and die.
pub(super) fn dice_another_start(rng: &mut SplitMix64, maze: &DiceMaze) -> DiceMaze {
    dice_restarted(rng, maze)
}

/// The dice maze cut to fewer rows or columns that still hold its start.
pub(super) fn dice_smaller(rng: &mut SplitMix64, maze: &DiceMaze) -> DiceMaze {
    let (rows, cols) = (maze.grid.n_rows(), maze.grid.n_cols());
    let low = |least: u32, most: u32, rng: &mut SplitMix64| {
        least + rng.below(u64::from(most - least + 1)) as u32
    };
    let r = low(maze.start.row.max(2), rows, rng);
    let c = low(maze.start.col.max(2), cols, rng);
    dice_cut(maze, r, c)
}

/// Pairs of arrow mazes, as [`dice_pairs`] makes them: the second from the
/// first by `vary`, kept where a search that keeps its marks answers the
/// second wrong.
pub(super) fn arrow_pairs(
    prefix: &str,
    n: usize,
    seed: u64,
    mut base: impl FnMut(u64) -> Option<ArrowMaze>,
    mut vary: impl FnMut(&mut SplitMix64, &ArrowMaze) -> ArrowMaze,
) -> Vec<ArrowMaze> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut s = seed;
    while out.len() < 2 * n && s < seed + 2000 {
        s += 1;
        let Some(first) = base(s) else {
            continue;
        };
        let found = (0..200)
            .map(|_| vary(&mut rng, &first))
            .find(|second| *second != first && arrow_pair_fails(&first, second));
        if let Some(second) = found {
            let k = out.len() / 2 + 1;
            out.push(ArrowMaze {
                name: format!("{prefix}{k}A"),
                ..first
            });
            out.push(ArrowMaze {
                name: format!("{prefix}{k}B"),
                ..second
            });
        }
    }
    debug_assert_eq!(out.len(), 2 * n, "{prefix}: too few pairs found");
    out
}

/// The arrow maze with another entrance, heading and goal on its grid.
pub(super) fn arrow_another_entrance(rng: &mut SplitMix64, maze: &ArrowMaze) -> ArrowMaze {
    let (rows, cols) = (maze.signs.n_rows(), maze.signs.n_cols());
    let pick = |rng: &mut SplitMix64| {
        Pos::new(
            1 + rng.below(rows.into()) as u32,
            1 + rng.below(cols.into()) as u32,
        )
    };
    let start = pick(rng);
    let goal = pick(rng);
    ArrowMaze {
        start,
        goal,
        heading: Heading::ALL[rng.below(4) as usize],
        ..maze.clone()
    }
}

/// The arrow maze with only the signs of its first rows and columns that
/// still hold its entrance and goal.
pub(super) fn arrow_smaller(rng: &mut SplitMix64, maze: &ArrowMaze) -> ArrowMaze {
    let (rows, cols) = (maze.signs.n_rows(), maze.signs.n_cols());
    let least_row = maze.start.row.max(maze.goal.row);
    let least_col = maze.start.col.max(maze.goal.col);
    let r = least_row + rng.below(u64::from(rows - least_row + 1)) as u32;
    let c = least_col + rng.below(u64::from(cols - least_col + 1)) as u32;
    let mut cut = ArrowMaze::new(&maze.name, maze.start, maze.heading, maze.goal);
    cut.signs = dice_core::Grid::new(r, c, arrow_maze::Signpost::NONE, arrow_maze::Signpost::NONE);
    for row in 1..=r {
        for col in 1..=c {
            let pos = Pos::new(row, col);
            cut.signs.set(
                pos,
                maze.signs.get(pos).unwrap_or(arrow_maze::Signpost::NONE),
            );
        }
    }
    cut
}

/// The dice maze's multi-test files against carried state.
pub(super) fn dice_cases() -> Vec<Case> {
    let unique = |s: u64, rows: u32, cols: u32| dice_maze::generate::unique(s, rows, cols, 8, 400);
    let files = [
        (
            "carried-smaller-after-larger",
            "each 10 x 10 maze followed by itself cut smaller, over the same squares: a solution whose seen marks survive the larger maze answers the smaller wrong",
            dice_pairs("CUT", 8, 0xCA_0001, |s| unique(s, 10, 10), dice_smaller),
        ),
        (
            "carried-another-start",
            "each maze followed by the same squares with the die on another square or the same square turned another way: a solution whose seen marks survive the first answers the second wrong",
            dice_pairs(
                "AGAIN",
                8,
                0xCA_0002,
                |s| unique(s, 5 + (s % 6) as u32, 5 + (s / 6 % 6) as u32),
                dice_another_start,
            ),
        ),
    ];
    (files.into_iter())
        .map(|(name, what, mazes)| Case::new(name, what, dice_maze::to_judge_input(&mazes)))
        .collect()
}

/// The arrow maze's multi-test files against carried state.
pub(super) fn arrow_cases() -> Vec<Case> {
    let routed =
        |s: u64, rows: u32, cols: u32| arrow_maze::generate::with_route(s, rows, cols, 10, 50);
    let files = [
        (
            "carried-smaller-after-larger",
            "each 9 x 9 maze followed by its signs in fewer rows and columns, over the same intersections: a solution whose seen marks survive the larger maze answers the smaller wrong",
            arrow_pairs("CUT", 8, 0xCA_0003, |s| routed(s, 9, 9), arrow_smaller),
        ),
        (
            "carried-another-entrance",
            "each maze followed by the same signs with another entrance, heading and goal: a solution whose seen marks survive the first answers the second wrong",
            arrow_pairs(
                "AGAIN",
                8,
                0xCA_0004,
                |s| routed(s, 5 + (s % 5) as u32, 5 + (s / 5 % 5) as u32),
                arrow_another_entrance,
            ),
        ),
    ];
    (files.into_iter())
        .map(|(name, what, mazes)| Case::new(name, what, arrow_maze::to_judge_input(&mazes)))
        .collect()
}
