//! The arrow maze's `signs-in-any-order` file: the orders the statement
//! leaves free, all used. Its mazes are written with their intersection
//! lines and the signs on each line shuffled, and the arrow letters of
//! each sign in every order in turn (`LFR`, `LRF`, ..., `RFL`, the 15
//! orderings of one to three distinct letters, under each heading), which
//! `grammar_promises` asserts over the whole secret data: a reader that
//! takes the letters in the order L, F, R only answers some maze here
//! wrong.

use super::Case;
use arrow_maze::{Freedom, Maze, generate, write_in_orders};
use dice_core::rng::SplitMix64;

/// The case's name.
pub(super) const ARROW_ORDERS: &str = "signs-in-any-order";

/// The `k`-th permutation of `0..n` in lexicographic order (`k < n!`).
fn permutation(n: usize, mut k: usize) -> Vec<usize> {
    let mut left: Vec<usize> = (0..n).collect();
    let mut out = Vec::with_capacity(n);
    for i in (1..=n).rev() {
        let fact: usize = (1..i).product();
        out.push(left.remove(k / fact));
        k %= fact;
    }
    out
}

/// `mazes` written with shuffled lines and signs, each sign's letters in
/// the next of their orderings for its heading and number of letters.
fn written(mazes: &[Maze], seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    // The next ordering of each (heading, number of letters).
    let mut next = [[0usize; 4]; 4];
    let mut order = |freedom: Freedom, n: usize| match freedom {
        Freedom::Letters(h) => {
            let k = &mut next[h.index()][n];
            let fact: usize = (1..=n).product();
            let p = permutation(n, *k % fact);
            *k += 1;
            p
        }
        Freedom::Lines | Freedom::Signs => rng.shuffled(n),
    };
    let mut out: String = mazes
        .iter()
        .map(|m| write_in_orders(m, &mut order))
        .collect();
    out.push_str("END\n");
    out
}

/// 40 mazes of 9 x 9 with routes of at least 12 moves, written in every
/// order.
pub(super) fn arrow_case() -> Case {
    let mut solver = arrow_maze::Solver::new();
    let mut mazes = Vec::new();
    let mut seed = 120_000;
    while mazes.len() < 40 {
        if let Some(mut maze) = generate::with_route(seed, 9, 9, 12, 50)
            && solver.solve(&maze).route.is_some()
        {
            maze.name = format!("ORDER{}", mazes.len() + 1);
            mazes.push(maze);
        }
        seed += 1;
    }
    Case::new(
        ARROW_ORDERS,
        "9 x 9 mazes whose intersection lines and the signs on each line are shuffled and whose signs list their arrow letters in every order, each of the 15 orderings of one to three of L, F and R under each heading: a reader that takes the letters only in the order L, F, R loses some",
        written(&mazes, 121_000),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutations_are_listed_in_order() {
        let all: Vec<Vec<usize>> = (0..6).map(|k| permutation(3, k)).collect();
        assert_eq!(
            all,
            [
                [0, 1, 2],
                [0, 2, 1],
                [1, 0, 2],
                [1, 2, 0],
                [2, 0, 1],
                [2, 1, 0]
            ]
        );
        assert_eq!(permutation(1, 0), [0]);
    }

    #[test]
    fn the_file_reads_back_as_its_mazes() {
        let case = arrow_case();
        let mazes = arrow_maze::parse(&case.input).expect("valid");
        assert_eq!(mazes.len(), 40);
        assert_ne!(case.input, arrow_maze::to_judge_input(&mazes));
        assert!(case.input.contains(" NRFL ") || case.input.contains(" NRLF "));
    }
}
