//! The whole-board solver against the statement's 3 x 3 solver, and
//! against a plain search written from the statement alone on every board
//! of up to six squares.

use super::strategy::BoardSearches;
use crate::{Answer, Dataset, Distances, Pattern, Shape, Square, parse_on as parse_shaped};
use std::collections::{HashMap, VecDeque};

#[test]
fn agrees_with_the_statement_solver_on_every_3x3_pattern_from_an_edge() {
    let shape = Shape::STATEMENT;
    let start = Square { x: 2, y: 1 };
    let mut whole = BoardSearches::default();
    // (2,1) represents its class: its table is the statement solver's.
    let table = Distances::from_start(crate::StatementSquare::new(start).expect("on the board"));
    for index in 0..Pattern::count(shape) {
        let pattern = Pattern::from_index(shape, index);
        let dataset = Dataset { start, pattern };
        let answer = whole.solve(&dataset).expect("small");
        assert_eq!(answer.minimum(), table.rolls(&dataset.pattern), "{dataset}");
        if index % 997 == 0 {
            let rolls = whole.rolls(&dataset).expect("small").expect("reachable");
            assert_eq!(Some(rolls.len() as u32), answer.minimum());
            assert_eq!(crate::replay(shape, start, &rolls), Some(dataset.pattern));
        }
    }
}

/// A cube as (top, x-facing, y-facing) colour letters; a square holds a
/// cube or nothing.
type Cell = Option<[char; 3]>;

/// The statement's rules, plainly: the cube beside the hole rolls into it;
/// rolling along x swaps top and x, along y top and y.
fn plain_rolls(shape: Shape, board: &[Cell]) -> Vec<(Square, Vec<Cell>)> {
    let hole = board.iter().position(Option::is_none).expect("one hole");
    let (hx, hy) = (
        (hole % usize::from(shape.cols())) as i32,
        (hole / usize::from(shape.cols())) as i32,
    );
    let mut out = Vec::new();
    for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let (fx, fy) = (hx + dx, hy + dy);
        if fx < 0 || fy < 0 || fx >= i32::from(shape.cols()) || fy >= i32::from(shape.rows()) {
            continue;
        }
        let from = (fy * i32::from(shape.cols()) + fx) as usize;
        let [t, x, y] = board[from].expect("a cube");
        let rolled = if dx != 0 { [x, t, y] } else { [y, x, t] };
        let mut next = board.to_vec();
        next[hole] = Some(rolled);
        next[from] = None;
        let sq = Square {
            x: fx as u8 + 1,
            y: fy as u8 + 1,
        };
        out.push((sq, next));
    }
    out
}

/// The board after `rolls` from the start board with the hole on `start`,
/// by the plain rules; each roll must be legal.
fn plain_replay(shape: Shape, start: Square, rolls: &[Square]) -> Vec<Cell> {
    let mut board: Vec<Cell> = vec![Some(['W', 'B', 'R']); shape.n_squares()];
    board[shape.index(start)] = None;
    for &sq in rolls {
        let (_, next) = plain_rolls(shape, &board)
            .into_iter()
            .find(|(from, _)| *from == sq)
            .expect("a legal roll");
        board = next;
    }
    board
}

/// The pattern a plain board shows, as the judge writes it.
fn plain_pattern(shape: Shape, board: &[Cell]) -> String {
    let mut out = String::new();
    for (i, cell) in board.iter().enumerate() {
        if i % usize::from(shape.cols()) > 0 {
            out.push(' ');
        }
        out.push(cell.map_or('E', |c| c[0]));
        if (i + 1) % usize::from(shape.cols()) == 0 {
            out.push('\n');
        }
    }
    out
}

