//! The multi-test files against carried state keep their promise: a
//! solution that keeps its seen marks (the mazes) or its memo (the cube)
//! from one dataset to the next answers some dataset of each file wrong.
//! The carrying solutions here are written apart from the builders' own
//! (hashed marks by row, column and die faces, or by row, column and
//! heading), so that each checks the other.

use super::{Case, cached_cases};
use abbott_judge::puzzle::Puzzle;
use dice_core::{Heading, Pos};
use std::collections::{HashMap, HashSet};

/// The secret case named `name`.
fn case(cases: &[Case], name: &str) -> Case {
    let found = cases.iter().find(|c| c.name == name);
    found.unwrap_or_else(|| panic!("no case {name}")).clone()
}

/// The square one step from `pos`, if its row and column stay 0 or more.
fn step(pos: Pos, heading: Heading) -> Option<Pos> {
    let (dr, dc) = heading.delta();
    let row = u32::try_from(pos.row as i32 + dr).ok()?;
    let col = u32::try_from(pos.col as i32 + dc).ok()?;
    Some(Pos::new(row, col))
}

/// The moves of the tour a breadth-first search finds with the marks in
/// `seen` (square, top, front), which it adds to and never clears.
fn dice_kept(seen: &mut HashSet<(Pos, u8, u8)>, maze: &dice_maze::Maze) -> Option<usize> {
    let mut layer = vec![(maze.start, maze.die)];
    seen.insert((maze.start, maze.die.top(), maze.die.front()));
    for moves in 1.. {
        if layer.is_empty() {
            break;
        }
        let mut next = Vec::new();
        for (pos, die) in layer {
            for heading in Heading::ALL {
                let Some(to) = step(pos, heading) else {
                    continue;
                };
                if !maze.grid.get(to).is_some_and(|sq| sq.admits(die.top())) {
                    continue;
                }
                if to == maze.start {
                    return Some(moves);
                }
                let die = die.roll(heading);
                if seen.insert((to, die.top(), die.front())) {
                    next.push((to, die));
                }
            }
        }
        layer = next;
    }
    None
}

/// The moves of the route a breadth-first search finds with the marks in
/// `seen` (intersection, heading of arrival), never cleared.
fn arrow_kept(seen: &mut HashSet<(Pos, Heading)>, maze: &arrow_maze::Maze) -> Option<usize> {
    let inside = |p: &Pos| (1..=9).contains(&p.row) && (1..=9).contains(&p.col);
    let first = step(maze.start, maze.heading).filter(inside)?;
    seen.insert((first, maze.heading));
    let mut layer = vec![(first, maze.heading)];
    for moves in 1.. {
        if layer.is_empty() {
            break;
        }
        if layer.iter().any(|&(pos, _)| pos == maze.goal) {
            return Some(moves);
        }
        let mut next = Vec::new();
        for (pos, arriving) in layer {
            let post = maze.signs.get(pos).unwrap_or(arrow_maze::Signpost::NONE);
            for turn in arrow_maze::Turn::ALL
                .into_iter()
                .filter(|&t| post.allows(arriving, t))
            {
                let leaving = turn.apply(arriving);
                let Some(to) = step(pos, leaving).filter(inside) else {
                    continue;
                };
                if seen.insert((to, leaving)) {
                    next.push((to, leaving));
                }
            }
        }
        layer = next;
    }
    None
}

