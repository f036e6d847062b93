//! Benchmarks: one class table, all three, and the answers to 1,000 random
//! datasets from scratch.

use cube_puzzle::{Distances, Solver, StartClass, generate};
use dice_core::rng::SplitMix64;

fn main() {
    divan::main();
}

#[divan::bench(args = StartClass::ALL, sample_count = 10)]
fn class_table(class: StartClass) -> Distances {
    Distances::from_start(class.representative())
}

#[divan::bench(sample_count = 10)]
fn thousand_random_datasets() -> i64 {
    let mut rng = SplitMix64::new(7);
    let sets: Vec<_> = (0..1000).map(|_| generate::random(&mut rng)).collect();
    let mut solver = Solver::new();
    sets.iter().map(|d| solver.solve(d).judge_value()).sum()
}
