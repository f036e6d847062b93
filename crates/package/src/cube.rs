//! The cube puzzle's package, on the statement's 3 x 3 board: its
//! [`Problem`], [`CUBE_PUZZLE`], and the secret data it makes: files of at
//! most 15 datasets (the statement's "less than 16"), picked by their true
//! minimum from the solver's complete tables.

use super::submissions::{Mistake, Solutions, Source};
use super::{Case, Problem};
use cube_puzzle::{Dataset, N_PATTERNS, Pattern, Shape, Solver};
use dice_core::rng::SplitMix64;
use std::cell::RefCell;
use std::collections::BTreeSet;

/// The true minimum of every pattern from every start: `table[start][p]`,
/// and the datasets picked for the case being made (a case never holds one
/// dataset twice).
struct Minima {
    table: Vec<Vec<Option<u32>>>,
    picked: RefCell<BTreeSet<(usize, usize)>>,
}

impl Minima {
    fn new(solver: &mut Solver) -> Minima {
        let table = (0..9)
            .map(|s| {
                let start = Shape::STATEMENT.square_at(s);
                (0..N_PATTERNS)
                    .map(|p| {
                        let pattern = Pattern::from_index(Shape::STATEMENT, p);
                        solver.solve(&Dataset { start, pattern }).minimum()
                    })
                    .collect()
            })
            .collect();
        Minima {
            table,
            picked: RefCell::default(),
        }
    }

    /// A pattern whose true minimum from `start` is `rolls`, the first one
    /// from a point drawn by `rng` not yet picked for this case.
    fn pick(&self, rng: &mut SplitMix64, start: usize, rolls: Option<u32>) -> Option<Dataset> {
        let offset = rng.below(N_PATTERNS as u64) as usize;
        let mut picked = self.picked.borrow_mut();
        let p = (0..N_PATTERNS)
            .map(|k| (offset + k) % N_PATTERNS)
            .find(|&p| self.table[start][p] == rolls && !picked.contains(&(start, p)))?;
        picked.insert((start, p));
        Some(Dataset {
            start: Shape::STATEMENT.square_at(start),
            pattern: Pattern::from_index(Shape::STATEMENT, p),
        })
    }

    /// Starts the next case: every dataset may be picked again.
    fn next_case(&self) {
        self.picked.borrow_mut().clear();
    }
}

/// Every secret case of the cube puzzle package.
pub(super) fn cases() -> Vec<Case> {
    let mut solver = abbott_judge::cube::solver();
    let minima = Minima::new(&mut solver);
    let mut rng = SplitMix64::new(0xC0BE);
    let mut cases = Vec::new();
    let mut add = |name: &str, what: &str, datasets: Vec<Dataset>| {
        minima.next_case();
        debug_assert!(!datasets.is_empty() && datasets.len() <= cube_puzzle::MAX_DATASETS);
        cases.push(Case::new(
            name,
            what,
            cube_puzzle::to_judge_input(&datasets),
        ));
    };
    let every_start = |rng: &mut SplitMix64, rolls: Option<u32>| -> Vec<Dataset> {
        (0..9).filter_map(|s| minima.pick(rng, s, rolls)).collect()
    };
    add(
        "answer-0-every-start",
        "the start board itself, from each of the 9 start squares: answer 0",
        every_start(&mut rng, Some(0)),
    );
    add(
        "answers-1-to-3",
        "patterns one to three rolls away, from random start squares",
        (0..15)
            .filter_map(|k| minima.pick(&mut rng, k % 9, Some(1 + k as u32 % 3)))
            .collect(),
    );
    add(
        "answer-29-every-start",
        "answer 29 from each start square",
        every_start(&mut rng, Some(29)),
    );
    add(
        "answer-30-every-start",
        "answer 30, the largest printed, from each start square",
        every_start(&mut rng, Some(30)),
    );
    add(
        "minimum-31-every-start",
        "patterns whose fewest rolls is exactly 31: the answer is -1",
        every_start(&mut rng, Some(31)),
    );
    add(
        "minimum-32-and-33",
        "patterns whose fewest rolls is 32 or 33: the answer is -1",
        (0..12)
            .filter_map(|k| minima.pick(&mut rng, k % 9, Some(32 + k as u32 % 2)))
            .collect(),
    );
    let unreachable = every_start(&mut rng, None);
    if !unreachable.is_empty() {
        add(
            "unreachable",
            "patterns no number of rolls makes: the answer is -1",
            unreachable,
        );
    }
    add(
        "x-y-not-swapped",
        "start squares off the diagonal whose answer changes when x and y are read the other way round",
        {
            let mut found = Vec::new();
            for k in 0..2000 {
                let start = [1usize, 2, 3, 5, 6, 7][k % 6];
                let Some(d) = minima.pick(&mut rng, start, Some(10 + (k as u32 % 21))) else {
                    continue;
                };
                let swapped = Shape::STATEMENT.square_at(3 * (start % 3) + start / 3);
                let other = solver
                    .solve(&Dataset {
                        start: swapped,
                        ..d
                    })
                    .judge_value();
                if other != solver.solve(&d).judge_value() {
                    found.push(d);
                }
                if found.len() == 15 {
                    break;
                }
            }
            found
        },
    );
    for k in 1..=4 {
        // Dataset i starts on square (i + k) mod 9, so the 15 cover all
        // nine; not every start has patterns 32 or 33 rolls away, so where
        // the drawn number has none left, another is drawn.
        let datasets = (0..15)
            .filter_map(|i| {
                (0..64).find_map(|_| {
                    // Every 3 x 3 pattern can be made: -1 means 31 rolls or more.
                    let rolls = match rng.below(8) {
                        0 | 1 => Some(31 + rng.below(3) as u32),
                        _ => Some(rng.below(31) as u32),
                    };
                    minima.pick(&mut rng, (i + k) % 9, rolls)
                })
            })
            .collect();
        add(
            &format!("random-{k}"),
            "15 datasets from every start square with answers spread from 0 to 30 and -1",
            datasets,
        );
    }
    add(
        "deep-answers",
        "answers from 24 to 30 from start squares all round the board",
        (0..15)
            .filter_map(|k| minima.pick(&mut rng, (k * 4) % 9, Some(24 + k as u32 % 7)))
            .collect(),
    );
    add(
        "carried-same-pattern-every-start",
        "one pattern asked from each of the 9 start squares, every answer but the first's unlike the first: a memo keyed by the pattern alone answers wrong",
        same_pattern_every_start(&minima, &mut rng),
    );
    add(
        "carried-same-start-other-patterns",
        "15 patterns asked from one start square, no two answers alike: a memo or search kept by the start square alone answers wrong",
        same_start_other_patterns(&minima, &mut rng),
    );
    cases.push(Case::new(
        "community-hard15",
        "the statement's deepest answers and its -1 cases over several start squares, as published by others",
        include_str!("../samples/cube-puzzle-hard15.in").to_string(),
    ));
    cases.push(super::heaviest::cube_case());
    cases.push(super::heaviest::cube_one_dataset_case());
    cases.push(super::cube_carried::kept_start_case(&minima.table));
    cases.extend(super::one_entry::cube_cases());
    cases
}

