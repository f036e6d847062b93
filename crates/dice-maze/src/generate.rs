//! Seeded generators of dice mazes, for tests, benchmarks and setters.

use crate::{Maze, ShortestTours, SquareValue};
use dice_core::memory::OutOfMemory;
use dice_core::rng::SplitMix64;
use dice_core::{Heading, Orientation, Pos};

/// A random die orientation.
fn random_die(rng: &mut SplitMix64) -> Orientation {
    let all: Vec<Orientation> = Orientation::all().collect();
    all[rng.below(all.len() as u64) as usize]
}

/// A maze of random squares: about 15% empty, 10% wild, the rest faces 1 to
/// 6, with a random start and die. Small ones often have tours, large ones
/// rarely have short ones.
pub fn random(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    scattered(seed, &format!("RANDOM{seed}"), (n_rows, n_cols), (15, 10))
}

/// A maze as the statement promises them: exactly one shortest tour, of at
/// least `min_moves` moves, or (with `min_moves` 0, half the time) no tour
/// at all. Random mazes are drawn from `seed` on until one fits; `None` if
/// none of `tries` does. A refused search ends the process, as a refused
/// allocation does; [`try_unique`] gives the refusal instead.
pub fn unique(seed: u64, n_rows: u32, n_cols: u32, min_moves: usize, tries: u64) -> Option<Maze> {
    try_unique(seed, n_rows, n_cols, min_moves, tries).unwrap_or_else(|e| e.abort())
}

/// [`unique`], or the system's refusal of the memory of the search that
/// counts a maze's shortest tours (about 24 bytes a square).
///
/// ```
/// let maze = dice_maze::generate::try_unique(7, 6, 6, 4, 400)?.expect("found");
/// assert!(dice_maze::solve(&maze).n_moves().is_some_and(|n| n >= 4));
/// # Ok::<(), dice_core::memory::OutOfMemory>(())
/// ```
pub fn try_unique(
    seed: u64,
    n_rows: u32,
    n_cols: u32,
    min_moves: usize,
    tries: u64,
) -> Result<Option<Maze>, OutOfMemory> {
    let mut rng = SplitMix64::new(seed);
    let want_none = min_moves == 0 && rng.chance(50);
    let large = u64::from(n_rows) * u64::from(n_cols) >= LARGE_SQUARES;
    // The random squares of a large maze, kept from one try to the next.
    let mut kept: Option<Maze> = None;
    for k in 0..tries {
        let sub_seed = seed.wrapping_mul(1_000_003).wrapping_add(k);
        // Long tours are rare in random squares: half the tries lay a ring
        // whose squares carry the die round, over random squares.
        let ring = min_moves > 0 && k % 2 == 1;
        let mut maze = if ring {
            ringed(sub_seed, n_rows, n_cols)
        } else if let Some(squares) = kept.take() {
            moved(squares, sub_seed)
        } else {
            sparse(sub_seed, n_rows, n_cols)
        };
        // The statement promises a start square the die stands on: a maze
        // whose start is empty has no tour, but it is no maze of the
        // statement's either.
        if maze.grid.get(maze.start) == Some(SquareValue::EMPTY) {
            if large && !ring {
                kept = Some(maze);
            }
            continue;
        }
        let count = crate::try_count_shortest_tours(&maze)?;
        let fits = match count.moves {
            None => want_none,
            Some(moves) => !want_none && count.shortest == ShortestTours::One && moves >= min_moves,
        };
        if fits {
            maze.name = format!("UNIQUE{seed}");
            return Ok(Some(maze));
        }
        if large && !ring {
            kept = Some(maze);
        }
    }
    Ok(None)
}

/// From this many squares on, [`unique`] keeps a maze's random squares from
/// one try to the next and draws only a new start and die: drawing 16
/// million squares costs ten times the search that judges them, which
/// rarely leaves the start's neighbourhood. Smaller mazes draw every try
/// afresh, as they always have, so their mazes stay the same for a seed.
pub const LARGE_SQUARES: u64 = 1 << 20;

/// `maze` with a start square and die drawn from `seed`.
fn moved(mut maze: Maze, seed: u64) -> Maze {
    let mut rng = SplitMix64::new(seed);
    let (n_rows, n_cols) = (maze.grid.n_rows(), maze.grid.n_cols());
    maze.start = Pos::new(
        1 + rng.below(u64::from(n_rows)) as u32,
        1 + rng.below(u64::from(n_cols)) as u32,
    );
    maze.die = random_die(&mut rng);
    maze
}

