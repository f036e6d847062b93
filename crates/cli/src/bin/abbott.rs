//! `abbott`: the umbrella binary over every puzzle and tool.

use clap::Parser;
use cli::Puzzle;
use cli::args::{AbbottArgs, BatchArgs, Command};
use cli::exit::{self, Failure};
use cli::output::OutputFormat;
use cube_puzzle::Shape;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = AbbottArgs::parse();
    match args.command {
        Command::DiceMaze(batch) => solve(Puzzle::DiceMaze, &batch),
        Command::ArrowMaze(batch) => solve(Puzzle::ArrowMaze, &batch),
        Command::CubePuzzle(cube)
            if cube.board.is_some_and(|b| b != Shape::STATEMENT)
                || cube.moves
                || cube.batch.format == OutputFormat::Json =>
        {
            // Other boards, and rolls (from each class's search layers):
            // one dataset at a time on each of -j threads.
            exit::finish(shaped(&cube))
        }
        Command::CubePuzzle(cube) => solve(Puzzle::CubePuzzle, &cube.batch),
        Command::Demo => exit::finish(demo()),
        Command::Generate(request) => exit::finish(generate(&request)),
        Command::Test(request) => exit::finish(cli::tester::main(&request)),
        Command::Check(request) => exit::finish(check(&request)),
        Command::Validate(request) => exit::finish(validate(&request)),
        Command::Package(request) => exit::finish(package(&request)),
        Command::Render(request) => exit::finish(render(&request)),
        Command::Play(request) => exit::finish(play(&request)),
        Command::Census {
            board: Some(board), ..
        } if board != Shape::STATEMENT => exit::finish(shaped_census(board)),
        Command::Census { .. } => exit::finish(census()),
    }
}