#[test]
fn agrees_with_a_plain_search_on_every_board_of_up_to_six_squares() {
    let mut whole = BoardSearches::default();
    let mut checked = 0;
    for shape in Shape::all().filter(|s| s.n_squares() <= 6) {
        for start in shape.squares() {
            // Fewest rolls to every pattern shown, by plain breadth-first
            // search over boards.
            let mut first: Vec<Cell> = vec![Some(['W', 'B', 'R']); shape.n_squares()];
            first[shape.index(start)] = None;
            let mut seen = HashMap::from([(first.clone(), 0u32)]);
            let mut fewest: HashMap<String, u32> = HashMap::new();
            let mut queue = VecDeque::from([first]);
            while let Some(board) = queue.pop_front() {
                let depth = seen[&board];
                fewest.entry(plain_pattern(shape, &board)).or_insert(depth);
                for (_, next) in plain_rolls(shape, &board) {
                    if !seen.contains_key(&next) {
                        seen.insert(next.clone(), depth + 1);
                        queue.push_back(next);
                    }
                }
            }
            for index in 0..Pattern::count(shape) {
                let pattern = Pattern::from_index(shape, index);
                let dataset = Dataset { start, pattern };
                let expected = fewest.get(&pattern.to_string()).copied();
                let answer = whole.solve(&dataset).expect("small");
                assert_eq!(answer.minimum(), expected, "{shape}\n{dataset}");
                // The rolls replay, by the plain rules, to the pattern.
                let rolls = whole.rolls(&dataset).expect("small");
                assert_eq!(rolls.as_ref().map(|r| r.len() as u32), expected);
                let board = plain_replay(shape, start, &rolls.unwrap_or_default());
                if expected.is_some() {
                    assert_eq!(plain_pattern(shape, &board), pattern.to_string());
                }
                checked += 1;
            }
        }
    }
    // Every pattern from every start: squares x squares x 3^(squares - 1)
    // on 1 x 2 and 2 x 1, 1 x 3 and 3 x 1, 1 x 4, 4 x 1 and 2 x 2, 2 x 3
    // and 3 x 2.
    assert_eq!(checked, 2 * 12 + 2 * 81 + 3 * 432 + 2 * 8748);
}

#[test]
fn mirror_images_of_a_start_have_its_census() {
    // The census copies a start's counts to its mirror images: they must
    // be what a search from each image finds.
    let shape: Shape = "2x3".parse().expect("a shape");
    let census = BoardSearches::default().census(shape).expect("small");
    for start in &census {
        let mut alone = BoardSearches::default();
        let mut by_rolls = Vec::new();
        for index in 0..Pattern::count(shape) {
            let pattern = Pattern::from_index(shape, index);
            let dataset = Dataset {
                start: start.start,
                pattern,
            };
            if let Some(n) = alone.solve(&dataset).expect("small").minimum() {
                let n = n as usize;
                by_rolls.resize(by_rolls.len().max(n + 1), 0);
                by_rolls[n] += 1;
            }
        }
        assert_eq!(start.by_rolls, by_rolls, "from {}", start.start);
    }
}

#[test]
fn census_counts_every_pattern_once() {
    let shape: Shape = "2x2".parse().expect("a shape");
    let census = BoardSearches::default().census(shape).expect("small");
    assert_eq!(census.len(), 4);
    for start in &census {
        let reached: u64 = start.by_rolls.iter().sum();
        assert_eq!(reached + start.unreachable, Pattern::count(shape) as u64);
        assert_eq!(start.by_rolls[0], 1, "the start board's pattern");
    }
}

