//! `abbott census cube-puzzle --max-rolls D`: the partial census on any
//! board, 4 x 4 included, from `cube_puzzle::SparseSearch`. In one
//! process the classes of start square are searched side by side on
//! rayon's threads, the memory budget shared among those running at once;
//! on timely workers (`sparse`) each worker searches classes of its own
//! and sends their runs to the others in the form here. Either way the
//! CSV is today's census cut at D, with one row a start whose steps are
//! `>D`, written here.

use crate::config::Config;
use crate::error::PartialCensusError;
use crate::layer_files::LayerFiles;
use crate::observer::{Event, Observer, Total};
use cube_puzzle::{
    LayerRefused, OutOfMemory, PartialCensus, PartialError, Shape, SparseSearch, Square, StoreError,
};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

/// What one class's search did, for --report.
#[derive(Debug)]
pub(crate) struct ClassRun {
    /// The census reached, exact up to its bound.
    pub(crate) census: PartialCensus,
    /// Boards first reached at each number of rolls.
    pub(crate) layers: Vec<u64>,
    /// Seconds the search took.
    pub(crate) seconds: f64,
    /// Why it stopped short of the bound, if it did.
    pub(crate) stopped: Option<PartialError>,
    /// Whether the search ended by itself (every pattern answered, or no
    /// board left): its deepest answer is its start's God's number.
    pub(crate) ended: bool,
}

/// The partial census of `shape` up to `max_rolls` rolls in this process,
/// its classes of start square side by side on rayon's threads, the
/// searches held to `config`'s memory budget in all
/// ([`Config::memory_budget`]), written to `out` (`x,y,steps,patterns`, as
/// [`census_csv`](crate::csv::census_csv) writes it, steps up to
/// `max_rolls`, then a row `x,y,>D,N` for the patterns beyond D rolls or
/// never made), and with [`Config::unreached`] the patterns not reached
/// there. A class whose next layer does not fit is written up to where it
/// got, its row `>D'` naming that depth, and the first such is the error.
/// With [`Config::report`], one line a class to `observer`. The spread
/// settings of `config` are not read.
pub fn run(
    shape: Shape,
    max_rolls: u32,
    config: &Config,
    observer: &dyn Observer,
    out: &mut impl Write,
) -> Result<(), PartialCensusError> {
    let starts = cube_puzzle::census_starts(shape);
    let at_once = rayon::current_num_threads().clamp(1, starts.len().max(1));
    let per_class = config.memory_budget() / at_once;
    let what = format!("census of {shape} up to {max_rolls} rolls, starts");
    let total = Total::Classes(starts.len() as u64);
    observer.observe(Event::Began { what: &what, total });
    let runs: Vec<ClassRun> = (starts.into_par_iter())
        .map(|start| search_class(shape, start, max_rolls, per_class, None))
        .inspect(|_| observer.observe(Event::Counted(1)))
        .collect();
    if config.report {
        report_classes(shape, &runs, observer);
        observer.observe(Event::Report(&budget_line(shape, max_rolls, per_class)));
    }
    finish(shape, runs, config.unreached.as_deref(), out)
}

/// Writes to `out` the CSV of the classes' `runs` (in the order of
/// `census_starts`), and to `unreached` the patterns each start has not
/// reached after each layer, then gives the first class that stopped
/// short of its bound as the error.
pub(crate) fn finish(
    shape: Shape,
    runs: Vec<ClassRun>,
    unreached: Option<&Path>,
    out: &mut impl Write,
) -> Result<(), PartialCensusError> {
    let classes: Vec<PartialCensus> = runs.iter().map(|r| r.census.clone()).collect();
    write_partial(&cube_puzzle::spread_partial(shape, &classes), out)?;
    if let Some(path) = unreached {
        let reached: Vec<_> = (runs.iter()).map(|r| (r.census.clone(), r.ended)).collect();
        crate::unreached::write_file(path, shape, &reached).map_err(|e| {
            let why = dice_core::text::os_reason(&e);
            PartialCensusError::Unreached(format!("{}: {why}", path.display()))
        })?;
    }
    let stopped = runs
        .into_iter()
        .find_map(|r| Some((r.census.start, r.stopped?)));
    match stopped {
        Some((start, why)) => Err(PartialCensusError::Stopped { shape, start, why }),
        None => Ok(()),
    }
}

/// Tells `observer` the report's line of each class.
pub(crate) fn report_classes(shape: Shape, runs: &[ClassRun], observer: &dyn Observer) {
    for run in runs {
        observer.observe(Event::Report(&report_line(shape, run)));
    }
}

