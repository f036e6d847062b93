//! Answers on boards of other shapes: one search per start square (up to
//! the board's mirror images), kept for every dataset after. Boards of up
//! to nine squares are searched whole, which also gives the rolls; boards
//! of ten to twelve squares by the bit-parallel search over patterns,
//! which gives the answers; 4 x 4 by meeting in the middle.

use super::census::{ShapedCensus, census_starts, spread_census};
use super::meet::{FAR, NEAR, NearStart};
use super::whole::{UNREACHED, WholeBoards};
use super::{MAX_WHOLE_SQUARES, Shape, ShapedAnswer, ShapedDataset, ShapedPattern, TooManySquares};
use crate::Square;

/// The complete tables from one start board: every pattern's depth, and
/// every board's on boards searched whole.
#[derive(Debug)]
enum StartSearch {
    /// Every board's depth and, by pattern number, the least depth of the
    /// boards showing it.
    Whole(WholeBoards, Vec<u8>, Vec<u8>),
    /// By pattern number, the least depth of the boards showing it.
    Patterns(Vec<u8>),
}

/// The complete tables from one start square.
#[derive(Debug)]
struct StartTable {
    shape: Shape,
    start: Square,
    search: StartSearch,
}

impl StartTable {
    /// The complete tables, on boards of up to
    /// [`MAX_PARITY_SQUARES`](super::MAX_PARITY_SQUARES) squares.
    fn new(shape: Shape, start: Square) -> Option<StartTable> {
        let search = if let Some(boards) = WholeBoards::new(shape) {
            let board_depths = boards.depths_from(&[boards.start(shape.index(start))]);
            let pattern_depths = boards.pattern_depths(&board_depths);
            StartSearch::Whole(boards, board_depths, pattern_depths)
        } else {
            StartSearch::Patterns(super::parity::pattern_depths(shape, start)?)
        };
        Some(StartTable {
            shape,
            start,
            search,
        })
    }

    /// The least depth of each pattern, by pattern number.
    fn pattern_depths(&self) -> &[u8] {
        match &self.search {
            StartSearch::Whole(_, _, depths) | StartSearch::Patterns(depths) => depths,
        }
    }
}

/// Answers datasets on every board up to 4 x 4 exactly. The first dataset
/// from a start square (or one of its mirror images) makes the search from
/// it, which later datasets from those squares reuse:
///
/// - up to nine squares (every shape up to 2 x 4, 4 x 2 and 3 x 3), every
///   board reachable is searched (2,239,488 boards on 2 x 4, 15,116,544 on
///   3 x 3; well under a second), which gives every answer and the rolls;
/// - on 3 x 4 and 4 x 3, every pattern with a word of parity bits (about
///   40 s and 1.1 GB per start), which gives every answer;
/// - on 4 x 4, the boards within 22 rolls of the start (19 million; about
///   two seconds), met by a search of up to 8 rolls
///   back from each pattern: answers up to the judge's 30 exactly and
///   [`ShapedAnswer::MoreThan`] beyond.
///
/// Rolls are given up to nine squares always, and beyond for answers of at
/// most 30, from the meeting.
///
/// ```
/// use cube_puzzle::shaped::{Shape, ShapedAnswer, ShapedSolver, parse_shaped};
/// let shape: Shape = "2x2".parse()?;
/// let datasets = parse_shaped("1 1\nB E\nW W\n0 0\n", shape)?;
/// assert_eq!(ShapedSolver::new().solve(&datasets[0]), ShapedAnswer::Rolls(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Default)]
pub struct ShapedSolver {
    tables: Vec<StartTable>,
    /// The boards within [`NEAR`] rolls of a start, on boards of more than
    /// nine squares: answers on 4 x 4, rolls on 3 x 4 and 4 x 4.
    near: Vec<(Shape, Square, NearStart)>,
    /// How many sets of boards the last meeting reached.
    last_reached: usize,
}

impl ShapedSolver {
    /// A solver with no search done yet.
    pub fn new() -> ShapedSolver {
        ShapedSolver::default()
    }

    /// The complete tables from `start` on `shape`, made on first use;
    /// `None` on boards too large for them.
    fn table(&mut self, shape: Shape, start: Square) -> Option<&StartTable> {
        let found = self
            .tables
            .iter()
            .position(|t| t.shape == shape && t.start == start);
        let at = match found {
            Some(at) => at,
            None => {
                self.tables.push(StartTable::new(shape, start)?);
                self.tables.len() - 1
            }
        };
        Some(&self.tables[at])
    }

    /// The boards within `NEAR` rolls of `start` on `shape`, made on
    /// first use.
    fn near(&mut self, shape: Shape, start: Square) -> &NearStart {
        let found = self
            .near
            .iter()
            .position(|(s, sq, _)| *s == shape && *sq == start);
        let at = found.unwrap_or_else(|| {
            let near = NearStart::new(shape, start, NEAR);
            self.near.push((shape, start, near));
            self.near.len() - 1
        });
        &self.near[at].2
    }

    /// The fewest rolls that make the dataset's pattern, uncapped where
    /// complete tables give it.
    pub fn solve(&mut self, dataset: &ShapedDataset) -> ShapedAnswer {
        let (dataset, _) = Mirror::folding(dataset);
        let pattern = &dataset.pattern;
        if let Some(table) = self.table(pattern.shape(), dataset.start) {
            return match table.pattern_depths()[pattern.index()] {
                UNREACHED => ShapedAnswer::Never,
                depth => ShapedAnswer::Rolls(u32::from(depth)),
            };
        }
        let near = self.near(pattern.shape(), dataset.start);
        let meeting = near.meet(pattern, FAR, false).0;
        self.last_reached = meeting.reached;
        match meeting.rolls {
            Some(depth) => ShapedAnswer::Rolls(u32::from(depth)),
            None => ShapedAnswer::MoreThan(u32::from(NEAR + FAR)),
        }
    }

