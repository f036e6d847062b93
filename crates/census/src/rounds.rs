//! The worker's end of timely's dataflow that every census on workers
//! shares: parcels sent to a worker through an `Exchange` and absorbed as
//! they arrive, and rounds of timely's progress tracking (a round ends
//! when every worker has ended it and every parcel sent in it has been
//! received), with the tallies that let every worker stop together.

use crate::partial::SentRun;
use cube_puzzle::{BadParcel, LayerTally, SlicedSearch};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;
use timely::container::CapacityContainerBuilder;
use timely::dataflow::channels::pact::Pipeline;
use timely::dataflow::operators::{Exchange, Input, Operator, Probe};
use timely::dataflow::{InputHandle, ProbeHandle};
use timely::worker::Worker;

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
pub(crate) enum Body {
    /// Words for the owner's next layer (see `cube_puzzle::Outbox`).
    Words(Vec<u64>),
    /// A worker's tally of the layer just settled.
    Tally {
        /// The round it belongs to (a worker a round ahead may send its
        /// next before this one is read).
        round: u64,
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
    /// Rolls into a hole of the next layer of a class every worker shares,
    /// for the worker that owns their boards (`shared`).
    Keys {
        /// The round they belong to.
        round: u64,
        /// The rolls.
        #[serde(with = "keys_as_bytes")]
        keys: Vec<u64>,
    },
    /// The layers a worker can resume a shared class from.
    Depths(Vec<u64>),
    /// A class's run of the census up to --max-rolls, for every worker.
    Partial {
        /// The class's place among the job's starts.
        class: u64,
        /// What its search found.
        run: SentRun,
    },
}

/// Rolls cross between processes as one run of bytes, eight a roll in
/// the machine's order (every process of a census runs the same build on
/// the same kind of machine), instead of roll by roll: timely's bincode
/// measures a parcel twice and writes it once, each a pass over its
/// elements, and reads it back element by element.
mod keys_as_bytes {
    use serde::{Deserializer, Serializer, de};
    use std::fmt;

    /// Writes `keys` as bytes.
    pub(super) fn serialize<S: Serializer>(keys: &[u64], to: S) -> Result<S::Ok, S::Error> {
        to.serialize_bytes(bytemuck::cast_slice(keys))
    }

    /// Reads the keys [`serialize`] wrote.
    pub(super) fn deserialize<'de, D: Deserializer<'de>>(from: D) -> Result<Vec<u64>, D::Error> {
        from.deserialize_bytes(Keys)
    }

    /// The visitor of a run of keys.
    struct Keys;

    impl de::Visitor<'_> for Keys {
        type Value = Vec<u64>;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("rolls of eight bytes each")
        }

        fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Vec<u64>, E> {
            if !bytes.len().is_multiple_of(8) {
                return Err(E::invalid_length(bytes.len(), &self));
            }
            let key = |b: &[u8]| u64::from_ne_bytes(b.try_into().expect("chunks of eight"));
            Ok(bytes.chunks_exact(8).map(key).collect())
        }
    }
}

/// Why a worker stopped.
#[derive(Debug)]
pub(crate) enum Stop {
    /// The slice's tables were refused.
    Census(cube_puzzle::CensusError),
    /// A parcel did not fit the slice.
    Parcel(BadParcel),
    /// A checkpoint was not written, or refused: a line naming the file.
    Checkpoint(String),
    /// A layer of a shared class did not fit, or its store failed.
    Layer(String),
    /// Another worker stopped.
    Peer,
}

/// What the dataflow's receiving end shares with the worker's loop.
#[derive(Default)]
pub(crate) struct Inbox {
    pub(crate) search: Option<SlicedSearch>,
    /// Every worker's tally, whether it stops, and its round.
    tallies: Vec<(u64, LayerTally, bool)>,
    pub(crate) resume: Vec<Option<u64>>,
    pub(crate) bad: Option<BadParcel>,
    /// The classes' censuses sent to worker 0, by class.
    pub(crate) censuses: Vec<(u64, Vec<u64>, u64)>,
    /// The classes' runs of the census up to --max-rolls, by class.
    pub(crate) partials: Vec<(u64, SentRun)>,
    /// Rolls given to this worker, parcel by parcel, with their rounds.
    keys: Vec<(u64, Vec<u64>)>,
    /// Every worker's layers to resume a shared class from.
    pub(crate) depths: Vec<Vec<u64>>,
}

impl Inbox {
    fn receive(&mut self, parcel: Parcel) {
        match parcel.body {
            Body::Words(words) => {
                let absorbed = match &mut self.search {
                    Some(search) => search.absorb(&words),
                    None => Err(BadParcel { at: 0 }),
                };
                if let Err(bad) = absorbed {
                    self.bad.get_or_insert(bad);
                }
            }
            Body::Tally {
                round,
                answered,
                frontier,
                stops,
            } => self
                .tallies
                .push((round, LayerTally { answered, frontier }, stops)),
            Body::Resume(step) => self.resume.push(step),
            Body::Census {
                class,
                by_rolls,
                unreachable,
            } => self.censuses.push((class, by_rolls, unreachable)),
            Body::Partial { class, run } => self.partials.push((class, run)),
            Body::Keys { round, keys } => self.keys.push((round, keys)),
            Body::Depths(depths) => self.depths.push(depths),
        }
    }
}

