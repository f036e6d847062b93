//! The strict input validator for judge data: the canonical layout and the
//! original statement's limits (x and y from 1 to 3, colours B, W, R and
//! exactly one E per pattern, fewer than 16 datasets, then `0 0`), and the
//! same layout on any other board with that board's own ranges.

use crate::Shape;
use crate::misfit;
use crate::parse::{CubeFormat, Reader};
use dice_core::strict::{Limits, StrictLines};
use dice_core::text::ParseError;

/// The most datasets one file may hold under the statement ("less than 16").
pub const MAX_DATASETS: usize = 15;

/// Every rule of the judge format that `input` breaks, in file order; an
/// empty list for valid judge data. [`Limits::Extended`] lifts only the
/// limit on the number of datasets.
///
/// ```
/// use dice_core::strict::Limits;
/// let valid = b"1 2\nW W W\nE W W\nW W W\n0 0\n";
/// assert!(cube_puzzle::validate(valid, Limits::Original).is_empty());
/// assert_eq!(
///     cube_puzzle::validate(b"1 2\nW W W\nE W W\nW W E\n0 0\n", Limits::Original)[0].to_string(),
///     "line 4, column 5: expected exactly one E in the pattern, found a second"
/// );
/// ```
pub fn validate(input: &[u8], limits: Limits) -> Vec<ParseError> {
    validate_board(Shape::STATEMENT, input, limits)
}

/// Every rule of the judge format on `shape` that `input` breaks, in file
/// order: `x` from 1 to the columns, `y` from 1 to the rows, one line of
/// colours per row. The statement's limit on the number of datasets holds
/// on its own board, [`Shape::STATEMENT`], under [`Limits::Original`]; other
/// boards have no statement, so no such limit.
///
/// ```
/// use cube_puzzle::Shape;
/// use dice_core::strict::Limits;
/// let board = Shape::new(2, 3).expect("2 x 3 is a board");
/// assert!(cube_puzzle::validate_board(board, b"3 2\nW B R\nB W E\n0 0\n", Limits::Original).is_empty());
/// assert_eq!(
///     cube_puzzle::validate_board(board, b"1 3\nE W W\nW W W\n0 0\n", Limits::Original)[0].to_string(),
///     "line 1, column 3: expected an integer from 1 to 2, found \"3\""
/// );
/// ```
pub fn validate_board(shape: Shape, input: &[u8], limits: Limits) -> Vec<ParseError> {
    let mut found = strict_violations(shape, input, limits);
    if let Some(first) = found.first_mut()
        && let Some(other) = board_that_fits(shape, input)
    {
        first.message.push_str(&misfit::hint(other));
    }
    found
}

/// The findings of [`validate_board`] before the hint of another board.
fn strict_violations(shape: Shape, input: &[u8], limits: Limits) -> Vec<ParseError> {
    let limits = if shape == Shape::STATEMENT {
        limits
    } else {
        Limits::Extended
    };
    let (rows, cols) = (shape.rows(), shape.cols());
    let row_fields = format!("{} colours", number_word(cols));
    let mut lines = StrictLines::new(input);
    let mut n_datasets = 0;
    while let Some((head, fields)) =
        lines.next_opening("the empty square x y,", "x and y", 2, "0 0", n_datasets)
    {
        n_datasets += 1;
        lines.count_dataset(n_datasets, MAX_DATASETS, limits, head.number, "datasets");
        if let [x, y] = fields.as_slice() {
            x.int(&mut lines, 1, i64::from(cols));
            y.int(&mut lines, 1, i64::from(rows));
        }
        let mut empties = 0;
        for y in 1..=rows {
            let Some(row) = lines.next_line(&format!("row y = {y} of the pattern")) else {
                return lines.finish();
            };
            let Some(colours) = lines.exact_tokens(&row, usize::from(cols), &row_fields) else {
                continue;
            };
            for colour in colours {
                match colour.text {
                    "B" | "W" | "R" => {}
                    "E" => {
                        empties += 1;
                        if empties == 2 {
                            let message = "expected exactly one E in the pattern, found a second";
                            lines.violation(colour.line, colour.column, message);
                        }
                    }
                    other => {
                        let message = format!("expected a colour B, W, R or E, found {other:?}");
                        lines.violation(colour.line, colour.column, message);
                    }
                }
            }
        }
        if empties == 0 {
            let line = lines.line_number() - 1;
            lines.violation(line, 1, "expected exactly one E in the pattern, found none");
        }
    }
    lines.finish()
}

/// The board, other than `shape`, on which the solver reads every dataset
/// of `input` (one at least) without an error, when it does not on
/// `shape`: the board a file was written for. The first such board, by
/// rows then columns.
fn board_that_fits(shape: Shape, input: &[u8]) -> Option<Shape> {
    let reads_on = |board: Shape| {
        let mut datasets = Reader::with_format(input, CubeFormat::on(board)).peekable();
        datasets.peek().is_some() && datasets.all(|dataset| dataset.is_ok())
    };
    if reads_on(shape) {
        return None;
    }
    Shape::all()
        .filter(|&board| board != shape)
        .find(|&board| reads_on(board))
}

