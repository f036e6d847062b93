//! `abbott`: the umbrella binary over every puzzle and tool.

use clap::Parser;
use cli::args::{AbbottArgs, Command};
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = AbbottArgs::parse();
    if let Command::CubePuzzle(cube) = &args.command {
        let options = cli::Options { moves: cube.moves };
        return cli::run_main_with(cli::Puzzle::CubePuzzle, options, cube.file.as_deref());
    }
    if let Some((puzzle, file)) = args.command.solving() {
        return cli::run_main(puzzle, file);
    }
    match args.command {
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
        Command::DiceMaze(_) | Command::ArrowMaze(_) | Command::CubePuzzle(_) => ExitCode::SUCCESS,
    }
}
