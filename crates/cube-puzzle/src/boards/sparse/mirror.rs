//! The search folded by a mirror of the board that fixes its start: a
//! flip, or on a square board a turn about a diagonal, which swaps the
//! axes and with them the cubes' side colours. The start board is its own
//! image and the rolls commute with the mirror, so every layer is its own
//! image too. Of two holes the mirror swaps only one is kept, its boards
//! standing for their images as well. A hole the mirror fixes keeps one
//! board of each pair of images: the lower key ([`Mirror::canonical`]).
//!
//! The rolls into a fixed hole are made from the kept holes beside it,
//! each board made taken to its kept one of the pair; those from a hole
//! not kept would give the same. The rolls from a fixed hole into a kept
//! hole it moves are made twice: as they are, and into the image of the
//! hole, then mirrored, for the boards the fixed hole does not keep.
//! Only mirrors under which the kept holes that move have all their
//! neighbours kept are used, so that no other roll needs an image.

use super::super::parity::new_tops;
use super::roll::{KeyRoll, WAYS_BACK};
use crate::shape::Shape;

/// A mirror of the board that fixes the start square, with what it does
/// to a cube's top colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Fold {
    /// `image[s]`: the square the mirror takes square `s` to.
    image: Vec<usize>,
    /// `colour[top]`: the top colour of the image of a cube.
    colour: [u8; 3],
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

    /// Whether every kept square the mirror moves has its neighbours kept.
    fn is_closed(&self, behind: &[[Option<u8>; 4]]) -> bool {
        (0..behind.len())
            .filter(|&s| self.keeps(s) && !self.fixes(s))
            .all(|s| behind[s].iter().flatten().all(|&t| self.keeps(t.into())))
    }

    /// The mirror acting on the keys of boards with the hole on `hole`,
    /// making those of boards with the hole on its image.
    pub(super) fn mirror(&self, behind: &[[Option<u8>; 4]], hole: usize) -> Mirror {
        let n = behind.len();
        let image_hole = self.image[hole];
        let place = |s: usize| (s - usize::from(s > image_hole)) as u32;
        let squares: Vec<usize> = (0..n).filter(|&s| s != hole).collect();
        let colour_shift = squares.len() as u32 + WAYS_BACK;
        // What the cube at each place adds to the image's key: its top
        // and its parity at the place of its image.
        let top = |at: usize, digit: usize| {
            let to = place(self.image[squares[at]]);
            (u64::from(self.colour[digit]) * 3u64.pow(to)) << colour_shift
        };
        let parity = |at: usize| 1 << (place(self.image[squares[at]]) + WAYS_BACK);
        let mut digits = Box::new([[0; DIGIT_RUNS]; 3]);
        for (run, table) in digits.iter_mut().enumerate() {
            for (value, gain) in table.iter_mut().enumerate() {
                let places = (5 * run..squares.len()).take(5);
                *gain = places
                    .map(|at| top(at, value / 3usize.pow((at - 5 * run) as u32) % 3))
                    .sum();
            }
        }
        let mut parities = Box::new([[0; 256]; 2]);
        for (run, table) in parities.iter_mut().enumerate() {
            for (bits, gain) in table.iter_mut().enumerate() {
                let places = (8 * run..squares.len()).take(8);
                *gain = places
                    .filter(|at| bits >> (at - 8 * run) & 1 == 1)
                    .map(parity)
                    .sum();
            }
        }
        let mut ways = [0; 1 << WAYS_BACK];
        for (bits, image) in ways.iter_mut().enumerate() {
            for (way, from) in behind[hole].iter().enumerate() {
                let to = from.map(|f| self.image[usize::from(f)] as u8);
                let mirrored = behind[image_hole]
                    .iter()
                    .position(|&s| s.is_some() && s == to);
                if let Some(mirrored) = mirrored.filter(|_| bits >> way & 1 == 1) {
                    *image |= 1 << mirrored;
                }
            }
        }
        Mirror {
            colour_shift,
            parity_bits: (1 << squares.len()) - 1,
            digits,
            parities,
            ways,
        }
    }
}

