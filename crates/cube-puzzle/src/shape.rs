//! A board's shape (R rows by C columns, each from 1 to 4, with at least
//! two squares, written `RxC`) and its squares.

use dice_core::Heading;
use std::fmt;
use std::str::FromStr;

/// A square of a board: x is the column (growing east), y the row
/// (growing south), both from 1. A square is valid for a [`Shape`] when
/// [`Shape::square`] gives it (x up to the columns, y up to the rows).
/// Printed `(x,y)` as the statement writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// The column, from 1.
    pub x: u8,
    /// The row, from 1.
    pub y: u8,
}

/// The number of squares of the statement's board.
pub(crate) const N_SQUARES: usize = 9;

/// A square of the statement's 3 x 3 board, known to be on it: where the
/// class tables (`Distances`) may start a search.
/// Made from a [`Square`] only when both coordinates are from 1 to 3.
///
/// ```
/// use cube_puzzle::{Square, StatementSquare};
/// let centre = StatementSquare::new(Square { x: 2, y: 2 })?;
/// assert_eq!(centre.square(), Square { x: 2, y: 2 });
/// let error = StatementSquare::new(Square { x: 4, y: 1 }).expect_err("off the board");
/// assert_eq!(error.to_string(), "the square (4,1) is not on the 3x3 board");
/// # Ok::<(), cube_puzzle::OffTheBoard>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StatementSquare(Square);

impl StatementSquare {
    /// `sq`, if it is on the statement's board.
    pub const fn new(sq: Square) -> Result<StatementSquare, OffTheBoard> {
        match Shape::STATEMENT.square(sq.x, sq.y) {
            Some(sq) => Ok(StatementSquare(sq)),
            None => Err(OffTheBoard {
                square: sq,
                shape: Shape::STATEMENT,
            }),
        }
    }

    /// The square with dense number `index` (row by row from (1,1)), taken
    /// modulo 9.
    pub(crate) const fn at(index: usize) -> StatementSquare {
        StatementSquare(Shape::STATEMENT.square_at(index))
    }

    /// The square.
    pub const fn square(self) -> Square {
        self.0
    }

    /// The dense number, 0 to 8, row by row.
    pub(crate) const fn index(self) -> usize {
        Shape::STATEMENT.index(self.0)
    }

    /// Every square of the statement's board in index order.
    pub fn all() -> impl Iterator<Item = StatementSquare> {
        (0..N_SQUARES).map(StatementSquare::at)
    }
}

impl TryFrom<Square> for StatementSquare {
    type Error = OffTheBoard;

    fn try_from(sq: Square) -> Result<StatementSquare, OffTheBoard> {
        StatementSquare::new(sq)
    }
}

impl From<StatementSquare> for Square {
    fn from(sq: StatementSquare) -> Square {
        sq.0
    }
}

impl PartialEq<Square> for StatementSquare {
    fn eq(&self, other: &Square) -> bool {
        self.0 == *other
    }
}

/// `(x,y)`, as [`Square`] prints.
impl fmt::Display for StatementSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A square that is not on the board it was given for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the square {square} is not on the {shape} board")]
pub struct OffTheBoard {
    /// The square.
    pub square: Square,
    /// The board it is not on.
    pub shape: Shape,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// The most rows or columns a board may have.
pub const MAX_BOARD_SIDE: u8 = 4;

/// A board of `rows` by `cols` squares. Squares are `(x,y)` as on the
/// statement's board: x the column (growing east), y the row (growing
/// south), both from 1; they are numbered row by row from 0.
///
/// ```
/// use cube_puzzle::Shape;
/// let shape: Shape = "2x4".parse()?;
/// assert_eq!((shape.rows(), shape.cols(), shape.n_squares()), (2, 4, 8));
/// assert_eq!(shape.square(4, 2).map(|sq| shape.index(sq)), Some(7));
/// # Ok::<(), cube_puzzle::ShapeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    rows: u8,
    cols: u8,
}

impl Shape {
    /// The statement's 3 x 3 board.
    pub const STATEMENT: Shape = Shape { rows: 3, cols: 3 };

    /// The board of `rows` by `cols` squares, if each is from 1 to
    /// [`MAX_BOARD_SIDE`] and there are at least two squares.
    pub const fn new(rows: u8, cols: u8) -> Option<Shape> {
        if rows >= 1
            && rows <= MAX_BOARD_SIDE
            && cols >= 1
            && cols <= MAX_BOARD_SIDE
            && rows * cols >= 2
        {
            Some(Shape { rows, cols })
        } else {
            None
        }
    }

    /// Every shape, by rows then columns.
    pub fn all() -> impl Iterator<Item = Shape> {
        (1..=MAX_BOARD_SIDE)
            .flat_map(|rows| (1..=MAX_BOARD_SIDE).filter_map(move |cols| Shape::new(rows, cols)))
    }

    /// The number of rows (y from 1 to this).
    pub const fn rows(self) -> u8 {
        self.rows
    }

    /// The number of columns (x from 1 to this).
    pub const fn cols(self) -> u8 {
        self.cols
    }

    /// The number of squares: one hole and one cube on each of the others.
    pub const fn n_squares(self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// The square at column `x` and row `y`, if on the board.
    pub const fn square(self, x: u8, y: u8) -> Option<Square> {
        if x >= 1 && x <= self.cols && y >= 1 && y <= self.rows {
            Some(Square { x, y })
        } else {
            None
        }
    }

    /// The number of a square of this board, row by row from 0.
    pub const fn index(self, sq: Square) -> usize {
        (sq.y as usize - 1) * self.cols as usize + sq.x as usize - 1
    }

    /// The square with number `index` (row by row), taken modulo the
    /// number of squares.
    pub const fn square_at(self, index: usize) -> Square {
        let i = index % self.n_squares();
        Square {
            x: (i % self.cols as usize) as u8 + 1,
            y: (i / self.cols as usize) as u8 + 1,
        }
    }

    /// Every square in number order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.n_squares()).map(move |i| self.square_at(i))
    }

