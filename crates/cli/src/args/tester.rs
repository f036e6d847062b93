//! The arguments of `abbott test` and of the launcher of its runs.

use super::{parse_board, parse_duration};
use abbott_judge::puzzle::Puzzle;
use cube_puzzle::Shape;
use std::path::PathBuf;

/// `abbott test PUZZLE [--board RxC] [OPTIONS] -- COMMAND [ARGS...]`.
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Exit 0 when every dataset passed, 1 when a failing input was found (reported
shrunk, with both answers), 2 when the program cannot be run, 3 when the
session ended (--time, --cases) before the statement's sample and every secret
file of the package had run: not a pass, since a judge runs them all. They run
first, before any random dataset. However short --time is, the first datasets
(a run per job) are judged.

Each run starts as a judge host starts it, whatever abbott's caller left: no
descriptor but standard input, output and error; no variable but PATH, HOME,
TMPDIR and LANG (and those passed with --env); a stack of the memory limit,
64 open files, files up to the output limit, no core file. What it writes in
its working folder, /tmp and /dev/shm counts as its memory.

Example: abbott test dice-maze --save fail.in -- python3 dice.py")]
pub struct TestArgs {
    /// Which puzzle the program answers.
    #[arg(value_parser = super::puzzles())]
    pub puzzle: Puzzle,
    /// The program and its arguments: judge input on its standard input,
    /// judge output on its standard output.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<std::ffi::OsString>,
    /// Cube puzzle: the board, R rows by C columns (each 1 to 4); 3x3 by
    /// default. The sample and the package's cases are 3x3, so other
    /// boards are tested on random datasets only, valid by the board's
    /// own rules.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
    /// How much processor time one run may use (user and system, of the
    /// program and the processes it starts, as judges count it), more than
    /// 0 (`2s`, `500ms`, `1.5s`); by default the package's `.timelimit`
    /// (1s for the mazes, 2s for the cube), 20s on the cube's other boards
    /// up to twelve squares, 60s on 4x4. A run still going when the wall
    /// clock passes ten times the limit is stopped too.
    #[arg(long, value_name = "T", value_parser = parse_duration)]
    pub time_limit: Option<std::time::Duration>,
    /// How much memory one run's processes may hold at once (`1024M`,
    /// `2G`, `512K`; a plain number is MiB, as `limits.memory` in
    /// problem.yaml); 1024M by default, the packages' limit. Enforced by
    /// the kernel where abbott can make a control group, else measured.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub memory_limit: Option<u64>,
    /// How much one run may write to standard output (`8M`; a plain
    /// number is MiB); 8M by default, DOMjudge's. A run is stopped when it
    /// writes more.
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub output_limit: Option<u64>,
    /// How many processes one run may hold at once, threads included
    /// where the kernel enforces it, at least 1; 64 by default (four a
    /// core on more than 16 cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub process_limit: Option<u64>,
    /// Stop once this many datasets have passed, 0 to 2^64 - 1.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub cases: u64,
    /// Stop once the session has run this long, more than 0 (`60s`, `5m`).
    #[arg(long, value_name = "T", default_value = "60s", value_parser = parse_duration)]
    pub time: std::time::Duration,
    /// Runs at once, 1 to 65535 (default: all cores).
    #[arg(short = 'j', long = "jobs", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// The seed of the random datasets, 0 to 2^64 - 1: the same seed, the
    /// same datasets and the same shrinking.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Save the failing input (judge format) to this file.
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Show this folder read-only in the box each run is held in, at its
    /// own path (a compiler or interpreter in an odd place); repeatable.
    /// The box shows the system's programs and libraries (/usr, /bin,
    /// /lib...) and the command's own files, and nothing else.
    #[arg(long = "box-dir", value_name = "DIR")]
    pub box_dirs: Vec<PathBuf>,
    /// Pass this variable of abbott's environment to the program
    /// (`NAME`), or set it (`NAME=VALUE`); repeatable. A run's program
    /// has no other variable but PATH (the system's folders:
    /// /usr/local/bin:/usr/bin:/bin), HOME (its working folder), TMPDIR
    /// (/tmp) and LANG (C.UTF-8), as isolate gives it.
    #[arg(long = "env", value_name = "NAME[=VALUE]")]
    pub env: Vec<std::ffi::OsString>,
    /// Show this folder writable in the box, at its own path: what the
    /// program writes there stays after the run (as root the program runs
    /// as a user of its own, who must be let write there); repeatable.
    #[arg(long = "box-write", value_name = "DIR")]
    pub box_writes: Vec<PathBuf>,
}

