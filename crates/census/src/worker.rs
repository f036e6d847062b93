//! One timely worker's census: for each class of start square, its slice
//! of the search, layer by layer. Each layer takes two rounds of timely's
//! progress tracking: in the first the words reached go to their slices'
//! owners in parcels (an `Exchange` by owner, absorbed as they arrive), in
//! the second every worker's tally of the settled layer goes to every
//! worker, so that all of them know the census so far and stop together.
//! A tally also says whether its worker has to stop (its memory refused,
//! a parcel that did not fit, a checkpoint not written or refused), so
//! that the others stop with it instead of waiting for it for ever.

use crate::Job;
use crate::checkpoint::{Checkpoints, Progress, Saved};
use crate::observer::{Event, Observer};
use crate::rounds::{Body, Rounds, Stop};
use cube_puzzle::{Census, CensusLayers, LayerTally, Outbox, Slice, SlicedSearch, Square};
use timely::worker::Worker;

/// Frontier patterns expanded between two sends: at most 8 words of up to
/// 264 bytes each a pattern, a few megabytes a parcel.
const CHUNK: usize = 2048;

/// A round of a layer expands at most this share of the board's patterns
/// on each worker, in whole chunks.
const ROUNDS_A_BOARD: usize = 64;

/// Frontier patterns each worker expands in one round of a layer, when
/// there are several workers: the parcels of a round are absorbed before
/// the next begins, so this bounds what waits in timely's buffers (timely
/// has no back-pressure) to a small share of a slice (16 chunks, a few
/// tens of megabytes a worker, on 3 x 4; one chunk on small boards).
fn round_size(n_patterns: usize) -> usize {
    (n_patterns / ROUNDS_A_BOARD / CHUNK).max(1) * CHUNK
}

/// A worker's answer: the census of each class on worker 0, nothing on
/// the others.
pub(crate) type Outcome = Result<Option<Vec<Census>>, Stop>;

