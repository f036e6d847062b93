//! Hints against an independent breadth-first search over boards (a hash
//! map of [`Board`]s, rolled by [`Board::rolled`]): from every board of a
//! small board, the table's rolls are the search's distance and the hint
//! is a shortest first roll; routes met in the middle are as long as the
//! table says and replay to the pattern; a game on 3 x 4 follows hints to
//! the pattern after leaving the route.

use super::*;
use crate::play::{CubeRules, Guide, Hints, Rules, game};
use crate::{Colour, Shape, Solver, generate, parse_on};
use dice_core::rng::SplitMix64;
use std::collections::HashMap;

/// The fewest rolls to `pattern` from every board that rolls from
/// `start` reach, found from the boards showing it, with no table of the
/// library's.
fn oracle(start: Board, pattern: &Pattern) -> HashMap<Board, u32> {
    // Every board reachable from the start board, by rolls in every way.
    let mut all = HashMap::from([(start, ())]);
    let mut layer = vec![start];
    while let Some(board) = layer.pop() {
        for h in Heading::ALL {
            if let Some(next) = board.rolled(h)
                && all.insert(next, ()).is_none()
            {
                layer.push(next);
            }
        }
    }
    let mut dist: HashMap<Board, u32> = HashMap::new();
    let mut layer: Vec<Board> = all
        .keys()
        .filter(|b| b.pattern() == *pattern)
        .copied()
        .collect();
    for &b in &layer {
        dist.insert(b, 0);
    }
    let mut depth = 0;
    while !layer.is_empty() {
        depth += 1;
        let mut next = Vec::new();
        for board in layer {
            for h in Heading::ALL {
                if let Some(b) = board.rolled(h)
                    && !dist.contains_key(&b)
                {
                    dist.insert(b, depth);
                    next.push(b);
                }
            }
        }
        layer = next;
    }
    // Boards reachable but never reaching the pattern are absent.
    dist
}

#[test]
fn every_board_of_small_boards_gets_the_fewest_rolls_and_a_shortest_first_roll() {
    let mut rng = SplitMix64::new(23);
    for shape in ["2x2", "1x4", "2x3"].map(|s| s.parse::<Shape>().expect("a shape")) {
        for _ in 0..3 {
            // A pattern some random rolls from a random start make.
            let start = shape.square_at(rng.below(shape.n_squares() as u64) as usize);
            let mut board = Board::start(shape, start).expect("on the board");
            for _ in 0..rng.below(20) {
                let h = Heading::from_index(rng.below(4) as usize);
                board = board.rolled(h).unwrap_or(board);
            }
            let dataset = Dataset {
                start,
                pattern: board.pattern(),
            };
            let table = HintTable::new(&dataset.pattern).expect("small");
            let start = Board::start(shape, start).expect("on the board");
            let dist = oracle(start, &dataset.pattern);
            assert!(!dist.is_empty(), "{shape}: the pattern's own boards");
            let mut rules = CubeRules {
                dataset,
                guide: Some(Guide::Table(table.clone())),
                no_way_from: None,
            };
            for (board, &d) in &dist {
                assert_eq!(table.rolls(board), Some(d), "{shape}");
                assert_eq!(rules.moves_left(board, 0), Some(d as usize));
                match rules.hint(board, 0) {
                    None => assert_eq!(d, 0, "{shape}: no hint short of the pattern"),
                    Some(h) => {
                        let next = board.rolled(h).expect("a hint is a legal roll");
                        assert_eq!(dist.get(&next), Some(&(d - 1)), "{shape}");
                    }
                }
            }
        }
    }
}

