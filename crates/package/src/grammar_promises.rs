//! The input grammar at its edges, as properties of each maze package's
//! secret data taken whole: every kind of character the statement allows
//! in a name, and every character of each kind, at its first, an inner and
//! its last place; for the dice maze C's format directives and escapes
//! alone, inside short names and names of twenty characters; names of one and
//! twenty characters and of digits alone, a digit-led name after another
//! maze; every count at its least and its most; coordinates of two digits
//! wherever they can stand; and nothing between tokens but the single
//! space the statements prescribe.

use super::{Case, cached_cases};
use abbott_judge::puzzle::Puzzle;
use std::collections::BTreeSet;

/// A kind of character, named, and its test.
type Class = (&'static str, fn(char) -> bool);

/// What a name holds: each (class, place) met, its length, whether it is
/// all digits.
fn name_facts(name: &str, classes: &[Class]) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut out = vec![format!("length {}", chars.len())];
    if chars.iter().all(char::is_ascii_digit) {
        out.push("all digits".to_string());
    }
    for (i, &c) in chars.iter().enumerate() {
        let place = match i {
            0 => "first",
            i if i + 1 == chars.len() => "last",
            _ => "inner",
        };
        let (class, _) = classes.iter().find(|(_, is)| is(c)).expect("a class");
        out.push(format!("{class} {place}"));
        out.push(format!("{c:?} {place}"));
    }
    out
}

/// The facts the names of `names` (file by file) hold together.
fn names_hold(files: &[Vec<String>], classes: &[Class]) -> BTreeSet<String> {
    let mut facts = BTreeSet::new();
    for names in files {
        for (k, name) in names.iter().enumerate() {
            facts.extend(name_facts(name, classes));
            if k > 0 && name.starts_with(|c: char| c.is_ascii_digit()) {
                facts.insert("digit first after a maze".to_string());
            }
        }
    }
    facts
}

/// The facts every package must show in its names: of each class and of
/// each of `chars` at every place.
fn wanted_names(classes: &[Class], chars: impl Iterator<Item = char>) -> Vec<String> {
    let mut out: Vec<String> = [
        "length 1",
        "length 20",
        "all digits",
        "digit first after a maze",
    ]
    .map(String::from)
    .to_vec();
    for (class, _) in classes {
        for place in ["first", "inner", "last"] {
            out.push(format!("{class} {place}"));
        }
    }
    for c in chars {
        for place in ["first", "inner", "last"] {
            out.push(format!("{c:?} {place}"));
        }
    }
    out
}

/// Checks that C's format directives and escapes stand in `names` alone,
/// inside other text in a name shorter than 20 characters and in one of
/// 20, and that the directives' characters of [`dice_maze::names::C_SINGLES`]
/// stand alone: what a solution printing names with `printf(name)` meets.
fn printf_directives_everywhere(names: &[String]) {
    use dice_maze::names::{C_DIRECTIVES, C_SINGLES};
    for d in C_DIRECTIVES.into_iter().chain(C_SINGLES) {
        assert!(names.iter().any(|n| n == d), "no dice name is {d} alone");
    }
    for d in C_DIRECTIVES {
        let inside = |n: &&String| n.contains(d) && n.len() > d.len();
        let lengths: BTreeSet<bool> = names.iter().filter(inside).map(|n| n.len() == 20).collect();
        assert_eq!(
            lengths.len(),
            2,
            "{d} inside names of 20 characters and shorter"
        );
    }
    for length in [1, 2, 20] {
        let made = names
            .iter()
            .any(|n| n.len() == length && n.contains(['%', '\\', '"']));
        assert!(
            made,
            "no dice name of {length} with a directive's characters"
        );
    }
}

