//! The judge input format on a board of R rows and C columns, read one
//! dataset at a time.
//!
//! ```text
//! x y            (the empty square at the start; 0 0 ends the input)
//! F11 F21 F31    (line j holds row y = j, columns x = 1 to C;
//! F12 F22 F32     the statement's board has three of three)
//! F13 F23 F33    (B, W, R, or E for the one empty square)
//! ```

use crate::misfit;
use crate::{Colour, Dataset, Pattern, Shape, Square};
use dice_core::text::{
    Datasets, Expected, Format, InputError, LineReader, PResult, ParseError, gap, int_in, next_int,
    parse_all,
};
use std::io::BufRead;

/// Reads datasets one at a time from a [`BufRead`] until `0 0`; every
/// dataset before a malformed one is still delivered.
///
/// `Reader::new(reader)` reads the statement's 3 x 3 board;
/// `Reader::with_format(reader, CubeFormat::on(shape))` any other. The
/// reader is an `Iterator` of `Result<Dataset, InputError>` that ends after
/// the end marker or the first error. Its methods are those of
/// [`Datasets`].
///
/// ```
/// use cube_puzzle::{CubeFormat, Reader, Shape};
/// let input = "1 2\nW W W\nE W W\nW W W\n0 0\n".as_bytes();
/// let datasets: Result<Vec<_>, _> = Reader::new(input).collect();
/// assert_eq!(datasets?[0].start, Shape::STATEMENT.square(1, 2).expect("on the board"));
/// let oblong = "2 1\nE W W\nW W W\n0 0\n".as_bytes();
/// let format = CubeFormat::on("2x3".parse()?);
/// let datasets: Result<Vec<_>, _> = Reader::with_format(oblong, format).collect();
/// assert_eq!(datasets?[0].pattern.shape().to_string(), "2x3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type Reader<R> = Datasets<R, CubeFormat>;

/// The cube puzzle's judge format on one shape of board, for
/// [`Datasets`]; the default is the statement's board.
#[derive(Clone, Copy, Debug)]
pub struct CubeFormat {
    shape: Shape,
    /// Whether a dataset was read: a row where a start line belongs then
    /// says that the dataset before had more rows than the board.
    read_any: bool,
}

impl CubeFormat {
    /// The format of datasets on boards of `shape`.
    pub const fn on(shape: Shape) -> CubeFormat {
        CubeFormat {
            shape,
            read_any: false,
        }
    }

    /// The board every dataset is on.
    pub const fn shape(self) -> Shape {
        self.shape
    }
}

/// The statement's 3 x 3 board.
impl Default for CubeFormat {
    fn default() -> CubeFormat {
        CubeFormat::on(Shape::STATEMENT)
    }
}

/// How many cells a row holds, as the messages name it.
const HOW_MANY: [&str; 5] = [
    "no cells",
    "one cell",
    "two cells",
    "three cells",
    "four cells",
];

/// A row's number of cells as a word, up to four.
const ROW_WORDS: [&str; 5] = ["no", "one", "two", "three", "four"];

impl Format for CubeFormat {
    type Dataset = Dataset;

