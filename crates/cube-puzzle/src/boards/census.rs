//! The census of a board: for every start square, how many patterns need
//! each number of rolls, from complete tables.
//!
//! A mirror image of the board (east for west, or north for south) keeps
//! every cube's colours where they face, so it carries boards, rolls and
//! patterns one to one; so does, on a square board, swapping the axes with
//! blue and red renamed (the start's cubes stay as they were; see
//! [`Symmetry`]). A start's counts are those of its images, and only one
//! start per class of images is searched: on 4 x 4 three (a corner, an
//! edge square, an inner square), where mirrors alone leave four.

use super::UNREACHED;
use crate::{Shape, Square, Symmetry};

/// How many patterns of a board need each number of rolls from one start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Census {
    /// The empty square at the start.
    pub start: Square,
    /// `by_rolls[n]`: the patterns whose fewest rolls are `n`.
    pub by_rolls: Vec<u64>,
    /// The patterns no rolls make.
    pub unreachable: u64,
}

impl Census {
    /// The counts of a table of pattern depths from `start`.
    pub(crate) fn count(start: Square, depths: &[u8]) -> Census {
        let mut census = Census {
            start,
            by_rolls: Vec::new(),
            unreachable: 0,
        };
        for &depth in depths {
            if depth == UNREACHED {
                census.unreachable += 1;
            } else {
                let d = usize::from(depth);
                if census.by_rolls.len() <= d {
                    census.by_rolls.resize(d + 1, 0);
                }
                census.by_rolls[d] += 1;
            }
        }
        census
    }

    /// The counts of a class table's histogram: on the statement's board
    /// every pattern can be made.
    pub(crate) fn of_histogram(start: Square, by_rolls: Vec<u64>) -> Census {
        Census {
            start,
            by_rolls,
            unreachable: 0,
        }
    }
}

/// The start squares a census searches: the first of each class of
/// images under the board's symmetries, in square order.
pub fn census_starts(shape: Shape) -> Vec<Square> {
    let symmetries = Symmetry::of_shape(shape);
    let mut starts: Vec<Square> = Vec::new();
    for start in shape.squares() {
        let images: Vec<Square> = symmetries.iter().map(|m| m.square(shape, start)).collect();
        if !starts.iter().any(|s| images.contains(s)) {
            starts.push(start);
        }
    }
    starts
}

/// Every start square's census, in square order, from the censuses of
/// [`census_starts`] (`classes`, in any order): each square takes its
/// class's counts.
pub fn spread_census(shape: Shape, classes: &[Census]) -> Vec<Census> {
    shape
        .squares()
        .filter_map(|start| {
            let class = &classes[class_of(shape, start, classes.iter().map(|c| c.start))?];
            Some(Census {
                start,
                ..class.clone()
            })
        })
        .collect()
}

/// Which of `classes` (start squares) is `start` or one of its images.
pub fn class_of(
    shape: Shape,
    start: Square,
    mut classes: impl Iterator<Item = Square>,
) -> Option<usize> {
    let symmetries = Symmetry::of_shape(shape);
    let images: Vec<Square> = symmetries.iter().map(|m| m.square(shape, start)).collect();
    classes.position(|c| images.contains(&c))
}

/// One start's census by the plain search over whole boards (up to nine
/// squares): the oracle the parity searches are checked against.
#[cfg(test)]
pub(crate) fn whole_census(shape: Shape, start: Square) -> Census {
    let boards = super::whole::WholeBoards::new(shape).expect("nine squares at most");
    let depths = boards
        .depths_from(&[boards.start(shape.index(start))])
        .expect("small");
    Census::count(start, &boards.pattern_depths(&depths).expect("small"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_start_per_class_and_each_square_takes_its_class() {
        let shape: Shape = "3x4".parse().expect("a shape");
        let xy = |s: &Square| (s.x, s.y);
        let starts: Vec<_> = census_starts(shape).iter().map(xy).collect();
        assert_eq!(starts, [(1, 1), (2, 1), (1, 2), (2, 2)]);
        // Square boards fold the swap of the axes too.
        let starts: Vec<_> = census_starts(Shape::STATEMENT).iter().map(xy).collect();
        assert_eq!(starts, [(1, 1), (2, 1), (2, 2)]);
        let starts: Vec<_> = census_starts("4x4".parse().expect("a shape"))
            .iter()
            .map(xy)
            .collect();
        assert_eq!(starts, [(1, 1), (2, 1), (2, 2)]);
        let shape: Shape = "2x3".parse().expect("a shape");
        let classes: Vec<_> = census_starts(shape)
            .into_iter()
            .map(|s| whole_census(shape, s))
            .collect();
        let all = spread_census(shape, &classes);
        assert_eq!(all.len(), 6);
        assert_eq!(all[2].start, Square { x: 3, y: 1 });
        assert_eq!(all[2].by_rolls, classes[0].by_rolls, "(3,1) mirrors (1,1)");
        assert_eq!(all[4].by_rolls, classes[1].by_rolls, "(2,2) mirrors (2,1)");
        assert_eq!(
            all,
            crate::boards::strategy::BoardSearches::default()
                .census(shape)
                .expect("small")
        );
    }

    #[test]
    fn swapping_the_axes_of_a_square_board_keeps_every_count() {
        // By the plain search over whole boards: every start of 2 x 2, and
        // the two edge squares of 3 x 3 that only the swap relates.
        let shape: Shape = "2x2".parse().expect("a shape");
        let first = whole_census(shape, Square { x: 1, y: 1 });
        for start in shape.squares() {
            let census = whole_census(shape, start);
            assert_eq!(
                (census.by_rolls, census.unreachable),
                (first.by_rolls.clone(), first.unreachable)
            );
        }
        let shape = Shape::STATEMENT;
        let (a, b) = (Square { x: 2, y: 1 }, Square { x: 1, y: 2 });
        assert_eq!(
            whole_census(shape, a).by_rolls,
            whole_census(shape, b).by_rolls
        );
    }
}
