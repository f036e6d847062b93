//! The judge input format, read one dataset at a time.
//!
//! ```text
//! x y            (the empty square at the start; 0 0 ends the input)
//! F11 F21 F31    (line j holds row y = j, columns x = 1, 2, 3)
//! F12 F22 F32
//! F13 F23 F33    (B, W, R, or E for the one empty square)
//! ```

use crate::{Colour, Dataset, N_SQUARES, Pattern, Square};
use dice_core::text::{
    Datasets, Expected, Format, InputError, LineReader, PResult, ParseError, gap, int_in, next_int,
    parse_all,
};
use std::io::BufRead;

/// Reads datasets one at a time from a [`BufRead`] until `0 0`; every
/// dataset before a malformed one is still delivered.
///
/// `Reader::new(reader)` wraps any `BufRead`; the reader is an `Iterator`
/// of `Result<Dataset, InputError>` that ends after the end marker or the first
/// error. Its methods are those of [`Datasets`].
///
/// ```
/// let input = "1 2\nW W W\nE W W\nW W W\n0 0\n".as_bytes();
/// let datasets: Result<Vec<_>, _> = cube_puzzle::Reader::new(input).collect();
/// assert_eq!(datasets?[0].start, cube_puzzle::Square::new(1, 2).expect("on the board"));
/// # Ok::<(), cube_puzzle::InputError>(())
/// ```
pub type Reader<R> = Datasets<R, CubeFormat>;

/// The Cubic Eight-Puzzle judge format, for [`Datasets`].
#[derive(Clone, Copy, Debug, Default)]
pub struct CubeFormat;

impl Format for CubeFormat {
    type Dataset = Dataset;

    fn read<R: BufRead>(
        &mut self,
        lines: &mut LineReader<R>,
    ) -> Result<Option<Dataset>, InputError> {
        let Some(line) = lines.next_non_blank()? else {
            return Err(lines.end_of_input(crate::framing::EXPECTED_AT_END).into());
        };
        let Some(start) = line.parse(start_line)? else {
            return Ok(None);
        };
        let mut tops = [Colour::White; N_SQUARES];
        let mut hole: Option<Square> = None;
        for y in 1..=3u8 {
            let Some(line) = lines.next_line()? else {
                let what = format!("expected row y = {y} of the pattern: three of B, W, R, E");
                return Err(lines.end_of_input(&what).into());
            };
            let cells = line.parse(pattern_row)?;
            for (x, (cell, at)) in (1..=3u8).zip(cells) {
                let sq = Square::from_index(usize::from(y - 1) * 3 + usize::from(x - 1));
                match cell {
                    Some(colour) => tops[sq.index()] = colour,
                    None if hole.is_some() => {
                        let message = "expected B, W or R: the pattern has exactly one E";
                        return Err(ParseError::new(line.number, at, message).into());
                    }
                    None => hole = Some(sq),
                }
            }
            if y == 3 && hole.is_none() {
                let message = "expected exactly one E in the pattern, found none";
                return Err(ParseError::new(line.number, 1, message).into());
            }
        }
        let hole = hole.unwrap_or(start);
        Ok(Some(Dataset {
            start,
            pattern: Pattern::new(hole, tops),
        }))
    }
}

/// Parses a whole input held in memory: every dataset up to `0 0`, or the
/// first error with its line and column.
///
/// ```
/// let datasets = cube_puzzle::parse("1 2\nW W W\nE W W\nW W W\n0 0\n")?;
/// assert_eq!(datasets.len(), 1);
/// let error = cube_puzzle::parse("1 2\nW W W\nW W W\nW W W\n0 0\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 4, column 1: expected exactly one E in the pattern, found none");
/// # Ok::<(), cube_puzzle::ParseError>(())
/// ```
pub fn parse(text: &str) -> Result<Vec<Dataset>, ParseError> {
    parse_all(text, CubeFormat)
}

/// `x y`, or `None` for the closing `0 0`.
fn start_line(input: &str) -> PResult<'_, Option<Square>> {
    let (i, start) = start_on(3, 3)(input)?;
    // Both are from 1 to 3 here.
    Ok((i, start.and_then(|(x, y)| Square::new(x, y))))
}

