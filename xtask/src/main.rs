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

const TASKS: &[(&str, &str)] = &[
    (
        "test-samples",
        "solve every input under testdata/<puzzle>/ and compare with the insta snapshots and published outputs",
    ),
    (
        "e2e",
        "open the HTML page of abbott render in headless Chromium at a step and check it (--screenshot: docs/render-demo.png)",
    ),
    (
        "tidy",
        "check that every source file opens with a //! doc, stays under 450 lines, and that no crate's modules import each other in a circle",
    ),
    (
        "judge",
        "write the three problem packages into target/judge/ (twice, compared) and run problemtools' verifyproblem on each (--matrix: which cases reject each wrong submission)",
    ),
    (
        "bench-inputs",
        "write the large inputs of README's speed table into target/bench/",
    ),
];

fn main() -> ExitCode {
    let task = std::env::args().nth(1);
    let res = match task.as_deref() {
        Some("test-samples") => test_samples::run(),
        Some("bench-inputs") => bench_inputs::run(),
        Some("tidy") => tidy::run(),
        Some("judge") => judge::run(std::env::args().any(|a| a == "--matrix")),
        Some("e2e") => e2e::run(std::env::args().any(|a| a == "--screenshot")),
        Some(other) => Err(anyhow::anyhow!("unknown task `{other}`")),
        None => {
            print_tasks();
            return ExitCode::SUCCESS;
        }
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
    for (name, what) in TASKS {
        println!("  {name:<14} {what}");
    }
}
