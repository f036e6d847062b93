//! The judge input format, read one maze at a time.
//!
//! ```text
//! NAME
//! R C start_row start_col top front
//! R lines of C integers from -1 to 6
//! ...
//! END
//! ```
//!
//! Sizes may go beyond the statement's 10 by 10, up to [`MAX_SIDE`] each;
//! larger ones are refused before anything is allocated.

use crate::{Maze, SquareValue};
use dice_core::text::{
    Datasets, Expected, Format, InputError, LineReader, PResult, ParseError, gap, int_in,
    name_line, next_int, parse_all,
};
use dice_core::{MAX_SIDE, Orientation, Pos};
use std::io::BufRead;

/// Reads mazes one at a time from a [`BufRead`] until `END`; every maze
/// before a malformed one is still delivered.
///
/// `Reader::new(reader)` wraps any `BufRead`; the reader is an `Iterator`
/// of `Result<Maze, InputError>` that ends after the end marker or the first
/// error. Its methods are those of [`Datasets`].
///
/// ```
/// let input = "A\n1 2 1 1 5 1\n-1 -1\nEND\n".as_bytes();
/// let mut mazes = dice_maze::Reader::new(input);
/// assert_eq!(mazes.next().expect("one maze")?.name, "A");
/// assert!(mazes.next().is_none());
/// # Ok::<(), dice_maze::InputError>(())
/// ```
pub type Reader<R> = Datasets<R, DiceFormat>;

/// The dice maze judge format, for [`Datasets`].
#[derive(Clone, Copy, Debug, Default)]
pub struct DiceFormat;

impl Format for DiceFormat {
    type Dataset = Maze;

    fn read<R: BufRead>(&mut self, lines: &mut LineReader<R>) -> Result<Option<Maze>, InputError> {
        let name = match lines.next_non_blank()? {
            None => return Err(lines.end_of_input(crate::framing::EXPECTED_AT_END).into()),
            Some(line) if line.text.trim_start() == "END" => return Ok(None),
            Some(line) => name_line(&line, "a maze name")?,
        };
        let header = match lines.next_line()? {
            Some(line) => line.parse(header)?,
            None => return Err(lines.end_of_input("expected the maze's size line").into()),
        };
        let mut maze = Maze::new(
            &name,
            header.n_rows,
            header.n_cols,
            header.start,
            header.die,
        );
        for row in 1..=header.n_rows {
            match lines.next_line()? {
                Some(line) => line.parse(|i| grid_row(i, maze.grid.row_mut(row)))?,
                None => {
                    let what =
                        format!("expected row {row} of the maze: {} integers", header.n_cols);
                    return Err(lines.end_of_input(&what).into());
                }
            }
        }
        Ok(Some(maze))
    }
}

/// Parses a whole input held in memory: every maze up to `END`, or the
/// first error with its line and column.
///
/// ```
/// let mazes = dice_maze::parse("A\n1 2 1 1 5 1\n-1 -1\nEND\n")?;
/// assert_eq!((mazes[0].grid.n_rows(), mazes[0].grid.n_cols()), (1, 2));
/// let error = dice_maze::parse("A\n1 2 1 1 5 5\n").unwrap_err();
/// assert_eq!(error.line, 2);
/// # Ok::<(), dice_maze::ParseError>(())
/// ```
pub fn parse(text: &str) -> Result<Vec<Maze>, ParseError> {
    parse_all(text, DiceFormat)
}

struct Header {
    n_rows: u32,
    n_cols: u32,
    start: Pos,
    die: Orientation,
}

fn header(input: &str) -> PResult<'_, Header> {
    let max = i64::from(MAX_SIDE);
    let (i, n_rows) = int_in(1, max)(input)?;
    let (i, n_cols) = next_int(1, max)(i)?;
    let (i, row) = next_int(1, n_rows)(i)?;
    let (i, col) = next_int(1, n_cols)(i)?;
    let (i, top) = next_int(1, 6)(i)?;
    let front_at = i.trim_start_matches([' ', '\t']);
    let (i, front) = next_int(1, 6)(i)?;
    let Some(die) = Orientation::new(top as u8, front as u8) else {
        let message = format!(
            "expected a front face beside top face {top} (not {top} or {})",
            7 - top
        );
        return Err(nom::Err::Failure(Expected::new(front_at, message)));
    };
    // The ranges above bound every value, so the casts are exact.
    let header = Header {
        n_rows: n_rows as u32,
        n_cols: n_cols as u32,
        start: Pos::new(row as u32, col as u32),
        die,
    };
    Ok((i, header))
}