/// The judge answer of a true minimum: -1 beyond 30 rolls or for none.
fn judge_value(minimum: Option<u32>) -> i64 {
    minimum.filter(|&m| m <= 30).map_or(-1, i64::from)
}

/// One pattern from each start square in turn, drawn by `rng` among those
/// whose judge answer from every other start differs from the one from
/// the first, with at least six answers unlike.
fn same_pattern_every_start(minima: &Minima, rng: &mut SplitMix64) -> Vec<Dataset> {
    let offset = rng.below(N_PATTERNS as u64) as usize;
    let p = (0..N_PATTERNS)
        .map(|k| (offset + k) % N_PATTERNS)
        .find(|&p| {
            let values: Vec<i64> = (0..9).map(|s| judge_value(minima.table[s][p])).collect();
            let unlike: BTreeSet<i64> = values.iter().copied().collect();
            values[1..].iter().all(|&v| v != values[0]) && unlike.len() >= 6
        })
        .expect("3 x 3 patterns whose answers differ by start square exist");
    let pattern = Pattern::from_index(Shape::STATEMENT, p);
    (0..9)
        .map(|s| Dataset {
            start: Shape::STATEMENT.square_at(s),
            pattern,
        })
        .collect()
}

/// Fifteen patterns from one start square (an edge square), each with a
/// judge answer of its own: -1 and 14 answers from 0 to 30.
fn same_start_other_patterns(minima: &Minima, rng: &mut SplitMix64) -> Vec<Dataset> {
    let start = 1;
    [0, 1, 2, 3, 5, 8, 12, 17, 21, 24, 27, 28, 29, 30]
        .into_iter()
        .map(Some)
        .chain([Some(31)])
        .filter_map(|rolls| minima.pick(rng, start, rolls))
        .collect()
}

/// What the cube puzzle on the statement's 3 x 3 board brings to its package.
pub static CUBE_PUZZLE: Problem = Problem {
    name: "Cubic Eight-Puzzle",
    source: "ICPC Asia Regional Yokohama 2006",
    uuid: "b8e41f96-2d7c-4e05-b3a1-9c6f0d2e4a03",
    statement: include_str!("../judge/cube-puzzle/problem.en.tex"),
    pdf: include_bytes!("../judge/cube-puzzle/problem.pdf"),
    // 2 s: the slowest accepted solution takes 0.72 s on the carried-state
    // files in an idle run, past 1 s / 1.5 (problemtools' safety margin).
    time_limit: "2",
    cases,
    figure,
    solutions: Solutions {
        accepted: &[
            Source {
                file: "cube_bidirectional.cpp",
                text: include_str!(
                    "../judge/cube-puzzle/submissions/accepted/cube_bidirectional.cpp"
                ),
            },
            Source {
                file: "cube_meet_in_the_middle.rs",
                text: include_str!(
                    "../judge/cube-puzzle/submissions/accepted/cube_meet_in_the_middle.rs"
                ),
            },
            Source {
                file: "cube_tables.py",
                text: include_str!("../judge/cube-puzzle/submissions/accepted/cube_tables.py"),
            },
        ],
        too_slow: include_str!(
            "../judge/cube-puzzle/submissions/time_limit_exceeded/iddfs_no_visited.cpp"
        ),
        mistakes: MISTAKES,
        slow: SLOW,
    },
};

