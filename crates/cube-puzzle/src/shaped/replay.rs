//! Rolls played on a board of any shape, one cube at a time, as the
//! statement tells: the cube beside the hole rolls into it.

use super::{MAX_SQUARES, Shape, ShapedPattern};
use crate::{CubeOrientation, Square};
use dice_core::Heading;

/// A whole board of some shape: the hole and every cube's orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShapedBoard {
    shape: Shape,
    hole: Square,
    /// By square number; the hole's entry is meaningless.
    cubes: [CubeOrientation; MAX_SQUARES],
}

impl ShapedBoard {
    /// The start board: the hole on `hole`, every cube in
    /// [`CubeOrientation::START`]; `None` if `hole` is off the board.
    pub fn start(shape: Shape, hole: Square) -> Option<ShapedBoard> {
        shape.square(hole.x, hole.y)?;
        Some(ShapedBoard {
            shape,
            hole,
            cubes: [CubeOrientation::START; MAX_SQUARES],
        })
    }

    /// The empty square.
    pub fn hole(&self) -> Square {
        self.hole
    }

    /// Rolls the cube on `from` into the hole; `false` (and the board
    /// unchanged) if `from` is not a square beside the hole.
    pub fn roll(&mut self, from: Square) -> bool {
        let shape = self.shape;
        let Some(heading) = Heading::ALL
            .into_iter()
            .find(|&h| shape.neighbour(self.hole, h.reverse()) == Some(from))
        else {
            return false;
        };
        self.cubes[shape.index(self.hole)] = self.cubes[shape.index(from)].roll(heading);
        self.hole = from;
        true
    }

    /// What the board shows from above.
    pub fn pattern(&self) -> ShapedPattern {
        let shape = self.shape;
        let pattern = ShapedPattern::new(shape, self.hole, |sq| self.cubes[shape.index(sq)].top);
        // The hole is always on the board.
        pattern.unwrap_or_else(|| ShapedPattern::from_index(shape, 0))
    }
}

/// The patterns shown before the rolls and after each (the squares whose
/// cubes roll into the hole in turn, from the start board with the hole on
/// `start`); `None` if a square named is not beside the hole.
pub fn replay_each(shape: Shape, start: Square, rolls: &[Square]) -> Option<Vec<ShapedPattern>> {
    let mut board = ShapedBoard::start(shape, start)?;
    let mut shown = vec![board.pattern()];
    for &from in rolls {
        if !board.roll(from) {
            return None;
        }
        shown.push(board.pattern());
    }
    Some(shown)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Colour;

    #[test]
    fn a_roll_moves_the_hole_and_turns_the_cube_and_a_jump_is_refused() {
        let shape = Shape::new(2, 3).expect("a shape");
        let start = Square { x: 1, y: 1 };
        // East-west rolls show blue, north-south ones red.
        let shown = replay_each(
            shape,
            start,
            &[Square { x: 2, y: 1 }, Square { x: 2, y: 2 }],
        );
        let shown = shown.expect("legal");
        assert_eq!(shown.len(), 3);
        assert_eq!(shown[0].to_string(), "E W W\nW W W\n");
        assert_eq!(shown[1].to_string(), "B E W\nW W W\n");
        assert_eq!(shown[2].to_string(), "B R W\nW E W\n");
        assert_eq!(replay_each(shape, start, &[Square { x: 3, y: 1 }]), None);
        assert_eq!(replay_each(shape, start, &[Square { x: 2, y: 2 }]), None);
        let mut board = ShapedBoard::start(shape, start).expect("on the board");
        assert!(!board.roll(start), "the hole itself");
        assert_eq!(
            board.pattern().top(Square { x: 2, y: 2 }),
            Some(Colour::White)
        );
        assert!(ShapedBoard::start(shape, Square { x: 4, y: 1 }).is_none());
    }
}
