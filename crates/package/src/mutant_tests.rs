//! Each single-entry mutant of the model solutions' tables and readers
//! (crate `judge_model`) is killed by the package's secret data as written:
//! some dataset of some secret file gets an answer the checker rejects.
//! The models are first checked against abbott's own answers on the same
//! data. No mutant is known to be equivalent to its model; one that no
//! valid input could tell apart would be named here with the exhaustive
//! check that proves it.

use super::{Case, cached_cases};
use abbott_judge::puzzle::Puzzle;
use judge_model::maze::MazeModel;
use judge_model::reader::{self, Reading};
use judge_model::{Mutant, arrow, cube, dice};
use std::collections::BTreeMap;

/// Mutants killed and in all, per table, and the survivors.
#[derive(Debug, Default)]
struct Tally {
    per_table: BTreeMap<&'static str, (usize, usize)>,
    survivors: Vec<String>,
}

impl Tally {
    fn add(&mut self, mutant: &Mutant, killed: bool) {
        let entry = self.per_table.entry(mutant.table).or_default();
        entry.1 += 1;
        if killed {
            entry.0 += 1;
        } else {
            self.survivors.push(mutant.to_string());
        }
    }

    /// Checks the totals and that every mutant was killed.
    fn assert_all_killed(&self, totals: &[(&str, usize)]) {
        let found: Vec<(&str, usize)> = self.per_table.iter().map(|(k, v)| (*k, v.1)).collect();
        assert_eq!(found, totals);
        assert!(
            self.survivors.is_empty(),
            "{:?}: {:#?}",
            self.per_table,
            self.survivors
        );
    }
}

/// The secret files in the order a mutant meets them: the ones made to
/// kill mutants first, then the rest as written.
fn killers_first(cases: &[Case]) -> Vec<&Case> {
    let (mut first, rest): (Vec<&Case>, Vec<&Case>) = cases
        .iter()
        .partition(|c| super::one_entry::made_to_kill(&c.name));
    first.extend(rest);
    first
}

/// The maze model `M`'s mutants, of its tables and its reader, each
/// checked against the puzzle's secret `cases` (`M`'s answers first
/// checked against abbott's, `abbott` giving the number of moves of each
/// maze of a file), tallied with `totals` expected.
fn every_maze_mutant_is_killed<M: MazeModel>(
    cases: &[Case],
    abbott: impl Fn(&str) -> Vec<Option<usize>>,
    totals: &[(&str, usize)],
) {
    let cases = killers_first(cases);
    let mazes: Vec<M::Maze> = cases
        .iter()
        .flat_map(|c| M::read(&c.input, Reading::Statement))
        .collect();
    let model = M::statement();
    let right: Vec<_> = mazes.iter().map(|m| model.answer(m)).collect();
    let theirs = cases.iter().flat_map(|c| abbott(&c.input));
    for ((m, r), theirs) in mazes.iter().zip(&right).zip(theirs) {
        let moves = r.as_ref().map(|r| r.len() - 1);
        assert_eq!(moves, theirs, "{}", M::name(m));
    }
    let mut tally = Tally::default();
    for (mutant, tables) in model.mutants() {
        tally.add(&mutant, model.killed_by(&tables, &mazes, &right));
    }
    for reading in M::reader_mutants() {
        let killed = cases.iter().any(|c| !M::file_accepted(&c.input, reading));
        tally.add(&Mutant::new(M::READER, format!("{reading:?}")), killed);
    }
    tally.assert_all_killed(totals);
}

#[test]
fn every_dice_mutant_is_killed() {
    let abbott = |input: &str| {
        let mut solver = dice_maze::Solver::new();
        let mazes = dice_maze::parse(input).expect("judge data");
        mazes.iter().map(|m| solver.solve(m).n_moves()).collect()
    };
    every_maze_mutant_is_killed::<dice::Tables>(
        cached_cases(Puzzle::DiceMaze),
        abbott,
        &[
            ("dice reader", 3),
            ("dice rolls", 24 * 4 * 23),
            ("dice steps", 4 * 3),
        ],
    );
}

#[test]
fn every_arrow_mutant_is_killed() {
    let abbott = |input: &str| {
        let mut solver = arrow_maze::Solver::new();
        let mazes = arrow_maze::parse(input).expect("judge data");
        mazes.iter().map(|m| solver.solve(m).n_moves()).collect()
    };
    every_maze_mutant_is_killed::<arrow::Tables>(
        cached_cases(Puzzle::ArrowMaze),
        abbott,
        &[
            ("arrow reader", 6),
            ("arrow steps", 4 * 3),
            ("arrow turns", 4 * 3 * 3),
        ],
    );
}

