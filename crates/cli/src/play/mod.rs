//! `abbott play`: the puzzles played by hand in a full-screen terminal
//! interface, with undo, redo, restart and optimal hints.
//!
//! Each puzzle's game (from the puzzle crates' `play` modules) is seen
//! through [`Playable`]; [`screen`] draws it and reads keys; [`Keys`] says
//! what each key does.

pub(crate) mod arrow;
pub(crate) mod cube;
pub(crate) mod dice;
mod maze;
pub mod played;
pub mod screen;
pub mod wrap;

use abbott_judge::error::{MemoryRefused, RunError};
use dice_core::Heading;
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format};
use std::fmt;
use std::io::BufRead;

pub use played::{Played, View};

/// One dataset being played, whatever the puzzle.
pub trait Playable {
    /// The dataset's name and what the goal is.
    fn title(&self) -> String;
    /// The board drawn in lines of text, the piece marked.
    fn board(&self) -> Vec<String>;
    /// The piece's state in words (the die's faces, the walker's heading
    /// and the ways the signs allow, ...).
    fn state(&self) -> Vec<String>;
    /// What one move is called: `roll`, `step`.
    fn verb(&self) -> &'static str;
    /// Makes a move towards `heading`, or says why it is refused.
    fn push(&mut self, heading: Heading) -> Result<(), Refused>;
    /// Takes the last move back; false if there is none.
    fn undo(&mut self) -> bool;
    /// Makes the last undone move again; false if there is none.
    fn redo(&mut self) -> bool;
    /// Back to the start.
    fn restart(&mut self);
    /// Moves made so far.
    fn moves(&self) -> usize;
    /// Whether the goal is reached.
    fn solved(&self) -> bool;
    /// The fewest moves from the start, if the goal can be reached.
    fn optimum(&self) -> Option<usize>;
    /// The fewest moves from here, if the goal can be reached.
    fn moves_left(&mut self) -> Option<usize>;
    /// The first move of a shortest way on from here.
    fn hint(&mut self) -> Option<Heading>;
    /// Why there is no hint from here, when the game is not over.
    fn no_hint(&self) -> String;
    /// Whether a hint from here may keep the player waiting (a search, or
    /// background work not done yet), so that the screen says so first.
    fn hint_may_wait(&self) -> bool {
        false
    }
    /// Starts, in the background, whatever hints will need (the cube's
    /// table), so that a hint is ready when asked for. Called whenever the
    /// game is shown.
    fn prepare(&mut self) {}
}

/// Why a move was refused, whatever the puzzle: each puzzle's own
/// refusal, carried as it is to the screen, which shows its `Display`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A roll of the die.
    Dice(dice_maze::play::Refusal),
    /// A step of the walker.
    Arrow(arrow_maze::play::Refusal),
    /// A roll of a cube.
    Cube(cube_puzzle::play::Refusal),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Dice(r) => fmt::Display::fmt(r, f),
            Refused::Arrow(r) => fmt::Display::fmt(r, f),
            Refused::Cube(r) => fmt::Display::fmt(r, f),
        }
    }
}

impl std::error::Error for Refused {}

impl From<dice_maze::play::Refusal> for Refused {
    fn from(r: dice_maze::play::Refusal) -> Refused {
        Refused::Dice(r)
    }
}

impl From<arrow_maze::play::Refusal> for Refused {
    fn from(r: arrow_maze::play::Refusal) -> Refused {
        Refused::Arrow(r)
    }
}

impl From<cube_puzzle::play::Refusal> for Refused {
    fn from(r: cube_puzzle::play::Refusal) -> Refused {
        Refused::Cube(r)
    }
}

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// Move towards a heading.
    Move(Heading),
    /// Take the last move back.
    Undo,
    /// Make the last undone move again.
    Redo,
    /// Back to the start.
    Restart,
    /// Show the first move of a shortest way on.
    Hint,
    /// The next dataset.
    Next,
    /// The previous dataset.
    Previous,
    /// Leave.
    Quit,
}

/// The help line shown under every board.
pub const KEYS_HELP: &str =
    "arrows move · u undo · r redo · x restart · h hint · n/p next/previous dataset · q quit";

