//! Goal patterns (the colours seen from above) and datasets (a start square
//! and a pattern), with their dense numbering and judge input format.

use crate::{Colour, N_SQUARES, Square, Symmetry};
use std::fmt;

/// The number of colourings of the eight cubes: 3^8.
pub const N_COLOURINGS: usize = 6561;

/// The number of patterns: 9 hole squares times 3^8 colourings.
pub const N_PATTERNS: usize = N_SQUARES * N_COLOURINGS;

/// What the board must show from above: the empty square and the top colour
/// of each cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    hole: Square,
    /// Top colours by square index; the hole's entry is always white.
    tops: [Colour; N_SQUARES],
}

impl Pattern {
    /// The pattern with `hole` empty and `tops[square index]` on top
    /// elsewhere (the hole's entry is ignored).
    pub fn new(hole: Square, mut tops: [Colour; N_SQUARES]) -> Pattern {
        tops[hole.index()] = Colour::White;
        Pattern { hole, tops }
    }

    /// The empty square.
    pub fn hole(&self) -> Square {
        self.hole
    }

    /// The colour on top at a square, or `None` at the hole.
    pub fn top(&self, sq: Square) -> Option<Colour> {
        (sq != self.hole).then_some(self.tops[sq.index()])
    }

    /// The dense number, below [`N_PATTERNS`]: the hole's index times 3^8
    /// plus the colours of the other squares, in square order, as base-3
    /// digits (the first square is the lowest digit).
    pub fn index(&self) -> usize {
        let mut colouring = 0;
        let mut place = 1;
        for sq in Square::all().filter(|&sq| sq != self.hole) {
            colouring += self.tops[sq.index()].index() * place;
            place *= 3;
        }
        self.hole.index() * N_COLOURINGS + colouring
    }

    /// The pattern with dense number `index % N_PATTERNS`.
    pub fn from_index(index: usize) -> Pattern {
        // Square::from_index takes the hole's number modulo 9, and the
        // eight colours read only the eight lowest base-3 digits.
        let hole = Square::from_index(index / N_COLOURINGS);
        let mut digits = index;
        let mut tops = [Colour::White; N_SQUARES];
        for sq in Square::all().filter(|&sq| sq != hole) {
            tops[sq.index()] = Colour::ALL[digits % 3];
            digits /= 3;
        }
        Pattern { hole, tops }
    }

    /// The pattern as a symmetry of the board sees it.
    pub fn transformed(&self, sym: Symmetry) -> Pattern {
        let mut tops = [Colour::White; N_SQUARES];
        for sq in Square::all() {
            tops[sym.square(sq).index()] = sym.colour(self.tops[sq.index()]);
        }
        Pattern::new(sym.square(self.hole), tops)
    }
}

/// Writes the three pattern lines of the judge format: line y holds the
/// squares (1,y) (2,y) (3,y), `E` at the hole.
impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for y in 1..=3 {
            for x in 1..=3 {
                let sq = Square { x, y };
                if x > 1 {
                    f.write_str(" ")?;
                }
                match self.top(sq) {
                    Some(c) => write!(f, "{c}")?,
                    None => f.write_str("E")?,
                }
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

/// One dataset: where the empty square starts (every cube in the start
/// orientation) and the pattern to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dataset {
    /// The empty square at the start.
    pub start: Square,
    /// The pattern to make.
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
    fn pattern_numbers_round_trip() {
        for index in (0..N_PATTERNS).step_by(97) {
            assert_eq!(Pattern::from_index(index).index(), index);
            let pattern = Pattern::from_index(index);
            assert_eq!(Pattern::from_index(index + 5 * N_PATTERNS), pattern);
        }
    }

    #[test]
    fn prints_rows_by_y() {
        let hole = Square::new(1, 2).expect("on the board");
        let mut tops = [Colour::White; N_SQUARES];
        tops[Square::new(3, 1).expect("on the board").index()] = Colour::Red;
        assert_eq!(
            Pattern::new(hole, tops).to_string(),
            "W W R\nE W W\nW W W\n"
        );
    }
}
