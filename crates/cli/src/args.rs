//! Command-line arguments of the binaries (clap derive).

use abbott_judge::puzzle::Puzzle;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use cube_puzzle::Shape;
use std::path::PathBuf;

#[path = "args/tester.rs"]
mod tester;
pub use tester::{GuardArgs, TestArgs};

/// One puzzle's binary: `dice-maze [FILE]...`.
#[derive(Debug, Parser)]
#[command(version)]
pub struct SolveArgs {
    /// Input files, answered one after the other; standard input when none
    /// is given, or for `-`.
    pub files: Vec<PathBuf>,
}

impl SolveArgs {
    /// The arguments of `puzzle`'s binary, with `about` as its help and the
    /// puzzle's grammar after the options (exits on a bad argument).
    pub fn parse_for(puzzle: Puzzle, about: &'static str) -> SolveArgs {
        use clap::{CommandFactory, FromArgMatches};
        let command = SolveArgs::command().name(puzzle.name()).about(about);
        let command = command.after_help(crate::help::grammar(puzzle));
        command
            .try_get_matches()
            .and_then(|m| SolveArgs::from_arg_matches(&m))
            .unwrap_or_else(|e| crate::usage::usage_error(&e))
    }
}

/// The cube puzzle's own binary: `cube-puzzle [--board RxC] [-j N] [FILE]...`.
#[derive(Debug, Parser)]
#[command(
    name = "cube-puzzle",
    version,
    after_help = crate::help::CUBE_FORMAT,
    about = "Solve the Cubic Eight-Puzzle (ICPC Asia Yokohama 2006): reads the judge input (datasets, then 0 0) and prints the fewest rolls for each, or -1 beyond 30"
)]
pub struct CubeSolveArgs {
    /// Input files, answered one after the other; standard input when none
    /// is given, or for `-`.
    pub files: Vec<PathBuf>,
    /// The board, R rows by C columns (each 1 to 4): each dataset is `x y`,
    /// then R lines of C colours. 3x3, the default, is the statement's.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
    /// Threads to answer with (default 1; on 4x4 they share the lists near
    /// start squares). Answers stay in input order.
    #[arg(short = 'j', long = "jobs", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
}

/// `abbott`: every puzzle and tool in one binary.
#[derive(Debug, Parser)]
#[command(
    name = "abbott",
    version,
    about = "Exact solvers for Robert Abbott's rolling-piece puzzles"
)]
pub struct AbbottArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands of `abbott`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve dice mazes (A Dicey Problem, World Finals 1999).
    #[command(after_help = crate::help::DICE_FORMAT)]
    DiceMaze(BatchArgs),
    /// Solve walk-through arrow mazes (Abbott's Revenge, World Finals 2000).
    #[command(after_help = crate::help::ARROW_FORMAT)]
    ArrowMaze(BatchArgs),
    /// Solve Cubic Eight-Puzzle datasets (Asia Regional Yokohama 2006).
    #[command(mut_arg("format", |a| a.help(
        "The judge format, or one JSON object per dataset (rolls as [x, y]: column, then row)"
    )))]
    CubePuzzle(CubeArgs),
    /// Count, for every start square and number of rolls, the patterns
    /// whose fewest rolls is that number (CSV).
    Census {
        /// Which puzzle (only cube-puzzle has a census).
        puzzle: CensusPuzzle,
        /// The board, R rows by C columns (each 1 to 4; up to twelve squares,
        /// which complete tables need: 3x4 in about 30 s on two cores and
        /// 2.1 GB, docs/census.md); the statement's 3x3 by default. Patterns no rolls make are counted on a row whose steps
        /// are `never`.
        #[arg(long, value_name = "RxC", value_parser = parse_board)]
        board: Option<Shape>,
        /// Workers, processes and hosts.
        #[command(flatten)]
        spread: crate::census::CensusArgs,
    },
    /// Check a claimed judge output against its input, dataset by dataset,
    /// in abbott's form or as an ICPC/Kattis or testlib checker.
    Check(CheckArgs),
    /// Validate judge input strictly: the canonical layout, the original
    /// statement's limits and promises; one line per broken rule. Exit 0
    /// valid, 1 invalid (42 and 43 with --icpc), 2 when the input cannot be
    /// read.
    Validate(ValidateArgs),
    /// Write a complete problem package (problem.yaml, statement, sample
    /// and secret data, validators that call abbott, submissions) for
    /// problemtools, DOMjudge and other Kattis-format judges.
    Package(PackageArgs),
    /// Draw every dataset with its answer: in the terminal, as SVG files,
    /// or as one HTML page with a step slider.
    Render(RenderArgs),
    /// Play the datasets of a file by hand in the terminal: arrow keys
    /// move, u undoes, r redoes, x restarts, h shows the first move of a
    /// shortest way on, n/p switch datasets, q quits. Needs a terminal.
    Play(PlayArgs),
    /// Solve the statements' sample inputs of every puzzle and print them.
    Demo,
    /// Print random puzzles in the judge input format.
    Generate(GenerateArgs),
    /// Test a contestant's program: run it on the sample, the package's
    /// secret data and random datasets, judge every answer, and shrink
    /// the first failure to the smallest input that still fails.
    Test(TestArgs),
    /// The launcher of one run of `abbott test` (not for people: the
    /// tester starts it).
    #[command(hide = true)]
    Guard(GuardArgs),
    /// The launcher kept for a worker of `abbott test`, which forks the
    /// launcher of each run it is asked for on its standard input (not
    /// for people: the tester starts it).
    #[command(hide = true)]
    Serve,
}

