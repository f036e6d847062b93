//! The two mazes' `grammar-edges` and `names-*` files: the input grammar
//! at its edges,
//! which `grammar_promises` asserts over the whole secret data. Small
//! seeded mazes carry every kind of name the statements allow (one
//! character and twenty, all digits, a digit, a lowercase or an uppercase
//! letter first, inside and last, and for the dice maze punctuation),
//! with names that begin with a digit after another maze, where a reader
//! that takes the `0` or the last square with one number too many eats
//! them; the dice file adds 10 x 10 mazes started in row 10 and in column
//! 10, whose coordinates print with two digits in the input and in the
//! tour. `names-every-character` puts every character a name may hold
//! (letters and digits for the arrow maze, every printable character but
//! the blank for the dice maze) first, inside and last in some name, and
//! the dice maze's `names-printf-directives` makes names of C's format
//! directives and escapes (`dice_maze::names`), which a solution that
//! prints a name with `printf(name)` misprints.

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

/// The name of the files whose names hold every character the grammar
/// allows at every place.
pub(super) const EVERY_CHARACTER: &str = "names-every-character";

/// The name of the dice maze's file of names made of C's format
/// directives.
pub(super) const PRINTF_DIRECTIVES: &str = "names-printf-directives";

/// Small arrow mazes with a route, one for each of `names` (in order),
/// drawn from `seed` on.
fn arrow_named(names: &[String], mut seed: u64) -> Vec<arrow_maze::Maze> {
    let mut solver = arrow_maze::Solver::new();
    let mut mazes = Vec::new();
    while mazes.len() < names.len() {
        let (rows, cols) = (2 + (seed % 3) as u32, 2 + (seed / 3 % 3) as u32);
        if let Some(mut maze) = arrow_maze::generate::with_route(seed, rows, cols, 2, 50)
            && solver.solve(&maze).route.is_some()
        {
            maze.name = names[mazes.len()].clone();
            mazes.push(maze);
        }
        seed += 1;
    }
    mazes
}

/// Small dice mazes with a tour, one for each of `names` (in order),
/// drawn from `seed` on.
fn dice_named(names: &[String], mut seed: u64) -> Vec<dice_maze::Maze> {
    let mut solver = dice_maze::Solver::new();
    let mut mazes = Vec::new();
    while mazes.len() < names.len() {
        let (rows, cols) = (2 + (seed % 3) as u32, 2 + (seed / 3 % 3) as u32);
        if let Some(mut maze) = dice_maze::generate::unique(seed, rows, cols, 2, 400)
            && solver.solve(&maze).route.is_some()
        {
            maze.name = names[mazes.len()].clone();
            mazes.push(maze);
        }
        seed += 1;
    }
    mazes
}

/// The arrow maze's names of 20 letters and digits, the k-th beginning
/// with the k-th of the 62 and ending with the next, the 62 in turn
/// inside.
fn arrow_every_character() -> Vec<String> {
    let all: Vec<char> = ('0'..='9').chain('A'..='Z').chain('a'..='z').collect();
    let mut inner = (0..).map(|k| all[k % all.len()]);
    (0..all.len())
        .map(|k| {
            let mut name = String::from(all[k]);
            name.extend(inner.by_ref().take(18));
            name.push(all[(k + 1) % all.len()]);
            name
        })
        .collect()
}

/// The arrow maze's file of names with every letter and digit first,
/// inside and last.
pub(super) fn arrow_every_character_case() -> Case {
    Case::new(
        EVERY_CHARACTER,
        "62 names of 20 characters: every letter of either case and every digit first in one name, inside others and last in another",
        arrow_maze::to_judge_input(&arrow_named(&arrow_every_character(), 510_000)),
    )
}

/// The dice maze's files of names at the grammar's edges: every printable
/// character at every place, and C's format directives and escapes.
pub(super) fn dice_name_cases() -> Vec<Case> {
    vec![
        Case::new(
            EVERY_CHARACTER,
            "94 names of 20 characters: every printable character but the blank first in one name, inside others and last in another (a percent sign always doubled, which printf(name) prints single)",
            dice_maze::to_judge_input(&dice_named(&dice_maze::names::every_character(), 510_000)),
        ),
        Case::new(
            PRINTF_DIRECTIVES,
            "names made of C's format directives and escapes (%d %s %n %% %5$s %-20s \\n \\\\ \"), alone, inside short names and names of 20 characters, and the names %, \\ and \" of one character: a solution that prints a name with printf(name) misprints them or crashes",
            dice_maze::to_judge_input(&dice_named(&dice_maze::names::c_directives(), 520_000)),
        ),
    ]
}

/// The arrow maze's case.
pub(super) fn arrow_case() -> Case {
    let names: Vec<String> = ARROW_NAMES.iter().map(|n| n.to_string()).collect();
    let mazes = arrow_named(&names, 500_000);
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
