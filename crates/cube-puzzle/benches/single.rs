//! One dataset answered by a fresh solver, as a user's one-dataset file is:
//! on 3 x 4, 4 x 3 and 4 x 4, random datasets (seeded, so the same every
//! run; most need more than 30 rolls, the meeting's longest search) are
//! answered with their rolls by a solver that has searched nothing yet, and
//! the time and the process's peak memory so far are printed.
//!
//! `cargo bench -p cube-puzzle --bench single`

use cube_puzzle::{Shape, Solver, generate};
use dice_core::rng::SplitMix64;
use std::time::Instant;

mod common;
use common::peak_mb;

fn main() {
    println!("board | dataset | judge answer | time with rolls | rolls given | peak memory");
    for board in ["3x4", "4x3", "4x4"] {
        let shape: Shape = board.parse().expect("a shape");
        let mut rng = SplitMix64::new(23);
        for k in 1..=3 {
            let dataset = generate::random(&mut rng, shape);
            let started = Instant::now();
            let solution = Solver::new().solve_with_rolls(&dataset);
            let took = started.elapsed();
            println!(
                "{board} | {k} | {} | {took:.2?} | {} | {} MB",
                solution.answer.judge_value(),
                solution.rolls.map_or(0, |r| r.len()),
                peak_mb()
            );
        }
    }
}
