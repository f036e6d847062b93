//! Every command of the documents' `sh` blocks, and how it is held: run
//! by the docs test on the statements' samples, run by another test or a
//! CI step, or not run, and why.

use Cover::{Elsewhere, NotRun, Run};
use Source::{Answers, Folder, Made, Sample};

/// How a command of an `sh` block is held.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Cover {
    /// Run here in a scratch folder holding these files, to end with this
    /// exit code.
    Run(&'static [(&'static str, Source)], i32),
    /// Run by another test or by a CI step: the file that runs it (from
    /// the workspace's root), and how.
    Elsewhere(&'static str, &'static str),
    /// Not run by any test, and why.
    NotRun(&'static str),
}

/// What a file of a scratch folder holds.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Source {
    /// The statement's sample of this puzzle.
    Sample(&'static str),
    /// Its published answers.
    Answers(&'static str),
    /// What `abbott` prints with these arguments.
    Made(&'static [&'static str]),
    /// An empty folder.
    Folder,
}

const CENSUS_3X4: &str = "a census of 3 x 4: half a minute of CPU in a release build; \
                          tests/binaries/boards.rs checks the census on 3 x 3";
const CLUSTER: &str = "machines of a cluster (placeholders I, /scratch, node0...); \
                       tests/binaries/cluster.rs and resume.rs run processes on 127.0.0.1";
const LONG_4X4: &str = "minutes to hours of a 4 x 4 census, measured for docs/census.md";
const CI_JUDGE: &str = "cargo xtask judge writes the packages and runs verifyproblem on each";