/// Checks that `cases` separate their tokens by single spaces, with no
/// blank at either end of a line, no tab or carriage return, and end
/// with a newline.
fn single_spaces(cases: &[Case]) {
    for c in cases {
        assert!(c.input.ends_with('\n'), "{}", c.name);
        for (n, line) in c.input.lines().enumerate() {
            let tidy = line
                .split(' ')
                .all(|t| !t.is_empty() && !t.contains(['\t', '\r']));
            assert!(tidy, "{} line {}: {line:?}", c.name, n + 1);
        }
    }
}

const LETTERS: [Class; 3] = [
    ("uppercase", |c| c.is_ascii_uppercase()),
    ("lowercase", |c| c.is_ascii_lowercase()),
    ("digit", |c| c.is_ascii_digit()),
];

#[test]
fn dice_data_reaches_every_edge_of_the_grammar() {
    let cases = cached_cases(Puzzle::DiceMaze);
    single_spaces(cases);
    let files: Vec<Vec<dice_maze::Maze>> = cases
        .iter()
        .map(|c| dice_maze::parse(&c.input).expect("judge data"))
        .collect();
    let mut classes = LETTERS.to_vec();
    classes.push(("punctuation", |c| c.is_ascii_punctuation()));
    let names: Vec<Vec<String>> = files
        .iter()
        .map(|f| f.iter().map(|m| m.name.clone()).collect())
        .collect();
    let held = names_hold(&names, &classes);
    for fact in wanted_names(&classes, dice_maze::names::characters()) {
        assert!(held.contains(&fact), "no dice name shows {fact}: {held:?}");
    }
    printf_directives_everywhere(&names.concat());
    let mazes: Vec<&dice_maze::Maze> = files.iter().flatten().collect();
    let counts: BTreeSet<(&str, u32)> = mazes
        .iter()
        .flat_map(|m| {
            [
                ("rows", m.grid.n_rows()),
                ("columns", m.grid.n_cols()),
                ("start row", m.start.row),
                ("start column", m.start.col),
            ]
        })
        .collect();
    for field in ["rows", "columns", "start row", "start column"] {
        for edge in [1, 10] {
            assert!(
                counts.contains(&(field, edge)),
                "no maze with {field} {edge}"
            );
        }
    }
    let dice: BTreeSet<usize> = mazes.iter().map(|m| m.die.index()).collect();
    assert_eq!(dice.len(), 24, "every die at the start");
    // Two-digit coordinates in the tours too, in rows and in columns.
    let mut solver = dice_maze::Solver::new();
    let (mut row_10, mut col_10) = (false, false);
    for m in mazes
        .iter()
        .filter(|m| m.grid.n_rows() == 10 || m.grid.n_cols() == 10)
    {
        for p in solver.solve(m).route.unwrap_or_default() {
            row_10 |= p.row == 10;
            col_10 |= p.col == 10;
        }
    }
    assert!(row_10 && col_10, "tours through row 10 and column 10");
}

