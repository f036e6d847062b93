//! Any bytes into the cube puzzle reader on the statement's board; every
//! dataset read is answered from tables computed once.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::Mutex;

static SOLVER: Mutex<Option<cube_puzzle::Solver>> = Mutex::new(None);

fuzz_target!(|data: &[u8]| {
    let mut guard = SOLVER.lock().unwrap_or_else(|e| e.into_inner());
    let solver = guard.get_or_insert_with(cube_puzzle::Solver::new);
    for dataset in cube_puzzle::Reader::new(data).flatten() {
        let answer = solver.solve(&dataset);
        assert!(answer.minimum().is_some(), "every pattern is reachable");
    }
});
