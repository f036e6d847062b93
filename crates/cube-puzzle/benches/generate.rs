//! Generating a dataset with a given judge answer beside solving it, on the
//! boards that are met in the middle (3 x 4, 4 x 3): for each answer, a
//! fresh solver generates a dataset (seeded, so the same every run), then
//! another fresh solver answers it, as `abbott generate` and
//! `abbott cube-puzzle` do in a process each. Printed: both times, their
//! ratio, and the boards each kept near start squares (the memory that
//! grows with the work; the same list for both when generating builds no
//! more than solving).
//!
//! `cargo bench -p cube-puzzle --bench generate`

use cube_puzzle::{Shape, Solver, generate};
use dice_core::rng::SplitMix64;
use std::time::{Duration, Instant};

fn main() {
    println!("board | answer | generate | solve | ratio | boards kept (generate / solve)");
    let (mut generating, mut solving) = (Duration::ZERO, Duration::ZERO);
    for board in ["3x4", "4x3"] {
        let shape: Shape = board.parse().expect("a shape");
        for steps in [-1_i64, 0, 1, 5, 10, 15, 20, 25, 28, 30] {
            let mut rng = SplitMix64::new(steps.unsigned_abs() + 7);
            let started = Instant::now();
            let mut generator = Solver::new();
            let dataset = generate::with_answer(&mut rng, &mut generator, shape, steps);
            let generated = started.elapsed();
            let Some(dataset) = dataset else {
                println!("{board} | {steps} | none found in {generated:.2?}");
                continue;
            };
            let started = Instant::now();
            let mut solver = Solver::new();
            let answer = solver.solve(&dataset).judge_value();
            let solved = started.elapsed();
            assert_eq!(answer, steps, "{board}: {dataset}");
            generating += generated;
            solving += solved;
            println!(
                "{board} | {steps} | {generated:.2?} | {solved:.2?} | {:.1} | {} / {}",
                generated.as_secs_f64() / solved.as_secs_f64(),
                generator.boards_near_starts(),
                solver.boards_near_starts()
            );
        }
    }
    println!(
        "all | | {generating:.2?} | {solving:.2?} | {:.1} |",
        generating.as_secs_f64() / solving.as_secs_f64()
    );
}
