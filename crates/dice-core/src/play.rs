//! Playing a puzzle by hand: a [`Game`] keeps the states a piece went
//! through and the moves between them, for undo, redo and restart; each
//! puzzle says by its [`Rules`] where a move leads or why it is refused.
//!
//! ```
//! use dice_core::Heading;
//! use dice_core::play::{Game, Rules};
//!
//! /// A counter that may go east (+1) up to 3, and is solved at 3.
//! struct ToThree;
//!
//! impl Rules for ToThree {
//!     type State = u8;
//!     type Refusal = &'static str;
//!     fn start(&self) -> u8 {
//!         0
//!     }
//!     fn play(&self, at: &u8, _: usize, heading: Heading) -> Result<u8, &'static str> {
//!         match heading {
//!             Heading::East if *at < 3 => Ok(at + 1),
//!             _ => Err("only east, up to 3"),
//!         }
//!     }
//!     fn is_solved(&self, at: &u8, _: usize) -> bool {
//!         *at == 3
//!     }
//! }
//!
//! let mut game = Game::new(ToThree);
//! assert_eq!(game.play(Heading::West), Err("only east, up to 3"));
//! game.play(Heading::East).expect("east");
//! assert!(game.undo());
//! assert!(game.redo());
//! assert_eq!((*game.state(), game.moves().len()), (1, 1));
//! ```

use crate::Heading;

/// What a puzzle's play needs: its start, where a move leads, and when it
/// is solved.
pub trait Rules {
    /// Where the piece is and how it lies (for the cube, the whole board).
    type State: Clone;
    /// Why a move is refused.
    type Refusal;

    /// The state at the start.
    fn start(&self) -> Self::State;

    /// The state after a move towards `heading` from `state`, reached after
    /// `n_moves` moves, or why the move is refused (a finished game refuses
    /// every move).
    fn play(
        &self,
        state: &Self::State,
        n_moves: usize,
        heading: Heading,
    ) -> Result<Self::State, Self::Refusal>;

    /// Whether `state`, reached after `n_moves` moves, ends the game.
    fn is_solved(&self, state: &Self::State, n_moves: usize) -> bool;
}

/// Rules that can say how far the goal is from any state, and so give
/// hints.
pub trait Hints: Rules {
    /// The fewest moves from `state`, reached after `n_moves` moves, to the
    /// end of the game (0 if it is over), or `None` if it cannot end.
    fn moves_left(&mut self, state: &Self::State, n_moves: usize) -> Option<usize>;

    /// A move that starts a shortest way to the end, trying north, east,
    /// south, west; `None` when the game is over or cannot end.
    fn hint(&mut self, state: &Self::State, n_moves: usize) -> Option<Heading> {
        if self.is_solved(state, n_moves) {
            return None;
        }
        let left = self.moves_left(state, n_moves)?;
        Heading::ALL.into_iter().find(|&h| {
            self.play(state, n_moves, h)
                .ok()
                .is_some_and(|next| self.moves_left(&next, n_moves + 1) == Some(left - 1))
        })
    }
}

/// One game: the rules, every state since the start, and the moves undone.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    rules: R,
    states: Vec<R::State>,
    moves: Vec<Heading>,
    undone: Vec<Heading>,
}

impl<R: Rules> Game<R> {
    /// A game at the start.
    pub fn new(rules: R) -> Game<R> {
        let start = rules.start();
        Game {
            rules,
            states: vec![start],
            moves: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The rules played by.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The rules, to change what they keep (a hint table, say).
    pub fn rules_mut(&mut self) -> &mut R {
        &mut self.rules
    }

    /// The state now.
    pub fn state(&self) -> &R::State {
        // There is always the start state.
        &self.states[self.states.len() - 1]
    }

    /// The moves made, oldest first.
    pub fn moves(&self) -> &[Heading] {
        &self.moves
    }

    /// Whether the game is over.
    pub fn is_solved(&self) -> bool {
        self.rules.is_solved(self.state(), self.moves.len())
    }

    /// Where a move towards `heading` leads, or why it is refused.
    pub fn check(&self, heading: Heading) -> Result<R::State, R::Refusal> {
        self.rules.play(self.state(), self.moves.len(), heading)
    }

    /// Makes a move towards `heading`, or says why it may not be made. A
    /// move forgets what undo had taken back.
    pub fn play(&mut self, heading: Heading) -> Result<(), R::Refusal> {
        self.apply(heading)?;
        self.undone.clear();
        Ok(())
    }

    fn apply(&mut self, heading: Heading) -> Result<(), R::Refusal> {
        let next = self.check(heading)?;
        self.states.push(next);
        self.moves.push(heading);
        Ok(())
    }

    /// Takes the last move back; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(heading) = self.moves.pop() else {
            return false;
        };
        self.states.pop();
        self.undone.push(heading);
        true
    }

