//! What every stage of a session shares: the program, runs in parallel
//! waves of `-j` at a time (results in input order, so the first failure
//! is the same whatever `-j`), judging by the puzzle's `Rules` (on its
//! board), and the figures the report gives.

use super::config::{Config, TestError};
use super::confine;
use super::judge::{Fault, FaultKind, first_fault};
use super::observe::{Notice, Observer};
use super::program::{self, Program, Run};
use super::sandbox::Sandbox;
use super::subject::{Size, Subject};
use abbott_judge::Rules;
use dice_core::rng::SplitMix64;
use dice_core::strict::Limits;
use std::ffi::OsString;
use std::time::{Duration, Instant};

/// Draws of a random dataset before abbott gives up on one that keeps
/// the statement's promises (none has come near it).
const DRAWS: u32 = 10_000;

/// Runs on one input that must all pass the time limit before it counts.
pub(super) const TIME_LIMIT_RUNS: usize = 3;

/// A run judged.
#[derive(Clone, Debug)]
pub(super) struct Judged {
    /// What the program did.
    pub run: Run,
    /// What is wrong with it, if anything.
    pub fault: Option<Fault>,
}

/// A failing input and where it came from.
#[derive(Clone, Debug)]
pub(super) struct Found<D> {
    /// Where it came from, in words.
    pub source: String,
    /// Its datasets.
    pub datasets: Vec<D>,
    /// The failing run.
    pub judged: Judged,
    /// How long the session had run when it was found.
    pub after: std::time::Duration,
}

/// Where a file that passed came from, for the figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Drawn {
    /// The sample, a secret case or the longest-answer file.
    Fixed,
    /// Drawn in the session (random, or against carried state).
    Random,
}

/// The figures of a session, for the report.
#[derive(Clone, Debug, Default)]
pub(super) struct Figures {
    /// Runs of the program.
    pub runs: u64,
    /// Datasets answered right.
    pub passed: u64,
    /// Random datasets answered right.
    pub random_passed: u64,
    /// Files of the sample and the package run.
    pub fixed_files: u64,
    /// Files of the sample and the package run whole (not cut short by
    /// `--cases`), the longest-answer file left out.
    pub fixed_whole: u64,
    /// The most processor time one run used.
    pub slowest: Duration,
    /// The most memory a run was seen to hold, in KiB.
    pub peak_kib: Option<u64>,
    /// The most bytes a run wrote to standard output.
    pub most_written: u64,
    /// The most processes a run was seen to hold at once.
    pub processes: Option<u64>,
    /// The largest dataset tried, in the subject's words, with its size.
    pub largest: Option<(Size, String)>,
    /// The longest answer (moves or rolls) of a dataset tried.
    pub longest_answer: Option<usize>,
}

/// The state every stage of a session shares.
pub(super) struct Session<'r, S> {
    /// The puzzle as the tester sees it.
    pub subject: S,
    /// The puzzle's judging and validation, on the subject's board.
    pub rules: &'r dyn Rules,
    /// The settings.
    pub config: Config,
    /// The program under test.
    pub program: Program,
    /// When the session was asked for (`Config::asked`).
    pub started: Instant,
    /// The figures so far.
    pub figures: Figures,
}