/// The --report line of a process: the budget of a class and the peak
/// memory.
pub(crate) fn budget_line(shape: Shape, max_rolls: u32, per_class: usize) -> String {
    format!(
        "census of {shape} up to {max_rolls} rolls: budget {} MB a class, peak memory {}",
        per_class / 1_000_000,
        crate::peak_memory()
    )
}

/// One class's search, layer by layer, to `max_rolls` or as deep as
/// `max_bytes` allows; with `files`, its layers on disk there (a
/// checkpoint a layer), going on from the last one there with `resume`.
pub(crate) fn search_class(
    shape: Shape,
    start: Square,
    max_rolls: u32,
    max_bytes: usize,
    files: Option<(LayerFiles, bool)>,
) -> ClassRun {
    let started = Instant::now();
    let stopped_at_start = |why: PartialError| ClassRun {
        census: why.reached.clone(),
        layers: vec![1],
        seconds: started.elapsed().as_secs_f64(),
        stopped: Some(why),
        ended: false,
    };
    let search = match files {
        None => SparseSearch::new(shape, start, max_bytes),
        Some((files, resume)) => on_disk(shape, start, max_bytes, files, resume),
    };
    let mut search = match search {
        Ok(search) => search.last_layer(max_rolls),
        Err(why) => return stopped_at_start(why),
    };
    let mut stopped = None;
    while search.depth() < max_rolls && search.can_go_on() {
        if let Err(why) = search.step() {
            let reached = search.census(search.depth());
            stopped = Some(PartialError { reached, why });
            break;
        }
    }
    let bound = if stopped.is_some() {
        search.depth()
    } else {
        max_rolls
    };
    ClassRun {
        census: search.census(bound),
        layers: search.layers().to_vec(),
        seconds: started.elapsed().as_secs_f64(),
        stopped,
        ended: search.ended(),
    }
}

/// The search with its layers in `files`: from the last layer saved there
/// with `resume` (from the start when there is none), else from the start.
fn on_disk(
    shape: Shape,
    start: Square,
    max_bytes: usize,
    files: LayerFiles,
    resume: bool,
) -> Result<SparseSearch, PartialError> {
    let saved = match resume {
        true => files.saved(start),
        false => Ok(None),
    };
    if let Ok(Some(saved)) = saved {
        return SparseSearch::resume(shape, start, max_bytes, saved, Box::new(files));
    }
    // From the start: a file refused stops the class there.
    let search = SparseSearch::new(shape, start, max_bytes)?;
    let refused = |reached: PartialCensus, why: StoreError| PartialError {
        reached,
        why: LayerRefused::Store(why),
    };
    if let Err(why) = saved {
        return Err(refused(search.census(0), why));
    }
    let reached = search.census(0);
    search
        .with_store(Box::new(files))
        .map_err(|why| refused(reached, why))
}

/// A class's line for --report: where it got, its layers, its time.
fn report_line(shape: Shape, run: &ClassRun) -> String {
    let boards: u64 = run.layers.iter().sum();
    let layers: Vec<String> = run.layers.iter().map(u64::to_string).collect();
    let rate = boards as f64 / run.seconds.max(1e-9);
    let why = match &run.stopped {
        Some(stopped) => format!(", stopped: {}", stopped.why),
        None => String::new(),
    };
    format!(
        "census of {shape} from {}: up to {} rolls, {boards} boards in {:.1} s ({rate:.0} a second), \
         boards a layer {}{why}",
        run.census.start,
        run.census.max_rolls,
        run.seconds,
        layers.join(" "),
    )
}

/// A class's run as it travels from the worker that searched it to the
/// others: a [`ClassRun`] without its start (the class's place among the
/// starts names it).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct SentRun {
    by_rolls: Vec<u64>,
    beyond: u64,
    bound: u32,
    layers: Vec<u64>,
    seconds: f64,
    stopped: Option<SentRefusal>,
    /// Whether the search ended by itself (files written before it was
    /// kept read as not).
    #[serde(default)]
    ended: bool,
}

/// [`LayerRefused`] as it travels.
#[derive(Clone, Debug, Serialize, Deserialize)]
enum SentRefusal {
    Budget { needed: usize, budget: usize },
    Memory { bytes: usize, part_way: bool },
    Store { why: String },
}

impl From<ClassRun> for SentRun {
    fn from(run: ClassRun) -> SentRun {
        let stopped = run.stopped.map(|stopped| match stopped.why {
            LayerRefused::Budget { needed, budget } => SentRefusal::Budget { needed, budget },
            LayerRefused::Memory(refused) => SentRefusal::Memory {
                bytes: refused.bytes,
                part_way: refused.part_way,
            },
            LayerRefused::Store(why) => SentRefusal::Store { why: why.0 },
            // The census's starts are its board's: never off it.
            LayerRefused::OffTheBoard(off) => SentRefusal::Store {
                why: off.to_string(),
            },
        });
        SentRun {
            by_rolls: run.census.by_rolls,
            beyond: run.census.beyond,
            bound: run.census.max_rolls,
            layers: run.layers,
            seconds: run.seconds,
            stopped,
            ended: run.ended,
        }
    }
}

