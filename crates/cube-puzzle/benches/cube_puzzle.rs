//! Benchmarks: one class table, all three, the answers to 1,000 random
//! datasets from scratch, and the play mode's hint table of one pattern
//! (all 15,116,544 boards).

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
    let sets: Vec<_> = (0..1000)
        .map(|_| generate::random(&mut rng, cube_puzzle::Shape::STATEMENT))
        .collect();
    let mut solver = Solver::new();
    sets.iter().map(|d| solver.solve(d).judge_value()).sum()
}

#[divan::bench(sample_count = 5)]
fn hint_table_of_the_deepest_sample_pattern() -> Option<u32> {
    let input = include_str!("../../../testdata/cube-puzzle/sample.in");
    let datasets = cube_puzzle::parse(input).expect("the sample parses");
    let last = datasets[datasets.len() - 1];
    let table = cube_puzzle::play::HintTable::new(&last.pattern).expect("nine squares");
    table.rolls(&cube_puzzle::play::Board::start(
        last.pattern.shape(),
        last.start,
    )?)
}
