//! The search folded by a mirror of the board that fixes its start: a
//! flip, or on a square board a turn about a diagonal, which swaps the
//! axes and with them the cubes' side colours. The start board is its own
//! image, the rolls commute with the mirror, so every layer is its own
//! image too: of two holes the mirror swaps only one is kept, its boards
//! standing for their images as well, and a hole the mirror fixes keeps
//! all its boards. The rolls into a fixed hole from a hole not kept are
//! the images of the rolls from its image.
//!
//! Only mirrors under which the kept holes the mirror moves have all their
//! neighbours kept are used, so that no other roll needs an image.

use super::super::parity::new_tops;
use super::roll::{Divider, KeyRoll, WAYS_BACK};
use crate::shape::Shape;

/// A mirror of the board that fixes the start square, with what it does
/// to a cube's top colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fold {
    /// `image[s]`: the square the mirror takes square `s` to.
    image: Vec<usize>,
    /// `colour[parity][top]`: the top colour of the image of a cube.
    colour: [[u8; 3]; 2],
}

impl Fold {
    /// The mirror of `shape` that fixes square `start` and fixes the
    /// fewest squares (so keeps the fewest holes), if one does.
    pub(super) fn of(shape: Shape, start: usize) -> Option<Fold> {
        let (rows, cols) = (usize::from(shape.rows()), usize::from(shape.cols()));
        let n = rows * cols;
        let images = |to: &dyn Fn(usize, usize) -> (usize, usize)| -> Vec<usize> {
            (0..n)
                .map(|s| {
                    let (r, c) = to(s / cols, s % cols);
                    r * cols + c
                })
                .collect()
        };
        let mut mirrors = vec![
            (images(&|r, c| (r, cols - 1 - c)), false),
            (images(&|r, c| (rows - 1 - r, c)), false),
        ];
        if rows == cols {
            mirrors.push((images(&|r, c| (c, r)), true));
            mirrors.push((images(&|r, c| (cols - 1 - c, rows - 1 - r)), true));
        }
        let behind = shape.rolls_into();
        mirrors
            .into_iter()
            .filter(|(image, _)| {
                image[start] == start && image.iter().enumerate().any(|(s, &i)| s != i)
            })
            .filter_map(|(image, swaps)| {
                Some(Fold {
                    colour: colours(swaps)?,
                    image,
                })
            })
            .filter(|fold| fold.is_closed(&behind))
            .min_by_key(|fold| (0..n).filter(|&s| fold.fixes(s)).count())
    }

    /// The square the mirror takes `square` to.
    pub(super) fn image(&self, square: usize) -> usize {
        self.image[square]
    }

    /// Whether the boards with the hole on `square` are kept: the square
    /// is the lower of two the mirror swaps, or one it fixes.
    pub(super) fn keeps(&self, square: usize) -> bool {
        square <= self.image[square]
    }

    /// Whether the mirror fixes `square`.
    pub(super) fn fixes(&self, square: usize) -> bool {
        square == self.image[square]
    }

    /// Boards a board with the hole on `square` stands for: 2 where the
    /// hole is kept and moved by the mirror, 1 where it is fixed, 0 where
    /// it is not kept.
    pub(super) fn weight(&self, square: usize) -> u64 {
        match (self.keeps(square), self.fixes(square)) {
            (true, false) => 2,
            (true, true) => 1,
            (false, _) => 0,
        }
    }

    /// Whether every kept square the mirror moves has its neighbours kept.
    fn is_closed(&self, behind: &[[Option<u8>; 4]]) -> bool {
        (0..behind.len())
            .filter(|&s| self.keeps(s) && !self.fixes(s))
            .all(|s| behind[s].iter().flatten().all(|&t| self.keeps(t.into())))
    }

