//! `abbott census cube-puzzle`: the census on timely dataflow workers,
//! threads of one process or processes on one machine or many. With at
//! least as many classes of start square as workers, each worker searches
//! classes of its own (`by_class`: nothing crosses between workers until
//! the end); otherwise, or with `--slices`, each holds a slice of every
//! class's pattern space (`worker`, see `cube_puzzle::SlicedSearch`).
//! `cluster` turns the flags into timely's configuration; process 0
//! prints the CSV. `partial` runs the census up to a number of rolls
//! (`--max-rolls`) in one process, on any board, and `sparse` runs it on
//! timely workers, each searching classes of its own.

mod by_class;
mod checkpoint;
mod checkpoint_stream;
mod cluster;
mod layer_files;
pub mod needs;
pub mod partial;
mod partial_files;
mod peers;
mod rounds;
mod shared;
mod shared_files;
mod sockets;
mod sparse;
mod unreached;
mod worker;

use crate::progress::{Count, while_working};
use cube_puzzle::{Census, OutOfMemory, Shape, Square};
use needs::{Available, Held, Needs, NotEnoughMemory};
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

pub use cluster::ClusterError;

/// How the census is spread over workers.
#[derive(Debug, Clone, clap::Args)]
pub struct CensusArgs {
    /// Worker threads in this process, on timely dataflow (one per core if
    /// another of these flags is given). Each searches classes of start
    /// square of its own (with --slices, a slice of every class; with
    /// --max-rolls, whole classes up to D rolls, or with --slices too a
    /// part of every class's layers). Without any of them the census runs in this process without timely,
    /// two classes of start square at a time: the fastest on one machine.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub workers: Option<u32>,
    /// How many processes share the census (each started with its own
    /// --process and the same --hosts).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub processes: u32,
    /// This process's number, 0 to N - 1; process 0 prints the CSV.
    #[arg(long, value_name = "I", default_value_t = 0)]
    pub process: u32,
    /// The processes' addresses, one `host:port` a line in process order
    /// (as timely reads them), needed with --processes above 1.
    #[arg(long, value_name = "FILE")]
    pub hosts: Option<PathBuf>,
    /// Every worker holds a slice of every class of start square, and the
    /// words a layer reaches cross between workers: for boards whose
    /// classes' tables do not fit one worker. Without it, on a board with
    /// at least as many classes as workers, each worker searches classes
    /// of its own and nothing crosses until the end (the faster). With
    /// --max-rolls, every worker of every process shares each class in
    /// turn, owning a part of each layer's boards.
    #[arg(long)]
    pub slices: bool,
    /// Write each worker's slice to DIR after each layer (two files a
    /// worker: the last two layers); with --max-rolls, each class's counts
    /// as it ends (a file a class).
    #[arg(long, value_name = "DIR", conflicts_with = "resume")]
    pub checkpoint: Option<PathBuf>,
    /// After the CSV, one line on standard error per process: its
    /// workers' boards reached, bytes sent to other workers, time and
    /// peak memory.
    #[arg(long)]
    pub report: bool,
    /// Go on from the checkpoints in DIR (every process with the same
    /// board, --processes and --workers as before; with --max-rolls, the
    /// same board and D, on any workers), writing more there.
    #[arg(long, value_name = "DIR")]
    pub resume: Option<PathBuf>,
    /// Count exactly the patterns of each number of rolls up to D, and on
    /// one row a start whose steps are `>D` the patterns that need more or
    /// that no rolls make; on every board, 4x4 included, by a search over
    /// boards kept sparse (layer by layer): in this process without
    /// timely, or with --workers, --processes and --hosts on timely
    /// workers, each searching classes of start square of its own (with
    /// --checkpoint, a file a class as it ends), or with --slices every
    /// worker sharing each class in turn.
    #[arg(long, value_name = "D",
          value_parser = clap::value_parser!(u32).range(0..=MAX_ROLLS_BOUND))]
    pub max_rolls: Option<u32>,
    /// The most memory this process may hold, in MB. With --max-rolls, the
    /// searches' budget (by default three quarters of what the system has
    /// available): a start whose next layer would not fit is written up
    /// to the layer before, and the census fails. Without it, the census
    /// is refused before it starts when its tables need more (by default
    /// than the system has available).
    #[arg(long, value_name = "MB", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_memory: Option<u64>,
    /// With --max-rolls, write to FILE how many patterns each start has
    /// not reached after each layer (`x,y,steps,unreached`), and a row
    /// `x,y,god,G` for a start whose search reached every pattern, or ran
    /// out of boards, before the bound: G, the most rolls any pattern
    /// needs from it (on process 0).
    #[arg(long, value_name = "FILE", requires = "max_rolls")]
    pub unreached: Option<PathBuf>,
}