/// A [`sparse`] maze with a rectangular ring laid over it: going round the
/// ring from the start is a tour.
fn ringed(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    let mut rng = SplitMix64::new(seed ^ 0x5EED);
    let mut maze = sparse(seed, n_rows, n_cols);
    if n_rows < 2 || n_cols < 2 {
        return maze;
    }
    let (top, left) = (
        1 + rng.below(u64::from(n_rows - 1)) as u32,
        1 + rng.below(u64::from(n_cols - 1)) as u32,
    );
    let bottom = top + 1 + rng.below(u64::from(n_rows - top)) as u32;
    let right = left + 1 + rng.below(u64::from(n_cols - left)) as u32;
    let mut ring: Vec<Pos> = (left..=right).map(|c| Pos::new(top, c)).collect();
    ring.extend((top + 1..=bottom).map(|r| Pos::new(r, right)));
    ring.extend((left..right).rev().map(|c| Pos::new(bottom, c)));
    ring.extend((top + 1..bottom).rev().map(|r| Pos::new(r, left)));
    let turn = rng.below(ring.len() as u64) as usize;
    ring.rotate_left(turn);
    ring.push(ring[0]);
    // The random squares stay off the ring.
    lay_walk_over(&mut maze, &ring, random_die(&mut rng));
    maze
}

/// A random maze with few wild squares (which make short tours) and more
/// empty ones.
fn sparse(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    scattered(seed, "UNIQUE", (n_rows, n_cols), (25, 3))
}

/// A maze with a random start and die whose squares are empty with
/// `empty` percent odds, wild with `wild` percent, and faces 1 to 6
/// otherwise.
fn scattered(
    seed: u64,
    name: &str,
    (n_rows, n_cols): (u32, u32),
    (empty, wild): (u64, u64),
) -> Maze {
    let mut rng = SplitMix64::new(seed);
    let start = Pos::new(
        1 + rng.below(u64::from(n_rows)) as u32,
        1 + rng.below(u64::from(n_cols)) as u32,
    );
    let die = random_die(&mut rng);
    let mut maze = Maze::new(name, n_rows, n_cols, start, die);
    scatter_squares(&mut maze, &mut rng, empty, wild);
    maze
}

/// Draws every square of `maze` from `rng`, row by row: empty with
/// `empty` percent odds, wild with `wild` percent, a face 1 to 6
/// otherwise.
pub fn scatter_squares(maze: &mut Maze, rng: &mut SplitMix64, empty: u64, wild: u64) {
    for row in 1..=maze.grid.n_rows() {
        for square in maze.grid.row_mut(row) {
            let roll = rng.below(100);
            *square = if roll < empty {
                SquareValue::EMPTY
            } else if roll < empty + wild {
                SquareValue::WILD
            } else {
                SquareValue::face(1 + rng.below(6) as u8).unwrap_or(SquareValue::WILD)
            };
        }
    }
}

/// A maze whose tour is long: a corridor winds through every other row and
/// comes back up the first column, and each corridor square holds the face
/// the die shows before it rolls there walking round, so going round once is
/// always a tour. The squares between corridors are empty. On 1000 by 1000
/// the tour has about 500,000 moves.
pub fn winding(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    let mut rng = SplitMix64::new(seed);
    let n_rows = n_rows.max(3);
    let n_cols = n_cols.max(6);
    let name = format!("WINDING{seed}");
    // Going round is always a tour, but the die may find a way to double
    // back early, depending on how the loop turns it. Try corridor lengths
    // and dice in a seeded order and keep the first maze whose shortest tour
    // goes at least half way round.
    let first_die = rng.below(24) as usize;
    let mut best: Option<(usize, Maze)> = None;
    let mut solver = crate::Solver::new();
    for east_end in (n_cols.saturating_sub(3).max(5)..=n_cols).rev() {
        let walk = winding_walk(n_rows, east_end);
        for k in 0..24 {
            let die = Orientation::from_index((first_die + k) % 24)
                .expect("a number mod 24 numbers an orientation");
            let maze = lay_walk(&name, n_rows, n_cols, &walk, die);
            let moves = solver.solve(&maze).n_moves().unwrap_or(0);
            if 2 * moves >= walk.len() {
                return maze;
            }
            if best.as_ref().is_none_or(|(m, _)| *m < moves) {
                best = Some((moves, maze));
            }
        }
    }
    best.map_or_else(
        || {
            Maze::new(
                &name,
                n_rows,
                n_cols,
                Pos::new(1, 1),
                Orientation::REFERENCE,
            )
        },
        |(_, maze)| maze,
    )
}

