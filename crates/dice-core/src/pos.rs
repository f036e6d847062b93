//! Grid positions as the judge formats print them.

use std::fmt;

/// A square of a grid: 1-based row (growing southwards) and column (growing
/// eastwards), printed as `(row,col)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// The row, from 1 at the top.
    pub row: u32,
    /// The column, from 1 at the left.
    pub col: u32,
}

impl Pos {
    /// The position at `row` and `col`, both counted from 1.
    pub const fn new(row: u32, col: u32) -> Pos {
        Pos { row, col }
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_as_the_judge_does() {
        assert_eq!(Pos::new(3, 12).to_string(), "(3,12)");
    }
}
