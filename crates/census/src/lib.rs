#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod by_class;
mod checkpoint;
mod checkpoint_stream;
mod cluster;
mod config;
mod csv;
mod error;
mod layer_files;
mod layout;
mod needs;
mod observer;
mod partial;
mod partial_files;
mod rounds;
mod shared;
mod shared_files;
mod sockets;
mod sparse;
mod unreached;
mod worker;

pub use cluster::ClusterError;
pub use config::{Config, MAX_ROLLS_BOUND};
pub use csv::{census_csv, write_census};
pub use error::{CensusError, CsvError, MEMORY_PAGE, PartialCensusError};
pub use layout::{Layout, Spread};
pub use needs::{Available, Held, Needs, NotEnoughMemory, default_budget};
pub use observer::{Event, Observer, Quiet, Total};
pub use partial::run as run_partial;

use cube_puzzle::{Census, Shape, Square};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use crate::cluster::Cluster;

/// What every worker is given.
#[derive(Debug, Clone)]
pub(crate) struct Job {
    /// The board.
    shape: Shape,
    /// The classes of start square, in order.
    starts: Vec<Square>,
    /// Where checkpoints go.
    checkpoint: Option<PathBuf>,
    /// Whether to go on from them.
    resume: bool,
    /// Whether each worker searches classes of its own (or a slice of
    /// each).
    by_class: bool,
}

/// What this process's workers did, for --report.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Work {
    /// Boards the workers' slices reached, over every class.
    pub(crate) boards: u64,
    /// Bytes of words sent to other workers.
    pub(crate) sent: u64,
}

/// Runs this process's share of the census of `board` on timely workers
/// as `config` spreads it (up to [`Config::max_rolls`] when it is set);
/// process 0 writes the CSV to `out` (`x,y,steps,patterns`, as
/// [`census_csv`] writes it), the others write nothing.
pub fn run(
    board: Shape,
    config: &Config,
    observer: Arc<dyn Observer>,
    out: &mut impl Write,
) -> Result<(), CensusError> {
    if let Some(max_rolls) = config.max_rolls {
        return sparse::run(board, config, max_rolls, observer, out);
    }
    let shape = board;
    let cluster = cluster::config(config)?;
    let starts = cube_puzzle::census_starts(shape);
    let (threads, processes) = (cluster.threads, config.processes as usize);
    let layout = Layout::choose(config.slices, starts.len(), threads * processes);
    let by_class = !layout.slices();
    // This process's classes: all of them, or those of its own workers.
    let classes = match by_class {
        true => own_classes(starts.len(), threads, processes, config.process as usize),
        false => starts.len(),
    } as u64;
    let held = match by_class {
        true => Held::Classes((classes as usize).clamp(1, threads)),
        false => Held::Slices {
            workers: threads,
            of: threads * processes,
        },
    };
    let needs = match config.checkpoint.is_some() || config.resume.is_some() {
        true => Needs::of(shape, held).checkpointed(),
        false => Needs::of(shape, held),
    };
    observer.observe(Event::Needs(&needs.fit(Available::of(config.max_memory))?));
    observer.observe(Event::Layout(layout));
    let total = cube_puzzle::Pattern::count(shape) as u64 * classes;
    let what = format!("census of {shape}");
    observer.observe(Event::Began {
        what: &what,
        total: Total::Patterns(total),
    });
    let job = Job {
        shape,
        starts,
        checkpoint: config.resume.clone().or_else(|| config.checkpoint.clone()),
        resume: config.resume.is_some(),
        by_class,
    };
    let started = std::time::Instant::now();
    let (classes, work) = run_all(cluster, job, observer.clone())?;
    if config.report {
        let seconds = started.elapsed().as_secs_f64();
        let per_board = work.sent as f64 / work.boards.max(1) as f64;
        let line = format!(
            "census of {shape}: process {}, {threads} workers: {} boards, {} bytes sent \
             ({per_board:.1} a board), {seconds:.1} s, peak memory {}",
            config.process,
            work.boards,
            work.sent,
            peak_memory()
        );
        observer.observe(Event::Report(&line));
    }
    if let Some(classes) = classes {
        write_census(&cube_puzzle::spread_census(shape, &classes), out)?;
    }
    Ok(())
}

/// How many of `n_classes` classes of start square the `threads` workers
/// of process `process` of `processes` search, worker `w` of all taking
/// classes `w`, `w + W`, and so on.
fn own_classes(n_classes: usize, threads: usize, processes: usize, process: usize) -> usize {
    let first = process * threads;
    let own = |class: &usize| (first..first + threads).contains(&(class % (threads * processes)));
    (0..n_classes).filter(own).count()
}

