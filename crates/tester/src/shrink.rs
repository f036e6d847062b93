//! Shrinking a failure: the fewest datasets that still fail (one when one
//! does, two when a dataset fails only after another), then each dataset
//! made simpler one step at a time, taking the first simpler dataset in
//! the subject's order that still fails the same way. Two datasets that
//! share nothing the subject names give way, where a pair does, to the
//! second after a relative of its own (the same maze with another start);
//! two that share squares (or a pattern) are made simpler together first,
//! and neither alone loses what they share: that is what made the first
//! dataset's state matter. Every candidate is valid judge data and is run
//! alone before it is kept, so the result is deterministic for a
//! deterministic program. It stops where it is when the session's
//! `--time` is up.

use super::config::TestError;
use super::judge::{Fault, FaultKind, verdicts};
use super::session::{Judged, Session};
use super::subject::Subject;
use dice_core::rng::SplitMix64;

/// A shrunk failure.
#[derive(Clone, Debug)]
pub(super) struct Shrunk<D> {
    /// The datasets that fail.
    pub datasets: Vec<D>,
    /// The run on them.
    pub judged: Judged,
    /// Runs spent shrinking.
    pub runs: u64,
    /// Whether the smallest input failed as the first did, so that no
    /// shrinking was needed: the failure is likely every input's.
    pub smallest_fails: bool,
}

/// Datasets that fail the same way as the ones shrunk, with the run on
/// them.
struct Failing<D> {
    datasets: Vec<D>,
    judged: Judged,
}

/// Shrinks `datasets`, on which the program failed with `judged`.
pub(super) fn shrink<S: Subject>(
    session: &mut Session<'_, S>,
    datasets: Vec<S::Dataset>,
    judged: Judged,
) -> Result<Shrunk<S::Dataset>, TestError> {
    let runs_before = session.figures.runs;
    let kind = judged.fault.as_ref().map_or(FaultKind::Wrong, Fault::kind);
    let mut best = Shrunk {
        datasets,
        judged,
        runs: 0,
        smallest_fails: false,
    };
    // A failure every input gives (a program that cannot begin its work,
    // or that runs out of time whatever it reads) is the smallest
    // input's too: one run tells, and nothing is left to shrink.
    if let Some(smallest) = smallest(session, &best.datasets)
        && let Some(judged) = session.fails(std::slice::from_ref(&smallest), kind)?
    {
        best.datasets = vec![smallest];
        best.judged = judged;
        best.runs = session.figures.runs - runs_before;
        best.smallest_fails = true;
        return Ok(best);
    }
    fewer_datasets(session, kind, &mut best)?;
    if let Some(pair) = related(session, kind, &best.datasets)? {
        best.datasets = pair.datasets;
        best.judged = pair.judged;
    }
    loop {
        while !session.out_of_time()
            && let Some(pair) = together(session, kind, &best.datasets)?
        {
            best.datasets = pair.datasets;
            best.judged = pair.judged;
        }
        for place in 0..best.datasets.len() {
            while !session.out_of_time()
                && let Some((dataset, judged)) = simpler(session, kind, &best.datasets, place)?
            {
                best.datasets[place] = dataset;
                best.judged = judged;
            }
        }
        // A simpler dataset may no longer need the others: then fewer are
        // kept, and those made simpler again.
        let before = best.datasets.len();
        if before < 2 || session.out_of_time() {
            break;
        }
        fewer_datasets(session, kind, &mut best)?;
        if best.datasets.len() == before {
            break;
        }
    }
    best.runs = session.figures.runs - runs_before;
    Ok(best)
}

/// The smallest dataset the first of `datasets` simplifies to, taking
/// the subject's first simpler step that stays valid judge data each time
/// (without running anything); `None` where it is already that small.
fn smallest<S: Subject>(session: &Session<'_, S>, datasets: &[S::Dataset]) -> Option<S::Dataset> {
    /// Steps before giving up on reaching the smallest (a dataset of the
    /// statement's largest size takes a few hundred).
    const MAX_STEPS: usize = 100_000;
    let first = datasets.first()?;
    let mut dataset = first.clone();
    let mut stepped = false;
    for _ in 0..MAX_STEPS {
        let next = S::simpler(&dataset)
            .into_iter()
            .find(|c| session.valid(std::slice::from_ref(c)));
        match next {
            Some(next) => {
                dataset = next;
                stepped = true;
            }
            None => break,
        }
    }
    (stepped || datasets.len() > 1).then_some(dataset)
}

