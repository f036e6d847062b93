//! Playing a maze by hand: the die's state, moves checked against the
//! rules with the reason for a refusal, undo and redo, and hints from a
//! shortest way back from wherever the die lies.
//!
//! ```
//! use dice_maze::{Heading, play::Game};
//! let mazes = dice_maze::parse("M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n").expect("valid");
//! let mut game = Game::new(&mazes[0]);
//! game.roll(Heading::East).expect("a wild square takes any face");
//! assert_eq!(game.hint(), Some(Heading::West));
//! ```

use crate::{Maze, Solver};
use dice_core::{Heading, Orientation, Pos};
use std::fmt;

/// Why a roll is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The die is back on its start: the tour is over.
    Finished,
    /// The square is off the maze or empty.
    NoSquare {
        /// Where the die would roll.
        to: Pos,
    },
    /// The square holds a number that is not on top of the die.
    WrongFace {
        /// Where the die would roll.
        to: Pos,
        /// The square's number.
        needs: u8,
        /// The face on top of the die.
        top: u8,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Finished => write!(f, "the die is back on its start: the tour is over"),
            Refusal::NoSquare { to } => write!(f, "there is no square to roll onto at {to}"),
            Refusal::WrongFace { to, needs, top } => write!(
                f,
                "the square {to} needs a {needs} on top; the die shows {top}"
            ),
        }
    }
}

impl std::error::Error for Refusal {}

/// One game on one maze: where the die is, how it lies, and the rolls made.
#[derive(Debug)]
pub struct Game<'m> {
    maze: &'m Maze,
    rolls: Vec<Heading>,
    undone: Vec<Heading>,
    pos: Pos,
    die: Orientation,
    solver: Solver,
}

impl<'m> Game<'m> {
    /// A game at the maze's start.
    pub fn new(maze: &'m Maze) -> Game<'m> {
        Game {
            maze,
            rolls: Vec::new(),
            undone: Vec::new(),
            pos: maze.start,
            die: maze.die,
            solver: Solver::new(),
        }
    }

    /// The maze played.
    pub fn maze(&self) -> &'m Maze {
        self.maze
    }

    /// Where the die is.
    pub fn pos(&self) -> Pos {
        self.pos
    }

    /// How the die lies.
    pub fn die(&self) -> Orientation {
        self.die
    }

    /// The rolls made so far, oldest first.
    pub fn rolls(&self) -> &[Heading] {
        &self.rolls
    }

    /// Whether the die has left its start and come back: the tour is done.
    pub fn is_solved(&self) -> bool {
        !self.rolls.is_empty() && self.pos == self.maze.start
    }

    /// The position one roll towards `heading`, if it exists.
    fn target(&self, heading: Heading) -> Option<Pos> {
        let (row, col) = (i64::from(self.pos.row), i64::from(self.pos.col));
        let (row, col) = match heading {
            Heading::North => (row - 1, col),
            Heading::East => (row, col + 1),
            Heading::South => (row + 1, col),
            Heading::West => (row, col - 1),
        };
        Some(Pos::new(u32::try_from(row).ok()?, u32::try_from(col).ok()?))
    }

    /// Whether a roll towards `heading` is allowed, and why not.
    pub fn check(&self, heading: Heading) -> Result<Pos, Refusal> {
        if self.is_solved() {
            return Err(Refusal::Finished);
        }
        let to = self.target(heading).unwrap_or(self.pos);
        let top = self.die.top();
        match self.maze.grid.get(to) {
            Some(square) if square.admits(top) => Ok(to),
            Some(square) if square.value() > 0 => Err(Refusal::WrongFace {
                to,
                needs: square.value().unsigned_abs(),
                top,
            }),
            _ => Err(Refusal::NoSquare { to }),
        }
    }

    /// Rolls the die one square towards `heading`, or says why it may not.
    /// A roll clears what undo had taken back.
    pub fn roll(&mut self, heading: Heading) -> Result<(), Refusal> {
        self.apply(heading)?;
        self.undone.clear();
        Ok(())
    }

