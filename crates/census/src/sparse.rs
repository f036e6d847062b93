//! The census up to `--max-rolls D` on timely workers. With at least as
//! many classes of start square as workers (of every process) and no
//! `--slices`, worker `w` of `n` searches classes `w`, `w + n`, and so
//! on, by the sparse search (as `by_class` does for the complete census);
//! otherwise every class is shared by every worker (`shared`), so that
//! none stands idle (`layout`). A worker's class is searched within
//! its share of its process's memory budget, and nothing crosses between
//! workers until the end. Then every worker sends its classes' runs to
//! every worker in one round of timely's progress tracking that also says
//! whether any worker stopped: process 0 writes the CSV of the
//! one-process census (`partial::finish`), and every process fails with
//! the same line when a class stopped short of the bound. With
//! `--checkpoint` each class's run goes to a file as it ends, and with
//! `--resume` the classes whose files hold a run to the bound are read
//! instead of searched (`partial_files`): a process lost costs the
//! classes under way.

use crate::Work;
use crate::cluster::{self, Cluster, ClusterError};
use crate::config::Config;
use crate::error::CensusError;
use crate::layout::Layout;
use crate::observer::{Event, Observer, Total};
use crate::partial::{self, ClassRun, SentRun};
use crate::partial_files::ClassFiles;
use crate::rounds::{Body, Rounds, Stop};
use crate::shared::{self, SharedJob};
use cube_puzzle::{LayerTally, Shape, Square};
use std::io::{self, Write};
use std::sync::Arc;
use timely::worker::Worker;

/// What every worker is given.
#[derive(Debug, Clone)]
struct Job {
    /// The board.
    shape: Shape,
    /// The classes of start square, in order.
    starts: Vec<Square>,
    /// The bound.
    max_rolls: u32,
    /// The bytes a class's search may hold.
    per_class: usize,
    /// Worker threads in each process.
    threads: usize,
    /// Where each class's run goes as it ends.
    files: Option<ClassFiles>,
    /// Whether to read the runs there first.
    resume: bool,
}

/// Runs this process's share of the census of `shape` up to `max_rolls`
/// rolls; process 0 writes the CSV to `out`, byte for byte the one
/// `partial::run` writes in one process, the others nothing.
pub(crate) fn run(
    shape: Shape,
    args: &Config,
    max_rolls: u32,
    observer: Arc<dyn Observer>,
    out: &mut impl Write,
) -> Result<(), CensusError> {
    let config = cluster::config(args)?;
    let starts = cube_puzzle::census_starts(shape);
    let (threads, processes) = (config.threads, args.processes as usize);
    let layout = Layout::choose(args.slices, starts.len(), threads * processes);
    observer.observe(Event::Layout(layout));
    if layout.slices() {
        return run_shared(shape, args, config, max_rolls, observer, out);
    }
    let own = crate::own_classes(starts.len(), threads, processes, args.process as usize);
    // This process's workers search at most `threads` classes at once.
    let per_class = args.memory_budget() / own.clamp(1, threads);
    let job = Job {
        shape,
        starts,
        max_rolls,
        per_class,
        threads,
        files: (args.resume.as_ref().or(args.checkpoint.as_ref()))
            .map(|dir| ClassFiles::new(dir, shape, max_rolls)),
        resume: args.resume.is_some(),
    };
    let what = format!("census of {shape} up to {max_rolls} rolls, starts");
    let total = Total::Classes(own as u64);
    observer.observe(Event::Began { what: &what, total });
    let runs = run_workers(config, job, observer.clone())?;
    let process = args.process;
    if args.report {
        if process == 0 {
            partial::report_classes(shape, &runs, &*observer);
        }
        let budget = partial::budget_line(shape, max_rolls, per_class);
        let line = format!("{budget}; process {process}, {threads} workers");
        observer.observe(Event::Report(&line));
    }
    // Every process knows every class's run, and so whether one stopped.
    let written = match process {
        0 => partial::finish(shape, runs, args.unreached.as_deref(), out),
        _ => partial::finish(shape, runs, None, &mut io::sink()),
    };
    Ok(written?)
}