/// Keeps the fewest datasets that fail: the rejected one alone if it
/// fails alone, else with one dataset before it (the nearest first: what a
/// program carries from one dataset to the next), else whole runs of
/// datasets left out, halving; until `--time` is up.
fn fewer_datasets<S: Subject>(
    session: &mut Session<'_, S>,
    kind: FaultKind,
    best: &mut Shrunk<S::Dataset>,
) -> Result<(), TestError> {
    if let Some(Fault::Wrong { index: Some(i), .. }) = best.judged.fault
        && best.datasets.len() > 1
    {
        let alone = vec![best.datasets[i].clone()];
        if let Some(judged) = session.fails(&alone, kind)? {
            best.datasets = alone;
            best.judged = judged;
        } else {
            for before in (0..i).rev() {
                if session.out_of_time() {
                    break;
                }
                let pair = vec![best.datasets[before].clone(), best.datasets[i].clone()];
                if let Some(judged) = session.fails(&pair, kind)? {
                    best.datasets = pair;
                    best.judged = judged;
                    break;
                }
            }
        }
    }
    let mut chunk = best.datasets.len() / 2;
    while best.datasets.len() > 1 && chunk > 0 && !session.out_of_time() {
        let mut at = 0;
        while at < best.datasets.len() && best.datasets.len() > 1 && !session.out_of_time() {
            let end = (at + chunk).min(best.datasets.len());
            let mut fewer = best.datasets.clone();
            fewer.drain(at..end);
            match session.fails(&fewer, kind)? {
                Some(judged) if !fewer.is_empty() => {
                    best.datasets = fewer;
                    best.judged = judged;
                }
                _ => at = end,
            }
        }
        chunk /= 2;
    }
    Ok(())
}

/// Whether `after` still shares what `before` did, for a pair of
/// datasets that share something; always for other files.
fn keeps_sharing<S: Subject>(before: &[S::Dataset], after: &[S::Dataset]) -> bool {
    match (before, after) {
        ([a, b], [c, d]) => S::shared(a, b).is_none() || S::shared(c, d).is_some(),
        _ => true,
    }
}

/// Where the rng that draws relatives for [`related`] departs from the
/// session's seed.
const RELATED_SALT: u64 = 0x5AE1_A7ED;

/// How many times [`related`] draws the second dataset's relatives.
const RELATED_DRAWS: usize = 3;

/// For two datasets that share nothing the subject names (the second
/// failing only after the first), the first pair that does and still
/// fails the same way: the second dataset after one of its own relatives
/// over the same squares (the same maze with another start, the same
/// pattern from another square), else after itself, so that the report
/// can say what the first dataset left behind.
fn related<S: Subject>(
    session: &mut Session<'_, S>,
    kind: FaultKind,
    datasets: &[S::Dataset],
) -> Result<Option<Failing<S::Dataset>>, TestError> {
    let [first, second] = datasets else {
        return Ok(None);
    };
    if S::shared(first, second).is_some() || session.out_of_time() {
        return Ok(None);
    }
    let mut rng = SplitMix64::new(session.config.seed ^ RELATED_SALT);
    let mut firsts = Vec::new();
    for _ in 0..RELATED_DRAWS {
        firsts.extend(session.subject.relatives(&mut rng, second));
    }
    // Last, the second dataset twice: everything of the first is there.
    firsts.push(second.clone());
    let candidates: Vec<Vec<S::Dataset>> = (firsts.into_iter())
        .filter(|r| S::shared(r, second).is_some())
        .map(|r| vec![r, second.clone()])
        .filter(|pair| session.valid(pair))
        .collect();
    first_failing(session, kind, candidates)
}

