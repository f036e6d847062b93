//! The checker interfaces the judge systems call:
//!
//! - ICPC/Kattis output validators (DOMjudge, problemtools): `INPUT ANSWER
//!   FEEDBACK_DIR` as arguments, the team's output on standard input, exit
//!   42 accepted or 43 wrong answer, the reason in
//!   `FEEDBACK_DIR/judgemessage.txt`.
//! - testlib checkers (Polygon, Codeforces): `INPUT OUTPUT ANSWER`, exit 0
//!   ok, 1 wrong answer, 2 presentation error, 3 checker failure.
//!
//! Both judge the team's output from the input alone and also judge the
//! jury's answer file the same way: a jury answer that is not accepted is a
//! checker failure, never a verdict on the team.

use crate::check::judge_on;
use crate::error::os_reason;
use crate::judging::{CheckError, DatasetVerdict, Judging, Rejection};
use crate::puzzle::Puzzle;
use cube_puzzle::Shape;
use std::io::Read;
use std::path::Path;

/// The most output read from a team; more is a wrong answer.
pub const MAX_OUTPUT_BYTES: u64 = 64 << 20;

/// The outcome of judging one team output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every dataset's answer is right and nothing follows.
    Accepted,
    /// The first dataset whose answer is wrong (or missing, or extra).
    Rejected {
        /// The dataset's name.
        label: String,
        /// Why.
        rejection: Rejection,
    },
    /// The checker could not judge: unreadable input or jury answer, or a
    /// jury answer that is itself wrong.
    Failed(String),
}

impl Outcome {
    /// The ICPC/Kattis exit code: 42 accepted, 43 wrong answer, 1 judge
    /// error.
    pub fn icpc_exit_code(&self) -> u8 {
        match self {
            Outcome::Accepted => 42,
            Outcome::Rejected { .. } => 43,
            Outcome::Failed(_) => 1,
        }
    }

    /// The testlib exit code: 0 ok, 1 wrong answer, 2 presentation error
    /// (output that cannot be read as answers at all), 3 checker failure.
    pub fn testlib_exit_code(&self) -> u8 {
        match self {
            Outcome::Accepted => 0,
            Outcome::Rejected { rejection, .. } if rejection.is_unreadable() => 2,
            Outcome::Rejected { .. } => 1,
            Outcome::Failed(_) => 3,
        }
    }

    /// One line for the judge's message: `accepted`, `NAME: reason`, or
    /// `checker failure: reason`.
    pub fn message(&self) -> String {
        match self {
            Outcome::Accepted => "accepted".to_string(),
            Outcome::Rejected { label, rejection } => format!("{label}: {rejection}"),
            Outcome::Failed(why) => format!("checker failure: {why}"),
        }
    }
}

/// Judges a team's output (`team`, read up to [`MAX_OUTPUT_BYTES`]) for
/// the datasets in `input`, after checking that the jury's `answer` is
/// accepted.
pub fn judge_team(puzzle: Puzzle, input: &[u8], answer: &[u8], team: impl Read) -> Outcome {
    judge_team_capped(
        puzzle,
        Shape::STATEMENT,
        (input, answer),
        team,
        MAX_OUTPUT_BYTES,
    )
}

/// [`judge_team`] with the cube puzzle on `board` (the mazes ignore it).
pub fn judge_team_on(
    puzzle: Puzzle,
    board: Shape,
    input: &[u8],
    answer: &[u8],
    team: impl Read,
) -> Outcome {
    judge_team_capped(puzzle, board, (input, answer), team, MAX_OUTPUT_BYTES)
}

