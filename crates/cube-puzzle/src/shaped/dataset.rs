//! Patterns and datasets on a board of any shape, with their dense
//! numbering and judge input format.

use super::Shape;
use crate::{Colour, Square};
use std::fmt;

/// The most squares a board has (4 x 4).
pub const MAX_SQUARES: usize = 16;

/// What a board of some shape must show from above: the empty square and
/// the top colour of each cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShapedPattern {
    shape: Shape,
    hole: Square,
    /// Top colours by square number; the hole's entry and those past the
    /// board are white.
    tops: [Colour; MAX_SQUARES],
}

impl ShapedPattern {
    /// The pattern on `shape` with `hole` empty and `top(square)` on top
    /// elsewhere; `None` if `hole` is off the board.
    pub fn new(
        shape: Shape,
        hole: Square,
        top: impl Fn(Square) -> Colour,
    ) -> Option<ShapedPattern> {
        shape.square(hole.x, hole.y)?;
        let mut tops = [Colour::White; MAX_SQUARES];
        for sq in shape.squares().filter(|&sq| sq != hole) {
            tops[shape.index(sq)] = top(sq);
        }
        Some(ShapedPattern { shape, hole, tops })
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The empty square.
    pub fn hole(&self) -> Square {
        self.hole
    }

    /// The colour on top at a square, or `None` at the hole and off the
    /// board.
    pub fn top(&self, sq: Square) -> Option<Colour> {
        let on_board = self.shape.square(sq.x, sq.y).is_some();
        (on_board && sq != self.hole).then(|| self.tops[self.shape.index(sq)])
    }

    /// The number of patterns on `shape`: the hole's squares times the
    /// colourings of the other squares.
    pub fn count(shape: Shape) -> usize {
        shape.n_squares() * 3usize.pow(shape.n_squares() as u32 - 1)
    }

    /// The dense number, below [`ShapedPattern::count`]: the hole's number
    /// times 3^(squares - 1) plus the colours of the other squares, in
    /// square order, as base-3 digits (the first square is the lowest).
    pub fn index(&self) -> usize {
        let mut colouring = 0;
        let mut place = 1;
        for sq in self.shape.squares().filter(|&sq| sq != self.hole) {
            colouring += self.tops[self.shape.index(sq)].index() * place;
            place *= 3;
        }
        let per_hole = 3usize.pow(self.shape.n_squares() as u32 - 1);
        self.shape.index(self.hole) * per_hole + colouring
    }

    /// The pattern on `shape` with dense number `index`, taken modulo
    /// [`ShapedPattern::count`].
    pub fn from_index(shape: Shape, index: usize) -> ShapedPattern {
        let per_hole = 3usize.pow(shape.n_squares() as u32 - 1);
        let hole = shape.square_at(index / per_hole);
        let mut digits = index;
        let mut tops = [Colour::White; MAX_SQUARES];
        for sq in shape.squares().filter(|&sq| sq != hole) {
            tops[shape.index(sq)] = Colour::ALL[digits % 3];
            digits /= 3;
        }
        ShapedPattern { shape, hole, tops }
    }
}

/// Writes the pattern's rows in the judge format: line y holds the squares
/// (1,y) to (C,y), `E` at the hole.
impl fmt::Display for ShapedPattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in 1..=self.shape.rows() {
            for x in 1..=self.shape.cols() {
                if x > 1 {
                    f.write_str(" ")?;
                }
                match self.top(Square { x, y }) {
                    Some(c) => write!(f, "{c}")?,
                    None => f.write_str("E")?,
                }
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

/// One dataset on a board of some shape: where the empty square starts
/// (every cube white on top, blue along x) and the pattern to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShapedDataset {
    /// The empty square at the start.
    pub start: Square,
    /// The pattern to make, which carries the board's shape.
    pub pattern: ShapedPattern,
}

/// Writes the dataset in the judge input format (without the `0 0` line).
impl fmt::Display for ShapedDataset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.start.x, self.start.y)?;
        write!(f, "{}", self.pattern)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_numbers_round_trip_on_every_shape() {
        for shape in Shape::all().filter(|s| s.n_squares() <= 9) {
            let count = ShapedPattern::count(shape);
            for index in (0..count).step_by(7) {
                let pattern = ShapedPattern::from_index(shape, index);
                assert_eq!(pattern.index(), index, "{shape}");
                assert_eq!(ShapedPattern::from_index(shape, index + 2 * count), pattern);
            }
        }
    }

    #[test]
    fn patterns_print_row_by_row() {
        let shape = Shape::new(2, 3).expect("a shape");
        let hole = Square { x: 3, y: 1 };
        let pattern = ShapedPattern::new(shape, hole, |sq| {
            if sq.y == 2 { Colour::Red } else { Colour::Blue }
        })
        .expect("on the board");
        assert_eq!(pattern.to_string(), "B B E\nR R R\n");
        assert_eq!(pattern.top(hole), None);
        assert_eq!(pattern.top(Square { x: 1, y: 3 }), None, "off the board");
        assert_eq!(pattern.top(Square { x: 1, y: 2 }), Some(Colour::Red));
        let dataset = ShapedDataset {
            start: Square { x: 1, y: 2 },
            pattern,
        };
        assert_eq!(dataset.to_string(), "1 2\nB B E\nR R R\n");
        assert_eq!(
            ShapedPattern::new(shape, Square { x: 4, y: 1 }, |_| Colour::White),
            None
        );
    }
}
