//! Checking a claimed route sign by sign, for judges: the first broken rule
//! is named precisely.

use crate::{Maze, Turn};
use dice_core::{Heading, Pos};
use std::fmt;

/// Why a claimed route is not a legal route of its maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    /// The route has fewer than two positions.
    TooShort,
    /// The first position is not the entrance.
    WrongStart {
        /// The first position given.
        found: Pos,
    },
    /// A move is not to a neighbouring intersection.
    NotANeighbour {
        /// The move's number, from 1.
        step: usize,
        /// Where the move starts.
        from: Pos,
        /// Where it goes.
        to: Pos,
    },
    /// The first move does not leave the entrance in the given heading.
    WrongFirstHeading {
        /// The heading the route left in.
        found: Heading,
    },
    /// A move leaves an intersection in a way its sign does not allow.
    AgainstSign {
        /// The move's number, from 1.
        step: usize,
        /// The intersection left.
        at: Pos,
        /// The heading the walker arrived in.
        arriving: Heading,
        /// The heading it left in.
        leaving: Heading,
    },
    /// The route reaches the goal before its end.
    ReachesGoalEarly {
        /// The move that reached it, from 1.
        step: usize,
    },
    /// The route does not end at the goal.
    MissesGoal {
        /// The last position given.
        end: Pos,
    },
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::TooShort => write!(f, "a route needs at least one move"),
            RouteError::WrongStart { found } => {
                write!(f, "the route starts at {found}, not at the entrance")
            }
            RouteError::NotANeighbour { step, from, to } => {
                write!(
                    f,
                    "move {step} from {from} to {to} is not to a neighbouring intersection"
                )
            }
            RouteError::WrongFirstHeading { found } => {
                write!(
                    f,
                    "move 1 leaves the entrance heading {found}, not in the given heading"
                )
            }
            RouteError::AgainstSign {
                step,
                at,
                arriving,
                leaving,
            } => write!(
                f,
                "move {step} leaves {at} heading {leaving}, which no sign allows on arriving heading {arriving}"
            ),
            RouteError::ReachesGoalEarly { step } => {
                write!(f, "move {step} reaches the goal before the end")
            }
            RouteError::MissesGoal { end } => write!(f, "the route ends at {end}, not at the goal"),
        }
    }
}

impl std::error::Error for RouteError {}

/// Replays `route` on `maze`: its number of moves if it is a legal route
/// (leaves the entrance in the given heading, obeys every sign, ends on its
/// first arrival at the goal), else the first rule it breaks.
pub fn check_route(maze: &Maze, route: &[Pos]) -> Result<usize, RouteError> {
    if route.len() < 2 {
        return Err(RouteError::TooShort);
    }
    if route[0] != maze.start {
        return Err(RouteError::WrongStart { found: route[0] });
    }
    let mut arriving = maze.heading;
    for (k, pair) in route.windows(2).enumerate() {
        let (from, to, step) = (pair[0], pair[1], k + 1);
        let Some(leaving) = from.heading_to(to) else {
            return Err(RouteError::NotANeighbour { step, from, to });
        };
        if step == 1 {
            if leaving != maze.heading {
                return Err(RouteError::WrongFirstHeading { found: leaving });
            }
        } else {
            let post = maze.signs.get(from).unwrap_or_default();
            let allowed = Turn::ALL
                .into_iter()
                .any(|t| post.allows(arriving, t) && t.apply(arriving) == leaving);
            if !allowed {
                return Err(RouteError::AgainstSign {
                    step,
                    at: from,
                    arriving,
                    leaving,
                });
            }
        }
        if to == maze.goal && step + 1 < route.len() {
            return Err(RouteError::ReachesGoalEarly { step });
        }
        arriving = leaving;
    }
    match route.last() {
        Some(&end) if end != maze.goal => Err(RouteError::MissesGoal { end }),
        _ => Ok(route.len() - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, solve};

    #[test]
    fn the_solvers_routes_pass_and_broken_ones_say_why() {
        let mazes = parse(include_str!("../../../testdata/arrow-maze/sample.in")).expect("parses");
        let route = solve(&mazes[0]).route.expect("SAMPLE has a route");
        assert_eq!(check_route(&mazes[0], &route), Ok(14));
        let p = |r, c| Pos::new(r, c);
        // (2,1) arriving north allows only forward.
        let err = check_route(&mazes[0], &[p(3, 1), p(2, 1), p(2, 2)]);
        assert_eq!(
            err,
            Err(RouteError::AgainstSign {
                step: 2,
                at: p(2, 1),
                arriving: Heading::North,
                leaving: Heading::East
            })
        );
        assert_eq!(
            err.map_err(|e| e.to_string()),
            Err("move 2 leaves (2,1) heading E, which no sign allows on arriving heading N".into())
        );
        assert_eq!(
            check_route(&mazes[0], &[p(3, 1), p(3, 2)]),
            Err(RouteError::WrongFirstHeading {
                found: Heading::East
            })
        );
        assert_eq!(
            check_route(&mazes[0], &[p(3, 1), p(2, 1)]),
            Err(RouteError::MissesGoal { end: p(2, 1) })
        );
    }

    #[test]
    fn each_rule_broken_alone_is_named() {
        // A column of three; the goal (2,1) has a sign that lets a walker
        // arriving north go on to (1,1).
        let mazes = parse("M\n3 1 N 2 1\n2 1 NF *\n0\nEND\n").expect("parses");
        let maze = &mazes[0];
        let p = |r, c| Pos::new(r, c);
        assert_eq!(check_route(maze, &[p(3, 1), p(2, 1)]), Ok(1));
        // Passing the goal ends the route there.
        assert_eq!(
            check_route(maze, &[p(3, 1), p(2, 1), p(1, 1)]),
            Err(RouteError::ReachesGoalEarly { step: 1 })
        );
        assert_eq!(check_route(maze, &[p(3, 1)]), Err(RouteError::TooShort));
        assert_eq!(
            check_route(maze, &[p(2, 1), p(1, 1)]),
            Err(RouteError::WrongStart { found: p(2, 1) })
        );
        assert_eq!(
            check_route(maze, &[p(3, 1), p(1, 1)]),
            Err(RouteError::NotANeighbour {
                step: 1,
                from: p(3, 1),
                to: p(1, 1)
            })
        );
    }
}
