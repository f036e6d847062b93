//! Seeded generators of arrow mazes, for tests, benchmarks and setters.

use crate::{Maze, Signpost, Turn};
use dice_core::memory::OutOfMemory;
use dice_core::rng::SplitMix64;
use dice_core::{Heading, Pos};

/// A maze where about 80% of the intersections have signs: 85% are picked,
/// each heading of arrival at them signed with even odds and a random
/// non-empty set of turns (a picked one whose four headings all miss stays
/// unsigned). The
/// entrance, its heading and the goal are random. The corner intersection
/// (`n_rows`, `n_cols`) always has a sign, so the maze spans the whole grid.
pub fn random(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    let mut rng = SplitMix64::new(seed);
    let pick = |rng: &mut SplitMix64| {
        Pos::new(
            1 + rng.below(u64::from(n_rows)) as u32,
            1 + rng.below(u64::from(n_cols)) as u32,
        )
    };
    let start = pick(&mut rng);
    let goal = pick(&mut rng);
    let heading = Heading::from_index(rng.below(4) as usize);
    let name = format!("RANDOM{seed}");
    signed(
        &mut rng,
        &name,
        (n_rows, n_cols),
        (85, 50),
        (start, heading, goal),
    )
}

/// A maze where every heading of arrival at every intersection is signed
/// with a random non-empty set of turns, from the north-west corner, leaving
/// south, to the south-east corner. Random signs do not always connect the
/// corners: seeds `seed`, `seed + 1`, ... are tried (at most 64) until the
/// goal can be reached. On large grids the route has thousands of moves.
pub fn corner_to_corner(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    let (start, goal) = (Pos::new(1, 1), Pos::new(n_rows, n_cols));
    let ends = (start, Heading::South, goal);
    let mut solver = crate::Solver::new();
    let mut maze = None;
    for k in 0..64 {
        let mut rng = SplitMix64::new(seed.wrapping_add(k));
        let name = format!("CORNERS{seed}");
        let candidate = signed(&mut rng, &name, (n_rows, n_cols), (100, 100), ends);
        let reachable = solver.solve(&candidate).route.is_some();
        maze = Some(candidate);
        if reachable {
            break;
        }
    }
    maze.unwrap_or_else(|| Maze::new("CORNERS", start, Heading::South, goal))
}

/// A maze with a route of at least `min_moves` moves: a random
/// self-avoiding walk from a random entrance, signed turn by turn, ends at
/// the goal; a few other intersections get random signs (which may open a
/// shorter way). Walks are drawn until one is long enough and the shortest
/// route stays at least `min_moves`; `None` after `tries`.
///
/// A refused search ends the process, as a refused allocation does;
/// [`try_with_route`] gives the refusal instead.
pub fn with_route(
    seed: u64,
    n_rows: u32,
    n_cols: u32,
    min_moves: usize,
    tries: u64,
) -> Option<Maze> {
    try_with_route(seed, n_rows, n_cols, min_moves, tries).unwrap_or_else(|e| e.abort())
}

/// [`with_route`], or the system's refusal of the memory of the search
/// that measures a maze's shortest route (about 4 bytes an intersection).
///
/// ```
/// let maze = arrow_maze::generate::try_with_route(3, 9, 9, 12, 200)?.expect("found");
/// assert!(arrow_maze::solve(&maze).n_moves().is_some_and(|n| n >= 12));
/// # Ok::<(), dice_core::memory::OutOfMemory>(())
/// ```
pub fn try_with_route(
    seed: u64,
    n_rows: u32,
    n_cols: u32,
    min_moves: usize,
    tries: u64,
) -> Result<Option<Maze>, OutOfMemory> {
    let mut solver = crate::Solver::new();
    for k in 0..tries {
        let mut rng = SplitMix64::new(seed.wrapping_mul(1_000_003).wrapping_add(k));
        let mut maze = random(rng.next_u64(), n_rows, n_cols);
        // Sparser random signs, so that the walk is the way.
        for row in 1..=n_rows {
            for post in maze.signs.row_mut(row) {
                if rng.chance(60) {
                    *post = Signpost::NONE;
                }
            }
        }
        let (mut pos, mut heading) = (maze.start, maze.heading);
        let mut seen = vec![pos];
        loop {
            let (dr, dc) = heading.delta();
            let (r, c) = (
                i64::from(pos.row) + i64::from(dr),
                i64::from(pos.col) + i64::from(dc),
            );
            if r < 1 || c < 1 || r > i64::from(n_rows) || c > i64::from(n_cols) {
                break;
            }
            let next = Pos::new(r as u32, c as u32);
            if seen.contains(&next) {
                break;
            }
            seen.push(next);
            // Mostly straight on, so that walks run long.
            let turn = match rng.below(4) {
                0 => Turn::Left,
                1 => Turn::Right,
                _ => Turn::Forward,
            };
            let mut post = maze.signs.get(next).unwrap_or_default();
            post.allow(heading, turn);
            maze.signs.set(next, post);
            pos = next;
            heading = turn.apply(heading);
        }
        if seen.len() <= min_moves {
            continue;
        }
        maze.goal = pos;
        // Keep the corner signed so that the maze spans the grid.
        let corner = Pos::new(n_rows, n_cols);
        if maze.signs.get(corner).is_some_and(Signpost::is_empty) {
            let mut post = Signpost::NONE;
            post.allow(Heading::West, Turn::Forward);
            maze.signs.set(corner, post);
        }
        if solver
            .try_solve(&maze)?
            .n_moves()
            .is_some_and(|n| n >= min_moves)
        {
            maze.name = format!("ROUTE{seed}");
            return Ok(Some(maze));
        }
    }
    Ok(None)
}

