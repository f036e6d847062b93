//! `cargo xtask census-bench [--board RxC] [--max-rolls D]`: the census on
//! timely workers (2 processes of 1 worker over loopback, then 1, 2 and 4
//! threads; a class of start square a worker, then again with `--slices`,
//! or with `--max-rolls` the census up to D rolls, then again with its
//! layers on disk), each run under `/usr/bin/time`, and a Markdown table of
//! boards a second per worker, bytes exchanged per board and peak memory
//! per process. Not run in CI: on 3 x 4, or 4 x 4 to 24 rolls, each run
//! takes a minute or more and a gigabyte or two.

use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// What one process of a run reports.
#[derive(Debug, Default, Clone, Copy)]
struct Measured {
    /// Boards its workers reached (from `--report`).
    boards: u64,
    /// Bytes its workers sent to others (from `--report`).
    sent: u64,
    /// User and system seconds.
    cpu: f64,
    /// Wall seconds.
    wall: f64,
    /// Peak resident memory, kilobytes.
    peak_kb: u64,
}

/// One row of the table.
struct Setup {
    /// What the row says.
    name: String,
    /// Worker threads in each process.
    workers: u32,
    /// Processes (1: threads alone).
    processes: u32,
    /// Whether every worker holds a slice of each class (`--slices`), or
    /// with `--max-rolls` keeps its layers on disk (`--checkpoint`).
    slices: bool,
}

/// Runs the benchmark and prints the table.
pub(crate) fn run(args: &crate::Args) -> anyhow::Result<()> {
    let board = args.value("--board").unwrap_or("3x4").to_string();
    let max_rolls = args.value("--max-rolls").map(str::to_string);
    let abbott = crate::release_abbott()?;
    let dir = crate::target_dir().join("bench/census");
    std::fs::create_dir_all(&dir).context("target/bench/census")?;
    let runs = [
        (1, 2, "2 processes of 1 worker, loopback"),
        (1, 1, "1 worker"),
        (2, 1, "2 worker threads"),
        (4, 1, "4 worker threads"),
    ];
    let second = match max_rolls {
        Some(_) => ", layers on disk",
        None => ", --slices",
    };
    let setups = [false, true].into_iter().flat_map(|slices| {
        runs.into_iter()
            .filter(move |&(workers, processes, _)| !slices || workers * processes > 1)
            .map(move |(workers, processes, name)| Setup {
                name: format!("{name}{}", if slices { second } else { "" }),
                workers,
                processes,
                slices,
            })
    });
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "census of {board}{}, load average at the start: {}",
        max_rolls
            .as_deref()
            .map(|d| format!(" up to {d} rolls"))
            .unwrap_or_default(),
        load.trim()
    );
    println!();
    println!(
        "| run | wall | CPU (user + sys) | boards a second per worker (wall) | boards a CPU-second | bytes sent per board | peak memory per process |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut expected: Option<Vec<u8>> = None;
    for setup in &setups.collect::<Vec<_>>() {
        let (measured, csv) = census(&abbott, &dir, &board, max_rolls.as_deref(), setup)?;
        match &expected {
            Some(first) if *first != csv => bail!("{}: another CSV than the first run", setup.name),
            Some(_) => {}
            None => expected = Some(csv),
        }
        println!("{}", row(setup, &measured));
    }
    Ok(())
}