    fn apply(&mut self, heading: Heading) -> Result<(), Refusal> {
        self.pos = self.check(heading)?;
        self.die = self.die.roll(heading);
        self.rolls.push(heading);
        Ok(())
    }

    /// Takes the last roll back; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(heading) = self.rolls.pop() else {
            return false;
        };
        self.die = self.die.roll(heading.reverse());
        self.pos = self.target(heading.reverse()).unwrap_or(self.pos);
        self.undone.push(heading);
        true
    }

    /// Makes the last undone roll again; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(heading) => self.apply(heading).is_ok(),
            None => false,
        }
    }

    /// Back to the start, every roll forgotten.
    pub fn restart(&mut self) {
        *self = Game::new(self.maze);
    }

    /// The fewest rolls from here to the end of a tour, if it can end.
    pub fn moves_left(&mut self) -> Option<usize> {
        if self.is_solved() {
            return Some(0);
        }
        let way = self.solver.way_back(self.maze, self.pos, self.die)?;
        Some(way.len() - 1)
    }

    /// The first roll of a shortest way from here back to the start, if
    /// there is one.
    pub fn hint(&mut self) -> Option<Heading> {
        if self.is_solved() {
            return None;
        }
        let way = self.solver.way_back(self.maze, self.pos, self.die)?;
        way.first()?.heading_to(*way.get(1)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, solve};

    fn sample() -> Vec<Maze> {
        parse(include_str!("../../../testdata/dice-maze/sample.in")).expect("the sample parses")
    }

    #[test]
    fn following_hints_from_anywhere_gives_a_shortest_tour() {
        for maze in &sample() {
            let mut game = Game::new(maze);
            let optimum = solve(maze).n_moves();
            assert_eq!(game.moves_left(), optimum);
            let mut n = 0;
            while let Some(h) = game.hint() {
                let before = game.moves_left().expect("a hint means a way");
                game.roll(h).expect("a hint is a legal roll");
                assert_eq!(game.moves_left(), Some(before - 1));
                n += 1;
            }
            assert_eq!(Some(n).filter(|_| game.is_solved()), optimum);
        }
    }

    #[test]
    fn refusals_say_why_and_undo_redo_restore_the_die() {
        let mazes = sample();
        // DICEMAZE1: the die at (1,2) shows 5; (1,3) is 4, (1,1) is wild.
        let mut game = Game::new(&mazes[0]);
        assert_eq!(
            game.roll(Heading::North),
            Err(Refusal::NoSquare { to: Pos::new(0, 2) })
        );
        game.roll(Heading::South).expect("(2,2) holds 5, the top");
        let (pos, die) = (game.pos(), game.die());
        assert_eq!(pos, Pos::new(2, 2));
        let refusal = game.roll(Heading::West).unwrap_err();
        assert_eq!(
            refusal,
            Refusal::WrongFace {
                to: Pos::new(2, 1),
                needs: 5,
                top: die.top()
            }
        );
        assert_eq!(
            refusal.to_string(),
            format!(
                "the square (2,1) needs a 5 on top; the die shows {}",
                die.top()
            )
        );
        assert!(game.undo());
        assert_eq!((game.pos(), game.die()), (mazes[0].start, mazes[0].die));
        assert!(!game.undo());
        assert!(game.redo());
        assert_eq!((game.pos(), game.die()), (pos, die));
        assert!(!game.redo());
        game.restart();
        assert!(game.rolls().is_empty());
    }

    #[test]
    fn a_finished_tour_takes_no_more_rolls() {
        let mazes = parse("M\n1 2 1 1 5 1\n-1 -1\nEND\n").expect("valid");
        let mut game = Game::new(&mazes[0]);
        game.roll(Heading::East).expect("wild");
        assert!(!game.is_solved());
        game.roll(Heading::West).expect("wild");
        assert!(game.is_solved());
        assert_eq!(game.roll(Heading::East), Err(Refusal::Finished));
        assert_eq!((game.hint(), game.moves_left()), (None, Some(0)));
    }
}