/// A maze the size of a judge's largest: one or two random signs at every
/// intersection, over a route laid from the north-west corner (leaving
/// south, or east on a maze of one row) to the south-east corner as a
/// random staircase of runs south and east, each turn signed. On more than
/// one intersection the goal is always reachable and the shortest route
/// has at least `n_rows + n_cols - 2` moves (on one, the walker leaves the
/// grid at its first step: no route).
pub fn staircase(seed: u64, n_rows: u32, n_cols: u32) -> Maze {
    let mut rng = SplitMix64::new(seed);
    let (start, goal) = (Pos::new(1, 1), Pos::new(n_rows, n_cols));
    // One row leaves nowhere to go south: the staircase is one run east.
    let first = if n_rows > 1 {
        Heading::South
    } else {
        Heading::East
    };
    let mut maze = Maze::new(&format!("STAIRCASE{seed}"), start, first, goal);
    maze.signs = dice_core::Grid::new(n_rows, n_cols, Signpost::NONE, Signpost::NONE);
    for row in 1..=n_rows {
        for post in maze.signs.row_mut(row) {
            for _ in 0..1 + rng.below(2) {
                let h = Heading::from_index(rng.below(4) as usize);
                post.allow_turns(h, 1 + rng.below(7) as u8);
            }
        }
    }
    // The staircase: from (1,1) heading south, runs of random length.
    let (mut pos, mut heading) = (start, first);
    while pos != goal {
        let next = match heading {
            Heading::South => Pos::new(pos.row + 1, pos.col),
            _ => Pos::new(pos.row, pos.col + 1),
        };
        if next == goal {
            break;
        }
        let can_turn = next.row < n_rows && next.col < n_cols;
        let must_turn = (heading == Heading::South && next.row == n_rows)
            || (heading == Heading::East && next.col == n_cols);
        let turn = must_turn || (can_turn && rng.chance(20));
        let out = if !turn {
            heading
        } else if heading == Heading::South {
            Heading::East
        } else {
            Heading::South
        };
        let mut post = maze.signs.get(next).unwrap_or_default();
        let t = if out == heading {
            Turn::Forward
        } else if out == heading.left() {
            Turn::Left
        } else {
            Turn::Right
        };
        post.allow(heading, t);
        maze.signs.set(next, post);
        pos = next;
        heading = out;
    }
    maze
}

