//! The search for the longest tours: dice mazes of given sides whose one
//! shortest tour is as long as possible, by annealing over squares, start
//! and die with the solver's count of shortest tours as the score.
//!
//! Judge data wants these (the max test): a solution that keeps routes in
//! a fixed array, or stops its search after a fixed number of layers,
//! passes every random maze and fails here.

use crate::{Maze, ShortestTours, SquareValue, count_shortest_tours};
use dice_core::anneal::{self, Budget, Landscape, Named, Outcome, Restart, Score, Sides};
use dice_core::rng::SplitMix64;
use dice_core::{N_ORIENTATIONS, Orientation};

/// The most moves a tour can have on `n_rows` x `n_cols` squares: one
/// visit to every square with every orientation of the die (a shortest
/// tour never comes to the same state twice).
pub fn upper_bound(n_rows: u32, n_cols: u32) -> usize {
    n_rows as usize * n_cols as usize * N_ORIENTATIONS
}

/// Anneals from `seed` over mazes of `n_rows` x `n_cols` squares until
/// `budget` is spent. The best is the longest tour that is the maze's only
/// shortest one (the statement's promise); `by_length` holds, for each
/// length, the first such maze met. Mazes are named by
/// [`Sides::name`](dice_core::anneal::Sides::name).
///
/// ```
/// use dice_core::anneal::Budget;
/// let found = dice_maze::longest::search(5, 3, 4, Budget::evaluations(30_000));
/// let (maze, moves) = found.best.expect("a tour");
/// assert!(moves >= 10);
/// assert_eq!(dice_maze::solve(&maze).n_moves(), Some(moves));
/// ```
pub fn search(seed: u64, n_rows: u32, n_cols: u32, budget: Budget) -> Outcome<Maze> {
    let sides = Sides { n_rows, n_cols };
    anneal::longest(&mut DiceLandscape { sides }, seed, budget, RESTART)
}

/// Where the dice search's rounds start: from the best maze so far, since
/// most random mazes have no tour at all (measured on 8 x 9, seeds 1 and
/// 2 at 10,000,000 evaluations: 164 and 178 moves alternating with random
/// mazes, 208 and 194 from the best).
const RESTART: Restart = Restart::FromBest;

/// Dice mazes of one size.
struct DiceLandscape {
    sides: Sides,
}

/// What several shortest tours cost a maze's score, in moves: enough that
/// the search prefers one tour, little enough that it may pass through.
const SEVERAL_PENALTY: i64 = 2;

/// A random die orientation.
fn random_die(rng: &mut SplitMix64) -> Orientation {
    Orientation::from_index(rng.below(N_ORIENTATIONS as u64) as usize)
        .expect("a number below 24 numbers an orientation")
}

/// A random square: empty one time in four, wild one in twenty-five, a
/// face otherwise (long tours need few wild squares).
fn random_square(rng: &mut SplitMix64) -> SquareValue {
    match rng.below(100) {
        0..25 => SquareValue::EMPTY,
        25..29 => SquareValue::WILD,
        _ => SquareValue::face(1 + rng.below(6) as u8).expect("1 to 6 is a face"),
    }
}

impl Named for DiceLandscape {
    fn sides(&self) -> Sides {
        self.sides
    }

    fn rename(maze: &mut Maze, name: String) {
        maze.name = name;
    }
}

impl Landscape for DiceLandscape {
    type Point = Maze;

    fn random(&mut self, rng: &mut SplitMix64) -> Maze {
        let start = self.sides.random_pos(rng);
        let die = random_die(rng);
        let mut maze = Maze::new("LONG", self.sides.n_rows, self.sides.n_cols, start, die);
        for row in 1..=self.sides.n_rows {
            for square in maze.grid.row_mut(row) {
                *square = random_square(rng);
            }
        }
        maze
    }

    fn neighbour(&mut self, maze: &Maze, rng: &mut SplitMix64) -> Maze {
        let mut next = maze.clone();
        match rng.below(64) {
            0 => next.start = self.sides.random_pos(rng),
            1 => next.die = random_die(rng),
            _ => {
                let pos = self.sides.random_pos(rng);
                next.grid.set(pos, random_square(rng));
            }
        }
        next
    }

    fn score(&mut self, maze: &Maze) -> Score {
        // The statement promises a start square the die can stand on.
        if maze.grid.get(maze.start) == Some(SquareValue::EMPTY) {
            return Score {
                value: 0,
                moves: None,
            };
        }
        let count = count_shortest_tours(maze);
        let moves = count.moves.unwrap_or(0);
        let one = count.shortest == ShortestTours::One;
        Score {
            value: moves as i64 - if one { 0 } else { SEVERAL_PENALTY },
            moves: one.then_some(moves),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TourCount;

    #[test]
    fn every_maze_found_has_one_shortest_tour_of_its_length() {
        let found = search(5, 3, 4, Budget::evaluations(30_000));
        let (best, moves) = found.best.expect("a tour");
        assert!(moves <= upper_bound(3, 4));
        assert_eq!(best.name, format!("LONG{moves}X3X4"));
        assert_eq!(found.by_length.len(), moves + 1);
        let mut lengths = 0;
        for (n, maze) in found.by_length.iter().enumerate() {
            let Some(maze) = maze else { continue };
            lengths += 1;
            assert_eq!(
                count_shortest_tours(maze),
                TourCount {
                    moves: Some(n),
                    shortest: ShortestTours::One
                }
            );
            assert_ne!(maze.grid.get(maze.start), Some(SquareValue::EMPTY));
        }
        // Tours have an even number of moves.
        assert!(
            moves >= 10 && 2 * lengths > moves / 2,
            "{lengths} lengths up to {moves}"
        );
    }

    #[test]
    fn a_seed_gives_the_same_mazes() {
        let budget = Budget::evaluations(3000);
        let a = search(2, 3, 4, budget);
        let b = search(2, 3, 4, budget);
        assert_eq!(a.best, b.best);
        assert_eq!(a.by_length, b.by_length);
    }

    #[test]
    fn one_square_and_thin_mazes_are_searched_too() {
        let found = search(1, 1, 1, Budget::evaluations(200));
        assert!(found.best.is_none(), "one square has no tour");
        let found = search(1, 1, 6, Budget::evaluations(5000));
        assert!(found.best.is_some_and(|(_, moves)| moves >= 2));
    }
}