#[test]
fn arrow_data_reaches_every_edge_of_the_grammar() {
    let cases = cached_cases(Puzzle::ArrowMaze);
    single_spaces(cases);
    let files: Vec<Vec<arrow_maze::Maze>> = cases
        .iter()
        .map(|c| arrow_maze::parse(&c.input).expect("judge data"))
        .collect();
    let names: Vec<Vec<String>> = files
        .iter()
        .map(|f| f.iter().map(|m| m.name.clone()).collect())
        .collect();
    let held = names_hold(&names, &LETTERS);
    let alphanumeric = ('0'..='9').chain('A'..='Z').chain('a'..='z');
    for fact in wanted_names(&LETTERS, alphanumeric) {
        assert!(held.contains(&fact), "no arrow name shows {fact}: {held:?}");
    }
    // The intersection lines as written: their number per maze, the signs
    // on each and the arrows of each sign.
    let mut per_maze = BTreeSet::new();
    let (mut signs, mut arrows) = (BTreeSet::new(), BTreeSet::new());
    for c in cases {
        let mut lines_of_maze = 0;
        for line in c.input.lines() {
            let tokens: Vec<&str> = line.split(' ').collect();
            if tokens.last() == Some(&"*") {
                lines_of_maze += 1;
                signs.insert(tokens.len() - 3);
                arrows.extend(tokens[2..tokens.len() - 1].iter().map(|g| g.len() - 1));
            } else if line == "0" {
                per_maze.insert(lines_of_maze);
                lines_of_maze = 0;
            }
        }
    }
    assert!(
        per_maze.contains(&1) && per_maze.contains(&81),
        "{per_maze:?}"
    );
    assert_eq!(signs, (1..=4).collect(), "signs per intersection");
    assert_eq!(arrows, (1..=3).collect(), "arrows per sign");
    let mazes: Vec<&arrow_maze::Maze> = files.iter().flatten().collect();
    let ends: BTreeSet<(&str, u32)> = mazes
        .iter()
        .flat_map(|m| {
            [
                ("start row", m.start.row),
                ("start column", m.start.col),
                ("goal row", m.goal.row),
                ("goal column", m.goal.col),
            ]
        })
        .collect();
    for field in ["start row", "start column", "goal row", "goal column"] {
        for edge in [1, 9] {
            assert!(ends.contains(&(field, edge)), "no maze with {field} {edge}");
        }
    }
    let headings: BTreeSet<char> = mazes.iter().map(|m| m.heading.letter()).collect();
    assert_eq!(headings.len(), 4, "{headings:?}");
}

/// What the arrow data's intersection lines show, as written: each
/// (heading, letters) sign, each ordered pair of headings on one line,
/// each set of headings a line lists, and whether some maze lists a line
/// before one of a smaller row, or of the same row and a smaller column.
#[derive(Debug, Default)]
struct ArrowLines {
    signs: BTreeSet<String>,
    pairs: BTreeSet<(char, char)>,
    heading_sets: BTreeSet<Vec<char>>,
    row_falls: bool,
    column_falls: bool,
}

impl ArrowLines {
    /// The facts of every intersection line of `input`.
    fn of(input: &str, out: &mut ArrowLines) {
        let mut last: Option<(u32, u32)> = None;
        for line in input.lines() {
            let tokens: Vec<&str> = line.split(' ').collect();
            if tokens.last() != Some(&"*") {
                last = None;
                continue;
            }
            let at: (u32, u32) = (
                tokens[0].parse().expect("a row"),
                tokens[1].parse().expect("a column"),
            );
            if let Some((row, col)) = last {
                out.row_falls |= at.0 < row;
                out.column_falls |= at.0 == row && at.1 < col;
            }
            last = Some(at);
            let signs = &tokens[2..tokens.len() - 1];
            let headings: Vec<char> = signs.iter().filter_map(|s| s.chars().next()).collect();
            for (i, &a) in headings.iter().enumerate() {
                out.pairs.extend(headings[i + 1..].iter().map(|&b| (a, b)));
            }
            let mut set = headings.clone();
            set.sort_unstable();
            out.heading_sets.insert(set);
            out.signs.extend(signs.iter().map(|s| s.to_string()));
        }
    }
}

/// Every non-empty ordering of distinct letters of `letters`.
fn orderings(letters: &[char]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, &c) in letters.iter().enumerate() {
        out.push(c.to_string());
        let rest: Vec<char> = letters
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != i)
            .map(|(_, &l)| l)
            .collect();
        out.extend(
            orderings(&rest)
                .into_iter()
                .map(|tail| format!("{c}{tail}")),
        );
    }
    out
}