impl<'r, S: Subject> Session<'r, S> {
    /// A session over `subject`, judged by `rules`, with `config`: each
    /// run in a box where abbott launches it and the machine lets abbott
    /// make one (else `observer` hears why not).
    pub(super) fn new(
        subject: S,
        rules: &'r dyn Rules,
        config: Config,
        observer: &mut dyn Observer,
    ) -> Result<Session<'r, S>, TestError> {
        let limits = program::Limits {
            time: config.time_limit.unwrap_or_else(|| subject.time_limit()),
            memory_bytes: config.memory_bytes,
            output_bytes: config.output_bytes,
            processes: config.processes,
        };
        let command = config.command.clone();
        let program = match &config.launcher {
            Some(abbott) => {
                boxed(abbott, command, limits, (&config, observer))?.passing(config.env.clone())
            }
            None => {
                let why = "its own executable is not found".to_string();
                observer.notice(&Notice::NoBox(why));
                Program::new(command, limits)
            }
        };
        let started = config.asked;
        Ok(Session {
            subject,
            rules,
            config,
            program,
            started,
            figures: Figures::default(),
        })
    }

    /// Whether `datasets` are judge data by the rules and promises of
    /// the statement (or of the cube's board beyond it: the strict
    /// validator's), so that a correct program must answer them.
    pub(super) fn valid(&self, datasets: &[S::Dataset]) -> bool {
        let input = S::write(datasets);
        (self.rules)
            .violations(input.as_bytes(), Limits::Original)
            .is_empty()
    }

    /// The `index`-th random dataset that keeps the statement's promises.
    pub(super) fn random_valid(
        &mut self,
        rng: &mut SplitMix64,
        index: u64,
    ) -> Result<S::Dataset, TestError> {
        for _ in 0..DRAWS {
            let dataset = self.subject.random(rng, index);
            if self.valid(std::slice::from_ref(&dataset)) {
                return Ok(dataset);
            }
        }
        Err(TestError::Internal(format!(
            "no valid random dataset in {DRAWS} draws"
        )))
    }

    /// Runs the program on every input, `jobs` at a time, and judges each
    /// run; results in input order.
    pub(super) fn run_all(&mut self, inputs: &[String]) -> Result<Vec<Judged>, TestError> {
        let mut out = Vec::with_capacity(inputs.len());
        for wave in inputs.chunks(self.config.jobs.max(1)) {
            let program = &self.program;
            let runs: Vec<std::io::Result<Run>> = std::thread::scope(|scope| {
                let handles: Vec<_> = wave
                    .iter()
                    .map(|input| scope.spawn(move || program.run(input.as_bytes())))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join()
                            .unwrap_or_else(|_| Err(std::io::Error::other("a run panicked")))
                    })
                    .collect()
            });
            for (input, run) in wave.iter().zip(runs) {
                let run = run.map_err(|source| TestError::Spawn {
                    command: self.program.describe(),
                    hint: super::config::spawn_hint(
                        self.config
                            .command
                            .first()
                            .map_or("".as_ref(), |c| c.as_os_str()),
                        &source,
                    ),
                    source,
                })?;
                self.note(&run);
                let fault = first_fault(&mut self.subject, self.rules, input.as_bytes(), &run)?;
                out.push(Judged { run, fault });
            }
        }
        Ok(out)
    }

    /// `judged`, or if it ran past the time limit, the verdict of runs
    /// on the same `input` one at a time: a loaded machine can slow a
    /// right program past the limit now and then, so the limit counts only
    /// if it is passed [`TIME_LIMIT_RUNS`] times in a row.
    pub(super) fn settled(&mut self, input: &str, judged: Judged) -> Result<Judged, TestError> {
        let mut last = judged;
        for _ in 1..TIME_LIMIT_RUNS {
            if !last.fault.as_ref().is_some_and(Fault::needs_repeats) {
                break;
            }
            let jobs = std::mem::replace(&mut self.config.jobs, 1);
            let again = self.run_all(&[input.to_string()]);
            self.config.jobs = jobs;
            last = again?.pop().expect("one input gives one run");
        }
        Ok(last)
    }

    /// Runs the program once on `datasets`.
    pub(super) fn run_one(&mut self, datasets: &[S::Dataset]) -> Result<Judged, TestError> {
        let mut judged = self.run_all(&[S::write(datasets)])?;
        Ok(judged.pop().expect("one input gives one run"))
    }

    /// Whether the program fails on `datasets` with a fault of `kind`
    /// (the datasets must be valid), and the run if it does.
    pub(super) fn fails(
        &mut self,
        datasets: &[S::Dataset],
        kind: FaultKind,
    ) -> Result<Option<Judged>, TestError> {
        let judged = self.run_one(datasets)?;
        let same = judged.fault.as_ref().is_some_and(|f| f.kind() == kind);
        Ok(same.then_some(judged))
    }

    /// Keeps a run's time and memory in the figures.
    fn note(&mut self, run: &Run) {
        let figures = &mut self.figures;
        figures.runs += 1;
        figures.slowest = figures.slowest.max(run.cpu);
        figures.peak_kib = figures.peak_kib.max(run.peak_kib);
        figures.most_written = figures.most_written.max(run.written.0);
        figures.processes = figures.processes.max(run.processes);
    }

    /// Counts a file of `datasets` that passed, of the fixed inputs or
    /// drawn, in the figures and on the progress bar.
    pub(super) fn passed_file(
        &mut self,
        datasets: &[S::Dataset],
        drawn: Drawn,
        observer: &mut dyn Observer,
    ) {
        let n = datasets.len() as u64;
        self.figures.passed += n;
        match drawn {
            Drawn::Fixed => self.figures.fixed_files += 1,
            Drawn::Random => self.figures.random_passed += n,
        }
        observer.passed(n);
        datasets.iter().for_each(|d| self.note_tried(d));
    }

    /// Keeps a dataset's size and answer in the figures.
    pub(super) fn note_tried(&mut self, dataset: &S::Dataset) {
        let size = S::size(dataset);
        if self.figures.largest.as_ref().is_none_or(|(s, _)| *s < size) {
            self.figures.largest = Some((size, S::describe(dataset)));
        }
        let answer = self.subject.answer_length(dataset);
        self.figures.longest_answer = self.figures.longest_answer.max(answer);
    }

    /// Whether the session's `--time` is up.
    pub(super) fn out_of_time(&self) -> bool {
        self.started.elapsed() >= self.config.time
    }

    /// Whether the search stops for time: past `--time`, once the first
    /// wave of runs was judged. A session judges one wave however short
    /// `--time` is (or however long making the package's cases took on a
    /// busy machine), so that "passed" never stands for nothing tested,
    /// and a program that cannot start is always told.
    pub(super) fn time_is_up(&self) -> bool {
        self.out_of_time() && self.figures.runs > 0
    }
}

