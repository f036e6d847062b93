//! The sparse search of the partial census: every 3 x 3 answer from each
//! class of start square (the search runs until every pattern has its
//! answer), and the 4 x 4 board up to 14 rolls from each class, without a
//! memory budget. The boards reached are printed once, to turn a time into
//! boards a second.
//!
//! `cargo bench -p cube-puzzle --bench sparse`

use cube_puzzle::{PartialCensus, Shape, SparseSearch, Square, partial_census};

/// The start squares of the classes: corner, the two kinds of edge square
/// (one on 3 x 3) and the inner one.
const STARTS_3X3: [(u8, u8); 3] = [(1, 1), (2, 1), (2, 2)];
const STARTS_4X4: [(u8, u8); 4] = [(1, 1), (2, 1), (1, 2), (2, 2)];

fn main() {
    for (board, starts, depth) in [("3x3", &STARTS_3X3[..], 40), ("4x4", &STARTS_4X4[..], 14)] {
        let shape: Shape = board.parse().expect("a board");
        for &(x, y) in starts {
            let mut search = SparseSearch::new(shape, Square { x, y }, usize::MAX).expect("fits");
            while search.depth() < depth && search.can_go_on() {
                search.step().expect("fits");
            }
            let boards: u64 = search.layers().iter().sum();
            println!(
                "{board} from ({x},{y}) to {} rolls: {boards} boards",
                search.depth()
            );
        }
    }
    divan::main();
}

#[divan::bench(args = STARTS_3X3, sample_count = 5)]
fn every_3x3_answer(start: (u8, u8)) -> PartialCensus {
    let (x, y) = start;
    partial_census(Shape::STATEMENT, Square { x, y }, 40, usize::MAX).expect("fits")
}

#[divan::bench(args = STARTS_4X4, sample_count = 5)]
fn the_4x4_board_to_14_rolls(start: (u8, u8)) -> PartialCensus {
    let (x, y) = start;
    let shape = Shape::new(4, 4).expect("a shape");
    partial_census(shape, Square { x, y }, 14, usize::MAX).expect("fits")
}