/// The statement's figure: the sample's second dataset, which the statement
/// walks through (the first one's pattern is the start itself, 0 rolls).
fn figure(sample: &str) -> String {
    let datasets = cube_puzzle::parse(sample).expect("the embedded sample is valid");
    super::figures::cube(datasets.get(1).expect("the sample has two datasets"))
}

/// The classic mistakes the secret data is designed to catch.
const MISTAKES: &[Mistake] = &[
    Mistake {
        file: "x_and_y_swapped.cpp",
        base: "cube_bidirectional.cpp",
        from: "(sq == (y - 1) * 3 + (x - 1) ? 6",
        to: "(sq == (x - 1) * 3 + (y - 1) ? 6",
        what: "reads the empty square as (row, column) instead of (x, y)",
    },
    Mistake {
        file: "limit_29.cpp",
        base: "cube_bidirectional.cpp",
        from: "static const int LIMIT = 30;",
        to: "static const int LIMIT = 29;",
        what: "prints -1 for answers of exactly 30",
    },
    Mistake {
        file: "limit_31.cpp",
        base: "cube_bidirectional.cpp",
        from: "static const int LIMIT = 30;",
        to: "static const int LIMIT = 31;",
        what: "prints 31 for patterns that need exactly 31 rolls instead of -1",
    },
    Mistake {
        file: "blue_and_red_swapped.cpp",
        base: "cube_bidirectional.cpp",
        from: "int white_start = find_perm(0, 1, 2);",
        to: "int white_start = find_perm(0, 2, 1);",
        what: "starts the cubes with red along x and blue along y",
    },
    Mistake {
        file: "one_goal_board.cpp",
        base: "cube_bidirectional.cpp",
        from: "if (perm[i][0] == top) next.push_back(g + i * pw[sq]);",
        to: "if (perm[i][0] == top) { next.push_back(g + i * pw[sq]); break; }",
        what: "searches for one orientation per top colour instead of both",
    },
    Mistake {
        file: "one_goal_board_left_out.cpp",
        base: "cube_bidirectional.cpp",
        from: "        vector<int> touched;\n",
        to: "        goals.erase(goals.begin() + 100);  // 255 boards: the 101st listed never shows\n        vector<int> touched;\n",
        what: "leaves out one of the 256 goal boards of every pattern, the 101st it lists",
    },
    Mistake {
        file: "answer_0_missed.cpp",
        base: "cube_bidirectional.cpp",
        from: "if (seen[g] == 1) answer = 0;",
        to: "if (seen[g] == 1) continue;",
        what: "never answers 0: the start board is not checked against the pattern",
    },
    Mistake {
        file: "no_reset.cpp",
        base: "cube_bidirectional.cpp",
        from: "for (int t : touched) seen[t] = 0;",
        to: "touched.clear();",
        what: "keeps the previous dataset's searched boards",
    },
    Mistake {
        file: "kept_start.cpp",
        base: "cube_bidirectional.cpp",
        from: "seen[start] = 1; depth[start] = 0; touched.push_back(start);",
        to: "seen[start] = 1; depth[start] = 0;",
        what: "clears its marks through the list of boards it touched, which misses the start board: every earlier start stays marked on the start side at 0 rolls",
    },
    Mistake {
        file: "memo_by_pattern.cpp",
        base: "cube_bidirectional.cpp",
        from: "printf(\"%d\\n\", answer);",
        to: "static vector<int> memo(1 << 18, -2);  // by the pattern's 9 letters, 2 bits each\n        int key = 0;\n        for (int j = 0; j < 9; j++) key = key * 4 + (int)(strchr(\"WBRE\", pat[j]) - \"WBRE\");\n        if (memo[key] == -2) memo[key] = answer;\n        printf(\"%d\\n\", memo[key]);",
        what: "remembers each pattern's answer and gives it again when the pattern comes back, from whatever start square",
    },
];

/// The slow families of right answers that `heaviest-alternating` makes
/// exceed the time limit. A search that grows its two sides strictly in
/// turn (dF <= dB) works 6.8 times as much as the accepted one there, the
/// most any 15 datasets allow, but takes 1.3 to 1.9 times the 2 s limit on
/// the project's machine, across problemtools' 1.5 safety margin from run
/// to run: it is measured (docs/judges.md), not shipped, so that
/// verifyproblem's verdict does not rest on noise.
const SLOW: &[Mistake] = &[Mistake {
    file: "forward_only.cpp",
    base: "cube_bidirectional.cpp",
    from: "int side = front[0].size() <= front[1].size() ? 0 : 1;",
    to: "int side = 0;  // from the start alone, up to a goal board",
    what: "searches from the start alone, layer by layer, until it meets a goal board",
}];
