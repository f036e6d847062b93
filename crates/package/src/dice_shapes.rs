//! Dice mazes shaped for a property of the search rather than for a named
//! mistake: a maze keeps its one shortest tour while a longer one hides
//! behind another first move, and a ring and room make a breadth-first
//! search meet hundreds of states before its tour. Also the questions the
//! shapes are checked with.

use dice_core::{Heading, Orientation, Pos};
use dice_maze::{Maze, ShortestTours, Solver, SquareValue, count_shortest_tours};

/// The moves of a maze's unique shortest tour.
pub(super) fn tour(maze: &Maze) -> Option<Vec<Pos>> {
    let count = count_shortest_tours(maze);
    (count.shortest == ShortestTours::One)
        .then(|| Solver::new().solve(maze).route)
        .flatten()
}

/// The fewest moves of a tour whose first move heads `heading`, if the die
/// may make that move and a tour begins with it.
fn tour_starting(maze: &Maze, heading: Heading) -> Option<usize> {
    let (dr, dc) = heading.delta();
    let row = u32::try_from(maze.start.row as i32 + dr).ok()?;
    let col = u32::try_from(maze.start.col as i32 + dc).ok()?;
    let first = Pos::new(row, col);
    if !maze.grid.get(first)?.admits(maze.die.top()) {
        return None;
    }
    let way = Solver::new().way_back(maze, first, maze.die.roll(heading))?;
    Some(way.len())
}

/// The square one step from `pos` heading `heading`, if on the board's
/// numbering (the border's squares hold 0).
fn step(pos: Pos, heading: Heading) -> Option<Pos> {
    let (dr, dc) = heading.delta();
    let row = u32::try_from(pos.row as i32 + dr).ok()?;
    let col = u32::try_from(pos.col as i32 + dc).ok()?;
    Some(Pos::new(row, col))
}

/// The fewest moves from the start to each (square, die) when the first
/// move heads `first` and the die never comes back onto the start.
fn depths_after(
    maze: &Maze,
    first: Heading,
) -> std::collections::HashMap<(Pos, Orientation), usize> {
    let enters = |pos: Pos, die: Orientation| {
        pos != maze.start && maze.grid.get(pos).is_some_and(|sq| sq.admits(die.top()))
    };
    let mut depth = std::collections::HashMap::new();
    let mut layer = Vec::new();
    if let Some(pos) = step(maze.start, first).filter(|&p| enters(p, maze.die)) {
        let die = maze.die.roll(first);
        depth.insert((pos, die), 1);
        layer.push((pos, die));
    }
    let mut moves = 1;
    while !layer.is_empty() {
        moves += 1;
        let mut next = Vec::new();
        for (pos, die) in layer {
            for heading in Heading::ALL {
                if let Some(to) = step(pos, heading).filter(|&p| enters(p, die)) {
                    let rolled = die.roll(heading);
                    if let std::collections::hash_map::Entry::Vacant(slot) =
                        depth.entry((to, rolled))
                    {
                        slot.insert(moves);
                        next.push((to, rolled));
                    }
                }
            }
        }
        layer = next;
    }
    depth
}

/// Whether a longer tour starts with a first move `other` than the shortest
/// tour's and meets a (square, die) of the shortest tour later than the
/// shortest tour does, but still within its length: a search that marks
/// states seen in a round, trying `other` first, claims that state too late.
pub(super) fn meets_shortest_late(maze: &Maze) -> bool {
    let Some(route) = tour(maze) else {
        return false;
    };
    let best = route.len() - 1;
    let mut states = Vec::new();
    let mut die = maze.die;
    for (i, w) in route.windows(2).enumerate() {
        let Some(heading) = w[0].heading_to(w[1]) else {
            return false;
        };
        die = die.roll(heading);
        states.push((i + 1, (w[1], die)));
    }
    let Some(first) = maze.start.heading_to(route[1]) else {
        return false;
    };
    Heading::ALL
        .into_iter()
        .filter(|&h| h != first && tour_starting(maze, h).is_some_and(|m| m > best))
        .any(|h| {
            let depth = depths_after(maze, h);
            states[..best - 1]
                .iter()
                .any(|(i, state)| depth.get(state).is_some_and(|&d| d > *i && d < best))
        })
}

