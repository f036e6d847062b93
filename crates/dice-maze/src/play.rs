//! Playing a maze by hand: the dice maze's [`Rules`] (rolls checked with
//! the reason for a refusal) and [`Hints`] from a shortest way back from
//! wherever the die lies, for a [`dice_core::play::Game`] (undo, redo,
//! restart).
//!
//! ```
//! use dice_maze::{Heading, play};
//! let mazes = dice_maze::parse("M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n").expect("valid");
//! let mut game = play::game(&mazes[0]);
//! game.play(Heading::East).expect("a wild square takes any face");
//! assert_eq!(game.hint(), Some(Heading::West));
//! ```

use crate::{Maze, Solver};
pub use dice_core::play::{Hints, Rules};
use dice_core::{Heading, Orientation, Pos};
use std::fmt;

/// Why a roll is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The die is back on its start: the tour is over.
    Finished,
    /// The die is on the maze's edge and would roll off it.
    Edge {
        /// Where the die is.
        from: Pos,
        /// The way it would roll.
        heading: Heading,
    },
    /// The square is empty.
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
            Refusal::Edge { from, heading } => write!(
                f,
                "the maze ends {} of {from}: there is no square to roll onto",
                heading.word()
            ),
            Refusal::NoSquare { to } => write!(f, "there is no square to roll onto at {to}"),
            Refusal::WrongFace { to, needs, top } => write!(
                f,
                "the square {to} needs a {needs} on top; the die shows {top}"
            ),
        }
    }
}

impl std::error::Error for Refusal {}

/// Where the die is and how it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Die {
    /// The square under the die.
    pub pos: Pos,
    /// How the die lies.
    pub die: Orientation,
}

/// A dice maze's rules: roll onto a square whose number is on top (or a
/// wild one); the game ends when the die is back on its start.
#[derive(Debug)]
pub struct DiceRules<'m> {
    maze: &'m Maze,
    solver: Solver,
}

/// A game on a dice maze.
pub type Game<'m> = dice_core::play::Game<DiceRules<'m>>;

/// A game at the maze's start.
pub fn game(maze: &Maze) -> Game<'_> {
    Game::new(DiceRules {
        maze,
        solver: Solver::new(),
    })
}

impl<'m> DiceRules<'m> {
    /// The maze played.
    pub fn maze(&self) -> &'m Maze {
        self.maze
    }
}

/// The position one square towards `heading`, if its row and column are
/// not below 1.
fn towards(pos: Pos, heading: Heading) -> Option<Pos> {
    let (dr, dc) = heading.delta();
    let row = u32::try_from(i64::from(pos.row) + i64::from(dr)).ok()?;
    let col = u32::try_from(i64::from(pos.col) + i64::from(dc)).ok()?;
    Some(Pos::new(row, col))
}

impl Rules for DiceRules<'_> {
    type State = Die;
    type Refusal = Refusal;

    fn start(&self) -> Die {
        Die {
            pos: self.maze.start,
            die: self.maze.die,
        }
    }

    fn play(&self, state: &Die, n_moves: usize, heading: Heading) -> Result<Die, Refusal> {
        if self.is_solved(state, n_moves) {
            return Err(Refusal::Finished);
        }
        let edge = Refusal::Edge {
            from: state.pos,
            heading,
        };
        let to = towards(state.pos, heading).ok_or(edge)?;
        let top = state.die.top();
        match self.maze.grid.get(to) {
            Some(square) if square.admits(top) => Ok(Die {
                pos: to,
                die: state.die.roll(heading),
            }),
            Some(square) if square.value() > 0 => Err(Refusal::WrongFace {
                to,
                needs: square.value().unsigned_abs(),
                top,
            }),
            Some(_) => Err(Refusal::NoSquare { to }),
            None => Err(edge),
        }
    }

    fn is_solved(&self, state: &Die, n_moves: usize) -> bool {
        n_moves > 0 && state.pos == self.maze.start
    }
}

impl Hints for DiceRules<'_> {
    fn moves_left(&mut self, state: &Die, n_moves: usize) -> Option<usize> {
        if self.is_solved(state, n_moves) {
            return Some(0);
        }
        let way = self.solver.way_back(self.maze, state.pos, state.die)?;
        Some(way.len() - 1)
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
            let mut game = super::game(maze);
            let optimum = solve(maze).n_moves();
            assert_eq!(game.moves_left(), optimum);
            assert_eq!(game.follow_hints(), optimum);
            assert_eq!(game.is_solved(), optimum.is_some());
        }
    }

    #[test]
    fn refusals_say_why_and_undo_redo_restore_the_die() {
        let mazes = sample();
        // DICEMAZE1: the die at (1,2) shows 5; (1,3) is 4, (1,1) is wild.
        let mut game = super::game(&mazes[0]);
        assert_eq!(
            game.play(Heading::North),
            Err(Refusal::Edge {
                from: Pos::new(1, 2),
                heading: Heading::North
            })
        );
        let edge = game.play(Heading::North).unwrap_err().to_string();
        assert_eq!(
            edge,
            "the maze ends north of (1,2): there is no square to roll onto"
        );
        game.play(Heading::South).expect("(2,2) holds 5, the top");
        let (pos, die) = (game.state().pos, game.state().die);
        assert_eq!(pos, Pos::new(2, 2));
        let refusal = game.play(Heading::West).unwrap_err();
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
        assert_eq!(
            (game.state().pos, game.state().die),
            (mazes[0].start, mazes[0].die)
        );
        assert!(!game.undo());
        assert!(game.redo());
        assert_eq!((game.state().pos, game.state().die), (pos, die));
        assert!(!game.redo());
        game.restart();
        assert!(game.moves().is_empty());
    }

    #[test]
    fn an_empty_square_is_no_square_whatever_the_die_shows() {
        let mazes = parse("M\n1 2 1 1 5 1\n-1 0\nEND\n").expect("valid");
        let mut game = super::game(&mazes[0]);
        let refusal = game.play(Heading::East).unwrap_err();
        assert_eq!(refusal, Refusal::NoSquare { to: Pos::new(1, 2) });
        assert_eq!(
            refusal.to_string(),
            "there is no square to roll onto at (1,2)"
        );
    }

    #[test]
    fn a_finished_tour_takes_no_more_rolls() {
        let mazes = parse("M\n1 2 1 1 5 1\n-1 -1\nEND\n").expect("valid");
        let mut game = super::game(&mazes[0]);
        game.play(Heading::East).expect("wild");
        assert!(!game.is_solved());
        game.play(Heading::West).expect("wild");
        assert!(game.is_solved());
        assert_eq!(game.play(Heading::East), Err(Refusal::Finished));
        assert_eq!((game.hint(), game.moves_left()), (None, Some(0)));
    }
}
