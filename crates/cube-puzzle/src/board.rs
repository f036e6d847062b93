//! The 3 by 3 board: its squares, who neighbours whom, and the symmetries
//! that carry one start square onto another.

use crate::Colour;
use dice_core::Heading;
use std::fmt;

/// A square of the board: x is the column (1 to 3, growing east), y the row
/// (1 to 3, growing south). Printed `(x,y)` as the statement writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// The column, 1 to 3.
    pub x: u8,
    /// The row, 1 to 3.
    pub y: u8,
}

/// The number of squares.
pub const N_SQUARES: usize = 9;

impl Square {
    /// The square at column `x` and row `y`, if both are from 1 to 3.
    pub const fn new(x: u8, y: u8) -> Option<Square> {
        if x >= 1 && x <= 3 && y >= 1 && y <= 3 {
            Some(Square { x, y })
        } else {
            None
        }
    }

    /// The square with dense number `index` (row by row from (1,1)), taken
    /// modulo 9.
    pub const fn from_index(index: usize) -> Square {
        let i = index % N_SQUARES;
        Square {
            x: (i % 3) as u8 + 1,
            y: (i / 3) as u8 + 1,
        }
    }

    /// The dense number, 0 to 8, row by row.
    pub const fn index(self) -> usize {
        (self.y as usize - 1) * 3 + self.x as usize - 1
    }

    /// Every square in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..N_SQUARES).map(Square::from_index)
    }

    /// The neighbouring square in `heading`, if on the board (east is +x,
    /// south is +y).
    pub fn neighbour(self, heading: Heading) -> Option<Square> {
        let (dy, dx) = heading.delta();
        Square::new(
            (i32::from(self.x) + dx) as u8,
            (i32::from(self.y) + dy) as u8,
        )
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// A symmetry of the puzzle: mirror x, mirror y, then swap x with y.
///
/// Mirrors keep every cube's colours (opposite faces match). Swapping the
/// axes swaps what faces along x and along y, so blue and red change names
/// to keep the starting cube as it was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Symmetry {
    /// Mirror x to 4 - x.
    pub flip_x: bool,
    /// Mirror y to 4 - y.
    pub flip_y: bool,
    /// Swap x and y, and blue with red.
    pub transpose: bool,
}

impl Symmetry {
    /// Where the symmetry takes a square.
    pub fn square(self, sq: Square) -> Square {
        let x = if self.flip_x { 4 - sq.x } else { sq.x };
        let y = if self.flip_y { 4 - sq.y } else { sq.y };
        if self.transpose {
            Square { x: y, y: x }
        } else {
            Square { x, y }
        }
    }

    /// The square the symmetry takes to `sq`: the inverse of
    /// [`Symmetry::square`].
    pub fn inverse_square(self, sq: Square) -> Square {
        let sq = if self.transpose {
            Square { x: sq.y, y: sq.x }
        } else {
            sq
        };
        Symmetry {
            transpose: false,
            ..self
        }
        .square(sq)
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

/// The three kinds of start square, up to symmetry.
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
    pub fn representative(self) -> Square {
        match self {
            StartClass::Corner => Square { x: 1, y: 1 },
            StartClass::Edge => Square { x: 2, y: 1 },
            StartClass::Centre => Square { x: 2, y: 2 },
        }
    }

    /// The class of a start square and a symmetry taking it to the
    /// class's representative.
    pub fn of(start: Square) -> (StartClass, Symmetry) {
        let flip_x = start.x == 3;
        let flip_y = start.y == 3;
        let folded = Symmetry {
            flip_x,
            flip_y,
            transpose: false,
        }
        .square(start);
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
    fn squares_number_round_trip_and_neighbours_are_mutual() {
        for sq in Square::all() {
            assert_eq!(Square::from_index(sq.index()), sq);
            for h in Heading::ALL {
                if let Some(n) = sq.neighbour(h) {
                    assert_eq!(n.neighbour(h.reverse()), Some(sq));
                }
            }
        }
        assert_eq!(
            Square::new(1, 1).and_then(|s| s.neighbour(Heading::East)),
            Square::new(2, 1)
        );
        assert_eq!(
            Square::new(1, 1).and_then(|s| s.neighbour(Heading::North)),
            None
        );
    }

    #[test]
    fn every_start_maps_to_its_representative() {
        for sq in Square::all() {
            let (class, sym) = StartClass::of(sq);
            assert_eq!(sym.square(sq), class.representative());
            for other in Square::all() {
                assert_eq!(sym.inverse_square(sym.square(other)), other);
            }
        }
    }
}
