//! The 24 orientations of a standard die and how rolling changes them.
//!
//! The reference die comes from the dice-maze statement: 5 on top and 1
//! facing the player (south) has 3 facing east and 6 facing north; opposite
//! faces sum to 7. Rolling in a heading tips the die over the edge on that
//! side: the old top ends up facing that heading and the face opposite it
//! comes up. Every table here is computed at compile time from those two facts.

use crate::Heading;
use std::fmt;

/// Where a face of a die points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Up.
    Top,
    /// Towards a compass heading.
    Facing(Heading),
    /// Down, on the board.
    Bottom,
}

impl Side {
    const fn slot(self) -> usize {
        match self {
            Side::Top => 0,
            Side::Facing(h) => 1 + h.index(),
            Side::Bottom => 5,
        }
    }
}

/// Faces of a die by slot: top, north, east, south, west, bottom.
type Faces = [u8; 6];

/// The reference orientation of the statement: 5 up, 6 north, 3 east, 1 south.
const REFERENCE: Faces = [5, 6, 3, 1, 4, 2];

/// The faces after rolling one square towards `heading`.
const fn roll_faces(f: Faces, heading: Heading) -> Faces {
    let towards = Side::Facing(heading).slot();
    let away = Side::Facing(heading.reverse()).slot();
    let mut out = f;
    out[towards] = f[0];
    out[0] = f[away];
    out[away] = f[5];
    out[5] = f[towards];
    out
}

/// The dense number of the orientation with `top` up and `front` facing south,
/// or 24 if the pair names none (equal, opposite or out of 1..=6).
const fn number_of(top: u8, front: u8) -> usize {
    if top < 1 || top > 6 || front < 1 || front > 6 || top == front || top + front == 7 {
        return 24;
    }
    let mut rank = 0;
    let mut f = 1;
    while f < front {
        if f != top && f + top != 7 {
            rank += 1;
        }
        f += 1;
    }
    (top as usize - 1) * 4 + rank
}

/// Every orientation's faces, indexed by its number; found by rolling the
/// reference die until nothing new appears.
const FACES: [Faces; 24] = {
    let mut table = [[0u8; 6]; 24];
    let mut seen = [false; 24];
    let mut queue = [[0u8; 6]; 24];
    let (mut head, mut tail) = (0, 1);
    queue[0] = REFERENCE;
    seen[number_of(REFERENCE[0], REFERENCE[3])] = true;
    while head < tail {
        let f = queue[head];
        head += 1;
        table[number_of(f[0], f[3])] = f;
        let mut h = 0;
        while h < 4 {
            let g = roll_faces(f, Heading::ALL[h]);
            let n = number_of(g[0], g[3]);
            if !seen[n] {
                seen[n] = true;
                queue[tail] = g;
                tail += 1;
            }
            h += 1;
        }
    }
    assert!(tail == 24, "rolling must reach all 24 orientations");
    table
};

/// `ROLLS[o][h]`: the number of orientation `o` rolled towards heading `h`.
const ROLLS: [[u8; 4]; 24] = {
    let mut table = [[0u8; 4]; 24];
    let mut o = 0;
    while o < 24 {
        let mut h = 0;
        while h < 4 {
            let g = roll_faces(FACES[o], Heading::ALL[h]);
            table[o][h] = number_of(g[0], g[3]) as u8;
            h += 1;
        }
        o += 1;
    }
    table
};

/// One of the 24 ways a standard die can lie on a square.
///
/// Made from the faces on top and facing south (towards the player); rolling
/// is a table look-up. `index()` numbers the orientations 0 to 23 so that
/// solver states can be dense.
///
/// ```
/// use dice_core::{Heading, Orientation};
/// let die = Orientation::new(5, 1).expect("5 on top, 1 facing south");
/// // Rolling north brings the south face up; four rolls one way come back.
/// assert_eq!(die.roll(Heading::North).top(), 1);
/// let back = (0..4).fold(die, |d, _| d.roll(Heading::East));
/// assert_eq!(back, die);
/// assert!(Orientation::new(5, 2).is_none(), "5 and 2 are opposite faces");
/// assert_eq!(Orientation::all().count(), 24);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Orientation(u8);

/// The number of orientations of a die.
pub const N_ORIENTATIONS: usize = 24;