/// Runs one setup: each process's figures, and process 0's CSV.
fn census(
    abbott: &Path,
    dir: &Path,
    board: &str,
    max_rolls: Option<&str>,
    setup: &Setup,
) -> anyhow::Result<(Vec<Measured>, Vec<u8>)> {
    let layers = dir.join("layers");
    // Layers of an earlier run are not to be resumed.
    let _ = std::fs::remove_dir_all(&layers);
    let hosts = dir.join("hosts");
    std::fs::write(&hosts, "127.0.0.1:21011\n127.0.0.1:21012\n").context("the host file")?;
    let children: Vec<(Child, PathBuf)> = (0..setup.processes)
        .rev()
        .map(|process| {
            let times = dir.join(format!("time-{process}"));
            let mut command = Command::new("/usr/bin/time");
            command
                .args(["-f", "%U %S %e %M", "-o"])
                .arg(&times)
                .arg(abbott)
                .args(["census", "cube-puzzle", "--board", board, "--report"])
                .args(["--workers", &setup.workers.to_string()]);
            match (max_rolls, setup.slices) {
                (Some(d), true) => command
                    .args(["--max-rolls", d, "--checkpoint"])
                    .arg(&layers),
                (Some(d), false) => command.args(["--max-rolls", d]),
                (None, true) => command.arg("--slices"),
                (None, false) => &mut command,
            };
            if setup.processes > 1 {
                command
                    .args(["--processes", &setup.processes.to_string()])
                    .args(["--process", &process.to_string(), "--hosts"])
                    .arg(&hosts);
            }
            let child = command
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .context("/usr/bin/time")?;
            Ok((child, times))
        })
        .collect::<anyhow::Result<_>>()?;
    let mut measured = Vec::new();
    let mut csv = Vec::new();
    // Started last to first: process 0 is the last child.
    for (process, (child, times)) in children.into_iter().rev().enumerate() {
        let out = child.wait_with_output().context("waiting for abbott")?;
        let report = String::from_utf8_lossy(&out.stderr).into_owned();
        if !out.status.success() {
            bail!("{}, process {process}: {report}", setup.name);
        }
        if process == 0 {
            csv = out.stdout;
        }
        let times = std::fs::read_to_string(&times).context("the times")?;
        let figures = match max_rolls {
            Some(_) => parse_partial(&report, &times),
            None => parse(&report, &times),
        };
        measured.push(figures.with_context(|| report.clone())?);
    }
    Ok((measured, csv))
}

/// A process's figures from its `--report` line and `/usr/bin/time`'s
/// `%U %S %e %M`.
fn parse(report: &str, times: &str) -> anyhow::Result<Measured> {
    let line = report
        .lines()
        .find(|l| l.contains(" boards, "))
        .context("no --report line")?;
    let number_before = |what: &str| -> anyhow::Result<u64> {
        let before = &line[..line.find(what).context("the report's form")?];
        let word = before.rsplit(' ').next().unwrap_or("");
        word.parse().with_context(|| format!("{word:?}"))
    };
    Ok(Measured {
        boards: number_before(" boards, ")?,
        sent: number_before(" bytes sent")?,
        ..parse_times(times)?
    })
}

/// A process's figures from the census up to --max-rolls: the boards of
/// every class's `--report` line (process 0 prints them all; nothing
/// crosses between workers but the classes' counts at the end).
fn parse_partial(report: &str, times: &str) -> anyhow::Result<Measured> {
    let boards = report
        .lines()
        .filter_map(|l| {
            let before = &l[..l.find(" boards in ")?];
            before.rsplit(' ').next()?.parse::<u64>().ok()
        })
        .sum();
    Ok(Measured {
        boards,
        sent: 0,
        ..parse_times(times)?
    })
}

/// `/usr/bin/time`'s `%U %S %e %M`.
fn parse_times(times: &str) -> anyhow::Result<Measured> {
    let fields: Vec<f64> = times
        .split_whitespace()
        .rev()
        .take(4)
        .map(str::parse)
        .collect::<Result<_, _>>()
        .context("the times")?;
    let [peak_kb, wall, sys, user] = fields[..] else {
        bail!("the times: {times}");
    };
    Ok(Measured {
        cpu: user + sys,
        wall,
        peak_kb: peak_kb as u64,
        ..Measured::default()
    })
}

/// The table's row for a setup.
fn row(setup: &Setup, processes: &[Measured]) -> String {
    let boards: u64 = processes.iter().map(|m| m.boards).sum();
    let sent: u64 = processes.iter().map(|m| m.sent).sum();
    let cpu: f64 = processes.iter().map(|m| m.cpu).sum();
    let wall = processes.iter().map(|m| m.wall).fold(0.0, f64::max);
    let workers = f64::from(setup.workers * setup.processes);
    let joined = |each: &dyn Fn(&Measured) -> String| {
        processes.iter().map(each).collect::<Vec<_>>().join(" + ")
    };
    format!(
        "| {} | {wall:.0} s | {} s | {:.1} million | {:.1} million | {:.1} | {} |",
        setup.name,
        joined(&|m| format!("{:.0}", m.cpu)),
        boards as f64 / wall.max(1e-9) / workers / 1e6,
        boards as f64 / cpu.max(1e-9) / 1e6,
        sent as f64 / boards.max(1) as f64,
        joined(&|m| format!("{:.2} GB", m.peak_kb as f64 / 1e6)),
    )
}
