//! Checking a claimed tour move by move, for judges: the first broken rule
//! is named precisely.

use crate::Maze;
use dice_core::Pos;
use std::fmt;

/// Why a claimed tour is not a legal tour of its maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TourError {
    /// The tour has fewer than two positions.
    TooShort,
    /// The first position is not the start.
    WrongStart {
        /// The first position given.
        found: Pos,
    },
    /// A move is not to a square next to the previous one.
    NotANeighbour {
        /// The move's number, from 1.
        step: usize,
        /// The square moved from.
        from: Pos,
        /// The square moved to.
        to: Pos,
    },
    /// A move onto an empty square (`0`), which cannot be entered.
    Blocked {
        /// The move's number, from 1.
        step: usize,
        /// The square moved onto.
        to: Pos,
    },
    /// A move off the grid, onto a square outside the maze.
    Outside {
        /// The move's number, from 1.
        step: usize,
        /// The position moved onto.
        to: Pos,
    },
    /// A move onto a numbered square whose number is not on top.
    WrongFace {
        /// The move's number, from 1.
        step: usize,
        /// The square moved onto.
        to: Pos,
        /// The square's number.
        holding: i8,
        /// The face on top before the move.
        top: u8,
    },
    /// The tour comes back to the start before its last move.
    ReturnsEarly {
        /// The move's number, from 1.
        step: usize,
    },
    /// The tour does not end at the start.
    DoesNotReturn {
        /// The last position given.
        end: Pos,
    },
}

impl fmt::Display for TourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TourError::TooShort => write!(f, "a tour needs at least one move"),
            TourError::WrongStart { found } => {
                write!(f, "the tour starts at {found}, not at the start")
            }
            TourError::NotANeighbour { step, from, to } => {
                write!(
                    f,
                    "move {step} from {from} to {to} is not to a neighbouring square"
                )
            }
            TourError::Blocked { step, to } => {
                write!(f, "move {step} onto {to}, which cannot be entered")
            }
            TourError::Outside { step, to } => {
                write!(f, "move {step} onto {to}, which is outside the maze")
            }
            TourError::WrongFace {
                step,
                to,
                holding,
                top,
            } => {
                write!(
                    f,
                    "move {step} onto {to} holding {holding} with {top} on top"
                )
            }
            TourError::ReturnsEarly { step } => {
                write!(f, "move {step} returns to the start before the end")
            }
            TourError::DoesNotReturn { end } => {
                write!(f, "the tour ends at {end}, not at the start")
            }
        }
    }
}

impl std::error::Error for TourError {}

/// Replays `route` on `maze`: its number of moves if it is a legal tour
/// (leaves the start, obeys every square, ends on its first return), else
/// the first rule it breaks.
pub fn check_tour(maze: &Maze, route: &[Pos]) -> Result<usize, TourError> {
    let (&first, &last) = match (route.first(), route.last()) {
        (Some(first), Some(last)) if route.len() >= 2 => (first, last),
        _ => return Err(TourError::TooShort),
    };
    if first != maze.start {
        return Err(TourError::WrongStart { found: first });
    }
    let mut die = maze.die;
    for (k, pair) in route.windows(2).enumerate() {
        let (from, to, step) = (pair[0], pair[1], k + 1);
        let heading = from.heading_to(to);
        let Some(heading) = heading else {
            return Err(TourError::NotANeighbour { step, from, to });
        };
        match maze.grid.get(to) {
            Some(square) if square.admits(die.top()) => {}
            Some(square) if square.value() > 0 => {
                let holding = square.value();
                return Err(TourError::WrongFace {
                    step,
                    to,
                    holding,
                    top: die.top(),
                });
            }
            Some(_) => return Err(TourError::Blocked { step, to }),
            None => return Err(TourError::Outside { step, to }),
        }
        if to == maze.start && step + 1 < route.len() {
            return Err(TourError::ReturnsEarly { step });
        }
        die = die.roll(heading);
    }
    if last != maze.start {
        return Err(TourError::DoesNotReturn { end: last });
    }
    Ok(route.len() - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, solve};

    #[test]
    fn the_solvers_tours_pass_and_broken_ones_say_why() {
        let mazes = parse(include_str!("../../../testdata/dice-maze/sample.in"))
            .expect("the sample parses");
        let route = solve(&mazes[1]).route.expect("DICEMAZE2 has a tour");
        assert_eq!(check_tour(&mazes[1], &route), Ok(22));
        let mut broken = route.clone();
        broken.swap(4, 5);
        assert!(matches!(
            check_tour(&mazes[1], &broken),
            Err(TourError::NotANeighbour { .. })
        ));
        let p = |r, c| Pos::new(r, c);
        assert_eq!(
            check_tour(
                &mazes[1],
                &[p(2, 6), p(2, 5), p(2, 4), p(2, 3), p(2, 2), p(1, 2)]
            ),
            Err(TourError::WrongFace {
                step: 5,
                to: p(1, 2),
                holding: 4,
                top: 3
            })
        );
        assert_eq!(
            TourError::WrongFace {
                step: 5,
                to: p(2, 3),
                holding: 4,
                top: 6
            }
            .to_string(),
            "move 5 onto (2,3) holding 4 with 6 on top"
        );
        assert_eq!(check_tour(&mazes[1], &[p(2, 6)]), Err(TourError::TooShort));
        assert_eq!(
            check_tour(&mazes[1], &[p(2, 5), p(2, 6)]),
            Err(TourError::WrongStart { found: p(2, 5) })
        );
    }

    /// A 2 x 3 maze of wild squares with one empty square at (1,3); the die
    /// starts at (1,1).
    fn wild_maze() -> Maze {
        let mazes = parse("M\n2 3 1 1 5 1\n-1 -1 0\n-1 -1 -1\nEND\n").expect("valid");
        mazes.into_iter().next().expect("one maze")
    }

    #[test]
    fn each_rule_broken_alone_is_named() {
        let maze = wild_maze();
        let p = |r, c| Pos::new(r, c);
        assert_eq!(
            check_tour(&maze, &[p(1, 1), p(1, 2), p(2, 2), p(2, 1), p(1, 1)]),
            Ok(4)
        );
        // An empty square is a wall, not a wrong face.
        assert_eq!(
            check_tour(&maze, &[p(1, 1), p(1, 2), p(1, 3), p(2, 3)]),
            Err(TourError::Blocked {
                step: 2,
                to: p(1, 3)
            })
        );
        // A square off the grid is said to be outside the maze.
        let outside = check_tour(&maze, &[p(1, 1), p(2, 1), p(3, 1)]);
        assert_eq!(
            outside,
            Err(TourError::Outside {
                step: 2,
                to: p(3, 1)
            })
        );
        let message = outside.expect_err("outside").to_string();
        assert_eq!(message, "move 2 onto (3,1), which is outside the maze");
        // Back on the start before the end: the tour ended there.
        assert_eq!(
            check_tour(&maze, &[p(1, 1), p(1, 2), p(1, 1), p(1, 2), p(1, 1)]),
            Err(TourError::ReturnsEarly { step: 2 })
        );
        assert_eq!(
            check_tour(&maze, &[p(1, 1), p(1, 2)]),
            Err(TourError::DoesNotReturn { end: p(1, 2) })
        );
        assert_eq!(
            check_tour(&maze, &[p(1, 1), p(2, 2), p(1, 1)]),
            Err(TourError::NotANeighbour {
                step: 1,
                from: p(1, 1),
                to: p(2, 2)
            })
        );
    }
}
