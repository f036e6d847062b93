//! The census on worker threads of this process, against the census in
//! one process: the same CSV, byte for byte, however the work is spread
//! (the binary's tests run it on several processes too).

use super::*;
use std::path::Path;

/// The CSV of `board` on timely workers as `config` spreads it.
fn on_workers(board: &str, config: &Config) -> String {
    let mut csv = Vec::new();
    let board = board.parse().expect("a board");
    run(board, config, Arc::new(Quiet), &mut csv).expect("small");
    String::from_utf8(csv).expect("text")
}

/// `workers` threads, with or without `slices`, up to `max_rolls`.
fn spread(workers: u32, slices: bool, max_rolls: Option<u32>) -> Config {
    Config {
        workers: Some(workers),
        slices,
        max_rolls,
        ..Config::default()
    }
}

#[test]
fn threads_alone_write_the_census_of_one_process() {
    let mut expected = Vec::new();
    let mut solver = cube_puzzle::Solver::new();
    census_csv(
        "2x4".parse().expect("a board"),
        &mut solver,
        &Quiet,
        &mut expected,
    )
    .expect("small");
    let expected = String::from_utf8(expected).expect("text");
    // A class a worker, and a slice of each class on three workers.
    for workers in [1, 3] {
        let csv = on_workers("2x4", &spread(workers, false, None));
        assert_eq!(csv, expected, "{workers} workers");
    }
}

#[test]
fn workers_write_the_partial_census_of_one_process() {
    // 4 x 4 has three classes of start square: two threads take two and
    // one, three threads one each, and four share every class, so that
    // none stands idle, and say so.
    let mut expected = Vec::new();
    let (board, config) = ("4x4".parse().expect("a board"), Config::default());
    run_partial(board, 14, &config, &Quiet, &mut expected).expect("small");
    let expected = String::from_utf8(expected).expect("text");
    assert_eq!(expected.lines().filter(|l| l.contains(",>14,")).count(), 16);
    for workers in 1..=4 {
        let layouts = Arc::new(std::sync::Mutex::new(Vec::new()));
        let seen = layouts.clone();
        let observer = Arc::new(move |event: Event<'_>| {
            if let Event::Layout(layout) = event {
                seen.lock().expect("not poisoned").push(layout);
            }
        });
        let mut csv = Vec::new();
        let config = spread(workers, false, Some(14));
        run(board, &config, observer, &mut csv).expect("small");
        assert!(csv == expected.as_bytes(), "{workers} workers");
        let workers = workers as usize;
        let spread = match workers {
            4 => Spread::Slices,
            _ => Spread::Classes,
        };
        let told = Layout {
            spread,
            asked: false,
            classes: 3,
            workers,
        };
        assert_eq!(*layouts.lock().expect("not poisoned"), [told]);
    }
}

/// The CSV and the patterns unreached (written to `dir`) of `board` as
/// `config` spreads it.
fn with_unreached(dir: &Path, board: &str, config: Config) -> (String, String) {
    let path = dir.join("unreached.csv");
    let config = Config {
        unreached: Some(path.clone()),
        ..config
    };
    let csv = on_workers(board, &config);
    (csv, std::fs::read_to_string(&path).expect("written"))
}

#[test]
fn a_class_shared_by_one_to_four_workers_writes_the_one_worker_csv() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (board, max_rolls) in [("3x3", 40), ("4x4", 13)] {
        let one = with_unreached(dir.path(), board, spread(1, false, Some(max_rolls)));
        // 3 x 3 ends by itself, every pattern reached: God's number a start.
        let gods = one.1.lines().filter(|l| l.contains(",god,")).count();
        assert_eq!(gods, if board == "3x3" { 9 } else { 0 }, "{}", one.1);
        for workers in 1..=4 {
            let config = spread(workers, true, Some(max_rolls));
            let shared = with_unreached(dir.path(), board, config);
            assert!(shared.0 == one.0, "{board} on {workers}: {}", shared.0);
            assert!(shared.1 == one.1, "{board} on {workers}: {}", shared.1);
        }
    }
}
