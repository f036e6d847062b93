//! `abbott PUZZLE FILE...`: the batch runner over standard input or each
//! file in turn, with its exit codes.

use super::answer_parallel;
use crate::output::OutputFormat;
use crate::puzzle::Puzzle;
use std::io::{self, Write};

/// Runs `answer_parallel` over stdin or each file in turn.
pub fn run_files(
    puzzle: Puzzle,
    format: OutputFormat,
    files: &[std::path::PathBuf],
    threads: Option<usize>,
) -> std::process::ExitCode {
    use std::process::ExitCode;
    // This thread is one of the pool's: it cuts and prints, and runs pieces
    // itself while it waits, so -j N means N busy threads, not N + 1.
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .use_current_thread()
        .build()
    {
        Ok(pool) => pool,
        Err(e) => {
            eprintln!("error: cannot start threads: {e}");
            return ExitCode::FAILURE;
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin_only = [std::path::PathBuf::from("-")];
    let files = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    for path in files {
        let (label, res) = if path.as_os_str() == "-" {
            let stdin = io::stdin();
            (
                "<stdin>".to_string(),
                answer_parallel(puzzle, format, stdin.lock(), &mut out, &pool),
            )
        } else {
            let label = path.display().to_string();
            match std::fs::File::open(path) {
                Ok(f) => {
                    let input = io::BufReader::with_capacity(1 << 16, f);
                    (
                        label,
                        answer_parallel(puzzle, format, input, &mut out, &pool),
                    )
                }
                Err(e) => {
                    let _ = out.flush();
                    eprintln!("error: {label}: {e}");
                    return ExitCode::FAILURE;
                }
            }
        };
        let res = res.and_then(|()| out.flush().map_err(crate::error::RunError::Output));
        let _ = out.flush();
        match res {
            Ok(()) => {}
            Err(crate::error::RunError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => {
                return ExitCode::SUCCESS;
            }
            Err(crate::error::RunError::Input(e)) => {
                eprintln!("error: {label}: {e}");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
