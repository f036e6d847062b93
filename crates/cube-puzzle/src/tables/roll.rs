//! Where a roll sends a pattern: the cubes' new top colours and the new
//! colouring number when the cube on one square rolls into the hole, with
//! every (hole, neighbour) pair listed for the monomorphised dispatch.

use crate::CubeOrientation;
use dice_core::Heading;

/// Calls macro `$then` with every (hole, neighbour) pair of square
/// indices, holes in order: the list behind the monomorphised dispatch in
/// `expand_half`.
macro_rules! for_pairs {
    ($then:ident) => {
        $then!(
            (0, 1),
            (0, 3),
            (1, 0),
            (1, 2),
            (1, 4),
            (2, 1),
            (2, 5),
            (3, 0),
            (3, 4),
            (3, 6),
            (4, 1),
            (4, 3),
            (4, 5),
            (4, 7),
            (5, 2),
            (5, 4),
            (5, 8),
            (6, 3),
            (6, 7),
            (7, 4),
            (7, 6),
            (7, 8),
            (8, 5),
            (8, 7)
        )
    };
}

/// `NEW_TOP[axis][2 * top + parity]`: the top colour after a roll along x
/// (axis 0) or y (axis 1), from the cube model.
pub(super) fn new_top_table() -> [[u8; 6]; 2] {
    let all = CubeOrientation::all();
    [Heading::East, Heading::South].map(|h| all.map(|o| o.roll(h).top.index() as u8))
}

/// 3 to the power `k`.
pub(super) const fn pow3(k: usize) -> usize {
    let mut p = 1;
    let mut i = 0;
    while i < k {
        p *= 3;
        i += 1;
    }
    p
}

/// The colouring (with the hole now at `S`) reached from colouring `c`
/// with the hole at `H` when the
/// cube on `S`, whose top is digit `k` of `c`, rolls into the hole and shows
/// `top` afterwards. Colourings list the squares other than the hole in
/// order, so a sideways roll changes one digit, and a roll up or down also
/// carries the cube past the two squares between.
#[inline(always)]
pub(super) fn target<const H: usize, const S: usize>(
    c: usize,
    old_top: usize,
    top: usize,
) -> usize {
    if S + 3 == H {
        // From above: digits [t, d1, d2] at S.. become [d1, d2, top].
        let p = pow3(S);
        let seg = c / p % 27;
        c - seg * p + (seg / 3 + 9 * top) * p
    } else if H + 3 == S {
        // From below: digits [d1, d2, t] at H.. become [top, d1, d2].
        let p = pow3(H);
        let seg = c / p % 27;
        c - seg * p + (3 * (seg % 9) + top) * p
    } else {
        // Sideways: the cube keeps its place among the other squares.
        let k = if S > H { S - 1 } else { S };
        c + top * pow3(k) - old_top * pow3(k)
    }
}

pub(super) use for_pairs;
