//! The strict input validator for judge data: the canonical layout, the
//! original statement's limits, and its promise that each maze has exactly
//! one shortest tour or none.

use crate::{ShortestTours, parse, try_count_shortest_tours};
use dice_core::Orientation;
use dice_core::memory::{DatasetRefused, OutOfMemory};
use dice_core::strict::{Limits, StrictLines};
use dice_core::text::ParseError;

/// The longest maze name the statement allows.
pub use dice_core::strict::MAX_NAME_CHARS;

/// The most mazes a judge file may hold (the statement says it; the
/// package's largest secret files hold this many).
pub const MAX_MAZES: usize = 300;

/// The most rows and columns a maze may have under the statement's limits
/// (abbott reads up to [`dice_core::MAX_SIDE`]).
pub const STATEMENT_SIDE: u32 = 10;

/// Every rule of the judge format that `input` breaks, in file order; an
/// empty list for valid judge data. The promise of one shortest tour is
/// checked by a search whose refused memory ends the process, as a
/// refused allocation does; [`try_validate`] gives the refusal instead.
///
/// ```
/// use dice_core::strict::Limits;
/// let valid = b"M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n";
/// assert!(dice_maze::validate(valid, Limits::Original).is_empty());
/// assert_eq!(
///     dice_maze::validate(b"M\n1 3 1 1 5 1\n-1 -1 7\nEND\n", Limits::Original)[0].to_string(),
///     "line 3, column 7: expected an integer from -1 to 6, found \"7\""
/// );
/// ```
pub fn validate(input: &[u8], limits: Limits) -> Vec<ParseError> {
    try_validate(input, limits).unwrap_or_else(|e| e.refused.abort())
}

/// [`validate`], or the first maze whose search for its shortest tours the
/// system refuses its memory (the violations found before it are then
/// not given: the file cannot be judged valid or not).
///
/// ```
/// use dice_core::strict::Limits;
/// let valid = b"M\n1 3 1 1 5 1\n-1 -1 -1\nEND\n";
/// assert_eq!(dice_maze::try_validate(valid, Limits::Original), Ok(Vec::new()));
/// ```
pub fn try_validate(input: &[u8], limits: Limits) -> Result<Vec<ParseError>, DatasetRefused> {
    let max_side = limits.side(i64::from(STATEMENT_SIDE));
    let mut lines = StrictLines::new(input);
    let mut n_mazes = 0;
    while let Some((name, name_token)) = lines.next_maze_name(n_mazes) {
        let before = lines.n_violations();
        lines.check_name_length(&name_token);
        n_mazes += 1;
        lines.count_dataset(n_mazes, MAX_MAZES, limits, name.number, "mazes");
        let Some(header) = lines.next_line("the maze's size, start and die") else {
            return Ok(lines.finish());
        };
        let what = "rows, columns, start row, start column, top face, front face";
        let Some(fields) = lines.exact_tokens(&header, 6, what) else {
            return Ok(lines.finish());
        };
        let statement_side = i64::from(STATEMENT_SIDE);
        let (Some(n_rows), Some(n_cols)) = (
            fields[0].side(&mut lines, limits, statement_side),
            fields[1].side(&mut lines, limits, statement_side),
        ) else {
            return Ok(lines.finish());
        };
        // A side past the limits is one violation; the maze is still read
        // and held to the promise of one shortest tour.
        let beyond = [n_rows, n_cols].iter().filter(|&&v| v > max_side).count();
        let start_row = fields[2].int(&mut lines, 1, n_rows);
        let start_col = fields[3].int(&mut lines, 1, n_cols);
        let top = fields[4].int(&mut lines, 1, 6);
        let front = fields[5].int(&mut lines, 1, 6);
        if let (Some(top), Some(front)) = (top, front)
            && (top == front || top + front == 7)
        {
            let message = format!(
                "expected a front face beside the top face {top}, found {front} (equal or opposite)"
            );
            lines.violation(header.number, fields[5].column, message);
        }
        for row in 1..=n_rows {
            let Some(line) = lines.next_line(&format!("row {row} of the maze")) else {
                return Ok(lines.finish());
            };
            let Some(squares) = lines.exact_tokens(&line, n_cols as usize, "a row of squares")
            else {
                continue;
            };
            for (col, square) in (1..).zip(&squares) {
                let value = square.int(&mut lines, -1, 6);
                if value == Some(0) && Some(row) == start_row && Some(col) == start_col {
                    lines.violation(
                        line.number,
                        square.column,
                        "expected a square the die can stand on at the start, found 0",
                    );
                }
            }
        }
        if lines.n_violations() == before + beyond {
            promise_one_tour(&mut lines, name.number, header.number).map_err(|refused| {
                DatasetRefused {
                    number: n_mazes,
                    line: name.number,
                    refused,
                }
            })?;
        }
    }
    Ok(lines.finish())
}