/// The program `command` launched by `abbott` within `limits`, in a box
/// that also shows the folders `config` asks for, where this machine lets
/// abbott make one; where it does not, the observer hears so and why, and
/// the program runs outside any box.
fn boxed(
    abbott: &std::path::Path,
    command: Vec<std::ffi::OsString>,
    limits: program::Limits,
    (config, observer): (&Config, &mut dyn Observer),
) -> Result<Program, TestError> {
    let here = std::env::current_dir().unwrap_or_else(|_| "/".into());
    let command = resolved(command, observer);
    let mut sandbox = Sandbox::new(&command, &here, limits.memory_bytes);
    let asked = (config.box_dirs.iter().map(|d| (d, false)))
        .chain(config.box_writes.iter().map(|d| (d, true)));
    for (dir, writable) in asked {
        let found = std::fs::canonicalize(here.join(dir)).map_err(|source| TestError::BoxDir {
            path: dir.display().to_string(),
            source,
        })?;
        sandbox.show(found, writable);
    }
    let program = Program::boxed(abbott.to_path_buf(), command.clone(), limits, sandbox);
    match box_refused(abbott, &program) {
        None => Ok(program),
        Some(why) => {
            observer.notice(&Notice::NoBox(why));
            Ok(Program::guarded(abbott.to_path_buf(), command, limits))
        }
    }
}

/// `command` with its program resolved as the caller's shell would: a
/// name without a folder that the caller's `PATH` finds and the box's
/// does not becomes that file (the observer hears so); one the box finds
/// elsewhere stays the box's (the observer hears which file runs).
fn resolved(mut command: Vec<OsString>, observer: &mut dyn Observer) -> Vec<OsString> {
    let Some(program) = command.first() else {
        return command;
    };
    let path = std::env::var_os("PATH").unwrap_or_default();
    let Some(yours) = confine::on_path(program, &path) else {
        return command;
    };
    let name = program.to_string_lossy().into_owned();
    let same = |a: &std::path::Path, b: &std::path::Path| {
        a == b || std::fs::canonicalize(a).ok() == std::fs::canonicalize(b).ok()
    };
    match confine::in_box_path(program) {
        None => {
            observer.notice(&Notice::Resolved {
                name,
                yours: yours.clone(),
            });
            command[0] = yours.into_os_string();
        }
        Some(boxed) if !same(&boxed, &yours) => {
            observer.notice(&Notice::OtherProgram { name, yours, boxed });
        }
        Some(_) => {}
    }
    command
}

/// Why this machine does not let abbott make `program`'s box, in words,
/// if it does not: found by running `abbott --version` in a box made as
/// every run's is.
fn box_refused(abbott: &std::path::Path, program: &Program) -> Option<String> {
    let sandbox = program.sandbox()?;
    let command = vec![abbott.as_os_str().to_owned(), "--version".into()];
    let here = std::env::current_dir().unwrap_or_else(|_| "/".into());
    let probe = Program::boxed(
        abbott.to_path_buf(),
        command.clone(),
        program::Limits::with_time(Duration::from_secs(10)),
        Sandbox {
            shown: Sandbox::new(&command, &here, sandbox.size).shown,
            ..sandbox.clone()
        },
    );
    match probe.run(b"") {
        Ok(run)
            if run.ending == program::Ending::Exited(0) && run.stdout.starts_with(b"abbott") =>
        {
            None
        }
        Ok(run) => Some(format!(
            "a program in it ended {}: {}",
            run.ending,
            last_line(&run.stderr)
        )),
        Err(e) => {
            let said = e.to_string();
            Some(
                said.rsplit("the launcher: ")
                    .next()
                    .unwrap_or(&said)
                    .to_string(),
            )
        }
    }
}

/// The last line of a program's standard error, without the `error: `
/// abbott's own errors start with.
fn last_line(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let line = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    line.trim()
        .trim_start_matches("error: ")
        .trim_start_matches("the launcher: ")
        .to_string()
}