/// `colour[top]` for a mirror that swaps the axes (`swaps`) or not: the
/// map of the cubes' top colours, the same whatever their parity, with
/// which rolling commutes; `None` if there is none. It fixes the start's
/// colour 0, so it keeps or swaps the other two.
fn colours(swaps: bool) -> Option<[u8; 3]> {
    let new_top = new_tops();
    let commutes = |colour: &[u8; 3]| {
        (0..3).all(|top| {
            (0..2).all(|parity| {
                (0..2).all(|axis| {
                    let image_axis = if swaps { 1 - axis } else { axis };
                    let rolled = new_top[top][parity][axis];
                    let image = colour[top];
                    colour[usize::from(rolled)] == new_top[usize::from(image)][parity][image_axis]
                })
            })
        })
    };
    [[0, 1, 2], [0, 2, 1]].into_iter().find(commutes)
}

/// The values of five base-3 digits: the colouring is read five places
/// at a time.
const DIGIT_RUNS: usize = 243;

/// The mirror of a [`Fold`] on the keys of one hole, making those of the
/// hole's image: the image's key as a sum of what each run of places adds.
#[derive(Clone, Debug)]
pub(super) struct Mirror {
    /// A key's colouring: the key shifted right this far.
    colour_shift: u32,
    /// Its parity bits, shifted down.
    parity_bits: u64,
    /// `digits[k][d]`: the image's key gains from places `5 k` to
    /// `5 k + 4` whose digits read `d`.
    digits: Box<[[u64; DIGIT_RUNS]; 3]>,
    /// `parities[k][b]`: the image's key gains from the parity bits `b` of
    /// places `8 k` to `8 k + 7`.
    parities: Box<[[u64; 256]; 2]>,
    /// `ways[w]`: the way-back bits of the image of a board with `w`.
    ways: [u64; 1 << WAYS_BACK],
}

impl Mirror {
    /// The key of the image of the board of `key`.
    #[inline]
    pub(super) fn apply(&self, key: u64) -> u64 {
        let colouring = (key >> self.colour_shift) as usize;
        let parities = (key >> WAYS_BACK & self.parity_bits) as usize;
        let (low, above) = (colouring % DIGIT_RUNS, colouring / DIGIT_RUNS);
        let (middle, high) = (above % DIGIT_RUNS, above / DIGIT_RUNS);
        self.ways[(key & ((1 << WAYS_BACK) - 1)) as usize]
            + self.digits[0][low]
            + self.digits[1][middle]
            + self.digits[2][high]
            + self.parities[0][parities & 255]
            + self.parities[1][parities >> 8]
    }

    /// Of the board of `key` (on a hole the mirror fixes) and its image,
    /// the one of the lower key less its ways back; a board that is its
    /// own image with both their ways back.
    #[inline]
    pub(super) fn canonical(&self, key: u64) -> u64 {
        let image = self.apply(key);
        let (board, image_board) = (key >> WAYS_BACK, image >> WAYS_BACK);
        // Without a branch, which half the boards would mispredict.
        let lower = u64::from(image_board < board).wrapping_neg();
        let same = u64::from(image_board == board).wrapping_neg();
        (image & lower) | (key & !lower) | (image & same)
    }

    /// The boards and the patterns the board of `key` (on a hole the
    /// mirror fixes, the lower of its pair) stands for: 2 each, or 1
    /// where it, or its pattern, is its own image.
    #[inline]
    pub(super) fn weights(&self, key: u64) -> (u64, u64) {
        let image = self.apply(key);
        let differ = |shift: u32| 1 + u64::from(image >> shift != key >> shift);
        (differ(WAYS_BACK), differ(self.colour_shift))
    }
}

/// What the boards made by a [`Source`]'s roll go through.
#[derive(Clone, Debug)]
pub(super) enum Then {
    /// Nothing: they are kept as made.
    Kept,
    /// The mirror, into the hole they stand for.
    Mirrored(Mirror),
    /// The kept one of each pair, on a hole the mirror fixes.
    Canonical(Mirror),
}