/// Checks a maze file of pairs: `shares(first, second)` for each, the
/// carrying search (`kept`, fresh for each pair and for the whole file)
/// wrong on every second maze of a pair run alone and on some maze of the
/// file, and right on every maze with fresh marks.
fn check_pairs<M, K: Default>(
    name: &str,
    mazes: &[M],
    right: impl Fn(&M) -> Option<usize>,
    kept: impl Fn(&mut K, &M) -> Option<usize>,
    shares: impl Fn(&M, &M) -> bool,
) {
    assert!(
        mazes.len() >= 12 && mazes.len().is_multiple_of(2),
        "{name}: {}",
        mazes.len()
    );
    for m in mazes {
        assert_eq!(kept(&mut K::default(), m), right(m), "{name}: fresh marks");
    }
    for (k, pair) in mazes.chunks(2).enumerate() {
        assert!(shares(&pair[0], &pair[1]), "{name}: pair {}", k + 1);
        assert!(right(&pair[1]).is_some(), "{name}: pair {}", k + 1);
        let mut marks = K::default();
        kept(&mut marks, &pair[0]);
        assert_ne!(
            kept(&mut marks, &pair[1]),
            right(&pair[1]),
            "{name}: pair {}",
            k + 1
        );
    }
    let mut marks = K::default();
    let wrong = mazes
        .iter()
        .filter(|m| kept(&mut marks, m) != right(m))
        .count();
    assert!(wrong >= mazes.len() / 4, "{name}: {wrong} wrong");
}

#[test]
fn dice_files_against_carried_state_catch_kept_marks() {
    use dice_maze::Maze;
    let cases = cached_cases(Puzzle::DiceMaze);
    let right = |m: &Maze| dice_maze::Solver::new().solve(m).n_moves();
    let squares = |m: &Maze| {
        (1..=m.grid.n_rows())
            .map(|r| m.grid.row(r).to_vec())
            .collect::<Vec<_>>()
    };
    let read = |name: &str| dice_maze::parse(&case(cases, name).input).expect("judge data");
    check_pairs(
        "carried-another-start",
        &read("carried-another-start"),
        right,
        dice_kept,
        |a, b| a.grid == b.grid && (a.start, a.die) != (b.start, b.die),
    );
    check_pairs(
        "carried-smaller-after-larger",
        &read("carried-smaller-after-larger"),
        right,
        dice_kept,
        |a, b| {
            let (rows, cols) = (b.grid.n_rows(), b.grid.n_cols());
            let whole = squares(a);
            let cut = whole[..rows as usize]
                .iter()
                .map(|r| r[..cols as usize].to_vec());
            (a.grid.n_rows(), a.grid.n_cols()) == (10, 10)
                && rows * cols < 100
                && cut.eq(squares(b))
                && (a.start, a.die) == (b.start, b.die)
        },
    );
}

#[test]
fn arrow_files_against_carried_state_catch_kept_marks() {
    use arrow_maze::Maze;
    let cases = cached_cases(Puzzle::ArrowMaze);
    let right = |m: &Maze| arrow_maze::Solver::new().solve(m).n_moves();
    let read = |name: &str| arrow_maze::parse(&case(cases, name).input).expect("judge data");
    let ends = |m: &Maze| (m.start, m.heading, m.goal);
    check_pairs(
        "carried-another-entrance",
        &read("carried-another-entrance"),
        right,
        arrow_kept,
        |a, b| a.signs == b.signs && ends(a) != ends(b),
    );
    check_pairs(
        "carried-smaller-after-larger",
        &read("carried-smaller-after-larger"),
        right,
        arrow_kept,
        |a, b| {
            let posts = |m: &Maze| {
                let rows = 1..=m.signs.n_rows();
                let cells = rows.flat_map(|r| (1..=m.signs.n_cols()).map(move |c| Pos::new(r, c)));
                cells
                    .filter_map(|p| m.signs.get(p).filter(|s| !s.is_empty()).map(|s| (p, s)))
                    .collect::<Vec<_>>()
            };
            let (rows, cols) = (b.signs.n_rows(), b.signs.n_cols());
            let cut: Vec<_> = posts(a)
                .into_iter()
                .filter(|(p, _)| p.row <= rows && p.col <= cols)
                .collect();
            a.signs.n_rows() * a.signs.n_cols() > rows * cols
                && cut == posts(b)
                && ends(a) == ends(b)
        },
    );
}