/// Whether the maze's shortest tour starts heading `first`, another first
/// move starts a longer tour and none starts one as short: a search that
/// tries that move first meets the longer tour first.
pub(super) fn shortest_behind_others(maze: &Maze, first: Heading) -> bool {
    let Some(best) = tour(maze).map(|t| t.len() - 1) else {
        return false;
    };
    let others: Vec<Option<usize>> = Heading::ALL
        .into_iter()
        .filter(|&h| h != first)
        .map(|h| tour_starting(maze, h))
        .collect();
    tour_starting(maze, first) == Some(best)
        && others.iter().flatten().count() >= 1
        && others.iter().flatten().all(|&moves| moves > best)
}

/// The maze with one more first move opened: the first square next to the
/// start, in heading order, that the die cannot enter made enterable (wild,
/// or a number), such that the maze keeps one shortest tour, starting
/// heading `first`, and a longer tour that starts with another first move
/// meets it late (`meets_shortest_late`).
pub(super) fn second_way_out(maze: &Maze, first: Heading) -> Option<Maze> {
    for heading in Heading::ALL {
        let (dr, dc) = heading.delta();
        let (Ok(row), Ok(col)) = (
            u32::try_from(maze.start.row as i32 + dr),
            u32::try_from(maze.start.col as i32 + dc),
        ) else {
            continue;
        };
        let square = Pos::new(row, col);
        if !maze.grid.contains(square) || tour_starting(maze, heading).is_some() {
            continue;
        }
        for value in [-1, 1, 2, 3, 4, 5, 6] {
            let mut opened = maze.clone();
            opened
                .grid
                .set(square, SquareValue::new(value).expect("-1 to 6"));
            if shortest_behind_others(&opened, first) && meets_shortest_late(&opened) {
                return Some(opened);
            }
        }
    }
    None
}

/// A 10 x 10 maze whose one tour runs round a ring of squares in rows 1 to
/// 3, columns 1 to `width` (odd), numbered so that the die rolls round it
/// east from the start (3, `col`) and back, while a room of 57 wild squares
/// in rows 5 to 10 opens from the start through a gate of two squares,
/// (4, `col`) and (5, `col`). The die can never come back through the
/// gate: it enters (5, `col`) northwards with that square's number on top,
/// so the number it shows on (4, `col`) is always its north face at the
/// start, which the start square does not hold. A breadth-first search
/// meets every state of the room, over R x C x 6, before it finds the tour.
pub(super) fn ring_and_room(name: &str, width: u32, col: u32, die: Orientation) -> Maze {
    let start = Pos::new(3, col);
    let mut maze = Maze::new(name, 10, 10, start, die);
    let mut ring: Vec<Pos> = (col + 1..=width).map(|c| Pos::new(3, c)).collect();
    ring.extend([Pos::new(2, width), Pos::new(1, width)]);
    ring.extend((1..width).rev().map(|c| Pos::new(1, c)));
    ring.extend([Pos::new(2, 1), Pos::new(3, 1)]);
    ring.extend((2..col).map(|c| Pos::new(3, c)));
    ring.push(start);
    let face = |f: u8| SquareValue::face(f).expect("a die face");
    let (mut at, mut rolled) = (start, die);
    for square in ring {
        let heading = at
            .heading_to(square)
            .expect("the ring's squares are neighbours");
        maze.grid.set(square, face(rolled.top()));
        rolled = rolled.roll(heading);
        at = square;
    }
    for row in 5..=10 {
        for c in 1..=10 {
            maze.grid.set(Pos::new(row, c), SquareValue::WILD);
        }
    }
    maze.grid.set(Pos::new(4, col), face(die.top()));
    maze.grid.set(Pos::new(5, col), face(die.north()));
    maze.grid.set(Pos::new(5, col - 1), SquareValue::EMPTY);
    maze.grid.set(Pos::new(5, col + 1), SquareValue::EMPTY);
    maze
}

/// The (square, die) states within `moves` moves of the start, the start's
/// own square left out.
#[cfg(test)]
pub(super) fn states_within(maze: &Maze, moves: usize) -> usize {
    let mut seen = std::collections::HashSet::new();
    for heading in Heading::ALL {
        for (state, depth) in depths_after(maze, heading) {
            if depth <= moves {
                seen.insert(state);
            }
        }
    }
    seen.len()
}
