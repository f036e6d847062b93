//! The arrow maze's package: its [`Problem`], [`ARROW_MAZE`], and the secret
//! data it makes: seeded and hand-made mazes within the original limits
//! (coordinates 1 to 9), each file aimed at a mistake.

use super::arrow_shapes::{states_met, wide_open};
use super::submissions::{Mistake, Solutions, Source};
use super::{Case, Problem};
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
    cases.push(super::longest::arrow_case());
    cases.push(super::forced::arrow_case());
    cases.extend(super::carried::arrow_cases());
    cases.push(super::grammar::arrow_case());
    cases.push(super::grammar::arrow_every_character_case());
    cases.push(super::freedoms::arrow_case());
    cases
}

/// What the arrow maze brings to its package.
pub static ARROW_MAZE: Problem = Problem {
    name: "Abbott's Revenge",
    source: "ICPC World Finals 2000",
    uuid: "0c5d7e3a-8f21-4b7d-a6e9-52d4b8c1f702",
    statement: include_str!("../judge/arrow-maze/problem.en.tex"),
    pdf: include_bytes!("../judge/arrow-maze/problem.pdf"),
    time_limit: "1",
    cases,
    figure,
    solutions: Solutions {
        accepted: &[
            Source {
                file: "arrow_bfs.cpp",
                text: include_str!("../judge/arrow-maze/submissions/accepted/arrow_bfs.cpp"),
            },
            Source {
                file: "arrow_paths.py",
                text: include_str!("../judge/arrow-maze/submissions/accepted/arrow_paths.py"),
            },
        ],
        too_slow: include_str!(
            "../judge/arrow-maze/submissions/time_limit_exceeded/iddfs_no_visited.cpp"
        ),
        mistakes: MISTAKES,
        slow: &[],
    },
};

/// The statement's figure: the sample's first maze, which it walks through.
fn figure(sample: &str) -> String {
    let mazes = arrow_maze::parse(sample).expect("the embedded sample is valid");
    super::figures::arrow(mazes.first().expect("the sample has a maze"))
}

/// The classic mistakes the secret data is designed to catch.
const MISTAKES: &[Mistake] = &[
    Mistake {
        file: "entrance_sign_at_start.py",
        base: "arrow_paths.py",
        from: "    layer = [(first, heading, [start, first])]\n    seen = {(first, heading)}",
        to: "    layer = [(start, heading, [start])]\n    seen = {(start, heading)}",
        what: "obeys the entrance's own sign for the first move instead of leaving straight in the given heading",
    },
    Mistake {
        file: "visited_by_intersection.py",
        base: "arrow_paths.py",
        from: "and (to, leaving) not in seen:",
        to: "and all(p != to for p, _ in seen):",
        what: "marks intersections visited, not (intersection, heading): no route may pass one twice",
    },
    Mistake {
        file: "left_right_swapped.cpp",
        base: "arrow_bfs.cpp",
        from: "int turn = sign[i] == 'L' ? 3 : sign[i] == 'F' ? 0 : 1;",
        to: "int turn = sign[i] == 'L' ? 1 : sign[i] == 'F' ? 0 : 3;",
        what: "turns right for L and left for R",
    },
    Mistake {
        file: "sign_by_side_posted.py",
        base: "arrow_paths.py",
        from: "signs[((r, c), sign[0])] = sign[1:]",
        to: "signs[((r, c), LEFT[LEFT[sign[0]]])] = sign[1:]",
        what: "reads a sign's letter as the side it is posted on, not the heading it is seen in",
    },
    Mistake {
        file: "goal_not_on_first_step.cpp",
        base: "arrow_bfs.cpp",
        from: "if (cr == gr && cc == gc) { goal = s; break; }",
        to: "if (cr == gr && cc == gc && parent[s] != -1) { goal = s; break; }",
        what: "never notices a goal reached by the first step out of the entrance",
    },
    Mistake {
        file: "nine_per_line.py",
        base: "arrow_paths.py",
        from: "        for k in range(0, len(cells), 10):\n            out.append('  ' + ' '.join(cells[k:k + 10]))",
        to: "        for k in range(0, len(cells), 9):\n            out.append('  ' + ' '.join(cells[k:k + 9]))",
        what: "prints 9 intersections per line instead of 10",
    },
    Mistake {
        file: "entrance_is_goal_at_once.cpp",
        base: "arrow_bfs.cpp",
        from: "        int goal = -1;\n",
        to: "        int goal = -1;\n        if (sr == gr && sc == gc) { cout << name << \"\\n  (\" << sr << \",\" << sc << \")\\n\"; continue; }\n",
        what: "takes an entrance that is also the goal as reached before the walker leaves it",
    },
    Mistake {
        file: "queue_of_81.cpp",
        base: "arrow_bfs.cpp",
        from: "                queue.push_back(ns);",
        to: "                if (queue.size() < 9 * 9) queue.push_back(ns);  // one slot per intersection",
        what: "keeps a queue of 9 x 9 slots, one per intersection, and drops the walker states pushed past its end",
    },
    Mistake {
        file: "route_of_100.cpp",
        base: "arrow_bfs.cpp",
        from: "for (int s = goal; s >= 0; s = parent[s]) route.push_back",
        to: "for (int s = goal; s >= 0 && route.size() < 99; s = parent[s]) route.push_back",
        what: "keeps a route of at most 100 intersections, as if no route were longer",
    },
    Mistake {
        file: "length_in_a_byte.cpp",
        base: "arrow_bfs.cpp",
        from: "for (int i = (int)route.size() - 1; i >= 0; i--, k++)",
        to: "for (int i = (unsigned char)(route.size() - 1); i >= 0; i--, k++)",
        what: "counts the route's intersections in a byte, which wraps past 256",
    },
    Mistake {
        file: "layers_100.py",
        base: "arrow_paths.py",
        from: "    while layer:\n        nxt = []",
        to: "    for _ in range(100):  # 100 layers are enough for 9 x 9\n        nxt = []",
        what: "stops the search after 100 layers, as if no route were longer than 100 moves",
    },
    Mistake {
        file: "name_digits_eaten.cpp",
        base: "arrow_bfs.cpp",
        from: "while (cin >> r && r != 0) {",
        to: "while (cin >> r && (r != 0 || (cin >> c, cin.clear(), false))) {  // a column after the 0 too",
        what: "reads the 0 that ends a maze with a column after it, which takes the leading digits of the next maze's name",
    },
    Mistake {
        file: "letters_in_order_lfr.cpp",
        base: "arrow_bfs.cpp",
        from: "for (size_t i = 1; i < sign.size(); i++) {",
        to: "for (size_t i = 1; i < sign.size() && (i == 1 || string(\"LFR\").find(sign[i]) > string(\"LFR\").find(sign[i - 1])); i++) {",
        what: "reads a sign's arrow letters only while they come in the order L, F, R, so that `NRL` is read as `NR`",
    },
    Mistake {
        file: "marks_kept.cpp",
        base: "arrow_bfs.cpp",
        from: "vector<int> parent(11 * 11 * 4, -2);",
        to: "static vector<int> parent(11 * 11 * 4, -2);  // filled once, for every maze",
        what: "keeps the seen marks of one maze's search for the next maze",
    },
];

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
