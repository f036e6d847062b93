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
//! as this process's reaped children's). This process is the subreaper of
//! both: bubblewrap's parent ends as soon as its box's PID 1 has reported
//! the program's exit, before PID 1 itself has ended, and that PID 1 (the
//! process that built the box, and reaped the program) would otherwise be
//! reaped by the system's init, its processor time never counted. Each
//! run's orphans are reaped before its time is read, and a second line
//! says how many there were. Installs nothing: where `bwrap` is missing it
//! says so and stops. `--abbott PATH` times that executable instead of
//! the release build.

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
pub(crate) fn run(args: &crate::Args) -> anyhow::Result<()> {
    let bwrap = Path::new("/usr/bin/bwrap");
    if !bwrap.exists() {
        bail!(
            "bwrap is not installed (Debian's bubblewrap): nothing to compare with, nothing installed"
        );
    }
    // `--abbott PATH`: an earlier build against bubblewrap, in the same
    // harness, for a before-and-after.
    let abbott = match args.value("--abbott") {
        Some(path) => std::path::PathBuf::from(path),
        None => crate::release_abbott()?,
    };
    // Orphans of the boxes (bubblewrap's PID 1) become this process's
    // children, so that their processor time is counted.
    rustix::process::set_child_subreaper(Some(rustix::process::getpid()))
        .context("become the subreaper of the boxes")?;
    let scratch = crate::root().join("target/bench/box");
    std::fs::create_dir_all(&scratch).context("target/bench/box")?;
    let mut abbott_rounds = Vec::new();
    let mut bwrap_rounds = Vec::new();
    for _ in 0..ROUNDS {
        let mut ours = Figures::default();
        let mut theirs = Figures::default();
        let round_began = children_cpu()?;
        let mut launcher = abbott_tester::KeptLauncher::start(&abbott).context("abbott serve")?;
        let kept = launcher.id();
        for n in 0..RUNS {
            ours += timed(kept, || abbott_box(&mut launcher, &scratch, n))?;
            theirs += timed(kept, || bubblewrap(bwrap))?;
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
    println!(
        "processes that outlived their launcher, reaped and counted here: abbott {} of {RUNS} runs, bubblewrap {} of {RUNS}",
        ours.orphans, theirs.orphans
    );
    Ok(())
}

/// Wall and processor time of some runs, and how many processes outlived
/// the launcher that started them.
#[derive(Clone, Copy, Debug, Default)]
struct Figures {
    wall: Duration,
    cpu: Duration,
    orphans: usize,
}

impl std::ops::AddAssign for Figures {
    fn add_assign(&mut self, other: Figures) {
        self.wall += other.wall;
        self.cpu += other.cpu;
        self.orphans += other.orphans;
    }
}

/// The round of median wall time.
fn median(mut rounds: Vec<Figures>) -> Figures {
    rounds.sort_by_key(|f| f.wall);
    rounds[rounds.len() / 2]
}

/// The wall time of `run` (until its launcher has ended) and the
/// processor time of everything it started, the processes that outlived
/// its launcher (not the kept launcher `kept`) reaped first.
fn timed(kept: u32, run: impl FnOnce() -> anyhow::Result<()>) -> anyhow::Result<Figures> {
    let (cpu_before, began) = (children_cpu()?, Instant::now());
    run()?;
    let wall = began.elapsed();
    let orphans = reap_orphans(kept)?;
    Ok(Figures {
        wall,
        cpu: children_cpu()?.saturating_sub(cpu_before),
        orphans,
    })
}

/// Waits for every child of this process but `kept`: the processes a
/// launcher that has ended left behind, given to this process, its
/// subreaper, when it ended. Gives how many there were.
fn reap_orphans(kept: u32) -> anyhow::Result<usize> {
    let mut reaped = 0;
    for task in std::fs::read_dir("/proc/self/task").context("/proc/self/task")? {
        let children = task?.path().join("children");
        let listed = std::fs::read_to_string(&children)
            .with_context(|| format!("{}", children.display()))?;
        for pid in listed.split_whitespace() {
            let pid: i32 = pid.parse().context("a child's id")?;
            if pid.cast_unsigned() == kept {
                continue;
            }
            let pid = rustix::process::Pid::from_raw(pid).context("a child's id")?;
            rustix::process::waitpid(Some(pid), rustix::process::WaitOptions::empty())
                .context("reap an orphan")?;
            reaped += 1;
        }
    }
    Ok(reaped)
}

/// User and system time of this process's reaped children (and theirs).
fn children_cpu() -> anyhow::Result<Duration> {
    use nix::sys::resource::{UsageWho, getrusage};
    let usage = getrusage(UsageWho::RUSAGE_CHILDREN).context("getrusage")?;
    let micros = |t: nix::sys::time::TimeVal| {
        Duration::from_secs(t.tv_sec().cast_unsigned())
            + Duration::from_micros(t.tv_usec().cast_unsigned())
    };
    Ok(micros(usage.user_time()) + micros(usage.system_time()))
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
