//! Walking a maze by hand: the arrow maze's [`Rules`] (steps checked
//! against the signs, with the reason for a refusal) and [`Hints`] from a
//! shortest way on from wherever the walker stands, for a
//! [`dice_core::play::Game`] (undo, redo, restart).
//!
//! ```
//! use arrow_maze::{Heading, play};
//! let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n").expect("valid");
//! let mut game = play::game(&mazes[0]);
//! assert_eq!(game.hint(), Some(Heading::North));
//! game.play(Heading::North).expect("the entrance is left heading north");
//! ```

use crate::{Maze, Solver, Turn};
pub use dice_core::play::{Hints, Rules};
use dice_core::{Heading, Pos};
use std::fmt;

/// Why a step is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The walker has reached the goal: the route is over.
    Finished,
    /// The first step must leave the entrance in the maze's heading.
    FirstStep {
        /// The heading the entrance is left in.
        heading: Heading,
    },
    /// No sign at the intersection allows this way out.
    AgainstSign {
        /// The intersection.
        at: Pos,
        /// The heading the walker arrived in.
        arriving: Heading,
        /// The ways out the signs allow, as turns relative to `arriving`
        /// (bit 0 left, 1 forward, 2 right).
        allowed: u8,
    },
    /// The step leaves the grid.
    OffTheGrid {
        /// Where the walker is.
        from: Pos,
        /// The way it would go.
        heading: Heading,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Finished => write!(f, "the walker is at the goal: the route is over"),
            Refusal::FirstStep { heading } => {
                write!(f, "the walker must leave the entrance heading {heading}")
            }
            Refusal::AgainstSign {
                at,
                arriving,
                allowed: 0,
            } => write!(
                f,
                "no sign at {at} lets a walker arriving heading {arriving} go on: a dead end"
            ),
            Refusal::AgainstSign {
                at,
                arriving,
                allowed,
            } => {
                let ways: Vec<String> = Turn::ALL
                    .into_iter()
                    .enumerate()
                    .filter(|(bit, _)| allowed >> bit & 1 == 1)
                    .map(|(_, t)| t.apply(*arriving).to_string())
                    .collect();
                write!(
                    f,
                    "the signs at {at} let a walker arriving heading {arriving} go only {}",
                    ways.join(" or ")
                )
            }
            Refusal::OffTheGrid { from, heading } => {
                write!(f, "the maze ends {} of {from}", heading.word())
            }
        }
    }
}

impl std::error::Error for Refusal {}

/// Where the walker is and the heading it arrived in (at the entrance,
/// before the first step, the heading it must leave in).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walker {
    /// The intersection.
    pub pos: Pos,
    /// The heading of arrival.
    pub heading: Heading,
}

/// An arrow maze's rules: leave the entrance in its heading, then turn only
/// as the signs allow; the game ends on reaching the goal.
#[derive(Debug)]
pub struct ArrowRules<'m> {
    maze: &'m Maze,
    solver: Solver,
}

/// A game on an arrow maze.
pub type Game<'m> = dice_core::play::Game<ArrowRules<'m>>;

/// A game with the walker at the entrance.
pub fn game(maze: &Maze) -> Game<'_> {
    Game::new(ArrowRules {
        maze,
        solver: Solver::new(),
    })
}

impl<'m> ArrowRules<'m> {
    /// The maze played.
    pub fn maze(&self) -> &'m Maze {
        self.maze
    }

    /// The headings the walker may leave in from `state`, reached after
    /// `n_moves` steps.
    pub fn ways_on(&self, state: &Walker, n_moves: usize) -> Vec<Heading> {
        Heading::ALL
            .into_iter()
            .filter(|&h| self.play(state, n_moves, h).is_ok())
            .collect()
    }
}

impl Rules for ArrowRules<'_> {
    type State = Walker;
    type Refusal = Refusal;

    fn start(&self) -> Walker {
        Walker {
            pos: self.maze.start,
            heading: self.maze.heading,
        }
    }

    fn play(&self, state: &Walker, n_moves: usize, leaving: Heading) -> Result<Walker, Refusal> {
        if self.is_solved(state, n_moves) {
            return Err(Refusal::Finished);
        }
        let (at, arriving) = (state.pos, state.heading);
        if n_moves == 0 {
            if leaving != self.maze.heading {
                return Err(Refusal::FirstStep {
                    heading: self.maze.heading,
                });
            }
        } else {
            let post = self.maze.signs.get(at).unwrap_or_default();
            if !Turn::ALL
                .into_iter()
                .any(|t| t.apply(arriving) == leaving && post.allows(arriving, t))
            {
                return Err(Refusal::AgainstSign {
                    at,
                    arriving,
                    allowed: post.turns(arriving),
                });
            }
        }
        let (dr, dc) = leaving.delta();
        let to = Pos::new(
            u32::try_from(i64::from(at.row) + i64::from(dr)).unwrap_or(0),
            u32::try_from(i64::from(at.col) + i64::from(dc)).unwrap_or(0),
        );
        if self.maze.signs.contains(to) {
            Ok(Walker {
                pos: to,
                heading: leaving,
            })
        } else {
            Err(Refusal::OffTheGrid {
                from: at,
                heading: leaving,
            })
        }
    }

    fn is_solved(&self, state: &Walker, n_moves: usize) -> bool {
        n_moves > 0 && state.pos == self.maze.goal
    }
}