/// `abbott PUZZLE [-j N] [--format judge|json] [FILE]...`.
#[derive(Debug, clap::Args)]
pub struct BatchArgs {
    /// Input files, answered one after the other; standard input when none
    /// is given, or for `-`.
    pub files: Vec<PathBuf>,
    /// Threads to solve with, 1 to 65535 (default: all cores). Answers
    /// stay in input order.
    #[arg(short = 'j', long = "jobs", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// The judge format, or one JSON object per dataset (the route as
    /// `[row, column]` pairs).
    #[arg(long, value_parser = formats(), default_value = "judge")]
    pub format: abbott_judge::output::OutputFormat,
}

/// `abbott render PUZZLE [FILE] [--svg DIR] [--html FILE]`, or `abbott
/// render --blank --html FILE`.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// Which puzzle.
    #[arg(required_unless_present = "blank", value_parser = puzzles())]
    pub puzzle: Option<Puzzle>,
    /// The input file; standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// Write one SVG per dataset into this folder instead (created if
    /// missing; files of earlier runs with the same names are replaced).
    #[arg(long, value_name = "DIR", conflicts_with = "html")]
    pub svg: Option<PathBuf>,
    /// Write one self-contained HTML page with every dataset instead (an
    /// existing file is replaced, as a compiler replaces its output).
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Cube puzzle: the board, R rows by C columns (each 1 to 4); 3x3 by
    /// default. Other boards are drawn with abbott's rolls where it gives
    /// them (see `cube-puzzle --board`), and the page plays them.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
    /// Write the page for any file with `--html FILE`: no datasets of its
    /// own; a visitor drops or pastes an input of any puzzle and board and
    /// gets the answers, the pictures and play, and pastes an output to
    /// have it judged.
    #[arg(long, requires = "html", conflicts_with_all = ["puzzle", "file", "svg", "board"])]
    pub blank: bool,
}

/// `abbott play PUZZLE [FILE] [--board RxC]`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// Which puzzle.
    #[arg(value_parser = puzzles())]
    pub puzzle: Puzzle,
    /// The input file (judge format); the statement's sample when absent,
    /// standard input for `-`.
    pub file: Option<PathBuf>,
    /// Cube puzzle: the board, R rows by C columns (each 1 to 4); 3x3 by
    /// default. Hints look at most 30 rolls ahead beyond nine squares.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
}

/// `abbott check PUZZLE INPUT OUTPUT [--allow-longer]`, or the judge
/// systems' forms `--icpc PUZZLE INPUT ANSWER FEEDBACK_DIR` (team output on
/// standard input) and `--testlib PUZZLE INPUT OUTPUT ANSWER`.
#[derive(Debug, clap::Args)]
#[command(after_help = crate::help::CHECK)]
pub struct CheckArgs {
    /// Which puzzle.
    #[arg(value_parser = puzzles())]
    pub puzzle: Puzzle,
    /// The judge input (`-` for standard input in abbott's own form).
    pub input: PathBuf,
    /// The output to check; with --icpc, the jury's answer.
    #[arg(value_name = "OUTPUT|ANSWER")]
    pub second: PathBuf,
    /// With --icpc, the feedback folder; with --testlib, the jury's answer.
    #[arg(value_name = "FEEDBACK_DIR|ANSWER")]
    pub third: Option<PathBuf>,
    /// Arguments a judge system adds after the feedback folder (ignored).
    #[arg(hide = true, requires = "icpc")]
    pub judge_flags: Vec<String>,
    /// Speak the ICPC/Kattis output validator interface.
    #[arg(long, conflicts_with = "testlib", requires = "third")]
    pub icpc: bool,
    /// Speak the testlib checker interface.
    #[arg(long, requires = "third")]
    pub testlib: bool,
    /// Accept any legal route, not only shortest ones (abbott's form only).
    #[arg(long, conflicts_with_all = ["icpc", "testlib"])]
    pub allow_longer: bool,
    /// Cube puzzle: each answer is followed by its rolls, as `abbott
    /// cube-puzzle --moves` prints them; each roll must be legal, the
    /// pattern reached and the count the answer (abbott's form only).
    #[arg(long, conflicts_with_all = ["icpc", "testlib"])]
    pub moves: bool,
    /// Cube puzzle: the board, R rows by C columns (each 1 to 4), in all
    /// three forms; 3x3 by default.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
}

