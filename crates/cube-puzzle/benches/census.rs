//! One start's census by the parity search, the kernel of `abbott census`:
//! each class of start square of 3 x 3 and 2 x 4, and one start of 3 x 4
//! (`CENSUS_3X4=all` for its four classes), with the time and the
//! process's peak memory so far.
//!
//! `cargo bench -p cube-puzzle --bench census`

use cube_puzzle::{Shape, census_starts, start_census};
use std::time::Instant;

mod common;
use common::peak_mb;

fn main() {
    println!("board | start | deepest answer | time | peak memory");
    let all = std::env::var("CENSUS_3X4").is_ok_and(|v| v == "all");
    for board in ["2x4", "3x3", "3x4"] {
        let shape: Shape = board.parse().expect("a shape");
        let starts = census_starts(shape);
        let take = if board == "3x4" && !all {
            1
        } else {
            starts.len()
        };
        for start in starts.into_iter().take(take) {
            let started = Instant::now();
            let census = start_census(shape, start).expect("fits");
            let took = started.elapsed();
            println!(
                "{board} | {start} | {} | {took:.2?} | {} MB",
                census.by_rolls.len() - 1,
                peak_mb()
            );
        }
    }
}
