//! Any puzzle's game as a [`Playable`]: the moves, undo, redo, restart and
//! hints come from `dice_core::play`; a [`View`] adds what the terminal
//! shows of the puzzle.

use super::{Playable, Refused};
use dice_core::Heading;
use dice_core::play::{Game, Hints};
use std::thread::JoinHandle;

/// What the terminal shows of a puzzle, and work that may run in the
/// background before the first hint.
pub trait View: Hints {
    /// What the background work gives back.
    type Prepared: Send + 'static;

    /// The dataset's name and what the goal is.
    fn title(&self) -> String;
    /// The board drawn in lines of text, the piece marked.
    fn board(&self, state: &Self::State) -> Vec<String>;
    /// The piece's state in words.
    fn describe(&self, state: &Self::State, n_moves: usize) -> Vec<String>;
    /// What one move is called: `roll`, `step`.
    fn verb(&self) -> &'static str;
    /// Work for another thread before the first hint, if any is left.
    fn background(&self) -> Option<Box<dyn FnOnce() -> Self::Prepared + Send>> {
        None
    }
    /// Takes what the background work gave.
    fn take(&mut self, _prepared: Self::Prepared) {}
    /// Why there is no hint from `state` when the game is not over: by
    /// default, the goal cannot be reached from it.
    fn no_hint(&self, _state: &Self::State) -> String {
        "the goal cannot be reached from here (undo or restart)".into()
    }
    /// Whether a hint may search for a while before it answers (a route
    /// searched again once the player leaves the one kept): false by
    /// default, hints being read from what is ready.
    fn hint_may_search(&self) -> bool {
        false
    }
}

/// A game with the optimum from its start and its background work.
pub struct Played<R: View> {
    game: Game<R>,
    optimum: Option<usize>,
    pending: Option<JoinHandle<R::Prepared>>,
}

impl<R: View> std::fmt::Debug for Played<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Played")
            .field("moves", &self.game.moves())
            .field("optimum", &self.optimum)
            .finish_non_exhaustive()
    }
}

impl<R: View> Played<R> {
    /// A game at its start, whose optimum from the start is `optimum`.
    pub fn new(game: Game<R>, optimum: Option<usize>) -> Played<R> {
        Played {
            game,
            optimum,
            pending: None,
        }
    }

    /// Takes over what the background work gave, waiting for it if needed.
    fn collect(&mut self) {
        if let Some(work) = self.pending.take()
            && let Ok(prepared) = work.join()
        {
            self.game.rules_mut().take(prepared);
        }
    }
}

impl<R: View> Playable for Played<R>
where
    Refused: From<R::Refusal>,
{
    fn title(&self) -> String {
        self.game.rules().title()
    }

    fn board(&self) -> Vec<String> {
        self.game.rules().board(self.game.state())
    }

    fn state(&self) -> Vec<String> {
        self.game
            .rules()
            .describe(self.game.state(), self.game.moves().len())
    }

    fn verb(&self) -> &'static str {
        self.game.rules().verb()
    }

    fn push(&mut self, heading: Heading) -> Result<(), Refused> {
        self.game.play(heading).map_err(Refused::from)
    }

    fn undo(&mut self) -> bool {
        self.game.undo()
    }

    fn redo(&mut self) -> bool {
        self.game.redo()
    }

    fn restart(&mut self) {
        self.game.restart();
    }

    fn moves(&self) -> usize {
        self.game.moves().len()
    }

    fn solved(&self) -> bool {
        self.game.is_solved()
    }

    fn optimum(&self) -> Option<usize> {
        self.optimum
    }

    fn moves_left(&mut self) -> Option<usize> {
        self.collect();
        self.game.moves_left()
    }

    fn hint(&mut self) -> Option<Heading> {
        self.collect();
        self.game.hint()
    }

    fn no_hint(&self) -> String {
        self.game.rules().no_hint(self.game.state())
    }

    fn hint_may_wait(&self) -> bool {
        let working = (self.pending.as_ref()).is_some_and(|work| !work.is_finished());
        working || (!self.game.is_solved() && self.game.rules().hint_may_search())
    }

    fn prepare(&mut self) {
        if self.pending.is_none()
            && let Some(work) = self.game.rules().background()
        {
            self.pending = Some(std::thread::spawn(work));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_shows_its_moves_and_optimum_when_debugged() {
        let mazes = dice_maze::parse("M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n").expect("valid");
        let mut played = Played::new(dice_maze::play::game(&mazes[0]), Some(2));
        played.push(Heading::East).expect("a legal roll");
        assert_eq!(
            format!("{played:?}"),
            "Played { moves: [East], optimum: Some(2), .. }"
        );
    }
}