/// `abbott package PUZZLE DIR`.
#[derive(Debug, clap::Args)]
pub struct PackageArgs {
    /// Which puzzle.
    #[arg(value_parser = puzzles())]
    pub puzzle: Puzzle,
    /// The folder to write the package into, whole or not at all (created
    /// if missing). problemtools takes the folder's name as the problem's
    /// short name, which must be lower-case letters and digits: `dicemaze`,
    /// not `dice-maze`.
    pub dir: PathBuf,
    /// Replace the folder if it already holds files (by default abbott
    /// refuses).
    #[arg(long)]
    pub force: bool,
    /// For tests: link each validator's abbott to the running one instead
    /// of copying it, for tests that look only at the layout (a debug
    /// build is 50 MB). Such a package runs nowhere else; hidden from the
    /// help.
    #[arg(long, hide = true)]
    pub link_validators: bool,
}

/// `abbott validate PUZZLE [FILE] [--icpc] [--extended]`.
#[derive(Debug, clap::Args)]
#[command(after_help = crate::help::VALIDATE)]
pub struct ValidateArgs {
    /// Which puzzle.
    #[arg(value_parser = puzzles())]
    pub puzzle: Puzzle,
    /// The judge input; standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// Exit as an ICPC/Kattis input validator: 42 valid, 43 invalid
    /// (instead of 0 and 1).
    #[arg(long)]
    pub icpc: bool,
    /// Accept abbott's larger sizes (dice mazes up to 4096 x 4096, arrow
    /// coordinates up to 4096, any number of cube datasets) instead of the
    /// original statements' limits.
    #[arg(long)]
    pub extended: bool,
    /// Cube puzzle: the board, R rows by C columns (each 1 to 4); 3x3 by
    /// default. The statement's limits (at most 15 datasets) hold on 3x3
    /// only; other boards get the canonical layout and their own ranges.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
}

/// `abbott cube-puzzle [--moves] [-j N] [--format judge|json] [FILE]...`.
#[derive(Debug, clap::Args)]
#[command(after_help = crate::help::CUBE_FORMAT)]
pub struct CubeArgs {
    /// Follow each answer with the rolls: the squares whose cubes roll into
    /// the hole, as (x,y) = (column, row): `3 (1,1) (1,2) (1,3)`. For the
    /// judge format: JSON always carries the rolls. With the rolls or JSON,
    /// datasets are answered on one thread unless -j N says more.
    #[arg(long)]
    pub moves: bool,
    /// The board, R rows by C columns (each 1 to 4): each dataset is `x y`,
    /// then R lines of C colours. Every board is answered exactly (one
    /// dataset on 3x4 takes a fraction of a second, on 4x4 about one);
    /// rolls are given up to nine squares, and beyond for answers of at
    /// most 30. 3x3, the default, is the statement's. On other boards and
    /// with the rolls, datasets are answered on one thread unless -j N
    /// says more, the threads sharing the lists near start squares.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
    /// Files, threads and format, as for the mazes.
    #[command(flatten)]
    pub batch: BatchArgs,
}

/// The puzzles by name, each with its line of help.
pub(crate) fn puzzles() -> impl TypedValueParser<Value = Puzzle> {
    let names = Puzzle::ALL.map(|p| PossibleValue::new(p.name()).help(p.title()));
    PossibleValuesParser::new(names).try_map(|name| name.parse::<Puzzle>())
}

/// The output formats by name, each with its line of help.
fn formats() -> impl TypedValueParser<Value = abbott_judge::OutputFormat> {
    use abbott_judge::OutputFormat;
    let names = OutputFormat::ALL.map(|f| PossibleValue::new(f.name()).help(f.title()));
    PossibleValuesParser::new(names).try_map(|name| {
        (OutputFormat::ALL.into_iter())
            .find(|f| f.name() == name)
            .ok_or("no such format")
    })
}

