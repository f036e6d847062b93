//! `abbott census cube-puzzle`: the flags that spread the census over
//! timely workers, threads of one process or processes on one machine or
//! many, resolved into the `abbott-census` library's `Config`, which runs
//! it (`dispatch` calls it; `peers` ends a process whose peer went away,
//! `progress::CensusBar` draws its events).

use abbott_census::Config;
use cube_puzzle::Shape;
use std::path::PathBuf;

/// How the census is spread over workers.
#[derive(Debug, Clone, clap::Args)]
pub struct CensusArgs {
    /// Worker threads in this process, on timely dataflow (one per core if
    /// another of these flags is given). Each searches classes of start
    /// square of its own while there are at least as many classes as
    /// workers of every process; else a slice of every class, as with
    /// --slices, which one line on standard error then says. Without any of
    /// these flags the census runs in this process without timely, two
    /// classes of start square at a time: the fastest on one machine.
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
    /// at least as many classes as workers (of every process), each worker
    /// searches classes of its own and nothing crosses until the end; with
    /// more workers than classes (4x4 has three) the census shares every
    /// class as --slices does, so that no worker stands idle. With
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
    /// --checkpoint, a file a class as it ends), or with --slices (or more
    /// workers than classes) every worker sharing each class in turn.
    #[arg(long, value_name = "D",
          value_parser = clap::value_parser!(u32).range(0..=abbott_census::MAX_ROLLS_BOUND))]
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

impl CensusArgs {
    /// The library's settings for these flags.
    pub fn config(&self) -> Config {
        Config {
            workers: self.workers,
            processes: self.processes,
            process: self.process,
            hosts: self.hosts.clone(),
            slices: self.slices,
            checkpoint: self.checkpoint.clone(),
            resume: self.resume.clone(),
            report: self.report,
            max_rolls: self.max_rolls,
            max_memory: self.max_memory,
            unreached: self.unreached.clone(),
        }
    }
}

/// A census to run.
#[derive(Debug, Clone)]
pub struct Request {
    /// The board.
    pub board: Shape,
    /// How it is spread.
    pub args: CensusArgs,
}

#[cfg(test)]
mod tests {
    use dice_core::memory::OutOfMemory;

    #[test]
    fn a_refused_census_or_generation_says_its_figure_and_the_page_too() {
        let refused = OutOfMemory::of::<u8>(1_700_000_000);
        let shape = "3x4".parse().expect("a board");
        let census = abbott_census::CsvError::Memory { shape, refused };
        assert_eq!(
            census.to_string(),
            "the census of 3x4: needs about 1.7 GB of memory and the system refused it; \
             memory per size: docs/performance.md#memory-per-size"
        );
        let what = "maze";
        let generation = crate::generate::GenerateError::Memory {
            what,
            number: 3,
            refused: refused.part_way(),
        };
        assert_eq!(
            generation.to_string(),
            "maze 3: needs more than 1.7 GB of memory and the system refused it; \
             memory per size: docs/performance.md#memory-per-size"
        );
    }
}