/// For two datasets that share something, the first pair one step simpler
/// together ([`Subject::simpler_together`]) that still fails the same
/// way, and the run on it.
fn together<S: Subject>(
    session: &mut Session<'_, S>,
    kind: FaultKind,
    datasets: &[S::Dataset],
) -> Result<Option<Failing<S::Dataset>>, TestError> {
    let [first, second] = datasets else {
        return Ok(None);
    };
    if S::shared(first, second).is_none() {
        return Ok(None);
    }
    let candidates: Vec<Vec<S::Dataset>> = S::simpler_together(first, second)
        .into_iter()
        .map(|(a, b)| vec![a, b])
        .filter(|pair| keeps_sharing::<S>(datasets, pair) && session.valid(pair))
        .collect();
    first_failing(session, kind, candidates)
}

/// The first dataset one step simpler than `datasets[place]` with which the
/// datasets still fail the same way (and share what they shared), and the
/// run on them.
fn simpler<S: Subject>(
    session: &mut Session<'_, S>,
    kind: FaultKind,
    datasets: &[S::Dataset],
    place: usize,
) -> Result<Option<(S::Dataset, Judged)>, TestError> {
    let with = |candidate: &S::Dataset| {
        let mut out = datasets.to_vec();
        out[place] = candidate.clone();
        out
    };
    let candidates: Vec<S::Dataset> = S::simpler(&datasets[place])
        .into_iter()
        .filter(|c| {
            let after = with(c);
            keeps_sharing::<S>(datasets, &after) && session.valid(&after)
        })
        .collect();
    if kind == FaultKind::Wrong && datasets.len() == 1 {
        return screened(session, &candidates);
    }
    let files = candidates.iter().map(with).collect();
    let found = first_failing(session, kind, files)?;
    Ok(found.map(|mut f| (f.datasets.swap_remove(place), f.judged)))
}

/// The first of `files` that fails the same way, run `-j` at a time, and
/// the run on it.
fn first_failing<S: Subject>(
    session: &mut Session<'_, S>,
    kind: FaultKind,
    files: Vec<Vec<S::Dataset>>,
) -> Result<Option<Failing<S::Dataset>>, TestError> {
    let jobs = session.config.jobs.max(1);
    for wave in files.chunks(jobs) {
        let inputs: Vec<String> = wave.iter().map(|f| S::write(f)).collect();
        let judged = session.run_all(&inputs)?;
        let first = wave
            .iter()
            .zip(judged)
            .find(|(_, j)| j.fault.as_ref().is_some_and(|f| f.kind() == kind));
        if let Some((file, judged)) = first {
            let datasets = file.clone();
            return Ok(Some(Failing { datasets, judged }));
        }
    }
    Ok(None)
}

/// For a wrong answer on one dataset: the candidates run many to a file,
/// and those answered wrong there run alone, in order, until one is wrong
/// alone too.
fn screened<S: Subject>(
    session: &mut Session<'_, S>,
    candidates: &[S::Dataset],
) -> Result<Option<(S::Dataset, Judged)>, TestError> {
    let files: Vec<&[S::Dataset]> = candidates.chunks(session.subject.per_run()).collect();
    let jobs = session.config.jobs.max(1);
    for wave in files.chunks(jobs) {
        let inputs: Vec<String> = wave.iter().map(|f| S::write(f)).collect();
        let judged = session.run_all(&inputs)?;
        for ((file, input), judged) in wave.iter().zip(&inputs).zip(judged) {
            // A run that did not end well says nothing of any one
            // candidate: each is tried alone.
            let suspects: Vec<usize> = if judged.run.ending.is_success() {
                let stdout = &judged.run.stdout;
                verdicts(
                    &mut session.subject,
                    session.rules,
                    input.as_bytes(),
                    stdout,
                )?
                .iter()
                .filter_map(|f| match f {
                    Fault::Wrong { index, .. } => *index,
                    _ => None,
                })
                .collect()
            } else {
                (0..file.len()).collect()
            };
            for i in suspects {
                let alone = std::slice::from_ref(&file[i]);
                if let Some(judged) = session.fails(alone, FaultKind::Wrong)? {
                    return Ok(Some((file[i].clone(), judged)));
                }
            }
        }
    }
    Ok(None)
}