    fn read<R: BufRead>(
        &mut self,
        lines: &mut LineReader<R>,
    ) -> Result<Option<Dataset>, InputError> {
        let shape = self.shape;
        let Some(line) = lines.next_non_blank()? else {
            return Err(lines.end_of_input(crate::framing::EXPECTED_AT_END).into());
        };
        let n_cols = usize::from(shape.cols());
        let start = line.parse(start_on(shape.cols(), shape.rows()));
        let Some((x, y)) = (match start {
            Ok(start) => start,
            Err(e) if self.read_any && misfit::row_width(line.text) == Some(n_cols) => {
                return Err(self.taller(e, lines).into());
            }
            Err(e) => return Err(e.into()),
        }) else {
            return Ok(None);
        };
        let start = Square { x, y };
        let mut tops = [Colour::White; crate::pattern::MAX_SQUARES];
        let mut hole: Option<Square> = None;
        for y in 1..=shape.rows() {
            let Some(line) = lines.next_line()? else {
                let count = ROW_WORDS[n_cols];
                let what = format!("expected row y = {y} of the pattern: {count} of B, W, R, E");
                return Err(lines.end_of_input(&what).into());
            };
            let cells = match line.parse(pattern_cells(n_cols)) {
                Ok(cells) => cells,
                Err(e) => {
                    // A file of another board: a first row of another
                    // width, or the next start line where a row belongs.
                    let error = match misfit::row_width(line.text) {
                        Some(width) if y == 1 => {
                            let more = misfit::rows_following(lines, width);
                            misfit::with_hint(e, shape, more.map(|more| 1 + more), width)
                        }
                        _ if y > 1 && misfit::is_start_line(line.text) => {
                            misfit::with_hint(e, shape, Some(usize::from(y) - 1), n_cols)
                        }
                        _ => e,
                    };
                    return Err(error.into());
                }
            };
            for (x, (cell, at)) in (1..=shape.cols()).zip(cells) {
                let sq = Square { x, y };
                match cell {
                    Some(colour) => tops[shape.index(sq)] = colour,
                    None if hole.is_some() => {
                        let message = "expected B, W or R: the pattern has exactly one E";
                        return Err(ParseError::new(line.number, at, message).into());
                    }
                    None => hole = Some(sq),
                }
            }
            if y == shape.rows() && hole.is_none() {
                let message = "expected exactly one E in the pattern, found none";
                return Err(ParseError::new(line.number, 1, message).into());
            }
        }
        // The loop above returned unless some row held the E.
        let hole = hole.expect("the last row's check found the E");
        let pattern = Pattern::new(shape, hole, |sq| tops[shape.index(sq)])
            .expect("the hole was read on the board");
        self.read_any = true;
        // A row of the board's width where the next start belongs: this
        // pattern was cut from a taller one (a file of another board),
        // and no answer is given for what was misread.
        if let Some(next) = lines.peek_non_blank()
            && misfit::row_width(next.text) == Some(n_cols)
            && let Err(e) = next.parse(start_on(shape.cols(), shape.rows()))
        {
            // Read the held row again, as the error's place.
            lines.next_line()?;
            return Err(self.taller(e, lines).into());
        }
        Ok(Some(Dataset { start, pattern }))
    }
}

impl CubeFormat {
    /// `e`, met on a row of the board's width where a start line belongs
    /// after a dataset, with the board whose patterns have the rows
    /// counted so far and those that follow.
    fn taller<R: BufRead>(self, e: ParseError, lines: &mut LineReader<R>) -> ParseError {
        let (shape, n_cols) = (self.shape, usize::from(self.shape.cols()));
        let rows = usize::from(shape.rows()) + 1;
        let more = misfit::rows_following(lines, n_cols);
        misfit::with_hint(e, shape, more.map(|more| rows + more), n_cols)
    }
}

/// Parses a whole input on the statement's board held in memory: every
/// dataset up to `0 0`, or the first error with its line and column.
///
/// ```
/// let datasets = cube_puzzle::parse("1 2\nW W W\nE W W\nW W W\n0 0\n")?;
/// assert_eq!(datasets.len(), 1);
/// let error = cube_puzzle::parse("1 2\nW W W\nW W W\nW W W\n0 0\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 4, column 1: expected exactly one E in the pattern, found none");
/// # Ok::<(), cube_puzzle::ParseError>(())
/// ```
pub fn parse(text: &str) -> Result<Vec<Dataset>, ParseError> {
    parse_all(text, CubeFormat::default())
}

/// Parses a whole input on boards of `shape` held in memory, as [`parse`]
/// does on the statement's.
///
/// ```
/// let shape = "2x3".parse()?;
/// let datasets = cube_puzzle::parse_on("3 2\nW B W\nR W E\n0 0\n", shape)?;
/// assert_eq!(datasets[0].pattern.to_string(), "W B W\nR W E\n");
/// let error = cube_puzzle::parse_on("4 1\n", shape).unwrap_err();
/// assert_eq!(error.to_string(), "line 1, column 1: expected x from 1 to 3 (0 0 ends the input)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_on(text: &str, shape: Shape) -> Result<Vec<Dataset>, ParseError> {
    parse_all(text, CubeFormat::on(shape))
}

/// `x y` with x from 1 to `cols` and y from 1 to `rows`, or `None` for the
/// closing `0 0`.
fn start_on<'a>(cols: u8, rows: u8) -> impl Fn(&'a str) -> PResult<'a, Option<(u8, u8)>> {
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