fn grid_row<'a>(input: &'a str, row: &mut [SquareValue]) -> PResult<'a, ()> {
    let mut rest = input;
    let n_cols = row.len();
    for (k, square) in row.iter_mut().enumerate() {
        if k > 0 {
            if rest.is_empty() {
                let message = format!("expected {n_cols} integers on this row, found {k}");
                return Err(nom::Err::Failure(Expected::new(rest, message)));
            }
            rest = gap(rest)?.0;
        }
        let (after, value) = int_in(-1, 6)(rest)?;
        *square = SquareValue::new(value as i8).unwrap_or(SquareValue::EMPTY);
        rest = after;
    }
    let trailing = rest.trim_start_matches([' ', '\t']);
    if !trailing.is_empty() {
        let message = format!("expected the end of the row after {n_cols} integers");
        return Err(nom::Err::Failure(Expected::new(trailing, message)));
    }
    Ok((rest, ()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> String {
        parse(text).expect_err("malformed").to_string()
    }

    #[test]
    fn reads_the_sample_shape() {
        let mazes = parse("M1\n2 3 1 2 5 1\n-1 2 4\r\n5 5 6   \nEND").expect("valid");
        assert_eq!(mazes.len(), 1);
        let maze = &mazes[0];
        assert_eq!(maze.name, "M1");
        assert_eq!(maze.start, Pos::new(1, 2));
        assert_eq!(maze.die, Orientation::REFERENCE);
        let sq = |v| SquareValue::new(v).expect("a square value");
        assert_eq!(maze.grid.row(1), &[SquareValue::WILD, sq(2), sq(4)]);
        assert_eq!(maze.grid.row(2), &[sq(5), sq(5), sq(6)]);
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(
            error_of("M\n2 2 1 1 5 1\n1 7\n1 1\nEND\n"),
            "line 3, column 3: expected an integer from -1 to 6"
        );
        assert_eq!(
            error_of("M\n2 2 3 1 5 1\n"),
            "line 2, column 5: expected an integer from 1 to 2"
        );
        assert_eq!(
            error_of("M\n2 2 1 1 5 2\n"),
            "line 2, column 11: expected a front face beside top face 5 (not 5 or 2)"
        );
        assert_eq!(
            error_of("M\n2 2 1 1 5 1\n1\n"),
            "line 3, column 2: expected 2 integers on this row, found 1"
        );
        assert_eq!(
            error_of("M\n2 2 1 1 5 1\n1 1 1\n"),
            "line 3, column 5: expected the end of the row after 2 integers"
        );
        assert_eq!(
            error_of("M\n2 2 1 1 5 1\n1 1\n"),
            "line 4, column 1: expected row 2 of the maze: 2 integers, found the end of the input"
        );
        assert_eq!(
            error_of("M\n1 1 1 1 5 1\n1\n"),
            "line 4, column 1: expected a maze name or END, found the end of the input"
        );
        // Where the missing row was expected, not the end of the line before.
        assert_eq!(
            error_of("M\n4096 4096 1 1 5 1\n"),
            "line 3, column 1: expected row 1 of the maze: 4096 integers, found the end of the input"
        );
        // Input cut inside a line: just past the text it ends with.
        assert_eq!(
            error_of("M\n2 2 1 1 5 1\n1 1"),
            "line 3, column 4: expected row 2 of the maze: 2 integers, found the end of the input"
        );
        assert_eq!(
            error_of("M\n1000000000 1000000000 1 1 5 1\n"),
            "line 2, column 1: expected an integer from 1 to 4096"
        );
        assert_eq!(
            error_of("two words\n"),
            "line 1, column 4: expected a maze name without blanks"
        );
    }

    #[test]
    fn earlier_mazes_survive_a_later_error() {
        let mut reader = Reader::new(&b"A\n1 1 1 1 5 1\n0\nB\n1 x\n"[..]);
        assert!(matches!(reader.next(), Some(Ok(_))));
        assert!(matches!(reader.next(), Some(Err(_))));
        assert!(reader.next().is_none());
    }
}
