//! Walking a maze by hand: where the walker is and which way it came,
//! steps checked against the signs with the reason for a refusal, undo and
//! redo, and hints from a shortest way on from wherever the walker stands.
//!
//! ```
//! use arrow_maze::{Heading, play::Game};
//! let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n").expect("valid");
//! let mut game = Game::new(&mazes[0]);
//! assert_eq!(game.hint(), Some(Heading::North));
//! game.step(Heading::North).expect("the entrance is left heading north");
//! ```

use crate::{Maze, Solver, Turn};
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
        /// Where the walker would go.
        to: Pos,
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
            Refusal::OffTheGrid { to } => write!(f, "{to} is outside the maze"),
        }
    }
}

impl std::error::Error for Refusal {}

/// One game on one maze: where the walker is, the heading it arrived in,
/// and the steps taken.
#[derive(Debug)]
pub struct Game<'m> {
    maze: &'m Maze,
    steps: Vec<Heading>,
    undone: Vec<Heading>,
    trail: Vec<Pos>,
    solver: Solver,
}

impl<'m> Game<'m> {
    /// A game with the walker at the entrance.
    pub fn new(maze: &'m Maze) -> Game<'m> {
        Game {
            maze,
            steps: Vec::new(),
            undone: Vec::new(),
            trail: vec![maze.start],
            solver: Solver::new(),
        }
    }

    /// The maze played.
    pub fn maze(&self) -> &'m Maze {
        self.maze
    }

    /// Where the walker is.
    pub fn pos(&self) -> Pos {
        *self.trail.last().unwrap_or(&self.maze.start)
    }

    /// The heading the walker arrived in, or at the entrance before the
    /// first step, the heading it must leave in.
    pub fn heading(&self) -> Heading {
        *self.steps.last().unwrap_or(&self.maze.heading)
    }

    /// The steps taken so far, oldest first.
    pub fn steps(&self) -> &[Heading] {
        &self.steps
    }

    /// Whether the walker has left the entrance and reached the goal.
    pub fn is_solved(&self) -> bool {
        !self.steps.is_empty() && self.pos() == self.maze.goal
    }

    /// The ways out the walker may take now.
    pub fn allowed(&self) -> Vec<Heading> {
        Heading::ALL
            .into_iter()
            .filter(|&h| self.check(h).is_ok())
            .collect()
    }

