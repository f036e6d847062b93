//! The census up to `--max-rolls D` with `--slices`: every class of start
//! square searched in turn by every worker of every process, partitioned
//! by ownership (`cube_puzzle::SparseSearch::shared`). A layer is built a
//! hole at a time, a round of timely's progress tracking a hole: each
//! worker makes the rolls from its own boards into the hole, sends those
//! that land on another's boards to it through an `Exchange` (in parcels
//! of `PARCEL` keys, eight bytes a roll), and once the round ends merges
//! what it kept and what it was sent into its part of the hole. Then a
//! round sums the workers' tallies, so that every worker holds the whole
//! census and stops at the same layer, and with `--checkpoint` a round
//! after each worker has written its state lets it forget the layer
//! before (`shared_files`). One worker is the same code with nothing sent.

use crate::Work;
use crate::observer::{Event, Observer};
use crate::partial::{ClassRun, SentRun};
use crate::partial_files::ClassFiles;
use crate::rounds::{Body, Rounds, Stop};
use crate::shared_files::SharedFiles;
use cube_puzzle::{LayerTally, Made, PartialCensus, Shape, Slice, SparseSearch, Square};
use std::path::PathBuf;
use std::time::Instant;
use timely::worker::Worker;

/// Rolls a worker gathers for one owner before it sends them: half a
/// megabyte a parcel.
const PARCEL: usize = 1 << 16;

/// What every worker is given.
#[derive(Debug, Clone)]
pub(crate) struct SharedJob {
    /// The board.
    pub(crate) shape: Shape,
    /// The classes of start square, in order.
    pub(crate) starts: Vec<Square>,
    /// The bound.
    pub(crate) max_rolls: u32,
    /// The bytes each worker's part of a class's search may hold.
    pub(crate) per_worker: usize,
    /// Worker threads in each process.
    pub(crate) threads: usize,
    /// Where the layers and each class's run go.
    pub(crate) dir: Option<PathBuf>,
    /// Whether to go on from what is there.
    pub(crate) resume: bool,
}

/// Every class in turn, shared by every worker; on the first worker of
/// each process, every class's run in order.
pub(crate) fn census(
    worker: &mut Worker,
    job: &SharedJob,
    observer: &dyn Observer,
    work: &mut Work,
) -> Result<Option<Vec<ClassRun>>, Stop> {
    let share = Slice {
        index: worker.index() as u32,
        of: worker.peers() as u32,
    };
    let first = worker.index().is_multiple_of(job.threads);
    let mut rounds = Rounds::new(worker);
    let mut runs = Vec::new();
    for (class, &start) in job.starts.iter().enumerate() {
        let files = (job.dir.as_ref()).map(|dir| ClassFiles::new(dir, job.shape, job.max_rolls));
        // A class every worker finds done in its files is read, not searched.
        let done = match (&files, job.resume) {
            (Some(files), true) => files.read(class),
            _ => Ok(None),
        };
        let (done, refused) = match done {
            Ok(run) => (run.filter(|run| !run.stopped()), None),
            Err(line) => (None, Some(Stop::Checkpoint(line))),
        };
        let found = LayerTally {
            answered: u64::from(done.is_some()),
            frontier: 0,
        };
        let tallies = rounds.settle(worker, found, refused)?;
        let everywhere = tallies.iter().all(|t| t.answered == 1);
        let run = match done {
            Some(run) if everywhere => run.into_run(start),
            _ => {
                let layers =
                    (job.dir.as_ref()).map(|dir| SharedFiles::new(dir, job.shape, class, share));
                let run = search(
                    worker,
                    &mut rounds,
                    job,
                    start,
                    share,
                    layers.clone(),
                    observer,
                )?;
                if let (Some(files), true) = (&files, first) {
                    let sent = SentRun::from(clone_run(&run));
                    let written = files.write(class, &sent).err().map(Stop::Checkpoint);
                    rounds.settle(worker, LayerTally::default(), written)?;
                } else {
                    rounds.settle(worker, LayerTally::default(), None)?;
                }
                if let (Some(layers), true) = (layers, first) {
                    layers.remove();
                }
                run
            }
        };
        work.boards += run.layers.iter().sum::<u64>();
        if first {
            observer.observe(Event::Counted(1));
        }
        runs.push(run);
    }
    work.sent += rounds.sent;
    Ok(first.then_some(runs))
}

/// A copy of `run`, its refusal (none: a shared class that stops stops
/// the census) left out.
fn clone_run(run: &ClassRun) -> ClassRun {
    ClassRun {
        census: run.census.clone(),
        layers: run.layers.clone(),
        seconds: run.seconds,
        stopped: None,
        ended: run.ended,
    }
}