    /// The mirror acting on the keys of boards with the hole on `hole`, a
    /// square it fixes.
    pub(super) fn mirror(&self, behind: &[[Option<u8>; 4]], hole: usize) -> Mirror {
        let n = behind.len();
        let place = |s: usize| (s - usize::from(s > hole)) as u32;
        let squares: Vec<usize> = (0..n).filter(|&s| s != hole).collect();
        let colour_shift = squares.len() as u32 + WAYS_BACK;
        let chunks = (0..squares.len())
            .step_by(CHUNK)
            .map(|first| {
                let width = (squares.len() - first).min(CHUNK);
                let mut table = vec![0; 27 << CHUNK];
                for digits in 0..3usize.pow(width as u32) {
                    for bits in 0..1usize << width {
                        let (mut colouring, mut parities) = (0u64, 0u64);
                        for k in 0..width {
                            let (top, parity) = (digits / 3usize.pow(k as u32) % 3, bits >> k & 1);
                            let to = place(self.image[squares[first + k]]);
                            colouring += u64::from(self.colour[parity][top]) * 3u64.pow(to);
                            parities |= (parity as u64) << to;
                        }
                        table[digits << CHUNK | bits] =
                            colouring << colour_shift | parities << WAYS_BACK;
                    }
                }
                Chunk {
                    below: Divider::new(3u32.pow(first as u32)),
                    first: first as u32,
                    bits: (1 << width) - 1,
                    table,
                }
            })
            .collect();
        let mut ways = [0; 1 << WAYS_BACK];
        for (bits, image) in ways.iter_mut().enumerate() {
            for (way, from) in behind[hole].iter().enumerate() {
                let to = from.map(|f| self.image[usize::from(f)] as u8);
                let mirrored = behind[hole].iter().position(|&s| s.is_some() && s == to);
                if let Some(mirrored) = mirrored.filter(|_| bits >> way & 1 == 1) {
                    *image |= 1 << mirrored;
                }
            }
        }
        Mirror {
            colour_shift,
            chunks,
            ways,
        }
    }
}

/// `colour[parity][top]` for a mirror that swaps the axes (`swaps`) or
/// not: the map of the cubes' states, fixing the start's, with which
/// rolling commutes; `None` if there is none.
fn colours(swaps: bool) -> Option<[[u8; 3]; 2]> {
    let new_top = new_tops();
    let orders: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let commutes = |colour: &[[u8; 3]; 2]| {
        (0..3).all(|top| {
            (0..2).all(|parity| {
                (0..2).all(|axis| {
                    let image_axis = if swaps { 1 - axis } else { axis };
                    let rolled = new_top[top][parity][axis];
                    let image = colour[parity][top];
                    colour[1 - parity][usize::from(rolled)]
                        == new_top[usize::from(image)][parity][image_axis]
                })
            })
        })
    };
    let starts_fixed = orders.iter().filter(|order| order[0] == 0);
    starts_fixed
        .flat_map(|&even| orders.iter().map(move |&odd| [even, odd]))
        .find(commutes)
}

/// Places of a key read at once by [`Mirror::apply`].
const CHUNK: usize = 3;

/// A run of [`CHUNK`] places of a key and what their cubes add to the
/// image's key.
#[derive(Clone, Debug)]
struct Chunk {
    /// 3^(its first place).
    below: Divider,
    first: u32,
    /// Its parity bits.
    bits: u64,
    /// `table[digits << CHUNK | parities]`: the image's key gains.
    table: Vec<u64>,
}

/// The mirror of a [`Fold`] on the keys of one hole it fixes.
#[derive(Clone, Debug)]
pub(super) struct Mirror {
    /// A key's colouring: the key shifted right this far.
    colour_shift: u32,
    chunks: Vec<Chunk>,
    /// `ways[w]`: the way-back bits of the image of a board with `w`.
    ways: [u64; 1 << WAYS_BACK],
}

impl Mirror {
    /// The key of the image of the board of `key`.
    #[inline]
    pub(super) fn apply(&self, key: u64) -> u64 {
        let colouring = (key >> self.colour_shift) as u32;
        let parities = key >> WAYS_BACK;
        let mut image = self.ways[(key & ((1 << WAYS_BACK) - 1)) as usize];
        for chunk in &self.chunks {
            let digits = (chunk.below.divide(colouring) % 27) as usize;
            let bits = (parities >> chunk.first & chunk.bits) as usize;
            image += chunk.table[digits << CHUNK | bits];
        }
        image
    }
}

/// A hole of the current layer whose boards roll into a hole of the next,
/// the roll, and the mirror the boards it makes go through when they stand
/// for the rolls from the hole's image (not kept).
#[derive(Clone, Debug)]
pub(super) struct Source {
    pub(super) hole: usize,
    pub(super) roll: KeyRoll,
    pub(super) mirror: Option<Mirror>,
}