/// Every command of the documents' `sh` blocks, and how it is held.
pub(crate) const COVERED: &[(&str, Cover)] = &[
    ("cargo run --release --bin abbott -- demo", Run(&[], 0)),
    (
        "cargo test --workspace",
        Elsewhere(".ci/run", "the test run itself"),
    ),
    (
        "cargo run --release --bin dice-maze -- testdata/dice-maze/sample.in",
        Run(&[], 0),
    ),
    (
        "cargo run --release --bin arrow-maze -- testdata/arrow-maze/sample.in",
        Run(&[], 0),
    ),
    (
        "cargo run --release --bin cube-puzzle -- testdata/cube-puzzle/sample.in",
        Run(&[], 0),
    ),
    (
        "cargo xtask test-samples",
        Elsewhere(".ci/run", "a step of its own"),
    ),
    (
        "abbott dice-maze -j 2 a.in b.in c.in",
        Run(
            &[
                ("a.in", Sample("dice-maze")),
                ("b.in", Sample("dice-maze")),
                ("c.in", Sample("dice-maze")),
            ],
            0,
        ),
    ),
    (
        "abbott arrow-maze --format json a.in",
        Run(&[("a.in", Sample("arrow-maze"))], 0),
    ),
    (
        "abbott cube-puzzle --moves FILE",
        Run(&[("FILE", Sample("cube-puzzle"))], 0),
    ),
    (
        "abbott cube-puzzle --format json FILE",
        Run(&[("FILE", Sample("cube-puzzle"))], 0),
    ),
    ("abbott census cube-puzzle", Run(&[], 0)),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 20",
        Run(&[], 0),
    ),
    (
        "abbott cube-puzzle --board 2x4 FILE",
        Run(
            &[(
                "FILE",
                Made(&["generate", "cube-puzzle", "--board", "2x4", "--count", "5"]),
            )],
            0,
        ),
    ),
    (
        "abbott check dice-maze maze.in team.out",
        Run(
            &[
                ("maze.in", Sample("dice-maze")),
                ("team.out", Answers("dice-maze")),
            ],
            0,
        ),
    ),
    (
        "abbott generate dice-maze --seed 7 --count 100 --rows 10 --cols 10 --min-moves 12",
        Run(&[], 0),
    ),
    (
        "abbott generate dice-maze --winding --rows 1000 --cols 1000",
        Run(&[], 0),
    ),
    (
        "abbott generate arrow-maze --min-moves 20 --rows 9 --cols 9",
        Run(&[], 0),
    ),
    (
        "abbott generate arrow-maze --winding --rows 1000 --cols 1000",
        Run(&[], 0),
    ),
    (
        "abbott generate cube-puzzle --count 1000 --steps 30",
        Run(&[], 0),
    ),
    ("abbott demo", Run(&[], 0)),
    (
        "abbott play dice-maze maze.in",
        Elsewhere("crates/cli/tests/play.rs", "plays it in tmux"),
    ),
    ("abbott census cube-puzzle --board 3x4", NotRun(CENSUS_3X4)),
    (
        "abbott census cube-puzzle --board 3x4 --report",
        NotRun(CENSUS_3X4),
    ),
    (
        "abbott census cube-puzzle --board 3x4 --workers 2",
        NotRun(CENSUS_3X4),
    ),
    (
        "abbott census cube-puzzle --board 3x4 --workers 2 --slices",
        NotRun(CENSUS_3X4),
    ),
    (
        "printf 'node0:2101\\nnode1:2101\\n' > hosts",
        NotRun(CLUSTER),
    ),
    (
        "node0$ abbott census cube-puzzle --board 3x4 --workers 2 --processes 2 --process 0 --hosts hosts > census.csv",
        NotRun(CLUSTER),
    ),
    (
        "node1$ abbott census cube-puzzle --board 3x4 --workers 2 --processes 2 --process 1 --hosts hosts",
        NotRun(CLUSTER),
    ),
    (
        "abbott census cube-puzzle --board 3x4 ... --checkpoint /scratch/census",
        NotRun(CLUSTER),
    ),
    (
        "abbott census cube-puzzle --board 3x4 ... --resume /scratch/census",
        NotRun(CLUSTER),
    ),
    (
        "node0$ abbott census cube-puzzle --board 4x4 --max-rolls 30 --max-memory 8000 --workers 1 --processes 2 --process 0 --hosts hosts --checkpoint /scratch/partial > census.csv",
        NotRun(CLUSTER),
    ),
    (
        "node1$ abbott census cube-puzzle --board 4x4 --max-rolls 30 --max-memory 8000 --workers 1 --processes 2 --process 1 --hosts hosts --checkpoint /scratch/partial",
        NotRun(CLUSTER),
    ),
    (
        "node0$ abbott census cube-puzzle --board 4x4 --max-rolls 30 --max-memory 8000 --workers 1 --processes 2 --process 0 --hosts hosts --resume /scratch/partial > census.csv",
        NotRun(CLUSTER),
    ),
    (
        "node1$ abbott census cube-puzzle --board 4x4 --max-rolls 30 --max-memory 8000 --workers 1 --processes 2 --process 1 --hosts hosts --resume /scratch/partial",
        NotRun(CLUSTER),
    ),
    (
        "cargo xtask census-bench",
        NotRun("a benchmark of minutes, for the figures of docs/census.md"),
    ),
    (
        "cargo bench -p cube-puzzle --bench census",
        NotRun("a benchmark, for the figures of docs/census.md"),
    ),
    (
        "/usr/bin/time -v target/release/abbott census cube-puzzle --board 3x4 > /dev/null",
        NotRun(CENSUS_3X4),
    ),
    (
        "cargo build --release -p cli --bin abbott",
        NotRun("a release build of minutes; the tests run the test profile's binaries"),
    ),
    (
        "printf '127.0.0.1:23711\\n127.0.0.1:23712\\n' > hosts",
        NotRun(LONG_4X4),
    ),
    (
        "/usr/bin/time -v target/release/abbott census cube-puzzle --board 4x4 --max-rolls 30 --report --workers 1 --processes 2 --process 1 --hosts hosts --checkpoint ck &",
        NotRun(LONG_4X4),
    ),
    (
        "/usr/bin/time -v target/release/abbott census cube-puzzle --board 4x4 --max-rolls 30 --report --workers 1 --processes 2 --process 0 --hosts hosts --checkpoint ck > census-4x4-30.csv",
        NotRun(LONG_4X4),
    ),
    (
        "/usr/bin/time target/release/abbott census cube-puzzle --board 4x4 --max-rolls 28 --report --workers 1 --checkpoint ck --max-memory 1700 > census-4x4-28.csv",
        NotRun(LONG_4X4),
    ),
    (
        "for i in 0 1 2 3 4 5 6 7; do echo \"node$i:2101\"; done > hosts",
        NotRun(CLUSTER),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --workers 64 --processes 8 --process I --hosts hosts --checkpoint /nvme/census > census-4x4.csv",
        NotRun(CLUSTER),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --workers 64 --processes 8 --process I --hosts hosts --resume /nvme/census > census-4x4.csv",
        NotRun(CLUSTER),
    ),
    (
        "cargo xtask mutants dice-maze",
        NotRun("mutation testing, hours; kept out of CI"),
    ),
    (
        "cargo xtask mutants cli --file 'crates/cli/src/play/*.rs'",
        NotRun("mutation testing, hours; kept out of CI"),
    ),
    (
        "cargo xtask mutants cli --shard 1/8",
        NotRun("mutation testing, hours; kept out of CI"),
    ),
    (
        "cargo xtask mutants arrow-maze --iterate",
        NotRun("mutation testing, hours; kept out of CI"),
    ),
    (
        "cargo install cargo-fuzz",
        NotRun("installs a tool for fuzzing, which CI leaves out"),
    ),
    (
        "cd fuzz",
        NotRun("fuzzing, ten minutes a target; kept out of CI"),
    ),
    (
        "RUSTC_BOOTSTRAP=1 cargo fuzz run -O dice_maze -- -max_total_time=600 -max_len=4096",
        NotRun("fuzzing, ten minutes a target; kept out of CI"),
    ),
    (
        "abbott check dice-maze in out",
        Run(
            &[("in", Sample("dice-maze")), ("out", Answers("dice-maze"))],
            0,
        ),
    ),
    (
        "abbott check --icpc dice-maze in ans feedback/ < team.out",
        Run(
            &[
                ("in", Sample("dice-maze")),
                ("ans", Answers("dice-maze")),
                ("team.out", Answers("dice-maze")),
                ("feedback", Folder),
            ],
            42,
        ),
    ),
    (
        "abbott check --testlib dice-maze in team.out ans",
        Run(
            &[
                ("in", Sample("dice-maze")),
                ("ans", Answers("dice-maze")),
                ("team.out", Answers("dice-maze")),
            ],
            0,
        ),
    ),
    (
        "abbott package dice-maze dicemaze",
        Elsewhere(
            "crates/cli/tests/packages.rs",
            "writes each package and reads it back",
        ),
    ),
    (
        "abbott package dice-maze dicemaze --force",
        Elsewhere(
            "crates/cli/tests/packages.rs",
            "writes a package and replaces it with --force",
        ),
    ),
    (
        "cargo xtask fresh-clone",
        Elsewhere(".ci/run", "a step of its own"),
    ),
    (
        "cargo xtask fresh-clone --tests",
        NotRun(
            "a release build and the whole test suite again in a fresh clone: half an hour on \
             the project's machine; for the figures of docs/performance.md",
        ),
    ),
    (
        "cargo xtask static-abbott",
        Elsewhere(
            "xtask/src/judge.rs",
            "cargo xtask judge, a step of .ci/run, builds the same binary (static_abbott::build) and writes the packages with it",
        ),
    ),
    (
        "target/x86_64-unknown-linux-gnu/release/abbott package dice-maze dicemaze --force",
        Elsewhere(
            "xtask/src/judge.rs",
            "cargo xtask judge writes every package with the static abbott",
        ),
    ),
    ("verifyproblem dicemaze", Elsewhere(".ci/run", CI_JUDGE)),
    (
        "(cd dicemaze && zip -r ../dicemaze.zip .)",
        NotRun("zips a package for DOMjudge by hand; zip is not on every machine"),
    ),
    ("cargo xtask judge", Elsewhere(".ci/run", CI_JUDGE)),
    (
        "cargo xtask judge --matrix",
        NotRun("every wrong submission on every case, minutes; for the tables of docs/judges.md"),
    ),
    (
        "cargo xtask judge --bless",
        NotRun("writes new statement PDFs after a statement is edited"),
    ),
    (
        "CARGO_TARGET_DIR=/tmp/t /usr/bin/time -v cargo test --workspace --no-run --timings",
        NotRun("a whole build of the tests, minutes, for docs/performance.md"),
    ),
    (
        "abbott dice-maze maze.in",
        Run(&[("maze.in", Sample("dice-maze"))], 0),
    ),
    (
        "abbott test dice-maze -- ./my-solution",
        Elsewhere(
            "crates/cli/tests/tester.rs",
            "tests compiled and Python solutions",
        ),
    ),
    (
        "abbott census cube-puzzle --board 3x3 --max-rolls 60 --unreached u.csv",
        Run(&[], 0),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 28 --workers 1 --report",
        NotRun(LONG_4X4),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 28 --workers 1 --slices --report",
        NotRun(LONG_4X4),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 28 --workers 2 --slices --report",
        NotRun(LONG_4X4),
    ),
    (
        "printf '127.0.0.1:23851\\n127.0.0.1:23852\\n' > hosts",
        NotRun(LONG_4X4),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 28 --workers 1 --slices --report --processes 2 --process 1 --hosts hosts &",
        NotRun(LONG_4X4),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 28 --workers 1 --slices --report --processes 2 --process 0 --hosts hosts",
        NotRun(LONG_4X4),
    ),
    (
        "printf '127.0.0.1:23811\\n127.0.0.1:23812\\n' > hosts",
        NotRun(LONG_4X4),
    ),
    (
        "nice -n 10 /usr/bin/time -v abbott census cube-puzzle --board 4x4 --max-rolls 32 --report --slices --workers 1 --processes 2 --process 1 --hosts hosts --checkpoint ck --max-memory 10000 > /dev/null &",
        NotRun(LONG_4X4),
    ),
    (
        "nice -n 10 /usr/bin/time -v abbott census cube-puzzle --board 4x4 --max-rolls 32 --report --slices --workers 1 --processes 2 --process 0 --hosts hosts --checkpoint ck --max-memory 10000 --unreached unreached-4x4-32.csv > census-4x4-32.csv",
        NotRun(LONG_4X4),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 60 --slices --workers 64 --processes 8 --process I --hosts hosts --checkpoint /nvme/census --unreached unreached-4x4.csv > census-4x4.csv",
        NotRun(CLUSTER),
    ),
    (
        "abbott census cube-puzzle --board 4x4 --max-rolls 60 --slices --workers 64 --processes 8 --process I --hosts hosts --resume /nvme/census --unreached unreached-4x4.csv > census-4x4.csv",
        NotRun(CLUSTER),
    ),
];
