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
        Command::Render(request) => render(&request),
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

/// `abbott render`: exit 1 on a malformed input, after drawing what came
/// before it.
fn render(request: &cli::args::RenderArgs) -> ExitCode {
    use std::io::IsTerminal;
    let label = request
        .file
        .as_ref()
        .map_or("<stdin>".into(), |p| p.display().to_string());
    let input: Box<dyn std::io::BufRead> = match &request.file {
        Some(path) if path.as_os_str() != "-" => match std::fs::File::open(path) {
            Ok(f) => Box::new(std::io::BufReader::new(f)),
            Err(e) => {
                eprintln!("error: {label}: {e}");
                return ExitCode::FAILURE;
            }
        },
        _ => Box::new(std::io::stdin().lock()),
    };
    let (scenes, error) = cli::render::scenes(request.puzzle, input);
    let written = if let Some(dir) = &request.svg {
        std::fs::create_dir_all(dir).and_then(|()| {
            for (k, scene) in scenes.iter().enumerate() {
                let name: String = scene
                    .title
                    .chars()
                    .map(|c| {
                        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                            c
                        } else {
                            '_'
                        }
                    })
                    .collect();
                std::fs::write(
                    dir.join(format!("{:03}-{name}.svg", k + 1)),
                    cli::render::svg::document(scene),
                )?;
            }
            Ok(())
        })
    } else if let Some(path) = &request.html {
        let title = request
            .file
            .as_ref()
            .and_then(|p| p.file_name())
            .map_or("<stdin>".into(), |n| n.to_string_lossy().into_owned());
        std::fs::write(path, cli::render::html::page(&title, &scenes))
    } else {
        let stdout = std::io::stdout();
        let colour = stdout.is_terminal();
        let mut out = std::io::BufWriter::new(stdout.lock());
        scenes
            .iter()
            .try_for_each(|scene| cli::render::terminal::draw(&mut out, scene, colour))
            .and_then(|()| out.flush())
    };
    match (written, error) {
        (Err(e), _) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        (Err(e), _) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
        (Ok(()), Some(e)) => {
            eprintln!("error: {label}: {e}");
            ExitCode::FAILURE
        }
        (Ok(()), None) => ExitCode::SUCCESS,
    }
}