#[test]
fn arrow_data_uses_every_order_and_choice_the_grammar_leaves_free() {
    let cases = cached_cases(Puzzle::ArrowMaze);
    let mut lines = ArrowLines::default();
    for c in cases {
        ArrowLines::of(&c.input, &mut lines);
    }
    let letters = orderings(&['L', 'F', 'R']);
    assert_eq!(letters.len(), 15);
    for heading in ['N', 'E', 'S', 'W'] {
        for order in &letters {
            let sign = format!("{heading}{order}");
            assert!(lines.signs.contains(&sign), "no sign {sign}");
        }
        for other in ['N', 'E', 'S', 'W'].into_iter().filter(|&o| o != heading) {
            let pair = (heading, other);
            assert!(
                lines.pairs.contains(&pair),
                "no line lists {pair:?} in that order"
            );
        }
    }
    assert_eq!(lines.heading_sets.len(), 15, "{:?}", lines.heading_sets);
    assert!(lines.row_falls, "no line before one of a smaller row");
    assert!(
        lines.column_falls,
        "no line before one of a smaller column in its row"
    );
    let mazes: Vec<(usize, arrow_maze::Maze)> = cases
        .iter()
        .flat_map(|c| {
            let mazes = arrow_maze::parse(&c.input).expect("judge data");
            let n = mazes.len();
            mazes.into_iter().map(move |m| (n, m))
        })
        .collect();
    let signed =
        |m: &arrow_maze::Maze, p: dice_core::Pos| m.signs.get(p).is_some_and(|s| !s.is_empty());
    let goals: BTreeSet<bool> = mazes.iter().map(|(_, m)| signed(m, m.goal)).collect();
    let entrances: BTreeSet<bool> = mazes.iter().map(|(_, m)| signed(m, m.start)).collect();
    assert_eq!(goals.len(), 2, "goals with and without signs");
    assert_eq!(entrances.len(), 2, "entrances with and without signs");
    let per_file: BTreeSet<usize> = mazes.iter().map(|&(n, _)| n).collect();
    assert!(
        per_file.contains(&1) && per_file.contains(&arrow_maze::MAX_MAZES),
        "{per_file:?}"
    );
}

#[test]
fn dice_and_cube_data_use_every_choice_the_grammar_leaves() {
    use judge_model::reader::{Reading, cube, dice};
    // Dice: every square value, every value but empty on the start
    // square, files of one maze and of the most.
    let (mut values, mut at_start, mut per_file) =
        (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
    for c in cached_cases(Puzzle::DiceMaze) {
        let mazes = dice(&c.input, Reading::Statement);
        per_file.insert(mazes.len());
        for m in &mazes {
            values.extend(m.cells.iter().copied());
            at_start.insert(m.cells[(m.start.0 - 1) * m.cols + m.start.1 - 1]);
        }
    }
    assert_eq!(values, (-1..=6).collect(), "square values");
    assert_eq!(at_start, [-1, 1, 2, 3, 4, 5, 6].into(), "start squares");
    assert!(
        per_file.contains(&1) && per_file.contains(&dice_maze::MAX_MAZES),
        "{per_file:?}"
    );
    // Cube: the start's and the pattern's empty square at each of the
    // nine squares, the same square and another, patterns of one, two and
    // three colours, files of one dataset and of fifteen.
    let (mut starts, mut holes, mut same, mut colours) = (
        BTreeSet::new(),
        BTreeSet::new(),
        BTreeSet::new(),
        BTreeSet::new(),
    );
    let mut per_file = BTreeSet::new();
    for c in cached_cases(Puzzle::CubePuzzle) {
        let datasets = cube(&c.input);
        per_file.insert(datasets.len());
        for (start, p) in &datasets {
            starts.insert(*start);
            holes.insert(p.hole);
            same.insert(*start == p.hole);
            let tops: BTreeSet<u8> = (0..9).filter(|&q| q != p.hole).map(|q| p.tops[q]).collect();
            colours.insert(tops.len());
        }
    }
    assert_eq!((starts.len(), holes.len(), same.len()), (9, 9, 2));
    assert_eq!(colours, [1, 2, 3].into(), "colours in a pattern");
    assert!(
        per_file.contains(&1) && per_file.contains(&15),
        "{per_file:?}"
    );
}
