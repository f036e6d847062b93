//! The dice maze's package: its [`Problem`], [`DICE_MAZE`], and the secret
//! data it makes: seeded mazes within the original limits (1 to 10 rows and
//! columns, one shortest tour or none), each file aimed at a mistake.

use super::dice_shapes::{ring_and_room, second_way_out, tour};
use super::submissions::{Solutions, Source};
use super::{Case, Problem};
use dice_core::rng::SplitMix64;
use dice_core::{Orientation, Pos};
use dice_maze::{Maze, Solver, SquareValue, generate};

/// A unique maze drawn from `seed` on, as the statement promises them.
fn unique(seed: u64, rows: u32, cols: u32, min_moves: usize) -> Option<Maze> {
    generate::unique(seed, rows, cols, min_moves, 400)
}

/// Mazes from successive seeds that `keep` accepts, `n` of them, named
/// `prefix` and a number.
fn collect(
    prefix: &str,
    n: usize,
    first_seed: u64,
    mut draw: impl FnMut(u64) -> Option<Maze>,
    mut keep: impl FnMut(&Maze) -> bool,
) -> Vec<Maze> {
    let mut out = Vec::new();
    let mut seed = first_seed;
    while out.len() < n && seed < first_seed + 20_000 {
        if let Some(mut maze) = draw(seed)
            && maze.grid.get(maze.start) != Some(SquareValue::EMPTY)
            && keep(&maze)
        {
            maze.name = format!("{prefix}{}", out.len() + 1);
            out.push(maze);
        }
        seed += 1;
    }
    debug_assert_eq!(out.len(), n, "{prefix}: too few mazes found");
    out
}

/// The maze with its start square made wild.
fn start_wild(maze: &Maze) -> Maze {
    let mut relaxed = maze.clone();
    relaxed.grid.set(maze.start, SquareValue::WILD);
    relaxed
}

/// A maze written square by square.
fn written(name: &str, rows: &[&[i8]], start: (u32, u32), die: (u8, u8)) -> Maze {
    let die = Orientation::new(die.0, die.1).expect("the cases name real dice");
    let mut maze = Maze::new(
        name,
        rows.len() as u32,
        rows[0].len() as u32,
        Pos::new(start.0, start.1),
        die,
    );
    for (r, row) in (1..).zip(rows) {
        for (c, &v) in (1..).zip(row.iter()) {
            let square = SquareValue::new(v).expect("the cases hold -1 to 6");
            maze.grid.set(Pos::new(r, c), square);
        }
    }
    maze
}

/// A 10 x 10 maze with no tour and a wide wild region. The die (5 on top,
/// 6 south, so 4 east) leaves the start (1,1), which holds 6, east onto
/// (1,2), which holds 5, and shows 3 there, so it can go on south to (2,2),
/// which holds 3, and down into the 80 wild squares below row 2. It can
/// only come back to (1,2) from (2,2), which it can only enter moving north
/// from the wild squares; so 3 always faces north there and 4 south, the
/// roll north puts 4 on top at (1,2), and the 6 the start needs never shows.
fn room_to_wander() -> Maze {
    let mut rows: Vec<Vec<i8>> = vec![vec![0; 10]; 10];
    rows[0][0] = 6;
    rows[0][1] = 5;
    rows[1][1] = 3;
    for row in rows.iter_mut().skip(2) {
        row.fill(-1);
    }
    let rows: Vec<&[i8]> = rows.iter().map(Vec::as_slice).collect();
    written("ROOMTOWANDER", &rows, (1, 1), (5, 6))
}

