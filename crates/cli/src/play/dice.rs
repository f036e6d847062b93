//! A dice maze as a [`Playable`]: the board with the die marked, and the
//! die's faces as a small net.

use super::{Playable, grid_lines};
use crate::render::{Axes, Cell};
use dice_core::{Heading, Side};
use dice_maze::play::Game;

/// A dice maze being played.
#[derive(Debug)]
pub struct DiceGame<'m> {
    game: Game<'m>,
    optimum: Option<usize>,
}

impl<'m> DiceGame<'m> {
    /// A game at the maze's start.
    pub fn new(maze: &'m dice_maze::Maze) -> DiceGame<'m> {
        DiceGame {
            game: Game::new(maze),
            optimum: dice_maze::solve(maze).n_moves(),
        }
    }
}

impl Playable for DiceGame<'_> {
    fn title(&self) -> String {
        let maze = self.game.maze();
        format!(
            "{}: roll the die from {} and back, onto squares whose number is on top (* any)",
            maze.name, maze.start
        )
    }

    fn board(&self) -> Vec<String> {
        let grid = &self.game.maze().grid;
        let mut cells = Vec::new();
        for row in 1..=grid.n_rows() {
            for square in grid.row(row) {
                cells.push(match square.value() {
                    0 => Cell {
                        blocked: true,
                        ..Cell::default()
                    },
                    -1 => Cell {
                        label: "*".into(),
                        ..Cell::default()
                    },
                    v => Cell {
                        label: v.to_string(),
                        ..Cell::default()
                    },
                });
            }
        }
        let pos = self.game.pos();
        let at = ((pos.row - 1) * grid.n_cols() + pos.col - 1) as usize;
        grid_lines(
            (grid.n_rows(), grid.n_cols(), Axes::RowColumn),
            &cells,
            at,
            false,
        )
    }

    fn state(&self) -> Vec<String> {
        let die = self.game.die();
        let face = |h| die.face(Side::Facing(h));
        vec![
            format!("the die [ ] at {}: top {}", self.game.pos(), die.top()),
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

    fn push(&mut self, heading: Heading) -> Result<(), String> {
        self.game.roll(heading).map_err(|r| r.to_string())
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
        self.game.rolls().len()
    }

    fn solved(&self) -> bool {
        self.game.is_solved()
    }

    fn optimum(&self) -> Option<usize> {
        self.optimum
    }

    fn moves_left(&mut self) -> Option<usize> {
        self.game.moves_left()
    }

    fn hint(&mut self) -> Option<Heading> {
        self.game.hint()
    }
}