/// The largest `--max-rolls`: far past any board's deepest answer (45 on
/// 3 x 4), within what a layer count holds.
pub const MAX_ROLLS_BOUND: i64 = 1000;

impl CensusArgs {
    /// Whether any flag asks for timely workers (threads, processes,
    /// checkpoints or the report); without one the census runs as one
    /// process's search.
    pub fn on_workers(&self) -> bool {
        self.workers.is_some()
            || self.processes > 1
            || self.hosts.is_some()
            || self.checkpoint.is_some()
            || self.resume.is_some()
            || self.report
            || self.slices
    }

    /// Whether a census up to --max-rolls runs on timely workers: with
    /// --workers, --processes, --process, --hosts, --checkpoint or
    /// --resume (--report alone keeps it in this process without timely).
    pub fn partial_on_workers(&self) -> bool {
        self.workers.is_some()
            || self.processes > 1
            || self.process > 0
            || self.hosts.is_some()
            || self.checkpoint.is_some()
            || self.resume.is_some()
            || self.slices
    }

    /// The bytes a census up to --max-rolls may hold in this process:
    /// --max-memory, or three quarters of what the system has available.
    pub fn memory_budget(&self) -> usize {
        match self.max_memory {
            // A budget past the address space is no bound.
            Some(mb) => usize::try_from(mb.saturating_mul(1_000_000)).unwrap_or(usize::MAX),
            None => partial::default_budget(),
        }
    }
}