/// The worker's end of the dataflow: where it sends and how it waits.
pub(crate) struct Rounds {
    input: InputHandle<u64, CapacityContainerBuilder<Vec<Parcel>>>,
    probe: ProbeHandle<u64>,
    round: u64,
    pub(crate) inbox: Rc<RefCell<Inbox>>,
    peers: u32,
    /// Bytes of rolls sent to other workers.
    pub(crate) sent: u64,
}

impl Rounds {
    pub(crate) fn new(worker: &mut Worker) -> Rounds {
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let mut input = InputHandle::new();
        let receiving = Rc::clone(&inbox);
        let probe = worker.dataflow::<u64, _, _>(|scope| {
            scope
                .input_from(&mut input)
                .exchange(|parcel: &Parcel| u64::from(parcel.to))
                // Parcels taken, not copied: rolls are most of what crosses.
                .unary::<CapacityContainerBuilder<Vec<()>>, _, _, _>(
                    Pipeline,
                    "Receive",
                    move |_, _| {
                        move |input, _| {
                            input.for_each(|_, parcels: &mut Vec<Parcel>| {
                                let mut inbox = receiving.borrow_mut();
                                parcels.drain(..).for_each(|parcel| inbox.receive(parcel));
                            });
                        }
                    },
                )
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
            sent: 0,
        }
    }

    /// Sends `body` to worker `to` at once (not gathered with others).
    pub(crate) fn send_now(&mut self, to: u32, body: Body) {
        self.input.send_batch(&mut vec![Parcel { to, body }]);
    }

    /// Sends rolls to the worker `to` that owns their boards, in this
    /// round.
    pub(crate) fn send_keys(&mut self, to: u32, keys: Vec<u64>) {
        self.sent += 8 * keys.len() as u64;
        let round = self.round;
        let body = Body::Keys { round, keys };
        self.input.send_batch(&mut vec![Parcel { to, body }]);
    }

    /// Ends a round in which rolls were sent: the parcels of rolls sent
    /// to this worker in it.
    pub(crate) fn end_with_keys(&mut self, worker: &mut Worker) -> Vec<Vec<u64>> {
        let round = self.round;
        self.end(worker);
        let mut inbox = self.inbox.borrow_mut();
        let (now, later) = (std::mem::take(&mut inbox.keys).into_iter())
            .partition::<Vec<_>, _>(|&(r, _)| r == round);
        inbox.keys = later;
        now.into_iter().map(|(_, keys)| keys).collect()
    }

    /// Sends `body` to worker `to`.
    pub(crate) fn send_to(&mut self, to: u32, body: Body) {
        self.input.send(Parcel { to, body });
    }

    /// Sends `body` to every worker.
    pub(crate) fn send_to_all(&mut self, body: &Body) {
        for to in 0..self.peers {
            let body = body.clone();
            self.input.send(Parcel { to, body });
        }
    }

    /// Ends this worker's round: once every worker has ended it and every
    /// parcel sent in it has been received, the next begins. Parked while
    /// waiting, so that idle workers leave the cores to busy ones.
    pub(crate) fn end(&mut self, worker: &mut Worker) {
        self.round += 1;
        self.input.advance_to(self.round);
        while self.probe.less_than(&self.round) {
            worker.step_or_park(None);
        }
    }

    /// Ends a round in which every worker says whether it stops: `Err`
    /// (this worker's reason, or [`Stop::Peer`]) if any does, and the
    /// tallies of every worker.
    pub(crate) fn settle(
        &mut self,
        worker: &mut Worker,
        tally: LayerTally,
        mine: Option<Stop>,
    ) -> Result<Vec<LayerTally>, Stop> {
        let LayerTally { answered, frontier } = tally;
        let round = self.round;
        self.send_to_all(&Body::Tally {
            round,
            answered,
            frontier,
            stops: mine.is_some(),
        });
        self.end(worker);
        let mut inbox = self.inbox.borrow_mut();
        let (now, later) = (std::mem::take(&mut inbox.tallies).into_iter())
            .partition::<Vec<_>, _>(|&(r, _, _)| r == round);
        inbox.tallies = later;
        let stops = now.iter().any(|&(_, _, stops)| stops);
        let tallies = now.into_iter().map(|(_, tally, _)| tally).collect();
        match (mine, stops) {
            (Some(stop), _) => Err(stop),
            (None, true) => Err(Stop::Peer),
            (None, false) => Ok(tallies),
        }
    }
}