/// The census up to `max_rolls` with every class shared by every worker
/// (`shared`): the classes one after the other, then the CSV as above.
fn run_shared(
    shape: Shape,
    args: &Config,
    config: Cluster,
    max_rolls: u32,
    observer: Arc<dyn Observer>,
    out: &mut impl Write,
) -> Result<(), CensusError> {
    let starts = cube_puzzle::census_starts(shape);
    let threads = config.threads;
    let job = SharedJob {
        shape,
        starts: starts.clone(),
        max_rolls,
        per_worker: args.memory_budget() / threads,
        threads,
        dir: args.resume.clone().or_else(|| args.checkpoint.clone()),
        resume: args.resume.is_some(),
    };
    let what = format!("census of {shape} up to {max_rolls} rolls, shared, starts");
    let total = Total::Classes(starts.len() as u64);
    observer.observe(Event::Began { what: &what, total });
    let started = std::time::Instant::now();
    let (builders, others) = config.build()?;
    let watcher = observer.clone();
    let guards = timely::execute::execute_from(
        builders,
        others,
        timely::WorkerConfig::default(),
        move |worker| {
            let mut work = Work::default();
            (shared::census(worker, &job, &*watcher, &mut work), work)
        },
    )
    .map_err(|e| CensusError::Cluster(ClusterError::Start(e)))?;
    let (runs, work) = crate::first_answer(shape, guards.join())?;
    let runs = runs.expect("the first worker answers or stops");
    let process = args.process;
    if args.report {
        if process == 0 {
            partial::report_classes(shape, &runs, &*observer);
        }
        // Each of this process's workers counted every class's boards.
        let boards = work.boards / threads as u64;
        let per_board = work.sent as f64 / boards.max(1) as f64;
        let line = format!(
            "census of {shape} up to {max_rolls} rolls, shared: process {process}, {threads} \
             workers: {} bytes sent ({per_board:.2} a board of the whole search), {:.1} s, peak \
             memory {}",
            work.sent,
            started.elapsed().as_secs_f64(),
            crate::peak_memory()
        );
        observer.observe(Event::Report(&line));
    }
    let written = match process {
        0 => partial::finish(shape, runs, args.unreached.as_deref(), out),
        _ => partial::finish(shape, runs, None, &mut io::sink()),
    };
    Ok(written?)
}

/// Runs every worker of this process; every class's run, in the order of
/// the starts.
fn run_workers(
    config: Cluster,
    job: Job,
    observer: Arc<dyn Observer>,
) -> Result<Vec<ClassRun>, CensusError> {
    let shape = job.shape;
    let (builders, others) = config.build()?;
    let config = timely::WorkerConfig::default();
    let guards = timely::execute::execute_from(builders, others, config, move |worker| {
        census(worker, &job, &*observer)
    })
    .map_err(|e| CensusError::Cluster(ClusterError::Start(e)))?;
    let runs = crate::answered(shape, guards.join())?;
    // The first worker of every process answers, unless it stopped.
    Ok(runs.expect("the first worker answers or stops"))
}

/// One worker's classes, then the round in which every worker sends
/// their runs to every worker; on the first worker of each process, every
/// class's run in order.
fn census(
    worker: &mut Worker,
    job: &Job,
    observer: &dyn Observer,
) -> Result<Option<Vec<ClassRun>>, Stop> {
    let (me, peers) = (worker.index(), worker.peers());
    let mut rounds = Rounds::new(worker);
    let mine: Vec<usize> = (me..job.starts.len()).step_by(peers).collect();
    let mut saved = resumed(&mut rounds, worker, job, &mine)?;
    let mut unwritten = None;
    for class in mine {
        let run = match saved[class].take() {
            Some(run) => run,
            None => {
                let start = job.starts[class];
                let layers = (job.files.as_ref()).map(|f| (f.layers(class), job.resume));
                let run =
                    partial::search_class(job.shape, start, job.max_rolls, job.per_class, layers);
                let run = SentRun::from(run);
                if let (Some(files), None) = (&job.files, &unwritten) {
                    unwritten = files.write(class, &run).err().map(Stop::Checkpoint);
                    if unwritten.is_none() && !run.stopped() {
                        files.layers(class).remove();
                    }
                }
                run
            }
        };
        observer.observe(Event::Counted(1));
        let class = class as u64;
        rounds.send_to_all(&Body::Partial { class, run });
    }
    rounds.settle(worker, LayerTally::default(), unwritten)?;
    if me % job.threads != 0 {
        return Ok(None);
    }
    let mut got = std::mem::take(&mut rounds.inbox.borrow_mut().partials);
    got.sort_by_key(|&(class, _)| class);
    if !got
        .iter()
        .map(|&(class, _)| class)
        .eq(0..job.starts.len() as u64)
    {
        return Err(Stop::Peer);
    }
    let runs = got
        .into_iter()
        .map(|(class, run)| run.into_run(job.starts[class as usize]));
    Ok(Some(runs.collect()))
}

/// With --resume, the runs to the bound that this worker's classes
/// (`mine`) have in their files, by class, after a round in which every
/// worker says whether it refused a file (then every worker stops).
fn resumed(
    rounds: &mut Rounds,
    worker: &mut Worker,
    job: &Job,
    mine: &[usize],
) -> Result<Vec<Option<SentRun>>, Stop> {
    let mut saved: Vec<Option<SentRun>> = vec![None; job.starts.len()];
    let (Some(files), true) = (&job.files, job.resume) else {
        return Ok(saved);
    };
    let read = files.folder().and_then(|()| {
        for &class in mine {
            // A class stopped short of the bound is searched again: the
            // budget may have grown.
            saved[class] = files.read(class)?.filter(|run| !run.stopped());
        }
        Ok(())
    });
    let refused = read.err().map(Stop::Checkpoint);
    rounds.settle(worker, LayerTally::default(), refused)?;
    Ok(saved)
}
