//! `abbott`: the umbrella binary over every puzzle and tool.

use clap::Parser;
use cli::Puzzle;
use cli::args::{AbbottArgs, BatchArgs, Command};
use cli::output::OutputFormat;
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
        Command::Validate(request) => validate(&request),
        Command::Package(request) => match cli::package::write(request.puzzle, &request.dir) {
            Ok((n_files, n_bytes)) => {
                let dir = request.dir.display();
                eprintln!("wrote {n_files} files ({n_bytes} bytes) to {dir}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
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

/// `abbott check`: abbott's own report, or one of the judge systems'
/// checker interfaces.
fn check(request: &cli::args::CheckArgs) -> ExitCode {
    use cli::check::interface;
    let third = request.third.as_deref();
    match (request.icpc, request.testlib, third) {
        (true, _, Some(feedback_dir)) => {
            let team = std::io::stdin().lock();
            let outcome = interface::icpc(
                request.puzzle,
                &request.input,
                &request.second,
                feedback_dir,
                team,
            );
            ExitCode::from(outcome.icpc_exit_code())
        }
        (_, true, Some(answer)) => {
            let outcome =
                interface::testlib(request.puzzle, &request.input, &request.second, answer);
            // testlib checkers print their verdict on standard error.
            let _ = writeln!(std::io::stderr(), "{}", outcome.message());
            ExitCode::from(outcome.testlib_exit_code())
        }
        (false, false, Some(_)) => {
            let _ = writeln!(
                std::io::stderr(),
                "error: three files are for --icpc (INPUT ANSWER FEEDBACK_DIR) or --testlib (INPUT OUTPUT ANSWER)"
            );
            ExitCode::from(2)
        }
        _ => report(request),
    }
}

/// `abbott check PUZZLE INPUT OUTPUT`: exit 0 when every answer passes, 1
/// when any fails, 2 when the files cannot be read.
fn report(request: &cli::args::CheckArgs) -> ExitCode {
    let open = |path: &std::path::Path| -> Result<Box<dyn std::io::BufRead>, ()> {
        if path.as_os_str() == "-" {
            return Ok(Box::new(std::io::stdin().lock()));
        }
        std::fs::File::open(path)
            .map(|f| Box::new(std::io::BufReader::new(f)) as Box<dyn std::io::BufRead>)
            .map_err(|e| eprintln!("error: {}: {e}", path.display()))
    };
    let (Ok(input), Ok(output)) = (open(&request.input), open(&request.second)) else {
        return ExitCode::from(2);
    };
    let length = if request.allow_longer {
        cli::check::Length::AnyLegal
    } else {
        cli::check::Length::Shortest
    };
    let mut report = std::io::stdout().lock();
    match cli::check::check(request.puzzle, input, output, length, &mut report) {
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

/// `abbott validate`: one line per broken rule on standard output; exit 0
/// or 42 valid, 1 or 43 invalid, 2 unreadable.
fn validate(request: &cli::args::ValidateArgs) -> ExitCode {
    use std::io::Read;
    let mut input = Vec::new();
    let read = match &request.file {
        Some(path) if path.as_os_str() != "-" => std::fs::File::open(path)
            .and_then(|f| f.take(1 << 30).read_to_end(&mut input))
            .map_err(|e| format!("{}: {e}", path.display())),
        _ => std::io::stdin()
            .lock()
            .take(1 << 30)
            .read_to_end(&mut input)
            .map_err(|e| format!("<stdin>: {e}")),
    };
    if let Err(e) = read {
        let _ = writeln!(std::io::stderr(), "error: {e}");
        return ExitCode::from(2);
    }
    let limits = if request.extended {
        dice_core::strict::Limits::Extended
    } else {
        dice_core::strict::Limits::Original
    };
    let violations = cli::validate::violations(request.puzzle, &input, limits);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for v in &violations {
        let _ = writeln!(out, "{v}");
    }
    let _ = out.flush();
    let codes = if request.icpc {
        cli::validate::ExitCodes::Icpc
    } else {
        cli::validate::ExitCodes::Plain
    };
    ExitCode::from(codes.code(violations.len()))
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