#[test]
fn cube_files_against_carried_state_catch_kept_memos() {
    use cube_puzzle::{Dataset, Pattern, Square};
    let cases = cached_cases(Puzzle::CubePuzzle);
    let mut solver = abbott_judge::cube::solver();
    let mut right = |d: &Dataset| abbott_judge::cube::solve(&mut solver, d).judge_value();
    let read = |name: &str| cube_puzzle::parse(&case(cases, name).input).expect("judge data");
    // A memo keyed by the pattern alone: wrong on every dataset after the
    // first, each asking the first's pattern from another start.
    let same_pattern = read("carried-same-pattern-every-start");
    assert_eq!(same_pattern.len(), 9);
    let starts: HashSet<Square> = same_pattern.iter().map(|d| d.start).collect();
    assert_eq!(starts.len(), 9);
    let mut memo: HashMap<Pattern, i64> = HashMap::new();
    for (k, d) in same_pattern.iter().enumerate() {
        let answer = right(d);
        let remembered = *memo.entry(d.pattern).or_insert(answer);
        assert_eq!(remembered == answer, k == 0, "dataset {}: {d}", k + 1);
    }
    // A memo keyed by the start square alone: wrong on every dataset after
    // the first.
    let same_start = read("carried-same-start-other-patterns");
    assert_eq!(same_start.len(), 15);
    let mut memo: HashMap<Square, i64> = HashMap::new();
    let mut answers = HashSet::new();
    for (k, d) in same_start.iter().enumerate() {
        let answer = right(d);
        answers.insert(answer);
        let remembered = *memo.entry(d.start).or_insert(answer);
        assert_eq!(remembered == answer, k == 0, "dataset {}: {d}", k + 1);
    }
    assert!(answers.contains(&-1) && answers.len() == 15, "{answers:?}");
}

#[test]
fn the_cube_file_against_a_kept_start_reaches_earlier_starts_first() {
    use super::cube_carried::{FAR_BEYOND, KEPT_START, NEAR};
    use cube_puzzle::{Dataset, Shape};
    use judge_model::cube_carried::{CubeSearch, Kept, Sides};
    let cases = cached_cases(Puzzle::CubePuzzle);
    let datasets = cube_puzzle::parse(&case(cases, KEPT_START).input).expect("judge data");
    assert_eq!(datasets.len(), cube_puzzle::MAX_DATASETS);
    let starts: HashSet<_> = datasets.iter().map(|d| d.start).collect();
    assert_eq!(starts.len(), 9, "every start square");
    let mut solver = abbott_judge::cube::solver();
    let mut judged = |d: &Dataset| {
        abbott_judge::cube::solve(&mut solver, d)
            .minimum()
            .filter(|&m| m <= 30)
    };
    let mut kept = CubeSearch::new(Sides::Two, Kept::Start);
    let mut nears = HashSet::new();
    for (k, d) in datasets.iter().enumerate() {
        let right = judged(d);
        // As the model reads it.
        let shape = Shape::STATEMENT;
        let mut tops = [0; 9];
        for (q, top) in tops.iter_mut().enumerate() {
            *top = d
                .pattern
                .top(shape.square_at(q))
                .map_or(0, |c| c.index() as u8);
        }
        let hole = shape.index(d.pattern.hole());
        let theirs = kept.answer(
            shape.index(d.start),
            &judge_model::cube::Pattern { hole, tops },
        );
        let Some(before) = k.checked_sub(1).map(|b| datasets[b].start) else {
            assert_eq!(theirs, right, "dataset 1 kills nothing");
            continue;
        };
        // The pattern lies near the start board before and far from its
        // own; a search that kept the earlier start answers it wrong.
        assert_ne!(before, d.start, "dataset {}", k + 1);
        let near = judged(&Dataset {
            start: before,
            ..*d
        })
        .expect("near");
        assert!(near <= NEAR, "dataset {}: {near}", k + 1);
        nears.insert(near);
        let far = right.is_none_or(|r| r >= 2 * near + FAR_BEYOND);
        assert!(far, "dataset {}: {right:?} from {near}", k + 1);
        assert_ne!(theirs, right, "dataset {}", k + 1);
    }
    assert_eq!(nears.len(), NEAR as usize + 1, "{nears:?}");
}