/// What the player is told after a key: the answer to a move, a hint or a
/// solve.
pub fn act(game: &mut dyn Playable, key: Keys) -> String {
    match key {
        Keys::Move(heading) => match game.push(heading) {
            Ok(()) if game.solved() => solved_message(game),
            Ok(()) => String::new(),
            Err(reason) => format!("refused: {reason}"),
        },
        Keys::Undo if game.undo() => "undone".into(),
        Keys::Undo => "nothing to undo".into(),
        Keys::Redo if game.redo() => "redone".into(),
        Keys::Redo => "nothing to redo".into(),
        Keys::Restart => {
            game.restart();
            "back at the start".into()
        }
        Keys::Hint => match (game.solved(), game.hint(), game.moves_left()) {
            (true, _, _) => solved_message(game),
            (false, Some(h), Some(left)) => format!(
                "hint: {} {} ({left} {} left at best)",
                game.verb(),
                heading_word(h),
                if left == 1 { "move" } else { "moves" }
            ),
            _ => format!("no hint: {}", game.no_hint()),
        },
        Keys::Next | Keys::Previous | Keys::Quit => String::new(),
    }
}

/// `solved in 23 moves, the optimum is 19`.
fn solved_message(game: &dyn Playable) -> String {
    let optimum = game
        .optimum()
        .map_or_else(|| "unknown".into(), |n| n.to_string());
    format!("solved in {} moves, the optimum is {optimum}", game.moves())
}

/// `north`, `east`, ...
pub fn heading_word(h: Heading) -> &'static str {
    h.word()
}

/// The datasets of one input, each with abbott's optimum from its start,
/// ready to be played: each puzzle's own (loaded by its `Kind`'s `games`).
pub trait Deck {
    /// One game per dataset, at its start.
    fn games(&self) -> Vec<Box<dyn Playable + '_>>;
}

/// Reads every dataset of `datasets` and makes each into what `make` gives
/// (a dataset with its optimum); the first input error, or the first
/// dataset whose search the system refuses its memory, named by its number
/// and line, as the batch runner names it.
fn load_each<R: BufRead, F: Format, T>(
    mut datasets: Datasets<R, F>,
    mut make: impl FnMut(F::Dataset) -> Result<T, OutOfMemory>,
) -> Result<Vec<T>, RunError> {
    let mut loaded = Vec::new();
    while let Some(dataset) = datasets.next() {
        let one = make(dataset?).map_err(|refused| MemoryRefused {
            number: loaded.len() + 1,
            line: datasets.dataset_line(),
            refused,
        })?;
        loaded.push(one);
    }
    Ok(loaded)
}

/// Draws cells with the render module's grid, one string per line, the
/// cell at `marked` (row and column from 1), if any, in brackets.
fn grid_lines(
    shape: (u32, u32, crate::render::Axes),
    cells: &[crate::render::Cell],
    marked: Option<dice_core::Pos>,
) -> Vec<String> {
    let mut mark = vec![false; cells.len()];
    if let Some(pos) = marked {
        let at = ((pos.row - 1) * shape.1 + pos.col - 1) as usize;
        if let Some(slot) = mark.get_mut(at) {
            *slot = true;
        }
    }
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = abbott_tester::grid::grid(&mut out, shape, cells, &mark, false);
    String::from_utf8_lossy(&out)
        .lines()
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_answer_in_words() {
        let deck = dice::load(&mut "M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n".as_bytes()).expect("valid");
        let mut all = deck.games();
        let game = all[0].as_mut();
        assert_eq!(
            game.title(),
            "M: roll the die from (1,1) and back, onto squares whose number is on top (* any)"
        );
        assert_eq!((game.verb(), game.optimum()), ("roll", Some(2)));
        assert_eq!(act(game, Keys::Undo), "nothing to undo");
        assert_eq!(
            act(game, Keys::Move(Heading::North)),
            "refused: the maze ends north of (1,1): there is no square to roll onto"
        );
        assert_eq!(
            act(game, Keys::Hint),
            "hint: roll east (2 moves left at best)"
        );
        assert_eq!(act(game, Keys::Move(Heading::East)), "");
        assert_eq!(act(game, Keys::Move(Heading::East)), "");
        assert_eq!(
            act(game, Keys::Hint),
            "hint: roll west (2 moves left at best)"
        );
        assert_eq!(act(game, Keys::Undo), "undone");
        assert_eq!(act(game, Keys::Redo), "redone");
        assert_eq!(act(game, Keys::Redo), "nothing to redo");
        assert_eq!(act(game, Keys::Undo), "undone");
        assert_eq!(
            act(game, Keys::Move(Heading::West)),
            "solved in 2 moves, the optimum is 2"
        );
        // A hint once solved says so again, rather than that the goal
        // cannot be reached.
        assert_eq!(act(game, Keys::Hint), "solved in 2 moves, the optimum is 2");
        assert_eq!(act(game, Keys::Restart), "back at the start");
        assert_eq!(game.moves(), 0);
    }
}