/// A cube dataset as the model reads it: the start square and pattern.
fn cube_model_dataset(d: &cube_puzzle::Dataset) -> (usize, cube::Pattern) {
    let shape = cube_puzzle::Shape::STATEMENT;
    let mut tops = [0; 9];
    for (q, top) in tops.iter_mut().enumerate() {
        if let Some(colour) = d.pattern.top(shape.square_at(q)) {
            *top = colour.index() as u8;
        }
    }
    let hole = shape.index(d.pattern.hole());
    (shape.index(d.start), cube::Pattern { hole, tops })
}

#[test]
fn every_cube_mutant_is_killed() {
    let cases = killers_first(cached_cases(Puzzle::CubePuzzle));
    let mut solver = abbott_judge::cube::solver();
    // Each dataset with its file's place and abbott's fewest rolls (31 and
    // more, or none, both answer -1), fewest first within the files that
    // kill mutants and within the rest.
    let mut datasets = Vec::new();
    for (k, c) in cases.iter().enumerate() {
        let killer = c.name.starts_with("one-entry");
        for d in cube_puzzle::parse(&c.input).expect("judge data") {
            let rolls = abbott_judge::cube::solve(&mut solver, &d)
                .minimum()
                .filter(|&r| r <= 30);
            let (start, pattern) = cube_model_dataset(&d);
            datasets.push((!killer, rolls.unwrap_or(99), k, start, pattern, rolls));
        }
    }
    datasets.sort_by_key(|d| (d.0, d.1, d.2));
    let model = cube::Tables::statement();
    let mut tally = Tally::default();
    for (mutant, tables) in model.roll_mutants() {
        let killed = datasets.iter().any(|&(.., start, ref pattern, rolls)| {
            tables.answer(start, pattern, rolls.unwrap_or(30)) != rolls
        });
        tally.add(&mutant, killed);
    }
    // The goal boards: each dataset kills, in every numbering, the mutant
    // that leaves out its nearest goal board where that board is the only
    // one so near. One search per start square answers the files that kill
    // mutants.
    let numberings = judge_model::cube_goals::Numbering::all();
    let mut killed = vec![[false; 256]; numberings.len()];
    let mut by_start: BTreeMap<usize, Vec<(cube::Pattern, Option<u32>)>> = BTreeMap::new();
    for &(later, _, _, start, pattern, rolls) in &datasets {
        if !later {
            by_start.entry(start).or_default().push((pattern, rolls));
        }
    }
    for (start, asked) in &by_start {
        let patterns: Vec<cube::Pattern> = asked.iter().map(|a| a.0).collect();
        let nearest = model.nearest_goals(*start, &patterns);
        for ((rolls, masks), (pattern, right)) in nearest.iter().zip(asked) {
            assert_eq!(rolls, right, "the model and abbott on {pattern:?}");
            if let [mask] = masks[..] {
                for (n, done) in numberings.iter().zip(&mut killed) {
                    done[usize::from(n.number(pattern, mask))] = true;
                }
            }
        }
    }
    // The mutants proven equivalent are counted apart: no pattern from
    // any start square has their board as its one nearest goal board
    // within 30 rolls.
    let equivalent = judge_model::cube_goals::EQUIVALENT;
    let proof = judge_model::cube_goals::nearest_alone_anywhere(&model, &equivalent);
    assert_eq!(proof, [false; 2], "{equivalent:?}");
    for (mutant, numbering, mask) in judge_model::cube_goals::mutants() {
        if equivalent.contains(&(numbering, mask)) {
            continue;
        }
        let n = numberings
            .iter()
            .position(|&x| x == numbering)
            .expect("one of them");
        tally.add(&mutant, killed[n][usize::from(mask)]);
    }
    tally.assert_all_killed(&[
        ("cube goal boards", 256),
        ("cube goal boards, other numberings", 7 * 256 - 4 * 2 - 2),
        ("cube rolls", 6 * 4 * 5),
    ]);
}

/// Whether some secret file, run as one process, gets a maze answered
/// wrong by `answer`, fresh for each file.
fn some_file_kills<M, A>(
    files: &[Vec<M>],
    mut fresh: impl FnMut() -> A,
    mut answer: impl FnMut(&mut A, &M) -> bool,
) -> bool {
    files.iter().any(|mazes| {
        let mut search = fresh();
        mazes.iter().any(|m| !answer(&mut search, m))
    })
}

