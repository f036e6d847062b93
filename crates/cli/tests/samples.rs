//! Every input under `testdata/<puzzle>/` solved through the same code path
//! as the binaries and compared with its insta snapshot; where a `.out` file
//! holds a published answer, the output must match it byte for byte.

use cli::{Puzzle, transcript};
use std::path::{Path, PathBuf};

/// Calls `f` on each `.in` file of `testdata/<folder>`, in name order,
/// with insta's settings naming the snapshot after the file
/// (`NAME@file.in.snap`, with the file as its `input_file`), as
/// `insta::glob!` does; without insta's `glob` feature, whose pattern
/// matcher (globset, regex-automata) took a fifth of the dev-dependencies'
/// build.
fn each_input(folder: &str, mut f: impl FnMut(&Path)) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(folder);
    let dir = dir.canonicalize().unwrap_or(dir);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no .in file in {}", dir.display());
    for path in &paths {
        let mut settings = insta::Settings::clone_current();
        settings.set_input_file(path);
        let name = path.file_name().and_then(|name| name.to_str());
        settings.set_snapshot_suffix(name.expect("a UTF-8 file name"));
        settings.bind(|| f(path));
    }
}

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
    each_input("dice-maze", |path| {
        check(Puzzle::DiceMaze, path, "dice-maze");
    });
}

#[test]
fn dice_maze_invalid() {
    each_input("dice-maze/invalid", |path| {
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
    each_input("arrow-maze", |path| {
        check(Puzzle::ArrowMaze, path, "arrow-maze");
    });
}

#[test]
fn arrow_maze_invalid() {
    each_input("arrow-maze/invalid", |path| {
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
    each_input("cube-puzzle", |path| {
        check(Puzzle::CubePuzzle, path, "cube-puzzle");
    });
}

#[test]
fn cube_puzzle_invalid() {
    each_input("cube-puzzle/invalid", |path| {
        check(Puzzle::CubePuzzle, path, "cube-puzzle-invalid");
        let output = transcript(Puzzle::CubePuzzle, &std::fs::read(path).expect("readable"));
        assert!(
            output.contains("error: line "),
            "{} must be refused",
            path.display()
        );
    });
}
