//! Every input under `testdata/<puzzle>/` solved through the same code path
//! as the binaries and compared with its insta snapshot; where a `.out` file
//! holds a published answer, the output must match it byte for byte.

use cli::{Puzzle, transcript};
use std::path::Path;

fn check(puzzle: Puzzle, path: &Path, name: &str) {
    let input = std::fs::read(path).expect("test inputs are readable");
    let output = transcript(puzzle, &input);
    let published = path.with_extension("out");
    if published.exists() {
        let expected = std::fs::read_to_string(&published).expect("outputs are readable");
        assert_eq!(output, expected, "{} differs from its .out", path.display());
    }
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, output));
}

#[test]
fn dice_maze() {
    insta::glob!("../../../testdata", "dice-maze/*.in", |path| check(
        Puzzle::DiceMaze,
        path,
        "dice-maze"
    ));
}

#[test]
fn dice_maze_invalid() {
    insta::glob!("../../../testdata", "dice-maze/invalid/*.in", |path| {
        check(Puzzle::DiceMaze, path, "dice-maze-invalid");
        let output = transcript(Puzzle::DiceMaze, &std::fs::read(path).expect("readable"));
        assert!(
            output.contains("error: line "),
            "{} must be refused",
            path.display()
        );
    });
}

#[test]
fn arrow_maze() {
    insta::glob!("../../../testdata", "arrow-maze/*.in", |path| check(
        Puzzle::ArrowMaze,
        path,
        "arrow-maze"
    ));
}

#[test]
fn arrow_maze_invalid() {
    insta::glob!("../../../testdata", "arrow-maze/invalid/*.in", |path| {
        check(Puzzle::ArrowMaze, path, "arrow-maze-invalid");
        let output = transcript(Puzzle::ArrowMaze, &std::fs::read(path).expect("readable"));
        assert!(
            output.contains("error: line "),
            "{} must be refused",
            path.display()
        );
    });
}

#[test]
fn cube_puzzle() {
    insta::glob!("../../../testdata", "cube-puzzle/*.in", |path| check(
        Puzzle::CubePuzzle,
        path,
        "cube-puzzle"
    ));
}

#[test]
fn cube_puzzle_invalid() {
    insta::glob!("../../../testdata", "cube-puzzle/invalid/*.in", |path| {
        check(Puzzle::CubePuzzle, path, "cube-puzzle-invalid");
        let output = transcript(Puzzle::CubePuzzle, &std::fs::read(path).expect("readable"));
        assert!(
            output.contains("error: line "),
            "{} must be refused",
            path.display()
        );
    });
}
