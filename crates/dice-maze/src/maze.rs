//! The dice maze itself: its squares, start and die, and its judge input
//! format.

use dice_core::{Grid, Orientation, Pos};
use std::fmt;

/// One square of a dice maze: empty (0, never entered), wild (-1, entered
/// with any face up) or a face number 1 to 6 (entered when that face is up
/// before the move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareValue(i8);

impl SquareValue {
    /// A square that cannot be entered (`0`).
    pub const EMPTY: SquareValue = SquareValue(0);
    /// A square any die may enter (`-1`, a star in the figures).
    pub const WILD: SquareValue = SquareValue(-1);

    /// The square with judge value `value`, if it is from -1 to 6.
    pub const fn new(value: i8) -> Option<SquareValue> {
        if value >= -1 && value <= 6 {
            Some(SquareValue(value))
        } else {
            None
        }
    }

    /// The square a die with `face` (1 to 6) on top may enter.
    pub const fn face(face: u8) -> Option<SquareValue> {
        if face >= 1 && face <= 6 {
            Some(SquareValue(face as i8))
        } else {
            None
        }
    }

    /// The judge value: -1 to 6.
    pub const fn value(self) -> i8 {
        self.0
    }

    /// The judge value as text: `-1` to `6`.
    pub const fn token(self) -> &'static str {
        // The value is -1 to 6 by construction (`new` and `face` check it).
        const TOKENS: [&str; 8] = ["-1", "0", "1", "2", "3", "4", "5", "6"];
        TOKENS[(self.0 + 1) as usize]
    }

    /// Whether a die showing `top` before the move may roll onto this square.
    #[inline]
    pub const fn admits(self, top: u8) -> bool {
        self.0 == -1 || self.0 == top as i8
    }
}

impl fmt::Display for SquareValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// A named dice maze: the grid, the start square and the die lying on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// The maze's name as the input gives it (no blanks).
    pub name: String,
    /// The squares; the border around the grid is [`SquareValue::EMPTY`].
    pub grid: Grid<SquareValue>,
    /// Where the die starts, and where the tour must end.
    pub start: Pos,
    /// How the die lies at the start.
    pub die: Orientation,
}

impl Maze {
    /// A maze of `n_rows` by `n_cols` empty squares with the die at `start`.
    ///
    /// # Panics
    ///
    /// If a side is outside 1 to [`dice_core::MAX_SIDE`].
    pub fn new(name: &str, n_rows: u32, n_cols: u32, start: Pos, die: Orientation) -> Maze {
        Maze {
            name: name.to_string(),
            grid: Grid::new(n_rows, n_cols, SquareValue::EMPTY, SquareValue::EMPTY),
            start,
            die,
        }
    }
}

/// Writes the maze in the judge input format (without the closing `END`).
impl fmt::Display for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let grid = &self.grid;
        writeln!(f, "{}", self.name)?;
        writeln!(
            f,
            "{} {} {} {} {} {}",
            grid.n_rows(),
            grid.n_cols(),
            self.start.row,
            self.start.col,
            self.die.top(),
            self.die.front()
        )?;
        // A row is put together first and written at once: a 4096 x 4096
        // maze is 16 million squares, and one write per square costs more
        // than drawing them.
        let mut line = String::with_capacity(3 * grid.n_cols() as usize + 1);
        for row in 1..=grid.n_rows() {
            line.clear();
            for (i, square) in grid.row(row).iter().enumerate() {
                if i > 0 {
                    line.push(' ');
                }
                line.push_str(square.token());
            }
            line.push('\n');
            f.write_str(&line)?;
        }
        Ok(())
    }
}

/// The judge input for a list of mazes: each maze, then `END`.
pub fn to_judge_input(mazes: &[Maze]) -> String {
    let mut out: String = mazes.iter().map(ToString::to_string).collect();
    out.push_str("END\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_are_1_to_6() {
        assert_eq!(SquareValue::face(0), None);
        assert_eq!(SquareValue::face(7), None);
        assert_eq!(SquareValue::face(1).map(SquareValue::value), Some(1));
        assert_eq!(SquareValue::face(6).map(SquareValue::value), Some(6));
    }

    #[test]
    fn a_maze_is_written_as_the_judge_reads_it() {
        let die = Orientation::new(5, 1).expect("a die");
        let mut maze = Maze::new("M", 2, 3, Pos::new(2, 1), die);
        maze.grid.set(Pos::new(1, 2), SquareValue::WILD);
        maze.grid
            .set(Pos::new(2, 3), SquareValue::face(4).expect("a face"));
        assert_eq!(
            to_judge_input(&[maze]),
            "M\n2 3 2 1 5 1\n0 -1 0\n0 0 4\nEND\n"
        );
    }
}
