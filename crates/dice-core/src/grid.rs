//! A dense rectangular grid with a one-square border, so that stepping from
//! any inner square in any heading lands on a valid index without a bounds
//! check.

use crate::{Heading, Pos};

/// The largest number of rows or columns any abbott grid may have.
///
/// Parsers reject larger sizes before allocating anything.
pub const MAX_SIDE: u32 = 4096;

/// A grid of `n_rows` by `n_cols` values stored row by row, surrounded by a
/// border one square wide that holds a fixed value.
///
/// Squares are addressed by a dense index (`cell_idx`), which the solvers use
/// as part of their state numbers.
///
/// ```
/// use dice_core::{Grid, Heading, Pos};
/// let mut grid = Grid::new(2, 3, 0, -1);
/// grid.set(Pos::new(2, 3), 7);
/// assert_eq!(grid.get(Pos::new(2, 3)), Some(7));
/// assert_eq!(grid.get(Pos::new(3, 3)), None);
/// // A step off the edge lands on the border, which holds -1.
/// let corner = grid.cell_idx(Pos::new(1, 1));
/// assert_eq!(grid.at(grid.step(corner, Heading::North)), -1);
/// assert_eq!(grid.pos(grid.step(corner, Heading::East)), Pos::new(1, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid<T> {
    n_rows: u32,
    n_cols: u32,
    cells: Vec<T>,
}

impl<T: Copy> Grid<T> {
    /// A grid of `n_rows` by `n_cols` squares holding `fill`, with a border
    /// holding `border`.
    ///
    /// # Panics
    ///
    /// If a side is outside `1..=MAX_SIDE`: the parsers refuse such sizes
    /// with a line and column before they build a grid, and the generators
    /// take them from checked arguments.
    pub fn new(n_rows: u32, n_cols: u32, fill: T, border: T) -> Grid<T> {
        assert!(
            (1..=MAX_SIDE).contains(&n_rows) && (1..=MAX_SIDE).contains(&n_cols),
            "a grid of {n_rows} x {n_cols}: sides must be from 1 to {MAX_SIDE}"
        );
        let stride = n_cols as usize + 2;
        let mut cells = vec![border; stride * (n_rows as usize + 2)];
        for row in 1..=n_rows as usize {
            cells[row * stride + 1..row * stride + 1 + n_cols as usize].fill(fill);
        }
        Grid {
            n_rows,
            n_cols,
            cells,
        }
    }

    /// Grows the grid in place to `n_rows` by `n_cols` (each at least the
    /// present side): the squares keep their values, new squares hold
    /// `fill` and the border `border`. The rows move within the one
    /// allocation, so the grid never exists twice.
    ///
    /// # Panics
    ///
    /// If a side would shrink or exceed [`MAX_SIDE`], as [`Grid::new`].
    pub fn enlarge(&mut self, n_rows: u32, n_cols: u32, fill: T, border: T) {
        assert!(
            (self.n_rows..=MAX_SIDE).contains(&n_rows)
                && (self.n_cols..=MAX_SIDE).contains(&n_cols),
            "a grid of {} x {} cannot grow to {n_rows} x {n_cols}",
            self.n_rows,
            self.n_cols
        );
        let (old_stride, old_cols) = (self.stride(), self.n_cols as usize);
        let stride = n_cols as usize + 2;
        let len = stride * (n_rows as usize + 2);
        // Exactly: a grown grid's size is final, and doubling could double it.
        self.cells.reserve_exact(len - self.cells.len());
        self.cells.resize(len, border);
        // From the last row up, each row lands at or after where it was and
        // after the rows above it.
        for row in (1..=self.n_rows as usize).rev() {
            let from = row * old_stride + 1;
            self.cells
                .copy_within(from..from + old_cols, row * stride + 1);
        }
        for row in 0..n_rows as usize + 2 {
            let line = &mut self.cells[row * stride..(row + 1) * stride];
            if row == 0 || row > n_rows as usize {
                line.fill(border);
                continue;
            }
            let kept = if row <= self.n_rows as usize {
                old_cols
            } else {
                0
            };
            line[0] = border;
            line[1 + kept..=n_cols as usize].fill(fill);
            line[n_cols as usize + 1] = border;
        }
        self.n_rows = n_rows;
        self.n_cols = n_cols;
    }

    /// The value at an index (inner square or border).
    #[inline]
    pub fn at(&self, idx: usize) -> T {
        self.cells[idx]
    }

    /// The value at a position, or `None` outside the grid.
    pub fn get(&self, pos: Pos) -> Option<T> {
        self.contains(pos).then(|| self.cells[self.cell_idx(pos)])
    }

    /// Sets the value at a position inside the grid.
    ///
    /// # Panics
    ///
    /// If `pos` is outside the grid: every caller sets squares it has
    /// checked or built inside (the border's value never changes).
    pub fn set(&mut self, pos: Pos, value: T) {
        assert!(self.contains(pos), "{pos} is outside the grid");
        let idx = self.cell_idx(pos);
        self.cells[idx] = value;
    }

