//! Grid positions as the judge formats print them.

use crate::Heading;
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

    /// The heading of one step from here to `other`, if `other` is a
    /// neighbour (shares a side).
    pub fn heading_to(self, other: Pos) -> Option<Heading> {
        Heading::ALL.into_iter().find(|h| {
            let (dr, dc) = h.delta();
            i64::from(self.row) + i64::from(dr) == i64::from(other.row)
                && i64::from(self.col) + i64::from(dc) == i64::from(other.col)
        })
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

    #[test]
    fn headings_between_neighbours() {
        let p = Pos::new(2, 2);
        assert_eq!(p.heading_to(Pos::new(1, 2)), Some(Heading::North));
        assert_eq!(p.heading_to(Pos::new(2, 3)), Some(Heading::East));
        assert_eq!(p.heading_to(Pos::new(3, 3)), None);
        assert_eq!(p.heading_to(p), None);
        assert_eq!(
            Pos::new(1, 1).heading_to(Pos::new(0, 1)),
            Some(Heading::North)
        );
    }
}
