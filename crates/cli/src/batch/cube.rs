//! The cube puzzle's answers on other boards and with the rolls, over
//! each file in turn: on one thread one solver serves every file; with
//! `-j N`, the datasets of each chunk are answered side by side, each
//! thread with its own solver sharing one store of the lists near start
//! squares, and printed in input order.

use super::Threads;
use crate::exit::Inputs;
use crate::exit::{self, Failure};
use abbott_judge::cube::{answer_chunks, answer_text, prepare};
use abbott_judge::error::RunError;
use abbott_judge::output::Options;
use cube_puzzle::{Shape, Solver};
use rayon::prelude::*;
use std::io::{BufRead, IsTerminal, Write};

/// Answers every input on `shape` onto standard output, each file's
/// answers, then its error if it is malformed (and no later file). On one
/// thread, one solver serves every file; on more, each thread keeps its
/// own ([`answer_stream_parallel`]).
pub fn answer_files(
    shape: Shape,
    inputs: &Inputs,
    options: Options,
    threads: Threads,
) -> Result<(), Failure> {
    let pool = match threads {
        Threads::Exactly(n) if n.get() == 1 => None,
        _ => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads.pool_size())
                .build()
                .map_err(|e| Failure::message(format!("cannot start threads: {e}")))?,
        ),
    };
    let mut solver = Solver::new();
    let mut out = exit::stdout();
    exit::each_input(inputs, &mut out, |input, mut out| {
        let res = match &pool {
            Some(pool) => {
                answer_stream_parallel(pool, &solver, shape, input.reader, &mut out, options)
            }
            None => {
                // Datasets typed on a terminal are answered one at a time.
                let typed = input.label == "<stdin>" && std::io::stdin().is_terminal();
                let chunk = if typed { 1 } else { abbott_judge::cube::CHUNK };
                let (solver, how) = (&mut solver, (shape, chunk));
                abbott_judge::cube::answer_stream_by(solver, how, input.reader, &mut out, options)
            }
        };
        res.map_err(|e| Failure::from_run(&input.label, e))
    })
}

/// [`answer_stream`](abbott_judge::cube::answer_stream) with the datasets of each chunk answered side by side
/// on `pool`'s threads, each thread with its own [`Solver`] kept for the
/// life of the program, made by [`Solver::sharing`] from `shared` so that
/// the lists near start squares are built once for every thread; the
/// answers are printed in input order, and those before a malformed
/// dataset come out before its error.
pub fn answer_stream_parallel(
    pool: &rayon::ThreadPool,
    shared: &Solver,
    shape: Shape,
    input: impl BufRead,
    out: &mut impl Write,
    options: Options,
) -> Result<(), RunError> {
    answer_chunks(
        (shape, abbott_judge::cube::CHUNK),
        input,
        out,
        |chunk, first_number| {
            pool.install(|| {
                // The 3 x 3 class tables once, for every thread to copy.
                prepare(&mut Solver::new(), chunk);
                (chunk.par_iter().enumerate())
                    .map(|(i, dataset)| {
                        WORKER_SOLVER.with_borrow_mut(|solver| {
                            let solver = solver.get_or_insert_with(|| shared.sharing());
                            answer_text(solver, dataset, first_number + i, options)
                        })
                    })
                    .collect()
            })
        },
    )
}

thread_local! {
    /// Each pool thread's solver, whose searches serve every chunk and file
    /// (made on the thread's first dataset, sharing the caller's lists).
    static WORKER_SOLVER: std::cell::RefCell<Option<Solver>> = std::cell::RefCell::default();
}
