//! Rolls played on a board of any shape, one cube at a time, as the
//! statement tells: the cube beside the hole rolls into it.

use crate::pattern::MAX_SQUARES;
use crate::{CubeOrientation, Pattern, Shape, Square};
use dice_core::Heading;

/// A whole board of some shape: the hole and every cube's orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RolledBoard {
    shape: Shape,
    hole: Square,
    /// By square number; the hole's entry is meaningless.
    cubes: [CubeOrientation; MAX_SQUARES],
}

impl RolledBoard {
    /// The start board: the hole on `hole`, every cube in
    /// [`CubeOrientation::START`]; `None` if `hole` is off the board.
    pub(crate) fn start(shape: Shape, hole: Square) -> Option<RolledBoard> {
        shape.square(hole.x, hole.y)?;
        Some(RolledBoard {
            shape,
            hole,
            cubes: [CubeOrientation::START; MAX_SQUARES],
        })
    }

    /// The empty square.
    pub(crate) fn hole(&self) -> Square {
        self.hole
    }

    /// Rolls the cube on `from` into the hole; `false` (and the board
    /// unchanged) if `from` is not a square beside the hole.
    pub(crate) fn roll(&mut self, from: Square) -> bool {
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
    pub(crate) fn pattern(&self) -> Pattern {
        let shape = self.shape;
        let pattern = Pattern::new(shape, self.hole, |sq| self.cubes[shape.index(sq)].top);
        pattern.expect("the hole stays on the board")
    }
}

/// The pattern shown after the rolls (the squares whose cubes roll into
/// the hole in turn, from the start board of `shape` with the hole on
/// `start`); `None` if a square named is not beside the hole.
///
/// ```
/// use cube_puzzle::{Shape, Square, replay};
/// let shape = Shape::STATEMENT;
/// let shown = replay(shape, Square { x: 2, y: 2 }, &[Square { x: 3, y: 2 }]);
/// assert_eq!(shown.map(|p| p.to_string()), Some("W W W\nW B E\nW W W\n".to_string()));
/// ```
pub fn replay(shape: Shape, start: Square, rolls: &[Square]) -> Option<Pattern> {
    replay_each(shape, start, rolls)?.pop()
}

/// The patterns shown before the rolls and after each (the squares whose
/// cubes roll into the hole in turn, from the start board with the hole on
/// `start`); `None` if a square named is not beside the hole.
pub fn replay_each(shape: Shape, start: Square, rolls: &[Square]) -> Option<Vec<Pattern>> {
    let mut board = RolledBoard::start(shape, start)?;
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
        let mut board = RolledBoard::start(shape, start).expect("on the board");
        assert!(!board.roll(start), "the hole itself");
        assert_eq!(
            board.pattern().top(Square { x: 2, y: 2 }),
            Some(Colour::White)
        );
        assert!(RolledBoard::start(shape, Square { x: 4, y: 1 }).is_none());
    }
}
