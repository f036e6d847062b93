//! Unit tests of the cube as a test subject: simpler patterns, random
//! datasets on other boards, the answers kept for drawing and judging.

use super::*;

#[test]
fn simpler_patterns_whiten_squares_and_bring_the_hole_back() {
    let input = "1 1\nW B W\nE W W\nW W R\n0 0\n";
    let cube = Cube::sharing(Shape::STATEMENT, &Solver::new());
    let datasets = cube.read(input).expect("a dataset");
    let dataset = &datasets[0];
    let simpler = Cube::simpler(dataset);
    assert_eq!(simpler.len(), 3);
    assert_eq!(
        Cube::write(&simpler[..1]),
        "1 1\nE B W\nW W W\nW W R\n0 0\n"
    );
    assert!(simpler.iter().all(|d| Cube::size(d) < Cube::size(dataset)));
    assert_eq!(
        Cube::describe(dataset),
        "start (1,1), 2 squares not white, the hole moved"
    );
    let one = cube
        .read("1 1\nE W W\nW W W\nW W R\n0 0\n")
        .expect("a dataset");
    assert_eq!(
        Cube::describe(&one[0]),
        "start (1,1), 1 square not white, the hole where it starts"
    );
}

#[test]
fn random_datasets_on_another_board_are_its_own_and_answered() {
    let board: Shape = "3x4".parse().expect("a shape");
    let mut cube = Cube::sharing(board, &Solver::new());
    let mut rng = SplitMix64::new(8);
    let datasets: Vec<Dataset> = (0..6).map(|k| cube.random(&mut rng, k)).collect();
    assert!(datasets.iter().all(|d| d.pattern.shape() == board));
    let input = Cube::write(&datasets);
    assert_eq!(cube.read(&input).expect("read on its board"), datasets);
    assert!(
        Cube::sharing(Shape::STATEMENT, &Solver::new())
            .read(&input)
            .is_err()
    );
    // A walk of n rolls makes a pattern at most n rolls away.
    for length in [0, 3, 9] {
        let start = Square { x: 2, y: 2 };
        let dataset = Dataset {
            start,
            pattern: walk(&mut rng, board, start, length),
        };
        let rolls = cube.answer_length(&dataset).expect("made by the walk");
        assert!(rolls as u64 <= length, "{length}: {rolls}");
    }
    assert_eq!(
        (cube.per_run(), cube.time_limit()),
        (5, Duration::from_secs(20))
    );
}

#[test]
fn drawing_by_answer_from_kept_tables_draws_what_the_generator_draws() {
    // The same datasets for the same seed as cube_puzzle's generator, which
    // answers every pattern of the board on each draw.
    for board in ["2x3", "2x2", "1x4"] {
        let shape: Shape = board.parse().expect("a shape");
        let mut cube = Cube::sharing(shape, &Solver::new());
        let mut solver = Solver::new();
        for seed in 0..4 {
            let (mut ours, mut theirs) = (SplitMix64::new(seed), SplitMix64::new(seed));
            for steps in -1..=30 {
                let drawn = cube.drawn_by_answer(&mut ours, steps);
                let generated =
                    cube_puzzle::generate::with_answer(&mut theirs, &mut solver, shape, steps);
                assert_eq!(drawn, generated, "{board}, seed {seed}, {steps} steps");
            }
        }
        // Each start's patterns were answered once, whatever the draws.
        assert_eq!(cube.judged.len(), shape.n_squares(), "{board}");
    }
}

#[test]
fn judging_reads_the_answers_kept() {
    let board: Shape = "2x3".parse().expect("a shape");
    let mut cube = Cube::sharing(board, &Solver::new());
    let input = "1 1\nE W W\nW W W\n1 1\nW E W\nW W W\n0 0\n";
    let datasets = cube.read(input).expect("two datasets");
    let judge = |cube: &mut Cube, output: &str| {
        let mut rejected = Vec::new();
        let judged = cube.judge_kept(input.as_bytes(), output.as_bytes(), &mut |v| {
            rejected.extend(v.verdict.err().map(|r| format!("{}: {r}", v.label)));
            Ok(())
        });
        judged
            .expect("the cube judges from its answers")
            .expect("abbott judges");
        rejected
    };
    let second = abbott_judge::cube::solve(&mut Solver::new(), &datasets[1]).judge_value();
    let (right, wrong) = (format!("0\n{second}\n"), format!("0\n{}\n", second + 1));
    assert_eq!(judge(&mut cube, &right), Vec::<String>::new());
    let rejection = format!("dataset 2: expected {second}, found {}", second + 1);
    assert_eq!(judge(&mut cube, &wrong), [rejection]);
    // An answer planted among those kept is the one judged by: the
    // judging searches no dataset answered before.
    let key = (board.index(datasets[1].start), datasets[1].pattern.index());
    cube.answers.insert(key, Answer::Rolls(second as u32 + 1));
    assert_eq!(judge(&mut cube, &wrong), Vec::<String>::new());
}

#[test]
fn the_store_given_is_shared_on_every_board() {
    // Beyond nine squares the lists near start squares go to the store.
    let board: Shape = "3x4".parse().expect("a shape");
    let store = Solver::new();
    let mut cube = Cube::sharing(board, &store);
    let dataset = Dataset {
        start: Square { x: 1, y: 1 },
        pattern: walk(&mut SplitMix64::new(3), board, Square { x: 1, y: 1 }, 4),
    };
    assert_eq!(store.boards_near_starts(), 0);
    assert!(cube.answer_length(&dataset).is_some_and(|n| n <= 4));
    assert!(store.boards_near_starts() > 0);
    // On the statement's board the subject holds every class table.
    let cube = Cube::sharing(Shape::STATEMENT, &store);
    assert!(StartClass::ALL.into_iter().all(|c| cube.solver.has(c)));
}
