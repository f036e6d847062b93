//! A cube dataset as a [`Playable`]: the board now beside the pattern to
//! make, every cube's top colour.

use super::{Playable, grid_lines};
use crate::render::{Axes, Cell};
use cube_puzzle::play::{Game, HintTable};
use cube_puzzle::{Pattern, Square};
use dice_core::Heading;

/// A cube dataset being played.
#[derive(Debug)]
pub struct CubeGame {
    number: usize,
    game: Game,
    optimum: Option<usize>,
    /// The hint table being searched on another thread.
    pending: Option<std::thread::JoinHandle<HintTable>>,
}

impl CubeGame {
    /// A game at the dataset's start board; `number` counts datasets from 1.
    pub fn new(number: usize, dataset: cube_puzzle::Dataset) -> CubeGame {
        CubeGame {
            number,
            game: Game::new(dataset),
            optimum: cube_puzzle::solve(&dataset).rolls.map(|r| r as usize),
            pending: None,
        }
    }

    /// Takes over the table searched in the background, waiting for it if
    /// it is not done yet.
    fn collect(&mut self) {
        if let Some(search) = self.pending.take() {
            let pattern = self.game.dataset().pattern;
            if let Ok(table) = search.join() {
                self.game.set_hint_table(&pattern, table);
            }
        }
    }
}

/// The cells of a pattern: top colours and the hole.
fn cells(pattern: &Pattern) -> Vec<Cell> {
    Square::all()
        .map(|sq| match pattern.top(sq) {
            Some(colour) => Cell {
                label: colour.letter().to_string(),
                ..Cell::default()
            },
            None => Cell {
                blocked: true,
                ..Cell::default()
            },
        })
        .collect()
}

impl Playable for CubeGame {
    fn title(&self) -> String {
        format!(
            "dataset {}: roll cubes into the hole until the tops show the pattern; squares are (x,y) = (column,row)",
            self.number
        )
    }

    fn board(&self) -> Vec<String> {
        let shape = (3, 3, Axes::ColumnRow);
        let now = self.game.board().pattern();
        let goal = self.game.dataset().pattern;
        let left = grid_lines(shape, &cells(&now), usize::MAX, false);
        let right = grid_lines(shape, &cells(&goal), usize::MAX, false);
        let width = left.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let mut lines = vec![format!("{:width$}     {}", "the board", "the pattern")];
        for (l, r) in left.iter().zip(&right) {
            let pad = width - l.chars().count();
            lines.push(format!("{l}{}     {r}", " ".repeat(pad)));
        }
        lines
    }

    fn state(&self) -> Vec<String> {
        let board = self.game.board();
        let sides: Vec<String> = Square::all()
            .filter_map(|sq| {
                board
                    .cube(sq)
                    .map(|c| format!("{}{}{}", c.top.letter(), c.x.letter(), c.y.letter()))
            })
            .collect();
        vec![
            format!("the hole at (x,y) = {}", board.hole()),
            format!(
                "each cube's colours top, along x, along y, square by square: {}",
                sides.join(" ")
            ),
            "an arrow key rolls the cube on the far side of the hole towards it".into(),
        ]
    }

    fn verb(&self) -> &'static str {
        "roll a cube"
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
        self.collect();
        self.game.moves_left().map(|r| r as usize)
    }

    fn hint(&mut self) -> Option<Heading> {
        self.collect();
        self.game.hint()
    }

    fn prepare(&mut self) {
        if self.pending.is_none() && !self.game.has_hint_table() {
            let pattern = self.game.dataset().pattern;
            self.pending = Some(std::thread::spawn(move || HintTable::new(&pattern)));
        }
    }
}
