//! Each secret case keeps the promise its `.desc` line makes, checked on the
//! data itself with the puzzles' own solvers: a judge trusts that a file
//! named for a mistake holds what exposes it.

use super::{Case, cached_cases};
use abbott_judge::puzzle::Puzzle;
use dice_core::Pos;
use std::collections::BTreeSet;

/// The secret case named `name`.
fn case(cases: &[Case], name: &str) -> Case {
    cases
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no case {name}"))
        .clone()
}

/// Whether `route` passes some position twice before its last one.
fn revisits(route: &[Pos]) -> bool {
    let inner = &route[..route.len() - 1];
    inner
        .iter()
        .enumerate()
        .any(|(i, p)| inner[i + 1..].contains(p))
}

#[test]
fn dice_cases_keep_their_promises() {
    use dice_maze::{Maze, ShortestTours, Solver, SquareValue, count_shortest_tours};
    let cases = cached_cases(Puzzle::DiceMaze);
    let mut solver = Solver::new();
    let mut tour = |m: &Maze| solver.solve(m).route;
    let mazes = |name: &str| dice_maze::parse(&case(cases, name).input).expect("judge data");
    let size = |m: &Maze| (m.grid.n_rows(), m.grid.n_cols());
    let wild = |m: &Maze| {
        (1..=m.grid.n_rows())
            .flat_map(|r| m.grid.row(r).iter())
            .filter(|&&sq| sq == SquareValue::WILD)
            .count() as u32
    };
    for c in cases {
        for m in dice_maze::parse(&c.input).expect("judge data") {
            let ways = count_shortest_tours(&m).shortest;
            assert_ne!(ways, ShortestTours::Several, "{}: {}", c.name, m.name);
        }
    }
    let rings = mazes("ring-and-room");
    assert_eq!(rings.len(), 8);
    for m in &rings {
        let moves = tour(m).expect("a tour").len() - 1;
        let met = super::dice_shapes::states_within(m, moves - 1);
        assert!(met > 10 * 10 * 6, "{}: {met} states", m.name);
    }
    let firsts = mazes("first-move-each");
    assert_eq!(firsts.len(), 12);
    let mut headings = BTreeSet::new();
    for m in &firsts {
        let route = tour(m).expect("a tour");
        let first = m.start.heading_to(route[1]).expect("a move");
        headings.insert(first.letter());
        assert!(
            super::dice_shapes::shortest_behind_others(m, first),
            "{}",
            m.name
        );
        assert!(super::dice_shapes::meets_shortest_late(m), "{}", m.name);
    }
    assert_eq!(headings.len(), 4, "{headings:?}");
    let tiny = mazes("tiny-mazes");
    let sizes: BTreeSet<_> = tiny.iter().map(size).collect();
    assert!(
        sizes.is_superset(&[(1, 1), (1, 2), (2, 1)].into()),
        "{sizes:?}"
    );
    for m in &tiny {
        let moves = tour(m).map(|r| r.len() - 1);
        match size(m) {
            (1, 1) => assert_eq!(moves, None, "{}", m.name),
            (1, 2) | (2, 1) => assert_eq!(moves, Some(2), "{}", m.name),
            _ => {}
        }
    }
    let lines = mazes("one-row-one-column");
    assert_eq!(lines.len(), 24);
    assert!(lines.iter().all(|m| size(m).0 == 1 || size(m).1 == 1));
    let sizes: BTreeSet<_> = lines.iter().map(size).collect();
    assert!(
        sizes.contains(&(1, 10)) && sizes.contains(&(10, 1)),
        "{sizes:?}"
    );
    assert!(lines.iter().all(|m| tour(m).is_some()));
    let mut positions: Vec<usize> = mazes("layout-9-11-17-19-27-29-positions")
        .iter()
        .map(|m| tour(m).expect("a tour").len())
        .collect();
    positions.sort_unstable();
    assert_eq!(positions, [9, 9, 11, 11, 17, 17, 19, 19, 27, 27, 29, 29]);
    let back_home = mazes("start-square-must-match");
    assert_eq!(back_home.len(), 20);
    for m in &back_home {
        let start = m.grid.get(m.start).expect("on the grid");
        assert!(start.value() > 0, "{}", m.name);
        let mut wild_start = m.clone();
        wild_start.grid.set(m.start, SquareValue::WILD);
        let length = |route: Option<Vec<Pos>>| route.map(|r| r.len());
        assert_ne!(length(tour(&wild_start)), length(tour(m)), "{}", m.name);
    }
    let revisiting = mazes("revisits-a-square");
    assert_eq!(revisiting.len(), 12);
    assert!(
        revisiting
            .iter()
            .all(|m| tour(m).is_some_and(|r| revisits(&r[1..])))
    );
    let corners = mazes("start-in-corners");
    assert_eq!(corners.len(), 16);
    let mut seen = BTreeSet::new();
    for m in &corners {
        let (rows, cols) = size(m);
        let (row, col) = (m.start.row, m.start.col);
        assert!(
            (row == 1 || row == rows) && (col == 1 || col == cols),
            "{}",
            m.name
        );
        seen.insert((row == 1, col == 1));
        assert!(tour(m).is_some(), "{}", m.name);
    }
    assert_eq!(seen.len(), 4, "every corner");
    // Mazes of every shape: wide, tall and square.
    let shapes: BTreeSet<_> = corners.iter().map(|m| size(m).0.cmp(&size(m).1)).collect();
    assert_eq!(
        shapes.len(),
        3,
        "{:?}",
        corners.iter().map(size).collect::<Vec<_>>()
    );
    let none = mazes("no-solution");
    assert_eq!(none.len(), 30);
    assert!(none.iter().all(|m| tour(m).is_none()));
    let largest = mazes("largest-10x10");
    assert_eq!(largest.len(), 12);
    for m in &largest {
        assert_eq!(size(m), (10, 10));
        assert!(tour(m).is_some_and(|r| r.len() > 30), "{}", m.name);
    }
    let wilds = mazes("wild-squares");
    assert_eq!(wilds.len(), 10);
    for m in &wilds {
        let (rows, cols) = size(m);
        assert!(wild(m) * 5 >= rows * cols, "{}", m.name);
        assert!(tour(m).is_some(), "{}", m.name);
    }
    let names: BTreeSet<usize> = mazes("names").iter().map(|m| m.name.len()).collect();
    assert!(names.contains(&1) && names.contains(&20), "{names:?}");
    let wander = mazes("room-to-wander");
    assert!(wander.iter().all(|m| wild(m) >= 80 && tour(m).is_none()));
    let many = mazes("many-mazes");
    assert_eq!(many.len(), 300);
    let with_tours = many.iter().filter(|m| tour(m).is_some()).count();
    assert!(
        with_tours > 0 && with_tours < 300,
        "{with_tours} of 300 with tours"
    );
}

