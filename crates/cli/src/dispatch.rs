//! Doing what a resolved [`Mode`] says: the one place every command starts
//! from, after the binaries have resolved their arguments.

use crate::exit::{self, Failure};
use crate::mode::{Mode, Solve};
use crate::refusal::Refusal;
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
        Mode::Render(request) => render(&request),
        Mode::Generate(request) => generate(&request),
        Mode::Package(request) => package(&request),
        Mode::Play(request) => play(&request),
        Mode::Test(request) => test(request),
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

/// `abbott test`: the puzzle's kind runs the session, after the
/// statement's sample and the package's secret cases (those that kill the
/// model solutions' mutants first, being small) where the puzzle
/// has a package (none on the cube's other boards: both are 3 x 3). Exit 0 when
/// every dataset passed, 1 when a failure was found, 2 when the program
/// cannot be run.
fn test(request: crate::mode::Test) -> Result<ExitCode, Failure> {
    use crate::tester::{Fixed, Outcome, TestError};
    use std::io::IsTerminal;
    let asked = std::time::Instant::now();
    let kind = crate::kind::of(request.chosen);
    let mut fixed = Vec::new();
    if let Some(problem) = kind.problem() {
        fixed.push(Fixed {
            source: "the statement's sample".to_string(),
            input: crate::package::sample_input(kind.as_ref()),
        });
        for case in problem.secret_cases_killers_first() {
            fixed.push(Fixed {
                source: format!("the package's secret case {}", case.name),
                input: case.input,
            });
        }
    }
    let config = crate::tester::config(&request.args, fixed, asked);
    let colour = std::io::stdout().is_terminal();
    let mut out = exit::stdout();
    let outcome = kind.test(config, &mut out, colour);
    out.flush()?;
    match outcome {
        Ok(Outcome::Passed) => Ok(ExitCode::SUCCESS),
        Ok(Outcome::Failed) => Ok(ExitCode::FAILURE),
        Err(TestError::Report(e)) => Err(Failure::Output(e)),
        Err(e) => Err(Failure::Unable(e.to_string())),
    }
}

/// `abbott census cube-puzzle [--board RxC] [--max-rolls D [--max-memory MB]]
/// [--workers N] [--processes N
/// --process I --hosts FILE]`: the CSV of answer counts, on process 0.
fn census(request: &crate::census::Request) -> Result<ExitCode, Failure> {
    let mut out = exit::stdout();
    if let Some(max_rolls) = request.args.max_rolls {
        let max_bytes = match request.args.max_memory {
            Some(mb) => usize::try_from(mb.saturating_mul(1_000_000)).unwrap_or(usize::MAX),
            None => crate::census::partial::default_budget(),
        };
        let res = crate::census::partial::run(
            request.board,
            max_rolls,
            max_bytes,
            request.args.report,
            &mut out,
        );
        out.flush()?;
        return match res {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(crate::census::partial::PartialCensusError::Output(e)) => Err(Failure::Output(e)),
            Err(e) => Err(Failure::message(e)),
        };
    }
    if !request.args.on_workers() {
        // One process, no timely: its search is the fastest on one machine.
        let res = crate::cube::census_csv(request.board, &mut out);
        out.flush()?;
        return match res {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(crate::cube::CensusError::Run(e)) => Err(Failure::from_run("census", e)),
            Err(crate::cube::CensusError::TooLarge(e)) => Err(Failure::from(Refusal::from(e))),
            Err(e @ crate::cube::CensusError::Memory { .. }) => Err(Failure::message(e)),
        };
    }
    let res = crate::census::run(request, &mut out);
    out.flush()?;
    match res {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(crate::census::CensusError::TooLarge(e)) => Err(Failure::from(Refusal::from(e))),
        Err(e) => Err(Failure::message(e)),
    }
}

/// `abbott package`: a problem package, and a line saying what was written.
fn package(request: &crate::args::PackageArgs) -> Result<ExitCode, Failure> {
    use crate::package::{Existing, Validators};
    let chosen = crate::puzzle::Chosen::statement(request.puzzle);
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
    let written = crate::package::write(problem, kind.as_ref(), &request.dir, existing, validators)
        .map_err(Failure::message)?;
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
    let chosen =
        crate::puzzle::Chosen::new(request.puzzle, request.board).map_err(Refusal::from)?;
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
        let reason = crate::error::os_reason(&e);
        Failure::message(format!("cannot play in the terminal: {reason}"))
    })?;
    Ok(ExitCode::SUCCESS)
}

