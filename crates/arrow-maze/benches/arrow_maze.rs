//! Benchmarks: the statement sample; a generated 1000 by 1000 maze with one
//! or two signs at every intersection over a signed staircase (the 15 MB
//! file of README's table, `abbott generate arrow-maze --winding`), parse
//! and solve apart and the whole run as the binary does it (streamed
//! through a 64 KB buffer, solved, the answer written); and a denser one
//! with every heading signed, where the search visits nearly every state.

use arrow_maze::{Reader, Solver, generate, parse, to_judge_input};
use std::io::{BufReader, Write};

fn main() {
    divan::main();
}

#[divan::bench]
fn sample(bencher: divan::Bencher) {
    let text = include_str!("../../../testdata/arrow-maze/sample.in");
    let mut solver = Solver::new();
    bencher.bench_local(|| {
        let mazes = parse(divan::black_box(text)).expect("the sample parses");
        mazes.iter().map(|m| solver.solve(m).n_moves()).count()
    });
}

#[divan::bench(sample_count = 10)]
fn parse_1000x1000(bencher: divan::Bencher) {
    let text = to_judge_input(&[generate::staircase(1, 1000, 1000)]);
    bencher.bench_local(|| parse(divan::black_box(&text)).expect("valid"));
}

#[divan::bench(sample_count = 10)]
fn run_1000x1000(bencher: divan::Bencher) {
    let text = to_judge_input(&[generate::staircase(1, 1000, 1000)]);
    let mut solver = Solver::new();
    let mut out = Vec::new();
    bencher.bench_local(|| {
        out.clear();
        let src = BufReader::with_capacity(1 << 16, divan::black_box(text.as_bytes()));
        for maze in Reader::new(src) {
            let answer = solver.solve(&maze.expect("valid"));
            write!(out, "{answer}").expect("written to memory");
        }
        out.len()
    });
}

#[divan::bench(sample_count = 10)]
fn solve_1000x1000(bencher: divan::Bencher) {
    let maze = generate::staircase(1, 1000, 1000);
    let mut solver = Solver::new();
    bencher.bench_local(|| solver.solve(divan::black_box(&maze)).n_moves());
}

#[divan::bench(sample_count = 10)]
fn solve_1000x1000_every_heading_signed(bencher: divan::Bencher) {
    let maze = generate::corner_to_corner(1, 1000, 1000);
    let mut solver = Solver::new();
    bencher.bench_local(|| solver.solve(divan::black_box(&maze)).n_moves());
}
