//! The two mazes' decks: every maze of an input with abbott's fewest
//! moves, played through its crate's game. One loader and one [`Deck`]
//! for both; `play/dice.rs` and `play/arrow.rs` name their crate's format,
//! solver and game.

use super::{Deck, Playable, load_each};
use abbott_judge::error::RunError;
use dice_core::judge::Solution;
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format};
use std::io::BufRead;

/// Makes the game of a maze, with abbott's fewest moves from its start,
/// ready to be played.
pub(super) type MakeGame<M> = for<'a> fn(&'a M, Option<usize>) -> Box<dyn Playable + 'a>;

/// The mazes of one input, each with abbott's fewest moves from its start.
struct Mazes<M> {
    mazes: Vec<(M, Option<usize>)>,
    game: MakeGame<M>,
}

/// Every maze of `input` in format `F` with its optimum from `solve`, the
/// solver's fallible search: the first input error, or the first maze
/// whose search the system refuses its memory.
pub(super) fn load<F, S>(
    input: &mut dyn BufRead,
    solve: fn(&mut S, &F::Dataset) -> Result<Solution, OutOfMemory>,
    game: MakeGame<F::Dataset>,
) -> Result<Box<dyn Deck>, RunError>
where
    F: Format + Default,
    F::Dataset: 'static,
    S: Default,
{
    let mut solver = S::default();
    let mazes = load_each(Datasets::<_, F>::new(input), |maze| {
        let optimum = solve(&mut solver, &maze)?.n_moves();
        Ok((maze, optimum))
    })?;
    Ok(Box::new(Mazes { mazes, game }))
}

impl<M> Deck for Mazes<M> {
    fn games(&self) -> Vec<Box<dyn Playable + '_>> {
        (self.mazes.iter())
            .map(|(maze, optimum)| (self.game)(maze, *optimum))
            .collect()
    }
}