/// Refuses the complete census in this process without timely
/// ([`census_csv`], its classes side by side on rayon's threads) when
/// their tables do not fit its memory (`max_memory` MB, or what the
/// system has available), naming the figures; else tells `observer` what
/// they need.
pub fn fits_one_process(
    board: Shape,
    max_memory: Option<u64>,
    observer: &dyn Observer,
) -> Result<(), NotEnoughMemory> {
    let starts = cube_puzzle::census_starts(board).len();
    let held = Held::Classes(rayon::current_num_threads().clamp(1, starts.max(1)));
    let needs = Needs::of(board, held).fit(Available::of(max_memory))?;
    observer.observe(Event::Needs(&needs));
    Ok(())
}

/// Runs every worker of this process; the censuses of the job's starts in
/// their order on process 0, `None` on the others.
fn run_all(
    cluster: Cluster,
    job: Job,
    observer: Arc<dyn Observer>,
) -> Result<(Option<Vec<Census>>, Work), CensusError> {
    let threads = cluster.threads;
    let shape = job.shape;
    let (builders, others) = cluster.build()?;
    let config = timely::WorkerConfig::default();
    let guards = timely::execute::execute_from(builders, others, config, move |worker| {
        let draws = worker.index() % threads == 0;
        let mut work = Work::default();
        let outcome = if job.by_class {
            by_class::census(worker, &job, &*observer, draws, &mut work)
        } else {
            worker::census(worker, &job, draws.then_some(&*observer), &mut work)
        };
        (outcome, work)
    })
    .map_err(|e| CensusError::Cluster(ClusterError::Start(e)))?;
    first_answer(shape, guards.join())
}

/// This process's peak resident memory, as Linux reports it (VmHWM), or
/// `unknown`.
fn peak_memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find(|l| l.starts_with("VmHWM:"));
    line.map_or("unknown".into(), |l| l["VmHWM:".len()..].trim().to_string())
}

/// A worker's answer: what it found (on the workers that answer), or why
/// it stopped.
type Answer<T> = Result<Option<T>, rounds::Stop>;

/// The censuses of the classes of start square, from worker 0's answer
/// among the workers' (`None` on other processes).
fn first_answer<T>(
    shape: Shape,
    answers: Vec<Result<(Answer<T>, Work), String>>,
) -> Result<(Option<T>, Work), CensusError> {
    let mut work = Work::default();
    let answers: Vec<Result<Answer<T>, String>> = answers
        .into_iter()
        .map(|answer| {
            answer.map(|(outcome, done)| {
                work.boards += done.boards;
                work.sent += done.sent;
                outcome
            })
        })
        .collect();
    answered(shape, answers).map(|classes| (classes, work))
}

/// The answer of the worker that has one among the workers' `answers`
/// (`None` if none has), or why they stopped: the first reason other
/// than another worker's stop, if any.
fn answered<T>(
    shape: Shape,
    answers: Vec<Result<Result<Option<T>, rounds::Stop>, String>>,
) -> Result<Option<T>, CensusError> {
    let mut found = None;
    let mut peer_stopped = false;
    for answer in answers {
        match answer {
            Ok(Ok(Some(answer))) => found = Some(answer),
            Ok(Ok(None)) => {}
            Ok(Err(rounds::Stop::Census(cube_puzzle::CensusError::Memory(refused)))) => {
                return Err(CensusError::Memory { shape, refused });
            }
            Ok(Err(rounds::Stop::Census(cube_puzzle::CensusError::TooLarge(e)))) => {
                return Err(CensusError::TooLarge(e));
            }
            Ok(Err(rounds::Stop::Parcel(e))) => {
                let reason = e.to_string();
                return Err(CensusError::Worker { shape, reason });
            }
            Ok(Err(rounds::Stop::Checkpoint(line))) => return Err(CensusError::Checkpoint(line)),
            Ok(Err(rounds::Stop::Layer(reason))) => {
                return Err(CensusError::Worker { shape, reason });
            }
            Ok(Err(rounds::Stop::Peer)) => peer_stopped = true,
            Err(reason) => return Err(CensusError::Worker { shape, reason }),
        }
    }
    if peer_stopped {
        let reason = "another worker stopped".to_string();
        return Err(CensusError::Worker { shape, reason });
    }
    Ok(found)
}

#[cfg(test)]
mod tests;
