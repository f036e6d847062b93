//! One cube: its three colours and its six orientations, seen as a die
//! through a colouring.
//!
//! Opposite faces of a cube share a colour, so a cube is a die whose faces 2
//! and 5 are white, 3 and 4 blue, and 1 and 6 red. With that colouring the
//! die's reference orientation (5 up, 3 east, 1 south) is the puzzle's
//! starting cube: white on top, blue facing along x (east and west), red
//! facing along y (north and south). The 24 die orientations fall onto 6
//! colour arrangements, and rolling a cube is rolling the die.

use dice_core::{Heading, Orientation};
use std::fmt;

/// A face colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// `W`, on top at the start.
    White = 0,
    /// `B`, facing along x at the start.
    Blue = 1,
    /// `R`, facing along y at the start.
    Red = 2,
}

impl Colour {
    /// The three colours in index order.
    pub const ALL: [Colour; 3] = [Colour::White, Colour::Blue, Colour::Red];

    /// The colour's number, 0 to 2.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The judge letter: `W`, `B` or `R`.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Blue => 'B',
            Colour::Red => 'R',
        }
    }

    /// The colour a judge letter names.
    pub const fn from_letter(letter: char) -> Option<Colour> {
        match letter {
            'W' => Some(Colour::White),
            'B' => Some(Colour::Blue),
            'R' => Some(Colour::Red),
            _ => None,
        }
    }

    /// The colour painted on a die face (1 to 6).
    pub const fn of_face(face: u8) -> Colour {
        match face {
            2 | 5 => Colour::White,
            3 | 4 => Colour::Blue,
            _ => Colour::Red,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// How a cube lies: the colours on top, facing along x and facing along y.
///
/// Numbered 0 to 5 as `2 * top + parity`, where the parity is that of the
/// colour permutation relative to the start (white, blue, red): every roll
/// swaps two colours and so flips it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeOrientation {
    /// Up.
    pub top: Colour,
    /// East and west.
    pub x: Colour,
    /// North and south.
    pub y: Colour,
}

/// The number of cube orientations.
pub const N_CUBE_ORIENTATIONS: usize = 6;

impl CubeOrientation {
    /// The orientation every cube starts in: white up, blue along x, red
    /// along y.
    pub const START: CubeOrientation = CubeOrientation::of_die(Orientation::REFERENCE);

    /// The cube seen through the colouring of a die orientation.
    pub const fn of_die(die: Orientation) -> CubeOrientation {
        CubeOrientation {
            top: Colour::of_face(die.top()),
            x: Colour::of_face(die.east()),
            y: Colour::of_face(die.front()),
        }
    }

    /// The parity of the colour permutation relative to the start: 0 or 1.
    pub const fn parity(self) -> usize {
        // Even permutations of (W, B, R) are its rotations: x follows top.
        if (self.x.index() + 3 - self.top.index()) % 3 == 1 {
            0
        } else {
            1
        }
    }

    /// The dense number, `2 * top + parity`.
    pub const fn index(self) -> usize {
        2 * self.top.index() + self.parity()
    }

    /// All six orientations in index order.
    pub fn all() -> [CubeOrientation; N_CUBE_ORIENTATIONS] {
        let mut all = [CubeOrientation::START; N_CUBE_ORIENTATIONS];
        for die in Orientation::all() {
            let cube = CubeOrientation::of_die(die);
            all[cube.index()] = cube;
        }
        all
    }

    /// The orientation after rolling one square towards `heading`; rolling
    /// east or west swaps top and x, north or south swaps top and y.
    pub fn roll(self, heading: Heading) -> CubeOrientation {
        let die = Orientation::all()
            .find(|&d| CubeOrientation::of_die(d) == self)
            .unwrap_or(Orientation::REFERENCE);
        CubeOrientation::of_die(die.roll(heading))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colouring_gives_six_orientations_and_the_start() {
        let all = CubeOrientation::all();
        for (i, cube) in all.iter().enumerate() {
            assert_eq!(cube.index(), i);
            let mut colours = [cube.top, cube.x, cube.y];
            colours.sort();
            assert_eq!(colours, Colour::ALL);
        }
        let start = CubeOrientation::START;
        assert_eq!(
            (start.top, start.x, start.y),
            (Colour::White, Colour::Blue, Colour::Red)
        );
        assert_eq!(start.index(), 0);
    }

    #[test]
    fn rolling_swaps_top_with_the_axis_rolled_along_whichever_die_stands_behind() {
        for die in Orientation::all() {
            let cube = CubeOrientation::of_die(die);
            for h in Heading::ALL {
                // Every die with the same colours rolls to the same colours.
                let rolled = CubeOrientation::of_die(die.roll(h));
                assert_eq!(cube.roll(h), rolled);
                assert_ne!(rolled.parity(), cube.parity());
                match h {
                    Heading::East | Heading::West => {
                        assert_eq!((rolled.top, rolled.x, rolled.y), (cube.x, cube.top, cube.y));
                    }
                    Heading::North | Heading::South => {
                        assert_eq!((rolled.top, rolled.x, rolled.y), (cube.y, cube.x, cube.top));
                    }
                }
            }
        }
    }
}
