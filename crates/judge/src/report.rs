//! Every answer's verdict on an output as one list, in the words of
//! `abbott check`'s report (each wrong answer's line is [`Tally::add`]'s,
//! the summary [`Tally::summary`]'s): what the page shows.

use crate::check::{Tally, judge_on};
use crate::judging::{CheckError, Judging, Rejection};
use crate::puzzle::{Chosen, Puzzle};
use std::io::BufRead;

/// One answer's verdict as a judge shows it: the text of a
/// [`DatasetVerdict`](crate::DatasetVerdict), the judge's decision as a
/// type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The output line the answer begins on, from 1 (0 for an answer
    /// missing from the output).
    pub line: usize,
    /// Whether the answer is right.
    pub ok: bool,
    /// `LABEL: REASON` for a wrong answer (the report's line), `LABEL:
    /// right` for a right one, `LABEL: no answer in the output` for a
    /// missing one.
    pub text: String,
}

/// Every answer's verdict on an output, in output order, and the whole
/// output's summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdicts {
    /// One verdict an answer (and one for extra output).
    pub lines: Vec<Verdict>,
    /// The report's closing lines joined by a newline: `N passed, M
    /// failed`, after the count of answers when some are missing.
    pub summary: String,
    /// The counts.
    pub tally: Tally,
}

impl Verdicts {
    /// Whether every answer is right.
    pub fn accepted(&self) -> bool {
        self.tally.failed == 0
    }
}

/// Judges `output` as the answers to the datasets of `input`, a judge
/// file of `puzzle` (the cube on the statement's board), by the
/// statement's demands.
pub fn verdicts(puzzle: Puzzle, input: &[u8], output: &[u8]) -> Result<Verdicts, CheckError> {
    verdicts_on(Chosen::statement(puzzle), input, output, Judging::STATEMENT)
}

/// [`verdicts`] of `chosen` (the cube on its board), by `judging`'s
/// demands.
pub fn verdicts_on(
    chosen: Chosen,
    input: impl BufRead,
    output: impl BufRead,
    judging: Judging,
) -> Result<Verdicts, CheckError> {
    let mut tally = Tally::default();
    let mut lines = Vec::new();
    judge_on(
        chosen.puzzle,
        chosen.board,
        input,
        output,
        judging,
        |found| {
            let text = match tally.add(&found) {
                Some(wrong) => wrong,
                None if found.verdict.is_ok() => format!("{}: right", found.label),
                None => format!("{}: {}", found.label, Rejection::Missing),
            };
            let ok = found.verdict.is_ok();
            lines.push(Verdict {
                line: found.line,
                ok,
                text,
            });
            Ok::<(), CheckError>(())
        },
    )?;
    let summary = tally.summary().join("\n");
    Ok(Verdicts {
        lines,
        summary,
        tally,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const DICE: &[u8] = include_bytes!("../samples/dice-maze.in");

    #[test]
    fn a_missing_first_answer_is_said_as_check_says_it() {
        let right = crate::rules::of(Chosen::statement(Puzzle::DiceMaze)).transcript(DICE);
        let (_, rest) = right.split_once("\n  ").expect("a route");
        let (_, rest) = rest.split_once('\n').expect("more answers");
        let found = verdicts(Puzzle::DiceMaze, DICE, rest.as_bytes()).expect("judged");
        assert!(!found.accepted());
        let missing = format!("DICEMAZE3: {}", Rejection::Missing);
        let wrong: Vec<&str> = (found.lines.iter())
            .filter(|v| !v.ok && v.text != missing)
            .map(|v| v.text.as_str())
            .collect();
        assert!(wrong[0].starts_with("DICEMAZE1: output line 1: expected the name DICEMAZE1"));
        assert!(
            found.summary.ends_with("passed, 3 failed"),
            "{}",
            found.summary
        );
        let mut report = Vec::new();
        let puzzle = Puzzle::DiceMaze;
        crate::check::check(
            puzzle,
            DICE,
            rest.as_bytes(),
            crate::Length::Shortest,
            &mut report,
        )
        .expect("checked");
        let report = String::from_utf8(report).expect("UTF-8");
        let shown: Vec<&str> = wrong.iter().copied().chain(found.summary.lines()).collect();
        assert_eq!(report.lines().collect::<Vec<_>>(), shown);
    }
}
