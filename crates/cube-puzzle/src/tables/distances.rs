//! The public tables of a class search: [`Distances`] (the fewest rolls to
//! every pattern) and [`Layers`] (every layer, to read rolls back).

use super::UNREACHED;
use super::layers::Layers;
use super::search::{Join, Search, SearchBuffers, Serial};
use super::word::square_parity;
use crate::{Pattern, StatementSquare};

/// The minimum number of rolls from one start square of the statement's
/// board to every pattern: the class tables behind the solver on that
/// board, public so that a caller may search them on its own threads and
/// hand them over to the solver (`Solver::insert`).
///
/// ```
/// use cube_puzzle::{Distances, Square, StatementSquare};
/// let start = StatementSquare::new(Square { x: 1, y: 2 }).expect("on the board");
/// let table = Distances::from_start(start);
/// let done = cube_puzzle::parse("1 2\nW W W\nE W W\nW W W\n0 0\n")?;
/// assert_eq!(table.rolls(&done[0].pattern), Some(0));
/// // How many patterns need each number of rolls: all 59,049 can be made.
/// let counts = table.histogram();
/// assert_eq!(counts.iter().sum::<u64>(), 59_049);
/// # Ok::<(), cube_puzzle::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distances {
    pub(super) start: StatementSquare,
    pub(super) depth: Box<[u8]>,
}

impl Distances {
    /// Searches from `start` (every cube white on top, blue along x) to
    /// every reachable state. The start is a [`StatementSquare`]: the
    /// tables are the statement's 3 x 3 board's only.
    pub fn from_start(start: StatementSquare) -> Distances {
        Distances {
            start,
            depth: Search::new().run(start, &Serial),
        }
    }

    /// Like [`Distances::from_start`], reusing `buffers` (about 3 MB) from
    /// an earlier search: a caller that searches several classes on one
    /// thread allocates, faults in and frees that memory once.
    pub fn from_start_reusing(
        start: StatementSquare,
        buffers: &mut SearchBuffers,
        join: &impl Join,
    ) -> Distances {
        Distances {
            start,
            depth: buffers.0.get_or_insert_with(Search::new).run(start, join),
        }
    }

    /// Like [`Distances::from_start`], and also keeps every layer of the
    /// search (about 10 MB) so that [`Layers::route_to`] can give the rolls.
    pub fn with_layers(start: StatementSquare) -> (Distances, Layers) {
        let mut layers = Layers {
            start,
            groups: Vec::new(),
            words: Vec::new(),
        };
        let depth = Search::new().run_keeping_layers(start, &mut layers, &Serial);
        (Distances { start, depth }, layers)
    }

    /// The start square searched from.
    pub fn start(&self) -> StatementSquare {
        self.start
    }

    /// The fewest rolls that make `pattern`, or `None` if no number does
    /// (and for a pattern of another board than the statement's).
    pub fn rolls(&self, pattern: &Pattern) -> Option<u32> {
        if pattern.shape() != crate::Shape::STATEMENT {
            return None;
        }
        self.rolls_by_index(pattern.index())
    }

    /// How many patterns need each number of rolls: `counts[n]` for `n`.
    pub fn histogram(&self) -> Vec<u64> {
        let mut counts = Vec::new();
        for &d in self.depth.iter().filter(|&&d| d != UNREACHED) {
            let d = usize::from(d);
            if counts.len() <= d {
                counts.resize(d + 1, 0);
            }
            counts[d] += 1;
        }
        counts
    }

    /// The fewest rolls for the pattern with dense number `index`.
    pub fn rolls_by_index(&self, index: usize) -> Option<u32> {
        match self.depth.get(index) {
            Some(&UNREACHED) | None => None,
            Some(&d) => Some(u32::from(d)),
        }
    }
}

/// Whether folded words at hole `hole` hold states with an odd number of
/// odd cubes, for a search from `start`.
pub(crate) fn odd_at(hole: usize, start: StatementSquare) -> usize {
    square_parity(hole) ^ square_parity(start.index())
}
