//! The fewest rolls from one start board to every pattern of a board of up
//! to twelve squares: the parity search of [`SlicedSearch`] in one slice,
//! each pattern's depth written down as it is answered; and one start's
//! census from them.

use super::sliced::{CensusLayers, Slice, SlicedSearch};
use super::whole::UNREACHED;
use crate::{Census, CensusError, Outbox, Shape, Square, TooManySquares};
use crate::{Distances, StartClass, StatementSquare};
use dice_core::memory::{self, OutOfMemory};

/// The fewest rolls from the start board with the hole on `start` to every
/// pattern of `shape` ([`UNREACHED`] where none), indexed as
/// [`Pattern::index`](crate::Pattern::index); `None` above
/// [`MAX_PARITY_SQUARES`](crate::answer::MAX_PARITY_SQUARES) squares, and
/// the refusal when the system does not grant the tables (three words of
/// parity bits per pattern: about 1.6 GB on 3 x 4).
pub(crate) fn pattern_depths(shape: Shape, start: Square) -> Result<Option<Vec<u8>>, OutOfMemory> {
    // Complete tables fit where a census does.
    if TooManySquares::census(shape).is_err() {
        return Ok(None);
    }
    let whole = Slice { index: 0, of: 1 };
    let mut search = match SlicedSearch::new(shape, start, whole) {
        Ok(search) => search,
        Err(CensusError::Memory(refused)) => return Err(refused),
        Err(CensusError::TooLarge(_)) => return Ok(None),
    };
    let mut depths = memory::table(search.n_patterns(), UNREACHED)
        .map_err(|e| e.holding(search.bytes_held()))?;
    for &first in search.frontier() {
        depths[first as usize] = 0;
    }
    let mut layers = CensusLayers::new(shape, start);
    // A single slice sends nothing.
    let mut outbox = Outbox::default();
    while !layers.done() {
        let depth = layers.layers() as u8 + 1;
        search.expand(0, usize::MAX, &mut outbox);
        layers.add([search.settle_with(|q| depths[q] = depth)]);
    }
    Ok(Some(depths))
}

/// One start's census by its own search, which is not kept (3 x 3: the
/// class table of its start, a fraction of a second; 3 x 4: about 10 s
/// and up to 1.6 GB); refused on boards too large for complete
/// tables. Independent of every other start's, so starts can be searched
/// side by side.
pub fn start_census(shape: Shape, start: Square) -> Result<Census, CensusError> {
    TooManySquares::census(shape)?;
    if let (true, Ok(on_board)) = (shape == Shape::STATEMENT, StatementSquare::new(start)) {
        let (class, _) = StartClass::of(on_board);
        let table = Distances::from_start(class.representative());
        return Ok(Census::of_histogram(start, table.histogram()));
    }
    let depths = pattern_depths(shape, start)?.expect("complete tables fit where a census does");
    Ok(Census::count(start, &depths))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boards::whole::WholeBoards;

    #[test]
    fn agrees_with_the_whole_board_search_on_every_board_of_up_to_eight_squares() {
        for shape in Shape::all().filter(|s| s.n_squares() <= 8) {
            let boards = WholeBoards::new(shape).expect("nine squares at most");
            // Two starts each: the first square and the last.
            for start in [shape.square_at(0), shape.square_at(shape.n_squares() - 1)] {
                let depths = pattern_depths(shape, start).expect("small").expect("small");
                let board_depths = boards
                    .depths_from(&[boards.start(shape.index(start))])
                    .expect("small");
                let expected = boards.pattern_depths(&board_depths).expect("small");
                assert!(depths == expected, "{shape} from {start}");
            }
        }
    }

    #[test]
    fn agrees_with_the_statement_solver_on_3x3_from_each_class_of_start() {
        let shape = Shape::STATEMENT;
        for start in [
            Square { x: 1, y: 1 },
            Square { x: 2, y: 1 },
            Square { x: 2, y: 2 },
        ] {
            let depths = pattern_depths(shape, start)
                .expect("small")
                .expect("nine squares");
            // Each start represents its class: its table is the statement
            // solver's.
            let on_statement = crate::StatementSquare::new(start).expect("on the board");
            let table = crate::Distances::from_start(on_statement);
            for (index, &depth) in depths.iter().enumerate() {
                let dataset = crate::Dataset {
                    start,
                    pattern: crate::Pattern::from_index(crate::Shape::STATEMENT, index),
                };
                let expected = table.rolls(&dataset.pattern);
                assert_eq!(Some(u32::from(depth)), expected, "{dataset}");
            }
        }
        let big = Shape::new(4, 4).expect("a shape");
        assert!(pattern_depths(big, Square { x: 1, y: 1 }) == Ok(None));
        assert!(start_census(big, Square { x: 1, y: 1 }).is_err());
    }
}
