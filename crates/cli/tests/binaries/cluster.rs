//! The census on several processes over loopback: process 0 prints the
//! CSV of the census in one process, byte for byte, the others nothing.

use super::*;
use std::net::TcpListener;
use std::process::Child;

/// Ports free on 127.0.0.1 a moment ago.
fn free_ports(n: usize) -> Vec<u16> {
    let listeners: Vec<TcpListener> = (0..n)
        .map(|_| TcpListener::bind("127.0.0.1:0").expect("a free port"))
        .collect();
    listeners
        .iter()
        .map(|l| l.local_addr().expect("bound").port())
        .collect()
}

/// A host file for `n` processes on loopback, in `dir`.
pub(super) fn host_file(dir: &std::path::Path, n: usize) -> std::path::PathBuf {
    let path = dir.join("hosts");
    let lines: String = free_ports(n)
        .iter()
        .map(|port| format!("127.0.0.1:{port}\n"))
        .collect();
    std::fs::write(&path, lines).expect("the host file is written");
    path
}

/// Starts process `process` of `processes` with `args` after the census's.
pub(super) fn start(
    hosts: &std::path::Path,
    processes: usize,
    process: usize,
    args: &[&str],
) -> Child {
    let spread = [
        "--processes".to_string(),
        processes.to_string(),
        "--process".to_string(),
        process.to_string(),
        "--hosts".to_string(),
        hosts.display().to_string(),
    ];
    Command::new(ABBOTT)
        .args(["census", "cube-puzzle"])
        .args(args)
        .args(spread)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Each process's exit code, standard output and standard error.
pub(super) fn ended(children: Vec<Child>) -> Vec<(i32, String, String)> {
    children
        .into_iter()
        .map(|child| {
            let out = child.wait_with_output().expect("the process ends");
            (
                out.status.code().unwrap_or(-1),
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            )
        })
        .collect()
}

/// The census over `processes` processes with `args`, on fresh ports: a
/// port taken between choosing and binding it is tried again, three times
/// at most.
pub(super) fn spread_census(processes: usize, args: &[&str]) -> Vec<(i32, String, String)> {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut runs = Vec::new();
    for _ in 0..3 {
        let hosts = host_file(dir.path(), processes);
        let children = (0..processes)
            .map(|p| start(&hosts, processes, p, args))
            .collect();
        runs = ended(children);
        if !runs.iter().any(|(_, _, err)| err.contains("cannot listen")) {
            break;
        }
    }
    runs
}

/// What every process of a census of `board` on `workers` workers in all
/// says on standard error: the layout, when the census chose to share
/// every class (more workers than classes, without --slices), else
/// nothing.
pub(super) fn layout_line(board: &str, workers: usize, slices: bool) -> String {
    let classes = cube_puzzle::census_starts(board.parse().expect("a board")).len();
    let layout = abbott_census::Layout::choose(slices, classes, workers);
    match layout.implied() {
        true => format!("{layout}\n"),
        false => String::new(),
    }
}

/// Today's census in one process, from the library.
pub(super) fn one_process(board: &str) -> String {
    let mut csv = Vec::new();
    let (board, mut solver) = (board.parse().expect("a board"), cube_puzzle::Solver::new());
    abbott_census::census_csv(board, &mut solver, &abbott_census::Quiet, &mut csv).expect("small");
    String::from_utf8(csv).expect("text")
}

#[test]
fn two_processes_print_the_census_of_one() {
    // 2 x 4 has two classes of start square: a class a worker, or with
    // --slices a slice of each; 3 x 3 has three, fewer than four workers,
    // so every worker holds a slice of each, and every process says so.
    for (board, workers, split) in [("2x4", 1, ""), ("2x4", 1, "--slices"), ("3x3", 2, "")] {
        let expected = one_process(board);
        let said = layout_line(board, 2 * workers, !split.is_empty());
        assert_eq!(said.is_empty(), board == "2x4", "{said}");
        let workers = workers.to_string();
        let args = ["--board", board, "--workers", &workers, split];
        let runs = spread_census(2, &args[..4 + usize::from(!split.is_empty())]);
        assert_eq!(runs[0], (0, expected, said.clone()), "{board} {split}");
        assert_eq!(runs[1], (0, String::new(), said), "{board} {split}");
    }
}

#[test]
fn processes_with_different_workers_are_refused_naming_the_flag() {
    let runs = spread_census(2, &["--board", "2x3", "--workers", "1"]);
    assert_eq!(runs[0].0, 0);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let hosts = host_file(dir.path(), 2);
    let children = vec![
        start(&hosts, 2, 0, &["--board", "2x3", "--workers", "1"]),
        start(&hosts, 2, 1, &["--board", "2x3", "--workers", "2"]),
    ];
    for (code, out, err) in ended(children) {
        assert_eq!((code, out.as_str()), (1, ""));
        assert!(
            err.contains("every process needs the same --workers"),
            "{err}"
        );
    }
    // A process number past the cluster, and several without their hosts.
    let args = [
        "census",
        "cube-puzzle",
        "--processes",
        "2",
        "--process",
        "2",
    ];
    let (code, _, err) = run(Command::new(ABBOTT).args(args), b"");
    assert_eq!(code, 1);
    assert!(
        err.contains("--process 2 is not below --processes 2"),
        "{err}"
    );
    let (_, _, err) = run(Command::new(ABBOTT).args(&args[..4]), b"");
    assert!(err.contains("needs --hosts FILE"), "{err}");
}