impl SentRun {
    /// Whether the class's search stopped short of the bound.
    pub(crate) fn stopped(&self) -> bool {
        self.stopped.is_some()
    }

    /// The run of the class whose start is `start`.
    pub(crate) fn into_run(self, start: Square) -> ClassRun {
        let census = PartialCensus {
            start,
            max_rolls: self.bound,
            by_rolls: self.by_rolls,
            beyond: self.beyond,
        };
        let stopped = self.stopped.map(|refusal| PartialError {
            reached: census.clone(),
            why: match refusal {
                SentRefusal::Budget { needed, budget } => LayerRefused::Budget { needed, budget },
                SentRefusal::Memory { bytes, part_way } => {
                    LayerRefused::Memory(OutOfMemory { bytes, part_way })
                }
                SentRefusal::Store { why } => LayerRefused::Store(StoreError(why)),
            },
        });
        ClassRun {
            census,
            layers: self.layers,
            seconds: self.seconds,
            stopped,
            ended: self.ended,
        }
    }
}

/// Writes a partial census's rows: each start's non-zero counts up to its
/// bound D, then `x,y,>D,N` (N may be 0).
fn write_partial(census: &[PartialCensus], out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "x,y,steps,patterns")?;
    for start in census {
        let (x, y) = crate::csv::write_counts(out, start.start, &start.by_rolls)?;
        writeln!(out, "{x},{y},>{},{}", start.max_rolls, start.beyond)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CSV of `board` up to `max_rolls`, with no memory bound.
    fn csv(board: &str, max_rolls: u32) -> String {
        let mut out = Vec::new();
        let shape = board.parse().expect("a board");
        let config = Config::default();
        run(shape, max_rolls, &config, &crate::observer::Quiet, &mut out).expect("small");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn rows_up_to_the_bound_equal_the_complete_census_and_the_last_sums_the_rest() {
        for board in ["2x2", "2x3", "3x3"] {
            let shape = board.parse().expect("a board");
            let classes: Vec<_> = cube_puzzle::census_starts(shape)
                .into_iter()
                .map(|start| cube_puzzle::start_census(shape, start).expect("small"))
                .collect();
            let mut complete = Vec::new();
            let census = cube_puzzle::spread_census(shape, &classes);
            crate::csv::write_census(&census, &mut complete).expect("written");
            let complete = String::from_utf8(complete).expect("UTF-8");
            for max_rolls in [0, 3, 8, 40] {
                let partial = csv(board, max_rolls);
                let mut expected = String::from("x,y,steps,patterns\n");
                let mut beyond = std::collections::BTreeMap::<String, u64>::new();
                for line in complete.lines().skip(1) {
                    let [x, y, steps, n] = line.split(',').collect::<Vec<_>>()[..] else {
                        panic!("four fields: {line}");
                    };
                    let key = format!("{x},{y}");
                    let n: u64 = n.parse().expect("a count");
                    let entry = beyond.entry(key.clone()).or_default();
                    match steps.parse::<u32>() {
                        Ok(s) if s <= max_rolls => expected.push_str(&format!("{line}\n")),
                        _ => *entry += n,
                    }
                    let last = |l: &str| l.starts_with(&format!("{key},"));
                    let next = complete.lines().skip_while(|l| *l != line).nth(1);
                    if !next.is_some_and(last) {
                        expected.push_str(&format!("{key},>{max_rolls},{}\n", beyond[&key]));
                    }
                }
                assert_eq!(partial, expected, "{board} up to {max_rolls}");
            }
        }
    }

    #[test]
    fn a_budget_too_small_writes_where_each_class_got_and_names_the_first_stopped() {
        let mut out = Vec::new();
        let shape = "3x4".parse().expect("a board");
        let config = Config {
            max_memory: Some(4),
            ..Config::default()
        };
        let error =
            run(shape, 30, &config, &crate::observer::Quiet, &mut out).expect_err("a small budget");
        let message = error.to_string();
        assert!(
            message.starts_with("the census of 3x4 from (1,1): stopped after "),
            "{message}"
        );
        let csv = String::from_utf8(out).expect("UTF-8");
        assert_eq!(
            csv.lines().filter(|l| l.contains(",>")).count(),
            12,
            "{csv}"
        );
        assert!(!csv.contains(",>30,"), "{csv}");
    }
}
