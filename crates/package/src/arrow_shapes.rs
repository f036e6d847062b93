//! Arrow mazes shaped for a property of the search rather than for a named
//! mistake: mazes open almost everywhere whose goal a breadth-first search
//! reaches last. Also the question the shapes are checked with.

use arrow_maze::Maze;
use dice_core::Pos;

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
pub(super) fn wide_open(seed: u64) -> Maze {
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
