//! The arrow maze package's secret data: seeded and hand-made mazes within
//! the original limits (coordinates 1 to 9), each file aimed at a mistake.

use super::Case;
use arrow_maze::{Maze, Solver, generate};
use dice_core::Pos;

/// Mazes from successive seeds that `keep` accepts, `n` of them, named
/// `prefix` and a number.
fn collect(
    prefix: &str,
    n: usize,
    first_seed: u64,
    mut draw: impl FnMut(u64) -> Option<Maze>,
    mut keep: impl FnMut(&Maze, Option<&[Pos]>) -> bool,
) -> Vec<Maze> {
    let mut solver = Solver::new();
    let mut out = Vec::new();
    let mut seed = first_seed;
    while out.len() < n && seed < first_seed + 100_000 {
        if let Some(mut maze) = draw(seed) {
            let route = solver.solve(&maze).route;
            if keep(&maze, route.as_deref()) {
                maze.name = format!("{prefix}{}", out.len() + 1);
                out.push(maze);
            }
        }
        seed += 1;
    }
    debug_assert_eq!(out.len(), n, "{prefix}: too few mazes found");
    out
}

/// A maze of up to 9 x 9 with a route of at least `min_moves` moves.
fn routed(seed: u64, min_moves: usize) -> Option<Maze> {
    let rows = 2 + (seed % 8) as u32;
    let cols = 2 + (seed / 8 % 8) as u32;
    // with_route signs a walk that never comes back to an intersection, so
    // on a board of at most `min_moves` intersections no walk is long
    // enough: spare the 50 tries (the package is the same bytes).
    if ((rows * cols) as usize) <= min_moves {
        return None;
    }
    generate::with_route(seed, rows, cols, min_moves, 50)
}

/// A random 9 x 9 (or smaller) maze, with or without a route.
fn random(seed: u64) -> Option<Maze> {
    let rows = 1 + (seed % 9) as u32;
    let cols = 1 + (seed / 9 % 9) as u32;
    Some(generate::random(seed, rows, cols))
}

/// Whether `maze` has more than one shortest route, `route` being the
/// solver's: some step of it (a turn at an intersection, arriving in one
/// heading) can be closed and a route of the same length remains. A
/// shortest route never passes an intersection twice in the same heading,
/// so a second one leaves the first where they part and never takes that
/// step; closing it keeps the second.
fn several_shortest(maze: &Maze, route: &[Pos]) -> bool {
    use arrow_maze::{Signpost, Turn};
    use dice_core::Heading;
    let mut solver = Solver::new();
    route.windows(3).any(|w| {
        let (Some(arriving), Some(leaving)) = (w[0].heading_to(w[1]), w[1].heading_to(w[2])) else {
            return false;
        };
        let Some(post) = maze.signs.get(w[1]) else {
            return false;
        };
        let mut closed_post = Signpost::NONE;
        for heading in Heading::ALL {
            for turn in Turn::ALL {
                let taken = heading == arriving && turn.apply(arriving) == leaving;
                if post.allows(heading, turn) && !taken {
                    closed_post.allow(heading, turn);
                }
            }
        }
        let mut closed = maze.clone();
        closed.signs.set(w[1], closed_post);
        solver.solve(&closed).n_moves() == Some(route.len() - 1)
    })
}

/// Hand-made mazes, in the judge format, with what each shows.
const HAND_MADE: &str = "\
ENTRANCESIGNIGNORED
5 5 N 1 5
5 5 NR *
4 5 NF *
3 5 NF *
2 5 NF *
5 6 EF *
0
BACKTHROUGHENTRANCE
2 2 E 2 1
2 3 EL *
1 3 NL *
1 2 WL *
2 2 SR NL *
0
LOOPHOME
5 5 E 5 5
5 6 ER *
6 6 SR *
6 5 WR *
0
GOALONFIRSTSTEP
9 9 N 8 9
8 9 NR *
0
FIRSTSTEPOFFGRID
1 1 N 1 2
1 1 NR ER WR SR *
0
SIGNSOFFTHEGRID
1 1 E 9 9
1 2 ELR *
1 3 EF *
1 4 EF *
1 5 EF *
1 6 EF *
1 7 EF *
1 8 EF *
1 9 EFR *
2 9 SF *
3 9 SF *
4 9 SF *
5 9 SF *
6 9 SF *
7 9 SF *
8 9 SLF *
0
GOALHASSIGNS
1 1 S 3 1
2 1 SF *
3 1 SF *
4 1 SF *
0
CORNERNINE
9 1 E 9 9
9 2 EF *
9 3 EF *
9 4 EF *
9 5 EF *
9 6 EF *
9 7 EF *
9 8 EF *
0
END
";

