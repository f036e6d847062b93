//! `cargo xtask judge [--matrix] [--bless]`: builds the statically linked abbott the
//! packages ship, writes the three problem packages with it into
//! `target/judge/` twice and checks that both runs wrote the same bytes,
//! renders each statement with problemtools and compares it with the PDF
//! the package ships (`statement`; `--bless` writes new ones), runs each
//! package's validators in an empty chroot (`chroot`), then problemtools'
//! `verifyproblem` on each (found through `$VERIFYPROBLEM` or on `PATH`)
//! with no abbott on `PATH`, and fails on any error or warning, or when
//! the package's `.timelimit` (the one DOMjudge reads) leaves the slowest
//! accepted solution less than problemtools' safety margin, or when the
//! two accepted arrow solutions print the same routes on every secret
//! case; last, every accepted submission passes `abbott test` with each
//! run in abbott's box (`boxed`). The sizes docs/judges.md quotes for the
//! static abbott and a package must hold within a tenth (`sizes`). `--matrix` also
//! runs every wrong submission on every case and prints which cases reject
//! it.

mod boxed;
mod chroot;
mod matrix;
mod sizes;
mod statement;

use anyhow::{Context, bail};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Each puzzle and its package's short name (problemtools wants
/// `[a-z0-9]+`).
const PACKAGES: &[(&str, &str)] = &[
    ("dice-maze", "dicemaze"),
    ("arrow-maze", "arrowmaze"),
    ("cube-puzzle", "cubepuzzle"),
];

pub(crate) fn run(args: &crate::Args) -> anyhow::Result<()> {
    let (matrix, bless) = (args.flag("--matrix"), args.flag("--bless"));
    let root = crate::root();
    let abbott = crate::static_abbott::build()?;
    let out = crate::target_dir().join("judge");
    let again = crate::target_dir().join("judge-again");
    for dir in [&out, &again] {
        if dir.exists() {
            std::fs::remove_dir_all(dir).with_context(|| format!("clearing {}", dir.display()))?;
        }
    }
    let mut sizes = Vec::new();
    for (puzzle, short) in PACKAGES {
        for dir in [&out, &again] {
            // Real copies of the static abbott (no --link-validators).
            let status = Command::new(&abbott)
                .args(["package", puzzle])
                .arg(dir.join(short))
                .status()
                .context("running abbott package")?;
            if !status.success() {
                bail!("abbott package {puzzle} failed");
            }
        }
        let (first, second) = (files(&out.join(short))?, files(&again.join(short))?);
        if first != second {
            bail!("two runs of abbott package {puzzle} wrote different files");
        }
        let shipped = first.get(Path::new("input_validators/abbott/abbott"));
        if shipped != Some(&std::fs::read(&abbott)?) {
            bail!("the {short} package does not ship the static abbott it was written with");
        }
        let bytes: usize = first.values().map(Vec::len).sum();
        println!(
            "judge: {short}: {} files, {bytes} bytes, the same in two runs",
            first.len()
        );
        sizes.push((*short, bytes as u64));
    }
    sizes::check(&root, std::fs::metadata(&abbott)?.len(), &sizes)?;
    let changed = statement::run(&root, &out, PACKAGES, bless)?;
    if changed > 0 {
        bail!("{changed} statement PDFs written: run cargo xtask judge again (abbott embeds them)");
    }
    chroot::run(&out, PACKAGES)?;
    let path = path_without_abbott(&crate::target_dir().join("judge-path"))?;
    let verify = std::env::var("VERIFYPROBLEM").unwrap_or_else(|_| "verifyproblem".into());
    let mut failed = Vec::new();
    for (_, short) in PACKAGES {
        let started = Instant::now();
        let output = Command::new(&verify)
            .current_dir(&out)
            .arg(short)
            .env("PATH", &path)
            .stdin(Stdio::null())
            .output()
            .with_context(|| {
                format!("running {verify} (problemtools; installing it: docs/judges.md#problem-packages)")
            })?;
        let text = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        let summary = text
            .lines()
            .rev()
            .find(|l| l.contains(" tested: "))
            .unwrap_or("no summary line")
            .to_string();
        let seconds = started.elapsed().as_secs_f64();
        println!("judge: verifyproblem {short}: {summary} ({seconds:.1} s)");
        for line in text
            .lines()
            .filter(|l| l.starts_with("ERROR") || l.starts_with("WARNING"))
        {
            println!("  {line}");
        }
        if !summary.contains(" 0 errors") || !summary.contains(" 0 warnings") {
            failed.push(*short);
        }
        let shipped = std::fs::read_to_string(out.join(short).join(".timelimit"))?;
        check_time_limit(short, &text, shipped.trim())?;
    }
    if !failed.is_empty() {
        bail!(
            "verifyproblem found errors or warnings in {}",
            failed.join(", ")
        );
    }
    routes_differ(&out.join("arrowmaze"))?;
    boxed::run(
        &abbott,
        &out,
        &crate::target_dir().join("judge-box"),
        PACKAGES,
    )?;
    if matrix {
        for (puzzle, short) in PACKAGES {
            matrix::run(&abbott, puzzle, &out.join(short))?;
        }
    }
    Ok(())
}

