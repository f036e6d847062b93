//! Checkpoints: a census killed mid-run goes on from its last complete
//! layer to the same CSV; a damaged or foreign checkpoint is refused with
//! a line naming the file; a census up to --max-rolls goes on from the
//! classes whose files were written; a resume peaks at no more memory
//! than the run.

use super::cluster::{ended, host_file, one_process, start};
use super::*;
use std::time::Duration;

#[test]
fn a_census_killed_mid_run_resumes_to_the_same_csv() {
    // Each process searching classes of its own, or a slice of each.
    killed_and_resumed(&[]);
    killed_and_resumed(&["--slices"]);
}

/// The 3 x 3 census on two processes with `split`, process 1 killed after
/// its tenth layer, then resumed.
fn killed_and_resumed(split: &[&str]) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let checkpoints = dir.path().join("checkpoints");
    let ckpt = checkpoints.display().to_string();
    let hosts = host_file(dir.path(), 2);
    let args = [&["--board", "3x3", "--workers", "1"], split].concat();
    let with = |flag: &'static str| -> Vec<&str> { [&args[..], &[flag, ckpt.as_str()]].concat() };
    let mut first = start(&hosts, 2, 1, &with("--checkpoint"));
    let other = start(&hosts, 2, 0, &with("--checkpoint"));
    // Process 1's share of the 3 x 3 census takes over thirty layers
    // (over a hundred with --slices); wait (a bounded time) for the tenth
    // to be written, then kill it before its census reaches process 0.
    let tenth = checkpoints.join("worker-1-step-10.ckpt");
    for _ in 0..3000 {
        if tenth.exists() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(tenth.exists(), "no checkpoint was written");
    assert!(matches!(first.try_wait(), Ok(None)), "killed mid-run");
    first.kill().expect("SIGKILL");
    // Its peer cannot finish alone: it ends at once with one line saying
    // so, without a panic's message or backtrace.
    let survivor = within(other, Duration::from_secs(60));
    let runs = ended(vec![first]);
    assert_eq!(runs[0].0, -1, "killed");
    assert_eq!((survivor.0, survivor.1.as_str()), (1, ""));
    let lines: Vec<&str> = survivor.2.lines().collect();
    assert_eq!(lines.len(), 1, "{}", survivor.2);
    assert!(
        lines[0].starts_with("error: the census of 3x3: process 1 went away ("),
        "{}",
        survivor.2
    );
    let children = vec![
        start(&hosts, 2, 0, &with("--resume")),
        start(&hosts, 2, 1, &with("--resume")),
    ];
    let runs = ended(children);
    assert_eq!(runs[0], (0, one_process("3x3"), String::new()));
    assert_eq!(runs[1], (0, String::new(), String::new()));
}

/// The exit code, standard output and standard error of `child`, which
/// must end within `limit` (it is killed and the test fails otherwise).
fn within(mut child: std::process::Child, limit: Duration) -> (i32, String, String) {
    let pause = Duration::from_millis(20);
    for _ in 0..limit.as_millis() / pause.as_millis() {
        if !matches!(child.try_wait(), Ok(None)) {
            break;
        }
        std::thread::sleep(pause);
    }
    let running = matches!(child.try_wait(), Ok(None));
    if running {
        let _ = child.kill();
    }
    let run = ended(vec![child]).remove(0);
    assert!(!running, "still running after {limit:?}: {run:?}");
    run
}

#[test]
fn a_damaged_or_foreign_checkpoint_is_refused_naming_the_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let ckpt = dir.path().display().to_string();
    let census = |board: &str, workers: &str, flag: &str| {
        let args = [
            "census",
            "cube-puzzle",
            "--board",
            board,
            "--workers",
            workers,
            flag,
            &ckpt,
        ];
        run(Command::new(ABBOTT).args(args), b"")
    };
    let (code, csv, _) = census("2x4", "2", "--checkpoint");
    assert_eq!((code, csv.as_str()), (0, one_process("2x4").as_str()));
    // Whole, it resumes from the end to the same CSV.
    assert_eq!(census("2x4", "2", "--resume").1, csv);
    // Another board.
    let (code, out, err) = census("2x3", "2", "--resume");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("ckpt: a checkpoint of the 2x4 board, not 2x3"),
        "{err}"
    );
    // A byte changed in the newest file of worker 1.
    let mut newest: Vec<_> = std::fs::read_dir(dir.path())
        .expect("the folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.display().to_string().contains("worker-1-"))
        .collect();
    newest.sort_by_key(|p| {
        std::fs::metadata(p)
            .and_then(|m| m.modified())
            .expect("a time")
    });
    let newest = newest.last().expect("a file").clone();
    let mut bytes = std::fs::read(&newest).expect("the file");
    bytes[40] ^= 1;
    std::fs::write(&newest, bytes).expect("written back");
    let (code, out, err) = census("2x4", "2", "--resume");
    assert_eq!((code, out.as_str()), (1, ""));
    let name = newest.display().to_string();
    assert!(err.contains(&format!("{name}: damaged")), "{err}");
    // Worker 0's files, of a class a worker, resumed with --slices.
    let args = ["census", "cube-puzzle", "--board", "2x4", "--workers", "2"];
    let resumed = [&args[..], &["--slices", "--resume", &ckpt]].concat();
    let (code, out, err) = run(Command::new(ABBOTT).args(resumed), b"");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("ckpt: a checkpoint of a census with a class a worker, not --slices"),
        "{err}"
    );
}