/// A 9 x 9 maze where every intersection allows every turn, except the four
/// around the goal (5,5), which have no signs: the walker can go on for ever
/// and never reach the goal.
fn endless() -> Maze {
    use arrow_maze::{Signpost, Turn};
    use dice_core::Heading;
    let goal = Pos::new(5, 5);
    let mut maze = Maze::new("ENDLESS", Pos::new(1, 1), Heading::East, goal);
    maze.signs = dice_core::Grid::new(9, 9, Signpost::NONE, Signpost::NONE);
    for row in 1..=9 {
        for col in 1..=9 {
            let pos = Pos::new(row, col);
            let beside_goal = pos.heading_to(goal).is_some();
            if beside_goal || pos == goal {
                continue;
            }
            let mut post = Signpost::NONE;
            for heading in Heading::ALL {
                for turn in Turn::ALL {
                    post.allow(heading, turn);
                }
            }
            maze.signs.set(pos, post);
        }
    }
    maze
}

/// The walker states a breadth-first search meets before it reaches the
/// goal, and all it can reach: (met, reachable), the states taken in
/// order of distance, each one's ways on in heading order.
pub(super) fn states_met(maze: &Maze) -> (usize, usize) {
    use dice_core::Heading;
    let index = |pos: Pos, heading: Heading| {
        (pos.row as usize * 11 + pos.col as usize) * 4 + heading.index()
    };
    let step = |pos: Pos, heading: Heading| {
        let (dr, dc) = heading.delta();
        let (row, col) = (pos.row as i32 + dr, pos.col as i32 + dc);
        ((1..=9).contains(&row) && (1..=9).contains(&col)).then(|| Pos::new(row as u32, col as u32))
    };
    let mut seen = vec![false; 11 * 11 * 4];
    let mut queue = Vec::new();
    if let Some(first) = step(maze.start, maze.heading) {
        seen[index(first, maze.heading)] = true;
        queue.push((first, maze.heading));
    }
    let mut met = None;
    let mut next = 0;
    while let Some(&(pos, arriving)) = queue.get(next) {
        next += 1;
        if pos == maze.goal && met.is_none() {
            met = Some(queue.len());
        }
        let post = maze.signs.get(pos).unwrap_or(arrow_maze::Signpost::NONE);
        for heading in Heading::ALL {
            let allowed = arrow_maze::Turn::ALL
                .iter()
                .any(|&turn| post.allows(arriving, turn) && turn.apply(arriving) == heading);
            if let Some(to) = step(pos, heading).filter(|_| allowed)
                && !seen[index(to, heading)]
            {
                seen[index(to, heading)] = true;
                queue.push((to, heading));
            }
        }
    }
    (met.unwrap_or(0), queue.len())
}

/// A 9 x 9 maze open almost everywhere: every intersection allows every
/// turn but about one in eight, drawn from `seed`, the entrance on the
/// border heading in, and the goal the intersection a search reaches
/// last, so that it meets nearly every walker state first.
fn wide_open(seed: u64) -> Maze {
    use arrow_maze::{Signpost, Turn};
    use dice_core::Heading;
    let mut rng = dice_core::rng::SplitMix64::new(seed);
    let (start, heading) = [
        (Pos::new(1, 1), Heading::East),
        (Pos::new(9, 9), Heading::North),
        (Pos::new(1, 5), Heading::South),
        (Pos::new(5, 9), Heading::West),
    ][seed as usize % 4];
    let mut maze = Maze::new("OPEN", start, heading, start);
    maze.signs = dice_core::Grid::new(9, 9, Signpost::NONE, Signpost::NONE);
    for row in 1..=9 {
        for col in 1..=9 {
            let mut post = Signpost::NONE;
            for arriving in Heading::ALL {
                for turn in Turn::ALL {
                    if rng.below(8) != 0 {
                        post.allow(arriving, turn);
                    }
                }
            }
            maze.signs.set(Pos::new(row, col), post);
        }
    }
    let far = (1..=9)
        .flat_map(|row| (1..=9).map(move |col| Pos::new(row, col)))
        .max_by_key(|&goal| {
            states_met(&Maze {
                goal,
                ..maze.clone()
            })
            .0
        })
        .expect("81 intersections");
    maze.goal = far;
    maze
}

