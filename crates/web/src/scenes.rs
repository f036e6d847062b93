//! A whole file dropped on the page without datasets: which puzzle and
//! board it is (when the visitor does not say), every dataset solved and
//! drawn as a [`Scene`], and the first input error, worded as abbott
//! words it (`line 3, column 3: expected an integer`).

use crate::puzzle::{Puzzle, shape_of};
use crate::scene::{Scene, arrow_scene, cube_scene, dice_scene};
use cube_puzzle::Shape;
use serde::Serialize;

/// A file's datasets as scenes.
#[derive(Debug, Serialize)]
pub struct Scenes {
    /// The puzzle the file was read as.
    pub puzzle: Puzzle,
    /// The cube's board (`"3x4"`), `None` for the mazes.
    pub board: Option<String>,
    /// Every dataset before the first error.
    pub scenes: Vec<Scene>,
    /// The first input error or refused search, if any.
    pub error: Option<String>,
}

/// The scenes of `text`, read as `puzzle` on `board` (cube only), or as
/// the puzzle and board its first lines look like when `puzzle` is `None`.
pub fn of_text(puzzle: Option<Puzzle>, board: Option<&str>, text: &str) -> Scenes {
    let puzzle = puzzle.unwrap_or_else(|| guess_puzzle(text));
    let shape = match (puzzle, board) {
        (Puzzle::CubePuzzle, None) => Ok(guess_shape(text)),
        (_, board) => shape_of(board),
    };
    let mut out = Scenes {
        puzzle,
        board: (puzzle == Puzzle::CubePuzzle)
            .then(|| shape.clone().map(|s| s.to_string()).unwrap_or_default()),
        scenes: Vec::new(),
        error: None,
    };
    let bytes = text.as_bytes();
    match puzzle {
        Puzzle::DiceMaze => {
            let mut solver = dice_maze::Solver::new();
            for maze in dice_maze::Reader::new(bytes) {
                match maze.map_err(|e| e.to_string()).and_then(|m| {
                    let solution = solver.try_solve(&m).map_err(|e| e.to_string())?;
                    Ok(dice_scene(&m, &solution))
                }) {
                    Ok(scene) => out.scenes.push(scene),
                    Err(e) => return with_error(out, e),
                }
            }
        }
        Puzzle::ArrowMaze => {
            let mut solver = arrow_maze::Solver::new();
            for maze in arrow_maze::Reader::new(bytes) {
                match maze.map_err(|e| e.to_string()).and_then(|m| {
                    let solution = solver.try_solve(&m).map_err(|e| e.to_string())?;
                    Ok(arrow_scene(&m, &solution))
                }) {
                    Ok(scene) => out.scenes.push(scene),
                    Err(e) => return with_error(out, e),
                }
            }
        }
        Puzzle::CubePuzzle => {
            let shape = match shape {
                Ok(shape) => shape,
                Err(e) => return with_error(out, e.0),
            };
            let mut solver = cube_puzzle::Solver::new();
            let format = cube_puzzle::CubeFormat::on(shape);
            for (k, dataset) in cube_puzzle::Reader::with_format(bytes, format).enumerate() {
                match dataset.map_err(|e| e.to_string()).and_then(|d| {
                    let solution = solver.try_solve_with_rolls(&d).map_err(|e| e.to_string())?;
                    Ok(cube_scene(k + 1, &d, solution))
                }) {
                    Ok(scene) => out.scenes.push(scene),
                    Err(e) => return with_error(out, e),
                }
            }
        }
    }
    out
}

fn with_error(mut out: Scenes, error: String) -> Scenes {
    out.error = Some(error);
    out
}

/// The words of the first line that is not blank.
fn first_words(text: &str) -> Vec<&str> {
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default();
    line.split_whitespace().collect()
}

/// The puzzle whose grammar `text` begins in: the cube's start is two
/// numbers; the mazes begin with a name, then six numbers for the dice
/// maze or five items for the arrow maze.
fn guess_puzzle(text: &str) -> Puzzle {
    let first = first_words(text);
    if first.len() == 2 && first.iter().all(|w| w.parse::<u8>().is_ok()) {
        return Puzzle::CubePuzzle;
    }
    let second = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .nth(1)
        .map_or(0, |l| l.split_whitespace().count());
    if second == 5 {
        Puzzle::ArrowMaze
    } else {
        Puzzle::DiceMaze
    }
}

/// The cube board `text` is laid out on: the letters of its first pattern
/// row are the columns, its rows of letters before the next start line
/// the rows; the statement's board when that is no board.
fn guess_shape(text: &str) -> Shape {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty()).skip(1);
    let mut rows = 0;
    let mut cols = 0;
    for line in lines.by_ref() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.iter().any(|w| w.parse::<u8>().is_ok()) {
            break;
        }
        cols = cols.max(words.len());
        rows += 1;
    }
    format!("{rows}x{cols}").parse().unwrap_or(Shape::STATEMENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_sample_is_recognised_and_drawn() {
        let samples = [
            (
                include_str!("../../../testdata/dice-maze/sample.in"),
                Puzzle::DiceMaze,
            ),
            (
                include_str!("../../../testdata/arrow-maze/sample.in"),
                Puzzle::ArrowMaze,
            ),
            (
                include_str!("../../../testdata/cube-puzzle/sample.in"),
                Puzzle::CubePuzzle,
            ),
        ];
        for (text, puzzle) in samples {
            let read = of_text(None, None, text);
            assert_eq!(read.puzzle, puzzle);
            assert_eq!(read.error, None);
            assert!(!read.scenes.is_empty());
        }
    }

    #[test]
    fn a_cube_board_is_read_off_the_rows_and_an_error_keeps_the_scenes_before_it() {
        let text = "1 1\nW B W W\nW E W W\nW W W W\n4 2\nW R R R\nW B R E\nW W W B\n1 1\nW W\n";
        let read = of_text(None, None, text);
        assert_eq!(read.board.as_deref(), Some("3x4"));
        assert_eq!(read.scenes.len(), 2);
        assert_eq!(read.scenes[0].summary, "10 rolls (judge answer 10)");
        let error = read.error.expect("a short row");
        assert!(error.starts_with("line 10, column "), "{error}");
    }
}
