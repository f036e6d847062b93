//! Looking for a failure: the statement's sample first, then multi-test
//! files against carried state (`carried`) while the package's secret
//! files are made, then those files (as the caller gives them) and the
//! longest-answer file of `longest` (where there are no secret files, the
//! files against carried state after it), then random files from the
//! subject's generators, small datasets first and growing, until one
//! fails, `--cases` datasets have passed or `--time` is up.

use super::config::TestError;
use super::observe::Observer;
use super::session::{Drawn, Found, Session};
use super::subject::Subject;
use dice_core::rng::SplitMix64;

/// Runs the sample, the files against carried state, the secret files,
/// then random files; gives the first failure. The sample runs at once
/// and the files against carried state next, while the secret files are
/// made (`Config::later`, seconds); the longest-answer file runs once
/// those passed.
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
    // While the secret files are made, the files against carried state
    // run; without secret files they run after the longest-answer file.
    let carried_early = session.config.later.is_some();
    if carried_early && let Some(found) = super::carried::hunt(session, progress)? {
        return Ok(Some(found));
    }
    // Files not needed are not waited for: the thread ends with abbott.
    if let Some(later) = session.config.later.take().filter(|_| goes_on(session)) {
        let later = later.wait()?;
        if let Some(found) = fixed_files(session, progress, &later)? {
            return Ok(Some(found));
        }
    }
    if goes_on(session) {
        let longest = super::longest::file(session);
        if let Some(found) = fixed_files(session, progress, longest.as_slice())? {
            return Ok(Some(found));
        }
    }
    if !carried_early && let Some(found) = super::carried::hunt(session, progress)? {
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
        for (Capped { fixed, datasets }, judged) in wave.iter().zip(judged) {
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
            progress.tick();
        }
    }
    Ok(None)
}

/// A fixed input as run, with its datasets.
struct Capped<D> {
    fixed: super::Fixed,
    datasets: Vec<D>,
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
        if datasets.len() as u64 > left {
            datasets.truncate(left as usize);
            fixed.input = S::write(&datasets);
            fixed.source = format!(
                "{} (its first {} datasets, as --cases allows)",
                fixed.source,
                datasets.len()
            );
        }
        left -= datasets.len() as u64;
        out.push(Capped { fixed, datasets });
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