/// `PATH` with no `abbott` on it, so that the packages are verified as on
/// a judge host that has none: a folder that holds one (`~/.cargo/bin`
/// after `cargo install`, which also holds rustc) is replaced by a folder
/// under `shadow` of links to everything else in it.
fn path_without_abbott(shadow: &Path) -> anyhow::Result<String> {
    if shadow.exists() {
        std::fs::remove_dir_all(shadow)?;
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut kept = Vec::new();
    for (k, dir) in std::env::split_paths(&path).enumerate() {
        if !dir.join("abbott").exists() {
            kept.push(dir);
            continue;
        }
        let copy = shadow.join(k.to_string());
        std::fs::create_dir_all(&copy)?;
        for entry in std::fs::read_dir(&dir)? {
            let name = entry?.file_name();
            if name != "abbott" {
                std::os::unix::fs::symlink(dir.join(&name), copy.join(&name))?;
            }
        }
        kept.push(copy);
    }
    let joined = std::env::join_paths(kept).context("joining PATH")?;
    Ok(joined.to_string_lossy().into_owned())
}

/// Checks the package's `.timelimit` against verifyproblem's run: it must
/// give the slowest accepted solution at least problemtools' safety margin
/// (1.5x, `time_safety_margin`); problemtools itself sets twice that time,
/// rounded up to a second, and a different figure is reported (a slower
/// or busier machine than the one that set `.timelimit` may give one).
fn check_time_limit(short: &str, text: &str, shipped: &str) -> anyhow::Result<()> {
    let Some((slowest, limit)) = time_limit(text) else {
        bail!("{short}: verifyproblem printed no time limit");
    };
    let (Ok(slowest_s), Ok(shipped_s)) = (slowest.parse::<f64>(), shipped.parse::<f64>()) else {
        bail!("{short}: cannot read the times {slowest:?} and {shipped:?}");
    };
    let same = if limit == shipped { "the same" } else { "not" };
    println!(
        "judge: {short}: slowest accepted {slowest} s; verifyproblem sets {limit} s, {same} as .timelimit ({shipped} s)"
    );
    if shipped_s < 1.5 * slowest_s {
        bail!(
            "{short}: .timelimit ({shipped} s) leaves the slowest accepted solution ({slowest} s) less than problemtools' safety margin of 1.5x"
        );
    }
    Ok(())
}

/// The slowest accepted run time and the time limit verifyproblem sets
/// from it, as printed (`Slowest AC runtime: 0.09, setting timelim to 1
/// secs, ...`).
fn time_limit(text: &str) -> Option<(String, String)> {
    let line = text.lines().find(|l| l.contains("Slowest AC runtime: "))?;
    let (_, rest) = line.split_once("Slowest AC runtime: ")?;
    let (slowest, rest) = rest.split_once(", setting timelim to ")?;
    let (limit, _) = rest.split_once(" secs")?;
    Some((slowest.to_string(), limit.to_string()))
}

/// Every file under `dir`, by path relative to it.
fn files(dir: &Path) -> anyhow::Result<BTreeMap<PathBuf, Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(next) = todo.pop() {
        for entry in
            std::fs::read_dir(&next).with_context(|| format!("reading {}", next.display()))?
        {
            let path = entry?.path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let relative = path.strip_prefix(dir).unwrap_or(&path).to_path_buf();
                out.insert(relative, std::fs::read(&path)?);
            }
        }
    }
    Ok(out)
}

