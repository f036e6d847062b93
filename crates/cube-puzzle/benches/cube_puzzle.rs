//! Benchmarks: one class table, all three, the answers to 1,000 random
//! datasets from scratch, the play mode's hint table of one pattern
//! (all 15,116,544 boards), and its route searched again from a board off
//! the solver's on 3 x 4 and 4 x 4.

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

/// A route from the board one roll off the start (a detour), by meeting
/// in the middle, as play's hints search it when the player leaves one.
#[divan::bench(args = ["3x4", "4x4"], sample_count = 3)]
fn route_from_a_detour(board: &str) -> Option<usize> {
    let shape: cube_puzzle::Shape = board.parse().ok()?;
    let rows = if shape.rows() == 3 { "" } else { "W W W W\n" };
    let text = format!("1 1\nW B W W\nW E W W\nW W W W\n{rows}0 0\n");
    let dataset = cube_puzzle::parse_on(&text, shape).ok()?[0];
    let start = cube_puzzle::play::Board::start(shape, dataset.start)?;
    let detour = start.rolled(dice_core::Heading::North)?;
    cube_puzzle::play::Route::search(&detour, &dataset.pattern).map(|r| r.len())
}
