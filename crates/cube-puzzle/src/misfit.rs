//! A file of another board read on this one: which board its datasets
//! fit, told with the error met reading them (`--board 2x3?`), so that a
//! user who forgot `--board` (or gave the wrong one) sees it at once.

use crate::Shape;
use dice_core::text::{LineReader, ParseError};
use std::io::BufRead;

/// The words of a line, parted by spaces and tabs as the parser parts
/// them.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', '\t']).filter(|w| !w.is_empty())
}

/// How many squares `text` holds if it reads as a row of a pattern: the
/// letters B, W, R and E parted by blanks.
pub(crate) fn row_width(text: &str) -> Option<usize> {
    let mut n = 0;
    for word in words(text) {
        if !matches!(word, "B" | "W" | "R" | "E") {
            return None;
        }
        n += 1;
    }
    (n > 0).then_some(n)
}

/// Whether `text` reads as a start line `x y` (or the closing `0 0`).
pub(crate) fn is_start_line(text: &str) -> bool {
    let mut n = 0;
    for word in words(text) {
        if word.parse::<i64>().is_err() {
            return false;
        }
        n += 1;
    }
    n == 2
}

/// How many rows of `width` squares come next in `lines`, read on until
/// a line that is not one (for an error's message: the reading has
/// stopped); `None` unless a start line (or `0 0`) follows them, as one
/// follows every pattern of a whole file.
pub(crate) fn rows_following<R: BufRead>(lines: &mut LineReader<R>, width: usize) -> Option<usize> {
    let mut n = 0;
    loop {
        match lines.next_line() {
            Ok(Some(line)) if row_width(line.text) == Some(width) => n += 1,
            Ok(Some(line)) if line.text.trim().is_empty() => {}
            Ok(Some(line)) if is_start_line(line.text) => return Some(n),
            Ok(Some(_) | None) | Err(_) => return None,
        }
    }
}

/// `error` telling the board that patterns of `rows` rows of `cols`
/// squares fit, if that is a board and not `shape` (`rows` is `None` when
/// the rows did not end as a pattern ends).
pub(crate) fn with_hint(
    mut error: ParseError,
    shape: Shape,
    rows: Option<usize>,
    cols: usize,
) -> ParseError {
    let side = |n: usize| u8::try_from(n).ok();
    let Some(rows) = rows else {
        return error;
    };
    let fits = side(rows)
        .zip(side(cols))
        .and_then(|(r, c)| Shape::new(r, c));
    if let Some(other) = fits.filter(|&other| other != shape) {
        error.message.push_str(&hint(other));
    }
    error
}

/// What an error on a file of board `other` adds: `; the patterns here
/// have 2 rows of 3 squares: --board 2x3?`.
pub(crate) fn hint(other: Shape) -> String {
    let rows = match other.rows() {
        1 => "1 row".to_string(),
        n => format!("{n} rows"),
    };
    let cols = other.cols();
    format!("; the patterns here have {rows} of {cols} squares: --board {other}?")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_start_lines_are_told_apart() {
        assert_eq!(row_width("W B  R\tE"), Some(4));
        assert_eq!(row_width("W X"), None);
        assert_eq!(row_width(""), None);
        assert!(is_start_line("0 0") && is_start_line("2\t3"));
        assert!(!is_start_line("1") && !is_start_line("1 2 3") && !is_start_line("W W"));
    }

    #[test]
    fn the_hint_names_another_board_only() {
        let error = || ParseError::new(4, 1, "expected B, W, R or E");
        let hinted = with_hint(error(), Shape::STATEMENT, Some(2), 3);
        assert_eq!(
            hinted.to_string(),
            "line 4, column 1: expected B, W, R or E; the patterns here have 2 rows of 3 squares: --board 2x3?"
        );
        assert_eq!(with_hint(error(), Shape::STATEMENT, Some(3), 3), error());
        assert_eq!(
            with_hint(error(), Shape::STATEMENT, Some(5), 3),
            error(),
            "no such board"
        );
        assert_eq!(
            with_hint(error(), Shape::STATEMENT, Some(1), 1),
            error(),
            "no such board"
        );
    }

    #[test]
    fn no_dataset_cut_from_a_taller_pattern_is_delivered() {
        let datasets = |text: &str, shape: &str| -> Vec<Result<String, String>> {
            let format = crate::CubeFormat::on(shape.parse().expect("a shape"));
            crate::Reader::with_format(text.as_bytes(), format)
                .map(|res| res.map(|d| d.to_string()).map_err(|e| e.to_string()))
                .collect()
        };
        // A 4 x 4 file read on 3 x 4: the fourth row stands where the next
        // start belongs, and the first three are no answerable dataset.
        let square = "1 1\nE W W W\nW W W W\nW W W W\nW W W W\n0 0\n";
        assert_eq!(
            datasets(square, "3x4"),
            [Err(
                "line 5, column 1: expected x from 1 to 4 (0 0 ends the input); \
                  the patterns here have 4 rows of 4 squares: --board 4x4?"
                    .to_string()
            )]
        );
        // On 2 x 3, a file whose second pattern has three rows: the first
        // dataset goes out, the second does not.
        let statement = "1 1\nE W W\nW W W\nW W W\n\n2 1\nW E W\nW W W\nW W W\n0 0\n";
        let two_rows = "1 1\nE W W\nW W W\n\n\n2 1\nW E W\nW W W\nW W W\n0 0\n";
        assert_eq!(
            datasets(two_rows, "2x3"),
            [
                Ok("1 1\nE W W\nW W W\n".to_string()),
                Err(
                    "line 9, column 1: expected x from 1 to 3 (0 0 ends the input); \
                     the patterns here have 3 rows of 3 squares: --board 3x3?"
                        .to_string()
                )
            ]
        );
        // A file of the board reads as before, blank lines and all.
        assert_eq!(datasets(statement, "3x3").len(), 2);
        assert_eq!(
            datasets("1 1\nE W\n\n  \n2 1\nW E\n0 0\n", "1x2"),
            [Ok("1 1\nE W\n".to_string()), Ok("2 1\nW E\n".to_string())]
        );
    }
}