/// A board `RxC`, for `--board`.
pub(crate) fn parse_board(text: &str) -> Result<Shape, cube_puzzle::ShapeError> {
    text.parse()
}

/// The puzzles with a census.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CensusPuzzle {
    /// The Cubic Eight-Puzzle.
    CubePuzzle,
}

/// `abbott generate PUZZLE --seed S [--count N] [--rows R --cols C]`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Which puzzle.
    #[arg(value_parser = puzzles())]
    pub puzzle: Puzzle,
    /// The seed, 0 to 2^64 - 1: the same seed and arguments give the same
    /// file.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// How many datasets, 0 to 2^64 - 1 (the statements allow at most 300
    /// mazes or 15 cube datasets a file; more need `abbott validate
    /// --extended`).
    #[arg(long, default_value_t = 1)]
    pub count: u64,
    /// Rows of each maze, 1 to 4096 (default: the statement's largest).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub rows: Option<u32>,
    /// Columns of each maze, 1 to 4096 (default: the statement's largest).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub cols: Option<u32>,
    /// Dice mazes: a winding corridor with a tour of about rows x cols / 2
    /// moves, instead of random squares. Arrow mazes: corner to corner along
    /// a signed staircase, one or two random signs elsewhere.
    #[arg(long, conflicts_with = "min_moves")]
    pub winding: bool,
    /// Dice and arrow mazes: only mazes whose shortest route has at least
    /// this many moves, 0 or more (dice mazes also keep the statement's
    /// promise of exactly one shortest tour).
    #[arg(long)]
    pub min_moves: Option<usize>,
    /// Dice and arrow mazes: search for the maze of rows x cols whose
    /// shortest route is longest (annealing from the seed, the solver as
    /// the score; dice mazes keep one shortest tour) and write the longest
    /// found, named LONG, its length and its sides (`LONG207X9X9`);
    /// --count searches from seeds S, S + 1, ...
    #[arg(long, conflicts_with_all = ["winding", "min_moves"])]
    pub longest: bool,
    /// With --longest: write, after the longest maze, the first maze the
    /// search met for each shorter length down to this one (judge data
    /// that crosses every length).
    #[arg(long, value_name = "MOVES", requires = "longest")]
    pub ladder: Option<usize>,
    /// With --longest: how many mazes the search scores, 1 to 2^64 - 1
    /// (the same seed and count give the same maze).
    #[arg(long, value_name = "N", requires = "longest", default_value_t = 2_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub evaluations: u64,
    /// With --longest: stop the search after this long even if
    /// evaluations are left (`150s`, `5m`); the maze then depends on the
    /// machine's speed.
    #[arg(long, value_name = "T", requires = "longest", value_parser = parse_duration)]
    pub within: Option<std::time::Duration>,
    /// Cube puzzle: only datasets whose judge answer is this number of rolls,
    /// 0 to 30, or -1 for those that need more than 30.
    #[arg(long, allow_negative_numbers = true, value_parser = clap::value_parser!(i64).range(-1..=30))]
    pub steps: Option<i64>,
    /// Cube puzzle: the board, R rows by C columns (each 1 to 4); 3x3 by
    /// default. With --steps on 4x4, datasets are drawn (random walks)
    /// until one has the answer, at most 2000.
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Option<Shape>,
}

/// A duration such as `2s`, `500ms`, `1.5s` or `5m` (seconds without a
/// unit).
pub(crate) fn parse_duration(text: &str) -> Result<std::time::Duration, String> {
    let (number, scale) = if let Some(n) = text.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1.0)
    } else if let Some(n) = text.strip_suffix('m') {
        (n, 60.0)
    } else {
        (text, 1.0)
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("expected a duration such as 2s or 500ms, found {text:?}"))?;
    std::time::Duration::try_from_secs_f64(value * scale)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("expected a positive duration, found {text:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn durations_take_units_and_refuse_nonsense() {
        use std::time::Duration;
        assert_eq!(parse_duration("2s"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_duration("5m"), Ok(Duration::from_secs(300)));
        assert!(parse_duration("0s").is_err());
        assert!(parse_duration("-1s").is_err());
        assert!(parse_duration("soon").is_err());
    }

    #[test]
    fn argument_definitions_are_consistent() {
        SolveArgs::command().debug_assert();
        CubeSolveArgs::command().debug_assert();
        AbbottArgs::command().debug_assert();
    }
}
