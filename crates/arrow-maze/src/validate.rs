//! The strict input validator for judge data: the canonical layout and the
//! original statement's limits (coordinates 1 to 9, names of at most 20
//! alphanumeric characters, each sign a heading and one to three turns).
//!
//! Beyond the statement's words it refuses what would make judge data
//! ambiguous: an intersection listed twice, two signs for one heading, and
//! a turn named twice in a sign. An entrance that is also the goal is
//! allowed: the route must leave it and come back (the community data
//! agrees on that reading).

use crate::Turn;
use dice_core::strict::{Limits, StrictLines, Token};
use dice_core::text::ParseError;
use std::collections::HashSet;

/// The longest maze name the statement allows.
pub use dice_core::strict::MAX_NAME_CHARS;

/// The most mazes a judge file may hold (the statement says it; the
/// package's largest secret files hold this many).
pub const MAX_MAZES: usize = 300;

/// The largest row or column of an intersection under the statement's
/// limits (abbott reads up to [`dice_core::MAX_SIDE`]).
pub const STATEMENT_SIDE: u32 = 9;

/// Every rule of the judge format that `input` breaks, in file order; an
/// empty list for valid judge data.
///
/// ```
/// use dice_core::strict::Limits;
/// let valid = b"M\n1 1 E 1 2\n0\nEND\n";
/// assert!(arrow_maze::validate(valid, Limits::Original).is_empty());
/// assert_eq!(
///     arrow_maze::validate(b"M\n1 1 E 1 2\n1 1 EX *\n0\nEND\n", Limits::Original)[0].to_string(),
///     "line 3, column 6: expected a turn L, F or R, found 'X'"
/// );
/// ```
pub fn validate(input: &[u8], limits: Limits) -> Vec<ParseError> {
    let max = limits.side(i64::from(STATEMENT_SIDE));
    let mut lines = StrictLines::new(input);
    let mut n_mazes = 0;
    while let Some((name, name_token)) = lines.next_maze_name(n_mazes) {
        n_mazes += 1;
        lines.count_dataset(n_mazes, MAX_MAZES, limits, name.number, "mazes");
        check_name(&mut lines, &name_token);
        let Some(header) = lines.next_line("the entrance, heading and goal") else {
            return lines.finish();
        };
        let what = "start row, start column, heading, goal row, goal column";
        let Some(fields) = lines.exact_tokens(&header, 5, what) else {
            return lines.finish();
        };
        for coordinate in [&fields[0], &fields[1], &fields[3], &fields[4]] {
            coordinate.int(&mut lines, 1, max);
        }
        if heading(&mut lines, &fields[2]).is_some() && fields[2].text.len() > 1 {
            let message = format!(
                "expected a single heading letter, found {:?}",
                fields[2].text
            );
            lines.violation(header.number, fields[2].column, message);
        }
        if !intersections(&mut lines, max) {
            return lines.finish();
        }
    }
    lines.finish()
}

/// Records a name that is too long or not alphanumeric.
fn check_name(lines: &mut StrictLines<'_>, name: &Token<'_>) {
    if let Some(at) = name.text.find(|c: char| !c.is_ascii_alphanumeric()) {
        let found = name.text[at..].chars().next().unwrap_or(' ');
        let message = format!("expected a name of letters and digits, found {found:?}");
        lines.violation(name.line, name.column + at, message);
    }
    lines.check_name_length(name);
}

/// The heading letter of a token's first character, recording a violation
/// when it is not one of N, E, S, W.
fn heading(lines: &mut StrictLines<'_>, token: &Token<'_>) -> Option<char> {
    let first = token.text.chars().next()?;
    if "NESW".contains(first) {
        Some(first)
    } else {
        let message = format!("expected a heading N, E, S or W, found {first:?}");
        lines.violation(token.line, token.column, message);
        None
    }
}

/// Reads a maze's intersection lines up to its `0`; `false` when the file
/// ends first.
fn intersections(lines: &mut StrictLines<'_>, max: i64) -> bool {
    let mut seen: HashSet<(i64, i64)> = HashSet::new();
    loop {
        let Some(line) = lines.next_line("an intersection or 0") else {
            return false;
        };
        let tokens = lines.tokens(&line);
        if let [only] = tokens.as_slice()
            && only.text == "0"
        {
            return true;
        }
        if tokens.len() < 4 {
            let column = line.text.len() + 1;
            let message = "expected row, column, one or more signs and *";
            lines.violation(line.number, column, message);
            continue;
        }
        let row = tokens[0].int(lines, 1, max);
        let col = tokens[1].int(lines, 1, max);
        if let (Some(row), Some(col)) = (row, col)
            && !seen.insert((row, col))
        {
            let message = format!("expected each intersection once, found ({row},{col}) again");
            lines.violation(line.number, 1, message);
        }
        let (signs, last) = tokens[2..].split_at(tokens.len() - 3);
        if last[0].text != "*" {
            let message = format!(
                "expected * at the end of the line, found {:?}",
                last[0].text
            );
            lines.violation(line.number, last[0].column, message);
        }
        let mut headings = String::new();
        for sign in signs {
            check_sign(lines, sign, &mut headings);
        }
    }
}