    /// The inner values of one row (1-based), west to east.
    pub fn row(&self, row: u32) -> &[T] {
        let start = row as usize * self.stride() + 1;
        &self.cells[start..start + self.n_cols as usize]
    }

    /// The inner values of one row (1-based), west to east, for writing.
    pub fn row_mut(&mut self, row: u32) -> &mut [T] {
        let start = row as usize * self.stride() + 1;
        let n_cols = self.n_cols as usize;
        &mut self.cells[start..start + n_cols]
    }
}

impl<T> Grid<T> {
    /// The number of rows.
    pub fn n_rows(&self) -> u32 {
        self.n_rows
    }

    /// The number of columns.
    pub fn n_cols(&self) -> u32 {
        self.n_cols
    }

    /// The number of indices, border included: state arrays are sized by it.
    pub fn n_indices(&self) -> usize {
        self.cells.len()
    }

    /// Whether a position lies inside the grid.
    pub fn contains(&self, pos: Pos) -> bool {
        (1..=self.n_rows).contains(&pos.row) && (1..=self.n_cols).contains(&pos.col)
    }

    /// The dense index of a position (inside the grid or on its border).
    #[inline]
    pub fn cell_idx(&self, pos: Pos) -> usize {
        pos.row as usize * self.stride() + pos.col as usize
    }

    /// The position of a dense index.
    #[inline]
    pub fn pos(&self, idx: usize) -> Pos {
        let stride = self.stride();
        Pos::new((idx / stride) as u32, (idx % stride) as u32)
    }

    /// The index one step from `idx` in `heading`. From an inner square the
    /// result is an inner square or a border square, never out of range.
    #[inline]
    pub fn step(&self, idx: usize, heading: Heading) -> usize {
        idx.wrapping_add_signed(self.offset(heading))
    }

    /// The change of index of one step in `heading`.
    #[inline]
    pub fn offset(&self, heading: Heading) -> isize {
        let (dr, dc) = heading.delta();
        dr as isize * self.stride() as isize + dc as isize
    }

    fn stride(&self) -> usize {
        self.n_cols as usize + 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip_and_border_surrounds() {
        let grid = Grid::new(3, 4, 1u8, 0u8);
        for row in 1..=3 {
            for col in 1..=4 {
                let pos = Pos::new(row, col);
                let idx = grid.cell_idx(pos);
                assert_eq!(grid.pos(idx), pos);
                assert_eq!(grid.at(idx), 1);
                for h in Heading::ALL {
                    assert!(grid.step(idx, h) < grid.n_indices());
                    assert_eq!(grid.step(grid.step(idx, h), h.reverse()), idx);
                }
            }
        }
        assert_eq!(
            grid.at(grid.step(grid.cell_idx(Pos::new(1, 1)), Heading::North)),
            0
        );
        assert_eq!(
            grid.at(grid.step(grid.cell_idx(Pos::new(3, 4)), Heading::East)),
            0
        );
        assert_eq!(grid.get(Pos::new(4, 1)), None);
        assert_eq!(grid.row(2), &[1, 1, 1, 1]);
    }

    #[test]
    fn rows_are_written_in_place_and_sides_are_reported() {
        let mut grid = Grid::new(3, 4, 0u8, 9u8);
        assert_eq!((grid.n_rows(), grid.n_cols()), (3, 4));
        for row in 1..=3 {
            for (col, cell) in grid.row_mut(row).iter_mut().enumerate() {
                *cell = row as u8 * 10 + col as u8 + 1;
            }
        }
        for row in 1..=3 {
            for col in 1..=4 {
                let value = grid.get(Pos::new(row, col));
                assert_eq!(value, Some(row as u8 * 10 + col as u8));
            }
        }
        assert_eq!(grid.row(3), &[31, 32, 33, 34]);
        // The border is untouched.
        for idx in 0..grid.n_indices() {
            if !grid.contains(grid.pos(idx)) {
                assert_eq!(grid.at(idx), 9, "border index {idx}");
            }
        }
        let tall = Grid::new(5, 2, 0u8, 0u8);
        assert_eq!((tall.n_rows(), tall.n_cols()), (5, 2));
    }

    #[test]
    fn enlarged_grids_keep_their_squares_and_equal_grids_built_at_size() {
        for (rows, cols, to_rows, to_cols) in
            [(2, 3, 2, 3), (2, 3, 5, 3), (2, 3, 2, 7), (3, 1, 4, 6)]
        {
            let mut grid = Grid::new(rows, cols, 0u16, 9u16);
            let mut want = Grid::new(to_rows, to_cols, 0u16, 9u16);
            for row in 1..=rows {
                for col in 1..=cols {
                    let value = (row * 10 + col) as u16;
                    grid.set(Pos::new(row, col), value);
                    want.set(Pos::new(row, col), value);
                }
            }
            grid.enlarge(to_rows, to_cols, 0, 9);
            assert_eq!(grid, want, "{rows} x {cols} to {to_rows} x {to_cols}");
        }
    }
}