/// A size in bytes such as `1024M`, `2G`, `512K` or `8MiB`; a plain number
/// is MiB.
fn parse_size(text: &str) -> Result<u64, String> {
    let upper = text.trim().to_ascii_uppercase();
    let bare = upper
        .strip_suffix("IB")
        .or_else(|| upper.strip_suffix('B'))
        .unwrap_or(&upper);
    let (number, shift) = match bare.chars().last() {
        Some('K') => (&bare[..bare.len() - 1], 10),
        Some('M') => (&bare[..bare.len() - 1], 20),
        Some('G') => (&bare[..bare.len() - 1], 30),
        _ => (bare, 20),
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("expected a size such as 1024M or 2G, found {text:?}"))?;
    let bytes = value * f64::from(1u32 << shift);
    if !(bytes >= 1.0 && bytes < 2f64.powi(62)) {
        return Err(format!(
            "expected a size from 1K to a few exabytes, found {text:?}"
        ));
    }
    Ok(bytes as u64)
}

/// `abbott guard --status FILE [--group DIR]... [--box-root DIR ...]
/// [--stack BYTES ...] -- COMMAND [ARGS...]`.
#[derive(Debug, clap::Args)]
pub struct GuardArgs {
    /// Where to write how the program ended.
    #[arg(long, value_name = "FILE")]
    pub status: PathBuf,
    /// A control group to join before the program starts.
    #[arg(long = "group", value_name = "DIR")]
    pub groups: Vec<PathBuf>,
    /// The empty folder the run's box is built on: the run has a box.
    #[arg(long, value_name = "DIR")]
    pub box_root: Option<PathBuf>,
    /// The box's working folder.
    #[arg(long, value_name = "DIR", requires = "box_root")]
    pub box_work: Option<PathBuf>,
    /// A file or folder shown read-only in the box, and where.
    #[arg(long, num_args = 2, value_names = ["SOURCE", "TARGET"], requires = "box_root")]
    pub box_show: Vec<PathBuf>,
    /// A file or folder shown writable in the box, and where.
    #[arg(long, num_args = 2, value_names = ["SOURCE", "TARGET"], requires = "box_root")]
    pub box_write: Vec<PathBuf>,
    /// The bytes the box's working folder and /tmp may each hold.
    #[arg(long, value_name = "BYTES", requires = "box_root")]
    pub box_size: Option<u64>,
    /// The user id of the program in the box.
    #[arg(long, value_name = "ID", requires = "box_root")]
    pub box_uid: Option<u32>,
    /// The program's stack, in bytes.
    #[arg(long, value_name = "BYTES")]
    pub stack: u64,
    /// The files a process of the run may hold open at once.
    #[arg(long, value_name = "N")]
    pub open_files: u64,
    /// The largest file a process of the run may write, in bytes.
    #[arg(long, value_name = "BYTES")]
    pub file_size: u64,
    /// The processes the program may hold at once in the box.
    #[arg(long, value_name = "N")]
    pub processes: u64,
    /// A variable of the launcher's environment passed to the program.
    #[arg(long = "env", value_name = "NAME")]
    pub env: Vec<std::ffi::OsString>,
    /// The program and its arguments.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<std::ffi::OsString>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_take_units_and_refuse_nonsense() {
        assert_eq!(parse_size("1024M"), Ok(1 << 30));
        assert_eq!(parse_size("1024"), Ok(1 << 30));
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("512k"), Ok(512 << 10));
        assert_eq!(parse_size("8MiB"), Ok(8 << 20));
        assert_eq!(parse_size("1.5M"), Ok(3 << 19));
        assert!(parse_size("0").is_err());
        assert!(parse_size("-1M").is_err());
        assert!(parse_size("lots").is_err());
    }
}
