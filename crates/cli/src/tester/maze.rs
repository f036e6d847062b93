//! What the two mazes share as test subjects: a grid's squares with their
//! positions, and a grid without one of its rows or columns (for
//! shrinking), the squares a maze must keep staying on the grid.

use dice_core::{Grid, Pos};

/// A row or a column of a maze's grid, to leave out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Line {
    /// The row of this number (from 1).
    Row(u32),
    /// The column of this number (from 1).
    Col(u32),
}

impl Line {
    /// Whether `pos` lies on the line.
    fn holds(self, pos: Pos) -> bool {
        match self {
            Line::Row(row) => pos.row == row,
            Line::Col(col) => pos.col == col,
        }
    }

    /// Where `pos`, off the line, stands once the line is gone.
    pub(super) fn shift(self, pos: Pos) -> Pos {
        match self {
            Line::Row(row) if pos.row > row => Pos::new(pos.row - 1, pos.col),
            Line::Col(col) if pos.col > col => Pos::new(pos.row, pos.col - 1),
            _ => pos,
        }
    }
}

/// Every square of `grid` with its position, row by row.
pub(super) fn cells<T: Copy>(grid: &Grid<T>) -> impl Iterator<Item = (Pos, T)> + '_ {
    (1..=grid.n_rows()).flat_map(move |row| {
        (1..)
            .zip(grid.row(row))
            .map(move |(col, &value)| (Pos::new(row, col), value))
    })
}

/// The rows, then the columns, of `grid` that hold none of `kept`: those a
/// simpler maze may leave out.
pub(super) fn free_lines<T>(grid: &Grid<T>, kept: &[Pos]) -> Vec<Line> {
    let rows = (1..=grid.n_rows()).map(Line::Row);
    let cols = (1..=grid.n_cols()).map(Line::Col);
    rows.chain(cols)
        .filter(|line| kept.iter().all(|&pos| !line.holds(pos)))
        .collect()
}

/// `grid` without `line` (which it has, beside at least one other), its
/// border holding `border`.
pub(super) fn without<T: Copy>(grid: &Grid<T>, line: Line, border: T) -> Grid<T> {
    let (rows, cols) = match line {
        Line::Row(_) => (grid.n_rows() - 1, grid.n_cols()),
        Line::Col(_) => (grid.n_rows(), grid.n_cols() - 1),
    };
    let mut out = Grid::new(rows, cols, border, border);
    for (pos, value) in cells(grid).filter(|&(pos, _)| !line.holds(pos)) {
        out.set(line.shift(pos), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_left_out_closes_up_the_grid() {
        let mut grid = Grid::new(2, 3, 0, -1);
        for (k, (pos, _)) in cells(&grid.clone()).enumerate() {
            grid.set(pos, k as i32 + 1);
        }
        let values = |g: &Grid<i32>| cells(g).map(|(_, v)| v).collect::<Vec<_>>();
        assert_eq!(values(&grid), [1, 2, 3, 4, 5, 6]);
        let no_row = without(&grid, Line::Row(1), -1);
        assert_eq!((no_row.n_rows(), values(&no_row)), (1, vec![4, 5, 6]));
        let no_col = without(&grid, Line::Col(2), -1);
        assert_eq!((no_col.n_cols(), values(&no_col)), (2, vec![1, 3, 4, 6]));
        assert_eq!(no_col.get(Pos::new(0, 0)), None);
        assert_eq!(Line::Col(2).shift(Pos::new(2, 3)), Pos::new(2, 2));
        assert_eq!(Line::Col(2).shift(Pos::new(2, 1)), Pos::new(2, 1));
        // The rows and columns free of (1,2): row 2, columns 1 and 3.
        let free = free_lines(&grid, &[Pos::new(1, 2)]);
        assert_eq!(free, [Line::Row(2), Line::Col(1), Line::Col(3)]);
    }
}
