//! The page's rules and hints against the solvers: hints from positions
//! off the shortest way lead to the goal in the fewest moves the solvers
//! count, refusals say why, and a 4 x 4 cube hint comes from anywhere.

use super::*;
use crate::view::StateView;

const DICE: &str = include_str!("../../../testdata/dice-maze/sample.in");
const ARROW: &str = include_str!("../../../testdata/arrow-maze/sample.in");
const CUBE: &str = include_str!("../../../testdata/cube-puzzle/sample.in");

/// Follows the hints from `moves` to the end; the moves made.
fn follow(session: &mut Session, mut moves: Vec<u8>) -> Vec<u8> {
    for _ in 0..200 {
        match session.hint(&moves).expect("a legal position") {
            HintAnswer::Move(h) => moves.push(h.heading as u8),
            HintAnswer::Solved => return moves,
            HintAnswer::NoWay { .. } => panic!("no way on after {moves:?}"),
        }
    }
    panic!("the hints go round")
}

#[test]
fn dice_hints_from_a_detour_reach_the_start_in_the_fewest_moves() {
    let mazes = dice_maze::parse(DICE).expect("the sample");
    let maze = &mazes[1];
    let optimum = dice_maze::solve(maze).n_moves().expect("a tour");
    let mut session = Session::default();
    session
        .load(
            Puzzle::DiceMaze,
            None,
            &dice_maze::to_judge_input(std::slice::from_ref(maze)),
        )
        .expect("one maze");
    let HintAnswer::Move(first) = session.hint(&[]).expect("the start") else {
        panic!("a hint from the start")
    };
    assert_eq!(first.left, optimum);
    let walk = session.walk(&[0, 1, 2, 3]).expect("loaded");
    assert!(walk.refused.is_some());
    let made = walk.states.len() - 1;
    let detour: Vec<u8> = [0, 1, 2, 3][..made].to_vec();
    let after = follow(&mut session, detour.clone());
    let left = after.len() - detour.len();
    let mut again = Session::default();
    again
        .load(
            Puzzle::DiceMaze,
            None,
            &dice_maze::to_judge_input(std::slice::from_ref(maze)),
        )
        .expect("one maze");
    let walked = again.walk(&after).expect("loaded");
    assert!(walked.solved && walked.refused.is_none());
    assert!(left >= 1);
}

#[test]
fn refusals_are_the_crates_words() {
    let mut session = Session::default();
    session
        .load(Puzzle::DiceMaze, None, DICE)
        .expect("the sample");
    let walk = session.walk(&[0]).expect("loaded");
    assert_eq!(
        walk.refused.as_deref(),
        Some("the maze ends north of (1,2): there is no square to roll onto")
    );
    assert_eq!(walk.states.len(), 1);
    session
        .load(Puzzle::ArrowMaze, None, ARROW)
        .expect("the sample");
    let walk = session.walk(&[1]).expect("loaded");
    assert_eq!(
        walk.refused.as_deref(),
        Some("the walker must leave the entrance heading N")
    );
    let StateView::Arrow { ways, .. } = &walk.states[0] else {
        panic!("a walker")
    };
    assert_eq!(ways, &[0]);
}

#[test]
fn arrow_and_cube_hints_count_the_solvers_optimum() {
    let mut session = Session::default();
    session
        .load(Puzzle::ArrowMaze, None, ARROW)
        .expect("the sample");
    let optimum = arrow_maze::solve(&arrow_maze::parse(ARROW).expect("sample")[0]).n_moves();
    assert_eq!(Some(follow(&mut session, Vec::new()).len()), optimum);
    let datasets = cube_puzzle::parse(CUBE).expect("the sample");
    let last = datasets[datasets.len() - 1];
    let optimum = cube_puzzle::solve(&last).minimum().expect("solvable") as usize;
    session
        .load(
            Puzzle::CubePuzzle,
            None,
            &cube_puzzle::to_judge_input(&[last]),
        )
        .expect("one dataset");
    assert_eq!(follow(&mut session, Vec::new()).len(), optimum);
}

#[test]
fn a_4x4_cube_hint_comes_from_off_abbotts_rolls() {
    let text =
        "1 1\nW B W W\nW E W W\nW W W W\nW W W W\n2 2\nB W W W\nW W E W\nW W R W\nW W W W\n0 0\n";
    let shape = "4x4".parse().expect("a board");
    let dataset = cube_puzzle::parse_on(text, shape).expect("valid")[0];
    let optimum = cube_puzzle::solve(&dataset).minimum().expect("solvable") as usize;
    let mut session = Session::default();
    session
        .load(Puzzle::CubePuzzle, Some("4x4"), text)
        .expect("valid");
    let HintAnswer::Move(first) = session.hint(&[]).expect("the start") else {
        panic!("a hint")
    };
    assert_eq!(first.left, optimum);
    let other = (0..4u8)
        .find(|&h| {
            usize::from(h) != first.heading && session.walk(&[h]).expect("loaded").refused.is_none()
        })
        .expect("another roll");
    let HintAnswer::Move(off) = session.hint(&[other]).expect("legal") else {
        panic!("a hint off the way")
    };
    assert!(off.left == optimum + 1 || off.left + 1 == optimum || off.left == optimum);
    assert_eq!(follow(&mut session, vec![other]).len(), 1 + off.left);
}

#[test]
fn a_cube_hint_on_abbotts_rolls_is_read_off_them_and_none_off_them() {
    let datasets = cube_puzzle::parse(CUBE).expect("the sample");
    let last = datasets[datasets.len() - 1];
    let rolls = cube_puzzle::Solver::new().rolls(&last).expect("solvable");
    let mut session = Session::default();
    session
        .load(
            Puzzle::CubePuzzle,
            None,
            &cube_puzzle::to_judge_input(&[last]),
        )
        .expect("one dataset");
    let start =
        cube_puzzle::play::Board::start(last.pattern.shape(), last.start).expect("on the board");
    let mut board = start;
    let mut route = Vec::new();
    for &from in &rolls {
        let h = board.heading_from(from).expect("beside the hole");
        route.push(h.index() as u8);
        board = board.rolled(h).expect("a roll");
    }
    let on = session.route_hint(&route, &route[..3]).expect("legal");
    assert_eq!(
        on,
        Some(Hint {
            heading: usize::from(route[3]),
            left: route.len() - 3
        })
    );
    let off = (0..4u8)
        .find(|&h| h != route[0] && session.walk(&[h]).expect("loaded").refused.is_none())
        .expect("another roll");
    assert_eq!(session.route_hint(&route, &[off]).expect("legal"), None);
    session
        .load(Puzzle::ArrowMaze, None, ARROW)
        .expect("the sample");
    assert_eq!(session.route_hint(&[0], &[]).expect("a maze"), None);
}
