//! The solver against an independent brute force: `pathfinding`'s hash-map
//! BFS over (position, faces) with a die modelled separately from
//! dice-core's tables. On thousands of seeded random mazes every printed tour
//! must be legal move by move and exactly as long as the brute force's.

use dice_maze::{Maze, generate, solve};
use pathfinding::directed::bfs::bfs;

/// Faces of a die: top, north, east, south, west, bottom.
type Faces = [u8; 6];

/// The statement's rule, written out: moving towards a side, the old top
/// faces that side and the face opposite it comes up.
fn roll(f: Faces, d_row: i32, d_col: i32) -> Faces {
    let [t, n, e, s, w, b] = f;
    match (d_row, d_col) {
        (-1, 0) => [s, t, e, b, w, n],
        (1, 0) => [n, b, e, t, w, s],
        (0, 1) => [w, n, t, s, b, e],
        _ => [e, n, b, s, t, w],
    }
}

/// The faces of a die with `top` up and `front` south, found by rolling the
/// statement's die (5 up, 6 north, 3 east, 1 south) until it matches.
fn faces(top: u8, front: u8) -> Faces {
    let mut seen = vec![[5, 6, 3, 1, 4, 2]];
    let mut i = 0;
    while i < seen.len() {
        for (dr, dc) in [(-1, 0), (1, 0), (0, 1), (0, -1)] {
            let g = roll(seen[i], dr, dc);
            if !seen.contains(&g) {
                seen.push(g);
            }
        }
        i += 1;
    }
    assert_eq!(seen.len(), 24);
    *seen
        .iter()
        .find(|f| f[0] == top && f[3] == front)
        .expect("the maze holds a valid die")
}

fn value(maze: &Maze, row: i32, col: i32) -> i8 {
    if row < 1 || col < 1 {
        return 0;
    }
    let pos = dice_core::Pos::new(row as u32, col as u32);
    maze.grid.get(pos).map_or(0, |s| s.value())
}

/// The length of the shortest tour by brute force, in moves.
fn brute_force(maze: &Maze) -> Option<usize> {
    let start = (maze.start.row as i32, maze.start.col as i32);
    let die = faces(maze.die.top(), maze.die.front());
    let path = bfs(
        &(start, die, false),
        |&((r, c), f, _)| {
            [(-1, 0), (1, 0), (0, 1), (0, -1)]
                .into_iter()
                .filter(move |&(dr, dc)| {
                    let v = value(maze, r + dr, c + dc);
                    v == -1 || v == f[0] as i8
                })
                .map(move |(dr, dc)| ((r + dr, c + dc), roll(f, dr, dc), true))
                .collect::<Vec<_>>()
        },
        |&(pos, _, moved)| moved && pos == start,
    );
    path.map(|p| p.len() - 1)
}

/// Replays a route: returns its number of moves if every move is legal and
/// it ends on its first return to the start.
fn replay(maze: &Maze, route: &[dice_core::Pos]) -> Result<usize, String> {
    let mut f = faces(maze.die.top(), maze.die.front());
    if route.first() != Some(&maze.start) || route.last() != Some(&maze.start) {
        return Err("the route must start and end at the start".into());
    }
    for (k, pair) in route.windows(2).enumerate() {
        let (dr, dc) = (
            pair[1].row as i32 - pair[0].row as i32,
            pair[1].col as i32 - pair[0].col as i32,
        );
        if dr.abs() + dc.abs() != 1 {
            return Err(format!("move {} is not to a neighbour", k + 1));
        }
        let v = value(maze, pair[1].row as i32, pair[1].col as i32);
        if !(v == -1 || v == f[0] as i8) {
            return Err(format!(
                "move {} onto {} with {} on top",
                k + 1,
                pair[1],
                f[0]
            ));
        }
        if k + 2 < route.len() && pair[1] == maze.start {
            return Err(format!("move {} returns to the start early", k + 1));
        }
        f = roll(f, dr, dc);
    }
    Ok(route.len() - 1)
}

#[test]
fn tours_are_legal_and_as_short_as_brute_force() {
    let mut solved = 0;
    for seed in 0..3000u64 {
        let n_rows = 1 + (seed % 10) as u32;
        let n_cols = 1 + (seed / 10 % 10) as u32;
        let maze = generate::random(seed, n_rows, n_cols);
        let answer = solve(&maze);
        let expected = brute_force(&maze);
        match &answer.route {
            None => assert_eq!(expected, None, "seed {seed}: a tour was missed\n{maze}"),
            Some(route) => {
                let moves =
                    replay(&maze, route).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{maze}"));
                assert_eq!(Some(moves), expected, "seed {seed}: not shortest\n{maze}");
                solved += 1;
            }
        }
    }
    // The comparison means little unless both outcomes occur often.
    assert!(solved > 300 && solved < 2700, "{solved} of 3000 solved");
}

/// The number of shortest tours (capped at 2), by layers over a hash map.
fn brute_force_count(maze: &Maze) -> (Option<usize>, u8) {
    use std::collections::HashMap;
    let start = (maze.start.row as i32, maze.start.col as i32);
    let mut ways: HashMap<((i32, i32), Faces), (usize, u8)> = HashMap::new();
    let mut layer = vec![(start, faces(maze.die.top(), maze.die.front()))];
    ways.insert(layer[0], (0, 1));
    for depth in 1.. {
        let mut next = Vec::new();
        let mut tours = 0u8;
        for &((r, c), f) in &layer {
            let w = ways[&((r, c), f)].1;
            for (dr, dc) in [(-1, 0), (1, 0), (0, 1), (0, -1)] {
                let v = value(maze, r + dr, c + dc);
                if !(v == -1 || v == f[0] as i8) {
                    continue;
                }
                let node = ((r + dr, c + dc), roll(f, dr, dc));
                if node.0 == start {
                    tours = tours.saturating_add(w).min(2);
                    continue;
                }
                match ways.get_mut(&node) {
                    None => {
                        ways.insert(node, (depth, w));
                        next.push(node);
                    }
                    Some((d, n)) if *d == depth => *n = n.saturating_add(w).min(2),
                    Some(_) => {}
                }
            }
        }
        if tours > 0 {
            return (Some(depth), tours);
        }
        if next.is_empty() {
            return (None, 0);
        }
        layer = next;
    }
    (None, 0)
}

#[test]
fn shortest_tours_are_counted_as_brute_force_counts_them() {
    for seed in 0..1500u64 {
        let maze = generate::random(seed, 2 + (seed % 7) as u32, 2 + (seed / 7 % 7) as u32);
        let count = dice_maze::count_shortest_tours(&maze);
        assert_eq!(
            (count.moves, count.shortest as u8),
            brute_force_count(&maze),
            "seed {seed}\n{maze}"
        );
    }
}

#[test]
fn winding_mazes_agree_with_brute_force() {
    for seed in 0..20 {
        let maze = generate::winding(seed, 8 + seed as u32 % 5, 9 + seed as u32 % 4);
        let answer = solve(&maze);
        let route = answer.route.expect("going round is a tour");
        assert_eq!(
            Some(replay(&maze, &route).expect("legal")),
            brute_force(&maze)
        );
    }
}