    /// How many sets of boards the last answer's search back from its
    /// pattern reached, on a board answered by meeting in the middle (the
    /// work it did; 0 before any).
    pub fn last_reached(&self) -> usize {
        self.last_reached
    }

    /// How many boards the lists near the start squares searched so far
    /// hold, on boards answered by meeting in the middle.
    pub fn boards_near_starts(&self) -> usize {
        self.near.iter().map(|(_, _, near)| near.len()).sum()
    }

    /// A shortest sequence of rolls, as the squares whose cubes roll into
    /// the hole in turn; `None` when no rolls make the pattern, and on
    /// boards of more than nine squares when it needs more than 30.
    pub fn rolls(&mut self, dataset: &ShapedDataset) -> Option<Vec<Square>> {
        let (dataset, mirror) = Mirror::folding(dataset);
        let pattern = &dataset.pattern;
        let shape = pattern.shape();
        // Beyond nine squares the rolls come from the meeting alone: the
        // pattern tables (3 x 4) are not needed for them.
        let indices = if shape.n_squares() > MAX_WHOLE_SQUARES {
            let near = self.near(shape, dataset.start);
            near.meet(pattern, FAR, true).1?
        } else if let Some(StartTable {
            search: StartSearch::Whole(boards, depths, pattern_depths),
            ..
        }) = self.table(shape, dataset.start)
        {
            whole_rolls(boards, depths, pattern_depths, pattern)?
        } else {
            return None;
        };
        let image = |i| mirror.square(shape, shape.square_at(i));
        Some(indices.into_iter().map(image).collect())
    }

    /// For every start square of `shape`, how many patterns need each
    /// number of rolls; refused on boards too large for complete tables.
    /// The searches are kept for later datasets;
    /// [`start_census`](super::start_census) on each of [`census_starts`] does the same work one start at a time.
    pub fn census(&mut self, shape: Shape) -> Result<Vec<ShapedCensus>, TooManySquares> {
        TooManySquares::census(shape)?;
        let classes = census_starts(shape)
            .into_iter()
            .map(|start| {
                let depths = self.table(shape, start).map(StartTable::pattern_depths);
                ShapedCensus::count(start, depths.unwrap_or_default())
            })
            .collect::<Vec<_>>();
        Ok(spread_census(shape, &classes))
    }
}

/// A shortest sequence of rolls to `pattern` read from the depths of every
/// board: the square numbers whose cubes roll, in turn.
fn whole_rolls(
    boards: &WholeBoards,
    depths: &[u8],
    pattern_depths: &[u8],
    pattern: &ShapedPattern,
) -> Option<Vec<usize>> {
    let want = pattern_depths[pattern.index()];
    if want == UNREACHED {
        return None;
    }
    let mut board = boards
        .showing(pattern)
        .into_iter()
        .find(|&b| depths[b as usize] == want)?;
    // Walk back to the start: rolls undo, so a board one roll nearer the
    // start is a neighbour. Each step back names the square the cube rolled
    // from going forward: the later board's hole.
    let mut rolled_from = Vec::with_capacity(usize::from(want));
    for depth in (0..want).rev() {
        let (hole, _) = boards.decode(board);
        let mut back = None;
        boards.each_roll(board, |_, b| {
            if back.is_none() && depths[b as usize] == depth {
                back = Some(b);
            }
        });
        board = back?;
        rolled_from.push(hole);
    }
    rolled_from.reverse();
    Some(rolled_from)
}

/// A mirror image of the board: east for west, north for south, or both.
///
/// Opposite faces of a cube share a colour, so a mirror keeps every cube's
/// colours where they face: it carries boards to boards and rolls to rolls,
/// and a dataset's answer is its image's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Mirror {
    flip_x: bool,
    flip_y: bool,
}

impl Mirror {
    /// Every mirror, the identity first.
    pub(super) const ALL: [Mirror; 4] = [
        Mirror {
            flip_x: false,
            flip_y: false,
        },
        Mirror {
            flip_x: true,
            flip_y: false,
        },
        Mirror {
            flip_x: false,
            flip_y: true,
        },
        Mirror {
            flip_x: true,
            flip_y: true,
        },
    ];

    /// Where the mirror takes a square of `shape` (and back: each mirror
    /// is its own inverse).
    pub(super) fn square(self, shape: Shape, sq: Square) -> Square {
        Square {
            x: if self.flip_x {
                shape.cols() + 1 - sq.x
            } else {
                sq.x
            },
            y: if self.flip_y {
                shape.rows() + 1 - sq.y
            } else {
                sq.y
            },
        }
    }

    /// The dataset's image whose start comes first in square order, and
    /// the mirror that makes it.
    fn folding(dataset: &ShapedDataset) -> (ShapedDataset, Mirror) {
        let shape = dataset.pattern.shape();
        let mirror = Mirror::ALL
            .into_iter()
            .min_by_key(|m| shape.index(m.square(shape, dataset.start)))
            .unwrap_or(Mirror::ALL[0]);
        let pattern = &dataset.pattern;
        let image = ShapedPattern::new(shape, mirror.square(shape, pattern.hole()), |sq| {
            pattern
                .top(mirror.square(shape, sq))
                .unwrap_or(crate::Colour::White)
        });
        let folded = ShapedDataset {
            start: mirror.square(shape, dataset.start),
            pattern: image.unwrap_or(*pattern),
        };
        (folded, mirror)
    }
}