#[test]
fn routes_met_in_the_middle_are_as_short_as_the_table_and_replay() {
    let mut rng = SplitMix64::new(5);
    for shape in ["2x3", "2x4"].map(|s| s.parse::<Shape>().expect("a shape")) {
        let dataset = generate::random(&mut rng, shape);
        let table = HintTable::new(&dataset.pattern).expect("small");
        let mut board = Board::start(shape, dataset.start).expect("on the board");
        for _ in 0..40 {
            let route = Route::search(&board, &dataset.pattern);
            let expected = table.rolls(&board).filter(|&r| r <= JUDGE_LIMIT);
            assert_eq!(route.as_ref().map(|r| r.len() as u32), expected, "{shape}");
            if let Some(route) = route {
                assert_eq!(route.rolls_left(&board), Some(route.len()));
                let mut at = board;
                while let Some(h) = route.next_roll(&at) {
                    at = at.rolled(h).expect("a route's roll is legal");
                }
                assert_eq!(at.pattern(), dataset.pattern);
            }
            let h = Heading::from_index(rng.below(4) as usize);
            board = board.rolled(h).unwrap_or(board);
        }
    }
}

#[test]
fn a_3x4_game_follows_the_solvers_route_then_searches_again_after_a_detour() {
    let shape: Shape = "3x4".parse().expect("a shape");
    let text = "1 1\nW B W W\nW E W W\nW W W W\n0 0\n";
    let dataset = parse_on(text, shape).expect("valid")[0];
    let solution = Solver::new().solve_with_rolls(&dataset);
    let rolls = solution.rolls.expect("a short answer");
    let optimum = rolls.len();
    let route = Route::of_rolls(&dataset, &rolls).expect("the solver's rolls");
    assert_eq!(route.len(), optimum);
    let mut game = game(dataset);
    game.rules_mut()
        .set_guide(&dataset, Guide::Route(Some(route)));
    assert_eq!(game.rules().hint_limit(), Some(JUDGE_LIMIT));
    assert_eq!(game.moves_left(), Some(optimum));
    // Leave the route: a roll that is not its first.
    let first = game.hint().expect("a hint on the route");
    let detour = Heading::ALL
        .into_iter()
        .find(|&h| h != first && game.check(h).is_ok())
        .expect("another roll");
    game.play(detour).expect("legal");
    let left = game.moves_left().expect("searched again from here");
    assert!(
        left + 1 >= optimum && left <= optimum + 1,
        "{left} vs {optimum}"
    );
    assert_eq!(game.follow_hints(), Some(left));
    assert!(game.is_solved());
    // Rolls that are not the dataset's are refused as a route.
    let blue = Pattern::new(shape, dataset.start, |_| Colour::Blue).expect("on the board");
    let other = Dataset {
        pattern: blue,
        ..dataset
    };
    assert_eq!(Route::of_rolls(&other, &rolls), None);
    assert!(HintTable::new(&dataset.pattern).is_none(), "twelve squares");
    let rules = game.rules();
    assert_eq!(rules.start().pattern().hole(), dataset.start);
}

#[test]
fn both_searches_of_a_route_are_exact_around_their_seam() {
    // The deepest sample dataset (35 rolls): along a shortest way, boards
    // 31 to 22 rolls from the pattern, on both sides of the 25 rolls that
    // the quick first search reaches.
    let datasets = crate::parse(include_str!("../../../../testdata/cube-puzzle/sample.in"))
        .expect("the sample");
    let dataset = datasets[datasets.len() - 1];
    let table = HintTable::new(&dataset.pattern).expect("nine squares");
    let mut board = Board::start(Shape::STATEMENT, dataset.start).expect("on the board");
    let mut left = table.rolls(&board).expect("solvable");
    assert_eq!(left, 35);
    while left > 21 {
        let route = Route::search(&board, &dataset.pattern).map(|r| r.len() as u32);
        assert_eq!(
            route,
            (left <= JUDGE_LIMIT).then_some(left),
            "{left} rolls left"
        );
        let next = Heading::ALL
            .into_iter()
            .filter_map(|h| board.rolled(h))
            .find(|b| table.rolls(b) == Some(left - 1))
            .expect("a roll nearer");
        board = next;
        left -= 1;
    }
}