/// `abbott demo`: the samples and their answers.
fn demo() -> Result<ExitCode, Failure> {
    let mut out = exit::stdout();
    out.write_all(cli::demo::demo().as_bytes())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott generate`: random datasets in the judge format.
fn generate(request: &cli::args::GenerateArgs) -> Result<ExitCode, Failure> {
    if let Some(misfit) = cli::generate::misfit(request) {
        return Err(Failure::message(misfit).with_code(2));
    }
    let mut out = exit::stdout();
    let res = cli::generate::generate(request, &mut out);
    out.flush()?;
    match res {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(cli::generate::GenerateError::Output(e)) => Err(Failure::Output(e)),
        Err(e @ cli::generate::GenerateError::NoneFound(_)) => Err(Failure::message(e)),
    }
}

/// `abbott census cube-puzzle`: the CSV of answer counts.
fn census() -> Result<ExitCode, Failure> {
    let mut out = exit::stdout();
    cli::cube::census_csv(Shape::STATEMENT, &mut out).map_err(|e| census_failure("census", e))?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott cube-puzzle --board RxC` on a board other than 3x3, or with the
/// rolls: each file's answers, then its error if it is malformed; on one
/// thread unless `-j` says more (each thread keeps its own searches).
fn shaped(cube: &cli::args::CubeArgs) -> Result<ExitCode, Failure> {
    let shape = cube.board.unwrap_or(Shape::STATEMENT);
    let options = cli::Options {
        format: cube.batch.format,
        moves: cube.moves,
    };
    let threads = cube.batch.jobs.map_or(1, usize::from);
    let threads = std::num::NonZeroUsize::new(threads).expect("-j is at least 1 (clap's range)");
    cli::batch::answer_cube_files(shape, &cube.batch.files, options, threads)?;
    Ok(ExitCode::SUCCESS)
}

/// A census's failure: the output's (exit 1) or the board's (too large,
/// exit 2).
fn census_failure(label: &str, e: cli::cube::CensusError) -> Failure {
    match e {
        cli::cube::CensusError::Run(e) => Failure::from_run(label, e),
        e @ cli::cube::CensusError::TooLarge(_) => Failure::message(e).with_code(2),
    }
}

/// `abbott census cube-puzzle --board RxC` on a board other than 3x3.
fn shaped_census(board: Shape) -> Result<ExitCode, Failure> {
    let mut out = exit::stdout();
    cli::cube::census_csv(board, &mut out).map_err(|e| census_failure("census", e))?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott package`: a problem package, and a line saying what was written.
fn package(request: &cli::args::PackageArgs) -> Result<ExitCode, Failure> {
    use cli::package::Existing;
    let existing = if request.force {
        Existing::Replace
    } else {
        Existing::Refuse
    };
    let written =
        cli::package::write(request.puzzle, &request.dir, existing).map_err(Failure::message)?;
    let (files, bytes, dir) = (written.files, written.bytes, request.dir.display());
    let mut stderr = std::io::stderr();
    let _ = writeln!(stderr, "wrote {files} files ({bytes} bytes) to {dir}");
    if !cli::package::STATIC {
        let _ = writeln!(
            stderr,
            "note: this abbott is dynamically linked, so the validators' copy runs only where this C library does; for judge hosts: {}",
            cli::package::STATIC_BUILD
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// `abbott check`: abbott's own report, or one of the judge systems'
/// checker interfaces.
fn check(request: &cli::args::CheckArgs) -> Result<ExitCode, Failure> {
    use cli::check::interface;
    if request.board.is_some() && request.puzzle != Puzzle::CubePuzzle {
        let message = "--board applies to the cube puzzle only";
        return Err(Failure::message(message).with_code(2));
    }
    let board = request.board.unwrap_or(Shape::STATEMENT);
    let third = request.third.as_deref();
    match (request.icpc, request.testlib, third) {
        (true, _, Some(feedback_dir)) => {
            let team = std::io::stdin().lock();
            let outcome = interface::icpc(
                request.puzzle,
                board,
                &request.input,
                &request.second,
                feedback_dir,
                team,
            );
            Ok(ExitCode::from(outcome.icpc_exit_code()))
        }
        (_, true, Some(answer)) => {
            let outcome = interface::testlib(
                request.puzzle,
                board,
                &request.input,
                &request.second,
                answer,
            );
            // testlib checkers print their verdict on standard error.
            let _ = writeln!(std::io::stderr(), "{}", outcome.message());
            Ok(ExitCode::from(outcome.testlib_exit_code()))
        }
        (false, false, Some(_)) => Err(Failure::message(
            "three files are for --icpc (INPUT ANSWER FEEDBACK_DIR) or --testlib (INPUT OUTPUT ANSWER)",
        )
        .with_code(2)),
        _ => report(request),
    }
}

/// `abbott check PUZZLE INPUT OUTPUT`: exit 0 when every answer passes, 1
/// when any fails, 2 when the files cannot be read.
fn report(request: &cli::args::CheckArgs) -> Result<ExitCode, Failure> {
    use cli::check::{CheckError, Length};
    let board = request.board.unwrap_or(Shape::STATEMENT);
    let input = exit::open_input(Some(&request.input)).map_err(|e| e.with_code(2))?;
    let output = exit::open_input(Some(&request.second)).map_err(|e| e.with_code(2))?;
    let length = if request.allow_longer {
        Length::AnyLegal
    } else {
        Length::Shortest
    };
    let mut out = exit::stdout();
    let res = cli::check::check_on(
        request.puzzle,
        board,
        input.reader,
        output.reader,
        length,
        &mut out,
    );
    out.flush()?;
    match res {
        Ok(tally) if tally.failed == 0 => Ok(ExitCode::SUCCESS),
        Ok(_) => Ok(ExitCode::FAILURE),
        Err(CheckError::Input(e)) => Err(Failure::input(&input.label, e).with_code(2)),
        Err(CheckError::Report(e)) => Err(Failure::Output(e)),
        Err(e) => Err(Failure::message(e).with_code(2)),
    }
}

/// `abbott validate`: one line per broken rule on standard output; exit 0
/// or 42 valid, 1 or 43 invalid, 2 unreadable.
fn validate(request: &cli::args::ValidateArgs) -> Result<ExitCode, Failure> {
    use std::io::Read;
    if request.board.is_some() && request.puzzle != Puzzle::CubePuzzle {
        let message = "--board applies to the cube puzzle only";
        return Err(Failure::message(message).with_code(2));
    }
    let board = request.board.unwrap_or(Shape::STATEMENT);
    let mut input = exit::open_input(request.file.as_deref()).map_err(|e| e.with_code(2))?;
    let mut bytes = Vec::new();
    input
        .reader
        .by_ref()
        .take(1 << 30)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::input(&input.label, e).with_code(2))?;
    let limits = if request.extended {
        dice_core::strict::Limits::Extended
    } else {
        dice_core::strict::Limits::Original
    };
    let violations = cli::validate::board_violations(request.puzzle, board, &bytes, limits);
    let mut out = exit::stdout();
    for v in &violations {
        writeln!(out, "{v}")?;
    }
    out.flush()?;
    let codes = if request.icpc {
        cli::validate::ExitCodes::Icpc
    } else {
        cli::validate::ExitCodes::Plain
    };
    Ok(ExitCode::from(codes.code(violations.len())))
}

fn solve(puzzle: Puzzle, batch: &BatchArgs) -> ExitCode {
    let threads = batch.jobs.map(usize::from);
    cli::batch::run_files(puzzle, batch.format, &batch.files, threads)
}

/// `abbott play`: refuses (exit 2) when standard output is not a terminal
/// (keys are read from the terminal, so the input may come from a pipe);
/// exit 1 on a malformed input, before playing.
fn play(request: &cli::args::PlayArgs) -> Result<ExitCode, Failure> {
    use std::io::IsTerminal;
    if request.board.is_some() && request.puzzle != Puzzle::CubePuzzle {
        let message = "--board applies to the cube puzzle only";
        return Err(Failure::message(message).with_code(2));
    }
    let board = request.board.unwrap_or(Shape::STATEMENT);
    if request.file.is_none() && board != Shape::STATEMENT {
        let message =
            format!("--board {board} needs a FILE: the embedded sample is on the 3x3 board");
        return Err(Failure::message(message).with_code(2));
    }
    if !std::io::stdout().is_terminal() {
        return Err(
            Failure::message("abbott play needs a terminal: standard output is not one")
                .with_code(2),
        );
    }
    let games = match &request.file {
        Some(_) => {
            let exit::Input { label, reader } = exit::open_input(request.file.as_deref())?;
            cli::play::load(request.puzzle, board, reader).map_err(|e| Failure::input(&label, e))?
        }
        None => cli::play::load(
            request.puzzle,
            board,
            cli::demo::sample(request.puzzle).as_bytes(),
        )
        .map_err(|e| Failure::input("the embedded sample", e))?,
    };
    let games = games.games();
    if games.is_empty() {
        return Err(Failure::message("no datasets to play").with_code(1));
    }
    cli::play::screen::play(games).map_err(Failure::message)?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott render`: exit 1 on a malformed input, after drawing what came
/// before it.
fn render(request: &cli::args::RenderArgs) -> Result<ExitCode, Failure> {
    use std::io::IsTerminal;
    let exit::Input { label, reader } = exit::open_input(request.file.as_deref())?;
    if request.board.is_some() && request.puzzle != Puzzle::CubePuzzle {
        let message = "--board applies to the cube puzzle only";
        return Err(Failure::message(message).with_code(2));
    }
    let board = request.board.unwrap_or(Shape::STATEMENT);
    let (scenes, error) = cli::render::scenes(request.puzzle, board, reader);
    let written = if let Some(dir) = &request.svg {
        let in_dir =
            |e: std::io::Error| std::io::Error::new(e.kind(), format!("{}: {e}", dir.display()));
        std::fs::create_dir_all(dir).map_err(in_dir).and_then(|()| {
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
            .map_err(|e| std::io::Error::new(e.kind(), format!("{}: {e}", path.display())))
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
        (Err(e), _) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Failure::Output(e)),
        (Err(e), _) => Err(Failure::message(e)),
        (Ok(()), Some(e)) => Err(Failure::input(&label, e)),
        (Ok(()), None) => Ok(ExitCode::SUCCESS),
    }
}