/// [`judge_team_on`] with a cap of `cap` bytes of team output.
fn judge_team_capped(
    puzzle: Puzzle,
    board: Shape,
    (input, answer): (&[u8], &[u8]),
    team: impl Read,
    cap: u64,
) -> Outcome {
    match first_rejection(puzzle, board, input, answer) {
        Ok(None) => {}
        Ok(Some(found)) => {
            let why = found
                .verdict
                .err()
                .map_or_else(String::new, |r| r.to_string());
            return Outcome::Failed(format!(
                "the jury's answer is rejected: {}: {why}",
                found.label
            ));
        }
        Err(e) => return Outcome::Failed(e.to_string()),
    }
    let mut output = Vec::new();
    if let Err(e) = team.take(cap + 1).read_to_end(&mut output) {
        return Outcome::Rejected {
            label: "output".to_string(),
            rejection: Rejection::Unreadable(format!("cannot read the output: {}", os_reason(&e))),
        };
    }
    if output.len() as u64 > cap {
        return Outcome::Rejected {
            label: "output".to_string(),
            rejection: Rejection::Unreadable(format!("more than {cap} bytes of output")),
        };
    }
    match first_rejection(puzzle, board, input, &output) {
        Ok(None) => Outcome::Accepted,
        Ok(Some(DatasetVerdict {
            label,
            verdict: Err(rejection),
            ..
        })) => Outcome::Rejected { label, rejection },
        Ok(Some(_)) => Outcome::Accepted,
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

/// The first dataset whose answer in `output` is rejected, if any.
fn first_rejection(
    puzzle: Puzzle,
    board: Shape,
    input: &[u8],
    output: &[u8],
) -> Result<Option<DatasetVerdict>, CheckError> {
    /// Stops the judging at the first rejection.
    enum Stop {
        At(DatasetVerdict),
        Error(CheckError),
    }
    impl From<CheckError> for Stop {
        fn from(e: CheckError) -> Stop {
            Stop::Error(e)
        }
    }
    let res = judge_on(puzzle, board, input, output, Judging::STATEMENT, |found| {
        if found.verdict.is_err() {
            Err(Stop::At(found))
        } else {
            Ok(())
        }
    });
    match res {
        Ok(()) => Ok(None),
        Err(Stop::At(found)) => Ok(Some(found)),
        Err(Stop::Error(e)) => Err(e),
    }
}

/// Reads a file the checker needs, or says why it cannot.
fn read_file(what: &str, path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| {
        let reason = os_reason(&e);
        format!("cannot read the {what} {}: {reason}", path.display())
    })
}

/// The ICPC/Kattis output validator: judges `team` (standard input) and
/// writes the message to `FEEDBACK_DIR/judgemessage.txt` (or, on a checker
/// failure, `judgeerror.txt`). The cube puzzle is on `board`.
pub fn icpc(
    puzzle: Puzzle,
    board: Shape,
    input: &Path,
    answer: &Path,
    feedback_dir: &Path,
    team: impl Read,
) -> Outcome {
    let outcome = match (read_file("input", input), read_file("answer", answer)) {
        (Ok(input), Ok(answer)) => judge_team_on(puzzle, board, &input, &answer, team),
        (Err(why), _) | (_, Err(why)) => Outcome::Failed(why),
    };
    let file = match outcome {
        Outcome::Failed(_) => "judgeerror.txt",
        _ => "judgemessage.txt",
    };
    let written = std::fs::write(feedback_dir.join(file), outcome.message() + "\n");
    match written {
        Ok(()) => outcome,
        Err(e) => Outcome::Failed(format!(
            "cannot write to the feedback folder {}: {}",
            feedback_dir.display(),
            os_reason(&e)
        )),
    }
}

/// The testlib checker: judges the file `output`; an output file that
/// cannot be read is a presentation error. The cube puzzle is on `board`.
pub fn testlib(
    puzzle: Puzzle,
    board: Shape,
    input: &Path,
    output: &Path,
    answer: &Path,
) -> Outcome {
    let (input, answer) = match (read_file("input", input), read_file("answer", answer)) {
        (Ok(input), Ok(answer)) => (input, answer),
        (Err(why), _) | (_, Err(why)) => return Outcome::Failed(why),
    };
    match std::fs::File::open(output) {
        Ok(team) => judge_team_on(puzzle, board, &input, &answer, team),
        Err(e) => Outcome::Rejected {
            label: "output".to_string(),
            rejection: Rejection::Unreadable(format!(
                "cannot read the output {}: {}",
                output.display(),
                os_reason(&e)
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DICE_IN: &[u8] = b"A\n1 3 1 1 5 1\n-1 -1 -1\nB\n1 2 1 1 5 1\n0 -1\nEND\n";
    const DICE_ANS: &[u8] = b"A\n  (1,1),(1,2),(1,1)\nB\n  No Solution Possible\n";

    fn outcome(team: &[u8]) -> Outcome {
        judge_team(Puzzle::DiceMaze, DICE_IN, DICE_ANS, team)
    }

    #[test]
    fn the_jury_answer_is_accepted() {
        assert_eq!(outcome(DICE_ANS), Outcome::Accepted);
        assert_eq!(outcome(DICE_ANS).icpc_exit_code(), 42);
        assert_eq!(outcome(DICE_ANS).testlib_exit_code(), 0);
    }

    #[test]
    fn wrong_answers_name_the_dataset_and_the_rule() {
        let missing_indent = b"A\n(1,1),(1,2),(1,1)\nB\n  No Solution Possible\n";
        let found = outcome(missing_indent);
        assert_eq!(found.icpc_exit_code(), 43);
        assert_eq!(found.testlib_exit_code(), 1);
        assert_eq!(
            found.message(),
            "A: output line 2: expected the line indented by two spaces"
        );
        let indented_name = b"  A\n  (1,1),(1,2),(1,1)\nB\n  No Solution Possible\n";
        assert_eq!(
            outcome(indented_name).message(),
            "A: output line 1: expected a name in column 1"
        );
        let claims_none = b"A\n  No Solution Possible\nB\n  No Solution Possible\n";
        assert_eq!(
            outcome(claims_none).message(),
            "A: claims no solution, but a tour of 2 moves exists"
        );
        let truncated = b"A\n  (1,1),(1,2),(1,1)\n";
        assert_eq!(outcome(truncated).message(), "B: no answer in the output");
        let extra =
            b"A\n  (1,1),(1,2),(1,1)\nB\n  No Solution Possible\nC\n  No Solution Possible\n";
        assert_eq!(
            outcome(extra).message(),
            "output: line 5: an answer for C after the last maze"
        );
        assert_eq!(outcome(b"").message(), "A: no answer in the output");
    }

    #[test]
    fn bytes_that_are_not_text_are_a_presentation_error() {
        let found = outcome(b"A\n  (1,1),\xff(1,2)\n");
        assert_eq!(found.icpc_exit_code(), 43);
        assert_eq!(found.testlib_exit_code(), 2);
        let long_line = vec![b'x'; 3 << 20];
        assert_eq!(outcome(&long_line).testlib_exit_code(), 2);
    }

    #[test]
    fn a_wrong_jury_answer_is_a_checker_failure() {
        let wrong = b"A\n  No Solution Possible\nB\n  No Solution Possible\n";
        let found = judge_team(Puzzle::DiceMaze, DICE_IN, wrong, DICE_ANS);
        assert_eq!(found.icpc_exit_code(), 1);
        assert_eq!(found.testlib_exit_code(), 3);
        assert!(
            found
                .message()
                .starts_with("checker failure: the jury's answer is rejected")
        );
        let bad_input = judge_team(Puzzle::DiceMaze, b"A\n1 x\n", DICE_ANS, DICE_ANS);
        assert_eq!(bad_input.testlib_exit_code(), 3);
    }

    #[test]
    fn cube_answers_must_be_exact() {
        let input = b"1 2\nW W W\nE W W\nW W W\n0 0\n";
        let judge = |team: &[u8]| judge_team(Puzzle::CubePuzzle, input, b"0\n", team);
        assert_eq!(judge(b"0\n"), Outcome::Accepted);
        assert_eq!(judge(b"1\n").message(), "dataset 1: expected 0, found 1");
        assert_eq!(
            judge(b"zero\n").message(),
            "dataset 1: output line 1: expected a number, found \"zero\""
        );
        assert_eq!(
            judge(b"0\n0\n").message(),
            "output: line 2: an extra line \"0\" after the last answer"
        );
    }

    #[test]
    fn more_output_than_the_cap_is_rejected_without_reading_it_all() {
        let endless = std::io::repeat(b' ');
        let found = outcome_from(endless);
        assert_eq!(found.icpc_exit_code(), 43);
        assert!(
            found.message().contains("bytes of output"),
            "{}",
            found.message()
        );
    }

    #[test]
    fn output_of_exactly_the_cap_is_read_whole() {
        // The jury's answer, then blank lines (tolerated) up to exactly the
        // cap: accepted; one byte more is over it.
        let cap = DICE_ANS.len() as u64 + 3;
        let judge = |team: &[u8]| {
            judge_team_capped(
                Puzzle::DiceMaze,
                Shape::STATEMENT,
                (DICE_IN, DICE_ANS),
                team,
                cap,
            )
        };
        let mut team = DICE_ANS.to_vec();
        team.extend(b"\n\n\n");
        assert_eq!(judge(&team), Outcome::Accepted);
        team.push(b'\n');
        assert_eq!(
            judge(&team).message(),
            format!("output: more than {cap} bytes of output")
        );
    }

    #[test]
    fn the_icpc_interface_writes_the_message_where_the_verdict_says() {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let dir = folder.path();
        let feedback = dir.join("feedback");
        std::fs::create_dir_all(&feedback).expect("a temporary folder");
        let (input, answer) = (dir.join("in"), dir.join("ans"));
        std::fs::write(&input, DICE_IN).expect("writable");
        std::fs::write(
            &answer,
            b"A\n  No Solution Possible\nB\n  No Solution Possible\n",
        )
        .expect("writable");
        // A jury answer that is wrong: a checker failure, in judgeerror.txt.
        let found = icpc(
            Puzzle::DiceMaze,
            Shape::STATEMENT,
            &input,
            &answer,
            &feedback,
            DICE_ANS,
        );
        assert_eq!(found.icpc_exit_code(), 1);
        let error = std::fs::read_to_string(feedback.join("judgeerror.txt")).expect("written");
        assert!(
            error.starts_with("checker failure: the jury's answer is rejected"),
            "{error}"
        );
        assert!(!feedback.join("judgemessage.txt").exists());
        // A right jury answer and a wrong team: judgemessage.txt.
        std::fs::write(&answer, DICE_ANS).expect("writable");
        let found = icpc(
            Puzzle::DiceMaze,
            Shape::STATEMENT,
            &input,
            &answer,
            &feedback,
            &b"A\n"[..],
        );
        assert_eq!(found.icpc_exit_code(), 43);
        let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).expect("written");
        assert_eq!(
            message,
            "A: output line 1: no route and no \"No Solution Possible\" after the name\n"
        );
    }

    fn outcome_from(team: impl Read) -> Outcome {
        judge_team(Puzzle::DiceMaze, DICE_IN, DICE_ANS, team)
    }
}
