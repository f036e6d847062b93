//! `cargo xtask fresh-clone [--tests]`: what a newcomer's first commands
//! cost and leave behind. The committed tree (`HEAD`) is cloned into a
//! temporary folder and README's first command,
//! `cargo run --release --bin abbott -- demo`, runs there with
//! `CARGO_TARGET_DIR` outside the clone (with `--tests`, then
//! `cargo test --workspace --no-run` and `cargo test --workspace`, README's
//! second). Each command runs under `/usr/bin/time`, and the task prints
//! what it counted: the crates cargo compiled (its `Compiling` lines), the
//! tests passed (`test result` lines), the CPU (user and system, cargo and
//! everything it started), the wall time,
//! the target folder's size and the load average before and after. It
//! fails if the clone holds any file afterwards that it did not hold
//! before (`git status --porcelain --ignored` not empty): a build writes
//! only into the target folder cargo gives it. docs/performance.md keeps
//! the last figures.

use anyhow::{Context, bail};
use std::path::Path;
use std::process::Command;

/// `cargo xtask fresh-clone [--tests]`.
pub(crate) fn run(args: &crate::Args) -> anyhow::Result<()> {
    let scratch = std::env::temp_dir().join(format!("abbott-fresh-clone-{}", std::process::id()));
    if scratch.exists() {
        std::fs::remove_dir_all(&scratch)?;
    }
    std::fs::create_dir_all(&scratch)?;
    let res = in_scratch(&scratch, args.flag("--tests"));
    // The scratch folder goes whatever happened: a target folder is
    // gigabytes.
    let removed = std::fs::remove_dir_all(&scratch);
    res?;
    removed.with_context(|| format!("removing {}", scratch.display()))
}

/// The clone and the commands, in `scratch`.
fn in_scratch(scratch: &Path, tests: bool) -> anyhow::Result<()> {
    let (clone, target) = (scratch.join("abbott"), scratch.join("target"));
    let status = Command::new("git")
        .args(["clone", "--quiet"])
        .arg(crate::root())
        .arg(&clone)
        .status()
        .context("running git clone")?;
    if !status.success() {
        bail!("git clone of {} failed", crate::root().display());
    }
    let before = git_status(&clone)?;
    if !before.is_empty() {
        bail!("a fresh clone is not clean:\n{before}");
    }
    println!(
        "fresh-clone: {} (HEAD), CARGO_TARGET_DIR={}",
        clone.display(),
        target.display()
    );
    let mut steps: Vec<&[&str]> = vec![&["run", "--release", "--bin", "abbott", "--", "demo"]];
    if tests {
        steps.push(&["test", "--workspace", "--no-run"]);
        steps.push(&["test", "--workspace"]);
    }
    for step in steps {
        timed(&clone, &target, step)?;
    }
    let after = git_status(&clone)?;
    if !after.is_empty() {
        bail!("the clone gained files (git status --porcelain --ignored):\n{after}");
    }
    println!(
        "fresh-clone: the clone holds no new file (git status --porcelain --ignored is empty)"
    );
    Ok(())
}

/// Runs `cargo ARGS` in `clone` under `/usr/bin/time`, with
/// `CARGO_TARGET_DIR=target`, and prints what it cost.
fn timed(clone: &Path, target: &Path, args: &[&str]) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let times = clone.with_file_name("time.txt");
    let load = load_average();
    let out = Command::new("/usr/bin/time")
        .arg("-o")
        .arg(&times)
        .args(["-f", "%U %S %e %M"])
        .arg(&cargo)
        .args(args)
        .current_dir(clone)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .output()
        .context("running /usr/bin/time cargo (Debian's package `time`)")?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        // A failing test says so on standard output, a failing build on
        // standard error: the end of both.
        let stdout = String::from_utf8_lossy(&out.stdout);
        let tail = |text: &str, n: usize| {
            let lines: Vec<&str> = text.lines().collect();
            lines[lines.len().saturating_sub(n)..].join("\n")
        };
        bail!(
            "cargo {} failed:\n{}\n{}",
            args.join(" "),
            tail(&stdout, 40),
            tail(&stderr, 20)
        );
    }
    let compiled = stderr
        .lines()
        .filter(|l| l.trim_start().starts_with("Compiling "))
        .count();
    // cargo test's `test result: ok. N passed; ...` lines, one a binary.
    let passed: usize = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.strip_prefix("test result: ok. "))
        .filter_map(|l| l.split(' ').next()?.parse::<usize>().ok())
        .sum();
    let tests = match passed {
        0 => String::new(),
        n => format!(", {n} tests passed"),
    };
    let times = std::fs::read_to_string(&times)?;
    let fields: Vec<f64> = (times.lines().last().unwrap_or(""))
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    let [user, system, wall, _] = fields[..] else {
        bail!("/usr/bin/time wrote {times:?}");
    };
    println!(
        "fresh-clone: cargo {}: {compiled} crates compiled{tests}, {:.0} s of CPU ({user:.0} s \
         user, {system:.0} s system), {} of wall, target folder {} MB, load average {load} \
         before and {} after",
        args.join(" "),
        user + system,
        minutes(wall),
        megabytes(target),
        load_average()
    );
    Ok(())
}

/// `git status --porcelain --ignored` in `clone`.
fn git_status(clone: &Path) -> anyhow::Result<String> {
    let out = Command::new("git")
        .args(["status", "--porcelain", "--ignored"])
        .current_dir(clone)
        .output()
        .context("running git status")?;
    if !out.status.success() {
        bail!("git status failed in {}", clone.display());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The one-minute load average, from `/proc/loadavg`.
fn load_average() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace()
        .next()
        .unwrap_or("unknown")
        .to_string()
}

/// `seconds` as `M min S s`.
fn minutes(seconds: f64) -> String {
    let whole = seconds.round() as u64;
    format!("{} min {} s", whole / 60, whole % 60)
}

/// The bytes of the files under `dir`, in MB.
fn megabytes(dir: &Path) -> u64 {
    fn bytes(dir: &Path) -> u64 {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return 0;
        };
        entries
            .flatten()
            .map(|e| match e.file_type() {
                Ok(t) if t.is_dir() => bytes(&e.path()),
                Ok(t) if t.is_file() => e.metadata().map_or(0, |m| m.len()),
                _ => 0,
            })
            .sum()
    }
    bytes(dir) / 1_000_000
}