/// Every secret case of the dice maze package.
pub(super) fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |name: &str, what: &str, mazes: Vec<Maze>| {
        cases.push(Case::new(name, what, dice_maze::to_judge_input(&mazes)));
    };
    add(
        "tiny-mazes",
        "1 x 1 mazes (no move at all), 1 x 2 and 2 x 1 tours of two moves, and a boxed-in start",
        vec![
            written("ONEBYONE", &[&[-1]], (1, 1), (5, 1)),
            written("ONEBYTWO", &[&[4, -1]], (1, 1), (5, 1)),
            written("TWOBYONE", &[&[-1], &[2]], (2, 1), (1, 2)),
            written(
                "BOXEDIN",
                &[&[0, 0, 0], &[0, 4, 0], &[0, 0, 0]],
                (2, 2),
                (4, 2),
            ),
            written("WRONGFACE", &[&[2, 6], &[6, 6]], (1, 1), (5, 1)),
        ],
    );
    add(
        "one-row-one-column",
        "mazes of one row or one column, 1 x 10 and 10 x 1 among them: rows and columns kept apart",
        collect(
            "LINE",
            24,
            1,
            |s| {
                let (rows, cols) =
                    [(1, 10), (10, 1), (1, 7), (7, 1), (1, 4), (4, 1)][s as usize % 6];
                unique(s, rows, cols, 2)
            },
            |m| tour(m).is_some(),
        ),
    );
    add(
        "layout-9-11-17-19-27-29-positions",
        "tours of 9, 11, 17, 19, 27 and 29 positions (tours have an even number of moves): exactly full lines of 9, one line short and past",
        [8usize, 10, 16, 18, 26, 28]
            .iter()
            .flat_map(|&moves| {
                collect(
                    &format!("MOVES{moves}X"),
                    2,
                    moves as u64 * 1000,
                    |s| unique(s, 6 + (s % 5) as u32, 6 + (s / 5 % 5) as u32, moves),
                    |m| tour(m).is_some_and(|t| t.len() == moves + 1),
                )
            })
            .collect(),
    );
    add(
        "start-square-must-match",
        "tours whose last move must match the start square's number: letting the die back onto the start at any top gives a shorter, illegal tour",
        collect(
            "BACKHOME",
            20,
            5000,
            |s| unique(s, 4 + (s % 7) as u32, 4 + (s / 7 % 7) as u32, 2),
            |m| {
                m.grid.get(m.start).is_some_and(|sq| sq.value() > 0)
                    && Solver::new().solve(&start_wild(m)).n_moves()
                        != Solver::new().solve(m).n_moves()
            },
        ),
    );
    add(
        "revisits-a-square",
        "shortest tours that pass the same square twice with the die in different orientations",
        collect(
            "REVISIT",
            12,
            9000,
            |s| unique(s, 5 + (s % 6) as u32, 5 + (s / 6 % 6) as u32, 8),
            |m| {
                tour(m).is_some_and(|t| {
                    let inner = &t[1..t.len() - 1];
                    inner
                        .iter()
                        .enumerate()
                        .any(|(i, p)| inner[i + 1..].contains(p))
                })
            },
        ),
    );
    add(
        "start-in-corners",
        "tours from each of the four corners of mazes of every shape",
        [(1, 1), (1, 0), (0, 1), (0, 0)]
            .iter()
            .flat_map(|&(top, left)| {
                collect(
                    "CORNER",
                    4,
                    20_000 + top * 1000 + left * 500,
                    |s| unique(s, 3 + (s % 8) as u32, 3 + (s / 8 % 8) as u32, 4),
                    move |m| {
                        let rows = m.grid.n_rows();
                        let cols = m.grid.n_cols();
                        let row = if top == 1 { 1 } else { rows };
                        let col = if left == 1 { 1 } else { cols };
                        m.start == Pos::new(row, col) && tour(m).is_some()
                    },
                )
            })
            .collect(),
    );
    add(
        "no-solution",
        "mazes with no tour: the die can wander but never return, or cannot move at all",
        collect(
            "NOTOUR",
            30,
            30_000,
            |s| unique(s, 2 + (s % 9) as u32, 2 + (s / 9 % 9) as u32, 0),
            |m| Solver::new().solve(m).route.is_none(),
        ),
    );
    add(
        "first-move-each",
        "shortest tours starting with each of the four moves, with a longer tour behind another first move: a search that lets the moves tried first claim the squares and dice of a round, or stops at the first tour it meets, misses the shortest",
        dice_core::Heading::ALL
            .iter()
            .flat_map(|&first| {
                collect(
                    &format!("FIRST{}", first.letter()),
                    3,
                    80_000,
                    move |s| {
                        let maze = unique(s, 4 + (s % 7) as u32, 4 + (s / 7 % 7) as u32, 6)?;
                        second_way_out(&maze, first)
                    },
                    |_| true,
                )
            })
            .collect(),
    );
    add(
        "ring-and-room",
        "one tour round a ring of numbered squares, and a wild room the die can enter but never leave: a breadth-first search meets every state of the room, over R x C x 6, before the tour",
        Orientation::all()
            .step_by(3)
            .enumerate()
            .map(|(k, die)| {
                let (width, col) = if k == 7 { (7, 4) } else { (9, 2 + k as u32) };
                ring_and_room(&format!("RING{}", k + 1), width, col, die)
            })
            .collect(),
    );
    add(
        "largest-10x10",
        "10 x 10 mazes with long unique tours (30 moves and more)",
        collect(
            "LARGEST",
            12,
            40_000,
            |s| unique(s, 10, 10, 30),
            |m| tour(m).is_some(),
        ),
    );
    add(
        "wild-squares",
        "mazes where a fifth or more of the squares are wild (-1)",
        collect(
            "WILD",
            10,
            50_000,
            |s| unique(s, 3 + (s % 8) as u32, 3 + (s / 8 % 8) as u32, 3),
            |m| {
                let n = m.grid.n_rows() * m.grid.n_cols();
                let wild = (1..=m.grid.n_rows())
                    .flat_map(|r| m.grid.row(r).iter().copied())
                    .filter(|&sq| sq == SquareValue::WILD)
                    .count() as u32;
                wild * 5 >= n && tour(m).is_some()
            },
        ),
    );
    add(
        "names",
        "names of 1 and 20 characters made of punctuation, digits and letters",
        {
            let mut mazes = collect(
                "N",
                4,
                60_000,
                |s| unique(s, 3, 4, 2),
                |m| tour(m).is_some(),
            );
            for (maze, name) in
                mazes
                    .iter_mut()
                    .zip(["x", "ABCDEFGHIJKLMNOPQRST", "!#$%&'()*+,-./:;<=>?", "END1"])
            {
                maze.name = name.to_string();
            }
            mazes
        },
    );
    add(
        "room-to-wander",
        "no tour, but 80 wild squares to wander in: a search without a visited set never ends",
        vec![room_to_wander()],
    );
    let mut rng = SplitMix64::new(0xD1CE);
    add(
        "many-mazes",
        "300 mazes of random sizes, with and without tours, one after the other",
        collect(
            "MANY",
            300,
            70_000,
            |s| {
                let rows = 1 + rng.below(10) as u32;
                let cols = 1 + rng.below(10) as u32;
                unique(s, rows, cols, if s % 3 == 0 { 0 } else { 4 })
            },
            |_| true,
        ),
    );
    cases.push(super::longest::dice_case());
    cases.push(super::wide::dice_case());
    cases.extend(super::carried::dice_cases());
    cases.push(super::grammar::dice_case());
    cases.extend(super::grammar::dice_name_cases());
    cases.push(super::heaviest::dice_case());
    cases
}