#[test]
fn arrow_cases_keep_their_promises() {
    use arrow_maze::{Maze, Solver};
    let cases = cached_cases(Puzzle::ArrowMaze);
    let mut solver = Solver::new();
    let mut route = |m: &Maze| solver.solve(m).route;
    let mazes = |name: &str| arrow_maze::parse(&case(cases, name).input).expect("judge data");
    assert_eq!(mazes("hand-made").len(), 8);
    let mut moves: Vec<usize> = mazes("layout-10-11-20-21-positions")
        .iter()
        .map(|m| route(m).expect("a route").len() - 1)
        .collect();
    moves.sort_unstable();
    assert_eq!(moves, [9, 9, 10, 10, 19, 19, 20, 20, 29, 29, 30, 30]);
    let revisiting = mazes("revisits-an-intersection");
    assert_eq!(revisiting.len(), 20);
    assert!(
        revisiting
            .iter()
            .all(|m| route(m).is_some_and(|r| revisits(&r)))
    );
    let through = mazes("through-the-entrance");
    assert_eq!(through.len(), 12);
    for m in &through {
        let r = route(m).expect("a route");
        assert!(r[1..r.len() - 1].contains(&m.start), "{}", m.name);
    }
    let largest = mazes("largest-9x9");
    assert_eq!(largest.len(), 12);
    assert!(
        largest
            .iter()
            .all(|m| route(m).is_some_and(|r| r.len() > 25))
    );
    let open = mazes("wide-open");
    assert_eq!(open.len(), 8);
    for m in &open {
        assert!(route(m).is_some(), "{}", m.name);
        let (met, reachable) = super::arrow_shapes::states_met(m);
        // 81 intersections: a queue or seen array of one slot each fails.
        assert!(
            met > 250 && met * 10 >= reachable * 9,
            "{}: {met} of {reachable}",
            m.name
        );
    }
    let none = mazes("no-solution");
    assert_eq!(none.len(), 30);
    assert!(none.iter().all(|m| route(m).is_none()));
    for m in mazes("endless-no-solution") {
        assert!(route(&m).is_none());
        let signed = (1..=9)
            .flat_map(|row| (1..=9).map(move |col| Pos::new(row, col)))
            .filter(|&p| {
                m.signs
                    .get(p)
                    .is_some_and(|s| s != arrow_maze::Signpost::NONE)
            })
            .count();
        assert_eq!(
            signed, 76,
            "every intersection but the goal and its four neighbours"
        );
    }
    let many = mazes("many-mazes");
    assert_eq!(many.len(), 300);
    let routed = many.iter().filter(|m| route(m).is_some()).count();
    assert!(routed > 0 && routed < 300, "{routed} of 300 with routes");
    // Every size up to 9 x 9: wide, tall and square grids alike (a grid
    // spans the largest row and column its input names).
    let sizes: BTreeSet<_> = many
        .iter()
        .map(|m| (m.signs.n_rows(), m.signs.n_cols()))
        .collect();
    assert!(
        sizes.contains(&(1, 1)) && sizes.contains(&(9, 9)),
        "{sizes:?}"
    );
    assert!(sizes.len() > 60, "{} sizes: {sizes:?}", sizes.len());
}