/// Counts the shortest tours of the well-formed maze whose name is on line
/// `name_line` and records a violation if there are two or more; or the
/// system's refusal of the search's memory.
fn promise_one_tour(
    lines: &mut StrictLines<'_>,
    name_line: usize,
    header_line: usize,
) -> Result<(), OutOfMemory> {
    let text: String = (name_line..lines.line_number())
        .filter_map(|n| lines.line(n))
        .flat_map(|t| [t, "\n"])
        .chain(["END\n"])
        .collect();
    // The strict checks above accept only what the parser reads.
    let maze = match parse(&text).ok().and_then(|mazes| mazes.into_iter().next()) {
        Some(maze) => maze,
        None => {
            lines.violation(name_line, 1, "expected a maze the solver can read");
            return Ok(());
        }
    };
    debug_assert!(Orientation::new(maze.die.top(), maze.die.front()).is_some());
    let count = try_count_shortest_tours(&maze)?;
    if let (Some(moves), ShortestTours::Several) = (count.moves, count.shortest) {
        lines.violation(
            header_line,
            1,
            format!(
                "expected at most one shortest tour (the statement's promise), found several of {moves} moves"
            ),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(text: &str) -> Vec<String> {
        validate(text.as_bytes(), Limits::Original)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    const SAMPLE: &str = "DICEMAZE1\n3 3 1 2 5 1\n-1 2 4\n5 5 6\n6 -1 -1\nDICEMAZE3\n3 3 1 1 2 4\n2 2 3\n4 5 6\n-1 -1 -1\nEND\n";

    #[test]
    fn the_sample_is_valid() {
        assert_eq!(messages(SAMPLE), Vec::<String>::new());
    }

    #[test]
    fn limits_of_the_statement() {
        let big = format!("M\n11 1 1 1 5 1\n{}END\n", "-1\n".repeat(11));
        assert_eq!(
            messages(&big),
            ["line 2, column 1: expected an integer from 1 to 10, found \"11\""]
        );
        assert!(validate(big.as_bytes(), Limits::Extended).is_empty());
        let longest_name = "M".repeat(20);
        assert!(messages(&format!("{longest_name}\n1 2 1 1 5 1\n-1 -1\nEND\n")).is_empty());
        let long_name = "M".repeat(21);
        assert_eq!(
            messages(&format!("{long_name}\n1 2 1 1 5 1\n-1 -1\nEND\n")),
            ["line 1, column 21: expected a name of at most 20 characters, found 21"]
        );
        assert_eq!(
            messages("M\n1 2 1 3 5 1\n-1 -1\nEND\n"),
            ["line 2, column 7: expected an integer from 1 to 2, found \"3\""]
        );
        assert_eq!(
            messages("M\n1 2 1 1 5 2\n-1 -1\nEND\n"),
            [
                "line 2, column 11: expected a front face beside the top face 5, found 2 (equal or opposite)"
            ]
        );
        assert_eq!(
            messages("M\n1 2 1 1 5 1\n0 -1\nEND\n"),
            ["line 3, column 1: expected a square the die can stand on at the start, found 0"]
        );
    }

    #[test]
    fn one_byte_from_valid_is_invalid() {
        for (text, expected) in [
            (
                "M\n1 2 1 1 5 1\n-1 -1\nEND",
                "line 4, column 4: expected a newline at the end of the input",
            ),
            (
                "M\n1 2 1 1 5 1\n-1 -1 \nEND\n",
                "line 3, column 6: expected no space at the end of the line",
            ),
            (
                "M\n1 2 1 1 5 1\n-1 -1\nEND\n\n",
                "line 5, column 1: expected the end of the input after \"END\"",
            ),
            (
                "M\n1 2 1 1 5 1\n-1 -1\n\nEND\n",
                "line 4, column 1: expected a line with text, found a blank line",
            ),
            (
                "M\n1 2 1 1 5 1\n-1 -1\r\nEND\n",
                "line 3, column 6: expected printable ASCII, found a carriage return",
            ),
            (
                "M\n1 2 1 1 5 1\n-1 -1 -1\nEND\n",
                "line 3, column 7: expected a row of squares (2 fields), found 3 fields",
            ),
            (
                "M\n1 2 1 1 5 1\n-1\nEND\n",
                "line 3, column 3: expected a row of squares (2 fields), found 1 field",
            ),
            (
                "M\n1 2 1 1 5 1\n-1 -1\n",
                "line 4, column 1: expected a maze name or END, found the end of the input",
            ),
            (
                "END\n",
                "line 1, column 1: expected at least one dataset before END",
            ),
            (
                "MY MAZE\n1 2 1 1 5 1\n-1 -1\nEND\n",
                "line 1, column 4: expected a maze name without blanks, found 2 fields",
            ),
        ] {
            assert_eq!(messages(text), [expected], "{text:?}");
        }
    }

    #[test]
    fn a_maze_past_the_limits_is_still_held_to_the_promise() {
        let mut input = String::from("M\n12 3 1 1 5 1\n");
        input.push_str(&"-1 -1 -1\n".repeat(12));
        input.push_str("END\n");
        let said: Vec<String> = validate(input.as_bytes(), Limits::Original)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            said,
            [
                "line 2, column 1: expected an integer from 1 to 10, found \"12\"",
                "line 2, column 1: expected at most one shortest tour (the statement's promise), found several of 2 moves"
            ]
        );
        let extended: Vec<String> = validate(input.as_bytes(), Limits::Extended)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(extended, said[1..]);
        // At the limit itself a side breaks nothing, and the promise is
        // still checked.
        let mut at_limit = String::from("M\n10 3 1 1 5 1\n");
        at_limit.push_str(&"-1 -1 -1\n".repeat(10));
        at_limit.push_str("END\n");
        let said: Vec<String> = validate(at_limit.as_bytes(), Limits::Original)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            said,
            [
                "line 2, column 1: expected at most one shortest tour (the statement's promise), found several of 2 moves"
            ]
        );
    }

    #[test]
    fn two_shortest_tours_break_the_promise() {
        // Wild squares all round a 2 x 2 block: the die can go round
        // either way.
        assert_eq!(
            messages("M\n2 2 1 1 5 1\n-1 -1\n-1 -1\nEND\n"),
            [
                "line 2, column 1: expected at most one shortest tour (the statement's promise), found several of 2 moves"
            ]
        );
    }

    #[test]
    fn a_file_holds_at_most_300_mazes() {
        let maze = "M\n1 2 1 1 5 1\n-1 -1\n";
        let most = format!("{}END\n", maze.repeat(MAX_MAZES));
        assert!(messages(&most).is_empty());
        let one_more = format!("{}END\n", maze.repeat(MAX_MAZES + 1));
        assert_eq!(
            messages(&one_more),
            ["line 901, column 1: expected at most 300 mazes in a file"]
        );
        assert!(validate(one_more.as_bytes(), Limits::Extended).is_empty());
    }
}
