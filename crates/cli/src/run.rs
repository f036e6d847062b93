//! Solving a stream of datasets: answers are written as each dataset is
//! read, so a malformed dataset loses nothing before it, and memory does not
//! grow with the number of datasets.

use abbott_judge::error::RunError;
use abbott_judge::output::Options;
use abbott_judge::puzzle::Chosen;
use abbott_judge::puzzle::Puzzle;
use std::io::{BufRead, Write};

/// Reads every dataset of `puzzle` from `input` and writes each answer to
/// `out` as soon as it is known.
pub fn solve_stream(
    puzzle: Puzzle,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), RunError> {
    solve_stream_with_options(puzzle, Options::default(), input, out)
}

/// [`solve_stream`] with printing options.
pub fn solve_stream_with_options(
    puzzle: Puzzle,
    options: Options,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), RunError> {
    let kind = crate::kind::of(Chosen::statement(puzzle));
    let (mut input, mut out) = (input, out);
    kind.answer_stream(options, &mut input, &mut out)
}

/// Answers every dataset of `input` with `pool`'s threads (the batch
/// runner), printing to `out` in input order. Returns the first input
/// error, after printing every answer before it.
pub fn answer_parallel(
    puzzle: Puzzle,
    format: abbott_judge::output::OutputFormat,
    input: impl std::io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
) -> Result<(), RunError> {
    let mut once = Some((
        String::new(),
        Box::new(input) as Box<dyn std::io::Read + '_>,
    ));
    let kind = crate::kind::of(Chosen::statement(puzzle));
    let res = kind.answer_parallel(format, &mut || once.take().map(Ok), out, pool);
    res.map_err(|stopped| match stopped {
        crate::batch::Stopped::Run(_, e) => e,
        // One reader, already open.
        crate::batch::Stopped::Open(failure) => {
            RunError::Output(std::io::Error::other(failure.to_string()))
        }
    })
}

/// What a judge sees for `input`: the answers, then `error: ...` on a line
/// of its own if the input is malformed. The snapshot tests record this.
pub fn transcript(puzzle: Puzzle, input: &[u8]) -> String {
    crate::kind::of(Chosen::statement(puzzle)).transcript(input)
}
