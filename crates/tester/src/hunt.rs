//! Looking for a failure: the statement's sample and the package's secret
//! files first (as the caller gives them), then the longest-answer file
//! of `longest`, multi-test files against carried state (`carried`),
//! then random files from the subject's generators, small datasets first
//! and growing, until one fails, `--cases` datasets have passed or
//! `--time` is up. No random dataset runs before every fixed file has.

use super::config::TestError;
use super::observe::Observer;
use super::session::{Drawn, Found, Session};
use super::subject::Subject;
use dice_core::rng::SplitMix64;

/// Runs the sample and the secret files, the longest-answer file, the
/// files against carried state, then random files; gives the first
/// failure.
pub(super) fn hunt<S: Subject>(
    session: &mut Session<'_, S>,
    progress: &mut dyn Observer,
) -> Result<Option<Found<S::Dataset>>, TestError> {
    let first = session.config.fixed.clone();
    if let Some(found) = fixed_files(session, progress, &first)? {
        return Ok(Some(found));
    }
    let goes_on = |session: &Session<'_, S>| {
        session.figures.passed < session.config.cases && !session.time_is_up()
    };
    if goes_on(session) {
        let longest = super::longest::file(session);
        let before = session.figures.fixed_whole;
        let found = fixed_files(session, progress, longest.as_slice())?;
        // The longest-answer file is drawn, not one the caller must see run.
        session.figures.fixed_whole = before;
        if found.is_some() {
            return Ok(found);
        }
    }
    if let Some(found) = super::carried::hunt(session, progress)? {
        return Ok(Some(found));
    }
    random(session, progress)
}

/// Runs `files`, `-j` at a time, as many as `--cases` lets run; gives the
/// first failure.
fn fixed_files<S: Subject>(
    session: &mut Session<'_, S>,
    progress: &mut dyn Observer,
    files: &[super::Fixed],
) -> Result<Option<Found<S::Dataset>>, TestError> {
    let fixed = capped(session, files)?;
    for wave in fixed.chunks(session.config.jobs.max(1)) {
        if session.time_is_up() {
            return Ok(None);
        }
        let inputs: Vec<String> = wave.iter().map(|c| c.fixed.input.clone()).collect();
        let judged = session.run_all(&inputs)?;
        for (capped, judged) in wave.iter().zip(judged) {
            let Capped {
                fixed,
                datasets,
                cut,
            } = capped;
            let judged = session.settled(&fixed.input, judged)?;
            if judged.fault.is_some() {
                return Ok(Some(Found {
                    source: fixed.source.clone(),
                    datasets: datasets.clone(),
                    judged,
                    after: session.started.elapsed(),
                }));
            }
            session.passed_file(datasets, Drawn::Fixed, progress);
            if !cut {
                session.figures.fixed_whole += 1;
            }
            progress.tick();
        }
    }
    Ok(None)
}

/// A fixed input as run, with its datasets.
struct Capped<D> {
    fixed: super::Fixed,
    datasets: Vec<D>,
    /// Whether `--cases` cut it short.
    cut: bool,
}

/// The fixed inputs with their datasets, as many as `--cases` lets run
/// after those that passed: the file that reaches it cut to its first
/// datasets, those after it left out.
fn capped<S: Subject>(
    session: &Session<'_, S>,
    files: &[super::Fixed],
) -> Result<Vec<Capped<S::Dataset>>, TestError> {
    let mut left = session.config.cases.saturating_sub(session.figures.passed);
    let mut out = Vec::new();
    for fixed in files {
        if left == 0 {
            break;
        }
        let mut datasets = (session.subject)
            .read(&fixed.input)
            .map_err(|e| TestError::Internal(e.to_string()))?;
        let mut fixed = fixed.clone();
        let cut = datasets.len() as u64 > left;
        if cut {
            datasets.truncate(left as usize);
            fixed.input = S::write(&datasets);
            fixed.source = format!(
                "{} (its first {} datasets, as --cases allows)",
                fixed.source,
                datasets.len()
            );
        }
        left -= datasets.len() as u64;
        out.push(Capped {
            fixed,
            datasets,
            cut,
        });
    }
    Ok(out)
}

/// Random files, `-j` at a time, until one fails or the session ends.
fn random<S: Subject>(
    session: &mut Session<'_, S>,
    progress: &mut dyn Observer,
) -> Result<Option<Found<S::Dataset>>, TestError> {
    let mut rng = SplitMix64::new(session.config.seed);
    let mut index = 0u64;
    while session.figures.passed < session.config.cases && !session.time_is_up() {
        let mut files = Vec::new();
        let mut left = session.config.cases.saturating_sub(session.figures.passed);
        for _ in 0..session.config.jobs.max(1) {
            let n = (session.subject.per_run() as u64).min(left);
            if n == 0 {
                break;
            }
            left -= n;
            let mut file = Vec::new();
            for _ in 0..n {
                file.push(session.random_valid(&mut rng, index)?);
                index += 1;
            }
            files.push((index - n, file));
        }
        let inputs: Vec<String> = files.iter().map(|(_, f)| S::write(f)).collect();
        let judged = session.run_all(&inputs)?;
        for (((first, file), input), judged) in files.into_iter().zip(&inputs).zip(judged) {
            let judged = session.settled(input, judged)?;
            if judged.fault.is_some() {
                let source = format!(
                    "random datasets {} to {} (seed {}), one file",
                    first + 1,
                    first + file.len() as u64,
                    session.config.seed
                );
                return Ok(Some(Found {
                    source,
                    datasets: file,
                    judged,
                    after: session.started.elapsed(),
                }));
            }
            session.passed_file(&file, Drawn::Random, progress);
        }
        progress.tick();
    }
    Ok(None)
}
