//! Answers on boards of up to nine squares: one breadth-first search over
//! whole boards per start square, kept for every dataset after.

use super::whole::{UNREACHED, WholeBoards};
use super::{Shape, ShapedDataset, ShapedPattern};
use crate::{Answer, Square};
use std::fmt;

/// A board too large to search whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManySquares {
    /// The board asked for.
    pub shape: Shape,
}

impl fmt::Display for TooManySquares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} board has {} squares: boards of more than {} squares are not answered yet",
            self.shape,
            self.shape.n_squares(),
            super::MAX_WHOLE_SQUARES
        )
    }
}

impl std::error::Error for TooManySquares {}

/// The fewest rolls from one start board to every board and every pattern.
#[derive(Debug)]
struct StartTable {
    shape: Shape,
    start: Square,
    boards: WholeBoards,
    /// By board number.
    board_depths: Vec<u8>,
    /// By pattern number: the least depth of the boards showing it.
    pattern_depths: Vec<u8>,
}

impl StartTable {
    fn new(shape: Shape, start: Square) -> Result<StartTable, TooManySquares> {
        let boards = WholeBoards::new(shape).ok_or(TooManySquares { shape })?;
        let board_depths = boards.depths_from(&[boards.start(shape.index(start))]);
        let mut pattern_depths = vec![UNREACHED; ShapedPattern::count(shape)];
        for (board, &depth) in board_depths.iter().enumerate() {
            let slot = &mut pattern_depths[boards.pattern_index(board as u32)];
            *slot = (*slot).min(depth);
        }
        Ok(StartTable {
            shape,
            start,
            boards,
            board_depths,
            pattern_depths,
        })
    }
}

/// How many patterns of a board need each number of rolls from one start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapedCensus {
    /// The empty square at the start.
    pub start: Square,
    /// `by_rolls[n]`: the patterns whose fewest rolls are `n`.
    pub by_rolls: Vec<u64>,
    /// The patterns no rolls make.
    pub unreachable: u64,
}

/// Answers datasets on boards of any shape of up to nine squares, exactly:
/// the first dataset from a start square searches every board reachable
/// from it (2,239,488 boards on 2 x 4 at most, 15,116,544 on 3 x 3), and
/// later datasets from the same square read the answer from that search.
///
/// ```
/// use cube_puzzle::shaped::{Shape, ShapedSolver, parse_shaped};
/// let shape: Shape = "2x2".parse()?;
/// let datasets = parse_shaped("1 1\nB E\nW W\n0 0\n", shape)?;
/// let mut solver = ShapedSolver::new();
/// assert_eq!(solver.solve(&datasets[0])?.rolls, Some(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Default)]
pub struct ShapedSolver {
    tables: Vec<StartTable>,
}

impl ShapedSolver {
    /// A solver with no search done yet.
    pub fn new() -> ShapedSolver {
        ShapedSolver::default()
    }

    /// The search from `start` on `shape`, made on first use.
    fn table(&mut self, shape: Shape, start: Square) -> Result<&StartTable, TooManySquares> {
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
        Ok(&self.tables[at])
    }

    /// The fewest rolls that make the dataset's pattern, uncapped (`None`
    /// when no rolls make it).
    pub fn solve(&mut self, dataset: &ShapedDataset) -> Result<Answer, TooManySquares> {
        let pattern = &dataset.pattern;
        let table = self.table(pattern.shape(), dataset.start)?;
        let depth = table.pattern_depths[pattern.index()];
        Ok(Answer {
            rolls: (depth != UNREACHED).then_some(u32::from(depth)),
        })
    }

    /// A shortest sequence of rolls, as the squares whose cubes roll into
    /// the hole in turn; `None` when no rolls make the pattern.
    pub fn rolls(
        &mut self,
        dataset: &ShapedDataset,
    ) -> Result<Option<Vec<Square>>, TooManySquares> {
        let pattern = &dataset.pattern;
        let table = self.table(pattern.shape(), dataset.start)?;
        let (boards, depths) = (&table.boards, &table.board_depths);
        let want = table.pattern_depths[pattern.index()];
        if want == UNREACHED {
            return Ok(None);
        }
        let Some(mut board) = boards
            .showing(pattern)
            .into_iter()
            .find(|&b| depths[b as usize] == want)
        else {
            return Ok(None);
        };
        // Walk back to the start: rolls undo, so a board one roll nearer
        // the start is a neighbour. Each step back names the square the
        // cube rolled from going forward: the later board's hole.
        let shape = table.shape;
        let mut rolled_from = Vec::with_capacity(usize::from(want));
        for depth in (0..want).rev() {
            let (hole, _) = boards.decode(board);
            let mut back = None;
            boards.each_roll(board, |_, b| {
                if back.is_none() && depths[b as usize] == depth {
                    back = Some(b);
                }
            });
            let Some(previous) = back else {
                return Ok(None);
            };
            rolled_from.push(shape.square_at(hole));
            board = previous;
        }
        rolled_from.reverse();
        Ok(Some(rolled_from))
    }

    /// For every start square of `shape`, how many patterns need each
    /// number of rolls.
    ///
    /// A mirror image of the board (east for west, or north for south)
    /// keeps every cube's colours where they face, so it carries boards,
    /// rolls and patterns one to one: a start's counts are those of its
    /// mirror images, which are searched once.
    pub fn census(&mut self, shape: Shape) -> Result<Vec<ShapedCensus>, TooManySquares> {
        let mut out: Vec<ShapedCensus> = Vec::new();
        for start in shape.squares() {
            let (x, y) = (shape.cols() + 1 - start.x, shape.rows() + 1 - start.y);
            let images = [
                Square { x, y: start.y },
                Square { x: start.x, y },
                Square { x, y },
            ];
            if let Some(image) = out.iter().find(|c| images.contains(&c.start)) {
                let census = ShapedCensus {
                    start,
                    ..image.clone()
                };
                out.push(census);
                continue;
            }
            let table = self.table(shape, start)?;
            let mut census = ShapedCensus {
                start,
                by_rolls: Vec::new(),
                unreachable: 0,
            };
            for &depth in &table.pattern_depths {
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
            out.push(census);
        }
        Ok(out)
    }
}
