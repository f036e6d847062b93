//! Rolls played on a board of any shape, one cube at a time, as the
//! statement tells: the cube beside the hole rolls into it. [`Board`] is
//! the one whole board (the hole and every cube's orientation) that the
//! replay, the generator and play roll.

use crate::pattern::MAX_SQUARES;
use crate::{CubeOrientation, Pattern, Shape, Square};
use dice_core::Heading;

/// A whole board of some shape: the hole and how every cube lies.
///
/// ```
/// use cube_puzzle::{Shape, Square};
/// use cube_puzzle::play::Board;
/// use dice_core::Heading;
/// let shape: Shape = "2x3".parse()?;
/// let start = Board::start(shape, Square { x: 1, y: 1 }).expect("on the board");
/// // The cube east of the hole rolls west into it: blue comes on top.
/// let rolled = start.rolled(Heading::West).expect("a cube east of the hole");
/// assert_eq!(rolled.pattern().to_string(), "B E W\nW W W\n");
/// assert_eq!(start.rolled(Heading::East), None, "no cube west of (1,1)");
/// # Ok::<(), cube_puzzle::ShapeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    hole: Square,
    /// By square number; the hole's entry and those past the board are
    /// [`CubeOrientation::START`], so that equal boards compare equal.
    cubes: [CubeOrientation; MAX_SQUARES],
}

impl Board {
    /// The start board: the hole on `hole`, every cube in
    /// [`CubeOrientation::START`] (white on top, blue along x); `None` if
    /// `hole` is off the board.
    pub fn start(shape: Shape, hole: Square) -> Option<Board> {
        shape.square(hole.x, hole.y)?;
        Some(Board {
            shape,
            hole,
            cubes: [CubeOrientation::START; MAX_SQUARES],
        })
    }

    /// The board with the hole on `hole` and the cube `cube(sq)` on every
    /// other square `sq`; `None` if `hole` is off the board. For boards
    /// read back from a search's states (the class tables' layers).
    pub(crate) fn lying(
        shape: Shape,
        hole: Square,
        cube: impl Fn(Square) -> CubeOrientation,
    ) -> Option<Board> {
        let mut board = Board::start(shape, hole)?;
        for sq in shape.squares().filter(|&sq| sq != hole) {
            board.cubes[shape.index(sq)] = cube(sq);
        }
        Some(board)
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The empty square.
    pub fn hole(&self) -> Square {
        self.hole
    }

    /// How the cube on `sq` lies, or `None` at the hole and off the board.
    pub fn cube(&self, sq: Square) -> Option<CubeOrientation> {
        let on_board = self.shape.square(sq.x, sq.y).is_some();
        (on_board && sq != self.hole).then(|| self.cubes[self.shape.index(sq)])
    }

    /// The board after the cube on the `heading.reverse()` side of the
    /// hole rolls towards `heading` into it; `None` if no cube lies there
    /// (the hole is on that edge).
    pub fn rolled(&self, heading: Heading) -> Option<Board> {
        let from = self.shape.neighbour(self.hole, heading.reverse())?;
        let mut next = *self;
        next.roll(from);
        Some(next)
    }

    /// Rolls the cube on `from` into the hole; `false` (and the board
    /// unchanged) if `from` is not a square beside the hole.
    pub(crate) fn roll(&mut self, from: Square) -> bool {
        let shape = self.shape;
        let Some(heading) = self.heading_from(from) else {
            return false;
        };
        self.cubes[shape.index(self.hole)] = self.cubes[shape.index(from)].roll(heading);
        self.cubes[shape.index(from)] = CubeOrientation::START;
        self.hole = from;
        true
    }

    /// The heading a cube rolls in when the cube on `from` rolls into the
    /// hole, if `from` is beside it.
    pub fn heading_from(&self, from: Square) -> Option<Heading> {
        Heading::ALL
            .into_iter()
            .find(|&h| self.shape.neighbour(self.hole, h.reverse()) == Some(from))
    }

    /// Each square's cube orientation number
    /// ([`CubeOrientation::index`]) by square number, 0 at the hole and
    /// past the board.
    pub(crate) fn orientation_numbers(&self) -> [u8; MAX_SQUARES] {
        self.cubes.map(|c| c.index() as u8)
    }

    /// What the board shows from above.
    pub fn pattern(&self) -> Pattern {
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
    let mut board = Board::start(shape, start)?;
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
        let mut board = Board::start(shape, start).expect("on the board");
        assert!(!board.roll(start), "the hole itself");
        assert_eq!(
            board.pattern().top(Square { x: 2, y: 2 }),
            Some(Colour::White)
        );
        assert!(Board::start(shape, Square { x: 4, y: 1 }).is_none());
    }
}