/// A board side (1 to 4) in words, as the messages name a row's fields.
fn number_word(n: u8) -> &'static str {
    match n {
        1 => "one",
        2 => "two",
        3 => "three",
        _ => "four",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str) -> Option<String> {
        validate(text.as_bytes(), Limits::Original)
            .first()
            .map(ToString::to_string)
    }

    #[test]
    fn canonical_sample_is_valid_and_each_slip_is_named() {
        let valid = "1 2\nW W W\nE W W\nW W W\n3 3\nW B W\nB R E\nR B R\n0 0\n";
        assert_eq!(first(valid), None);
        for (text, expected) in [
            (
                "1 2 \nW W W\nE W W\nW W W\n0 0\n",
                "line 1, column 4: expected no space at the end of the line",
            ),
            (
                "4 2\nW W W\nE W W\nW W W\n0 0\n",
                "line 1, column 1: expected an integer from 1 to 3, found \"4\"",
            ),
            (
                "1 2\nW W W\nE W W\nW W X\n0 0\n",
                "line 4, column 5: expected a colour B, W, R or E, found \"X\"",
            ),
            (
                "1 2\nW W W\nW W W\nW W W\n0 0\n",
                "line 4, column 1: expected exactly one E in the pattern, found none",
            ),
            (
                "1 2\nW W W\nE W W\nW W\n0 0\n",
                "line 4, column 4: expected three colours (3 fields), found 2 fields",
            ),
            (
                "1 2\nW W W\nE W W\nW W W\n0 0\n0 0\n",
                "line 6, column 1: expected the end of the input after \"0 0\"",
            ),
            (
                "1 2\nW W W\nE W W\nW W W\n",
                "line 5, column 1: expected the empty square x y, or 0 0, found the end of the input",
            ),
            (
                "0 0\n",
                "line 1, column 1: expected at least one dataset before 0 0",
            ),
        ] {
            assert_eq!(first(text).as_deref(), Some(expected), "{text:?}");
        }
    }

    #[test]
    fn sixteen_datasets_are_one_too_many() {
        let dataset = "1 1\nE W W\nW W W\nW W W\n";
        let fifteen = format!("{}0 0\n", dataset.repeat(15));
        assert_eq!(first(&fifteen), None);
        let sixteen = format!("{}0 0\n", dataset.repeat(16));
        assert_eq!(
            first(&sixteen).as_deref(),
            Some("line 61, column 1: expected at most 15 datasets in a file")
        );
        assert!(validate(sixteen.as_bytes(), Limits::Extended).is_empty());
    }

    fn first_on(rows: u8, cols: u8, text: &str) -> Option<String> {
        let shape = Shape::new(rows, cols).expect("a board");
        validate_board(shape, text.as_bytes(), Limits::Original)
            .first()
            .map(ToString::to_string)
    }

    #[test]
    fn other_boards_take_their_own_ranges_and_no_dataset_limit() {
        assert_eq!(first_on(2, 3, "3 2\nW B R\nB W E\n0 0\n"), None);
        assert_eq!(
            first_on(4, 4, "4 4\nW B R W\nB W R W\nR R B B\nW W W E\n0 0\n"),
            None
        );
        assert_eq!(
            first_on(2, 3, "1 3\nE W W\nW W W\n0 0\n").as_deref(),
            Some("line 1, column 3: expected an integer from 1 to 2, found \"3\"")
        );
        assert_eq!(
            first_on(3, 4, "1 1\nE W W W\nW W W\nW W W W\n0 0\n").as_deref(),
            Some("line 3, column 6: expected four colours (4 fields), found 3 fields")
        );
        assert_eq!(
            first_on(2, 3, "1 1\nE W W\n0 0\n").as_deref(),
            Some(
                "line 3, column 4: expected three colours (3 fields), found 2 fields; \
                 the patterns here have 1 row of 3 squares: --board 1x3?"
            )
        );
        let dataset = "1 1\nE W W\nW W W\n";
        let sixteen = format!("{}0 0\n", dataset.repeat(16));
        assert_eq!(first_on(2, 3, &sixteen), None);
        assert_eq!(
            first_on(
                3,
                3,
                &format!("{}0 0\n", "1 1\nE W W\nW W W\nW W W\n".repeat(16))
            )
            .as_deref(),
            Some("line 61, column 1: expected at most 15 datasets in a file")
        );
    }

    #[test]
    fn a_file_of_another_board_says_which_as_the_solver_does() {
        let oblong = "1 1\nE W W\nW W W\n2 1\nW E W\nW W W\n0 0\n";
        let found = first_on(3, 3, oblong).expect("not a 3 x 3 file");
        assert!(
            found.ends_with("; the patterns here have 2 rows of 3 squares: --board 2x3?"),
            "{found}"
        );
        let square = "1 1\nE W W W\nW W W W\nW W W W\nW W W W\n0 0\n";
        let found = first_on(3, 4, square).expect("not a 3 x 4 file");
        assert!(found.ends_with(": --board 4x4?"), "{found}");
        let solver =
            crate::parse_on(square, "3x4".parse().expect("a shape")).expect_err("not a 3 x 4 file");
        assert!(
            solver
                .message
                .ends_with(&crate::misfit::hint(Shape::new(4, 4).expect("a board")))
        );
        // A file of this board that breaks a strict rule, and one that fits
        // no board, get no hint.
        let spaced = "1 1 \nE W W\nW W W\nW W W\n0 0\n";
        assert_eq!(
            first_on(3, 3, spaced).as_deref(),
            Some("line 1, column 4: expected no space at the end of the line")
        );
        assert_eq!(
            first_on(3, 3, "1 1\nE W X\nW W W\nW W W\n0 0\n").as_deref(),
            Some("line 2, column 5: expected a colour B, W, R or E, found \"X\"")
        );
    }
}