/// `x y` with x from 1 to `cols` and y from 1 to `rows`, or `None` for the
/// closing `0 0`.
pub(crate) fn start_on<'a>(
    cols: u8,
    rows: u8,
) -> impl Fn(&'a str) -> PResult<'a, Option<(u8, u8)>> {
    move |input| {
        let expected_x = format!("expected x from 1 to {cols} (0 0 ends the input)");
        let expected_y = format!("expected y from 1 to {rows} (0 0 ends the input)");
        let (i, x) =
            int_in(0, i64::from(cols))(input).map_err(|e| renamed(e, expected_x.clone()))?;
        let y_at = i.trim_start_matches([' ', '\t']);
        let (i, y) = next_int(0, i64::from(rows))(i).map_err(|e| renamed(e, expected_y.clone()))?;
        match (x, y) {
            (0, 0) => Ok((i, None)),
            (0, _) => Err(nom::Err::Failure(Expected::new(input, expected_x))),
            (_, 0) => Err(nom::Err::Failure(Expected::new(y_at, expected_y))),
            _ => Ok((i, Some((x as u8, y as u8)))),
        }
    }
}

/// The same failure, saying `what` was expected.
fn renamed<'a>(e: nom::Err<Expected<'a>>, what: String) -> nom::Err<Expected<'a>> {
    e.map(|e| Expected::new(e.rest, what))
}

/// Three cells separated by blanks: a colour, or `None` for `E`, each with
/// its column.
fn pattern_row(input: &str) -> PResult<'_, [(Option<Colour>, usize); 3]> {
    let (rest, cells) = pattern_cells(3)(input)?;
    Ok((rest, [cells[0], cells[1], cells[2]]))
}

/// `n` cells separated by blanks: a colour, or `None` for `E`, each with
/// its column.
pub(crate) fn pattern_cells<'a>(
    n: usize,
) -> impl Fn(&'a str) -> PResult<'a, Vec<(Option<Colour>, usize)>> {
    move |input| {
        let how_many = [
            "no cells",
            "one cell",
            "two cells",
            "three cells",
            "four cells",
        ]
        .get(n)
        .copied()
        .unwrap_or("all the cells");
        let mut cells = Vec::with_capacity(n);
        let mut rest = input;
        for k in 0..n {
            if k > 0 {
                if rest.is_empty() {
                    let message = format!("expected {how_many} on this row, found {k}");
                    return Err(nom::Err::Failure(Expected::new(rest, message)));
                }
                rest = gap(rest)?.0;
            }
            let column = input.len() - rest.len() + 1;
            let mut chars = rest.chars();
            let value = match chars.next() {
                Some('E') => None,
                Some(c) if Colour::from_letter(c).is_some() => Colour::from_letter(c),
                _ => {
                    return Err(nom::Err::Failure(Expected::new(
                        rest,
                        "expected B, W, R or E",
                    )));
                }
            };
            rest = chars.as_str();
            if rest.starts_with(|c: char| !c.is_whitespace()) {
                return Err(nom::Err::Failure(Expected::new(
                    rest,
                    "expected a space after the colour",
                )));
            }
            cells.push((value, column));
        }
        let trailing = rest.trim_start_matches([' ', '\t']);
        if !trailing.is_empty() {
            let message = format!("expected the end of the row after {how_many}");
            return Err(nom::Err::Failure(Expected::new(trailing, message)));
        }
        Ok((rest, cells))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> String {
        parse(text).expect_err("malformed").to_string()
    }

    #[test]
    fn reads_a_dataset_with_trailing_spaces() {
        let sets = parse("1 2 \nW W W \nE W W \nW W W \n0 0").expect("valid");
        assert_eq!(sets.len(), 1);
        assert_eq!(sets[0].start, Square::new(1, 2).expect("on the board"));
        assert_eq!(
            sets[0].pattern.hole(),
            Square::new(1, 2).expect("on the board")
        );
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(
            error_of("4 1\n"),
            "line 1, column 1: expected x from 1 to 3 (0 0 ends the input)"
        );
        assert_eq!(
            error_of("0 2\n"),
            "line 1, column 1: expected x from 1 to 3 (0 0 ends the input)"
        );
        assert_eq!(
            error_of("2  0\nE W W\nW W W\nW W W\n0 0\n"),
            "line 1, column 4: expected y from 1 to 3 (0 0 ends the input)"
        );
        assert_eq!(
            error_of("1 1\nW W W\nW X W\n"),
            "line 3, column 3: expected B, W, R or E"
        );
        assert_eq!(
            error_of("1 1\nE W W\nW E W\n"),
            "line 3, column 3: expected B, W or R: the pattern has exactly one E"
        );
        assert_eq!(
            error_of("1 1\nW W W\nW W W\nW W W\n0 0\n"),
            "line 4, column 1: expected exactly one E in the pattern, found none"
        );
        assert_eq!(
            error_of("1 1\nW W\n"),
            "line 2, column 4: expected three cells on this row, found 2"
        );
        assert_eq!(
            error_of("1 1\nE W W\n"),
            "line 2, column 6: expected row y = 2 of the pattern: three of B, W, R, E, found the end of the input"
        );
        assert_eq!(
            error_of("1 1\nE W W\nW W W\nW W W\n"),
            "line 4, column 6: expected the empty square x y, or 0 0, found the end of the input"
        );
    }
}
