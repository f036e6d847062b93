//! The dice maze as a test subject: random mazes of every size up to the
//! statement's 10 x 10 with their start in corners and on borders, dense
//! and sparse wild squares, start squares that must match the top face
//! and mazes with no tour; names at the grammar's edges and made of C's
//! format directives (`dice_maze::names`); simpler mazes have fewer rows,
//! columns and squares.

use super::draw::MazeDrawing;
use super::maze::{self, GridMaze, Line, cells};
use super::subject::{Noun, STATEMENT_TIME_LIMIT, Size, Subject, side, side_cap};
use dice_core::rng::SplitMix64;
use dice_core::text::InputError;
use dice_core::{Orientation, Pos};
use dice_maze::{Maze, Solver, SquareValue};
use std::io::{self, Write};
use std::time::Duration;

/// The statement's largest side.
const MAX_SIDE: u32 = 10;

/// The dice maze and a solver for its answers.
#[derive(Debug, Default)]
pub struct Dice {
    solver: Solver,
}

/// A maze of random squares: `empty` and `wild` percent of them, faces
/// otherwise; the start in a corner a third of the time and on the border
/// another third.
fn scattered(rng: &mut SplitMix64, name: &str, (n_rows, n_cols): (u32, u32)) -> Maze {
    let empty = [0, 10, 25, 40][rng.below(4) as usize];
    let wild = [0, 3, 10, 25, 50][rng.below(5) as usize];
    let pick = |rng: &mut SplitMix64, n: u32| 1 + rng.below(u64::from(n)) as u32;
    let start = match rng.below(3) {
        0 => Pos::new(
            [1, n_rows][rng.below(2) as usize],
            [1, n_cols][rng.below(2) as usize],
        ),
        1 if rng.chance(50) => Pos::new([1, n_rows][rng.below(2) as usize], pick(rng, n_cols)),
        1 => Pos::new(pick(rng, n_rows), [1, n_cols][rng.below(2) as usize]),
        _ => Pos::new(pick(rng, n_rows), pick(rng, n_cols)),
    };
    let all: Vec<Orientation> = Orientation::all().collect();
    let die = all[rng.below(all.len() as u64) as usize];
    let mut maze = Maze::new(name, n_rows, n_cols, start, die);
    dice_maze::generate::scatter_squares(&mut maze, rng, empty, wild);
    // Half the time the start square must show a given face again.
    let start_value = if rng.chance(50) {
        SquareValue::WILD
    } else {
        face(1 + rng.below(6) as u8)
    };
    maze.grid.set(start, start_value);
    maze
}

/// The square holding `face` (1 to 6).
fn face(face: u8) -> SquareValue {
    SquareValue::face(face).expect("faces drawn from 1 to 6")
}

impl GridMaze for Maze {
    type Square = SquareValue;
    const EMPTY: SquareValue = SquareValue::EMPTY;

    fn grid(&self) -> &dice_core::Grid<SquareValue> {
        &self.grid
    }

    fn grid_mut(&mut self) -> &mut dice_core::Grid<SquareValue> {
        &mut self.grid
    }

    fn kept(&self) -> Vec<Pos> {
        vec![self.start]
    }

    fn without(&self, line: Line) -> Maze {
        Maze {
            grid: maze::without(&self.grid, line, SquareValue::EMPTY),
            start: line.shift(self.start),
            ..self.clone()
        }
    }
}

impl Subject for Dice {
    type Dataset = Maze;
    const UNIT: Noun = super::draw::MOVES;

    fn per_run(&self) -> usize {
        30
    }

    fn time_limit(&self) -> Duration {
        STATEMENT_TIME_LIMIT
    }

    fn read(&self, input: &str) -> Result<Vec<Maze>, InputError> {
        dice_maze::Reader::new(input.as_bytes()).collect()
    }

    fn write(mazes: &[Maze]) -> String {
        dice_maze::to_judge_input(mazes)
    }

    fn random(&mut self, rng: &mut SplitMix64, index: u64) -> Maze {
        let cap = side_cap(index, MAX_SIDE);
        let size = (side(rng, cap), side(rng, cap));
        // The name is drawn apart, from a copy of the drawing's state, so
        // that the mazes of a seed stay those drawn before names were.
        let mut names = maze::names_rng(rng);
        let name = dice_maze::names::random(&mut names, index);
        let seed = rng.next_u64();
        let drawn = match rng.below(4) {
            0 => dice_maze::generate::unique(seed, size.0, size.1, 0, 20),
            1 => {
                let min_moves = 2 + rng.below(u64::from(size.0 * size.1)) as usize / 2;
                dice_maze::generate::unique(seed, size.0, size.1, min_moves, 20)
            }
            _ => None,
        };
        let mut maze = drawn.unwrap_or_else(|| scattered(rng, &name, size));
        maze.name = name;
        maze
    }

    fn size(maze: &Maze) -> Size {
        let mut size = Size {
            area: maze.grid.n_rows() * maze.grid.n_cols(),
            ..Size::default()
        };
        for (_, value) in cells(&maze.grid) {
            size.detail += u32::from(value != SquareValue::EMPTY);
            size.finer += u32::from(value == SquareValue::WILD);
        }
        size
    }

    fn describe(maze: &Maze) -> String {
        let size = Self::size(maze);
        let not_empty = Noun {
            one: "square not empty",
            many: "squares not empty",
        };
        format!(
            "{} x {}, {}, {} wild",
            maze.grid.n_rows(),
            maze.grid.n_cols(),
            not_empty.count(size.detail),
            size.finer
        )
    }

