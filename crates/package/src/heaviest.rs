//! The heaviest legal files: secret data at the statements' limits that
//! makes each slow family of right answers pay a clear multiple of the time
//! limit, chosen by the families' counted models (`judge_model::dice_work`,
//! `judge_model::cube_work`). The dice maze's `most-mazes-longest-tours`
//! holds the most mazes a file may (300), each a 10 x 10 maze of the
//! longest-answer search on which iterative deepening works most, so that
//! a search that clears big tables for every maze, or deepens one move a
//! round, pays for every maze; the cube's `heaviest-alternating` holds the
//! most datasets a file may (15), the deepest patterns on which a strictly
//! alternating bidirectional search works most (found by the example
//! `heaviest_cube` of `judge-model` and kept as a file, since the search
//! takes minutes).

use super::Case;
use judge_model::dice::{Maze, Tables};
use judge_model::reader::{Reading, dice};

/// The dice maze's file's name.
pub(super) const DICE: &str = "most-mazes-longest-tours";

/// The cube's file's name.
pub(super) const CUBE: &str = "heaviest-alternating";

/// The 15 cube datasets `judge-model`'s example `heaviest_cube` picks.
const CUBE_DATASETS: &str = include_str!("../judge/cube-puzzle/heaviest-alternating.in");

/// The dice maze's longest-answer mazes, the pool the file is drawn from.
const DICE_TOURS: &str = include_str!("../judge/dice-maze/longest-tours.in");

/// `maze` turned a quarter clockwise, the die with it: the face that
/// looked east looks south. A turned maze is another maze with the same
/// tours turned, so its shortest tour is as long and as unique.
fn quarter_turn(maze: &Maze) -> Maze {
    let (rows, cols) = (maze.cols, maze.rows);
    let cells = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .map(|(r, c)| maze.cells[(maze.rows - 1 - c) * maze.cols + r])
        .collect();
    let die = dice_core::Orientation::new(maze.top, maze.front).expect("a die of the judge data");
    Maze {
        name: maze.name.clone(),
        rows,
        cols,
        cells,
        start: (maze.start.1, maze.rows + 1 - maze.start.0),
        top: maze.top,
        front: die.east(),
    }
}

/// `mazes` in the judge format, named `HEAVY1` on.
fn judge_input(mazes: &[&Maze]) -> String {
    let mut out = String::new();
    for (k, m) in mazes.iter().enumerate() {
        out += &format!("HEAVY{}\n", k + 1);
        out += &format!(
            "{} {} {} {} {} {}\n",
            m.rows, m.cols, m.start.0, m.start.1, m.top, m.front
        );
        for row in m.cells.chunks(m.cols) {
            let row: Vec<String> = row.iter().map(i8::to_string).collect();
            out += &(row.join(" ") + "\n");
        }
    }
    out + "END\n"
}

/// The 10 x 10 mazes of the longest-answer search, each in its four
/// quarter turns.
fn dice_pool() -> Vec<Maze> {
    let mut pool = Vec::new();
    for maze in dice(DICE_TOURS, Reading::Statement) {
        if maze.rows != 10 || maze.cols != 10 {
            continue;
        }
        let mut turned = maze;
        for _ in 0..4 {
            let next = quarter_turn(&turned);
            pool.push(turned);
            turned = next;
        }
    }
    pool
}

/// The dice maze's heaviest file: the 300 mazes (the most a file may) of
/// the 10 x 10 longest-answer mazes and their quarter turns on which
/// iterative deepening works most.
pub(super) fn dice_case() -> Case {
    let pool = dice_pool();
    let heaviest =
        judge_model::dice_work::heaviest(&Tables::statement(), &pool, dice_maze::MAX_MAZES);
    let mazes: Vec<&Maze> = heaviest.iter().map(|&(m, _)| m).collect();
    Case::new(
        DICE,
        "300 mazes, the most a file may: of the 10 x 10 mazes of the longest-answer search and their quarter turns, those on which iterative deepening works most (judge_model::dice_work): a search that clears big tables for every maze, or deepens one move a round, exceeds the time limit",
        judge_input(&mazes),
    )
}

/// The cube's heaviest file.
pub(super) fn cube_case() -> Case {
    Case::new(
        CUBE,
        "15 datasets, the most a file may, the deepest patterns on which a strictly alternating bidirectional search works most (judge_model::cube_work, 1.59 million boards each against 0.23 million for the accepted search that grows the smaller frontier, 2.1 million for a search from the start alone): a search from the start alone exceeds the time limit",
        CUBE_DATASETS.to_string(),
    )
}

/// A file of one dataset, the fewest the statement allows: the first of
/// the heaviest file.
pub(super) fn cube_one_dataset_case() -> Case {
    let first: Vec<&str> = CUBE_DATASETS.lines().take(4).collect();
    Case::new(
        "one-dataset",
        "a file of one dataset, the fewest the statement allows: the first of heaviest-alternating, 30 rolls from the centre",
        first.join("\n") + "\n0 0\n",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The heaviest files hold the most datasets a file may, and the
    /// families' counted work on them is what the files are for: on every
    /// cube dataset the alternating search works at least 6 times as much as
    /// the accepted one and the search from the start alone more still.
    #[test]
    fn the_heaviest_files_are_full_and_make_the_slow_families_work() {
        use judge_model::cube_work::{Family, Searcher};
        let tables = judge_model::cube::Tables::statement();
        let datasets = judge_model::reader::cube(CUBE_DATASETS);
        assert_eq!(datasets.len(), 15);
        let mut searcher = Searcher::new();
        for (start, pattern) in &datasets {
            let [balanced, alternating, forward] =
                Family::ALL.map(|f| searcher.run(&tables, f, *start, pattern));
            assert_eq!(balanced.answer, Some(30));
            assert_eq!((alternating.answer, forward.answer), (Some(30), Some(30)));
            assert!(alternating.boards >= 6 * balanced.boards, "{alternating:?}");
            assert!(forward.boards > alternating.boards, "{forward:?}");
        }
        let mazes = dice(&dice_case().input, Reading::Statement);
        assert_eq!(mazes.len(), dice_maze::MAX_MAZES);
        assert!(mazes.iter().all(|m| m.rows == 10 && m.cols == 10));
    }

    /// A quarter-turned maze's shortest tour is as long, and four turns
    /// give the maze back.
    #[test]
    fn a_quarter_turn_keeps_the_tour() {
        let tables = Tables::statement();
        let first = dice(DICE_TOURS, Reading::Statement);
        for maze in first
            .iter()
            .filter(|m| m.rows != m.cols)
            .take(3)
            .chain(&first[..3])
        {
            let turned = quarter_turn(maze);
            let length = |m: &Maze| tables.tour(m).map(|t| t.len());
            assert_eq!(length(&turned), length(maze), "{}", maze.name);
            assert!(length(maze).is_some());
            let back = quarter_turn(&quarter_turn(&quarter_turn(&turned)));
            assert_eq!(&back, maze);
        }
    }
}