impl Orientation {
    /// The orientation of the statement's example: 5 on top, 1 facing south.
    pub const REFERENCE: Orientation = Orientation(number_of(5, 1) as u8);

    /// The orientation with `top` up and `front` facing the player (south),
    /// or `None` if the two faces are equal, opposite or not in 1..=6.
    pub const fn new(top: u8, front: u8) -> Option<Orientation> {
        match number_of(top, front) {
            24 => None,
            n => Some(Orientation(n as u8)),
        }
    }

    /// All 24 orientations in index order.
    pub fn all() -> impl Iterator<Item = Orientation> {
        (0..N_ORIENTATIONS as u8).map(Orientation)
    }

    /// The dense number of this orientation, 0 to 23.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The orientation with dense number `index`, if below 24.
    pub const fn from_index(index: usize) -> Option<Orientation> {
        if index < N_ORIENTATIONS {
            Some(Orientation(index as u8))
        } else {
            None
        }
    }

    /// The face (1 to 6) on the given side.
    #[inline]
    pub const fn face(self, side: Side) -> u8 {
        FACES[self.0 as usize][side.slot()]
    }

    /// The face on top.
    #[inline]
    pub const fn top(self) -> u8 {
        self.face(Side::Top)
    }

    /// The face towards the player (south).
    pub const fn front(self) -> u8 {
        self.face(Side::Facing(Heading::South))
    }

    /// The face towards the north.
    pub const fn north(self) -> u8 {
        self.face(Side::Facing(Heading::North))
    }

    /// The face towards the east.
    pub const fn east(self) -> u8 {
        self.face(Side::Facing(Heading::East))
    }

    /// The face towards the west.
    pub const fn west(self) -> u8 {
        self.face(Side::Facing(Heading::West))
    }

    /// The face on the board.
    pub const fn bottom(self) -> u8 {
        self.face(Side::Bottom)
    }

    /// The orientation after tipping the die one square towards `heading`.
    #[inline]
    pub const fn roll(self, heading: Heading) -> Orientation {
        Orientation(ROLLS[self.0 as usize][heading.index()])
    }
}

impl fmt::Debug for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Orientation(top {}, front {}, east {})",
            self.top(),
            self.front(),
            self.east()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn there_are_24_distinct_orientations() {
        let faces: HashSet<_> = Orientation::all().map(|o| FACES[o.index()]).collect();
        assert_eq!(faces.len(), 24);
        for o in Orientation::all() {
            assert_eq!(Orientation::new(o.top(), o.front()), Some(o));
            assert_eq!(o.top() + o.bottom(), 7);
            assert_eq!(o.north() + o.front(), 7);
            assert_eq!(o.east() + o.west(), 7);
        }
    }

    #[test]
    fn four_rolls_one_way_and_there_and_back_are_identity() {
        for o in Orientation::all() {
            for h in Heading::ALL {
                assert_eq!(o.roll(h).roll(h).roll(h).roll(h), o);
                assert_eq!(o.roll(h).roll(h.reverse()), o);
                assert_ne!(o.roll(h), o);
            }
        }
    }

    #[test]
    fn statement_example() {
        let o = Orientation::new(5, 1).expect("5 over 1 is a die");
        assert_eq!(o, Orientation::REFERENCE);
        assert_eq!(o.roll(Heading::West).top(), 3);
        assert_eq!(o.roll(Heading::South).top(), 6);
        assert_eq!(o.roll(Heading::South).front(), 5);
        assert_eq!(o.roll(Heading::East).top(), 4);
        assert_eq!(o.roll(Heading::North).top(), 1);
    }

    #[test]
    fn equal_opposite_and_out_of_range_pairs_are_refused() {
        assert_eq!(Orientation::new(2, 2), None);
        assert_eq!(Orientation::new(2, 5), None);
        assert_eq!(Orientation::new(0, 1), None);
        assert_eq!(Orientation::new(7, 1), None);
        for (top, front) in [(7, 2), (9, 3), (2, 0), (2, 7), (3, 9), (0, 0)] {
            assert_eq!(Orientation::new(top, front), None, "({top}, {front})");
        }
        assert_eq!(Orientation::from_index(24), None);
        for o in Orientation::all() {
            assert_eq!(Orientation::from_index(o.index()), Some(o));
        }
        assert_eq!(
            format!("{:?}", Orientation::REFERENCE),
            "Orientation(top 5, front 1, east 3)"
        );
    }
}
