//! Drawing a maze failure in the terminal: the grid twice, once with
//! abbott's shortest route marked and once with the program's, each with
//! its positions listed.

use crate::grid::grid;
use abbott_judge::cells::{Axes, Cell};
use abbott_judge::nth_route;
use dice_core::Pos;
use dice_core::judge::{NO_SOLUTION, RouteLayout};
use std::io::{self, Write};

/// What the mazes' answers count.
pub(super) use abbott_judge::MOVES;

/// A maze to draw: its cells row by row and its size.
pub(super) struct MazeDrawing<'a> {
    /// The cells, row by row.
    pub cells: &'a [Cell],
    /// Rows of the grid.
    pub n_rows: u32,
    /// Columns of the grid.
    pub n_cols: u32,
    /// `tour` or `route`.
    pub what: &'static str,
    /// How the judge lays a route out, to read the program's.
    pub layout: RouteLayout,
}

impl MazeDrawing<'_> {
    /// Draws abbott's route, then the program's answer to the maze, the
    /// `index`-th (from 0) of its `output`.
    pub(super) fn draw(
        &self,
        out: &mut dyn Write,
        expected: Option<&[Pos]>,
        (output, index): (&[u8], usize),
        colour: bool,
    ) -> io::Result<()> {
        let found = nth_route(output, self.layout, index);
        let found = found.as_ref();
        self.one(out, ("abbott", "abbott's shortest"), expected, colour)?;
        match found {
            None => writeln!(out, "the program: its answer for it cannot be read")?,
            Some(answer) => {
                let route = answer.route.as_deref();
                self.one(out, ("the program", "the program's"), route, colour)?;
            }
        }
        let found_route = found.and_then(|answer| answer.route.as_deref());
        if let (Some(ours), Some(theirs)) = (expected, found_route) {
            let parted = ours.iter().zip(theirs).position(|(a, b)| a != b);
            if let Some(step) = parted {
                writeln!(
                    out,
                    "the routes part at step {step}: abbott's goes on to {}, the program's to {}",
                    ours[step], theirs[step]
                )?;
            }
        }
        Ok(())
    }

    /// One route (or none) with its grid; `who` gives it, `whose` it is.
    fn one(
        &self,
        out: &mut dyn Write,
        (who, whose): (&str, &str),
        route: Option<&[Pos]>,
        colour: bool,
    ) -> io::Result<()> {
        let Some(route) = route else {
            return writeln!(out, "{who}: {NO_SOLUTION}");
        };
        let moves = MOVES.count(route.len().saturating_sub(1) as u64);
        let listed: Vec<String> = route.iter().map(ToString::to_string).collect();
        writeln!(out, "{whose} {} ({moves}): {}", self.what, listed.join(" "))?;
        let mut on_route = vec![false; self.cells.len()];
        for pos in route {
            let inside =
                (1..=self.n_rows).contains(&pos.row) && (1..=self.n_cols).contains(&pos.col);
            if inside {
                on_route[((pos.row - 1) * self.n_cols + pos.col - 1) as usize] = true;
            }
        }
        let shape = (self.n_rows, self.n_cols, Axes::RowColumn);
        let mut text = Vec::new();
        grid(&mut text, shape, self.cells, &on_route, colour)?;
        out.write_all(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_routes_are_drawn_and_where_they_part_is_said() {
        let maze = "M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n";
        let mazes: Vec<dice_maze::Maze> = dice_maze::Reader::new(maze.as_bytes())
            .collect::<Result<_, _>>()
            .expect("a maze");
        let cells = abbott_judge::cells::dice_cells(&mazes[0]);
        let drawing = MazeDrawing {
            cells: &cells,
            n_rows: 1,
            n_cols: 3,
            what: "tour",
            layout: dice_maze::LAYOUT,
        };
        let output = b"M\n  (1,1),(1,2),(1,3),(1,2),(1,1)\n";
        let ours = [Pos::new(1, 1), Pos::new(1, 2), Pos::new(1, 1)];
        let mut out = Vec::new();
        drawing
            .draw(&mut out, Some(&ours), (output, 0), false)
            .expect("a Vec takes any bytes");
        let text = String::from_utf8(out).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "abbott's shortest tour (2 moves): (1,1) (1,2) (1,1)"
        );
        assert!(lines.contains(&"  1 │[*]│[*]│ * │"), "{text}");
        assert!(lines.contains(&"  1 │[*]│[*]│[*]│"), "{text}");
        assert_eq!(
            lines.last(),
            Some(&"the routes part at step 2: abbott's goes on to (1,1), the program's to (1,3)")
        );
        assert!(nth_route(output, dice_maze::LAYOUT, 1).is_none());
        // One move is counted as one.
        let mut out = Vec::new();
        let one = [Pos::new(1, 1), Pos::new(1, 2)];
        (drawing.one(&mut out, ("abbott", "abbott's shortest"), Some(&one), false))
            .expect("a Vec takes any bytes");
        let text = String::from_utf8(out).expect("UTF-8");
        assert!(
            text.starts_with("abbott's shortest tour (1 move): (1,1) (1,2)\n"),
            "{text}"
        );
    }
}