/// One worker's part of the census.
pub(crate) fn census(
    worker: &mut Worker,
    job: &Job,
    observer: Option<&dyn Observer>,
    work: &mut crate::Work,
) -> Outcome {
    let shape = job.shape;
    let slice = Slice {
        index: worker.index() as u32,
        of: worker.peers() as u32,
    };
    let mut rounds = Rounds::new(worker);
    let files = job
        .checkpoint
        .as_ref()
        .map(|dir| Checkpoints::new(dir, shape, (slice.index, slice.of), false));
    let mut resumed = match (&files, job.resume) {
        (Some(files), true) => Some(resume(worker, &mut rounds, files, &job.starts)?),
        _ => None,
    };
    let mut step = resumed.as_ref().map_or(0, |s| s.progress.step);
    let first = resumed.as_ref().map_or(0, |s| s.progress.class);
    let mut classes = resumed
        .as_mut()
        .map_or(Vec::new(), |s| std::mem::take(&mut s.progress.done));
    let n_patterns = cube_puzzle::Pattern::count(shape) as u64;
    let round = round_size(n_patterns as usize);
    let mut outbox = Outbox::default();
    let mut unwritten: Option<Stop> = None;
    for (class, &start) in job.starts.iter().enumerate().skip(first) {
        // The last class's tables go before this one's come.
        rounds.inbox.borrow_mut().search = None;
        let (search, mut layers) = match resumed.take() {
            // Read into its tables when resumed, before any other table.
            Some(saved) => (Ok(saved.search), saved.progress.layers),
            None => {
                let search = SlicedSearch::new(shape, start, slice).map_err(Stop::Census);
                (search, CensusLayers::new(shape, start))
            }
        };
        let (search, refused) = match search {
            Ok(search) => (Some(search), None),
            Err(stop) => (None, Some(stop)),
        };
        let frontier = search.as_ref().map_or(0, SlicedSearch::frontier_len) as u64;
        rounds.inbox.borrow_mut().search = search;
        // No worker sends this class's words before every worker holds its
        // slice.
        let start_tally = LayerTally {
            answered: 0,
            frontier,
        };
        let mut tallies = rounds.settle(worker, start_tally, refused)?;
        while !layers.done() {
            let size = rounds
                .inbox
                .borrow()
                .search
                .as_ref()
                .map_or(0, SlicedSearch::frontier_len);
            // Every worker ends as many rounds as the widest frontier needs.
            let widest = tallies.iter().map(|t| t.frontier).max().unwrap_or(0);
            let parts = match slice.of {
                1 => 1,
                _ => (widest as usize).div_ceil(round).max(1),
            };
            for part in 0..parts {
                let end = match parts {
                    1 => size,
                    _ => size.min((part + 1) * round),
                };
                for from in (part * round..end).step_by(CHUNK) {
                    if let Some(search) = &mut rounds.inbox.borrow_mut().search {
                        search.expand(from, end.min(from + CHUNK), &mut outbox);
                    }
                    for to in (0..slice.of).filter(|&to| to != slice.index) {
                        let words = outbox.take(to);
                        if !words.is_empty() {
                            work.sent += words.len() as u64 * 8;
                            rounds.send_now(to, Body::Words(words));
                        }
                    }
                    worker.step();
                }
                rounds.end(worker);
            }
            let bad = rounds.inbox.borrow_mut().bad.take().map(Stop::Parcel);
            let tally = rounds
                .inbox
                .borrow_mut()
                .search
                .as_mut()
                .map(SlicedSearch::settle);
            tallies = rounds.settle(worker, tally.unwrap_or_default(), bad.or(unwritten.take()))?;
            layers.add(tallies.iter().copied());
            step += 1;
            if let Some(files) = &files {
                let progress = Progress {
                    step,
                    class,
                    done: classes.clone(),
                    layers: layers.clone(),
                };
                let inbox = rounds.inbox.borrow();
                let written = files.write(&progress, inbox.search.as_ref(), &job.starts);
                drop(inbox);
                unwritten = written
                    .err()
                    .map(|e| Stop::Checkpoint(format!("cannot write a checkpoint: {e}")));
            }
            if let Some(observer) = observer {
                let reached = class as u64 * n_patterns + layers.answered();
                observer.observe(Event::Reached(reached));
                let layer = layers.layers() as u32;
                observer.observe(Event::Layer {
                    shape,
                    start,
                    layer,
                });
            }
        }
        let seen = rounds
            .inbox
            .borrow()
            .search
            .as_ref()
            .map(SlicedSearch::boards_seen);
        work.boards += seen.unwrap_or(0);
        classes.push(layers.census());
    }
    rounds.inbox.borrow_mut().search = None;
    if let Some(stop) = unwritten {
        return Err(stop);
    }
    Ok((slice.index == 0).then_some(classes))
}

/// The state every worker resumes from: the newest step of which every
/// worker has a file (one worker may be a step ahead of another).
fn resume(
    worker: &mut Worker,
    rounds: &mut Rounds,
    files: &Checkpoints,
    starts: &[Square],
) -> Result<Saved, Stop> {
    let steps = files
        .steps()
        .and_then(|steps| files.same_split(steps[0]).map(|()| steps));
    rounds.send_to_all(&Body::Resume(steps.as_ref().ok().map(|s| s[0])));
    rounds.end(worker);
    let newest = std::mem::take(&mut rounds.inbox.borrow_mut().resume);
    steps.map_err(Stop::Checkpoint)?;
    let common = newest
        .iter()
        .copied()
        .collect::<Option<Vec<u64>>>()
        .ok_or(Stop::Peer)?;
    let common = common.into_iter().min().unwrap_or(0);
    let saved = files.read(common, starts);
    let refused = saved.as_ref().err().map(|e| Stop::Checkpoint(e.clone()));
    rounds.settle(worker, LayerTally::default(), refused)?;
    saved.map_err(Stop::Checkpoint)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_is_sixteen_chunks_on_3x4_and_one_on_small_boards() {
        let count = |board: &str| cube_puzzle::Pattern::count(board.parse().expect("a board"));
        assert_eq!(round_size(count("3x4")), 16 * CHUNK);
        assert_eq!(round_size(count("3x3")), CHUNK);
        assert_eq!(round_size(1), CHUNK);
    }
}
