//! Building a maze's grid of signs while its intersection lines are read:
//! straight into the grid that spans the start and the goal, and a compact
//! list for intersections beyond it, which grows the grid in place once at
//! the end. Peak memory is the final grid and six bytes per intersection
//! beyond the start and goal.

use crate::maze::Signpost;
use dice_core::{Grid, Pos};

/// An intersection beyond the grid as first laid out, with its signs.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Far {
    row: u16,
    col: u16,
    post: Signpost,
}

/// The grid of signs being built; [`Signs::finish`] gives it.
#[derive(Debug)]
pub(crate) struct Signs<'a> {
    grid: Grid<Signpost>,
    far: &'a mut Vec<Far>,
}

impl<'a> Signs<'a> {
    /// No signs yet on a grid of `n_rows` by `n_cols`; `far` is a buffer
    /// kept from maze to maze.
    pub(crate) fn new(n_rows: u32, n_cols: u32, far: &'a mut Vec<Far>) -> Signs<'a> {
        far.clear();
        Signs {
            grid: Grid::new(n_rows, n_cols, Signpost::NONE, Signpost::NONE),
            far,
        }
    }

    /// Adds signs at `pos` (row and column from 1 to
    /// [`dice_core::MAX_SIDE`]), merged with any already there.
    #[inline]
    pub(crate) fn add(&mut self, pos: Pos, post: Signpost) {
        if let Some(old) = self.grid.get(pos) {
            self.grid.set(pos, old.merge(post));
        } else {
            let side = |v: u32| u16::try_from(v).expect("coordinates are at most MAX_SIDE");
            self.far.push(Far {
                row: side(pos.row),
                col: side(pos.col),
                post,
            });
        }
    }

    /// The grid spanning every intersection added.
    pub(crate) fn finish(mut self) -> Grid<Signpost> {
        if !self.far.is_empty() {
            let (mut n_rows, mut n_cols) = (self.grid.n_rows(), self.grid.n_cols());
            for far in self.far.iter() {
                n_rows = n_rows.max(u32::from(far.row));
                n_cols = n_cols.max(u32::from(far.col));
            }
            self.grid
                .enlarge(n_rows, n_cols, Signpost::NONE, Signpost::NONE);
            for far in self.far.iter() {
                let pos = Pos::new(far.row.into(), far.col.into());
                let old = self
                    .grid
                    .get(pos)
                    .expect("the grid spans every intersection");
                self.grid.set(pos, old.merge(far.post));
            }
        }
        self.grid
    }
}
