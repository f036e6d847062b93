//! Doing what a resolved [`Mode`] says: the one place every command starts
//! from, after the binaries have resolved their arguments.

use crate::exit::{self, Failure};
use crate::mode::{Mode, Solve};
use crate::refusal::Refusal;
use abbott_judge::RunError;
use std::io::Write;
use std::process::ExitCode;

/// Does what `mode` says: the one place every command starts from. The
/// binaries resolve their arguments into a [`Mode`] and hand it here.
pub fn run(mode: Mode) -> Result<ExitCode, Failure> {
    match mode {
        Mode::Solve(solve) => answer_files(&solve),
        Mode::Census(request) => census(&request),
        Mode::Check(check) => crate::check::command(&check),
        Mode::Validate(validate) => crate::validate::command(&validate),
        Mode::Render(request) => {
            let kind = crate::kind::of(request.chosen);
            crate::render::command(&request, |input| kind.scenes(input))
        }
        Mode::BlankPage(page) => crate::render::blank_page(&page),
        Mode::Generate(request) => generate(&request),
        Mode::Package(request) => package(&request),
        Mode::Play(request) => play(&request),
        Mode::Test(request) => test(request),
        Mode::Guard(guard) => guard
            .run()
            .map(|()| ExitCode::SUCCESS)
            .map_err(|e| Failure::Unable(format!("the launcher: {e}"))),
        Mode::Serve => abbott_tester::serve(crate::tester::guard_of)
            .map(|()| ExitCode::SUCCESS)
            .map_err(|e| Failure::Unable(format!("the kept launcher: {e}"))),
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
    crate::kind::of(*chosen).answer_files(inputs, *options, *threads)?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott test`: the puzzle's kind runs the session, with the
/// statement's sample and the package's secret cases (as kept in the
/// package, those that kill the model solutions' mutants first, being
/// small) where the puzzle has a package (none on the cube's other boards:
/// both are 3 x 3), each run held to the package's time limit unless
/// `--time-limit` says otherwise. Exit 0 when every dataset passed, 1
/// when a failure was found, 2 when the program cannot be run, 3 when the
/// session ended before the sample and every secret file had run.
fn test(request: crate::mode::Test) -> Result<ExitCode, Failure> {
    use abbott_tester::{Fixed, Outcome, TestError};
    use std::io::IsTerminal;
    let asked = std::time::Instant::now();
    let kind = crate::kind::of(request.chosen);
    let mut fixed = Vec::new();
    let mut package_time = None;
    if let Some(problem) = kind.problem() {
        fixed.push(Fixed {
            source: "the statement's sample".to_string(),
            input: abbott_package::sample_input(kind.as_ref()),
        });
        fixed.extend(
            (problem.kept_secret_cases_killers_first().into_iter()).map(|case| Fixed {
                source: format!("the package's secret case {}", case.name),
                input: case.input,
            }),
        );
        package_time = Some(problem.time_limit());
    }
    let inputs = (fixed, package_time);
    let config = crate::tester::config(&request.args, inputs, asked, request.launcher);
    let colour = std::io::stdout().is_terminal();
    let mut out = exit::stdout();
    let mut bar = crate::progress::Progress::steps(config.cases, "testing");
    let outcome = kind.test(config, &mut bar, (&mut out, colour));
    out.flush()?;
    match outcome {
        Ok(Outcome::Passed) => Ok(ExitCode::SUCCESS),
        Ok(Outcome::Failed) => Ok(ExitCode::FAILURE),
        Ok(Outcome::Unfinished) => Ok(ExitCode::from(3)),
        Err(TestError::Report(e)) => Err(Failure::Output(e)),
        Err(e) => Err(Failure::Unable(e.to_string())),
    }
}

/// `abbott census cube-puzzle [--board RxC] [--max-rolls D [--max-memory MB]]
/// [--workers N] [--processes N
/// --process I --hosts FILE]`: the CSV of answer counts, on process 0.
fn census(request: &crate::census::Request) -> Result<ExitCode, Failure> {
    use crate::progress::{CensusBar, Count, while_working};
    let mut out = exit::stdout();
    let (board, config) = (request.board, request.args.config());
    if let Some(max_rolls) = config.max_rolls
        && !config.partial_on_workers()
    {
        let res = while_working(Count::Time, "census", |bar| {
            let observer = CensusBar::new(bar, config.report);
            abbott_census::run_partial(board, max_rolls, &config, &observer, &mut out)
        });
        out.flush()?;
        return match res {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(abbott_census::PartialCensusError::Output(e)) => Err(Failure::Output(e)),
            Err(e) => Err(Failure::message(e)),
        };
    }
    if !config.on_workers() {
        // One process, no timely: its search is the fastest on one machine.
        let observer = CensusBar::new(&indicatif::ProgressBar::hidden(), config.report);
        abbott_census::fits_one_process(board, config.max_memory, &observer)
            .map_err(Failure::message)?;
        let res = while_working(Count::Time, "census", |bar| {
            let mut solver = match board == cube_puzzle::Shape::STATEMENT {
                true => abbott_judge::cube::solver(),
                false => cube_puzzle::Solver::new(),
            };
            let observer = CensusBar::new(bar, config.report);
            abbott_census::census_csv(board, &mut solver, &observer, &mut out)
        });
        out.flush()?;
        return match res {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(abbott_census::CsvError::Output(e)) => {
                Err(Failure::from_run("census", RunError::Output(e)))
            }
            Err(abbott_census::CsvError::TooLarge(e)) => Err(Failure::from(Refusal::from(e))),
            Err(e @ abbott_census::CsvError::Memory { .. }) => Err(Failure::message(e)),
        };
    }
    if config.processes > 1 {
        crate::peers::watch(board);
    }
    let res = while_working(Count::Time, "census", |bar| {
        let observer = std::sync::Arc::new(CensusBar::new(bar, config.report));
        abbott_census::run(board, &config, observer, &mut out)
    });
    out.flush()?;
    match res {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(abbott_census::CensusError::TooLarge(e)) => Err(Failure::from(Refusal::from(e))),
        Err(e) => Err(Failure::message(e)),
    }
}

/// `abbott package`: a problem package, and a line saying what was written.
fn package(request: &crate::args::PackageArgs) -> Result<ExitCode, Failure> {
    use abbott_package::{Existing, PackageError, Validators};
    let chosen = abbott_judge::puzzle::Chosen::statement(request.puzzle);
    let kind = crate::kind::of(chosen);
    let problem = kind
        .problem()
        .ok_or_else(|| Failure::message(format!("{chosen} has no problem package")))?;
    let existing = if request.force {
        Existing::Replace
    } else {
        Existing::Refuse
    };
    let validators = if request.link_validators {
        Validators::Link
    } else {
        Validators::Copy
    };
    let abbott = std::env::current_exe().map_err(|source| {
        Failure::message(PackageError::Io {
            action: "find",
            path: std::path::PathBuf::from("the running abbott"),
            source,
        })
    })?;
    let written = abbott_package::write(
        problem,
        kind.as_ref(),
        &request.dir,
        existing,
        validators,
        &abbott,
    )
    .map_err(Failure::message)?;
    let (files, bytes, dir) = (written.files, written.bytes, request.dir.display());
    let mut stderr = std::io::stderr();
    let _ = writeln!(stderr, "wrote {files} files ({bytes} bytes) to {dir}");
    if !abbott_package::STATIC {
        let _ = writeln!(stderr, "{}", static_note(request));
    }
    Ok(ExitCode::SUCCESS)
}

/// What a dynamically linked abbott's `package` says: how to build the
/// static one (`cargo xtask static-abbott` in abbott's clone, the one
/// command behind the sizes docs/judges.md gives), then to write the
/// package again with it.
fn static_note(request: &crate::args::PackageArgs) -> String {
    format!(
        "note: this abbott is dynamically linked, so the validators' copy runs only where this \
         C library does; for judge hosts, build a static abbott in abbott's clone with `cargo \
         xtask static-abbott` (which runs {build} and prints the binary's path, {path}) and \
         write the package again with it: {path} package {puzzle} {dir} --force",
        build = abbott_package::STATIC_BUILD,
        path = abbott_package::STATIC_PATH,
        puzzle = request.puzzle.name(),
        dir = request.dir.display(),
    )
}

/// `abbott play`: refused when standard output is not a terminal (keys
/// are read from the terminal, so the input may come from a pipe); exit 1
/// on a malformed input, before playing.
fn play(request: &crate::args::PlayArgs) -> Result<ExitCode, Failure> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return Err(Refusal::NoTerminal.into());
    }
    let chosen =
        abbott_judge::puzzle::Chosen::new(request.puzzle, request.board).map_err(Refusal::from)?;
    let kind = crate::kind::of(chosen);
    let deck = match &request.file {
        Some(_) => {
            let exit::Input { label, mut reader } = exit::open_input(request.file.as_deref())?;
            kind.games(&mut reader)
                .map_err(|e| Failure::from_run(&label, e))?
        }
        None => kind
            .games(&mut kind.sample().as_bytes())
            .map_err(|e| Failure::from_run("the embedded sample", e))?,
    };
    let games = deck.games();
    if games.is_empty() {
        return Err(Failure::message("no datasets to play"));
    }
    crate::play::screen::play(games).map_err(|e| {
        let reason = abbott_judge::error::os_reason(&e);
        Failure::message(format!("cannot play in the terminal: {reason}"))
    })?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott generate`: the datasets on standard output; exit 1 when none
/// with the answer asked for is found.
fn generate(generate: &crate::generate::Request) -> Result<ExitCode, Failure> {
    use crate::generate::GenerateError;
    let mut out = exit::stdout();
    let kind = crate::kind::of(generate.chosen);
    let res = crate::progress::while_working(crate::progress::Count::Bytes, "generating", |bar| {
        kind.generate(&generate.args, &mut bar.wrap_write(&mut out))
    });
    out.flush()?;
    match res {
        Ok(()) => {
            let limits = kind.statement_limits();
            if let Some(warning) = crate::generate::beyond_statement(limits, &generate.args) {
                let _ = writeln!(std::io::stderr(), "warning: {warning}");
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(GenerateError::Output(e)) => Err(Failure::Output(e)),
        Err(e @ (GenerateError::NoneFound(_) | GenerateError::Memory { .. })) => {
            Err(Failure::message(e))
        }
    }
}
