//! `cargo xtask <task>`: the project's automation, in Rust so that it runs
//! wherever cargo does. Run without a task to list them.

mod bench_inputs;
mod e2e;
mod judge;
mod test_samples;
mod tidy;

use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The workspace root, one level above this crate.
pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
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
    Ok(root.join("target/release/abbott"))
}

/// Every task: its name, what it does, and how it runs (given whether a
/// flag was passed on the command line).
type Task = (
    &'static str,
    &'static str,
    fn(&dyn Fn(&str) -> bool) -> anyhow::Result<()>,
);

const TASKS: &[Task] = &[
    (
        "test-samples",
        "solve every input under testdata/<puzzle>/ and compare with the insta snapshots and published outputs",
        |_| test_samples::run(),
    ),
    (
        "e2e",
        "open the HTML page of abbott render in headless Chromium at a step and check it (--screenshot: docs/render-demo.png)",
        |flag| e2e::run(flag("--screenshot")),
    ),
    (
        "tidy",
        "check that every source file opens with a //! doc, stays under 450 lines, and that no crate's modules import each other in a circle",
        |_| tidy::run(),
    ),
    (
        "judge",
        "write the three problem packages into target/judge/ (twice, compared) and run problemtools' verifyproblem on each (--matrix: which cases reject each wrong submission)",
        |flag| judge::run(flag("--matrix")),
    ),
    (
        "bench-inputs",
        "write the large inputs of README's speed table into target/bench/",
        |_| bench_inputs::run(),
    ),
];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(name) = args.first() else {
        print_tasks();
        return ExitCode::SUCCESS;
    };
    let flag = |f: &str| args.iter().any(|a| a == f);
    let res = match TASKS.iter().find(|(task, _, _)| task == name) {
        Some((_, _, run)) => run(&flag),
        None => Err(anyhow::anyhow!("unknown task `{name}`")),
    };
    match res {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e:#}");
            print_tasks();
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