/// `abbott render`: exit 1 on a malformed input, after drawing what came
/// before it. Drawings written to files are announced on standard error
/// before writing when they are large, and named after a success (a
/// failure's one line stays the only one).
fn render(render: &crate::render::Request) -> Result<ExitCode, Failure> {
    use crate::announce::{self, size};
    use crate::progress::{Count, while_working};
    use crate::render::{Drawing, html, svg, terminal};
    use std::io::IsTerminal;
    if let Drawing::Html(path) = &render.drawing
        && let Some(refusal) = html::refuse_target(path, &render.input)
    {
        return Err(Failure::message(refusal));
    }
    let exit::Input { label, reader } = exit::open_input(Some(&render.input))?;
    let mut reader = reader;
    let kind = crate::kind::of(render.chosen);
    let (scenes, error) = while_working(Count::Time, "solving", |_| kind.scenes(&mut reader));
    // A file or folder that cannot be written: its path and the reason in
    // plain words.
    let cannot = |action: &str, path: &std::path::Path, e: std::io::Error| {
        let reason = crate::error::os_reason(&e);
        Failure::message(format!("cannot {action} {}: {reason}", path.display()))
    };
    let written = match &render.drawing {
        Drawing::Svg(dir) => {
            if dir.exists() && !dir.is_dir() {
                let message = format!(
                    "cannot write SVG files into {}: it is a file, not a folder",
                    dir.display()
                );
                return Err(Failure::message(message));
            }
            let count = Count::Steps(scenes.len() as u64);
            std::fs::create_dir_all(dir)
                .map_err(|e| cannot("create the folder", dir, e))
                .and_then(|()| {
                    while_working(count, "drawing SVG files", |bar| {
                        let mut bytes = 0;
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
                            let path = dir.join(format!("{:03}-{name}.svg", k + 1));
                            let document = svg::document(scene);
                            let what = format!("picture to {}", path.display());
                            if let Some(line) = announce::before(document.len(), &what) {
                                bar.suspend(|| announce::say(&line));
                            }
                            std::fs::write(&path, &document)
                                .map_err(|e| cannot("write", &path, e))?;
                            bytes += document.len();
                            bar.inc(1);
                        }
                        Ok(bytes)
                    })
                })
                .map(|bytes| {
                    let n = scenes.len();
                    let files = if n == 1 { "file" } else { "files" };
                    let (size, dir) = (size(bytes), dir.display());
                    Some(format!("wrote {n} SVG {files} ({size}) to {dir}"))
                })
        }
        Drawing::Html(path) => {
            let title = if render.input.as_os_str() == "-" {
                "<stdin>".to_string()
            } else {
                (render.input.file_name())
                    .map_or("<stdin>".into(), |n| n.to_string_lossy().into_owned())
            };
            let page = while_working(Count::Time, "drawing the page", |_| {
                html::page(&title, &scenes)
            });
            let what = format!("page to {}", path.display());
            if let Some(line) = announce::before(page.len(), &what) {
                announce::say(&line);
            }
            std::fs::write(path, &page)
                .map_err(|e| cannot("write", path, e))
                .map(|()| Some(format!("wrote a {} {what}", size(page.len()))))
        }
        Drawing::Terminal => {
            let stdout = std::io::stdout();
            let colour = stdout.is_terminal();
            let mut out = std::io::BufWriter::new(stdout.lock());
            scenes
                .iter()
                .try_for_each(|scene| terminal::draw(&mut out, scene, colour))
                .and_then(|()| out.flush())
                .map(|()| None)
                .map_err(Failure::Output)
        }
    };
    match (written, error) {
        (Err(e), _) => Err(e),
        (Ok(_), Some(e)) => Err(Failure::from_run(&label, e)),
        (Ok(said), None) => {
            if let Some(line) = said {
                announce::say(&line);
            }
            Ok(ExitCode::SUCCESS)
        }
    }
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