/// The closed walk of [`winding`]: corridors on rows 1, 3, 5, ... from
/// column 3 to `east_end` (row 1 from column 1), joined at alternate ends,
/// then back up column 1. It starts and ends at (1,3).
fn winding_walk(n_rows: u32, east_end: u32) -> Vec<Pos> {
    // An even number of corridors, so that the last runs west and meets the
    // return column.
    let n_corridors = {
        let n = n_rows.div_ceil(2);
        if n.is_multiple_of(2) { n } else { n - 1 }
    };
    let last = 2 * n_corridors - 1;
    let mut walk: Vec<Pos> = (1..=east_end).map(|c| Pos::new(1, c)).collect();
    for k in 1..n_corridors {
        let row = 2 * k + 1;
        let east = k % 2 == 0;
        walk.push(Pos::new(row - 1, if east { 3 } else { east_end }));
        if east {
            walk.extend((3..=east_end).map(|c| Pos::new(row, c)));
        } else {
            walk.extend((3..=east_end).rev().map(|c| Pos::new(row, c)));
        }
    }
    walk.push(Pos::new(last, 2));
    walk.extend((2..=last).rev().map(|r| Pos::new(r, 1)));
    // Start in the middle of the first straight run: on a straight run a die
    // never steps straight back (two rolls the same way turn the top upside
    // down), so the tour cannot double back at once.
    walk.rotate_left(2);
    walk.push(walk[0]);
    walk
}

/// The maze whose squares along `walk` hold the faces a die starting as
/// `die` shows on arrival; every other square is empty.
fn lay_walk(name: &str, n_rows: u32, n_cols: u32, walk: &[Pos], die: Orientation) -> Maze {
    let mut maze = Maze::new(name, n_rows, n_cols, walk[0], die);
    lay_walk_over(&mut maze, walk, die);
    maze
}

