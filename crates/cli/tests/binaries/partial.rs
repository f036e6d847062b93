//! The census up to a number of rolls (`--max-rolls`): today's CSV cut at
//! the bound with a `>D` row a start, on any board, and its refusals; on
//! timely workers, threads or processes on loopback, the same CSV.

use super::cluster::{layout_line, spread_census};
use super::*;

/// `abbott census cube-puzzle` with `args`.
fn census(args: &[&str]) -> (i32, String, String) {
    run(
        Command::new(ABBOTT)
            .args(["census", "cube-puzzle"])
            .args(args),
        b"",
    )
}

#[test]
fn max_rolls_cuts_the_census_and_counts_the_rest_on_one_row_a_start() {
    let (code, complete, _) = census(&["--board", "2x3"]);
    assert_eq!(code, 0);
    let (code, partial, err) = census(&["--board", "2x3", "--max-rolls", "4"]);
    assert_eq!((code, err.as_str()), (0, ""));
    // Each start: its complete rows of at most 4 rolls, then `>4` with
    // the sum of the others (`never` included).
    let mut expected = vec!["x,y,steps,patterns".to_string()];
    let rows: Vec<Vec<&str>> = complete
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    for start in rows.chunk_by(|a, b| a[..2] == b[..2]) {
        let (x, y) = (start[0][0], start[0][1]);
        let mut beyond = 0u64;
        for row in start {
            let n: u64 = row[3].parse().expect("a count");
            match row[2].parse::<u32>() {
                Ok(steps) if steps <= 4 => expected.push(row.join(",")),
                _ => beyond += n,
            }
        }
        expected.push(format!("{x},{y},>4,{beyond}"));
    }
    assert_eq!(partial, expected.join("\n") + "\n");
    // On 4 x 4, which has no complete census: every start, each summing to
    // the 229,582,512 patterns.
    let (code, out, err) = census(&["--board", "4x4", "--max-rolls", "5", "--report"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("x,y,steps,patterns\n1,1,0,1\n1,1,1,2\n"),
        "{out}"
    );
    let beyond: Vec<&str> = out.lines().filter(|l| l.contains(",>5,")).collect();
    assert_eq!(beyond.len(), 16, "{out}");
    for y in 1..=4 {
        for x in 1..=4 {
            let prefix = format!("{x},{y},");
            let sum: u64 = (out.lines().filter(|l| l.starts_with(&prefix)))
                .map(|l| l.rsplit(',').next().and_then(|n| n.parse::<u64>().ok()))
                .map(|n| n.expect("a count"))
                .sum();
            assert_eq!(sum, 229_582_512, "({x},{y})");
        }
    }
    assert!(
        err.contains("census of 4x4 from (1,1): up to 5 rolls"),
        "{err}"
    );
}

#[test]
fn bad_bounds_and_timely_flags_are_refused_with_a_line_saying_why() {
    for (args, says) in [
        (&["--max-rolls", "-1"][..], "unexpected argument '-1'"),
        (
            &["--max-rolls", "x"],
            "invalid value 'x' for '--max-rolls <D>'",
        ),
        (&["--max-rolls", "1001"], "1001 is not in 0..=1000"),
        (
            &["--unreached", "unreached.csv"],
            "required arguments were not provided: --max-rolls <D>",
        ),
        (
            &["--max-rolls", "3", "--max-memory", "0"],
            "0 is not in 1..",
        ),
    ] {
        let (code, out, err) = census(args);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // A budget too small for a layer: each start's rows as far as it got,
    // then the error.
    let (code, out, err) = census(&["--board", "4x4", "--max-rolls", "30", "--max-memory", "40"]);
    assert_eq!(code, 1);
    assert_eq!(
        out.lines().filter(|l| l.contains(",>")).count(),
        16,
        "{out}"
    );
    assert!(
        err.contains("the census of 4x4 from (1,1): stopped after "),
        "{err}"
    );
    assert!(err.contains("past the budget of"), "{err}");
}

/// The one-process CSV of `board` up to `max_rolls`, its classes two at a
/// time, and its exit code and standard error, with `args` after.
fn one_process(board: &str, max_rolls: &str, args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(ABBOTT);
    let census = [
        "census",
        "cube-puzzle",
        "--board",
        board,
        "--max-rolls",
        max_rolls,
    ];
    command
        .args(census)
        .args(args)
        .env("RAYON_NUM_THREADS", "2");
    run(&mut command, b"")
}

#[test]
fn processes_print_the_partial_census_of_one_process() {
    // Worker threads alone are the library's tests (abbott-census).
    let (code, expected, err) = one_process("4x4", "14", &[]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(expected.lines().filter(|l| l.contains(",>14,")).count(), 16);
    // Two processes of one worker, a class a worker; two of two workers
    // and four of one, more workers than 4 x 4's three classes, every
    // class shared (as with --slices), which every process says.
    for (processes, workers) in [(2, 1), (2, 2), (4, 1)] {
        let said = layout_line("4x4", processes * workers, false);
        assert_eq!(said.is_empty(), processes * workers == 2, "{said}");
        let workers = workers.to_string();
        let args = ["--board", "4x4", "--max-rolls", "14", "--workers", &workers];
        let runs = spread_census(processes, &args);
        let case = format!("{processes} processes of {workers}");
        assert_eq!(runs[0], (0, expected.clone(), said.clone()), "{case}");
        for run in &runs[1..] {
            assert_eq!(run, &(0, String::new(), said.clone()), "{case}");
        }
    }
}

#[test]
fn a_class_stopped_by_memory_on_a_worker_fails_every_process_with_one_line() {
    // 40 MB a class in each run: two classes at a time in 80 MB, in one
    // process or on two threads, and one at a time on processes of one
    // worker. Every class stops short of 30 rolls, at 17 or 18.
    let (code, expected, err) = one_process("4x4", "30", &["--max-memory", "80"]);
    assert_eq!(code, 1);
    assert_eq!(expected.lines().filter(|l| l.contains(",>")).count(), 16);
    assert!(!expected.contains(",>30,"), "{expected}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: the census of 4x4 from "), "{err}");
    assert!(err.contains(": stopped after "), "{err}");
    let threads = ["--max-memory", "80", "--workers", "2"];
    let (code, out, err_threads) = one_process("4x4", "30", &threads);
    assert_eq!((code, out), (1, expected.clone()));
    assert_eq!(err_threads, err);
    // Over two processes process 0 writes the same rows, and both fail
    // with the same line.
    let args = [
        "--board",
        "4x4",
        "--max-rolls",
        "30",
        "--workers",
        "1",
        "--max-memory",
        "40",
    ];
    let runs = spread_census(2, &args);
    assert_eq!(runs[0], (1, expected, err.clone()));
    assert_eq!(runs[1], (1, String::new(), err));
}

#[test]
fn the_complete_census_is_refused_for_memory_naming_the_figures_not_for_squares() {
    let refused = |args: &[&str]| {
        let mut command = Command::new(ABBOTT);
        command.args(["census", "cube-puzzle"]).args(args);
        let (code, out, err) = run(command.env("RAYON_NUM_THREADS", "2"), b"");
        assert_eq!(
            (code, out.as_str(), err.lines().count()),
            (1, "", 1),
            "{args:?}: {err}"
        );
        err
    };
    let tail = ": --max-rolls D counts the answers up to D rolls in far less\n";
    // In one process two classes at a time, on a worker one, on four
    // workers (more than the three classes) a quarter of a class each.
    for (args, held) in [
        (
            &[][..],
            "5.6 TB in this process (2 classes of start square at a time, 2.8 TB each)",
        ),
        (
            &["--workers", "1"],
            "2.8 TB in this process (one class of start square at a time)",
        ),
        (
            &["--workers", "4"],
            "2.8 TB in this process (4 of 4 slices of one class of start square at a time, \
             2.8 TB a class)",
        ),
    ] {
        let err = refused(&[&["--board", "4x4"], args].concat());
        let needs = format!("error: the census of 4x4: tables of about {held}, past the ");
        assert!(err.starts_with(&needs), "{args:?}: {err}");
        assert!(
            err.ends_with(&format!(" GB the system has available{tail}")),
            "{err}"
        );
    }
    let err = refused(&["--board", "3x4", "--max-memory", "1000"]);
    let needs = "error: the census of 3x4: tables of about 3.3 GB in this process (2 classes \
                 of start square at a time, 1.6 GB each), past the 1.0 GB of --max-memory";
    assert_eq!(err, format!("{needs}{tail}"));
    // With the memory, 4 x 4 meets the search, which is built for at most
    // twelve squares.
    let args = [
        "--board",
        "4x4",
        "--workers",
        "1",
        "--max-memory",
        "3000000",
    ];
    let (code, out, err) = census(&args);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("the 4x4 board has 16 squares"), "{err}");
}
