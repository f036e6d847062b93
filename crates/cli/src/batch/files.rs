//! `abbott PUZZLE FILE...`: the batch runner over standard input or each
//! file in turn, with its exit codes.

use super::answer_parallel;
use crate::exit::{self, Failure};
use crate::output::OutputFormat;
use crate::puzzle::Puzzle;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs `answer_parallel` over stdin or each file in turn; stops at the
/// first file that cannot be opened or is malformed.
pub fn run_files(
    puzzle: Puzzle,
    format: OutputFormat,
    files: &[PathBuf],
    threads: Option<usize>,
) -> ExitCode {
    exit::finish(answer_files(puzzle, format, files, threads))
}

fn answer_files(
    puzzle: Puzzle,
    format: OutputFormat,
    files: &[PathBuf],
    threads: Option<usize>,
) -> Result<ExitCode, Failure> {
    // This thread is one of the pool's: it cuts and prints, and runs pieces
    // itself while it waits, so -j N means N busy threads, not N + 1.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .use_current_thread()
        .build()
        .map_err(|e| Failure::message(format!("cannot start threads: {e}")))?;
    let mut out = exit::stdout();
    let stdin_only = [PathBuf::from("-")];
    let files = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    for path in files {
        let input = match exit::open_input(Some(path)) {
            Ok(input) => input,
            Err(e) => {
                // The answers to earlier files come before the error.
                out.flush()?;
                return Err(e);
            }
        };
        let res = answer_parallel(puzzle, format, input.reader, &mut out, &pool);
        exit::flushed(&mut out, res).map_err(|e| Failure::from_run(&input.label, e))?;
    }
    Ok(ExitCode::SUCCESS)
}
