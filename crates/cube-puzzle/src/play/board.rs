//! A whole board of the cube puzzle: the hole and how each of the eight
//! cubes lies, rolled one cube at a time and numbered densely.

use super::Refusal;
use crate::{CubeOrientation, N_CUBE_ORIENTATIONS, N_SQUARES, Pattern, Square};
use dice_core::Heading;

/// A whole board: the hole and how every cube lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub(super) hole: Square,
    pub(super) cubes: [CubeOrientation; N_SQUARES],
}

/// 6^8: the boards with one hole.
pub(super) const PER_HOLE: usize = 1_679_616;

/// The number of boards: 9 holes times 6^8 ways the cubes lie.
pub const N_BOARDS: usize = N_SQUARES * PER_HOLE;

impl Board {
    /// The start board of a dataset: every cube white on top, blue along x.
    pub fn start(hole: Square) -> Board {
        Board {
            hole,
            cubes: [CubeOrientation::START; N_SQUARES],
        }
    }

    /// The hole.
    pub fn hole(&self) -> Square {
        self.hole
    }

    /// How the cube on `sq` lies, or `None` for the hole.
    pub fn cube(&self, sq: Square) -> Option<CubeOrientation> {
        (sq != self.hole).then(|| self.cubes[sq.index()])
    }

    /// The colours on top, as a pattern.
    pub fn pattern(&self) -> Pattern {
        Pattern::new(crate::Shape::STATEMENT, self.hole, |sq| {
            self.cubes[sq.index()].top
        })
        .expect("the hole is on the board")
    }

    /// The board after the cube on the `heading.reverse()` side of the
    /// hole rolls towards `heading` into it.
    pub fn rolled(&self, heading: Heading) -> Result<Board, Refusal> {
        let from = self
            .hole
            .neighbour(heading.reverse())
            .ok_or(Refusal::NoCube {
                heading,
                hole: self.hole,
            })?;
        let mut next = *self;
        next.cubes[self.hole.index()] = self.cubes[from.index()].roll(heading);
        // The hole's slot holds nothing, the same nothing on every board.
        next.cubes[from.index()] = CubeOrientation::START;
        next.hole = from;
        Ok(next)
    }

    /// The board's dense number: the hole's index times 6^8, plus each
    /// cube's orientation number as a base-6 digit, cubes in square order.
    pub fn number(&self) -> usize {
        let mut n = 0;
        for sq in (0..N_SQUARES).rev().map(Square::from_index) {
            if sq == self.hole {
                continue;
            }
            n = n * N_CUBE_ORIENTATIONS + self.cubes[sq.index()].index();
        }
        self.hole.index() * PER_HOLE + n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_dense_and_distinct_and_undo_restores_the_board() {
        let start = Board::start(Square::from_index(4));
        assert_eq!(start.number(), 4 * PER_HOLE);
        let rolled = start
            .rolled(Heading::North)
            .expect("a cube south of the centre");
        assert_eq!(rolled.hole(), Square::from_index(7));
        assert_ne!(rolled.number(), start.number());
        assert!(rolled.number() < N_BOARDS);
        assert_eq!(rolled.rolled(Heading::South), Ok(start));
    }
}