/// `sources(..)[t]`: the sources of the boards with the hole on `t`, on a
/// board of `cols` columns whose `behind` says which squares roll into
/// which, folded by `fold`: none for a hole not kept.
pub(super) fn sources(
    behind: &[[Option<u8>; 4]],
    cols: usize,
    fold: Option<&Fold>,
) -> Vec<Vec<Source>> {
    let n = behind.len();
    let way = |hole: usize, from: usize| {
        let way = behind[hole].iter().position(|&s| s == Some(from as u8));
        way.unwrap_or(0)
    };
    (0..n)
        .map(|target| {
            if fold.is_some_and(|f| !f.keeps(target)) {
                return Vec::new();
            }
            let holes = (0..n).filter(|&h| behind[h].contains(&Some(target as u8)));
            holes
                .map(|hole| {
                    // A hole not kept is beside a hole the fold fixes: its
                    // boards' rolls are the images of its image's.
                    let mirrored = fold.filter(|f| !f.keeps(hole));
                    let hole = mirrored.map_or(hole, |f| f.image(hole));
                    let ways = (way(hole, target), way(target, hole));
                    Source {
                        hole,
                        roll: KeyRoll::new(n, cols, hole, target, ways),
                        mirror: mirrored.map(|f| f.mirror(behind, target)),
                    }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_flip_keeps_the_colours_and_a_turn_about_a_diagonal_swaps_the_side_ones() {
        assert_eq!(colours(false), Some([[0, 1, 2], [0, 1, 2]]));
        assert_eq!(colours(true), Some([[0, 2, 1], [0, 2, 1]]));
    }

    #[test]
    fn each_start_takes_the_mirror_that_fixes_it_and_fewest_squares() {
        let fixed = |board: &str, start: usize| {
            let shape: Shape = board.parse().expect("a shape");
            let fold = Fold::of(shape, start)?;
            Some(
                (0..shape.n_squares())
                    .filter(|&s| fold.fixes(s))
                    .collect::<Vec<_>>(),
            )
        };
        // 4 x 4: the diagonals fix the corners and the inner squares.
        assert_eq!(fixed("4x4", 5), Some(vec![0, 5, 10, 15]));
        assert_eq!(fixed("4x4", 0), Some(vec![0, 5, 10, 15]));
        assert_eq!(fixed("4x4", 6), Some(vec![3, 6, 9, 12]));
        assert_eq!(fixed("4x4", 1), None, "no mirror fixes an edge square");
        // 3 x 3: every mirror fixes three squares; the first is taken.
        assert_eq!(fixed("3x3", 4), Some(vec![1, 4, 7]));
        assert_eq!(fixed("3x3", 3), Some(vec![3, 4, 5]));
        // 2 x 3: the middle column.
        assert_eq!(fixed("2x3", 1), Some(vec![1, 4]));
        assert_eq!(fixed("2x3", 0), None);
    }

    /// A key's cubes square by square on 4 x 4 with the hole on `hole`:
    /// (top, parity), `None` on the hole.
    fn cubes(key: u64, hole: usize) -> Vec<Option<(usize, usize)>> {
        let (colouring, parities) = (key >> 19, key >> 4 & 0x7fff);
        let mut place = 0;
        (0..16)
            .map(|square| {
                if square == hole {
                    return None;
                }
                let cube = (colouring / 3u64.pow(place) % 3, parities >> place & 1);
                place += 1;
                Some((cube.0 as usize, cube.1 as usize))
            })
            .collect()
    }

    proptest! {
        /// The mirror of a key is the board mirrored the plain way: each
        /// cube moved to the image of its square, its top coloured anew,
        /// and the ways back mirrored; twice, the board itself.
        #[test]
        fn a_mirrored_key_is_the_board_mirrored_square_by_square(
            colouring in 0u64..3u64.pow(15), parities in 0u64..1 << 15,
            ways in 0u64..16,
        ) {
            let shape: Shape = "4x4".parse().expect("a shape");
            let behind = shape.rolls_into();
            let fold = Fold::of(shape, 5).expect("a diagonal");
            for hole in [0, 5, 10, 15] {
                // Ways back only towards squares on the board.
                let on_board = behind[hole].iter().enumerate().filter(|(_, s)| s.is_some());
                let ways = ways & on_board.map(|(way, _)| 1 << way).sum::<u64>();
                let key = colouring << 19 | parities << 4 | ways;
                let mirror = fold.mirror(&behind, hole);
                let before = cubes(key, hole);
                let mut after = vec![None; 16];
                for (square, cube) in before.iter().enumerate() {
                    after[fold.image(square)] = cube.map(|(top, parity)| {
                        (usize::from(fold.colour[parity][top]), parity)
                    });
                }
                let image = mirror.apply(key);
                prop_assert_eq!(cubes(image, hole), after);
                // A way back towards a square, towards its image.
                for (way, from) in behind[hole].iter().enumerate() {
                    let Some(from) = from else { continue };
                    let to = behind[hole].iter().position(|&s| s == Some(fold.image(usize::from(*from)) as u8));
                    let to = to.expect("the image of a neighbour is one");
                    prop_assert_eq!(image >> to & 1, key >> way & 1);
                }
                prop_assert_eq!(mirror.apply(image), key);
            }
        }
    }
}
