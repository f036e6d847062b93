//! Looking for a failure: the fixed inputs first (the statement's sample
//! and the package's secret files, as the caller gives them), then random files from the subject's generators, small
//! datasets first and growing, until one fails, `--cases` datasets have
//! passed or `--time` is up.

use super::config::TestError;
use super::session::{Judged, Session};
use super::subject::Subject;
use crate::progress::Progress;
use dice_core::rng::SplitMix64;

/// Draws of a random dataset before abbott gives up on one that keeps
/// the statement's promises (none has come near it).
const DRAWS: u32 = 10_000;

/// A failing input and where it came from.
#[derive(Clone, Debug)]
pub(super) struct Found<D> {
    /// Where it came from, in words.
    pub source: String,
    /// Its datasets.
    pub datasets: Vec<D>,
    /// The failing run.
    pub judged: Judged,
    /// How long the session had run when it was found.
    pub after: std::time::Duration,
}

/// Runs the sample, the secret files, then random files; gives the first
/// failure.
pub(super) fn hunt<S: Subject>(
    session: &mut Session<'_, S>,
    progress: &mut Progress,
) -> Result<Option<Found<S::Dataset>>, TestError> {
    let mut fixed = session.config.fixed.clone();
    fixed.extend(super::longest::file(session));
    let inputs: Vec<String> = fixed.iter().map(|f| f.input.clone()).collect();
    let judged = session.run_all(&inputs)?;
    for (super::Fixed { source, input }, judged) in fixed.into_iter().zip(judged) {
        let judged = session.settled(&input, judged)?;
        let datasets = (session.subject)
            .read(&input)
            .map_err(|e| TestError::Internal(e.to_string()))?;
        if judged.fault.is_some() {
            return Ok(Some(Found {
                source,
                datasets,
                judged,
                after: session.started.elapsed(),
            }));
        }
        session.figures.fixed_files += 1;
        session.figures.passed += datasets.len() as u64;
        progress.bar().inc(datasets.len() as u64);
        datasets.iter().for_each(|d| session.note_tried(d));
        progress.tick();
    }
    random(session, progress)
}

/// Random files, `-j` at a time, until one fails or the session ends.
fn random<S: Subject>(
    session: &mut Session<'_, S>,
    progress: &mut Progress,
) -> Result<Option<Found<S::Dataset>>, TestError> {
    let mut rng = SplitMix64::new(session.config.seed);
    let mut index = 0u64;
    while session.figures.passed < session.config.cases && !session.out_of_time() {
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
                file.push(draw(session, &mut rng, index)?);
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
            let n = file.len() as u64;
            session.figures.passed += n;
            session.figures.random_passed += n;
            progress.bar().inc(n);
            file.iter().for_each(|d| session.note_tried(d));
        }
        progress.tick();
    }
    Ok(None)
}

/// The `index`-th random dataset that keeps the statement's promises.
fn draw<S: Subject>(
    session: &mut Session<'_, S>,
    rng: &mut SplitMix64,
    index: u64,
) -> Result<S::Dataset, TestError> {
    for _ in 0..DRAWS {
        let dataset = session.subject.random(rng, index);
        if session.valid(std::slice::from_ref(&dataset)) {
            return Ok(dataset);
        }
    }
    Err(TestError::Internal(format!(
        "no valid random dataset in {DRAWS} draws"
    )))
}