#[test]
fn a_partial_census_killed_mid_run_resumes_to_the_same_csv() {
    // The census of 4 x 4 up to 20 rolls on two processes of one worker:
    // process 0 searches the corner and inner classes, process 1 the
    // edge class, which takes a few seconds.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let checkpoints = dir.path().join("checkpoints");
    let ckpt = checkpoints.display().to_string();
    let hosts = host_file(dir.path(), 2);
    let args = ["--board", "4x4", "--max-rolls", "20", "--workers", "1"];
    let with = |flag: &'static str| -> Vec<&str> { [&args[..], &[flag, ckpt.as_str()]].concat() };
    let mut first = start(&hosts, 2, 1, &with("--checkpoint"));
    let other = start(&hosts, 2, 0, &with("--checkpoint"));
    // Once the corner's file is written, process 1 waits at least for the
    // inner class; kill it then (a bounded wait for the file: five
    // minutes, for a machine loaded with other builds and tests).
    let corner = checkpoints.join("class-0.ckpt");
    for _ in 0..30_000 {
        if corner.exists() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(corner.exists(), "no checkpoint was written");
    assert!(matches!(first.try_wait(), Ok(None)), "killed mid-run");
    first.kill().expect("SIGKILL");
    // The other process ends at once with one line saying why.
    let survivor = within(other, Duration::from_secs(60));
    assert_eq!(ended(vec![first])[0].0, -1, "killed");
    assert_eq!((survivor.0, survivor.1.as_str()), (1, ""));
    let lines: Vec<&str> = survivor.2.lines().collect();
    assert_eq!(lines.len(), 1, "{}", survivor.2);
    let line = "error: the census of 4x4: process 1 went away (";
    assert!(lines[0].starts_with(line), "{}", survivor.2);
    // Resumed, the corner is read, not searched again (its file is left
    // as it was), and the CSV is the one-process census's.
    let written = std::fs::read(&corner).expect("the corner's file");
    let modified = || {
        std::fs::metadata(&corner)
            .and_then(|m| m.modified())
            .expect("a time")
    };
    let before = modified();
    let children = vec![
        start(&hosts, 2, 0, &with("--resume")),
        start(&hosts, 2, 1, &with("--resume")),
    ];
    let runs = ended(children);
    let one = Command::new(ABBOTT)
        .args(["census", "cube-puzzle"])
        .args(&args[..4])
        .output()
        .expect("the one-process census");
    assert_eq!(one.status.code(), Some(0));
    let expected = String::from_utf8(one.stdout).expect("UTF-8");
    assert_eq!(runs[0], (0, expected, String::new()));
    assert_eq!(runs[1], (0, String::new(), String::new()));
    assert_eq!(
        (std::fs::read(&corner).expect("still there"), modified()),
        (written, before)
    );
    // A file of another bound, or a damaged one, is refused naming it,
    // whichever worker owns its class now.
    let resumed = |max_rolls: &str| {
        let args = [
            "census",
            "cube-puzzle",
            "--board",
            "4x4",
            "--max-rolls",
            max_rolls,
        ];
        let spread = ["--workers", "3", "--resume", ckpt.as_str()];
        run(Command::new(ABBOTT).args(args).args(spread), b"")
    };
    let (code, out, err) = resumed("19");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("class-0.ckpt: a checkpoint up to 20 rolls, not 19"),
        "{err}"
    );
    let mut bytes = std::fs::read(&corner).expect("the file");
    bytes[40] ^= 1;
    std::fs::write(&corner, bytes).expect("written back");
    let (code, out, err) = resumed("20");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("class-0.ckpt: damaged"), "{err}");
    // A folder that is not there.
    std::fs::remove_dir_all(&checkpoints).expect("removed");
    let (code, out, err) = resumed("20");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.starts_with(&format!("error: {ckpt}: ")), "{err}");
}

#[test]
fn a_resume_peaks_at_no_more_memory_than_the_run_it_continues() {
    // The 3 x 3 census, a class a worker, resumed from its last files:
    // read whole beside the tables they fill, they would take more than
    // the run, which streams its slices into the files.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let ckpt = dir.path().display().to_string();
    let census = |flag: &str| {
        let args = [
            "census",
            "cube-puzzle",
            "--board",
            "3x3",
            "--workers",
            "3",
            "--report",
            flag,
            &ckpt,
        ];
        let (code, csv, err) = run(Command::new(ABBOTT).args(args), b"");
        assert_eq!(code, 0, "{err}");
        (csv, peak_kb(&err))
    };
    let (csv, run_peak) = census("--checkpoint");
    let (resumed, resume_peak) = census("--resume");
    assert_eq!(resumed, csv);
    assert!(
        resume_peak <= run_peak,
        "resumed at {resume_peak} kB, run at {run_peak} kB"
    );
}

/// The peak memory (kB) that a --report line gives.
fn peak_kb(report: &str) -> u64 {
    let peak = report.lines().find_map(|l| l.split("peak memory ").nth(1));
    let kb = peak.expect("a report").trim_end_matches(" kB");
    kb.parse().expect("a peak in kB")
}