#[test]
fn every_way_of_carrying_marks_is_killed() {
    use judge_model::carried::{ArrowSearch, Clearing, DiceSearch, Keys};
    let dice_files: Vec<Vec<dice::Maze>> = cached_cases(Puzzle::DiceMaze)
        .iter()
        .map(|c| reader::dice(&c.input, Reading::Statement))
        .collect();
    let arrow_files: Vec<Vec<arrow::Maze>> = cached_cases(Puzzle::ArrowMaze)
        .iter()
        .map(|c| reader::arrow(&c.input, Reading::Statement))
        .collect();
    let (dice_model, arrow_model) = (dice::Tables::statement(), arrow::Tables::statement());
    let dice_right = |s: &mut DiceSearch, m: &dice::Maze| {
        let right = dice_model.tour(m);
        dice_model.accepted(m, right.as_deref(), s.tour(m).as_deref())
    };
    let arrow_right = |s: &mut ArrowSearch, m: &arrow::Maze| {
        let right = arrow_model.route(m);
        arrow_model.accepted(m, right.as_deref(), s.route(m).as_deref())
    };
    // Cleared whole, the searches are the models.
    for keys in Keys::ALL {
        let fresh = || DiceSearch::new(Clearing::Whole, keys);
        assert!(!some_file_kills(&dice_files, fresh, dice_right));
    }
    assert!(!some_file_kills(
        &arrow_files,
        || ArrowSearch::new(Clearing::Whole),
        arrow_right
    ));
    let mut tally = Tally::default();
    for clearing in Clearing::MUTANTS {
        for keys in Keys::ALL {
            let fresh = || DiceSearch::new(clearing, keys);
            let killed = some_file_kills(&dice_files, fresh, dice_right);
            let what = format!("{clearing:?}, {keys:?}");
            tally.add(&Mutant::new("dice carried marks", what), killed);
        }
        let killed = some_file_kills(&arrow_files, || ArrowSearch::new(clearing), arrow_right);
        tally.add(
            &Mutant::new("arrow carried marks", format!("{clearing:?}")),
            killed,
        );
    }
    eprintln!("{:?} {:?}", tally.per_table, tally.survivors);
    tally.assert_all_killed(&[("arrow carried marks", 4), ("dice carried marks", 8)]);
}

#[test]
fn abbott_test_runs_the_cases_that_kill_mutants_first() {
    for (problem, _) in super::every_problem() {
        let ordered = problem.secret_cases_killers_first();
        let mut names: Vec<&str> = ordered.iter().map(|c| c.name.as_str()).collect();
        let kills = |n: &&str| {
            let made = [
                "grammar-edges",
                "names-every-character",
                "names-printf-directives",
            ];
            n.starts_with("one-entry-") || made.contains(n) || *n == "carried-kept-start"
        };
        let first = names.iter().take_while(|n| kills(n)).count();
        assert!(first > 0, "{}: {names:?}", problem.name());
        let killers = names[first..].iter().filter(|n| kills(n));
        assert_eq!(killers.count(), 0, "{names:?}");
        let mut written: Vec<String> = problem.secret_cases().into_iter().map(|c| c.name).collect();
        written.sort();
        names.sort_unstable();
        assert_eq!(names, written, "the same cases");
    }
}

/// A cube dataset as the model reads it, with abbott's judge answer.
type Judged = ((usize, cube::Pattern), Option<u32>);

#[test]
fn every_way_of_carrying_cube_state_is_killed() {
    use judge_model::cube_carried::{self, CubeSearch, EQUIVALENT, Kept, MUTANTS, Sides};
    let cases = killers_first(cached_cases(Puzzle::CubePuzzle));
    let mut solver = abbott_judge::cube::solver();
    // Each file's datasets as the model reads them, with abbott's judge
    // answers.
    let files: Vec<Vec<Judged>> = (cases.iter())
        .map(|c| {
            let datasets = cube_puzzle::parse(&c.input).expect("judge data");
            (datasets.iter())
                .map(|d| {
                    let rolls = abbott_judge::cube::solve(&mut solver, d).minimum();
                    (cube_model_dataset(d), rolls.filter(|&r| r <= 30))
                })
                .collect()
        })
        .collect();
    let wrong_somewhere =
        |search: &mut CubeSearch, file: &[((usize, cube::Pattern), Option<u32>)]| {
            file.iter()
                .any(|((start, pattern), right)| search.answer(*start, pattern) != *right)
        };
    // Keeping nothing, the bidirectional search answers every file as
    // abbott does, and the one-sided one the file made against kept state.
    for file in &files {
        assert!(!wrong_somewhere(
            &mut CubeSearch::new(Sides::Two, Kept::Nothing),
            file
        ));
    }
    let kept_start = cases.iter().position(|c| c.name == "carried-kept-start");
    let kept_start = &files[kept_start.expect("the file against a kept start")];
    assert!(!wrong_somewhere(
        &mut CubeSearch::new(Sides::One, Kept::Nothing),
        kept_start
    ));
    // The mutant proven equivalent is counted apart.
    let tables = cube::Tables::statement();
    assert!(!cube_carried::kept_starts_change_a_one_sided_answer(
        &tables
    ));
    let mut tally = Tally::default();
    for (sides, kept) in MUTANTS {
        if EQUIVALENT.contains(&(sides, kept)) {
            continue;
        }
        let killed =
            (files.iter()).any(|file| wrong_somewhere(&mut CubeSearch::new(sides, kept), file));
        tally.add(&cube_carried::mutant(sides, kept), killed);
    }
    tally.assert_all_killed(&[("cube carried state", MUTANTS.len() - EQUIVALENT.len())]);
}
