//! Mazes whose breadth-first search is wide: many die states at the same
//! distance from the start before the shortest tour is found, with one
//! shortest tour (the statement's promise).
//!
//! A solution that keeps its search queue in a ring of fixed size (256
//! entries, say) overwrites states it has not yet expanded once more are
//! waiting than the ring holds; random judge mazes keep well under 256
//! (the widest layer in the dice package's other cases is about 210 states). A
//! layer of `w` states is in the queue at once in any breadth-first
//! search, so a maze whose widest layer before the tour ends passes 256
//! breaks every ring of 256.
//!
//! Found by a seeded hill climb on 10 x 10: random mazes whose start has
//! one open neighbour (most squares wild, some numbered, some empty), then
//! one square changed at a time, kept when the tour stays unique and the
//! widest layer does not shrink.

use crate::{Maze, ShortestTours, SquareValue, count_shortest_tours};
use dice_core::rng::SplitMix64;
use dice_core::{Heading, Orientation, Pos};

/// The side of the mazes searched: the statement's largest.
const SIDE: u32 = 10;

/// The random mazes drawn before the climb starts from the best.
const DRAWS: u32 = 500;

/// A maze found by [`search`] and the width of its widest layer.
#[derive(Clone, Debug)]
pub struct Wide {
    /// The maze, named `WIDE<width>`.
    pub maze: Maze,
    /// The most die states at one distance from the start, among the
    /// distances shorter than the shortest tour.
    pub widest: usize,
}

/// The most states of one layer of the breadth-first search from the
/// start, over the layers before the one that closes the shortest tour of
/// `moves` moves (or every layer, for `None`).
pub fn widest_layer(maze: &Maze, moves: Option<usize>) -> usize {
    let n_cols = maze.grid.n_cols();
    let index =
        |p: Pos, die: Orientation| ((p.row - 1) * n_cols + p.col - 1) as usize * 24 + die.index();
    if !maze.grid.contains(maze.start) {
        return 0;
    }
    let mut seen = vec![false; (maze.grid.n_rows() * n_cols) as usize * 24];
    seen[index(maze.start, maze.die)] = true;
    let mut layer = vec![(maze.start, maze.die)];
    let mut widest = 1;
    let mut depth = 1;
    while !layer.is_empty() && moves.is_none_or(|m| depth < m) {
        let mut next = Vec::new();
        for &(at, die) in &layer {
            for heading in Heading::ALL {
                let (dr, dc) = heading.delta();
                let (Some(row), Some(col)) =
                    (at.row.checked_add_signed(dr), at.col.checked_add_signed(dc))
                else {
                    continue;
                };
                let to = Pos::new(row, col);
                let admits = maze.grid.contains(to)
                    && maze.grid.get(to).is_some_and(|v| v.admits(die.top()));
                let rolled = die.roll(heading);
                if admits && !seen[index(to, rolled)] {
                    seen[index(to, rolled)] = true;
                    next.push((to, rolled));
                }
            }
        }
        widest = widest.max(next.len());
        layer = next;
        depth += 1;
    }
    widest
}

/// The widest layer of `maze` if it has exactly one shortest tour.
fn score(maze: &Maze) -> Option<usize> {
    let count = count_shortest_tours(maze);
    (count.shortest == ShortestTours::One).then(|| widest_layer(maze, count.moves))
}

/// A random face, 1 to 6.
fn face(rng: &mut SplitMix64) -> SquareValue {
    SquareValue::face(1 + rng.below(6) as u8).unwrap_or(SquareValue::WILD)
}

