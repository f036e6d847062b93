//! The 4 x 4 board: answers by meeting in the middle, timed one dataset at
//! a time. For each answer depth (10, 20, 25, 30 and -1) it draws 100
//! datasets with that judge answer (seeded, so the same every run), then
//! times each answer again and reports the median and worst time and the
//! sets of boards the search back from the pattern reached. The lists of
//! boards near the four classes of start square are built first, timed on
//! their own, with the process's peak memory.
//!
//! `cargo bench -p cube-puzzle --bench fifteen`

use cube_puzzle::{Colour, Square};
use cube_puzzle::{Dataset, Pattern, Shape, Solver, generate};
use dice_core::rng::SplitMix64;
use std::time::{Duration, Instant};

mod common;
use common::peak_mb;

const PER_DEPTH: usize = 100;

fn main() {
    let shape = Shape::new(4, 4).expect("a shape");
    let mut solver = Solver::new();
    let started = Instant::now();
    // One dataset from each class of start square builds its list.
    for (x, y) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
        let start = Square { x, y };
        let pattern = Pattern::new(shape, start, |_| Colour::White).expect("on the board");
        solver.solve(&Dataset { start, pattern });
    }
    println!(
        "lists near the 4 start classes: {} boards in {:.2?}, peak memory {} MB",
        solver.boards_near_starts(),
        started.elapsed(),
        peak_mb()
    );
    println!("answer | datasets | draws | median | worst | median reached | worst reached");
    let mut rng = SplitMix64::new(2006);
    for steps in [10, 20, 25, 30, -1] {
        let drawing = Instant::now();
        let mut times = Vec::new();
        let mut reached = Vec::new();
        for _ in 0..PER_DEPTH {
            let Some(dataset) = generate::with_answer(&mut rng, &mut solver, shape, steps) else {
                continue;
            };
            let t = Instant::now();
            let answer = solver.solve(&dataset);
            times.push(t.elapsed());
            reached.push(solver.last_reached());
            assert_eq!(answer.judge_value(), steps, "{dataset}");
        }
        times.sort();
        reached.sort();
        let n = times.len();
        let (median, worst) = if n == 0 {
            (Duration::ZERO, Duration::ZERO)
        } else {
            (times[n / 2], times[n - 1])
        };
        println!(
            "{steps} | {n} | {:.1?} | {median:.2?} | {worst:.2?} | {} | {}",
            drawing.elapsed(),
            reached.get(n / 2).copied().unwrap_or(0),
            reached.last().copied().unwrap_or(0)
        );
    }
    println!("peak memory {} MB", peak_mb());
}
