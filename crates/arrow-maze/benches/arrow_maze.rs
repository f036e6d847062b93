//! Benchmarks: the statement sample, and a generated 1000 by 1000 maze with
//! signs at most intersections, corner to corner (parse and solve apart).

use arrow_maze::{Solver, generate, parse, to_judge_input};

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
    let text = to_judge_input(&[generate::corner_to_corner(1, 1000, 1000)]);
    bencher.bench_local(|| parse(divan::black_box(&text)).expect("valid"));
}

#[divan::bench(sample_count = 10)]
fn solve_1000x1000(bencher: divan::Bencher) {
    let maze = generate::corner_to_corner(1, 1000, 1000);
    let mut solver = Solver::new();
    bencher.bench_local(|| solver.solve(divan::black_box(&maze)).n_moves());
}
