//! `abbott validate PUZZLE [FILE]`: the strict input validator for judge
//! data, over each puzzle crate's `validate`.

use abbott_judge::error::MemoryRefused;
use abbott_judge::puzzle::{Chosen, Puzzle};
use cube_puzzle::Shape;
use dice_core::strict::Limits;
use dice_core::text::ParseError;

/// Every rule of the judge format that `input` breaks, in file order (the
/// cube puzzle on the statement's board).
pub fn violations(puzzle: Puzzle, input: &[u8], limits: Limits) -> Vec<ParseError> {
    crate::kind::of(Chosen::statement(puzzle)).violations(input, limits)
}

/// Every rule of the judge format that `input` breaks, in file order, with
/// the cube puzzle on `board` (the mazes have no board: theirs is read from
/// the input, and `board` is not asked).
pub fn board_violations(
    puzzle: Puzzle,
    board: Shape,
    input: &[u8],
    limits: Limits,
) -> Vec<ParseError> {
    crate::kind::of(Chosen { puzzle, board }).violations(input, limits)
}

/// How a validator reports its finding through its exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitCodes {
    /// 0 valid, 1 invalid.
    Plain,
    /// The ICPC/Kattis input validator codes: 42 valid, 43 invalid.
    Icpc,
}

impl ExitCodes {
    /// The exit code for a file with `n_violations` broken rules.
    pub fn code(self, n_violations: usize) -> u8 {
        match (self, n_violations) {
            (ExitCodes::Plain, 0) => 0,
            (ExitCodes::Plain, _) => 1,
            (ExitCodes::Icpc, 0) => 42,
            (ExitCodes::Icpc, _) => 43,
        }
    }
}

/// `abbott validate`, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The puzzle and its board.
    pub chosen: abbott_judge::puzzle::Chosen,
    /// The file (`-` for standard input).
    pub input: std::path::PathBuf,
    /// The statement's limits or abbott's.
    pub limits: Limits,
    /// Plain or ICPC exit codes.
    pub codes: ExitCodes,
}

/// A validator's findings as every command tells an input's fault: a line
/// `error: FILE: line L, column C: ...` per fault (a repeated one once,
/// with its count), then how many more were left out; nothing for a valid
/// file.
fn told(label: &str, summary: &dice_core::strict::Summary) -> String {
    let mut text = String::new();
    for fault in &summary.faults {
        text.push_str(&format!("error: {label}: {fault}\n"));
    }
    match summary.more {
        0 => {}
        1 => text.push_str(&format!(
            "error: {label}: 1 more violation of another rule\n"
        )),
        n => text.push_str(&format!(
            "error: {label}: {n} more violations of other rules\n"
        )),
    }
    text
}

/// The note after the findings of a file with `original` violations under
/// the statement's limits and `extended` under abbott's (`None` when that
/// check could not be made): which flag accepts the larger sizes, when some
/// violations are of the statement's limits alone.
fn extended_note(label: &str, original: usize, extended: Option<usize>) -> Option<String> {
    let extended = extended?;
    if extended >= original {
        return None;
    }
    let fixed = if extended == 0 {
        "every violation is"
    } else {
        "some violations are"
    };
    Some(format!(
        "note: {label}: {fixed} of the statement's limits only; `abbott validate --extended` \
         accepts abbott's larger sizes (sides and coordinates up to 4096, any number of \
         datasets)\n"
    ))
}

