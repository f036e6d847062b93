//! An arrow maze as a [`Playable`]: the signs with the walker marked, its
//! heading and the ways the signs allow.

use super::{Playable, grid_lines, heading_word};
use crate::render::{Axes, Cell};
use arrow_maze::play::Game;
use dice_core::{Heading, Pos};

/// An arrow maze being walked.
#[derive(Debug)]
pub struct ArrowGame<'m> {
    game: Game<'m>,
    optimum: Option<usize>,
}

impl<'m> ArrowGame<'m> {
    /// A game with the walker at the entrance.
    pub fn new(maze: &'m arrow_maze::Maze) -> ArrowGame<'m> {
        ArrowGame {
            game: Game::new(maze),
            optimum: arrow_maze::solve(maze).n_moves(),
        }
    }
}

/// The signs at the walker's intersection, as the judge input writes them.
fn maze_signs(game: &Game<'_>) -> String {
    let post = game.maze().signs.get(game.pos()).unwrap_or_default();
    if post.is_empty() {
        "none".into()
    } else {
        post.to_string()
    }
}

impl Playable for ArrowGame<'_> {
    fn title(&self) -> String {
        let maze = self.game.maze();
        format!(
            "{}: walk from S {} (leaving heading {}) to G {}, turning only as the signs allow",
            maze.name, maze.start, maze.heading, maze.goal
        )
    }

    fn board(&self) -> Vec<String> {
        let maze = self.game.maze();
        let grid = &maze.signs;
        let mut cells = Vec::new();
        for row in 1..=grid.n_rows() {
            for (i, post) in grid.row(row).iter().enumerate() {
                let pos = Pos::new(row, i as u32 + 1);
                let mut label = crate::render::exit_arrows(*post);
                if pos == maze.goal {
                    label = format!("G{label}");
                }
                if pos == maze.start {
                    label = format!("S{label}");
                }
                cells.push(Cell {
                    label,
                    ..Cell::default()
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
        let ways: Vec<&str> = self.game.allowed().into_iter().map(heading_word).collect();
        let heading = self.game.heading();
        let came = if self.game.steps().is_empty() {
            format!(
                "at the entrance, to leave heading {}",
                heading_word(heading)
            )
        } else {
            format!("arrived heading {}", heading_word(heading))
        };
        vec![
            format!("the walker [ ] at {}, {came}", self.game.pos()),
            format!(
                "signs here: {} (arrival heading, then the turns allowed: L left, F forward, R right)",
                maze_signs(&self.game)
            ),
            if ways.is_empty() {
                "no way on: undo or restart".into()
            } else {
                format!("ways on: {}", ways.join(", "))
            },
        ]
    }

    fn verb(&self) -> &'static str {
        "step"
    }

    fn push(&mut self, heading: Heading) -> Result<(), String> {
        self.game.step(heading).map_err(|r| r.to_string())
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
        self.game.steps().len()
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
