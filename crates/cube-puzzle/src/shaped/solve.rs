//! Answers on boards of other shapes: one search per start square (up to
//! the board's mirror images), kept for every dataset after. Boards of up
//! to nine squares are searched whole, which also gives the rolls; boards
//! of ten to twelve squares by the bit-parallel search over patterns,
//! which gives the answers.

use super::whole::{UNREACHED, WholeBoards};
use super::{MAX_PARITY_SQUARES, MAX_WHOLE_SQUARES, Shape, ShapedDataset, ShapedPattern};
use crate::{Answer, Square};
use std::fmt;

/// A board too large for what was asked of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManySquares {
    /// The board asked for.
    pub shape: Shape,
    /// `answers` or `rolls`.
    pub what: &'static str,
    /// The most squares a board may have for them.
    pub limit: usize,
}

impl TooManySquares {
    /// The refusal of answers on `shape`, if it is too large for them.
    pub fn answers(shape: Shape) -> Result<(), TooManySquares> {
        TooManySquares::check(shape, "answers", MAX_PARITY_SQUARES)
    }

    /// The refusal of rolls on `shape`, if it is too large for them.
    pub fn rolls(shape: Shape) -> Result<(), TooManySquares> {
        TooManySquares::check(shape, "rolls", MAX_WHOLE_SQUARES)
    }

    fn check(shape: Shape, what: &'static str, limit: usize) -> Result<(), TooManySquares> {
        if shape.n_squares() > limit {
            Err(TooManySquares { shape, what, limit })
        } else {
            Ok(())
        }
    }
}

impl fmt::Display for TooManySquares {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} board has {} squares: {} on boards of more than {} squares are not given yet",
            self.shape,
            self.shape.n_squares(),
            self.what,
            self.limit
        )
    }
}

impl std::error::Error for TooManySquares {}

/// The fewest rolls from one start board to every pattern, and on boards
/// searched whole to every board.
#[derive(Debug)]
struct StartTable {
    shape: Shape,
    start: Square,
    /// The boards and the depth of each, on boards searched whole.
    whole: Option<(WholeBoards, Vec<u8>)>,
    /// By pattern number: the least depth of the boards showing it.
    pattern_depths: Vec<u8>,
}

impl StartTable {
    fn new(shape: Shape, start: Square) -> Result<StartTable, TooManySquares> {
        TooManySquares::answers(shape)?;
        let Some(boards) = WholeBoards::new(shape) else {
            let pattern_depths = super::parity::pattern_depths(shape, start)?;
            return Ok(StartTable {
                shape,
                start,
                whole: None,
                pattern_depths,
            });
        };
        let board_depths = boards.depths_from(&[boards.start(shape.index(start))]);
        let pattern_depths = boards.pattern_depths(&board_depths);
        Ok(StartTable {
            shape,
            start,
            whole: Some((boards, board_depths)),
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

/// Answers datasets on boards of up to twelve squares, exactly: the first
/// dataset from a start square (or one of its mirror images) searches
/// every board reachable from it, and later datasets from those squares
/// read the answer from that search. Up to nine squares the search is over
/// whole boards (2,239,488 on 2 x 4, 15,116,544 on 3 x 3; well under a
/// second) and gives rolls too; on 3 x 4 and 4 x 3 it is over patterns
/// with a word of parity bits each (minutes, 2 GB), answers only.
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
        let (dataset, _) = Mirror::folding(dataset);
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
        TooManySquares::rolls(dataset.pattern.shape())?;
        let (dataset, mirror) = Mirror::folding(dataset);
        let pattern = &dataset.pattern;
        let table = self.table(pattern.shape(), dataset.start)?;
        let Some((boards, depths)) = &table.whole else {
            return Err(TooManySquares {
                shape: table.shape,
                what: "rolls",
                limit: MAX_WHOLE_SQUARES,
            });
        };
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
            rolled_from.push(mirror.square(shape, shape.square_at(hole)));
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
            let images = Mirror::ALL.map(|m| m.square(shape, start));
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

/// A mirror image of the board: east for west, north for south, or both.
///
/// Opposite faces of a cube share a colour, so a mirror keeps every cube's
/// colours where they face: it carries boards to boards and rolls to rolls,
/// and a dataset's answer is its image's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mirror {
    flip_x: bool,
    flip_y: bool,
}

impl Mirror {
    /// Every mirror, the identity first.
    const ALL: [Mirror; 4] = [
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
    fn square(self, shape: Shape, sq: Square) -> Square {
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