/// Compiles a submission; gives the command that runs it.
pub(crate) fn compile(source: &Path, bin: &Path) -> anyhow::Result<Vec<String>> {
    let name = source.display().to_string();
    let exe = bin.display().to_string();
    let (program, args): (&str, Vec<String>) = match source.extension().and_then(|e| e.to_str()) {
        Some("cpp") => ("g++", vec!["-O2".into(), "-o".into(), exe.clone(), name]),
        Some("rs") => (
            "rustc",
            vec![
                "-C".into(),
                "opt-level=3".into(),
                "--edition".into(),
                "2021".into(),
                "-o".into(),
                exe.clone(),
                name,
            ],
        ),
        Some("py") => return Ok(vec!["pypy3".into(), name]),
        _ => bail!("no compiler for {name}"),
    };
    let status = Command::new(program).args(&args).status()?;
    if !status.success() {
        bail!("{program} failed on {}", source.display());
    }
    Ok(vec![exe])
}

/// Runs the arrow package's two accepted solutions on every secret case
/// and fails unless they print different routes on at least one (several
/// shortest routes, any accepted: a checker comparing with the jury's
/// answer byte for byte would fail them).
fn routes_differ(package: &Path) -> anyhow::Result<()> {
    let work = package.with_extension("routes");
    std::fs::create_dir_all(&work)?;
    let mut accepted: Vec<PathBuf> = std::fs::read_dir(package.join("submissions/accepted"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    accepted.sort();
    let [first, second] = &accepted[..] else {
        bail!(
            "the arrow package has {} accepted solutions, not 2",
            accepted.len()
        );
    };
    let commands = [
        compile(first, &work.join("first"))?,
        compile(second, &work.join("second"))?,
    ];
    let mut cases: Vec<PathBuf> = std::fs::read_dir(package.join("data/secret"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    cases.sort();
    let mut differ = Vec::new();
    for case in &cases {
        let limit = Duration::from_secs(10);
        let [a, b] = [&commands[0], &commands[1]].map(|c| run_with_limit(c, case, limit));
        if a? != b? {
            let name = case.file_stem().map(|n| n.to_string_lossy().into_owned());
            differ.push(name.unwrap_or_default());
        }
    }
    if differ.is_empty() {
        bail!("the two accepted arrow solutions print the same routes on every secret case");
    }
    println!(
        "judge: arrowmaze: the two accepted solutions print different routes on {} of {} secret cases: {}",
        differ.len(),
        cases.len(),
        differ.join(", ")
    );
    Ok(())
}

/// The standard output of `command` on the file `input`, killed after
/// `limit` (what it printed until then).
pub(crate) fn run_with_limit(
    command: &[String],
    input: &Path,
    limit: Duration,
) -> anyhow::Result<Vec<u8>> {
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(std::fs::File::open(input)?)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let mut stdout = child.stdout.take().context("no stdout")?;
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut buf);
        buf
    });
    let started = Instant::now();
    while child.try_wait()?.is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = child.wait();
    Ok(reader.join().unwrap_or_default())
}