impl Hints for ArrowRules<'_> {
    fn moves_left(&mut self, state: &Walker, n_moves: usize) -> Option<usize> {
        if self.is_solved(state, n_moves) {
            return Some(0);
        }
        let way = if n_moves == 0 {
            self.solver.solve(self.maze).route
        } else {
            self.solver.way_on(self.maze, state.pos, state.heading)
        }?;
        Some(way.len() - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, solve};

    fn sample() -> Vec<Maze> {
        parse(include_str!("../../../testdata/arrow-maze/sample.in")).expect("the sample parses")
    }

    #[test]
    fn following_hints_from_anywhere_gives_a_shortest_route() {
        for maze in &sample() {
            let mut game = super::game(maze);
            let optimum = solve(maze).n_moves();
            assert_eq!(game.moves_left(), optimum);
            assert_eq!(game.follow_hints(), optimum);
            assert_eq!(game.is_solved(), optimum.is_some());
        }
    }

    #[test]
    fn an_entrance_on_the_goal_is_not_solved_before_the_walker_comes_back() {
        let mazes =
            parse("LOOP\n1 1 E 1 1\n1 2 ER *\n2 2 SR *\n2 1 WR *\n0\nEND\n").expect("valid");
        let mut game = super::game(&mazes[0]);
        assert!(
            !game.is_solved(),
            "standing on the goal before the first move"
        );
        assert_eq!(game.moves_left(), Some(4));
        assert_eq!(game.follow_hints(), Some(4));
        assert!(game.is_solved());
    }

    #[test]
    fn refusals_say_why_and_undo_redo_restore_the_walker() {
        let mazes = sample();
        let mut game = super::game(&mazes[0]);
        let first = game.play(Heading::East).unwrap_err();
        assert_eq!(
            first,
            Refusal::FirstStep {
                heading: Heading::North
            }
        );
        assert_eq!(
            first.to_string(),
            "the walker must leave the entrance heading N"
        );
        game.play(Heading::North).expect("the first step");
        // (2,1) arriving north: only forward.
        assert_eq!(
            game.rules().ways_on(game.state(), game.moves().len()),
            [Heading::North]
        );
        let refusal = game.play(Heading::East).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "the signs at (2,1) let a walker arriving heading N go only N"
        );
        game.play(Heading::North).expect("forward");
        assert_eq!(game.moves(), [Heading::North, Heading::North]);
        // (1,1) arriving north: only right, east.
        assert_eq!(
            game.rules().ways_on(game.state(), game.moves().len()),
            [Heading::East]
        );
        assert!(game.undo());
        assert_eq!(
            (game.state().pos, game.state().heading),
            (Pos::new(2, 1), Heading::North)
        );
        assert!(game.redo());
        assert_eq!(game.state().pos, Pos::new(1, 1));
        assert!(!game.redo());
        game.restart();
        assert_eq!((game.state().pos, game.moves().len()), (mazes[0].start, 0));
    }

    #[test]
    fn a_dead_end_says_so_and_the_goal_ends_the_route() {
        let mazes = parse("M\n3 1 N 1 1\n0\nEND\n").expect("valid");
        let mut game = super::game(&mazes[0]);
        game.play(Heading::North).expect("the first step");
        assert_eq!(
            game.play(Heading::North).unwrap_err().to_string(),
            "no sign at (2,1) lets a walker arriving heading N go on: a dead end"
        );
        assert_eq!((game.hint(), game.moves_left()), (None, None));
        // A sign that points off the grid.
        let mazes = parse("M\n2 1 N 2 2\n1 1 NL *\n0\nEND\n").expect("valid");
        let mut game = super::game(&mazes[0]);
        game.play(Heading::North).expect("the first step");
        assert_eq!(
            game.play(Heading::West),
            Err(Refusal::OffTheGrid {
                from: Pos::new(1, 1),
                heading: Heading::West
            })
        );
        assert!(
            game.rules()
                .ways_on(game.state(), game.moves().len())
                .is_empty()
        );
        let mazes = parse("M\n2 1 N 1 1\n0\nEND\n").expect("valid");
        let mut game = super::game(&mazes[0]);
        game.play(Heading::North)
            .expect("the first step reaches the goal");
        assert!(game.is_solved());
        assert_eq!(game.play(Heading::North), Err(Refusal::Finished));
    }
}