/// `abbott validate`: one line per broken rule on standard error, as
/// `error: FILE: line L, column C: ...`; exit 0
/// (42 with `--icpc`) valid, 1 (43) invalid, 2 unreadable or refused the
/// memory of a search.
pub fn command(validate: &Request) -> Result<std::process::ExitCode, crate::exit::Failure> {
    use crate::exit::{self, Failure};
    use std::io::{Read, Write};
    let kind = crate::kind::of(validate.chosen);
    let mut input = exit::open_input(Some(&validate.input)).map_err(Failure::unreadable)?;
    let mut bytes = Vec::new();
    input
        .reader
        .by_ref()
        .take(1 << 30)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::input(&input.label, e).unreadable())?;
    // A search the system refuses its memory leaves the file unjudged:
    // neither valid nor invalid, but a validator that cannot judge.
    let violations = kind
        .try_violations(&bytes, validate.limits)
        .map_err(|e| Failure::Unable(format!("{}: {}", input.label, MemoryRefused::from(e))))?;
    let summary = dice_core::strict::Summary::of(&violations);
    let mut text = told(&input.label, &summary);
    // A file that breaks only the statement's limits is judge data for
    // abbott's larger ones: say which flag accepts it.
    if validate.limits == Limits::Original && !violations.is_empty() {
        let extended = kind
            .try_violations(&bytes, Limits::Extended)
            .map(|v| v.len());
        if let Some(note) = extended_note(&input.label, violations.len(), extended.ok()) {
            text.push_str(&note);
        }
    }
    // Told as every command tells an input's fault; a closed standard
    // error does not change the verdict.
    let _ = std::io::stderr().write_all(text.as_bytes());
    let code = validate.codes.code(violations.len());
    Ok(std::process::ExitCode::from(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_is_valid_and_codes_follow_the_form() {
        for puzzle in [Puzzle::DiceMaze, Puzzle::ArrowMaze, Puzzle::CubePuzzle] {
            // The cube sample as published has trailing spaces: judge data
            // drops them.
            let sample: String = crate::demo::sample(puzzle)
                .lines()
                .flat_map(|l| [l.trim_end(), "\n"])
                .collect();
            assert_eq!(violations(puzzle, sample.as_bytes(), Limits::Original), []);
            let published = crate::demo::sample(Puzzle::CubePuzzle).as_bytes();
            assert!(!violations(Puzzle::CubePuzzle, published, Limits::Original).is_empty());
        }
        assert_eq!((ExitCodes::Plain.code(0), ExitCodes::Plain.code(3)), (0, 1));
        assert_eq!((ExitCodes::Icpc.code(0), ExitCodes::Icpc.code(1)), (42, 43));
    }

    #[test]
    fn a_file_beyond_the_statement_only_is_pointed_to_extended() {
        let mut large = String::from("M\n11 1 1 1 5 1\n");
        large.push_str(&"-1\n".repeat(11));
        large.push_str("END\n");
        let original = violations(Puzzle::DiceMaze, large.as_bytes(), Limits::Original);
        let extended = violations(Puzzle::DiceMaze, large.as_bytes(), Limits::Extended);
        assert_eq!((original.len(), extended.len()), (1, 0), "{original:?}");
        let note = extended_note("big.in", 1, Some(0)).expect("a note");
        assert!(note.starts_with("note: big.in: every violation is of the statement's limits only; `abbott validate --extended`"), "{note}");
        assert!(
            extended_note("big.in", 3, Some(1))
                .expect("a note")
                .contains("some violations")
        );
        assert_eq!(extended_note("bad.in", 2, Some(2)), None);
        assert_eq!(extended_note("bad.in", 2, None), None);
    }

    #[test]
    fn findings_read_as_every_command_s_input_errors() {
        let summary = |text: &[u8]| {
            let found = violations(Puzzle::DiceMaze, text, Limits::Original);
            told("maze.in", &dice_core::strict::Summary::of(&found))
        };
        assert_eq!(summary(b"A\n1 3 1 1 5 1\n-1 -1 -1\nEND\n"), "");
        assert_eq!(
            summary(b""),
            "error: maze.in: line 1, column 1: expected a maze name or END, found the end of the input\n"
        );
        let mut broken = String::from("M\n9 2 1 1 5 1\n");
        for value in 10..19 {
            broken.push_str(&format!("{value} 1\n"));
        }
        broken.push_str("END\n");
        let text = summary(broken.as_bytes());
        assert_eq!(text.lines().count(), 6, "{text}");
        assert!(
            text.lines().all(|l| l.starts_with("error: maze.in: ")),
            "{text}"
        );
        assert!(
            text.ends_with(" more violations of other rules\n"),
            "{text}"
        );
    }
}
