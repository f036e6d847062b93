//! The searches over whole boards behind the solver, one per start
//! square (up to the board's mirror images), kept for every dataset after.
//! The shape alone picks the search, so that an answer and its rolls do not
//! depend on the datasets before it: boards of up to nine squares are
//! searched whole, which also gives the rolls; beyond, every dataset is met
//! in the middle from one list near its start, shared between solvers. The
//! bit-parallel search over patterns (ten to twelve squares) serves the
//! census.

use super::MAX_WHOLE_SQUARES;
use super::census::{Census, census_starts, spread_census};
use super::meet::NearStart;
use super::whole::{UNREACHED, WholeBoards};
use crate::{Answer, CensusError, Dataset, Pattern, Shape, Square, Symmetry, TooManySquares};
use dice_core::memory::OutOfMemory;
use std::sync::{Arc, Mutex, PoisonError};

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
            match super::pattern_depths(shape, start)? {
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

/// How far the lists near a start go on every board beyond nine squares,
/// whatever came before: each search back from a pattern then goes the 9
/// rolls left to the judge's 30. One roll short of [`NEAR`](super::meet::NEAR),
/// the list is built in half the time and memory (under a second on 4 x 4);
/// measured on one 4 x 4 dataset answered -1 (the longest search back), 20
/// rolls near and 10 back took as long as 21 and 9, 22 and 8 twice as long.
/// The depth is one constant so that the rolls given for a dataset (the
/// meeting's first shortest way) do not depend on the datasets before it.
pub(crate) const NEAR_FIRST: u8 = super::meet::NEAR - 1;

/// The lists of boards near each start square, shared by every solver
/// made with [`BoardSearches::sharing`]: each list is built once, by the
/// first solver that needs it, while the others that need it wait.
#[derive(Debug, Default)]
struct NearLists {
    /// One place per start (up to mirrors), filled on first use.
    slots: Mutex<Vec<(Shape, Square, Arc<NearSlot>)>>,
}

/// Where the list near one start is kept once built.
type NearSlot = Mutex<Option<Arc<NearStart>>>;

impl NearLists {
    /// The list near `start` on `shape`, built now if no solver sharing
    /// this store has built it; or the refusal of its memory.
    fn get(&self, shape: Shape, start: Square) -> Result<Arc<NearStart>, OutOfMemory> {
        let slot = {
            let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
            let found = slots
                .iter()
                .find(|(s, sq, _)| *s == shape && *sq == start)
                .map(|(_, _, slot)| Arc::clone(slot));
            found.unwrap_or_else(|| {
                let slot = Arc::new(NearSlot::default());
                slots.push((shape, start, Arc::clone(&slot)));
                slot
            })
        };
        // Held while building: another solver wanting this list waits for
        // it rather than building a second copy.
        let mut kept = slot.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(near) = kept.as_ref() {
            return Ok(Arc::clone(near));
        }
        let near = Arc::new(NearStart::new(shape, start, NEAR_FIRST)?);
        *kept = Some(Arc::clone(&near));
        Ok(near)
    }

    /// How many boards the lists built so far hold.
    fn boards(&self) -> usize {
        let slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        (slots.iter())
            .filter_map(|(_, _, slot)| {
                let kept = slot.lock().unwrap_or_else(PoisonError::into_inner);
                kept.as_ref().map(|near| near.len())
            })
            .sum()
    }
}

/// The searches from the start squares of boards other than the
/// statement's, made on first use and kept. The strategy is fixed by the
/// shape, so that an answer and its rolls are a function of the dataset
/// alone: up to nine squares every board is searched at once; beyond,
/// every dataset is met in the middle from the list of boards within
/// [`NEAR_FIRST`] rolls of its start (the tables of every pattern on 3 x 4
/// and 4 x 3 serve the census only).
#[derive(Debug, Default)]
pub(crate) struct BoardSearches {
    tables: Vec<StartTable>,
    /// The boards near each start, on boards of more than nine squares,
    /// shared with the solvers made by [`BoardSearches::sharing`].
    near: Arc<NearLists>,
    /// How many sets of boards the last meeting reached.
    last_reached: usize,
}

impl BoardSearches {
    /// New searches that share this one's lists near start squares (and
    /// build new ones into the same store), for a solver on another
    /// thread.
    pub(crate) fn sharing(&self) -> BoardSearches {
        BoardSearches {
            tables: Vec::new(),
            near: Arc::clone(&self.near),
            last_reached: 0,
        }
    }

    /// The complete tables from `start` on `shape`, made on first use;
    /// `None` on boards too large for them; or the refusal of their memory.
    fn table(&mut self, shape: Shape, start: Square) -> Result<Option<&StartTable>, OutOfMemory> {
        let found = self
            .tables
            .iter()
            .position(|t| t.shape == shape && t.start == start);
        let at = match found {
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
        let near = self.near.get(shape, start)?;
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
        self.near.boards()
    }

    /// A shortest sequence of rolls (see [`BoardSearches::solve_with_rolls`]).
    pub(crate) fn rolls(&mut self, dataset: &Dataset) -> Result<Option<Vec<Square>>, OutOfMemory> {
        Ok(self.answer(dataset, true)?.1)
    }

    /// For every start square of `shape`, how many patterns need each
    /// number of rolls; refused on boards too large for complete tables.
    /// The tables are kept (for later datasets up to nine squares; beyond,
    /// datasets are met in the middle whatever was searched before);
    /// [`start_census`](crate::start_census) on each of [`census_starts`]
    /// does the same work one start at a time.
    pub(crate) fn census(&mut self, shape: Shape) -> Result<Vec<Census>, CensusError> {
        TooManySquares::census(shape)?;
        let classes = census_starts(shape)
            .into_iter()
            .map(|start| {
                let table = self.table(shape, start)?;
                let table = table.expect("complete tables fit where a census does");
                Ok(Census::count(start, table.pattern_depths()))
            })
            .collect::<Result<Vec<_>, CensusError>>()?;
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