    /// Makes the last move undone again; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(heading) => self.apply(heading).is_ok(),
            None => false,
        }
    }

    /// Back to the start, every move forgotten.
    pub fn restart(&mut self) {
        self.states.truncate(1);
        self.moves.clear();
        self.undone.clear();
    }
}

impl<R: Hints> Game<R> {
    /// The fewest moves from here to the end, if it can end.
    pub fn moves_left(&mut self) -> Option<usize> {
        let n = self.moves.len();
        let state = self.state().clone();
        self.rules.moves_left(&state, n)
    }

    /// A move that starts a shortest way from here to the end.
    pub fn hint(&mut self) -> Option<Heading> {
        let n = self.moves.len();
        let state = self.state().clone();
        self.rules.hint(&state, n)
    }

    /// Plays hint after hint to the end: the moves played, or `None` (and
    /// the moves up to there played) if the end cannot be reached.
    pub fn follow_hints(&mut self) -> Option<usize> {
        let mut n = 0;
        while !self.is_solved() {
            let heading = self.hint()?;
            self.play(heading).ok()?;
            n += 1;
        }
        Some(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A walk along a line of five squares, solved at either end.
    struct Line;

    impl Rules for Line {
        type State = i32;
        type Refusal = String;
        fn start(&self) -> i32 {
            2
        }
        fn play(&self, at: &i32, _: usize, heading: Heading) -> Result<i32, String> {
            let to = match heading {
                Heading::East => at + 1,
                Heading::West => at - 1,
                _ => return Err("east or west only".into()),
            };
            if self.is_solved(at, 1) {
                Err("over".into())
            } else {
                Ok(to)
            }
        }
        fn is_solved(&self, at: &i32, _: usize) -> bool {
            *at == 0 || *at == 4
        }
    }

    impl Hints for Line {
        fn moves_left(&mut self, at: &i32, _: usize) -> Option<usize> {
            Some((*at).min(4 - at) as usize)
        }
    }

    #[test]
    fn hints_lead_the_shortest_way() {
        let mut game = Game::new(Line);
        game.play(Heading::West).expect("west");
        assert_eq!(
            (game.moves_left(), game.hint()),
            (Some(1), Some(Heading::West))
        );
        game.play(Heading::East).expect("east");
        game.play(Heading::East).expect("east");
        assert_eq!(
            (game.moves_left(), game.hint()),
            (Some(1), Some(Heading::East))
        );
        game.play(Heading::East).expect("east");
        assert_eq!((game.moves_left(), game.hint()), (Some(0), None));
        game.restart();
        assert_eq!(game.follow_hints(), Some(2));
        assert_eq!(game.moves(), [Heading::East, Heading::East]);
    }

    /// A walker on 0 to 3 who must leave 0 and come back; north stands
    /// still for a move.
    struct Lap;

    impl Rules for Lap {
        type State = i32;
        type Refusal = String;
        fn start(&self) -> i32 {
            0
        }
        fn play(&self, at: &i32, _: usize, heading: Heading) -> Result<i32, String> {
            match heading {
                Heading::North => Ok(*at),
                Heading::East if *at < 3 => Ok(at + 1),
                Heading::West if *at > 0 => Ok(at - 1),
                _ => Err("off the line".into()),
            }
        }
        fn is_solved(&self, at: &i32, n_moves: usize) -> bool {
            n_moves > 0 && *at == 0
        }
    }

    impl Hints for Lap {
        fn moves_left(&mut self, at: &i32, n_moves: usize) -> Option<usize> {
            Some(if n_moves == 0 && *at == 0 {
                1
            } else {
                *at as usize
            })
        }
    }

    #[test]
    fn hints_count_the_move_they_make() {
        let mut game = Game::new(Lap);
        assert!(!game.is_solved());
        assert_eq!(
            (game.moves_left(), game.hint()),
            (Some(1), Some(Heading::North))
        );
        assert_eq!(game.follow_hints(), Some(1));
        assert!(game.is_solved());
    }

    #[test]
    fn undo_redo_and_restart_walk_the_history() {
        let mut game = Game::new(Line);
        assert!(!game.undo() && !game.redo());
        game.play(Heading::East).expect("east");
        game.play(Heading::East).expect("east");
        assert!(game.is_solved());
        assert_eq!(game.play(Heading::West), Err("over".into()));
        assert!(game.undo());
        assert_eq!((*game.state(), game.moves()), (3, &[Heading::East][..]));
        assert!(game.redo());
        assert_eq!(*game.state(), 4);
        assert!(game.undo());
        // A new move forgets the undone one.
        game.play(Heading::West).expect("west");
        assert!(!game.redo());
        assert_eq!(game.moves(), [Heading::East, Heading::West]);
        game.restart();
        assert_eq!((*game.state(), game.moves().len()), (2, 0));
        assert_eq!(game.check(Heading::North), Err("east or west only".into()));
    }
}
