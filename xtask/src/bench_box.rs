//! `cargo xtask bench-box`: what a box costs to start, abbott's against
//! bubblewrap's. `/bin/true` runs 100 times through abbott's launcher (the
//! box of every `abbott test` run, without control groups, each run's
//! launcher forked by one kept for the round as `abbott test` keeps one
//! for each worker) and 100 times
//! through bubblewrap making a comparable box (user, PID, mount, network,
//! IPC and UTS namespaces; `/usr` read-only, a fresh `/proc`, `/dev` and
//! `/tmp`; `--die-with-parent`), alternated, three rounds; one line gives
//! the median round's wall and processor time a run of each (processor
//! time: user and system of the launcher and everything it starts, read
//! as this process's reaped children's). Installs nothing: where `bwrap`
//! is missing it says so and stops.

use anyhow::{Context, bail};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs of each box in a round.
const RUNS: usize = 100;
/// Rounds; the median is reported.
const ROUNDS: usize = 3;
/// The box's memory limit (its store's size and the stack).
const MEMORY: u64 = 256 << 20;

/// Times both boxes and prints the line.
pub(crate) fn run(_args: &crate::Args) -> anyhow::Result<()> {
    let bwrap = Path::new("/usr/bin/bwrap");
    if !bwrap.exists() {
        bail!(
            "bwrap is not installed (Debian's bubblewrap): nothing to compare with, nothing installed"
        );
    }
    let abbott = crate::release_abbott()?;
    let scratch = crate::root().join("target/bench/box");
    std::fs::create_dir_all(&scratch).context("target/bench/box")?;
    let mut abbott_rounds = Vec::new();
    let mut bwrap_rounds = Vec::new();
    for _ in 0..ROUNDS {
        let mut ours = Figures::default();
        let mut theirs = Figures::default();
        let round_began = children_cpu()?;
        let mut launcher = abbott_tester::KeptLauncher::start(&abbott).context("abbott serve")?;
        for n in 0..RUNS {
            ours += timed(|| abbott_box(&mut launcher, &scratch, n))?;
            theirs += timed(|| bubblewrap(bwrap))?;
        }
        // The kept launcher's processor time, and its runs', is this
        // process's once it has ended and been reaped.
        drop(launcher);
        let round = children_cpu()?.saturating_sub(round_began);
        ours.cpu = round.saturating_sub(theirs.cpu);
        abbott_rounds.push(ours);
        bwrap_rounds.push(theirs);
    }
    let (ours, theirs) = (median(abbott_rounds), median(bwrap_rounds));
    let per = |d: Duration| d.as_secs_f64() * 1000.0 / RUNS as f64;
    println!(
        "box start: abbott {:.1} ms wall, {:.1} ms CPU; bubblewrap {:.1} ms wall, {:.1} ms CPU",
        per(ours.wall),
        per(ours.cpu),
        per(theirs.wall),
        per(theirs.cpu)
    );
    Ok(())
}

/// Wall and processor time of some runs.
#[derive(Clone, Copy, Debug, Default)]
struct Figures {
    wall: Duration,
    cpu: Duration,
}

impl std::ops::AddAssign for Figures {
    fn add_assign(&mut self, other: Figures) {
        self.wall += other.wall;
        self.cpu += other.cpu;
    }
}

/// The round of median wall time.
fn median(mut rounds: Vec<Figures>) -> Figures {
    rounds.sort_by_key(|f| f.wall);
    rounds[rounds.len() / 2]
}

/// The wall time of `run` and the processor time of the children it
/// reaped.
fn timed(run: impl FnOnce() -> anyhow::Result<()>) -> anyhow::Result<Figures> {
    let (cpu_before, began) = (children_cpu()?, Instant::now());
    run()?;
    let wall = began.elapsed();
    Ok(Figures {
        wall,
        cpu: children_cpu()?.saturating_sub(cpu_before),
    })
}

/// User and system time of this process's reaped children (and theirs),
/// from `/proc/self/stat` (fields 16 and 17, in clock ticks of 10 ms).
fn children_cpu() -> anyhow::Result<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").context("/proc/self/stat")?;
    let after = stat.rfind(')').context("a stat line")? + 1;
    let fields: Vec<&str> = stat[after..].split_whitespace().collect();
    // fields[0] is field 3.
    let ticks: u64 = fields
        .get(13..15)
        .context("the children's times")?
        .iter()
        .map(|f| f.parse::<u64>())
        .sum::<Result<u64, _>>()
        .context("clock ticks")?;
    Ok(Duration::from_millis(ticks * 10))
}

/// `/bin/true` once in abbott's box, built on a fresh empty folder, its
/// launcher forked by `launcher`.
fn abbott_box(
    launcher: &mut abbott_tester::KeptLauncher,
    scratch: &Path,
    n: usize,
) -> anyhow::Result<()> {
    let root = scratch.join(format!("root-{n}"));
    let status = scratch.join(format!("status-{n}"));
    std::fs::create_dir(&root).with_context(|| format!("{}", root.display()))?;
    let guard = abbott_tester::Guard {
        status: status.clone(),
        groups: Vec::new(),
        run_box: Some(abbott_tester::RunBox::new(
            root.clone(),
            Vec::new(),
            Some("/box".into()),
            Some(MEMORY),
            None,
        )),
        rlimits: abbott_tester::Rlimits::of(MEMORY, 8 << 20),
        processes: 64,
        env: Vec::new(),
        command: vec!["/bin/true".into()],
    };
    let ran = launcher.run(&guard).context("abbott's launcher")?;
    let said = std::fs::read_to_string(&status).unwrap_or_default();
    std::fs::remove_file(&status).ok();
    std::fs::remove_dir(&root).ok();
    if !ran.success() || !said.starts_with("exited 0") {
        bail!("abbott's box did not run /bin/true: {ran}, status {said:?}");
    }
    Ok(())
}

/// `/bin/true` once in bubblewrap's box.
fn bubblewrap(bwrap: &Path) -> anyhow::Result<()> {
    let mut command = Command::new(bwrap);
    command.args([
        "--unshare-user",
        "--unshare-pid",
        "--unshare-net",
        "--unshare-ipc",
        "--unshare-uts",
        "--die-with-parent",
        "--ro-bind",
        "/usr",
        "/usr",
    ]);
    for dir in ["bin", "sbin", "lib", "lib64"] {
        let host = Path::new("/").join(dir);
        match std::fs::read_link(&host) {
            Ok(to) => command.arg("--symlink").arg(to).arg(&host),
            Err(_) if host.is_dir() => command.arg("--ro-bind").arg(&host).arg(&host),
            Err(_) => &mut command,
        };
    }
    let ran = command
        .args([
            "--proc",
            "/proc",
            "--dev",
            "/dev",
            "--tmpfs",
            "/tmp",
            "/bin/true",
        ])
        .stdin(Stdio::null())
        .status()
        .context("bwrap")?;
    if !ran.success() {
        bail!("bubblewrap's box did not run /bin/true: {ran}");
    }
    Ok(())
}