/// A maze of the given size whose intersections are signed at random,
/// `cell_percent` of them, each heading of arrival with `heading_percent`
/// odds.
fn signed(
    rng: &mut SplitMix64,
    name: &str,
    (n_rows, n_cols): (u32, u32),
    (cell_percent, heading_percent): (u64, u64),
    (start, heading, goal): (Pos, Heading, Pos),
) -> Maze {
    let mut maze = Maze::new(name, start, heading, goal);
    maze.signs = dice_core::Grid::new(n_rows, n_cols, Signpost::NONE, Signpost::NONE);
    for row in 1..=n_rows {
        for (i, post) in maze.signs.row_mut(row).iter_mut().enumerate() {
            let corner = row == n_rows && i + 1 == n_cols as usize;
            if !corner && !rng.chance(cell_percent) {
                continue;
            }
            for h in Heading::ALL {
                if rng.chance(heading_percent) || (corner && post.is_empty() && h == Heading::West)
                {
                    post.allow_turns(h, 1 + rng.below(7) as u8);
                }
            }
        }
    }
    maze
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, solve, to_judge_input};

    #[test]
    fn same_seed_same_maze_and_round_trip() {
        assert_eq!(random(9, 6, 7), random(9, 6, 7));
        let maze = random(9, 6, 7);
        assert_eq!(
            parse(&to_judge_input(std::slice::from_ref(&maze))),
            Ok(vec![maze])
        );
    }

    #[test]
    fn long_routes_are_found() {
        for seed in 0..10 {
            let maze = with_route(seed, 9, 9, 25, 10_000).expect("found");
            assert!(solve(&maze).n_moves().is_some_and(|n| n >= 25));
            assert_eq!(
                parse(&to_judge_input(std::slice::from_ref(&maze))),
                Ok(vec![maze])
            );
        }
    }

    #[test]
    fn staircases_of_one_row_or_column_run_straight_to_the_goal() {
        for (rows, cols) in [(1, 2), (1, 9), (2, 1), (9, 1), (2, 2)] {
            let maze = staircase(3, rows, cols);
            let moves = solve(&maze).n_moves().expect("the staircase is signed");
            assert!(moves as u32 >= rows + cols - 2, "{rows} x {cols}: {moves}");
        }
    }

    #[test]
    fn staircases_always_reach_the_far_corner() {
        for seed in 0..20 {
            let maze = staircase(seed, 30, 40);
            let moves = solve(&maze).n_moves().expect("the staircase is signed");
            assert!(moves >= 68, "{moves}");
        }
    }

    #[test]
    fn corner_to_corner_routes_are_long() {
        let maze = corner_to_corner(1, 60, 60);
        let moves = solve(&maze)
            .n_moves()
            .expect("dense signs connect the corners");
        assert!(moves >= 118, "{moves}");
    }

    /// The headings a route leaves each square in, in order.
    fn headings(route: &[Pos]) -> Vec<Heading> {
        route
            .windows(2)
            .filter_map(|w| w[0].heading_to(w[1]))
            .collect()
    }

    #[test]
    fn walks_turn_both_ways_and_reach_every_edge() {
        let (mut lefts, mut rights) = (0, 0);
        let mut edges = [false; 4];
        for seed in 0..60 {
            let maze = with_route(seed, 5, 5, 3, 1_000).expect("found");
            let route = solve(&maze).route.expect("a route");
            for pair in headings(&route).windows(2) {
                lefts += usize::from(pair[1] == pair[0].left());
                rights += usize::from(pair[1] == pair[0].right());
            }
            let goal = maze.goal;
            edges[0] |= goal.row == 1;
            edges[1] |= goal.col == 5;
            edges[2] |= goal.row == 5;
            edges[3] |= goal.col == 1;
        }
        assert!(
            lefts > 10 && rights > 10,
            "{lefts} left and {rights} right turns"
        );
        assert_eq!(edges, [true; 4], "walks end on every edge");
    }

    #[test]
    fn staircases_sign_every_intersection_once_or_twice_and_turn_often() {
        for seed in 0..20 {
            let maze = staircase(seed, 30, 40);
            for row in 1..=30 {
                for post in maze.signs.row(row) {
                    let signed = Heading::ALL.iter().filter(|&&h| post.turns(h) != 0).count();
                    // Two random signs, plus the staircase's own turn.
                    assert!((1..=3).contains(&signed), "seed {seed}: {post}");
                }
            }
            let route = solve(&maze).route.expect("the staircase is signed");
            let turns = headings(&route).windows(2).filter(|w| w[0] != w[1]).count();
            assert!(turns >= 3, "seed {seed}: the route turns {turns} times");
        }
    }

    #[test]
    fn random_mazes_sign_the_promised_share() {
        let maze = random(5, 60, 60);
        let (mut posts, mut headings) = (0, 0);
        for row in 1..=60 {
            for post in maze.signs.row(row) {
                let n = Heading::ALL.iter().filter(|&&h| post.turns(h) != 0).count();
                posts += usize::from(n > 0);
                headings += n;
            }
        }
        // 3,600 intersections, 85% picked and 15 in 16 of those signed:
        // 2,869 expected, 24 the standard deviation.
        assert!(
            (2750..=2990).contains(&posts),
            "{posts} signed intersections"
        );
        let share = headings as f64 / (4 * posts) as f64;
        assert!(
            (0.5..0.6).contains(&share),
            "{share} of the headings signed"
        );
        for seed in 0..50 {
            let maze = random(seed, 3, 4);
            let corner = maze.signs.get(Pos::new(3, 4)).expect("inside");
            assert!(!corner.is_empty(), "seed {seed}: the corner is signed");
        }
    }
}
