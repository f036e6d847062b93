//! What the terminal shows of a dice maze: the board with the die marked,
//! and the die's faces as a small net.

use super::grid_lines;
use super::played::{Played, View};
use super::{Deck, Playable, load_each};
use crate::error::RunError;
use crate::render::{Axes, dice_cells};
use dice_core::{Heading, Side};
use dice_maze::play::{DiceRules, Die};
use std::io::BufRead;

/// The mazes of one input, each with abbott's fewest moves from its start.
#[derive(Debug)]
struct Mazes(Vec<(dice_maze::Maze, Option<usize>)>);

/// Every maze of `input` with its optimum, from the solver's fallible
/// search: the first input error, or the first maze whose search the
/// system refuses its memory.
pub(crate) fn load(input: &mut dyn BufRead) -> Result<Box<dyn Deck>, RunError> {
    let mut solver = dice_maze::Solver::new();
    let mazes = load_each(dice_maze::Reader::new(input), |maze| {
        let optimum = solver.try_solve(&maze)?.n_moves();
        Ok((maze, optimum))
    })?;
    Ok(Box::new(Mazes(mazes)))
}

impl Deck for Mazes {
    fn games(&self) -> Vec<Box<dyn Playable + '_>> {
        self.0
            .iter()
            .map(|(maze, optimum)| {
                let game = dice_maze::play::game(maze);
                Box::new(Played::new(game, *optimum)) as Box<dyn Playable>
            })
            .collect()
    }
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
