//! The symmetries that carry one board onto another, and the statement
//! board's three classes of start square.

use crate::{Colour, Shape, Square, StatementSquare};

/// A symmetry of a board: mirror x, mirror y, then swap x with y (the
/// last only on square boards).
///
/// Mirrors keep every cube's colours (opposite faces match), so they carry
/// boards to boards and rolls to rolls: a dataset's answer is its image's.
/// Swapping the axes swaps what faces along x and along y, so blue and red
/// change names to keep the starting cube as it was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Symmetry {
    /// Mirror x to columns + 1 - x.
    pub flip_x: bool,
    /// Mirror y to rows + 1 - y.
    pub flip_y: bool,
    /// Swap x and y, and blue with red.
    pub transpose: bool,
}

impl Symmetry {
    /// The four mirrors (no swap of the axes), the identity first: the
    /// symmetries of every board.
    pub const MIRRORS: [Symmetry; 4] = [
        Symmetry::mirror(false, false),
        Symmetry::mirror(true, false),
        Symmetry::mirror(false, true),
        Symmetry::mirror(true, true),
    ];

    /// Every symmetry of `shape`: the four mirrors, and on a square board
    /// each of them with the axes swapped.
    pub fn of_shape(shape: Shape) -> Vec<Symmetry> {
        let swaps: &[bool] = match shape.rows() == shape.cols() {
            true => &[false, true],
            false => &[false],
        };
        let with = |&transpose: &bool| Symmetry::MIRRORS.map(|m| Symmetry { transpose, ..m });
        swaps.iter().flat_map(with).collect()
    }

    /// The mirror flipping x, y, both or neither.
    const fn mirror(flip_x: bool, flip_y: bool) -> Symmetry {
        Symmetry {
            flip_x,
            flip_y,
            transpose: false,
        }
    }

    /// Where the symmetry takes a square of `shape` (a swap of the axes is
    /// meant for square boards only).
    pub fn square(self, shape: Shape, sq: Square) -> Square {
        let x = if self.flip_x {
            shape.cols() + 1 - sq.x
        } else {
            sq.x
        };
        let y = if self.flip_y {
            shape.rows() + 1 - sq.y
        } else {
            sq.y
        };
        if self.transpose {
            Square { x: y, y: x }
        } else {
            Square { x, y }
        }
    }

    /// The square the symmetry takes to `sq`: the inverse of
    /// [`Symmetry::square`].
    pub fn inverse_square(self, shape: Shape, sq: Square) -> Square {
        let sq = if self.transpose {
            Square { x: sq.y, y: sq.x }
        } else {
            sq
        };
        Symmetry {
            transpose: false,
            ..self
        }
        .square(shape, sq)
    }

    /// What a colour is called after the symmetry.
    pub fn colour(self, colour: Colour) -> Colour {
        match (self.transpose, colour) {
            (true, Colour::Blue) => Colour::Red,
            (true, Colour::Red) => Colour::Blue,
            _ => colour,
        }
    }
}

/// The three kinds of start square of the statement's board, up to
/// symmetry: the solver's class tables search one start
/// of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartClass {
    /// A corner, represented by (1,1).
    Corner = 0,
    /// The middle of a side, represented by (2,1).
    Edge = 1,
    /// The centre (2,2).
    Centre = 2,
}

impl StartClass {
    /// All three classes.
    pub const ALL: [StartClass; 3] = [StartClass::Corner, StartClass::Edge, StartClass::Centre];

    /// The square that stands for the class.
    pub fn representative(self) -> StatementSquare {
        StatementSquare::at(match self {
            StartClass::Corner => 0,
            StartClass::Edge => 1,
            StartClass::Centre => 4,
        })
    }

    /// The class of a start square of the statement's board and a
    /// symmetry taking it to the class's representative.
    ///
    /// ```
    /// use cube_puzzle::{Square, StartClass, StatementSquare};
    /// let start = StatementSquare::new(Square { x: 3, y: 2 })?;
    /// let (class, symmetry) = StartClass::of(start);
    /// assert_eq!(class, StartClass::Edge);
    /// let folded = symmetry.square(cube_puzzle::Shape::STATEMENT, start.square());
    /// assert_eq!(class.representative(), folded);
    /// # Ok::<(), cube_puzzle::OffTheBoard>(())
    /// ```
    pub fn of(start: StatementSquare) -> (StartClass, Symmetry) {
        let start = start.square();
        let flip_x = start.x == 3;
        let flip_y = start.y == 3;
        let folded = Symmetry {
            flip_x,
            flip_y,
            transpose: false,
        }
        .square(Shape::STATEMENT, start);
        let transpose = folded == Square { x: 1, y: 2 };
        let class = match (folded.x, folded.y) {
            (1, 1) => StartClass::Corner,
            (2, 2) => StartClass::Centre,
            _ => StartClass::Edge,
        };
        (
            class,
            Symmetry {
                flip_x,
                flip_y,
                transpose,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_start_maps_to_its_representative() {
        let shape = Shape::STATEMENT;
        for start in StatementSquare::all() {
            let (class, sym) = StartClass::of(start);
            let sq = start.square();
            assert_eq!(class.representative(), sym.square(shape, sq));
            for other in shape.squares() {
                assert_eq!(sym.inverse_square(shape, sym.square(shape, other)), other);
            }
        }
    }
}
