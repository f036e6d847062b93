//! The solver against an independent brute force: `pathfinding`'s hash-map
//! BFS over (position, heading) with turns written out separately. Several
//! shortest routes may exist, so lengths and legality are compared, not text.

use arrow_maze::{Maze, generate, solve};
use dice_core::Pos;
use pathfinding::directed::bfs::bfs;

/// Headings as (row, column) steps.
const N: (i32, i32) = (-1, 0);
const E: (i32, i32) = (0, 1);
const S: (i32, i32) = (1, 0);
const W: (i32, i32) = (0, -1);

fn letter(d: (i32, i32)) -> char {
    match d {
        N => 'N',
        E => 'E',
        S => 'S',
        _ => 'W',
    }
}

/// Travelling `d`, the heading after turning `turn` (L, F or R).
fn turned(d: (i32, i32), turn: char) -> (i32, i32) {
    match turn {
        'L' => (-d.1, d.0),
        'R' => (d.1, -d.0),
        _ => d,
    }
}

/// The turns the maze's sign allows, read back through its judge text.
fn allowed(maze: &Maze, row: i32, col: i32, d: (i32, i32)) -> Vec<char> {
    if row < 1 || col < 1 {
        return Vec::new();
    }
    let Some(post) = maze.signs.get(Pos::new(row as u32, col as u32)) else {
        return Vec::new();
    };
    let text = post.to_string();
    text.split(' ')
        .find(|group| group.starts_with(letter(d)))
        .map(|group| group.chars().skip(1).collect())
        .unwrap_or_default()
}

fn brute_force(maze: &Maze) -> Option<usize> {
    let start = (maze.start.row as i32, maze.start.col as i32);
    let goal = (maze.goal.row as i32, maze.goal.col as i32);
    let d = match maze.heading.letter() {
        'N' => N,
        'E' => E,
        'S' => S,
        _ => W,
    };
    let first = (start.0 + d.0, start.1 + d.1);
    let path = bfs(
        &(first, d),
        |&((r, c), d)| {
            if (r, c) == goal {
                return Vec::new();
            }
            allowed(maze, r, c, d)
                .into_iter()
                .map(|t| {
                    let e = turned(d, t);
                    ((r + e.0, c + e.1), e)
                })
                .collect()
        },
        |&(pos, _)| pos == goal,
    );
    path.map(|p| p.len())
}

/// Replays a route sign by sign; returns its number of moves if legal.
fn replay(maze: &Maze, route: &[Pos]) -> Result<usize, String> {
    let p = |k: usize| (route[k].row as i32, route[k].col as i32);
    if route.first() != Some(&maze.start) || route.last() != Some(&maze.goal) || route.len() < 2 {
        return Err("the route must go from the entrance to the goal".into());
    }
    let mut d = (p(1).0 - p(0).0, p(1).1 - p(0).1);
    if letter(d) != maze.heading.letter() || d.0.abs() + d.1.abs() != 1 {
        return Err("the first move must follow the entrance heading".into());
    }
    for (k, here) in route.iter().enumerate().take(route.len() - 1).skip(1) {
        if *here == maze.goal {
            return Err(format!("move {k} reaches the goal early"));
        }
        let e = (p(k + 1).0 - p(k).0, p(k + 1).1 - p(k).1);
        let ok = allowed(maze, p(k).0, p(k).1, d)
            .into_iter()
            .any(|t| turned(d, t) == e);
        if !ok {
            return Err(format!("move {} leaves {here} against its sign", k + 1));
        }
        d = e;
    }
    Ok(route.len() - 1)
}

#[test]
fn routes_are_legal_and_as_short_as_brute_force() {
    let mut solved = 0;
    for seed in 0..4000u64 {
        let n_rows = 1 + (seed % 9) as u32;
        let n_cols = 1 + (seed / 9 % 9) as u32;
        let maze = generate::random(seed, n_rows, n_cols);
        let answer = solve(&maze);
        let expected = brute_force(&maze);
        match &answer.route {
            None => assert_eq!(expected, None, "seed {seed}: a route was missed\n{maze}"),
            Some(route) => {
                let moves =
                    replay(&maze, route).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{maze}"));
                assert_eq!(Some(moves), expected, "seed {seed}: not shortest\n{maze}");
                solved += 1;
            }
        }
    }
    // Random signs often strand the walker; both outcomes must still be
    // common for the comparison to mean something.
    assert!(solved > 250 && solved < 3750, "{solved} of 4000 solved");
}

#[test]
fn dense_mazes_agree_with_brute_force() {
    for seed in 0..1000 {
        let maze = generate::corner_to_corner(seed, 2 + seed as u32 % 8, 2 + seed as u32 / 8 % 8);
        let route = solve(&maze).route.expect("generated to be solvable");
        assert_eq!(
            Some(replay(&maze, &route).expect("legal")),
            brute_force(&maze)
        );
    }
}