/// Starts `maze`'s die as `die` at the walk's first square and writes along
/// the walk the face the die shows before each roll; other squares are
/// left as they are.
fn lay_walk_over(maze: &mut Maze, walk: &[Pos], die: Orientation) {
    maze.start = walk[0];
    maze.die = die;
    let mut current = die;
    for pair in walk.windows(2) {
        let heading = pair[0].heading_to(pair[1]).unwrap_or(Heading::North);
        maze.grid.set(
            pair[1],
            SquareValue::face(current.top()).unwrap_or(SquareValue::WILD),
        );
        current = current.roll(heading);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve;

    #[test]
    fn same_seed_same_maze() {
        assert_eq!(random(3, 5, 6), random(3, 5, 6));
        assert_ne!(random(3, 5, 6), random(4, 5, 6));
    }

    #[test]
    fn unique_mazes_have_one_shortest_tour() {
        for seed in 0..30 {
            let maze = unique(seed, 6, 6, 6, 100_000).expect("found");
            let count = crate::count_shortest_tours(&maze);
            assert_eq!(count.shortest, ShortestTours::One);
            assert!(count.moves.is_some_and(|m| m >= 6));
            assert_eq!(solve(&maze).n_moves(), count.moves);
        }
    }

    #[test]
    fn large_unique_mazes_keep_their_squares_between_tries() {
        // 1024 x 1024 squares: every try after the first is a new start and
        // die on the first try's squares.
        let mut moved_starts = 0;
        for seed in 0..6 {
            let maze = unique(seed, 1024, 1024, 0, 1000).expect("found");
            let count = crate::count_shortest_tours(&maze);
            assert_ne!(count.shortest, ShortestTours::Several, "seed {seed}");
            assert_eq!(solve(&maze).n_moves(), count.moves, "seed {seed}");
            let first = sparse(seed.wrapping_mul(1_000_003), 1024, 1024);
            assert_eq!(
                maze.grid, first.grid,
                "seed {seed}: the first try's squares"
            );
            if (maze.start, maze.die) != (first.start, first.die) {
                moved_starts += 1;
            }
        }
        assert!(moved_starts > 0, "some seed needs a second try");
    }

    #[test]
    fn unique_mazes_start_on_a_square_the_die_stands_on() {
        // Half of them want no tour; an empty start square would give one
        // for free, and the validator refuses it.
        for seed in 0..200 {
            let maze = unique(seed, 10, 10, 0, 10_000).expect("found");
            assert_ne!(
                maze.grid.get(maze.start),
                Some(SquareValue::EMPTY),
                "seed {seed}"
            );
            let text = crate::to_judge_input(std::slice::from_ref(&maze));
            let faults = crate::validate(text.as_bytes(), dice_core::strict::Limits::Original);
            assert!(faults.is_empty(), "seed {seed}: {faults:?}");
        }
    }

    #[test]
    fn winding_maze_has_a_long_tour() {
        let maze = winding(1, 20, 30);
        let moves = solve(&maze).n_moves().expect("going round is a tour");
        assert!(moves > 100, "only {moves} moves");
    }

    #[test]
    fn random_squares_come_in_the_promised_mix() {
        let maze = random(1, 200, 200);
        let (mut empty, mut wild) = (0, 0);
        for row in 1..=200 {
            for square in maze.grid.row(row) {
                match square.value() {
                    0 => empty += 1,
                    -1 => wild += 1,
                    v => assert!((1..=6).contains(&v)),
                }
            }
        }
        // 40,000 squares: 15% and 10%, give or take 0.6% (over 3 standard
        // deviations).
        assert!((5760..=6240).contains(&empty), "{empty} empty");
        assert!((3760..=4240).contains(&wild), "{wild} wild");
        for seed in 0..200 {
            for (rows, cols) in [(1, 1), (1, 5), (4, 1), (3, 7)] {
                let maze = random(seed, rows, cols);
                assert!(
                    maze.grid.contains(maze.start),
                    "seed {seed}: {}",
                    maze.start
                );
            }
        }
    }

    #[test]
    fn a_ring_carries_the_die_round_on_every_board_that_has_room() {
        for seed in 0..20 {
            for rows in 1..6 {
                for cols in 1..6 {
                    let maze = ringed(seed, rows, cols);
                    if rows < 2 || cols < 2 {
                        assert_eq!(maze, sparse(seed, rows, cols), "no room for a ring");
                    } else {
                        assert!(
                            solve(&maze).route.is_some(),
                            "seed {seed}, {rows} x {cols}\n{maze}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn long_unique_tours_are_found_in_a_few_tries() {
        // Random squares alone give no 12-move unique tour on 8 x 8 in 20
        // tries for any of these seeds; rings do for all.
        for seed in 0..10 {
            let maze = unique(seed, 8, 8, 12, 20);
            assert!(
                maze.is_some(),
                "seed {seed}: no 12-move unique tour in 20 tries"
            );
        }
    }

    #[test]
    fn without_a_minimum_both_kinds_of_maze_come() {
        let counts: Vec<_> = (0..40)
            .map(|seed| {
                let maze = unique(seed, 5, 5, 0, 100_000).expect("found");
                assert_eq!(maze.name, format!("UNIQUE{seed}"));
                crate::count_shortest_tours(&maze)
            })
            .collect();
        assert!(counts.iter().all(|c| c.shortest != ShortestTours::Several));
        let with_tour = counts.iter().filter(|c| c.moves.is_some()).count();
        assert!(
            (8..=32).contains(&with_tour),
            "{with_tour} of 40 have a tour"
        );
    }

    #[test]
    fn winding_tours_go_at_least_half_way_round() {
        for seed in 0..12 {
            let (rows, cols) = (6 + seed as u32 % 7, 8 + seed as u32 % 5);
            let maze = winding(seed, rows, cols);
            let corridor = (1..=maze.grid.n_rows())
                .map(|r| maze.grid.row(r).iter().filter(|s| s.value() != 0).count())
                .sum::<usize>();
            let moves = solve(&maze).n_moves().expect("going round is a tour");
            assert!(
                2 * moves >= corridor,
                "seed {seed}: {moves} moves round {corridor} squares"
            );
        }
    }
}
