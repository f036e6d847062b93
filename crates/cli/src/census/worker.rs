//! One timely worker's census: for each class of start square, its slice
//! of the search, layer by layer. Each layer takes two rounds of timely's
//! progress tracking: in the first the words reached go to their slices'
//! owners in parcels (an `Exchange` by owner, absorbed as they arrive), in
//! the second every worker's tally of the settled layer goes to every
//! worker, so that all of them know the census so far and stop together.
//! A tally also says whether its worker has to stop (its memory refused,
//! a parcel that did not fit, a checkpoint not written or refused), so
//! that the others stop with it instead of waiting for it for ever.

use super::Job;
use super::checkpoint::{Checkpoints, Progress, Saved};
use super::partial::SentRun;
use cube_puzzle::{
    BadParcel, Census, CensusLayers, LayerTally, Outbox, Slice, SlicedSearch, Square,
};
use indicatif::ProgressBar;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use timely::container::CapacityContainerBuilder;
use timely::dataflow::operators::{Exchange, Input, Inspect, Probe};
use timely::dataflow::{InputHandle, ProbeHandle};
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

/// What travels between workers.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Parcel {
    /// The worker it is for.
    to: u32,
    /// What it holds.
    body: Body,
}

/// The kinds of parcel.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(super) enum Body {
    /// Words for the owner's next layer (see `cube_puzzle::Outbox`).
    Words(Vec<u64>),
    /// A worker's tally of the layer just settled.
    Tally {
        /// Its patterns answered first in the layer.
        answered: u64,
        /// Its patterns in the next frontier.
        frontier: u64,
        /// Whether it stops.
        stops: bool,
    },
    /// The newest checkpoint step a worker can resume from, if any.
    Resume(Option<u64>),
    /// A class's census, for worker 0, when each worker searches classes
    /// of its own.
    Census {
        /// The class's place among the job's starts.
        class: u64,
        /// Its answers by number of rolls.
        by_rolls: Vec<u64>,
        /// Its patterns no rolls make.
        unreachable: u64,
    },
    /// A class's run of the census up to --max-rolls, for every worker.
    Partial {
        /// The class's place among the job's starts.
        class: u64,
        /// What its search found.
        run: SentRun,
    },
}

/// Why a worker stopped.
#[derive(Debug)]
pub(super) enum Stop {
    /// The slice's tables were refused.
    Census(cube_puzzle::CensusError),
    /// A parcel did not fit the slice.
    Parcel(BadParcel),
    /// A checkpoint was not written, or refused: a line naming the file.
    Checkpoint(String),
    /// Another worker stopped.
    Peer,
}

/// A worker's answer: the census of each class on worker 0, nothing on
/// the others.
pub(super) type Outcome = Result<Option<Vec<Census>>, Stop>;

/// What the dataflow's receiving end shares with the worker's loop.
#[derive(Default)]
pub(super) struct Inbox {
    search: Option<SlicedSearch>,
    tallies: Vec<LayerTally>,
    stops: bool,
    pub(super) resume: Vec<Option<u64>>,
    bad: Option<BadParcel>,
    /// The classes' censuses sent to worker 0, by class.
    pub(super) censuses: Vec<(u64, Vec<u64>, u64)>,
    /// The classes' runs of the census up to --max-rolls, by class.
    pub(super) partials: Vec<(u64, SentRun)>,
}

impl Inbox {
    fn receive(&mut self, parcel: &Parcel) {
        match &parcel.body {
            Body::Words(words) => {
                let absorbed = match &mut self.search {
                    Some(search) => search.absorb(words),
                    None => Err(BadParcel { at: 0 }),
                };
                if let Err(bad) = absorbed {
                    self.bad.get_or_insert(bad);
                }
            }
            &Body::Tally {
                answered,
                frontier,
                stops,
            } => {
                self.tallies.push(LayerTally { answered, frontier });
                self.stops |= stops;
            }
            &Body::Resume(step) => self.resume.push(step),
            Body::Census {
                class,
                by_rolls,
                unreachable,
            } => self.censuses.push((*class, by_rolls.clone(), *unreachable)),
            Body::Partial { class, run } => self.partials.push((*class, run.clone())),
        }
    }
}

/// The worker's end of the dataflow: where it sends and how it waits.
pub(super) struct Rounds {
    input: InputHandle<u64, CapacityContainerBuilder<Vec<Parcel>>>,
    probe: ProbeHandle<u64>,
    round: u64,
    pub(super) inbox: Rc<RefCell<Inbox>>,
    peers: u32,
}

impl Rounds {
    pub(super) fn new(worker: &mut Worker) -> Rounds {
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let mut input = InputHandle::new();
        let receiving = Rc::clone(&inbox);
        let probe = worker.dataflow::<u64, _, _>(|scope| {
            scope
                .input_from(&mut input)
                .exchange(|parcel: &Parcel| u64::from(parcel.to))
                .inspect(move |parcel: &Parcel| receiving.borrow_mut().receive(parcel))
                .probe()
                .0
        });
        let peers = worker.peers() as u32;
        Rounds {
            input,
            probe,
            round: 0,
            inbox,
            peers,
        }
    }

    /// Sends `body` to worker `to`.
    pub(super) fn send_to(&mut self, to: u32, body: Body) {
        self.input.send(Parcel { to, body });
    }

    /// Sends `body` to every worker.
    pub(super) fn send_to_all(&mut self, body: &Body) {
        for to in 0..self.peers {
            let body = body.clone();
            self.input.send(Parcel { to, body });
        }
    }

    /// Ends this worker's round: once every worker has ended it and every
    /// parcel sent in it has been received, the next begins. Parked while
    /// waiting, so that idle workers leave the cores to busy ones.
    pub(super) fn end(&mut self, worker: &mut Worker) {
        self.round += 1;
        self.input.advance_to(self.round);
        while self.probe.less_than(&self.round) {
            worker.step_or_park(None);
        }
    }

    /// Ends a round in which every worker says whether it stops: `Err`
    /// (this worker's reason, or [`Stop::Peer`]) if any does, and the
    /// tallies of every worker.
    pub(super) fn settle(
        &mut self,
        worker: &mut Worker,
        tally: LayerTally,
        mine: Option<Stop>,
    ) -> Result<Vec<LayerTally>, Stop> {
        let LayerTally { answered, frontier } = tally;
        self.send_to_all(&Body::Tally {
            answered,
            frontier,
            stops: mine.is_some(),
        });
        self.end(worker);
        let mut inbox = self.inbox.borrow_mut();
        let tallies = std::mem::take(&mut inbox.tallies);
        match (mine, std::mem::take(&mut inbox.stops)) {
            (Some(stop), _) => Err(stop),
            (None, true) => Err(Stop::Peer),
            (None, false) => Ok(tallies),
        }
    }
}

/// One worker's part of the census.
pub(super) fn census(
    worker: &mut Worker,
    job: &Job,
    bar: Option<&ProgressBar>,
    work: &mut super::Work,
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
                            let body = Body::Words(words);
                            rounds.input.send_batch(&mut vec![Parcel { to, body }]);
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
            if let Some(bar) = bar {
                bar.set_position(class as u64 * n_patterns + layers.answered());
                bar.set_message(format!(
                    "census of {shape} from {start}, layer {}",
                    layers.layers()
                ));
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
