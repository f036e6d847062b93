//! The judge input format, read one maze at a time.
//!
//! ```text
//! NAME
//! start_row start_col heading goal_row goal_col
//! row col SIGN SIGN ... *      (one line per intersection)
//! 0
//! ...
//! END
//! ```
//!
//! A sign is a heading of arrival (`N`, `E`, `S`, `W`) and one to three
//! distinct turns (`L`, `F`, `R`). Coordinates may go beyond the statement's
//! single digits, up to [`MAX_SIDE`]; the maze spans the largest row and
//! column named.

use crate::{Maze, Signpost, Turn};
use dice_core::text::{
    Datasets, Expected, Format, InputError, LineReader, PResult, ParseError, gap, int_in,
    name_line, next_int, parse_all,
};
use dice_core::{Grid, Heading, MAX_SIDE, Pos};
use std::io::BufRead;

/// Reads mazes one at a time from a [`BufRead`] until `END`; every maze
/// before a malformed one is still delivered.
///
/// `Reader::new(reader)` wraps any `BufRead`; the reader is an `Iterator`
/// of `Result<Maze, InputError>` that ends after the end marker or the first
/// error. Its methods are those of [`Datasets`].
///
/// ```
/// let input = "M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n".as_bytes();
/// let mazes: Result<Vec<_>, _> = arrow_maze::Reader::new(input).collect();
/// assert_eq!(mazes?[0].goal, arrow_maze::Pos::new(1, 1));
/// # Ok::<(), arrow_maze::InputError>(())
/// ```
pub type Reader<R> = Datasets<R, ArrowFormat>;

/// The arrow maze judge format, for [`Datasets`]. It keeps its buffer of
/// intersections from one maze to the next.
#[derive(Clone, Debug, Default)]
pub struct ArrowFormat {
    posts: Vec<(Pos, Signpost)>,
}

impl Format for ArrowFormat {
    type Dataset = Maze;

    fn read<R: BufRead>(&mut self, lines: &mut LineReader<R>) -> Result<Option<Maze>, InputError> {
        let name = match lines.next_non_blank()? {
            None => return Err(lines.end_of_input(crate::framing::EXPECTED_AT_END).into()),
            Some(line) if line.text.trim_start() == "END" => return Ok(None),
            Some(line) => name_line(&line, "a maze name")?,
        };
        let (start, heading, goal) = match lines.next_line()? {
            Some(line) => line.parse(start_line)?,
            None => return Err(lines.end_of_input("expected the start line").into()),
        };
        self.posts.clear();
        let (mut n_rows, mut n_cols) = (start.row.max(goal.row), start.col.max(goal.col));
        loop {
            let Some(line) = lines.next_non_blank()? else {
                let what = "expected an intersection line or the 0 that ends the maze";
                return Err(lines.end_of_input(what).into());
            };
            match line.parse(intersection)? {
                None => break,
                Some((pos, post)) => {
                    n_rows = n_rows.max(pos.row);
                    n_cols = n_cols.max(pos.col);
                    self.posts.push((pos, post));
                }
            }
        }
        let mut signs = Grid::new(n_rows, n_cols, Signpost::NONE, Signpost::NONE);
        for &(pos, post) in &self.posts {
            let merged = signs.get(pos).unwrap_or(Signpost::NONE).merge(post);
            signs.set(pos, merged);
        }
        Ok(Some(Maze {
            name,
            start,
            heading,
            goal,
            signs,
        }))
    }
}

/// Parses a whole input held in memory: every maze up to `END`, or the
/// first error with its line and column.
///
/// ```
/// let mazes = arrow_maze::parse("M\n3 1 N 1 1\n2 1 SF NF *\n0\nEND\n")?;
/// assert_eq!(mazes[0].start, arrow_maze::Pos::new(3, 1));
/// assert_eq!(mazes[0].heading, arrow_maze::Heading::North);
/// # Ok::<(), arrow_maze::ParseError>(())
/// ```
pub fn parse(text: &str) -> Result<Vec<Maze>, ParseError> {
    parse_all(text, ArrowFormat::default())
}

fn coordinate(input: &str) -> PResult<'_, u32> {
    int_in(1, i64::from(MAX_SIDE))(input).map(|(rest, v)| (rest, v as u32))
}

fn next_coordinate(input: &str) -> PResult<'_, u32> {
    next_int(1, i64::from(MAX_SIDE))(input).map(|(rest, v)| (rest, v as u32))
}

fn heading_letter(input: &str) -> PResult<'_, Heading> {
    let letter = input.chars().next().and_then(Heading::from_letter);
    match letter {
        Some(h) => Ok((&input[1..], h)),
        None => Err(nom::Err::Error(Expected::new(
            input,
            "expected a heading: N, E, S or W",
        ))),
    }
}

fn start_line(input: &str) -> PResult<'_, (Pos, Heading, Pos)> {
    let (i, row) = coordinate(input)?;
    let (i, col) = next_coordinate(i)?;
    let (i, heading) = if i.trim_start_matches([' ', '\t']).is_empty() {
        return Err(nom::Err::Error(Expected::new(
            i,
            "expected a heading: N, E, S or W",
        )));
    } else {
        let (i, ()) = gap(i)?;
        heading_letter(i)?
    };
    if i.starts_with(|c: char| !c.is_whitespace()) {
        return Err(nom::Err::Failure(Expected::new(i, "expected a space")));
    }
    let (i, goal_row) = next_coordinate(i)?;
    let (i, goal_col) = next_coordinate(i)?;
    Ok((
        i,
        (Pos::new(row, col), heading, Pos::new(goal_row, goal_col)),
    ))
}

