//! `cargo xtask <task>`: the project's automation, in Rust so that it runs
//! wherever cargo does. Run without a task to list them.

mod bench_box;
mod bench_inputs;
mod census_bench;
mod e2e;
mod fresh_clone;
mod judge;
mod mutants;
mod static_abbott;
mod test_binaries;
mod test_samples;
mod tidy;
mod untested;

use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The workspace root, one level above this crate.
pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// The target folder cargo builds into: `$CARGO_TARGET_DIR` (from the
/// workspace's root when relative), else the workspace's `target/`.
pub(crate) fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => root().join(dir),
        _ => root().join("target"),
    }
}

/// Builds the release `abbott` and gives its path.
pub(crate) fn release_abbott() -> anyhow::Result<PathBuf> {
    let root = root();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(&root)
        .args(["build", "--release", "--bin", "abbott"])
        .status()
        .context("building abbott")?;
    if !status.success() {
        bail!("cargo build failed");
    }
    Ok(target_dir().join("release/abbott"))
}

/// Every task: its name, what it does, and how it runs (given the
/// command-line arguments after the task's name).
type Task = (&'static str, &'static str, fn(&Args) -> anyhow::Result<()>);

/// The arguments after a task's name.
pub(crate) struct Args(Vec<String>);

impl Args {
    /// Whether `flag` was given.
    pub(crate) fn flag(&self, flag: &str) -> bool {
        self.0.iter().any(|a| a == flag)
    }

    /// The value after `option` (`--shard 1/4`), if given.
    pub(crate) fn value(&self, option: &str) -> Option<&str> {
        let at = self.0.iter().position(|a| a == option)?;
        self.0.get(at + 1).map(String::as_str)
    }

    /// The arguments that are neither options nor their values.
    pub(crate) fn positional(&self, options_with_values: &[&str]) -> Vec<&str> {
        let mut out = Vec::new();
        let mut skip = false;
        for a in &self.0 {
            if skip {
                skip = false;
            } else if options_with_values.contains(&a.as_str()) {
                skip = true;
            } else if !a.starts_with("--") {
                out.push(a.as_str());
            }
        }
        out
    }
}

const TASKS: &[Task] = &[
    (
        "test-samples",
        "solve every input under testdata/<puzzle>/ and compare with the insta snapshots and published outputs",
        |_| test_samples::run(),
    ),
    (
        "e2e",
        "open the HTML page of abbott render in headless Chromium, play and look at the pages (--screenshot: README's docs/page-*.png)",
        |args| e2e::run(args.flag("--screenshot")),
    ),
    (
        "tidy",
        "check that every source file opens with a //! doc, that sources, tests/ files and the page script stay under 450 lines, that no modules of a crate nor files of a folder import each other in a circle, that docs/ARCHITECTURE.md names every module folder, and that a tests/main.rs names every test file beside it",
        |_| tidy::run(),
    ),
    (
        "judge",
        "write the three problem packages with a static abbott into target/judge/ (twice, compared), check the statement PDFs against problem2pdf and the time limits against verifyproblem, run their validators in an empty chroot (root), verifyproblem without abbott on PATH and every accepted submission under abbott test in the box (--matrix: which cases reject each wrong submission; --bless: write new statement PDFs)",
        judge::run,
    ),
    (
        "fresh-clone",
        "clone HEAD into a temporary folder and run README's first command there (--tests: the second too) with CARGO_TARGET_DIR outside it, under /usr/bin/time: print the crates compiled, CPU, wall, target size and load, and fail if the clone gains any file",
        fresh_clone::run,
    ),
    (
        "static-abbott",
        "build the abbott that problem packages ship: statically linked, symbols stripped, for this *-linux-gnu host; prints its path (then run PATH package PUZZLE DIR --force)",
        static_abbott::run,
    ),
    (
        "mutants",
        "run cargo-mutants on one crate with its own tests (CRATE [--shard K/N] [--file GLOB] [--iterate]); results in target/mutants/CRATE/",
        mutants::run,
    ),
    (
        "bench-inputs",
        "write the large inputs of docs/performance.md's speed table into target/bench/",
        |_| bench_inputs::run(),
    ),
    (
        "bench-box",
        "time /bin/true 100 times through abbott's box and through bubblewrap's, alternated, median of 3 rounds, and print one line of wall and processor time a run of each ([--abbott PATH]: that abbott executable, an earlier build say, instead of the release build)",
        bench_box::run,
    ),
    (
        "census-bench",
        "run the census on 1, 2 and 4 worker threads and on 2 processes over loopback under /usr/bin/time ([--board RxC], 3x4 by default: minutes and 2 GB a run; [--max-rolls D]: the census up to D rolls, in memory and with its layers on disk) and print a table of boards a second per worker, bytes sent per board and peak memory per process",
        census_bench::run,
    ),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(name) = args
        .first()
        .filter(|a| !matches!(a.as_str(), "help" | "--help" | "-h"))
    else {
        print_tasks();
        return ExitCode::SUCCESS;
    };
    let Some((_, _, run)) = TASKS.iter().find(|(task, _, _)| task == name) else {
        // The list first, so that the error is the last thing on screen.
        print_tasks();
        eprintln!("\nxtask: unknown task `{name}`");
        return ExitCode::FAILURE;
    };
    match run(&Args(args[1..].to_vec())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // A task's error is what its user needs to see: no list after it.
            eprintln!("xtask: {name}: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn print_tasks() {
    println!("cargo xtask <task>\n\ntasks:");
    for (name, what, _) in TASKS {
        println!("  {name:<14} {what}");
    }
}
