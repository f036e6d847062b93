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
use dice_core::memory::OutOfMemory;

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
    /// [`MAX_PARITY_SQUARES`](super::MAX_PARITY_SQUARES) squares (`None`
    /// beyond); or the refusal of their memory.
    fn new(shape: Shape, start: Square) -> Result<Option<StartTable>, OutOfMemory> {
        let search = if let Some(boards) = WholeBoards::new(shape) {
            let board_depths = boards.depths_from(&[boards.start(shape.index(start))])?;
            let pattern_depths = boards
                .pattern_depths(&board_depths)
                .map_err(|e| e.holding(board_depths.len()))?;
            StartSearch::Whole(boards, board_depths, pattern_depths)
        } else {
            match parity::pattern_depths(shape, start)? {
                Some(depths) => StartSearch::Patterns(depths),
                None => return Ok(None),
            }
        };
        Ok(Some(StartTable {
            shape,
            start,
            search,
        }))
    }

    /// The answer to `pattern` from the tables: exact.
    fn answer(&self, pattern: &Pattern) -> Answer {
        match self.pattern_depths()[pattern.index()] {
            UNREACHED => Answer::Never,
            depth => Answer::Rolls(u32::from(depth)),
        }
    }

    /// The least depth of each pattern, by pattern number.
    fn pattern_depths(&self) -> &[u8] {
        match &self.search {
            StartSearch::Whole(_, _, depths) | StartSearch::Patterns(depths) => depths,
        }
    }
}

/// How far the lists near a start go when few datasets come from it: one
/// roll short of [`NEAR`], the list is built in half the time and memory
/// (under a second on 4 x 4), and each search back from a pattern goes 9
/// rolls. Measured on one 4 x 4 dataset answered -1 (the longest search
/// back), 20 rolls near and 10 back took as long as 21 and 9, 22 and 8
/// twice as long.
pub(crate) const NEAR_FIRST: u8 = NEAR - 1;

/// After how many datasets from one start (up to mirrors) the list near it
/// is built again to [`NEAR`] rolls (19 million boards on 4 x 4, about two
/// seconds), which makes each later search back a roll shorter.
const WIDE_AFTER: usize = 8;

/// After how many datasets from one start of a board with complete tables
/// (3 x 4, 4 x 3) the table of every pattern is built (about 40 s and
/// 1.1 GB), which answers each later dataset at once and exactly beyond 30.
const TABLE_AFTER: usize = 2_000;

/// The searches from the start squares of boards other than the
/// statement's, made on first use and kept. Up to nine squares every board
/// is searched at once; beyond, the searches grow with the work: a few
/// datasets from a start are met in the middle from a short list near it,
/// more from a longer one, and on boards with complete tables many take
/// the table of every pattern.
#[derive(Debug, Default)]
pub(crate) struct BoardSearches {
    tables: Vec<StartTable>,
    /// The boards within some rolls of a start, on boards of more than
    /// nine squares, with how far they go.
    near: Vec<(Shape, Square, NearStart)>,
    /// How many datasets each start (up to mirrors) has had, on boards of
    /// more than nine squares.
    counts: Vec<(Shape, Square, usize)>,
    /// How many sets of boards the last meeting reached.
    last_reached: usize,
}

impl BoardSearches {
    /// The complete tables from `start` on `shape`, made on first use;
    /// `None` on boards too large for them; or the refusal of their memory.
    fn table(&mut self, shape: Shape, start: Square) -> Result<Option<&StartTable>, OutOfMemory> {
        let at = match self.table_at(shape, start) {
            Some(at) => at,
            None => match StartTable::new(shape, start)? {
                Some(table) => {
                    self.tables.push(table);
                    self.tables.len() - 1
                }
                None => return Ok(None),
            },
        };
        Ok(Some(&self.tables[at]))
    }

    /// Where the complete tables from `start` on `shape` are kept, if made.
    fn table_at(&self, shape: Shape, start: Square) -> Option<usize> {
        self.tables
            .iter()
            .position(|t| t.shape == shape && t.start == start)
    }

    /// The boards within `depth` rolls of `start` on `shape` (or a list
    /// that goes further), made on first use; or the refusal of its memory.
    fn near(&mut self, shape: Shape, start: Square, depth: u8) -> Result<&NearStart, OutOfMemory> {
        let found = self
            .near
            .iter()
            .position(|(s, sq, near)| *s == shape && *sq == start && near.reach() >= depth);
        let at = match found {
            Some(at) => at,
            None => {
                // A shorter list of this start is no longer needed.
                self.near
                    .retain(|(s, sq, _)| !(*s == shape && *sq == start));
                let near = NearStart::new(shape, start, depth)?;
                self.near.push((shape, start, near));
                self.near.len() - 1
            }
        };
        Ok(&self.near[at].2)
    }

