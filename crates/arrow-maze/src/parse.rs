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

use crate::sign_line::sign_line;
use crate::signs::{Far, Signs};
use crate::{Maze, Signpost, Turn};
use dice_core::text::{
    Datasets, Expected, Format, InputError, LineReader, PResult, ParseError, gap, int_in,
    name_line, next_int, parse_all,
};
use dice_core::{Heading, MAX_SIDE, Pos};
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
/// intersections beyond the start and goal from one maze to the next.
#[derive(Clone, Debug, Default)]
pub struct ArrowFormat {
    far: Vec<Far>,
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
        let (n_rows, n_cols) = (start.row.max(goal.row), start.col.max(goal.col));
        let mut signs = Signs::new(n_rows, n_cols, &mut self.far);
        loop {
            // Lines of the common form straight from the input's buffer;
            // the grammar reads the rest (and the `0`).
            lines.take_lines(|rest| {
                let line = sign_line(rest)?;
                signs.add(line.pos, line.post);
                Some(line.len)
            })?;
            let Some(line) = lines.next_non_blank()? else {
                let what = "expected an intersection line or the 0 that ends the maze";
                return Err(lines.end_of_input(what).into());
            };
            match line.parse(intersection)? {
                None => break,
                Some((pos, post)) => signs.add(pos, post),
            }
        }
        let signs = signs.finish();
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
    use dice_core::text::MAX_LINE_BYTES;

    fn error_of(text: &str) -> String {
        parse(text).expect_err("malformed").to_string()
    }

    /// The reader without its fast path: every line through the grammar,
    /// the signs gathered and laid out at the end.
    #[derive(Default)]
    struct GrammarOnly;

    impl Format for GrammarOnly {
        type Dataset = Maze;

        fn read<R: BufRead>(
            &mut self,
            lines: &mut LineReader<R>,
        ) -> Result<Option<Maze>, InputError> {
            let name = match lines.next_non_blank()? {
                None => return Err(lines.end_of_input(crate::framing::EXPECTED_AT_END).into()),
                Some(line) if line.text.trim_start() == "END" => return Ok(None),
                Some(line) => name_line(&line, "a maze name")?,
            };
            let (start, heading, goal) = match lines.next_line()? {
                Some(line) => line.parse(start_line)?,
                None => return Err(lines.end_of_input("expected the start line").into()),
            };
            let mut maze = Maze::new(&name, start, heading, goal);
            let mut posts = Vec::new();
            loop {
                let Some(line) = lines.next_non_blank()? else {
                    let what = "expected an intersection line or the 0 that ends the maze";
                    return Err(lines.end_of_input(what).into());
                };
                match line.parse(intersection)? {
                    None => break,
                    Some(placed) => posts.push(placed),
                }
            }
            let n_rows = posts
                .iter()
                .fold(maze.signs.n_rows(), |n, p| n.max(p.0.row));
            let n_cols = posts
                .iter()
                .fold(maze.signs.n_cols(), |n, p| n.max(p.0.col));
            maze.signs = dice_core::Grid::new(n_rows, n_cols, Signpost::NONE, Signpost::NONE);
            for (pos, post) in posts {
                let merged = maze.signs.get(pos).expect("spanned").merge(post);
                maze.signs.set(pos, merged);
            }
            Ok(Some(maze))
        }
    }

    /// What a reader read: its mazes, then its error as text.
    type Read = Vec<Result<Maze, String>>;

    /// Both readers over `text`, the fast one through a buffer of
    /// `capacity` bytes so that lines are cut where it ends.
    fn both(text: &str, capacity: usize) -> (Read, Read) {
        let src = std::io::BufReader::with_capacity(capacity, text.as_bytes());
        let fast = Reader::new(src)
            .map(|m| m.map_err(|e| e.to_string()))
            .collect();
        let grammar = Datasets::<_, GrammarOnly>::new(text.as_bytes());
        (
            fast,
            grammar.map(|m| m.map_err(|e| e.to_string())).collect(),
        )
    }

    proptest::proptest! {
        #[test]
        fn the_fast_path_reads_as_the_grammar_does(
            text in concat!(
                r"(M[A-Z]{0,2}\n[1-9] [1-9] [NESW] [1-9] [1-9]\n",
                r"(( ?[0-9+]{1,2}[ \t]{1,2}[0-9]{1,2}",
                r"( [NESW][LFR]{1,3}| [NESWLFR*]{1,3}){0,3}( \*)?[ \t\r]{0,2}|0|",
                r"[1-9][0-9]{0,2} [1-9][0-9]?( [NESW][LFR]{1,3}){1,3} \*\r?)\n){0,8}){1,3}",
                r"(END|0\n|[0-9]{1,3} [0-9] NL \*)?",
            ),
            capacity in 1usize..40,
        ) {
            let (fast, grammar) = both(&text, capacity);
            proptest::prop_assert_eq!(fast, grammar);
        }
    }

    #[test]
    fn the_fast_path_reads_as_the_grammar_does_at_the_edges() {
        let long_line = format!(
            "M\n1 1 E 1 2\n1 1 {}*\n0\nEND\n",
            "NL ".repeat(MAX_LINE_BYTES / 3)
        );
        for text in [
            "M\n1 1 E 1 2\n4096 4096 NL *\n2 1 SR *\n1 1 ER * \r\n1 1 EL *\n0\nEND\n",
            "M\n3 3 E 1 2\n1 1 NL *\n1 1 NR\t*\n0\nEND\n",
            "M\n1 1 E 1 2\n1 1 NL *\n1 1 Nl *\n",
            "M\n1 1 E 1 2\n1 1 NL *\n4097 1 NL *\n0\nEND\n",
            "M\n1 1 E 1 2\n1 1 NL *\n1 1 NL *",
            "M\n1 1 E 1 2\n1 1 NL *\n1 1 NL \u{e9} *\n",
            &long_line,
        ] {
            for capacity in [3, 64, 1 << 16, 4 << 20] {
                let (fast, grammar) = both(text, capacity);
                assert_eq!(fast, grammar, "{text:.60?} through {capacity} bytes");
            }
            let fast = parse(text).map_err(|e| e.to_string());
            let grammar = dice_core::text::parse_all(text, GrammarOnly).map_err(|e| e.to_string());
            assert_eq!(fast, grammar, "{text:.60?} in memory");
        }
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
