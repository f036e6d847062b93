//! The two mazes' `grammar-edges` files: the input grammar at its edges,
//! which `grammar_promises` asserts over the whole secret data. Small
//! seeded mazes carry every kind of name the statements allow (one
//! character and twenty, all digits, a digit, a lowercase or an uppercase
//! letter first, inside and last, and for the dice maze punctuation),
//! with names that begin with a digit after another maze, where a reader
//! that takes the `0` or the last square with one number too many eats
//! them; the dice file adds 10 x 10 mazes started in row 10 and in column
//! 10, whose coordinates print with two digits in the input and in the
//! tour.

use super::Case;
use dice_core::Pos;

/// The case's name in both packages.
pub(super) const NAME: &str = "grammar-edges";

/// Names for the arrow maze (alphanumeric, at most 20 characters), the
/// first one before any leading digit so that a digit-led name always
/// follows a maze.
const ARROW_NAMES: [&str; 8] = [
    "a",
    "9LIVES",
    "12345678901234567890",
    "Z",
    "0Zero",
    "a1B2c3D4e5F6g7H8i9J0",
    "7",
    "abcdefghijklmnopqrsT",
];

/// Names for the dice maze (at most 20 non-blank characters).
const DICE_NAMES: [&str; 8] = [
    "a",
    "9LIVES",
    "12345678901234567890",
    "Z",
    "0Z!z",
    "a1B2c3D4e5F6g7H8i9J0",
    "7",
    "~abcdefghijklmnopqr!",
];

/// The arrow maze's case.
pub(super) fn arrow_case() -> Case {
    let mut solver = arrow_maze::Solver::new();
    let mut mazes = Vec::new();
    let mut seed = 500_000;
    while mazes.len() < ARROW_NAMES.len() {
        let (rows, cols) = (2 + (seed % 3) as u32, 2 + (seed / 3 % 3) as u32);
        if let Some(mut maze) = arrow_maze::generate::with_route(seed, rows, cols, 2, 50)
            && solver.solve(&maze).route.is_some()
        {
            maze.name = ARROW_NAMES[mazes.len()].to_string();
            mazes.push(maze);
        }
        seed += 1;
    }
    Case::new(
        NAME,
        "names of 1 and 20 characters, all digits, with a digit, a lowercase and an uppercase letter first, inside and last, a name led by digits after another maze: a reader that reads the 0 with a column after it loses them",
        arrow_maze::to_judge_input(&mazes),
    )
}

/// The dice maze's case.
pub(super) fn dice_case() -> Case {
    let mut solver = dice_maze::Solver::new();
    let mut mazes = Vec::new();
    let mut seed = 500_000;
    while mazes.len() < DICE_NAMES.len() {
        let (rows, cols) = (2 + (seed % 3) as u32, 2 + (seed / 3 % 3) as u32);
        if let Some(mut maze) = dice_maze::generate::unique(seed, rows, cols, 2, 400)
            && solver.solve(&maze).route.is_some()
        {
            maze.name = DICE_NAMES[mazes.len()].to_string();
            mazes.push(maze);
        }
        seed += 1;
    }
    // Two-digit coordinates: a 10 x 10 maze started in row 10, one in
    // column 10 and one in both, each with a tour.
    type Want = fn(Pos) -> bool;
    let wanted: [(&str, Want); 3] = [
        ("ROW10", |p| p.row == 10 && p.col < 10),
        ("COL10", |p| p.col == 10 && p.row < 10),
        ("ROW10COL10", |p| p.row == 10 && p.col == 10),
    ];
    for (name, want) in wanted {
        let found = (600_000..).find_map(|seed| {
            dice_maze::generate::unique(seed, 10, 10, 2, 1)
                .filter(|m| want(m.start) && solver.solve(m).route.is_some())
        });
        let mut maze = found.expect("an endless search finds one");
        maze.name = name.to_string();
        mazes.push(maze);
    }
    Case::new(
        NAME,
        "names of 1 and 20 characters, all digits, with a digit, a letter or punctuation first, inside and last, a name led by digits after another maze (a reader that reads the last square with a number too many loses them); 10 x 10 mazes started in row 10, column 10 and both: coordinates of two digits in the input and the tour",
        dice_maze::to_judge_input(&mazes),
    )
}
