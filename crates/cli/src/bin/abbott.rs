//! `abbott`: the umbrella binary over every puzzle and tool.

use clap::Parser;
use cli::Puzzle;
use cli::args::{AbbottArgs, BatchArgs, Command};
use cli::batch::OutputFormat;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = AbbottArgs::parse();
    match args.command {
        Command::DiceMaze(batch) => solve(Puzzle::DiceMaze, &batch),
        Command::ArrowMaze(batch) => solve(Puzzle::ArrowMaze, &batch),
        Command::CubePuzzle(cube) if cube.moves || cube.batch.format == OutputFormat::Json => {
            // Rolls come from each class's search layers, one dataset at a
            // time.
            let options = cli::Options {
                moves: cube.moves,
                json: cube.batch.format == OutputFormat::Json,
            };
            for file in files_or_stdin(&cube.batch.files) {
                let code = cli::run_main_with(Puzzle::CubePuzzle, options, Some(file));
                if code != ExitCode::SUCCESS {
                    return code;
                }
            }
            ExitCode::SUCCESS
        }
        Command::CubePuzzle(cube) => solve(Puzzle::CubePuzzle, &cube.batch),
        Command::Demo => {
            let text = cli::demo::demo();
            // A closed pipe is not an error worth reporting.
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Command::Generate(request) => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            match cli::generate::generate(&request, &mut out).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Check(request) => check(&request),
        Command::Census { .. } => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            match cli::cube::census_csv(&mut out).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// `abbott check`: exit 0 when every answer passes, 1 when any fails, 2
/// when the files cannot be read.
fn check(request: &cli::args::CheckArgs) -> ExitCode {
    let open = |path: &std::path::Path| {
        std::fs::File::open(path)
            .map(std::io::BufReader::new)
            .map_err(|e| eprintln!("error: {}: {e}", path.display()))
    };
    let (Ok(input), Ok(output)) = (open(&request.input), open(&request.output)) else {
        return ExitCode::from(2);
    };
    let mut report = std::io::stdout().lock();
    match cli::check::check(
        request.puzzle,
        input,
        output,
        request.allow_longer,
        &mut report,
    ) {
        Ok(tally) if tally.failed == 0 => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e @ cli::check::CheckError::Input(_)) => {
            eprintln!("error: {}: {e}", request.input.display());
            ExitCode::from(2)
        }
        Err(cli::check::CheckError::Report(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

fn solve(puzzle: Puzzle, batch: &BatchArgs) -> ExitCode {
    let threads = batch.jobs.map(usize::from);
    cli::batch::run_files(puzzle, batch.format, &batch.files, threads)
}

fn files_or_stdin(files: &[PathBuf]) -> Vec<&Path> {
    if files.is_empty() {
        vec![Path::new("-")]
    } else {
        files.iter().map(PathBuf::as_path).collect()
    }
}