#[test]
fn cube_cases_keep_their_promises() {
    use cube_puzzle::Dataset;
    let cases = cached_cases(Puzzle::CubePuzzle);
    let mut solver = abbott_judge::cube::solver();
    let mut rolls = |d: &Dataset| abbott_judge::cube::solve(&mut solver, d).minimum();
    let datasets = |name: &str| cube_puzzle::parse(&case(cases, name).input).expect("judge data");
    for c in cases {
        let n = cube_puzzle::parse(&c.input).expect("judge data").len();
        assert!((1..=15).contains(&n), "{}: {n} datasets", c.name);
    }
    let starts = |ds: &[Dataset]| ds.iter().map(|d| d.start).collect::<BTreeSet<_>>();
    for (name, minimum) in [
        ("answer-0-every-start", 0),
        ("answer-29-every-start", 29),
        ("answer-30-every-start", 30),
        ("minimum-31-every-start", 31),
    ] {
        let ds = datasets(name);
        assert_eq!((ds.len(), starts(&ds).len()), (9, 9), "{name}");
        assert!(ds.iter().all(|d| rolls(d) == Some(minimum)), "{name}");
    }
    let near = datasets("answers-1-to-3");
    assert!(starts(&near).len() >= 5, "from start squares all round");
    let near: BTreeSet<_> = near.iter().map(&mut rolls).collect();
    assert_eq!(near, [Some(1), Some(2), Some(3)].into());
    let beyond = datasets("minimum-32-and-33");
    let beyond: BTreeSet<_> = beyond.iter().map(&mut rolls).collect();
    assert_eq!(beyond, [Some(32), Some(33)].into());
    if cases.iter().any(|c| c.name == "unreachable") {
        assert!(datasets("unreachable").iter().all(|d| rolls(d).is_none()));
    }
    let judged = |solver: &mut cube_puzzle::Solver, d: &Dataset| {
        abbott_judge::cube::solve(solver, d).judge_value()
    };
    let mut solver = abbott_judge::cube::solver();
    let crossed = datasets("x-y-not-swapped");
    assert_eq!(crossed.len(), 15);
    for d in &crossed {
        let (x, y) = (d.start.x, d.start.y);
        assert_ne!(x, y);
        let swapped = cube_puzzle::Shape::STATEMENT
            .square(y, x)
            .expect("on the board");
        let read_swapped = Dataset {
            start: swapped,
            ..*d
        };
        assert_ne!(
            judged(&mut solver, d),
            judged(&mut solver, &read_swapped),
            "{d}"
        );
    }
    let mut answers = BTreeSet::new();
    for k in 1..=4 {
        let ds = datasets(&format!("random-{k}"));
        assert_eq!(ds.len(), 15);
        assert_eq!(starts(&ds).len(), 9, "random-{k}: from every start square");
        answers.extend(ds.iter().map(|d| judged(&mut solver, d)));
    }
    assert!(answers.contains(&-1) && answers.len() > 15, "{answers:?}");
    let deep = datasets("deep-answers");
    assert_eq!(deep.len(), 15);
    assert!(starts(&deep).len() >= 5, "from start squares all round");
    let deep: BTreeSet<_> = deep.iter().map(|d| judged(&mut solver, d)).collect();
    assert_eq!(deep, (24..=30).collect());
    assert_eq!(
        case(cases, "community-hard15").input,
        include_str!("../samples/cube-puzzle-hard15.in")
    );
}

/// The datasets of `name` that equal an earlier one of the same case.
fn repeated<T: PartialEq + std::fmt::Debug>(name: &str, datasets: &[T]) -> Vec<String> {
    datasets
        .iter()
        .enumerate()
        .filter(|&(i, d)| datasets[..i].contains(d))
        .map(|(i, d)| format!("{name} #{}: {d:?}", i + 1))
        .collect()
}

#[test]
fn no_case_holds_one_dataset_twice() {
    // A repeated dataset exposes nothing the first did not and only costs
    // judging time; names are left out (a copy renamed is still a copy).
    let mut twice = Vec::new();
    for c in cached_cases(Puzzle::DiceMaze) {
        let mut mazes = dice_maze::parse(&c.input).expect("judge data");
        mazes.iter_mut().for_each(|m| m.name.clear());
        twice.extend(repeated(&c.name, &mazes));
    }
    for c in cached_cases(Puzzle::ArrowMaze) {
        let mut mazes = arrow_maze::parse(&c.input).expect("judge data");
        mazes.iter_mut().for_each(|m| m.name.clear());
        twice.extend(repeated(&c.name, &mazes));
    }
    // The community's file repeats its four datasets: kept as published.
    for c in cached_cases(Puzzle::CubePuzzle)
        .iter()
        .filter(|c| c.name != "community-hard15")
    {
        let datasets = cube_puzzle::parse(&c.input).expect("judge data");
        twice.extend(repeated(&c.name, &datasets));
    }
    assert!(twice.is_empty(), "{twice:#?}");
}