/// One class's search shared by every worker, to the bound or until it
/// ends by itself; with `files`, its layers there, going on from the last
/// one every worker can with `job.resume`.
fn search(
    worker: &mut Worker,
    rounds: &mut Rounds,
    job: &SharedJob,
    start: Square,
    share: Slice,
    files: Option<SharedFiles>,
    observer: &dyn Observer,
) -> Result<ClassRun, Stop> {
    let started = Instant::now();
    let files_kept = files.clone();
    let opened = open(worker, rounds, job, start, share, files);
    let refused = opened.as_ref().err().map(|e| Stop::Layer(e.clone()));
    rounds.settle(worker, LayerTally::default(), refused)?;
    let mut search = opened.map_err(Stop::Layer)?;
    let holes = job.shape.n_squares();
    let mut outbox: Vec<Vec<u64>> = vec![Vec::new(); share.of as usize];
    while search.depth() < job.max_rolls && search.can_go_on() {
        let mut mine = Made::default();
        let mut failed = None;
        for target in 0..holes {
            if failed.is_none() {
                let rolled = search.roll_shared(target, |to, keys| {
                    let parcel = &mut outbox[to as usize];
                    if parcel.len() + keys.len() > PARCEL {
                        let full = std::mem::replace(parcel, Vec::with_capacity(PARCEL));
                        rounds.send_keys(to, full);
                        worker.step();
                    }
                    parcel.extend_from_slice(keys);
                });
                failed = rolled.err();
            }
            for (to, parcel) in outbox.iter_mut().enumerate() {
                if !parcel.is_empty() {
                    rounds.send_keys(to as u32, std::mem::take(parcel));
                }
            }
            let given = rounds.end_with_keys(worker);
            let given: Vec<&[u64]> = given.iter().map(Vec::as_slice).collect();
            if failed.is_none() {
                match search.settle_shared(target, &given) {
                    Ok(made) => mine = mine + made,
                    Err(why) => failed = Some(why),
                }
            }
        }
        let layer = search.depth() + 1;
        let line = |why| format!("the census from {start}, layer {layer}: {why}");
        let tally = LayerTally {
            answered: mine.answered,
            frontier: mine.boards,
        };
        let tallies = rounds.settle(worker, tally, failed.map(|why| Stop::Layer(line(why))))?;
        let all = (tallies.iter()).fold(Made::default(), |all, t| {
            all + Made {
                boards: t.frontier,
                answered: t.answered,
            }
        });
        let kept = search
            .end_shared(all)
            .err()
            .map(|why| Stop::Layer(line(why)));
        // Every worker has its state of this layer: the one before goes.
        rounds.settle(worker, LayerTally::default(), kept)?;
        if let Some(files) = &files_kept {
            files.forget_before(search.depth());
        }
        observer.observe(Event::Layer {
            shape: job.shape,
            start,
            layer: search.depth(),
        });
    }
    let census: PartialCensus = search.census(job.max_rolls);
    Ok(ClassRun {
        census,
        layers: search.layers().to_vec(),
        seconds: started.elapsed().as_secs_f64(),
        stopped: None,
        ended: search.ended(),
    })
}

/// This worker's part of the search from `start`: from the start, or
/// from the deepest layer every worker can go on from (after a round in
/// which each says which it can), its layers in `files` if kept.
fn open(
    worker: &mut Worker,
    rounds: &mut Rounds,
    job: &SharedJob,
    start: Square,
    share: Slice,
    files: Option<SharedFiles>,
) -> Result<SparseSearch, String> {
    let (shape, budget) = (job.shape, job.per_worker);
    let fresh = || {
        let search = SparseSearch::new(shape, start, budget).map_err(|e| e.to_string())?;
        Ok::<_, String>(search.last_layer(job.max_rolls).shared(share))
    };
    let Some(mut files) = files else {
        return fresh();
    };
    let usable = match job.resume {
        true => files.usable(),
        false => Vec::new(),
    };
    rounds.send_to_all(&Body::Depths(usable.clone()));
    rounds.end(worker);
    let every = std::mem::take(&mut rounds.inbox.borrow_mut().depths);
    let common = usable
        .iter()
        .copied()
        .find(|depth| every.iter().all(|theirs| theirs.contains(depth)));
    let found_any = every.iter().any(|theirs| !theirs.is_empty());
    let resumed = match common {
        Some(depth) => {
            let depth = depth as u32;
            let saved = files.read(depth, start).map_err(|e| e.0)?;
            let search = SparseSearch::resume(shape, start, budget, saved, Box::new(files.clone()))
                .map_err(|e| e.to_string())?;
            Some((depth, search.last_layer(job.max_rolls).shared(share)))
        }
        None if found_any && job.resume => {
            return Err(format!(
                "the layers of the census from {start}: no layer that every worker can go on from"
            ));
        }
        None => None,
    };
    // What a process killed part way left past the layer resumed from
    // goes, once every worker has read what it needs.
    rounds
        .settle(worker, LayerTally::default(), None)
        .map_err(|_| "another worker stopped".to_string())?;
    let depth = resumed.as_ref().map_or(0, |(depth, _)| *depth);
    if share.index == 0 {
        files.remove_after(depth);
    }
    match resumed {
        Some((_, search)) => Ok(search),
        None => fresh()?
            .with_store(Box::new(files))
            .map_err(|e| e.to_string()),
    }
}
