//! Every accepted submission of the three packages, compiled as a judge
//! host compiles it (C++ with g++, Rust with rustc, Python on PyPy), passes
//! `abbott test` with each run held in abbott's box: the box lets in all
//! that a right program needs.

use anyhow::{Context, bail};
use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// Datasets each session runs: the package's secret files and sample
/// first, then random ones up to this many.
const CASES: &str = "3000";
/// The longest a session may run.
const TIME: &str = "30s";

/// Runs `abbott test` (the static `abbott`) on every accepted submission
/// of the packages written under `out`, each compiled into `bin`.
pub(crate) fn run(
    abbott: &Path,
    out: &Path,
    bin: &Path,
    packages: &[(&str, &str)],
) -> anyhow::Result<()> {
    std::fs::create_dir_all(bin).with_context(|| format!("making {}", bin.display()))?;
    for (puzzle, short) in packages {
        let accepted = out.join(short).join("submissions/accepted");
        let mut sources: Vec<_> = std::fs::read_dir(&accepted)
            .with_context(|| format!("reading {}", accepted.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        sources.sort();
        for source in sources {
            let stem = source
                .file_stem()
                .context("a submission has a name")?
                .to_string_lossy()
                .into_owned();
            let command = super::compile(&source, &bin.join(&stem))?;
            let started = Instant::now();
            let output = Command::new(abbott)
                .args(["test", puzzle, "--cases", CASES, "--time", TIME, "--"])
                .args(&command)
                .output()
                .with_context(|| format!("running abbott test on {stem}"))?;
            let report = String::from_utf8_lossy(&output.stdout);
            let notes = String::from_utf8_lossy(&output.stderr);
            if !output.status.success() || notes.contains("cannot make a box") {
                bail!("{short}: {stem} does not pass abbott test in the box:\n{report}{notes}");
            }
            let first = report.lines().next().unwrap_or("");
            println!(
                "judge: {short}: {stem} in the box: {first} ({:.1} s)",
                started.elapsed().as_secs_f64()
            );
        }
    }
    Ok(())
}