/// What the dice maze brings to its package.
pub static DICE_MAZE: Problem = Problem {
    name: "A Dicey Problem",
    source: "ICPC World Finals 1999",
    uuid: "6f0f8a52-3b1e-4c6a-9d43-1a7c2e5b9d01",
    statement: include_str!("../judge/dice-maze/problem.en.tex"),
    pdf: include_bytes!("../judge/dice-maze/problem.pdf"),
    time_limit: "1",
    cases,
    figure,
    solutions: Solutions {
        accepted: &[
            Source {
                file: "dice_bfs.cpp",
                text: include_str!("../judge/dice-maze/submissions/accepted/dice_bfs.cpp"),
            },
            Source {
                file: "dice_deque.py",
                text: include_str!("../judge/dice-maze/submissions/accepted/dice_deque.py"),
            },
        ],
        too_slow: include_str!(
            "../judge/dice-maze/submissions/time_limit_exceeded/iddfs_no_visited.cpp"
        ),
        mistakes: super::dice_mistakes::MISTAKES,
        slow: super::dice_mistakes::SLOW,
    },
};

/// The statement's figure: the sample's first maze, which it walks through.
fn figure(sample: &str) -> String {
    let mazes = dice_maze::parse(sample).expect("the embedded sample is valid");
    super::dice_figure::dice(mazes.first().expect("the sample has a maze"))
}