    /// Whether a step heading `leaving` is allowed, and why not.
    pub fn check(&self, leaving: Heading) -> Result<Pos, Refusal> {
        if self.is_solved() {
            return Err(Refusal::Finished);
        }
        let (at, arriving) = (self.pos(), self.heading());
        if self.steps.is_empty() {
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
                let allowed = post.turns(arriving);
                return Err(Refusal::AgainstSign {
                    at,
                    arriving,
                    allowed,
                });
            }
        }
        let (row, col) = (i64::from(at.row), i64::from(at.col));
        let (row, col) = match leaving {
            Heading::North => (row - 1, col),
            Heading::East => (row, col + 1),
            Heading::South => (row + 1, col),
            Heading::West => (row, col - 1),
        };
        let to = Pos::new(
            u32::try_from(row).unwrap_or(0),
            u32::try_from(col).unwrap_or(0),
        );
        if self.maze.signs.contains(to) {
            Ok(to)
        } else {
            Err(Refusal::OffTheGrid { to })
        }
    }

    /// Takes one step heading `leaving`, or says why it may not. A step
    /// clears what undo had taken back.
    pub fn step(&mut self, leaving: Heading) -> Result<(), Refusal> {
        self.apply(leaving)?;
        self.undone.clear();
        Ok(())
    }

    fn apply(&mut self, leaving: Heading) -> Result<(), Refusal> {
        let to = self.check(leaving)?;
        self.trail.push(to);
        self.steps.push(leaving);
        Ok(())
    }

    /// Takes the last step back; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(heading) = self.steps.pop() else {
            return false;
        };
        self.trail.pop();
        self.undone.push(heading);
        true
    }

    /// Takes the last undone step again; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(heading) => self.apply(heading).is_ok(),
            None => false,
        }
    }

    /// Back to the entrance, every step forgotten.
    pub fn restart(&mut self) {
        *self = Game::new(self.maze);
    }

    /// A shortest way on from here to the goal, here included.
    fn way(&mut self) -> Option<Vec<Pos>> {
        if self.is_solved() {
            return None;
        }
        if self.steps.is_empty() {
            return self.solver.solve(self.maze).route;
        }
        let (pos, heading) = (self.pos(), self.heading());
        self.solver.way_on(self.maze, pos, heading)
    }

    /// The fewest steps from here to the goal, if it can be reached.
    pub fn moves_left(&mut self) -> Option<usize> {
        if self.is_solved() {
            return Some(0);
        }
        Some(self.way()?.len() - 1)
    }

    /// The first step of a shortest way on to the goal, if there is one.
    pub fn hint(&mut self) -> Option<Heading> {
        let way = self.way()?;
        way.first()?.heading_to(*way.get(1)?)
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
            let mut game = Game::new(maze);
            let optimum = solve(maze).n_moves();
            assert_eq!(game.moves_left(), optimum);
            let mut n = 0;
            while let Some(h) = game.hint() {
                let before = game.moves_left().expect("a hint means a way");
                game.step(h).expect("a hint is a legal step");
                assert_eq!(game.moves_left(), Some(before - 1));
                n += 1;
            }
            assert_eq!(Some(n).filter(|_| game.is_solved()), optimum);
        }
    }

    #[test]
    fn refusals_say_why_and_undo_redo_restore_the_walker() {
        let mazes = sample();
        let mut game = Game::new(&mazes[0]);
        let first = game.step(Heading::East).unwrap_err();
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
        game.step(Heading::North).expect("the first step");
        // (2,1) arriving north: only forward.
        assert_eq!(game.allowed(), [Heading::North]);
        let refusal = game.step(Heading::East).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "the signs at (2,1) let a walker arriving heading N go only N"
        );
        game.step(Heading::North).expect("forward");
        assert_eq!(game.steps(), [Heading::North, Heading::North]);
        // (1,1) arriving north: only right, east.
        assert_eq!(game.allowed(), [Heading::East]);
        assert!(game.undo());
        assert_eq!(
            (game.pos(), game.heading()),
            (Pos::new(2, 1), Heading::North)
        );
        assert!(game.redo());
        assert_eq!(game.pos(), Pos::new(1, 1));
        assert!(!game.redo());
        game.restart();
        assert_eq!((game.pos(), game.steps().len()), (mazes[0].start, 0));
    }

    #[test]
    fn a_dead_end_says_so_and_the_goal_ends_the_route() {
        let mazes = parse("M\n3 1 N 1 1\n0\nEND\n").expect("valid");
        let mut game = Game::new(&mazes[0]);
        game.step(Heading::North).expect("the first step");
        assert_eq!(
            game.step(Heading::North).unwrap_err().to_string(),
            "no sign at (2,1) lets a walker arriving heading N go on: a dead end"
        );
        assert_eq!((game.hint(), game.moves_left()), (None, None));
        // A sign that points off the grid.
        let mazes = parse("M\n2 1 N 2 2\n1 1 NL *\n0\nEND\n").expect("valid");
        let mut game = Game::new(&mazes[0]);
        game.step(Heading::North).expect("the first step");
        assert_eq!(
            game.step(Heading::West),
            Err(Refusal::OffTheGrid { to: Pos::new(1, 0) })
        );
        assert!(game.allowed().is_empty());
        let mazes = parse("M\n2 1 N 1 1\n0\nEND\n").expect("valid");
        let mut game = Game::new(&mazes[0]);
        game.step(Heading::North)
            .expect("the first step reaches the goal");
        assert!(game.is_solved());
        assert_eq!(game.step(Heading::North), Err(Refusal::Finished));
    }
}