/// An intersection line, or `None` for the `0` that ends the maze.
fn intersection(input: &str) -> PResult<'_, Option<(Pos, Signpost)>> {
    if let Some(rest) = input.strip_prefix('0')
        && !rest.starts_with(|c: char| c.is_ascii_digit())
    {
        return Ok((rest, None));
    }
    let (i, row) = coordinate(input)?;
    let (mut i, col) = next_coordinate(i)?;
    let mut post = Signpost::NONE;
    let mut signed = false;
    loop {
        let n_blanks = i.bytes().take_while(|&b| b == b' ' || b == b'\t').count();
        if n_blanks == i.len() {
            let what = if !signed {
                "expected a sign such as NLF"
            } else {
                "expected another sign or the * that ends the intersection"
            };
            return Err(nom::Err::Failure(Expected::new(i, what)));
        }
        if n_blanks == 0 {
            return Err(nom::Err::Error(Expected::new(i, "expected a space")));
        }
        i = &i[n_blanks..];
        if let Some(rest) = i.strip_prefix('*') {
            if !signed {
                return Err(nom::Err::Failure(Expected::new(
                    i,
                    "expected a sign such as NLF before the *",
                )));
            }
            return Ok((rest, Some((Pos::new(row, col), post))));
        }
        let (rest, (arriving, turns)) = sign(i)?;
        post.allow_turns(arriving, turns);
        signed = true;
        i = rest;
    }
}

/// One sign: a heading of arrival and one to three distinct turns, as a
/// set of turn bits (left, forward, right).
fn sign(input: &str) -> PResult<'_, (Heading, u8)> {
    let bytes = input.as_bytes();
    let Some(arriving) = bytes
        .first()
        .and_then(|&b| Heading::from_letter(char::from(b)))
    else {
        let what = "expected a sign (N, E, S or W and turns L, F, R) or *";
        return Err(nom::Err::Error(Expected::new(input, what)));
    };
    let mut turns = 0u8;
    let mut n = 1;
    while let Some(t) = bytes.get(n).and_then(|&b| Turn::from_letter(char::from(b))) {
        if turns >> (t as u8) & 1 == 1 {
            let what = "expected each of L, F, R at most once in a sign";
            return Err(nom::Err::Failure(Expected::new(&input[n..], what)));
        }
        turns |= 1 << (t as u8);
        n += 1;
    }
    if n == 1 {
        let what = "expected a turn: L, F or R";
        return Err(nom::Err::Failure(Expected::new(&input[1..], what)));
    }
    if bytes.get(n).is_some_and(|&b| b != b' ' && b != b'\t') {
        let what = "expected a turn (L, F, R) or a space";
        return Err(nom::Err::Failure(Expected::new(&input[n..], what)));
    }
    Ok((&input[n..], (arriving, turns)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> String {
        parse(text).expect_err("malformed").to_string()
    }

    #[test]
    fn reads_signs_and_merges_repeats() {
        let mazes =
            parse("M\n3 1 N 3 3\n1 1 WL NR *\n1 1 WF *\r\n2 12 SFR   *\n0\nEND").expect("valid");
        let maze = &mazes[0];
        assert_eq!(
            (maze.start, maze.heading, maze.goal),
            (Pos::new(3, 1), Heading::North, Pos::new(3, 3))
        );
        assert_eq!((maze.signs.n_rows(), maze.signs.n_cols()), (3, 12));
        let post = maze.signs.get(Pos::new(1, 1)).expect("inside");
        assert_eq!(post.to_string(), "NR WLF");
        // The same sign twice is the sign once.
        let twice = parse("M\n1 1 N 1 2\n1 1 WL *\n1 1 WL *\n0\nEND").expect("valid");
        let post = twice[0].signs.get(Pos::new(1, 1)).expect("inside");
        assert_eq!(post.to_string(), "WL");
        assert!(
            maze.signs
                .get(Pos::new(2, 12))
                .expect("inside")
                .allows(Heading::South, Turn::Right)
        );
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(
            error_of("M\n3 1 X 3 3\n0\nEND\n"),
            "line 2, column 5: expected a heading: N, E, S or W"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WLL *\n0\nEND\n"),
            "line 3, column 7: expected each of L, F, R at most once in a sign"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WFF *\n0\nEND\n"),
            "line 3, column 7: expected each of L, F, R at most once in a sign"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WRLR *\n0\nEND\n"),
            "line 3, column 8: expected each of L, F, R at most once in a sign"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WLX *\n0\nEND\n"),
            "line 3, column 7: expected a turn (L, F, R) or a space"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WL\n0\nEND\n"),
            "line 3, column 7: expected another sign or the * that ends the intersection"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 W *\n0\nEND\n"),
            "line 3, column 6: expected a turn: L, F or R"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 99999999999 WL *\n0\nEND\n"),
            "line 3, column 3: expected an integer from 1 to 4096"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WL *\n"),
            "line 4, column 1: expected an intersection line or the 0 that ends the maze, found the end of the input"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 WL *"),
            "line 3, column 9: expected an intersection line or the 0 that ends the maze, found the end of the input"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n0 1\n"),
            "line 3, column 3: expected the end of the line"
        );
        assert_eq!(
            error_of("M\n3 1 N 3 3\n1 1 *\n"),
            "line 3, column 5: expected a sign such as NLF before the *"
        );
    }
}