/// A hole of the current layer whose boards roll into a hole of the next,
/// the roll, and what the boards it makes go through.
#[derive(Clone, Debug)]
pub(super) struct Source {
    pub(super) hole: usize,
    pub(super) roll: KeyRoll,
    pub(super) then: Then,
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
    let key_roll = |hole: usize, target: usize| {
        let ways = (way(hole, target), way(target, hole));
        KeyRoll::new(n, cols, hole, target, ways)
    };
    let kept = |square: usize| fold.is_none_or(|f| f.keeps(square));
    let fixed = |square: usize| fold.is_some_and(|f| f.fixes(square));
    (0..n)
        .map(|target| {
            let holes = (0..n).filter(|&h| behind[h].contains(&Some(target as u8)));
            let mut sources = Vec::new();
            // A hole not kept stands for no boards: its rolls' boards are
            // the images of its image's, whose kept ones are the same.
            let canonical = fold.filter(|_| fixed(target));
            let then = canonical.map_or(Then::Kept, |f| Then::Canonical(f.mirror(behind, target)));
            for hole in holes.filter(|&h| kept(h) && kept(target)) {
                let roll = key_roll(hole, target);
                let then = then.clone();
                sources.push(Source { hole, roll, then });
                if let Some(f) = fold.filter(|_| fixed(hole) && !fixed(target)) {
                    // The boards the fixed hole does not keep, rolled.
                    let image = f.image(target);
                    sources.push(Source {
                        hole,
                        roll: key_roll(hole, image),
                        then: Then::Mirrored(f.mirror(behind, image)),
                    });
                }
            }
            sources
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_flip_keeps_the_colours_and_a_turn_about_a_diagonal_swaps_the_side_ones() {
        assert_eq!(colours(false), Some([0, 1, 2]));
        assert_eq!(colours(true), Some([0, 2, 1]));
    }

    #[test]
    fn a_mirror_under_which_a_kept_hole_has_a_neighbour_not_kept_is_not_used() {
        let shape: Shape = "3x3".parse().expect("a shape");
        let behind = shape.rolls_into();
        // The half turn fixes the centre; the square 3 kept, its
        // neighbour 6 not (the image of 2).
        let half_turn = Fold {
            image: (0..9).map(|s| 8 - s).collect(),
            colour: [0, 1, 2],
        };
        assert!(!half_turn.is_closed(&behind));
        let flip = Fold::of(shape, 4).expect("a flip fixes the centre");
        assert!(flip.is_closed(&behind) && flip != half_turn);
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
        /// and the ways back mirrored; the image's mirror gives the board
        /// back.
        #[test]
        fn a_mirrored_key_is_the_board_mirrored_square_by_square(
            colouring in 0u64..3u64.pow(15), parities in 0u64..1 << 15,
            ways in 0u64..16, start in prop::sample::select(vec![0usize, 5, 6]),
        ) {
            let shape: Shape = "4x4".parse().expect("a shape");
            let behind = shape.rolls_into();
            let fold = Fold::of(shape, start).expect("a diagonal");
            for hole in 0..16 {
                // Ways back only towards squares on the board.
                let on_board = behind[hole].iter().enumerate().filter(|(_, s)| s.is_some());
                let ways = ways & on_board.map(|(way, _)| 1 << way).sum::<u64>();
                let key = colouring << 19 | parities << 4 | ways;
                let (mirror, image_hole) = (fold.mirror(&behind, hole), fold.image(hole));
                let mut after = vec![None; 16];
                for (square, cube) in cubes(key, hole).into_iter().enumerate() {
                    after[fold.image(square)] = cube.map(|(top, parity)| {
                        (usize::from(fold.colour[top]), parity)
                    });
                }
                let image = mirror.apply(key);
                prop_assert_eq!(cubes(image, image_hole), after);
                // A way back towards a square, towards its image.
                for (way, from) in behind[hole].iter().enumerate() {
                    let Some(from) = from else { continue };
                    let to = fold.image(usize::from(*from)) as u8;
                    let to = behind[image_hole].iter().position(|&s| s == Some(to));
                    let to = to.expect("the image of a neighbour is one");
                    prop_assert_eq!(image >> to & 1, key >> way & 1);
                }
                prop_assert_eq!(fold.mirror(&behind, image_hole).apply(image), key);
            }
        }
    }
}