/// `n` cells separated by blanks: a colour, or `None` for `E`, each with
/// its column.
fn pattern_cells<'a>(n: usize) -> impl Fn(&'a str) -> PResult<'a, Vec<(Option<Colour>, usize)>> {
    move |input| {
        let how_many = HOW_MANY.get(n).copied().unwrap_or("all the cells");
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
        assert_eq!(sets[0].start, Square { x: 1, y: 2 });
        assert_eq!(sets[0].pattern.hole(), Square { x: 1, y: 2 });
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
            "line 3, column 1: expected row y = 2 of the pattern: three of B, W, R, E, found the end of the input"
        );
        assert_eq!(
            error_of("1 1\nE W W\nW W W\nW W W\n"),
            "line 5, column 1: expected the empty square x y, or 0 0, found the end of the input"
        );
        assert_eq!(
            error_of("1 1\nE W W\nW W W\nW W W"),
            "line 4, column 6: expected the empty square x y, or 0 0, found the end of the input"
        );
    }

    fn error_on(text: &str, shape: &str) -> String {
        let shape = shape.parse().expect("a shape");
        parse_on(text, shape).expect_err("malformed").to_string()
    }

    #[test]
    fn datasets_read_back_as_written() {
        let shape: Shape = "4x2".parse().expect("a shape");
        let text = "2 4\nW B\nR W\nB B\nE W\n1 1\nE R\nR R\nR R\nR R\n0 0\n";
        let datasets = parse_on(text, shape).expect("valid");
        let written: String = datasets.iter().map(|d| d.to_string()).collect();
        assert_eq!(format!("{written}0 0\n"), text);
        assert_eq!(datasets[0].start, Square { x: 2, y: 4 });
        assert_eq!(datasets[0].pattern.hole(), Square { x: 1, y: 4 });
    }

    #[test]
    fn a_file_of_another_board_says_which() {
        // A 2 x 3 file on the statement's board: its next start line
        // stands where the third row belongs.
        assert_eq!(
            error_of("1 1\nE W W\nW W W\n2 1\nW E W\nW W W\n0 0\n"),
            "line 4, column 1: expected B, W, R or E; the patterns here have 2 rows of 3 squares: --board 2x3?"
        );
        // A 3 x 4 file: a first row of four squares, three of them.
        assert_eq!(
            error_of("1 1\nE W W W\nW W W W\nW W W W\n0 0\n"),
            "line 2, column 7: expected the end of the row after three cells; \
             the patterns here have 3 rows of 4 squares: --board 3x4?"
        );
        // A 4 x 4 file on 3 x 4: the fourth row where the next start belongs.
        assert_eq!(
            error_on("1 1\nE W W W\nW W W W\nW W W W\nW W W W\n0 0\n", "3x4"),
            "line 5, column 1: expected x from 1 to 4 (0 0 ends the input); \
             the patterns here have 4 rows of 4 squares: --board 4x4?"
        );
        // A slip within a file of the right board says nothing more.
        assert_eq!(
            error_of("1 1\nE W W\nW X W\n"),
            "line 3, column 3: expected B, W, R or E"
        );
        assert_eq!(
            error_of("1 1\nE W W W\nW W W\nW W W\n0 0\n"),
            "line 2, column 7: expected the end of the row after three cells"
        );
    }

    #[test]
    fn errors_name_the_board_s_limits() {
        assert_eq!(
            error_on("3 1\n", "2x2"),
            "line 1, column 1: expected x from 1 to 2 (0 0 ends the input)"
        );
        assert_eq!(
            error_on("1 3\n", "2x4"),
            "line 1, column 3: expected y from 1 to 2 (0 0 ends the input)"
        );
        assert_eq!(
            error_on("1 1\nE W W W\nW W W\n", "2x4"),
            "line 3, column 6: expected four cells on this row, found 3"
        );
        assert_eq!(
            error_on("1 1\nE W\n", "2x1"),
            "line 2, column 3: expected the end of the row after one cell"
        );
        assert_eq!(
            error_on("1 1\nE\nE\n0 0\n", "2x1"),
            "line 3, column 1: expected B, W or R: the pattern has exactly one E"
        );
        assert_eq!(
            error_on("1 1\nW\nW\n0 0\n", "2x1"),
            "line 3, column 1: expected exactly one E in the pattern, found none"
        );
        assert_eq!(
            error_on("1 1\nE W\n", "2x2"),
            "line 3, column 1: expected row y = 2 of the pattern: two of B, W, R, E, found the end of the input"
        );
    }
}