/// What every worker is given.
#[derive(Debug, Clone)]
pub(super) struct Job {
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
pub(super) struct Work {
    /// Boards the workers' slices reached, over every class.
    pub(super) boards: u64,
    /// Bytes of words sent to other workers.
    pub(super) sent: u64,
}

/// A census to run.
#[derive(Debug, Clone)]
pub struct Request {
    /// The board.
    pub board: Shape,
    /// How it is spread.
    pub args: CensusArgs,
}

/// Why a census was not written.
#[derive(Debug, thiserror::Error)]
pub enum CensusError {
    /// The flags or the host file do not make a cluster, or it could not
    /// be formed.
    #[error(transparent)]
    Cluster(#[from] ClusterError),
    /// The board is too large for complete tables.
    #[error(transparent)]
    TooLarge(#[from] cube_puzzle::TooManySquares),
    /// This process's share of the tables does not fit its memory.
    #[error(transparent)]
    NotEnoughMemory(#[from] NotEnoughMemory),
    /// The system refused a worker its slice.
    #[error(
        "the census of {shape}: {refused}; {}",
        abbott_judge::error::MEMORY_PAGE
    )]
    Memory {
        /// The board.
        shape: Shape,
        /// What the system refused.
        refused: OutOfMemory,
    },
    /// A worker stopped (a peer went away, or a parcel did not fit).
    #[error("the census of {shape}: a worker stopped: {reason}")]
    Worker {
        /// The board.
        shape: Shape,
        /// Why.
        reason: String,
    },
    /// A checkpoint was not written, or refused: a line naming the file.
    #[error("{0}")]
    Checkpoint(String),
    /// A class of a census up to --max-rolls stopped before the bound (its
    /// rows were written to where it got), or writing the CSV failed.
    #[error(transparent)]
    Partial(#[from] partial::PartialCensusError),
    /// Writing the CSV failed.
    #[error("cannot write the census: {0}")]
    Output(#[from] std::io::Error),
}

/// Runs this process's share of the census of `request.board`; process 0
/// writes the CSV to `out` (`x,y,steps,patterns`, as
/// `abbott census` without flags writes it), the others write nothing.
pub fn run(request: &Request, out: &mut impl Write) -> Result<(), CensusError> {
    if let Some(max_rolls) = request.args.max_rolls {
        return sparse::run(request, max_rolls, out);
    }
    let shape = request.board;
    let config = cluster::config(&request.args)?;
    if config.network.is_some() {
        peers::watch(shape);
    }
    let starts = cube_puzzle::census_starts(shape);
    let args = &request.args;
    let (threads, processes) = (config.threads, args.processes as usize);
    let by_class = !args.slices && threads * processes <= starts.len();
    // This process's classes: all of them, or those of its own workers.
    let classes = match by_class {
        true => own_classes(starts.len(), threads, processes, args.process as usize),
        false => starts.len(),
    } as u64;
    let held = match by_class {
        true => Held::Classes((classes as usize).clamp(1, threads)),
        false => Held::Slices {
            workers: threads,
            of: threads * processes,
        },
    };
    let needs = match args.checkpoint.is_some() || args.resume.is_some() {
        true => Needs::of(shape, held).checkpointed(),
        false => Needs::of(shape, held),
    };
    announce(&needs.fit(Available::of(args.max_memory))?, args);
    let total = cube_puzzle::Pattern::count(shape) as u64 * classes;
    let what = format!("census of {shape}");
    let job = Job {
        shape,
        starts,
        checkpoint: args.resume.clone().or_else(|| args.checkpoint.clone()),
        resume: args.resume.is_some(),
        by_class,
    };
    let started = std::time::Instant::now();
    let (process, workers) = (args.process, config.threads);
    let (classes, work) = while_working(Count::Patterns(total), &what, |bar| {
        run_all(config, job, bar)
    })?;
    if args.report {
        let seconds = started.elapsed().as_secs_f64();
        let per_board = work.sent as f64 / work.boards.max(1) as f64;
        eprintln!(
            "census of {shape}: process {process}, {workers} workers: {} boards, {} bytes sent \
             ({per_board:.1} a board), {seconds:.1} s, peak memory {}",
            work.boards,
            work.sent,
            crate::census::peak_memory()
        );
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

/// Refuses the census in this process without timely, its classes side
/// by side on rayon's threads, when their tables do not fit its memory,
/// naming the figures; else says what they need as `announce` does.
pub fn fits_one_process(request: &Request) -> Result<(), NotEnoughMemory> {
    let starts = cube_puzzle::census_starts(request.board).len();
    let held = Held::Classes(rayon::current_num_threads().clamp(1, starts.max(1)));
    let needs = Needs::of(request.board, held).fit(Available::of(request.args.max_memory))?;
    announce(&needs, &request.args);
    Ok(())
}

/// Says on standard error what this process's tables need, before they
/// are made: with --report, or on a terminal.
fn announce(needs: &Needs, args: &CensusArgs) {
    if args.report || io::stderr().is_terminal() {
        eprintln!("{needs}");
    }
}

/// Runs every worker of this process; the censuses of the job's starts in
/// their order on process 0, `None` on the others.
fn run_all(
    config: cluster::Cluster,
    job: Job,
    bar: &indicatif::ProgressBar,
) -> Result<(Option<Vec<Census>>, Work), CensusError> {
    let bar = bar.clone();
    let threads = config.threads;
    let shape = job.shape;
    let (builders, others) = config.build()?;
    let config = timely::WorkerConfig::default();
    let guards = timely::execute::execute_from(builders, others, config, move |worker| {
        let draws = worker.index() % threads == 0;
        let mut work = Work::default();
        let outcome = if job.by_class {
            by_class::census(worker, &job, &bar, draws, &mut work)
        } else {
            worker::census(worker, &job, draws.then_some(&bar), &mut work)
        };
        (outcome, work)
    })
    .map_err(|e| CensusError::Cluster(ClusterError::Start(e)))?;
    first_answer(shape, guards.join())
}

/// Writes a census's rows.
pub(crate) fn write_census(census: &[Census], out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "x,y,steps,patterns")?;
    for start in census {
        let (x, y) = write_counts(out, start.start, &start.by_rolls)?;
        if start.unreachable > 0 {
            writeln!(out, "{x},{y},never,{}", start.unreachable)?;
        }
    }
    Ok(())
}

/// Writes a start's non-zero counts of patterns by number of rolls
/// (`x,y,steps,patterns` rows); its `x` and `y`.
pub(crate) fn write_counts(
    out: &mut impl Write,
    start: Square,
    by_rolls: &[u64],
) -> io::Result<(u8, u8)> {
    let (x, y) = (start.x, start.y);
    for (steps, &n) in by_rolls.iter().enumerate() {
        if n > 0 {
            writeln!(out, "{x},{y},{steps},{n}")?;
        }
    }
    Ok((x, y))
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