    fn simpler(maze: &Maze) -> Vec<Maze> {
        let mut out = maze::without_lines(maze);
        for (pos, value) in cells(&maze.grid) {
            if pos != maze.start && value != SquareValue::EMPTY {
                let mut emptier = maze.clone();
                emptier.grid.set(pos, SquareValue::EMPTY);
                out.push(emptier);
            }
        }
        out
    }

    fn relatives(&mut self, rng: &mut SplitMix64, maze: &Maze) -> Vec<Maze> {
        let (rows, cols) = (maze.grid.n_rows(), maze.grid.n_cols());
        let all: Vec<Orientation> = Orientation::all().collect();
        let mut out = Vec::new();
        for k in 1..=3 {
            let start = if k == 1 {
                maze.start
            } else {
                let pick = |rng: &mut SplitMix64, n: u32| 1 + rng.below(u64::from(n)) as u32;
                Pos::new(pick(rng, rows), pick(rng, cols))
            };
            let die = all[rng.below(all.len() as u64) as usize];
            out.push(Maze {
                name: maze::suffixed(&maze.name, &format!("S{k}")),
                start,
                die,
                ..maze.clone()
            });
        }
        if let Some(mut cut) = maze::cut(rng, maze) {
            cut.name = maze::suffixed(&maze.name, "C");
            out.push(cut);
        }
        out
    }

    fn shared(first: &Maze, second: &Maze) -> Option<String> {
        if !maze::begins(&first.grid, &second.grid) {
            return None;
        }
        if first.grid == second.grid && (first.start, first.die) == (second.start, second.die) {
            return Some("dataset 2 is dataset 1 again".to_string());
        }
        let (rows, cols) = (second.grid.n_rows(), second.grid.n_cols());
        let die = |m: &Maze| {
            format!(
                "on {} with {} on top and {} facing the player",
                m.start,
                m.die.top(),
                m.die.front()
            )
        };
        if first.grid == second.grid {
            return Some(format!(
                "dataset 2 is dataset 1's maze again with the die {} (dataset 1's: {})",
                die(second),
                die(first)
            ));
        }
        let placed = if (first.start, first.die) == (second.start, second.die) {
            "the die as it starts there".to_string()
        } else {
            format!("the die {}", die(second))
        };
        Some(format!(
            "dataset 2 is dataset 1's maze cut to its first {rows} x {cols} squares, with {placed}"
        ))
    }

    fn simpler_together(first: &Maze, second: &Maze) -> Vec<(Maze, Maze)> {
        maze::simpler_together(first, second)
    }

    fn answer_length(&mut self, maze: &Maze) -> Option<usize> {
        self.solver.solve(maze).n_moves()
    }

    fn longest(&mut self, seed: u64, deadline: std::time::Instant) -> Vec<Maze> {
        super::longest::dice(seed, deadline)
    }

    fn draw(
        &mut self,
        out: &mut dyn Write,
        maze: &Maze,
        (output, index): (&[u8], usize),
        colour: bool,
    ) -> io::Result<()> {
        let (die, start) = (maze.die, maze.start);
        writeln!(
            out,
            "the die starts on {start} with {} on top and {} facing the player",
            die.top(),
            die.front()
        )?;
        let cells = abbott_judge::cells::dice_cells(maze);
        let drawing = MazeDrawing {
            cells: &cells,
            n_rows: maze.grid.n_rows(),
            n_cols: maze.grid.n_cols(),
            what: "tour",
            layout: dice_maze::LAYOUT,
        };
        let expected = self.solver.solve(maze).route;
        drawing.draw(out, expected.as_deref(), (output, index), colour)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simpler_mazes_are_smaller_and_keep_the_start() {
        let mazes = Dice::default()
            .read("M\n2 3 1 2 5 1\n4 -1 2\n0 -1 6\nEND\n")
            .expect("a maze");
        let maze = &mazes[0];
        let simpler = Dice::simpler(maze);
        // One row (row 1 holds the start), two columns, four squares.
        assert_eq!(simpler.len(), 1 + 2 + 4);
        assert!(simpler.iter().all(|m| Dice::size(m) < Dice::size(maze)));
        assert!(
            simpler
                .iter()
                .all(|m| m.grid.get(m.start) == Some(SquareValue::WILD))
        );
        assert_eq!(Dice::write(&simpler[..1]), "M\n1 3 1 2 5 1\n4 -1 2\nEND\n");
        assert_eq!(Dice::describe(maze), "2 x 3, 5 squares not empty, 2 wild");
        let one = Dice::default()
            .read("M\n1 2 1 1 5 1\n-1 0\nEND\n")
            .expect("a maze");
        assert_eq!(Dice::describe(&one[0]), "1 x 2, 1 square not empty, 1 wild");
    }

    #[test]
    fn random_mazes_grow_and_stay_within_the_statement() {
        let mut dice = Dice::default();
        let mut rng = SplitMix64::new(1);
        let early: Vec<Maze> = (0..100).map(|k| dice.random(&mut rng, k)).collect();
        assert!(
            early
                .iter()
                .all(|m| m.grid.n_rows() <= 2 && m.grid.n_cols() <= 2)
        );
        assert!(early.iter().any(|m| m.grid.n_rows() * m.grid.n_cols() == 1));
        let late: Vec<Maze> = (2000..2200).map(|k| dice.random(&mut rng, k)).collect();
        assert!(
            late.iter()
                .all(|m| m.grid.n_rows() <= MAX_SIDE && m.grid.n_cols() <= MAX_SIDE)
        );
        assert!(late.iter().any(|m| m.grid.n_rows() == MAX_SIDE));
    }
}