/// A random 10 x 10 maze: most squares wild, an eighth numbered, an eighth
/// empty; the start numbered with one open neighbour.
fn draw(rng: &mut SplitMix64) -> Maze {
    let start = Pos::new(
        1 + rng.below(u64::from(SIDE)) as u32,
        1 + rng.below(u64::from(SIDE)) as u32,
    );
    let die = Orientation::from_index(rng.below(24) as usize).unwrap_or(Orientation::REFERENCE);
    let mut maze = Maze::new("WIDE", SIDE, SIDE, start, die);
    for row in 1..=SIDE {
        for col in 1..=SIDE {
            let value = match rng.below(8) {
                0 => SquareValue::EMPTY,
                1 => face(rng),
                _ => SquareValue::WILD,
            };
            maze.grid.set(Pos::new(row, col), value);
        }
    }
    let start_face = face(rng);
    maze.grid.set(start, start_face);
    let open = rng.below(4) as usize;
    for heading in Heading::ALL.into_iter().filter(|h| h.index() != open) {
        let (dr, dc) = heading.delta();
        if let (Some(row), Some(col)) = (
            start.row.checked_add_signed(dr),
            start.col.checked_add_signed(dc),
        ) && maze.grid.contains(Pos::new(row, col))
        {
            maze.grid.set(Pos::new(row, col), SquareValue::EMPTY);
        }
    }
    maze
}

/// Climbs from `seed` for `evaluations` mazes (each a count of tours and a
/// search) to a 10 x 10 maze with one shortest tour whose widest layer is
/// as wide as it gets; `None` if no maze drawn had one shortest tour.
///
/// ```
/// let found = dice_maze::wide::search(1, 2_000).expect("a maze");
/// assert!(found.widest > 100);
/// assert_eq!(dice_maze::wide::widest_layer(&found.maze, dice_maze::solve(&found.maze).n_moves()), found.widest);
/// ```
pub fn search(seed: u64, evaluations: u32) -> Option<Wide> {
    let mut rng = SplitMix64::new(seed);
    let mut best: Option<(Maze, usize)> = None;
    for _ in 0..DRAWS.min(evaluations) {
        let maze = draw(&mut rng);
        if let Some(width) = score(&maze)
            && best.as_ref().is_none_or(|(_, w)| width > *w)
        {
            best = Some((maze, width));
        }
    }
    let (mut maze, mut widest) = best?;
    for _ in DRAWS.min(evaluations)..evaluations {
        let at = Pos::new(
            1 + rng.below(u64::from(SIDE)) as u32,
            1 + rng.below(u64::from(SIDE)) as u32,
        );
        if at == maze.start {
            continue;
        }
        let value = match rng.below(10) {
            0..3 => SquareValue::EMPTY,
            3..6 => face(&mut rng),
            _ => SquareValue::WILD,
        };
        let old = maze.grid.get(at).unwrap_or(SquareValue::EMPTY);
        maze.grid.set(at, value);
        match score(&maze) {
            Some(width) if width >= widest => widest = width,
            _ => maze.grid.set(at, old),
        }
    }
    maze.name = format!("WIDE{widest}");
    Some(Wide { maze, widest })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_widest_layer_of_an_open_row_is_counted_state_by_state() {
        // A 1 x 3 row of wild squares from the middle: both ends at depth
        // 1, each with its own die; the middle again at depth 2, twice.
        let maze = &crate::parse("M\n1 3 1 2 5 1\n-1 -1 -1\nEND\n").expect("a maze")[0];
        assert_eq!(widest_layer(maze, Some(1)), 1);
        assert_eq!(widest_layer(maze, Some(2)), 2);
        assert_eq!(widest_layer(maze, None), 2);
    }

    #[test]
    fn the_climb_keeps_one_shortest_tour_and_widens() {
        let found = search(2, 3_000).expect("a maze");
        let count = count_shortest_tours(&found.maze);
        assert_eq!(count.shortest, ShortestTours::One);
        assert_eq!(widest_layer(&found.maze, count.moves), found.widest);
        assert!(found.widest > 150, "{}", found.widest);
        let text = crate::to_judge_input(std::slice::from_ref(&found.maze));
        assert!(crate::validate(text.as_bytes(), dice_core::strict::Limits::Original).is_empty());
    }
}
