//! The judge input format on a board of R rows and C columns: `x y` (the
//! empty square at the start; `0 0` ends the input), then R lines of C
//! cells (`B`, `W`, `R`, or `E` for the one empty square).

use super::{Shape, ShapedDataset, ShapedPattern};
use crate::parse::{pattern_cells, start_on};
use crate::{Colour, Square};
use dice_core::text::{Datasets, Format, InputError, LineReader, ParseError, parse_all};
use std::io::BufRead;

/// The cube puzzle's judge format on a board of some shape, for
/// [`Datasets`].
#[derive(Clone, Copy, Debug)]
pub struct ShapedFormat {
    /// The board every dataset is on.
    pub shape: Shape,
}

/// Reads datasets on one shape of board one at a time until `0 0`; every
/// dataset before a malformed one is still delivered.
pub type ShapedReader<R> = Datasets<R, ShapedFormat>;

impl Format for ShapedFormat {
    type Dataset = ShapedDataset;

    fn read<R: BufRead>(
        &mut self,
        lines: &mut LineReader<R>,
    ) -> Result<Option<ShapedDataset>, InputError> {
        let shape = self.shape;
        let Some(line) = lines.next_non_blank()? else {
            return Err(lines.end_of_input(crate::framing::EXPECTED_AT_END).into());
        };
        let Some((x, y)) = line.parse(start_on(shape.cols(), shape.rows()))? else {
            return Ok(None);
        };
        let start = Square { x, y };
        let mut tops = [Colour::White; super::MAX_SQUARES];
        let mut hole: Option<Square> = None;
        let n_cols = usize::from(shape.cols());
        for y in 1..=shape.rows() {
            let Some(line) = lines.next_line()? else {
                let what = format!("expected row y = {y} of the pattern: {n_cols} of B, W, R, E");
                return Err(lines.end_of_input(&what).into());
            };
            let cells = line.parse(pattern_cells(n_cols))?;
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
        let hole = hole.unwrap_or(start);
        let pattern = ShapedPattern::new(shape, hole, |sq| tops[shape.index(sq)]);
        Ok(pattern.map(|pattern| ShapedDataset { start, pattern }))
    }
}

/// Parses a whole input on boards of `shape` held in memory: every dataset
/// up to `0 0`, or the first error with its line and column.
///
/// ```
/// let shape = "2x3".parse()?;
/// let datasets = cube_puzzle::shaped::parse_shaped("3 2\nW B W\nR W E\n0 0\n", shape)?;
/// assert_eq!(datasets[0].pattern.to_string(), "W B W\nR W E\n");
/// let error = cube_puzzle::shaped::parse_shaped("4 1\n", shape).unwrap_err();
/// assert_eq!(error.to_string(), "line 1, column 1: expected x from 1 to 3 (0 0 ends the input)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_shaped(text: &str, shape: Shape) -> Result<Vec<ShapedDataset>, ParseError> {
    parse_all(text, ShapedFormat { shape })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str, shape: &str) -> String {
        let shape = shape.parse().expect("a shape");
        parse_shaped(text, shape)
            .expect_err("malformed")
            .to_string()
    }

    #[test]
    fn datasets_read_back_as_written() {
        let shape: Shape = "4x2".parse().expect("a shape");
        let text = "2 4\nW B\nR W\nB B\nE W\n1 1\nE R\nR R\nR R\nR R\n0 0\n";
        let datasets = parse_shaped(text, shape).expect("valid");
        let written: String = datasets.iter().map(|d| d.to_string()).collect();
        assert_eq!(format!("{written}0 0\n"), text);
        assert_eq!(datasets[0].start, Square { x: 2, y: 4 });
        assert_eq!(datasets[0].pattern.hole(), Square { x: 1, y: 4 });
    }

    #[test]
    fn errors_name_the_board_s_limits() {
        assert_eq!(
            error_of("3 1\n", "2x2"),
            "line 1, column 1: expected x from 1 to 2 (0 0 ends the input)"
        );
        assert_eq!(
            error_of("1 3\n", "2x4"),
            "line 1, column 3: expected y from 1 to 2 (0 0 ends the input)"
        );
        assert_eq!(
            error_of("1 1\nE W W W\nW W W\n", "2x4"),
            "line 3, column 6: expected four cells on this row, found 3"
        );
        assert_eq!(
            error_of("1 1\nE W\n", "2x1"),
            "line 2, column 3: expected the end of the row after one cell"
        );
        assert_eq!(
            error_of("1 1\nE\nE\n0 0\n", "2x1"),
            "line 3, column 1: expected B, W or R: the pattern has exactly one E"
        );
        assert_eq!(
            error_of("1 1\nW\nW\n0 0\n", "2x1"),
            "line 3, column 1: expected exactly one E in the pattern, found none"
        );
        assert_eq!(
            error_of("1 1\nE W\n", "2x2"),
            "line 2, column 4: expected row y = 2 of the pattern: 2 of B, W, R, E, found the end of the input"
        );
    }
}
