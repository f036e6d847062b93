//! `abbott PUZZLE FILE...`: the batch runner over standard input or each
//! file in turn.

use super::answer_parallel;
use crate::exit::Inputs;
use crate::exit::{self, Failure};
use crate::mode::Threads;
use crate::output::OutputFormat;
use crate::puzzle::Puzzle;

/// Runs [`answer_parallel`] over each input in turn (see [`Inputs`]) onto
/// standard output; stops at the first that cannot be opened or is
/// malformed, after the answers before it.
pub fn run_files(
    puzzle: Puzzle,
    format: OutputFormat,
    inputs: &Inputs,
    threads: Threads,
) -> Result<(), Failure> {
    // This thread is one of the pool's: it cuts and prints, and runs pieces
    // itself while it waits, so -j N means N busy threads, not N + 1.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.pool_size())
        .use_current_thread()
        .build()
        .map_err(|e| Failure::message(format!("cannot start threads: {e}")))?;
    let mut out = exit::stdout();
    exit::each_input(inputs, &mut out, |input, mut out| {
        let res = answer_parallel(puzzle, format, input.reader, &mut out, &pool);
        res.map_err(|e| Failure::from_run(&input.label, e))
    })
}