/// Every secret case of the arrow maze package.
pub(super) fn cases() -> Vec<Case> {
    let mut cases = vec![Case::new(
        "hand-made",
        "the entrance's own sign ignored on leaving; a route back through the entrance; a goal equal to the entrance (leave, then come back); the goal one step away; a first step off the grid; signs pointing off the grid; signs at the goal; row and column 9",
        HAND_MADE.to_string(),
    )];
    let mut add = |name: &str, what: &str, mazes: Vec<Maze>| {
        cases.push(Case::new(name, what, arrow_maze::to_judge_input(&mazes)));
    };
    add(
        "layout-10-11-20-21-positions",
        "routes of exactly 9, 10, 19, 20, 29 and 30 moves: around full lines of 10 intersections",
        [9usize, 10, 19, 20, 29, 30]
            .iter()
            .flat_map(|&moves| {
                collect(
                    "LAYOUT",
                    2,
                    moves as u64 * 1000,
                    |s| routed(s, moves),
                    move |_, r| r.is_some_and(|r| r.len() == moves + 1),
                )
            })
            .collect(),
    );
    add(
        "revisits-an-intersection",
        "shortest routes that pass an intersection twice, in different headings",
        collect(
            "REVISIT",
            20,
            40_000,
            |s| routed(s, 6),
            |_, r| r.is_some_and(|r| r.iter().enumerate().any(|(i, p)| r[i + 1..].contains(p))),
        ),
    );
    add(
        "several-shortest-routes",
        "mazes with several shortest routes: any of them is accepted, so the jury's route is not the only answer",
        collect(
            "SEVERAL",
            30,
            90_000,
            |s| routed(s, 8),
            |m, r| r.is_some_and(|r| several_shortest(m, r)),
        ),
    );
    add(
        "through-the-entrance",
        "shortest routes that come back through the entrance, where its signs apply",
        collect("ENTRANCE", 12, 50_000, random, |m, r| {
            r.is_some_and(|r| r[1..r.len() - 1].contains(&m.start))
        }),
    );
    add(
        "largest-9x9",
        "9 x 9 mazes with routes of 25 moves and more",
        collect(
            "LARGEST",
            12,
            60_000,
            |s| generate::with_route(s, 9, 9, 25, 50),
            |_, r| r.is_some(),
        ),
    );
    add(
        "wide-open",
        "mazes open almost everywhere whose goal a breadth-first search reaches only after meeting nearly every walker state (at most 9 x 9 x 4): any queue or seen array smaller than that shows",
        collect(
            "OPEN",
            8,
            110_000,
            |s| Some(wide_open(s)),
            |m, r| {
                let (met, reachable) = states_met(m);
                r.is_some() && reachable >= 250 && met * 10 >= reachable * 9
            },
        ),
    );
    add(
        "no-solution",
        "mazes where the walker is always stopped or goes round for ever",
        collect("NOROUTE", 30, 70_000, random, |_, r| r.is_none()),
    );
    add(
        "endless-no-solution",
        "every turn allowed everywhere but around an unreachable goal: a search without a visited set never ends",
        vec![endless()],
    );
    add(
        "many-mazes",
        "300 random mazes of every size up to 9 x 9, with and without routes",
        collect("MANY", 300, 80_000, random, |_, _| true),
    );
    cases
}

#[cfg(test)]
mod tests {
    use super::*;

    /// From (1,2), east along the top or south then east: two routes of 3
    /// moves to (2,3); without the forward sign at (1,2), one.
    #[test]
    fn several_shortest_routes_are_told_from_one() {
        let two = "TWO\n1 1 E 2 3\n1 2 EFR *\n2 2 SL *\n1 3 ER *\n0\nEND\n";
        let one = two.replace("EFR", "ER");
        for (text, several) in [(two, true), (one.as_str(), false)] {
            let mazes = arrow_maze::parse(text).expect("valid");
            let route = Solver::new().solve(&mazes[0]).route.expect("a route");
            assert_eq!(route.len(), 4, "{text}");
            assert_eq!(several_shortest(&mazes[0], &route), several, "{text}");
        }
    }
}
