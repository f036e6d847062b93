//! One class of start square's partial census, for timing the sparse
//! search under `/usr/bin/time -v`: the boards of each layer, the patterns
//! first answered in each number of rolls, and the time.
//!
//! `cargo run --release -p cube-puzzle --example partial_class -- 4x4 2 2 24`

use cube_puzzle::{Shape, SparseSearch, Square};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [board, x, y, depth] = args.as_slice() else {
        eprintln!("usage: partial_class BOARD X Y MAX_ROLLS");
        std::process::exit(2);
    };
    let shape: Shape = board.parse().expect("a board such as 4x4");
    let start = Square {
        x: x.parse().expect("a column"),
        y: y.parse().expect("a row"),
    };
    let max_rolls: u32 = depth.parse().expect("a number of rolls");
    let started = Instant::now();
    let mut search = SparseSearch::new(shape, start, usize::MAX)
        .expect("the bitset fits")
        .last_layer(max_rolls);
    while search.depth() < max_rolls && search.can_go_on() {
        search.step().expect("the layers fit");
    }
    let census = search.census(max_rolls);
    for (d, (boards, patterns)) in search.layers().iter().zip(&census.by_rolls).enumerate() {
        println!("{d}\t{boards}\t{patterns}");
    }
    let boards: u64 = search.layers().iter().sum();
    println!("beyond\t{}", census.beyond);
    eprintln!(
        "{board} from {start} to {max_rolls} rolls: {boards} boards in {:.2} s",
        started.elapsed().as_secs_f64()
    );
}
