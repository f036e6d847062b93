//! One timely worker's census: for each class of start square, its slice
//! of the search, layer by layer. Each layer takes two rounds of timely's
//! progress tracking: in the first the words reached go to their slices'
//! owners in parcels (an `Exchange` by owner, absorbed as they arrive), in
//! the second every worker's tally of the settled layer goes to every
//! worker, so that all of them know the census so far and stop together.

use super::CensusError;
use cube_puzzle::{
    BadParcel, Census, CensusLayers, LayerTally, Outbox, Shape, Slice, SlicedSearch, Square,
};
use indicatif::ProgressBar;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use timely::container::CapacityContainerBuilder;
use timely::dataflow::InputHandle;
use timely::dataflow::operators::{Exchange, Input, Inspect, Probe};

/// Frontier patterns expanded between two sends: at most 8 words of up to
/// 264 bytes each a pattern, a few megabytes a parcel.
const CHUNK: usize = 2048;

/// What travels between workers.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Parcel {
    /// The worker it is for.
    to: u32,
    /// What it holds.
    body: Body,
}

/// The two kinds of parcel.
#[derive(Clone, Debug, Serialize, Deserialize)]
enum Body {
    /// Words for the owner's next layer (see `cube_puzzle::Outbox`).
    Words(Vec<u64>),
    /// A worker's tally of the layer just settled.
    Tally {
        /// Its patterns answered first in the layer.
        answered: u64,
        /// Its patterns in the next frontier.
        frontier: u64,
    },
}

/// Why a worker stopped.
#[derive(Debug)]
pub(super) enum Stop {
    /// The slice's tables were refused.
    Census(cube_puzzle::CensusError),
    /// A parcel did not fit the slice.
    Parcel(BadParcel),
}

/// A worker's answer: the census of each class on worker 0, nothing on
/// the others.
pub(super) type Outcome = Result<Option<Vec<Census>>, Stop>;

/// What the dataflow's receiving end shares with the worker's loop.
#[derive(Default)]
struct Inbox {
    search: Option<SlicedSearch>,
    tallies: Vec<LayerTally>,
    bad: Option<BadParcel>,
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
            &Body::Tally { answered, frontier } => {
                self.tallies.push(LayerTally { answered, frontier });
            }
        }
    }
}

/// Runs every worker of this process under `config`; the censuses of
/// `starts` in their order on process 0, `None` on the others.
pub(super) fn run_all(
    config: super::cluster::Cluster,
    shape: Shape,
    starts: &[Square],
    bar: &ProgressBar,
) -> Result<Option<Vec<Census>>, CensusError> {
    let starts = starts.to_vec();
    let bar = bar.clone();
    let threads = config.threads;
    let (builders, others) = config.build()?;
    let config = timely::WorkerConfig::default();
    let guards = timely::execute::execute_from(builders, others, config, move |worker| {
        let draws = worker.index() % threads == 0;
        census(worker, shape, &starts, draws.then_some(&bar))
    })
    .map_err(|e| CensusError::Cluster(super::ClusterError::Start(e)))?;
    super::first_answer(shape, guards.join())
}

/// One worker's part of the census.
fn census(
    worker: &mut timely::worker::Worker,
    shape: Shape,
    starts: &[Square],
    bar: Option<&ProgressBar>,
) -> Outcome {
    let me = worker.index() as u32;
    let peers = worker.peers() as u32;
    let inbox = Rc::new(RefCell::new(Inbox::default()));
    let mut input = InputHandle::<u64, CapacityContainerBuilder<Vec<Parcel>>>::new();
    let receiving = Rc::clone(&inbox);
    let probe = worker.dataflow::<u64, _, _>(|scope| {
        scope
            .input_from(&mut input)
            .exchange(|parcel: &Parcel| u64::from(parcel.to))
            .inspect(move |parcel: &Parcel| receiving.borrow_mut().receive(parcel))
            .probe()
            .0
    });
    let n_patterns = cube_puzzle::Pattern::count(shape) as u64;
    let mut round = 0u64;
    let mut classes = Vec::new();
    let mut outbox = Outbox::default();
    for (done_before, &start) in starts.iter().enumerate() {
        // The last class's tables go before this one's come.
        inbox.borrow_mut().search = None;
        let search = SlicedSearch::new(
            shape,
            start,
            Slice {
                index: me,
                of: peers,
            },
        );
        inbox.borrow_mut().search = Some(search.map_err(Stop::Census)?);
        // A round in which nothing is sent: no worker sends this class's
        // words before every worker holds its slice.
        end_round(worker, &mut input, &probe, &mut round);
        let mut layers = CensusLayers::new(shape, start);
        while !layers.done() {
            let size = inbox
                .borrow()
                .search
                .as_ref()
                .map_or(0, SlicedSearch::frontier_len);
            for from in (0..size).step_by(CHUNK) {
                if let Some(search) = &mut inbox.borrow_mut().search {
                    search.expand(from, from + CHUNK, &mut outbox);
                }
                for to in (0..peers).filter(|&to| to != me) {
                    let words = outbox.take(to);
                    if !words.is_empty() {
                        let body = Body::Words(words);
                        input.send_batch(&mut vec![Parcel { to, body }]);
                    }
                }
                worker.step();
            }
            end_round(worker, &mut input, &probe, &mut round);
            if let Some(bad) = inbox.borrow_mut().bad.take() {
                return Err(Stop::Parcel(bad));
            }
            let tally = inbox.borrow_mut().search.as_mut().map(SlicedSearch::settle);
            let tally = tally.unwrap_or_default();
            for to in 0..peers {
                let (answered, frontier) = (tally.answered, tally.frontier);
                input.send(Parcel {
                    to,
                    body: Body::Tally { answered, frontier },
                });
            }
            end_round(worker, &mut input, &probe, &mut round);
            layers.add(std::mem::take(&mut inbox.borrow_mut().tallies));
            if let Some(bar) = bar {
                bar.set_position(done_before as u64 * n_patterns + layers.answered());
                bar.set_message(format!(
                    "census of {shape} from {start}, layer {}",
                    layers.layers()
                ));
            }
        }
        classes.push(layers.census());
    }
    inbox.borrow_mut().search = None;
    Ok((me == 0).then_some(classes))
}

/// Ends this worker's round: once every worker has ended it and every
/// parcel sent in it has been received, the next begins.
fn end_round(
    worker: &mut timely::worker::Worker,
    input: &mut InputHandle<u64, CapacityContainerBuilder<Vec<Parcel>>>,
    probe: &timely::dataflow::ProbeHandle<u64>,
    round: &mut u64,
) {
    *round += 1;
    input.advance_to(*round);
    // Parked while waiting, so that idle workers leave the cores to busy
    // ones (a parcel or progress from a peer wakes it).
    while probe.less_than(round) {
        worker.step_or_park(None);
    }
}
