//! Any bytes into the dice maze reader; small mazes are solved too, and
//! every tour must start and end at the start.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut solver = dice_maze::Solver::new();
    for maze in dice_maze::Reader::new(data).flatten() {
        if maze.grid.n_rows() * maze.grid.n_cols() <= 4096 {
            if let Some(route) = solver.solve(&maze).route {
                assert_eq!(route.first(), Some(&maze.start));
                assert_eq!(route.last(), Some(&maze.start));
            }
        }
    }
});
