//! The solver against an independent plain breadth-first search over whole
//! boards, written from the statement alone: each square holds nothing or a
//! cube's (top, x-facing, y-facing) colours, rolling along x swaps top and x,
//! rolling along y swaps top and y. Boards are numbered in base 7 (0 for the
//! hole) and the search keeps a byte per number. Every answer and every
//! printed roll sequence is checked on seeded random datasets from all nine
//! start squares.

use cube_puzzle::{Colour, Dataset, Shape, Solver, generate, replay};
use dice_core::rng::SplitMix64;
use std::collections::VecDeque;

/// The six cubes as (top, x, y) colour letters; the start cube first.
const CUBES: [[char; 3]; 6] = [
    ['W', 'B', 'R'],
    ['W', 'R', 'B'],
    ['B', 'W', 'R'],
    ['B', 'R', 'W'],
    ['R', 'W', 'B'],
    ['R', 'B', 'W'],
];

fn cube_number(c: [char; 3]) -> u8 {
    CUBES
        .iter()
        .position(|&k| k == c)
        .expect("a permutation of W, B, R") as u8
        + 1
}

type Board = [u8; 9];

fn encode(b: &Board) -> usize {
    b.iter().rev().fold(0, |n, &d| n * 7 + d as usize)
}

/// What each cube number becomes when it rolls along x and along y (index
/// 0, the hole, unused).
fn roll_tables() -> ([u8; 7], [u8; 7]) {
    let (mut along_x, mut along_y) = ([0u8; 7], [0u8; 7]);
    for (k, &[t, x, y]) in CUBES.iter().enumerate() {
        along_x[k + 1] = cube_number([x, t, y]);
        along_y[k + 1] = cube_number([y, x, t]);
    }
    (along_x, along_y)
}

/// Depths from one start square to every board (255 for unreached). The
/// queue holds each board's number with its hole; a roll changes two base-7
/// digits, so a neighbour's number is the board's plus two differences.
fn plain_bfs(start: usize) -> Vec<u8> {
    let (along_x, along_y) = roll_tables();
    let power: [usize; 9] = std::array::from_fn(|k| 7usize.pow(k as u32));
    let mut depth = vec![u8::MAX; 7usize.pow(9)];
    let mut board = [1u8; 9];
    board[start] = 0;
    let first = encode(&board);
    depth[first] = 0;
    let mut queue = VecDeque::from([(first, start)]);
    while let Some((n, hole)) = queue.pop_front() {
        let (hx, hy) = (hole % 3, hole / 3);
        let moves = [
            (hx > 0, hole.wrapping_sub(1), &along_x),
            (hx < 2, hole + 1, &along_x),
            (hy > 0, hole.wrapping_sub(3), &along_y),
            (hy < 2, hole + 3, &along_y),
        ];
        for (ok, from, roll) in moves {
            if !ok {
                continue;
            }
            let cube = n / power[from] % 7;
            let rolled = usize::from(roll[cube]);
            let m = n - cube * power[from] + rolled * power[hole];
            if depth[m] == u8::MAX {
                depth[m] = depth[n] + 1;
                queue.push_back((m, from));
            }
        }
    }
    depth
}

/// The fewest rolls to a dataset's pattern: the least depth over the 256
/// boards that show it.
fn plain_answer(depth: &[u8], dataset: &Dataset) -> Option<u32> {
    let shape = Shape::STATEMENT;
    let hole = shape.index(dataset.pattern.hole());
    let mut best = u8::MAX;
    for choice in 0..256u32 {
        let mut b = [0u8; 9];
        let mut k = 0;
        for (sq, d) in b.iter_mut().enumerate() {
            if sq == hole {
                continue;
            }
            let top = dataset
                .pattern
                .top(shape.square_at(sq))
                .expect("not the hole");
            let letter = match top {
                Colour::White => 'W',
                Colour::Blue => 'B',
                Colour::Red => 'R',
            };
            let others: Vec<char> = ['W', 'B', 'R']
                .into_iter()
                .filter(|&c| c != letter)
                .collect();
            let (x, y) = if choice >> k & 1 == 0 {
                (others[0], others[1])
            } else {
                (others[1], others[0])
            };
            *d = cube_number([letter, x, y]);
            k += 1;
        }
        best = best.min(depth[encode(&b)]);
    }
    (best != u8::MAX).then_some(u32::from(best))
}

#[test]
fn answers_and_rolls_match_a_plain_search_from_every_start() {
    let mut rng = SplitMix64::new(2024);
    let mut solver = Solver::new();
    let mut checked = 0;
    let shape = Shape::STATEMENT;
    for start in shape.squares() {
        let depth = plain_bfs(shape.index(start));
        for _ in 0..40 {
            let mut dataset = generate::random(&mut rng, shape);
            dataset.start = start;
            let answer = solver.solve(&dataset);
            let expected = plain_answer(&depth, &dataset);
            assert_eq!(answer.minimum(), expected, "{dataset}");
            let rolls = solver.rolls(&dataset).expect("every pattern is reachable");
            assert_eq!(Some(rolls.len() as u32), expected);
            assert_eq!(replay(shape, start, &rolls), Some(dataset.pattern));
            checked += 1;
        }
    }
    assert_eq!(checked, 360);
}
