//! The census up to --max-rolls with each class shared by every worker
//! (`--slices`): on two processes over loopback, byte for byte the
//! one-worker CSV and the same patterns
//! unreached; a process killed part way through a layer, resumed on as
//! many processes and on another number of workers, to the same CSV.

use super::cluster::{ended, host_file, spread_census, start};
use super::*;
use std::path::Path;
use std::time::Duration;

/// `abbott census cube-puzzle` with `args`, and the unreached CSV it
/// wrote to `dir`.
fn census(dir: &Path, args: &[&str]) -> (i32, String, String, String) {
    let unreached = dir.join("unreached.csv");
    let path = unreached.display().to_string();
    let (code, out, err) = run(
        Command::new(ABBOTT)
            .args(["census", "cube-puzzle"])
            .args(args)
            .args(["--unreached", path.as_str()]),
        b"",
    );
    let unreached = std::fs::read_to_string(&unreached).unwrap_or_default();
    (code, out, err, unreached)
}

#[test]
fn a_class_shared_by_two_processes_prints_the_one_worker_csv() {
    // One to four worker threads of one process are the library's tests
    // (abbott-census).
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (board, max_rolls) in [("3x3", "40"), ("4x4", "13")] {
        let bound = ["--board", board, "--max-rolls", max_rolls];
        let one = census(dir.path(), &[&bound[..], &["--workers", "1"]].concat());
        assert_eq!((one.0, one.2.as_str()), (0, ""), "{board}");
        // 3 x 3 ends by itself, every pattern reached: God's number a start.
        let gods = one.3.lines().filter(|l| l.contains(",god,")).count();
        assert_eq!(gods, if board == "3x3" { 9 } else { 0 }, "{}", one.3);
        let args = [&bound[..], &["--workers", "1", "--slices"]].concat();
        let runs = spread_census(2, &args);
        assert_eq!(runs[0], (0, one.1.clone(), String::new()), "{board}");
        assert_eq!(runs[1], (0, String::new(), String::new()), "{board}");
    }
}

#[test]
fn a_process_killed_mid_layer_resumes_to_the_same_csv_on_any_number_of_workers() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let bound = ["--board", "3x4", "--max-rolls", "24", "--workers", "1"];
    let one = census(dir.path(), &bound);
    assert_eq!((one.0, one.2.as_str()), (0, ""));
    let checkpoints = dir.path().join("checkpoints");
    let ckpt = checkpoints.display().to_string();
    let shared = [&bound[..], &["--slices"]].concat();
    let with = |flag: &'static str| [&shared[..], &[flag, ckpt.as_str()]].concat();
    // Four processes; process 2 killed once every worker has written its
    // part of the second class's layer 12 (its layers grow past a million
    // boards by 24).
    let hosts = host_file(dir.path(), 4);
    let mut children: Vec<_> = (0..4)
        .map(|p| start(&hosts, 4, p, &with("--checkpoint")))
        .collect();
    let twelfth = |part: u32| {
        let name = format!("state-12-part-{part}-of-4.bin");
        checkpoints.join("class-1-shared").join(name)
    };
    for _ in 0..6000 {
        if (0..4).all(|part| twelfth(part).exists()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(twelfth(2).exists(), "no layer was written");
    assert!(matches!(children[2].try_wait(), Ok(None)), "killed mid-run");
    children[2].kill().expect("SIGKILL");
    let runs = ended(children);
    assert_eq!(runs[2].0, -1, "killed");
    for (p, run) in runs.iter().enumerate().filter(|&(p, _)| p != 2) {
        assert_eq!(run.0, 1, "process {p}: {run:?}");
        assert!(run.2.contains("went away"), "process {p}: {}", run.2);
    }
    // The first class is done and the second part way.
    assert!(checkpoints.join("class-0.ckpt").exists());
    assert!(!checkpoints.join("class-1.ckpt").exists());
    // A copy, to resume on three workers of one process below.
    let copy = dir.path().join("copy");
    copy_folder(&checkpoints, &copy);
    // Resumed on four processes: the one-worker CSV.
    let hosts = host_file(dir.path(), 4);
    let children = (0..4)
        .map(|p| start(&hosts, 4, p, &with("--resume")))
        .collect();
    let runs = ended(children);
    assert_eq!(runs[0], (0, one.1.clone(), String::new()));
    for run in &runs[1..] {
        assert_eq!(run, &(0, String::new(), String::new()));
    }
    // Resumed on three workers, each reading every part of the layer.
    let copy = copy.display().to_string();
    let args = ["--workers", "3", "--resume", copy.as_str()];
    let three = census(
        dir.path(),
        &[&shared[..4], &["--slices"], &args[..]].concat(),
    );
    assert_eq!((three.0, three.2.as_str()), (0, ""));
    assert!(three.1 == one.1, "{}", three.1);
    assert!(three.3 == one.3, "{}", three.3);
}

/// Copies the folder `from` and everything in it to `to`.
fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("a folder");
    for entry in std::fs::read_dir(from).expect("a folder") {
        let entry = entry.expect("an entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("a type").is_dir() {
            copy_folder(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).expect("copied");
        }
    }
}
