//! Doing what a resolved [`Mode`] says: the one place every command starts
//! from, after the binaries have resolved their arguments.

use crate::exit::{self, Failure};
use crate::mode::{Mode, Solve, Threads};
use crate::output::Options;
use crate::puzzle::Puzzle;
use crate::refusal::Refusal;
use std::io::Write;
use std::process::ExitCode;

/// Does what `mode` says: the one place every command starts from. The
/// binaries resolve their arguments into a [`Mode`] and hand it here.
pub fn run(mode: Mode) -> Result<ExitCode, Failure> {
    match mode {
        Mode::Solve(solve) => answer_files(&solve),
        Mode::Census(board) => census(board),
        Mode::Check(check) => crate::check::command(&check),
        Mode::Validate(validate) => crate::validate::command(&validate),
        Mode::Render(render) => crate::render::command(&render),
        Mode::Generate(generate) => crate::generate::command(&generate),
        Mode::Package(request) => package(&request),
        Mode::Play(request) => play(&request),
        Mode::Test(test) => crate::tester::main(&test),
        Mode::Demo => {
            let mut out = exit::stdout();
            out.write_all(crate::demo::demo().as_bytes())?;
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// Answers every dataset of the inputs onto standard output, each file's
/// answers, then its error if it is malformed (and no later file).
fn answer_files(solve: &Solve) -> Result<ExitCode, Failure> {
    let Solve {
        chosen,
        inputs,
        threads,
        options,
    } = solve;
    let on_statement = chosen.board == cube_puzzle::Shape::STATEMENT;
    if chosen.puzzle == Puzzle::CubePuzzle && (!on_statement || *options != Options::default()) {
        crate::batch::answer_cube_files(chosen.board, inputs, *options, *threads)?;
    } else if *threads == Threads::Exactly(std::num::NonZeroUsize::MIN)
        && *options == Options::default()
    {
        // One thread: each dataset answered as it is read, the solver's
        // searches kept from file to file.
        let mut out = exit::stdout();
        exit::each_input(inputs, &mut out, |input, mut out| {
            let res = crate::run::solve_stream_with_options(
                chosen.puzzle,
                *options,
                input.reader,
                &mut out,
            );
            res.map_err(|e| Failure::from_run(&input.label, e))
        })?;
    } else {
        crate::batch::run_files(chosen.puzzle, options.format, inputs, *threads)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `abbott census cube-puzzle [--board RxC]`: the CSV of answer counts.
fn census(board: cube_puzzle::Shape) -> Result<ExitCode, Failure> {
    let mut out = exit::stdout();
    let res = crate::cube::census_csv(board, &mut out);
    out.flush()?;
    match res {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(crate::cube::CensusError::Run(e)) => Err(Failure::from_run("census", e)),
        Err(crate::cube::CensusError::TooLarge(e)) => Err(Failure::from(Refusal::from(e))),
    }
}

/// `abbott package`: a problem package, and a line saying what was written.
fn package(request: &crate::args::PackageArgs) -> Result<ExitCode, Failure> {
    use crate::package::Existing;
    let existing = if request.force {
        Existing::Replace
    } else {
        Existing::Refuse
    };
    let written =
        crate::package::write(request.puzzle, &request.dir, existing).map_err(Failure::message)?;
    let (files, bytes, dir) = (written.files, written.bytes, request.dir.display());
    let mut stderr = std::io::stderr();
    let _ = writeln!(stderr, "wrote {files} files ({bytes} bytes) to {dir}");
    if !crate::package::STATIC {
        let _ = writeln!(
            stderr,
            "note: this abbott is dynamically linked, so the validators' copy runs only where this C library does; for judge hosts: {}",
            crate::package::STATIC_BUILD
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// `abbott play`: refused when standard output is not a terminal (keys
/// are read from the terminal, so the input may come from a pipe); exit 1
/// on a malformed input, before playing.
fn play(request: &crate::args::PlayArgs) -> Result<ExitCode, Failure> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return Err(Refusal::NoTerminal.into());
    }
    let games = match &request.file {
        Some(_) => {
            let exit::Input { label, reader } = exit::open_input(request.file.as_deref())?;
            crate::play::load(request.puzzle, reader).map_err(|e| Failure::input(&label, e))?
        }
        None => crate::play::load(
            request.puzzle,
            crate::demo::sample(request.puzzle).as_bytes(),
        )
        .map_err(|e| Failure::input("the embedded sample", e))?,
    };
    let games = games.games();
    if games.is_empty() {
        return Err(Failure::message("no datasets to play"));
    }
    crate::play::screen::play(games).map_err(Failure::message)?;
    Ok(ExitCode::SUCCESS)
}