    /// For every square `s` (by number) and heading `h` (by index), the
    /// number of the square whose cube rolls towards `h` into a hole on
    /// `s`: the neighbour on the `h.reverse()` side, if on the board.
    pub(crate) fn rolls_into(self) -> Vec<[Option<u8>; 4]> {
        self.squares()
            .map(|sq| {
                Heading::ALL.map(|h| {
                    let from = self.neighbour(sq, h.reverse())?;
                    Some(self.index(from) as u8)
                })
            })
            .collect()
    }

    /// The neighbouring square in `heading`, if on the board (east is +x,
    /// south is +y).
    pub fn neighbour(self, sq: Square, heading: Heading) -> Option<Square> {
        let (dy, dx) = heading.delta();
        let x = u8::try_from(i32::from(sq.x) + dx).ok()?;
        let y = u8::try_from(i32::from(sq.y) + dy).ok()?;
        self.square(x, y)
    }
}

/// `RxC`, as `--board` takes it.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// A board that is not `RxC` with R and C from 1 to 4 and at least two
/// squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    text: String,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a board RxC (rows x columns, each from 1 to {MAX_BOARD_SIDE}, at least two squares), found {:?}",
            self.text
        )
    }
}

impl std::error::Error for ShapeError {}

impl FromStr for Shape {
    type Err = ShapeError;

    fn from_str(text: &str) -> Result<Shape, ShapeError> {
        let error = || ShapeError { text: text.into() };
        let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(error)?;
        let side = |s: &str| match s.as_bytes() {
            [d @ b'1'..=b'9'] => Some(d - b'0'),
            _ => None,
        };
        let (rows, cols) = (side(rows).ok_or_else(error)?, side(cols).ok_or_else(error)?);
        Shape::new(rows, cols).ok_or_else(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statement_squares_number_round_trip() {
        for (i, sq) in StatementSquare::all().enumerate() {
            assert_eq!(sq.index(), i);
            assert_eq!(StatementSquare::at(i), sq);
            assert_eq!(StatementSquare::new(sq.square()), Ok(sq));
        }
        assert_eq!(StatementSquare::all().count(), N_SQUARES);
    }

    proptest::proptest! {
        /// Exactly the squares with both coordinates from 1 to 3 are on the
        /// statement's board; every other one is refused, naming itself.
        #[test]
        fn a_statement_square_is_one_of_the_nine(x: u8, y: u8) {
            let sq = Square { x, y };
            let on_board = (1..=3).contains(&x) && (1..=3).contains(&y);
            match StatementSquare::try_from(sq) {
                Ok(valid) => {
                    proptest::prop_assert!(on_board);
                    proptest::prop_assert_eq!(Square::from(valid), sq);
                }
                Err(error) => {
                    proptest::prop_assert!(!on_board);
                    proptest::prop_assert_eq!(error, OffTheBoard { square: sq, shape: Shape::STATEMENT });
                    proptest::prop_assert!(error.to_string().contains(&sq.to_string()));
                }
            }
        }
    }

    #[test]
    fn shapes_read_and_print_as_rows_x_columns() {
        for text in ["3x3", "1x2", "4x4", "2x3", "4x1"] {
            let shape: Shape = text.parse().expect("a shape");
            assert_eq!(shape.to_string(), text);
        }
        assert_eq!("2X3".parse::<Shape>().map(|s| s.cols()), Ok(3));
        for bad in [
            "1x1", "5x1", "0x3", "3x", "x3", "33", "3x3x", " 3x3", "3x10", "+3x3",
        ] {
            let error = bad.parse::<Shape>().expect_err(bad);
            assert!(error.to_string().contains(&format!("{bad:?}")), "{error}");
        }
        assert_eq!(Shape::all().count(), 15);
        assert_eq!("3x3".parse::<Shape>(), Ok(Shape::STATEMENT));
    }

    #[test]
    fn squares_are_numbered_row_by_row_and_have_their_neighbours() {
        let shape = Shape::new(2, 3).expect("a shape");
        let squares: Vec<String> = shape.squares().map(|sq| sq.to_string()).collect();
        assert_eq!(
            squares,
            ["(1,1)", "(2,1)", "(3,1)", "(1,2)", "(2,2)", "(3,2)"]
        );
        for (i, sq) in shape.squares().enumerate() {
            assert_eq!(shape.index(sq), i);
            assert_eq!(shape.square(sq.x, sq.y), Some(sq));
        }
        assert_eq!(shape.square(4, 1), None);
        assert_eq!(shape.square(1, 3), None);
        let corner = Square { x: 3, y: 2 };
        assert_eq!(shape.neighbour(corner, Heading::East), None);
        assert_eq!(shape.neighbour(corner, Heading::South), None);
        assert_eq!(
            shape.neighbour(corner, Heading::North),
            Some(Square { x: 3, y: 1 })
        );
        assert_eq!(
            shape.neighbour(corner, Heading::West),
            Some(Square { x: 2, y: 2 })
        );
        let origin = Square { x: 1, y: 1 };
        assert_eq!(shape.neighbour(origin, Heading::North), None);
        assert_eq!(shape.neighbour(origin, Heading::West), None);
    }
}
