//! The searches over whole boards behind the solver: one per
//! start square (up to the board's mirror images), kept for every dataset
//! after. Boards of up to nine squares are searched whole, which also gives
//! the rolls; boards of ten to twelve squares by the bit-parallel search
//! over patterns, which gives the answers; beyond, and for the rolls beyond
//! nine squares, by meeting in the middle.

use super::census::{Census, census_starts, spread_census};
use super::meet::{FAR, NEAR, NearStart};
use super::whole::{UNREACHED, WholeBoards};
use super::{MAX_WHOLE_SQUARES, parity};
use crate::{Answer, Dataset, Pattern, Shape, Square, Symmetry, TooManySquares};

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
            StartSearch::Patterns(parity::pattern_depths(shape, start)?)
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

/// The searches from the start squares of boards other than the
/// statement's, made on first use and kept.
#[derive(Debug, Default)]
pub(crate) struct BoardSearches {
    tables: Vec<StartTable>,
    /// The boards within [`NEAR`] rolls of a start, on boards of more than
    /// nine squares: answers on 4 x 4, rolls on 3 x 4 and 4 x 4.
    near: Vec<(Shape, Square, NearStart)>,
    /// How many sets of boards the last meeting reached.
    last_reached: usize,
}

impl BoardSearches {
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
    pub(crate) fn solve(&mut self, dataset: &Dataset) -> Answer {
        let (dataset, _) = fold(dataset);
        let pattern = &dataset.pattern;
        if let Some(table) = self.table(pattern.shape(), dataset.start) {
            return match table.pattern_depths()[pattern.index()] {
                UNREACHED => Answer::Never,
                depth => Answer::Rolls(u32::from(depth)),
            };
        }
        let near = self.near(pattern.shape(), dataset.start);
        let meeting = near.meet(pattern, FAR, false).0;
        self.last_reached = meeting.reached;
        match meeting.rolls {
            Some(depth) => Answer::Rolls(u32::from(depth)),
            None => Answer::MoreThan(u32::from(NEAR + FAR)),
        }
    }

    /// How many sets of boards the last answer's search back from its
    /// pattern reached, on a board answered by meeting in the middle (the
    /// work it did; 0 before any).
    pub(crate) fn last_reached(&self) -> usize {
        self.last_reached
    }

    /// How many boards the lists near the start squares searched so far
    /// hold, on boards answered by meeting in the middle.
    pub(crate) fn boards_near_starts(&self) -> usize {
        self.near.iter().map(|(_, _, near)| near.len()).sum()
    }

    /// A shortest sequence of rolls, as the squares whose cubes roll into
    /// the hole in turn; `None` when no rolls make the pattern, and on
    /// boards of more than nine squares when it needs more than 30.
    pub(crate) fn rolls(&mut self, dataset: &Dataset) -> Option<Vec<Square>> {
        let (dataset, mirror) = fold(dataset);
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
    /// [`start_census`](crate::start_census) on each of [`census_starts`]
    /// does the same work one start at a time.
    pub(crate) fn census(&mut self, shape: Shape) -> Result<Vec<Census>, TooManySquares> {
        TooManySquares::census(shape)?;
        let classes = census_starts(shape)
            .into_iter()
            .map(|start| {
                let depths = self.table(shape, start).map(StartTable::pattern_depths);
                Census::count(start, depths.unwrap_or_default())
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
    pattern: &Pattern,
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

/// The dataset's mirror image whose start comes first in square order,
/// and the mirror that makes it (each mirror is its own inverse).
fn fold(dataset: &Dataset) -> (Dataset, Symmetry) {
    let shape = dataset.pattern.shape();
    let mirror = Symmetry::MIRRORS
        .into_iter()
        .min_by_key(|m| shape.index(m.square(shape, dataset.start)))
        .expect("four mirrors");
    let folded = Dataset {
        start: mirror.square(shape, dataset.start),
        pattern: dataset
            .pattern
            .transformed(mirror)
            .expect("mirrors fit every board"),
    };
    (folded, mirror)
}
