//! Multi-test files against state carried between datasets, run early in
//! a session (after the sample, while the package's secret files are
//! made, before the random ones): a large
//! random dataset, then its relatives over the same squares (the same maze
//! with another start or cut smaller, the same pattern from other start
//! squares), so that a program whose marks or memo survive from one
//! dataset to the next answers a later one wrong.

use super::config::TestError;
use super::observe::Observer;
use super::session::{Drawn, Found, Session};
use super::subject::Subject;
use dice_core::rng::SplitMix64;

/// Files drawn per job of the session (at least [`MIN_FILES`] in all).
const FILES_PER_JOB: usize = 3;

/// The fewest files drawn.
const MIN_FILES: usize = 6;

/// The random index the first dataset of a file is drawn at: far enough
/// on that the mazes reach the statement's largest sizes.
const FIRST_INDEX: u64 = 1000;

/// Where the drawing's seed departs from the random files' (so that
/// neither draws the other's datasets).
const SEED_SALT: u64 = 0xCA77_1ED0;

/// Runs the multi-test files; gives the first failure.
pub(super) fn hunt<S: Subject>(
    session: &mut Session<'_, S>,
    progress: &mut dyn Observer,
) -> Result<Option<Found<S::Dataset>>, TestError> {
    let mut rng = SplitMix64::new(session.config.seed ^ SEED_SALT);
    let n_files = (FILES_PER_JOB * session.config.jobs.max(1)).max(MIN_FILES);
    let mut files = Vec::new();
    let mut left = session.config.cases.saturating_sub(session.figures.passed);
    for k in 0..n_files as u64 {
        let file = file(session, &mut rng, FIRST_INDEX + k)?;
        let n = file.len() as u64;
        if n < 2 || n > left {
            break;
        }
        left -= n;
        files.push(file);
    }
    let jobs = session.config.jobs.max(1);
    for wave in files.chunks(jobs) {
        if session.out_of_time() {
            break;
        }
        let inputs: Vec<String> = wave.iter().map(|f| S::write(f)).collect();
        let judged = session.run_all(&inputs)?;
        for ((file, input), judged) in wave.iter().zip(&inputs).zip(judged) {
            let judged = session.settled(input, judged)?;
            if judged.fault.is_some() {
                return Ok(Some(Found {
                    source: format!(
                        "a multi-test file against carried state (seed {}): a dataset and {} over the same squares",
                        session.config.seed,
                        file.len() - 1
                    ),
                    datasets: file.clone(),
                    judged,
                    after: session.started.elapsed(),
                }));
            }
            session.passed_file(file, Drawn::Random, progress);
        }
        progress.tick();
    }
    Ok(None)
}

/// One multi-test file: a valid random dataset drawn at `index`, then
/// those of its relatives that keep the file valid, at most the subject's
/// datasets per run in all.
fn file<S: Subject>(
    session: &mut Session<'_, S>,
    rng: &mut SplitMix64,
    index: u64,
) -> Result<Vec<S::Dataset>, TestError> {
    let first = session.random_valid(rng, index)?;
    let relatives = session.subject.relatives(rng, &first);
    let mut file = vec![first];
    for relative in relatives {
        if file.len() >= session.subject.per_run().max(2) {
            break;
        }
        file.push(relative);
        let input = std::slice::from_ref(file.last().expect("just pushed"));
        if !session.valid(input) || !session.valid(&file) {
            file.pop();
        }
    }
    Ok(file)
}

#[cfg(test)]
mod tests {
    use super::super::{Arrow, Cube, Dice, Subject};
    use dice_core::rng::SplitMix64;

    /// Each relative of a random dataset, put after it, shares what the
    /// subject says it shares.
    fn said<S: Subject>(subject: &mut S, seed: u64) -> Vec<String> {
        let mut rng = SplitMix64::new(seed);
        let first = subject.random(&mut rng, super::FIRST_INDEX);
        let relatives = subject.relatives(&mut rng, &first);
        assert!(relatives.len() >= 3, "{}", relatives.len());
        (relatives.iter())
            .map(|r| S::shared(&first, r).expect("a relative shares its squares"))
            .collect()
    }

    #[test]
    fn relatives_share_their_squares_and_say_what() {
        for seed in 1..=5 {
            let dice = said(&mut Dice::default(), seed);
            assert!(
                dice.iter()
                    .all(|s| s.starts_with("dataset 2 is dataset 1's maze "))
            );
            let arrow = said(&mut Arrow::default(), seed);
            assert!(
                arrow
                    .iter()
                    .all(|s| s.starts_with("dataset 2 is dataset 1's "))
            );
        }
        let shape = cube_puzzle::Shape::STATEMENT;
        let mut cube = Cube::sharing(shape, &cube_puzzle::Solver::new());
        for seed in 1..=20 {
            let words = said(&mut cube, seed);
            let [same @ .., other, near] = &words[..] else {
                panic!("{words:?}")
            };
            assert!(
                same.iter()
                    .all(|s| s.starts_with("dataset 2 asks the same pattern as dataset 1, from (")),
                "{same:?}"
            );
            assert!(
                other.ends_with("as dataset 1 does, with another pattern"),
                "{other}"
            );
            assert!(
                near.contains("a pattern a few rolls from dataset 1's start board"),
                "{near}"
            );
        }
    }
}
