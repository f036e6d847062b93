//! Patterns and datasets on a board of any shape, with their dense
//! numbering and judge input format.

use crate::{Colour, Shape, Square, Symmetry};
use std::fmt;

/// The number of colourings of the eight cubes of the statement's board:
/// 3^8.
pub(crate) const N_COLOURINGS: usize = 6561;

/// The number of patterns of the statement's board: 9 hole squares times
/// 3^8 colourings.
pub const N_PATTERNS: usize = crate::N_SQUARES * N_COLOURINGS;

/// The most squares a board has (4 x 4).
pub const MAX_SQUARES: usize = 16;

/// What a board must show from above: the empty square and
/// the top colour of each cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    shape: Shape,
    hole: Square,
    /// Top colours by square number; the hole's entry and those past the
    /// board are white.
    tops: [Colour; MAX_SQUARES],
}

impl Pattern {
    /// The pattern on `shape` with `hole` empty and `top(square)` on top
    /// elsewhere; `None` if `hole` is off the board.
    pub fn new(shape: Shape, hole: Square, top: impl Fn(Square) -> Colour) -> Option<Pattern> {
        shape.square(hole.x, hole.y)?;
        let mut tops = [Colour::White; MAX_SQUARES];
        for sq in shape.squares().filter(|&sq| sq != hole) {
            tops[shape.index(sq)] = top(sq);
        }
        Some(Pattern { shape, hole, tops })
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

    /// The dense number, below [`Pattern::count`]: the hole's number
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
    /// [`Pattern::count`].
    pub fn from_index(shape: Shape, index: usize) -> Pattern {
        let per_hole = 3usize.pow(shape.n_squares() as u32 - 1);
        let hole = shape.square_at(index / per_hole);
        let mut digits = index;
        let mut tops = [Colour::White; MAX_SQUARES];
        for sq in shape.squares().filter(|&sq| sq != hole) {
            tops[shape.index(sq)] = Colour::ALL[digits % 3];
            digits /= 3;
        }
        Pattern { shape, hole, tops }
    }

    /// The pattern as a symmetry of the board sees it; `None` for a swap
    /// of the axes on a board that is not square.
    pub fn transformed(&self, sym: Symmetry) -> Option<Pattern> {
        let shape = self.shape;
        if sym.transpose && shape.rows() != shape.cols() {
            return None;
        }
        let mut tops = [Colour::White; MAX_SQUARES];
        for sq in shape.squares() {
            tops[shape.index(sym.square(shape, sq))] = sym.colour(self.tops[shape.index(sq)]);
        }
        let hole = sym.square(shape, self.hole);
        tops[shape.index(hole)] = Colour::White;
        Some(Pattern { shape, hole, tops })
    }
}

/// Writes the pattern's rows in the judge format: line y holds the squares
/// (1,y) to (C,y), `E` at the hole.
impl fmt::Display for Pattern {
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
pub struct Dataset {
    /// The empty square at the start.
    pub start: Square,
    /// The pattern to make, which carries the board's shape.
    pub pattern: Pattern,
}

/// Writes the dataset in the judge input format (without the `0 0` line).
impl fmt::Display for Dataset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {}", self.start.x, self.start.y)?;
        write!(f, "{}", self.pattern)
    }
}

/// The judge input for a list of datasets: each dataset, then `0 0`.
pub fn to_judge_input(datasets: &[Dataset]) -> String {
    let mut out: String = datasets.iter().map(ToString::to_string).collect();
    out.push_str("0 0\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statement_patterns_number_as_the_class_tables_do() {
        let shape = Shape::STATEMENT;
        assert_eq!(Pattern::count(shape), N_PATTERNS);
        let hole = Square { x: 1, y: 2 };
        let pattern = Pattern::new(shape, hole, |sq| {
            if sq == (Square { x: 3, y: 1 }) {
                Colour::Red
            } else {
                Colour::White
            }
        })
        .expect("on the board");
        assert_eq!(pattern.to_string(), "W W R\nE W W\nW W W\n");
        // The hole's number times 3^8, then the colours of the squares
        // other than the hole, the first the lowest base-3 digit.
        assert_eq!(pattern.index(), 3 * N_COLOURINGS + 2 * 3usize.pow(2));
        let swapped = Symmetry {
            transpose: true,
            ..Symmetry::default()
        };
        let image = pattern.transformed(swapped).expect("a square board");
        assert_eq!(image.to_string(), "W E W\nW W W\nB W W\n");
        let oblong = Pattern::from_index(Shape::new(2, 3).expect("a shape"), 5);
        assert_eq!(oblong.transformed(swapped), None);
    }

    #[test]
    fn pattern_numbers_round_trip_on_every_shape() {
        for shape in Shape::all().filter(|s| s.n_squares() <= 9) {
            let count = Pattern::count(shape);
            for index in (0..count).step_by(7) {
                let pattern = Pattern::from_index(shape, index);
                assert_eq!(pattern.index(), index, "{shape}");
                assert_eq!(Pattern::from_index(shape, index + 2 * count), pattern);
            }
        }
    }

    #[test]
    fn patterns_print_row_by_row() {
        let shape = Shape::new(2, 3).expect("a shape");
        let hole = Square { x: 3, y: 1 };
        let pattern = Pattern::new(shape, hole, |sq| {
            if sq.y == 2 { Colour::Red } else { Colour::Blue }
        })
        .expect("on the board");
        assert_eq!(pattern.to_string(), "B B E\nR R R\n");
        assert_eq!(pattern.top(hole), None);
        assert_eq!(pattern.top(Square { x: 1, y: 3 }), None, "off the board");
        assert_eq!(pattern.top(Square { x: 1, y: 2 }), Some(Colour::Red));
        let dataset = Dataset {
            start: Square { x: 1, y: 2 },
            pattern,
        };
        assert_eq!(dataset.to_string(), "1 2\nB B E\nR R R\n");
        assert_eq!(
            Pattern::new(shape, Square { x: 4, y: 1 }, |_| Colour::White),
            None
        );
    }
}
