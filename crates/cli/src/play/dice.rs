//! What the terminal shows of a dice maze: the board with the die marked,
//! and the die's faces as a small net.

use super::grid_lines;
use super::played::{Played, View};
use super::{Deck, Playable};
use crate::render::{Axes, dice_cells};
use abbott_judge::error::RunError;
use dice_core::{Heading, Side};
use dice_maze::play::{DiceRules, Die};
use std::io::BufRead;

/// The game of a maze, with abbott's fewest moves from its start.
fn game(maze: &dice_maze::Maze, optimum: Option<usize>) -> Box<dyn Playable + '_> {
    Box::new(Played::new(dice_maze::play::game(maze), optimum))
}

/// Every maze of `input` with its optimum, from the solver's fallible
/// search: the first input error, or the first maze whose search the
/// system refuses its memory.
pub(crate) fn load(input: &mut dyn BufRead) -> Result<Box<dyn Deck>, RunError> {
    let solve = dice_maze::Solver::try_solve;
    super::maze::load::<dice_maze::DiceFormat, _>(input, solve, game)
}

impl View for DiceRules<'_> {
    type Prepared = ();

    fn title(&self) -> String {
        let maze = self.maze();
        format!(
            "{}: roll the die from {} and back, onto squares whose number is on top (* any)",
            maze.name, maze.start
        )
    }

    fn board(&self, state: &Die) -> Vec<String> {
        let grid = &self.maze().grid;
        let shape = (grid.n_rows(), grid.n_cols(), Axes::RowColumn);
        grid_lines(shape, &dice_cells(self.maze()), Some(state.pos))
    }

    fn describe(&self, state: &Die, _: usize) -> Vec<String> {
        let die = state.die;
        let face = |h| die.face(Side::Facing(h));
        vec![
            format!("the die [ ] at {}: top {}", state.pos, die.top()),
            format!("            north {}", face(Heading::North)),
            format!(
                "   west {}   top {}   east {}",
                face(Heading::West),
                die.top(),
                face(Heading::East)
            ),
            format!("            south {}", face(Heading::South)),
        ]
    }

    fn verb(&self) -> &'static str {
        "roll"
    }
}
