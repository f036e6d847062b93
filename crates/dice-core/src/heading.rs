//! Compass headings: the four directions a piece can roll or a walker can travel.

use std::fmt;

/// One of the four compass directions on a grid drawn with north at the top.
///
/// Rows grow to the south and columns grow to the east, as in the judge formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Heading {
    /// Towards row 1.
    North = 0,
    /// Towards higher columns.
    East = 1,
    /// Towards higher rows.
    South = 2,
    /// Towards column 1.
    West = 3,
}

impl Heading {
    /// All four headings in clockwise order from north; this is also the order
    /// in which the solvers try moves.
    pub const ALL: [Heading; 4] = [Heading::North, Heading::East, Heading::South, Heading::West];

    /// The heading's number, 0 to 3, clockwise from north.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The heading with number `index % 4`, clockwise from north.
    #[inline]
    pub const fn from_index(index: usize) -> Heading {
        Heading::ALL[index % 4]
    }

    /// The opposite heading.
    #[inline]
    pub const fn reverse(self) -> Heading {
        Heading::from_index(self.index() + 2)
    }

    /// The heading after a quarter turn to the left.
    #[inline]
    pub const fn left(self) -> Heading {
        Heading::from_index(self.index() + 3)
    }

    /// The heading after a quarter turn to the right.
    #[inline]
    pub const fn right(self) -> Heading {
        Heading::from_index(self.index() + 1)
    }

    /// The change of (row, column) of one step in this heading.
    #[inline]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Heading::North => (-1, 0),
            Heading::East => (0, 1),
            Heading::South => (1, 0),
            Heading::West => (0, -1),
        }
    }

    /// The judge-format letter: `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Heading::North => 'N',
            Heading::East => 'E',
            Heading::South => 'S',
            Heading::West => 'W',
        }
    }

    /// The heading in words: `north`, `east`, `south` or `west`.
    pub const fn word(self) -> &'static str {
        match self {
            Heading::North => "north",
            Heading::East => "east",
            Heading::South => "south",
            Heading::West => "west",
        }
    }

    /// The heading a judge-format letter names, if it names one.
    pub const fn from_letter(letter: char) -> Option<Heading> {
        match letter {
            'N' => Some(Heading::North),
            'E' => Some(Heading::East),
            'S' => Some(Heading::South),
            'W' => Some(Heading::West),
            _ => None,
        }
    }
}

impl fmt::Display for Heading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_compose() {
        for h in Heading::ALL {
            assert_eq!(h.left().right(), h);
            assert_eq!(h.left().left(), h.reverse());
            assert_eq!(h.reverse().reverse(), h);
            let (dr, dc) = h.delta();
            let (rr, rc) = h.reverse().delta();
            assert_eq!((dr + rr, dc + rc), (0, 0));
            assert_eq!(Heading::from_letter(h.letter()), Some(h));
        }
        assert_eq!(Heading::North.left(), Heading::West);
        assert_eq!(Heading::North.right(), Heading::East);
        assert_eq!(Heading::from_letter('X'), None);
    }

    #[test]
    fn headings_print_as_their_letters() {
        let printed: Vec<String> = Heading::ALL.iter().map(|h| h.to_string()).collect();
        assert_eq!(printed, ["N", "E", "S", "W"]);
    }
}
