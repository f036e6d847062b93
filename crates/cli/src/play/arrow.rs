//! What the terminal shows of an arrow maze: the signs with the walker
//! marked, its heading and the ways the signs allow.

use super::played::{Played, View};
use super::{Deck, Playable};
use super::{grid_lines, heading_word};
use crate::render::{Axes, arrow_cells};
use abbott_judge::error::RunError;
use arrow_maze::play::{ArrowRules, Walker};
use std::io::BufRead;

/// The game of a maze, with abbott's fewest moves from its start.
fn game(maze: &arrow_maze::Maze, optimum: Option<usize>) -> Box<dyn Playable + '_> {
    Box::new(Played::new(arrow_maze::play::game(maze), optimum))
}

/// Every maze of `input` with its optimum, from the solver's fallible
/// search: the first input error, or the first maze whose search the
/// system refuses its memory.
pub(crate) fn load(input: &mut dyn BufRead) -> Result<Box<dyn Deck>, RunError> {
    let solve = arrow_maze::Solver::try_solve;
    super::maze::load::<arrow_maze::ArrowFormat, _>(input, solve, game)
}

impl View for ArrowRules<'_> {
    type Prepared = ();

    fn title(&self) -> String {
        let maze = self.maze();
        format!(
            "{}: walk from S {} (leaving heading {}) to G {}, turning only as the signs allow",
            maze.name, maze.start, maze.heading, maze.goal
        )
    }

    fn board(&self, state: &Walker) -> Vec<String> {
        let grid = &self.maze().signs;
        let shape = (grid.n_rows(), grid.n_cols(), Axes::RowColumn);
        grid_lines(shape, &arrow_cells(self.maze()), Some(state.pos))
    }

    fn describe(&self, state: &Walker, n_moves: usize) -> Vec<String> {
        let ways: Vec<&str> = self
            .ways_on(state, n_moves)
            .into_iter()
            .map(heading_word)
            .collect();
        let came = if n_moves == 0 {
            format!(
                "at the entrance, to leave heading {}",
                heading_word(state.heading)
            )
        } else {
            format!("arrived heading {}", heading_word(state.heading))
        };
        let post = self.maze().signs.get(state.pos).unwrap_or_default();
        let signs = if post.is_empty() {
            "none".into()
        } else {
            post.to_string()
        };
        vec![
            format!("the walker [ ] at {}, {came}", state.pos),
            format!(
                "signs here: {signs} (arrival heading, then the turns allowed: L left, F forward, R right)"
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
}