    /// Counts one more dataset from `start` on `shape`: how many so far.
    fn count(&mut self, shape: Shape, start: Square) -> usize {
        let found = self
            .counts
            .iter()
            .position(|(s, sq, _)| *s == shape && *sq == start);
        let at = found.unwrap_or_else(|| {
            self.counts.push((shape, start, 0));
            self.counts.len() - 1
        });
        self.counts[at].2 += 1;
        self.counts[at].2
    }

    /// The fewest rolls that make the dataset's pattern, uncapped where
    /// complete tables give it; or the refusal of the searches' memory.
    pub(crate) fn solve(&mut self, dataset: &Dataset) -> Result<Answer, OutOfMemory> {
        Ok(self.answer(dataset, false)?.0)
    }

    /// [`BoardSearches::solve`] with a shortest sequence of rolls from the
    /// same search, as the squares whose cubes roll into the hole in turn:
    /// `None` when no rolls make the pattern, and on boards of more than
    /// nine squares when it needs more than 30.
    pub(crate) fn solve_with_rolls(
        &mut self,
        dataset: &Dataset,
    ) -> Result<(Answer, Option<Vec<Square>>), OutOfMemory> {
        self.answer(dataset, true)
    }

    /// The answer, and the rolls if `with_rolls` (square numbers of the
    /// folded dataset's board, mapped back through the mirror).
    fn answer(
        &mut self,
        dataset: &Dataset,
        with_rolls: bool,
    ) -> Result<(Answer, Option<Vec<Square>>), OutOfMemory> {
        let (dataset, mirror) = fold(dataset);
        let pattern = &dataset.pattern;
        let shape = pattern.shape();
        let start = dataset.start;
        let image = |indices: Vec<usize>| -> Vec<Square> {
            let each = |i| mirror.square(shape, shape.square_at(i));
            indices.into_iter().map(each).collect()
        };
        if shape.n_squares() <= MAX_WHOLE_SQUARES {
            let table = self.table(shape, start)?.expect("whole boards fit");
            let answer = table.answer(pattern);
            let rolls = match (&table.search, with_rolls) {
                (StartSearch::Whole(boards, depths, pattern_depths), true) => {
                    whole_rolls(boards, depths, pattern_depths, pattern)
                }
                _ => None,
            };
            return Ok((answer, rolls.map(image)));
        }
        let count = self.count(shape, start);
        let tables_fit = TooManySquares::census(shape).is_ok();
        if self.table_at(shape, start).is_some() || (tables_fit && count > TABLE_AFTER) {
            let table = self.table(shape, start)?.expect("complete tables fit");
            let answer = table.answer(pattern);
            // The rolls come from the meeting: the pattern tables do not
            // keep the boards.
            let rolls = match answer {
                Answer::Rolls(n) if with_rolls && n <= crate::JUDGE_LIMIT => {
                    let near = self.near(shape, start, NEAR)?;
                    near.meet(pattern, FAR, true)?.1
                }
                _ => None,
            };
            return Ok((answer, rolls.map(image)));
        }
        let depth = if count > WIDE_AFTER { NEAR } else { NEAR_FIRST };
        let near = self.near(shape, start, depth)?;
        let far = crate::JUDGE_LIMIT as u8 - near.reach();
        let (meeting, rolls) = near.meet(pattern, far, with_rolls)?;
        self.last_reached = meeting.reached;
        let answer = match meeting.rolls {
            Some(depth) => Answer::Rolls(u32::from(depth)),
            None => Answer::MoreThan(crate::JUDGE_LIMIT),
        };
        Ok((answer, rolls.map(image)))
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

    /// A shortest sequence of rolls (see [`BoardSearches::solve_with_rolls`]).
    pub(crate) fn rolls(&mut self, dataset: &Dataset) -> Result<Option<Vec<Square>>, OutOfMemory> {
        Ok(self.answer(dataset, true)?.1)
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
                // A census's tables are its whole work: a refusal ends the
                // process as a refused `Vec` does.
                let table = self.table(shape, start).unwrap_or_else(|e| e.abort());
                Census::count(
                    start,
                    table.map(StartTable::pattern_depths).unwrap_or_default(),
                )
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