#[test]
fn the_4x4_board_is_answered_by_meeting_and_refused_a_census() {
    let shape: Shape = "4x4".parse().expect("a shape");
    // One roll west; then the start board's pattern from the other corner,
    // which the mirror folds onto the first.
    let text = "1 1\nB E W W\nW W W W\nW W W W\nW W W W\n\
                4 4\nW W W W\nW W W W\nW W W W\nW W W E\n0 0\n";
    let datasets = parse_shaped(text, shape).expect("valid");
    let mut solver = BoardSearches::default();
    assert_eq!(solver.last_reached(), 0, "no search yet");
    assert_eq!(solver.solve(&datasets[0]), Ok(Answer::Rolls(1)));
    assert_eq!(solver.last_reached(), 1, "a pattern the list holds");
    assert_eq!(
        solver.rolls(&datasets[0]).expect("small"),
        Some(vec![Square { x: 2, y: 1 }])
    );
    assert_eq!(solver.solve(&datasets[1]), Ok(Answer::Rolls(0)));
    assert_eq!(solver.rolls(&datasets[1]).expect("small"), Some(vec![]));
    // Answers and rolls from one start (and its mirror images) share one list.
    let one_list = solver.boards_near_starts();
    assert!(one_list > 1_000_000, "{one_list}");
    // Every cube red on top needs more than the 30 rolls the meeting sees,
    // and the search back from it reaches many sets of boards.
    let red = parse_shaped("1 1\nE R R R\nR R R R\nR R R R\nR R R R\n0 0\n", shape).expect("valid");
    assert_eq!(solver.solve(&red[0]), Ok(Answer::MoreThan(30)));
    assert!(solver.last_reached() > 1_000, "{}", solver.last_reached());
    assert_eq!(solver.rolls(&red[0]).expect("small"), None);
    assert_eq!(solver.boards_near_starts(), one_list);
    let refused = solver.census(shape).expect_err("sixteen squares");
    assert!(
        matches!(refused, crate::CensusError::TooLarge(t) if t.limit == 12),
        "{refused:?}"
    );
}

#[test]
fn rolls_on_3x4_come_from_a_list_near_each_start() {
    // Rolls beyond nine squares come from the meeting alone (no pattern
    // tables): each start square gets its own list, made once.
    let shape: Shape = "3x4".parse().expect("a shape");
    let text = "1 1\nB E W W\nW W W W\nW W W W\n2 1\nE B W W\nW W W W\nW W W W\n0 0\n";
    let datasets = parse_shaped(text, shape).expect("valid");
    let mut solver = BoardSearches::default();
    let corner = Some(vec![Square { x: 2, y: 1 }]);
    assert_eq!(solver.rolls(&datasets[0]).expect("small"), corner);
    let one_list = solver.boards_near_starts();
    assert_eq!(solver.rolls(&datasets[0]).expect("small"), corner);
    assert_eq!(solver.boards_near_starts(), one_list, "made once");
    assert_eq!(
        solver.rolls(&datasets[1]).expect("small"),
        Some(vec![Square { x: 1, y: 1 }])
    );
    assert!(solver.boards_near_starts() > one_list);
    // The same start square on the board turned a quarter is another list.
    let turned: Shape = "4x3".parse().expect("a shape");
    let text = "1 1\nB E W\nW W W\nW W W\nW W W\n0 0\n";
    let turned = parse_shaped(text, turned).expect("valid");
    let two_lists = solver.boards_near_starts();
    assert_eq!(solver.rolls(&turned[0]).expect("small"), corner);
    assert!(solver.boards_near_starts() > two_lists);
}

#[test]
fn rolls_on_3x3_beyond_30_come_from_the_whole_boards() {
    // Nine squares are searched whole, so rolls are given past the 30 rolls
    // a meeting in the middle could see.
    let shape: Shape = "3x3".parse().expect("a shape");
    let text = "1 1\nB E B\nB W B\nB W B\n0 0\n";
    let dataset = parse_shaped(text, shape).expect("valid")[0];
    let mut solver = BoardSearches::default();
    assert_eq!(solver.solve(&dataset), Ok(Answer::Rolls(31)));
    let rolls = solver.rolls(&dataset).expect("small").expect("rolls");
    assert_eq!(rolls.len(), 31);
    let board = plain_replay(shape, dataset.start, &rolls);
    assert_eq!(plain_pattern(shape, &board), dataset.pattern.to_string());
}