/// Records what is wrong with one sign: its heading, its turns, a heading
/// already signed at this intersection.
fn check_sign(lines: &mut StrictLines<'_>, sign: &Token<'_>, headings: &mut String) {
    let Some(h) = heading(lines, sign) else {
        return;
    };
    if headings.contains(h) {
        let message = format!("expected one sign for heading {h}, found a second");
        lines.violation(sign.line, sign.column, message);
    }
    headings.push(h);
    let turns = &sign.text[1..];
    if turns.is_empty() || turns.len() > 3 {
        let message = format!(
            "expected one to three turns after {h}, found {}",
            turns.len()
        );
        lines.violation(sign.line, sign.column + 1, message);
    }
    let mut named = String::new();
    for (k, t) in turns.chars().enumerate() {
        let column = sign.column + 1 + k;
        if Turn::from_letter(t).is_none() {
            let message = format!("expected a turn L, F or R, found {t:?}");
            lines.violation(sign.line, column, message);
        } else if named.contains(t) {
            let message = format!("expected each turn once in a sign, found {t:?} again");
            lines.violation(sign.line, column, message);
        }
        named.push(t);
    }
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

    const SAMPLE: &str = "SAMPLE\n3 1 N 3 3\n1 1 WL NR *\n1 2 WLF NR ER *\n1 3 NL ER *\n2 1 SL WR NF *\n2 2 SL WF ELF *\n2 3 SFR EL *\n0\nNOSOLUTION\n3 1 N 3 2\n1 1 WL NR *\n1 2 NL ER *\n2 1 SL WR NFR *\n2 2 SR EL *\n0\nEND\n";

    #[test]
    fn the_sample_is_valid() {
        assert_eq!(messages(SAMPLE), Vec::<String>::new());
    }

    #[test]
    fn each_broken_rule_is_named() {
        for (text, expected) in [
            (
                "M\n1 1 E 1 10\n0\nEND\n",
                "line 2, column 9: expected an integer from 1 to 9, found \"10\"",
            ),
            (
                "M\n1 1 X 1 2\n0\nEND\n",
                "line 2, column 5: expected a heading N, E, S or W, found 'X'",
            ),
            (
                "M-1\n1 1 E 1 2\n0\nEND\n",
                "line 1, column 2: expected a name of letters and digits, found '-'",
            ),
            (
                "M\n1 1 E 1 2\n1 1 E *\n0\nEND\n",
                "line 3, column 6: expected one to three turns after E, found 0",
            ),
            (
                "M\n1 1 E 1 2\n1 1 ELFRL *\n0\nEND\n",
                "line 3, column 6: expected one to three turns after E, found 4",
            ),
            (
                "M\n1 1 E 1 2\n1 1 ELL *\n0\nEND\n",
                "line 3, column 7: expected each turn once in a sign, found 'L' again",
            ),
            (
                "M\n1 1 E 1 2\n1 1 EL ER *\n0\nEND\n",
                "line 3, column 8: expected one sign for heading E, found a second",
            ),
            (
                "M\n1 1 E 1 2\n1 1 EL *\n1 1 NL *\n0\nEND\n",
                "line 4, column 1: expected each intersection once, found (1,1) again",
            ),
            (
                "M\n1 1 E 1 2\n1 1 EL\n0\nEND\n",
                "line 3, column 7: expected row, column, one or more signs and *",
            ),
            (
                "M\n1 1 E 1 2\n1 1 EL NR\n0\nEND\n",
                "line 3, column 8: expected * at the end of the line, found \"NR\"",
            ),
            (
                "M\n1 1 E 1 2\n0\n",
                "line 4, column 1: expected a maze name or END, found the end of the input",
            ),
            (
                "M\n1 1 E 1 2\nEND\n",
                "line 3, column 4: expected row, column, one or more signs and *",
            ),
            (
                "M\n1 1 NE 1 2\n0\nEND\n",
                "line 2, column 5: expected a single heading letter, found \"NE\"",
            ),
            (
                "M\n1 1 E 1 2\n0\nEND\nEND\n",
                "line 5, column 1: expected the end of the input after \"END\"",
            ),
            (
                "M\n1 1 E 1 2\n0 \nEND\n",
                "line 3, column 2: expected no space at the end of the line",
            ),
        ] {
            assert_eq!(
                messages(text).first().map(String::as_str),
                Some(expected),
                "{text:?}"
            );
        }
    }

    #[test]
    fn names_of_twenty_characters_and_signs_of_three_turns_are_the_limits() {
        let twenty = "A".repeat(20);
        let ok = format!("{twenty}\n1 1 E 1 2\n1 1 ELFR *\n0\nEND\n");
        assert_eq!(messages(&ok), Vec::<String>::new());
        let long = format!("{twenty}B\n1 1 E 1 2\n0\nEND\n");
        assert_eq!(
            messages(&long),
            ["line 1, column 21: expected a name of at most 20 characters, found 21"]
        );
    }

    #[test]
    fn extended_limits_take_larger_coordinates() {
        let text = "M\n1 1 E 1 10\n1 9 EF *\n0\nEND\n";
        assert!(validate(text.as_bytes(), Limits::Extended).is_empty());
    }

    #[test]
    fn a_file_holds_at_most_300_mazes() {
        let maze = "M\n1 1 E 1 2\n0\n";
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
