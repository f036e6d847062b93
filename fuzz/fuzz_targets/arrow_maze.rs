//! Any bytes into the arrow maze reader; small mazes are solved too, and
//! every route must run from the entrance to the goal.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut solver = arrow_maze::Solver::new();
    for maze in arrow_maze::Reader::new(data).flatten() {
        if maze.signs.n_rows() * maze.signs.n_cols() <= 4096 {
            if let Some(route) = solver.solve(&maze).route {
                assert_eq!(route.first(), Some(&maze.start));
                assert_eq!(route.last(), Some(&maze.goal));
            }
        }
    }
});
