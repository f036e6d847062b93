//! Judging one run: how it ended, whether it printed anything, then each
//! dataset's answer by `abbott check`'s rules (any shortest route where
//! the statement allows more than one).

use super::config::TestError;
use super::program::{Ending, Run};
use super::subject::Subject;
use abbott_judge::{DatasetVerdict, Halt, Length, Rejection, Rules};

/// What is wrong with a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// It ran past the time limit.
    TimeLimit,
    /// It was still running, blocked or waiting, when the wall clock
    /// passed ten times the time limit.
    Idle,
    /// Its processes held more memory than the memory limit.
    MemoryLimit,
    /// It wrote more than the output limit.
    OutputLimit,
    /// It held more processes at once than the process limit.
    ProcessLimit,
    /// It ended with a signal or an exit code other than 0.
    Crash(Ending),
    /// It printed nothing but blanks.
    Empty,
    /// An answer is wrong.
    Wrong {
        /// The dataset's place in the input, from 0 (`None` for output
        /// after the last answer).
        index: Option<usize>,
        /// The dataset's label in the checker's words (its name, or
        /// `dataset K` for the cube).
        label: String,
        /// Why, in the checker's words.
        rejection: Rejection,
    },
}

/// The kinds of [`Fault`]: shrinking keeps the kind it started with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// [`Fault::TimeLimit`].
    TimeLimit,
    /// [`Fault::Idle`].
    Idle,
    /// [`Fault::MemoryLimit`].
    MemoryLimit,
    /// [`Fault::OutputLimit`].
    OutputLimit,
    /// [`Fault::ProcessLimit`].
    ProcessLimit,
    /// [`Fault::Crash`].
    Crash,
    /// [`Fault::Empty`].
    Empty,
    /// [`Fault::Wrong`].
    Wrong,
}

impl Fault {
    /// Whether the fault can come of the machine's load at the moment,
    /// so that it counts only if it comes back run after run: a run a
    /// little over its processor time. An idle run (one that used less
    /// than a tenth of a core for ten times its limit) is not run again:
    /// its repeats would cost the session ten limits each.
    pub fn needs_repeats(&self) -> bool {
        matches!(self, Fault::TimeLimit)
    }

    /// The fault's kind.
    pub fn kind(&self) -> FaultKind {
        match self {
            Fault::TimeLimit => FaultKind::TimeLimit,
            Fault::Idle => FaultKind::Idle,
            Fault::MemoryLimit => FaultKind::MemoryLimit,
            Fault::OutputLimit => FaultKind::OutputLimit,
            Fault::ProcessLimit => FaultKind::ProcessLimit,
            Fault::Crash(_) => FaultKind::Crash,
            Fault::Empty => FaultKind::Empty,
            Fault::Wrong { .. } => FaultKind::Wrong,
        }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fault::TimeLimit => f.write_str("time limit exceeded"),
            Fault::Idle => write!(f, "idle: {}", Ending::WallClock),
            Fault::MemoryLimit => f.write_str("memory limit exceeded"),
            Fault::OutputLimit => f.write_str("output limit exceeded"),
            Fault::ProcessLimit => f.write_str("process limit exceeded"),
            Fault::Crash(ending) => write!(f, "run-time error: {ending}"),
            Fault::Empty => f.write_str("no output"),
            Fault::Wrong {
                label, rejection, ..
            } => write!(f, "wrong answer: {label}: {rejection}"),
        }
    }
}

/// Every dataset's verdict on a run that ended well, in input order (and
/// one for output after the last answer, if any), by `rules` as `subject`
/// judges by them.
pub(super) fn verdicts<S: Subject>(
    subject: &mut S,
    rules: &dyn Rules,
    input: &[u8],
    output: &[u8],
) -> Result<Vec<Fault>, TestError> {
    let mut faults = Vec::new();
    let mut index = 0;
    let mut each = |found: DatasetVerdict| {
        let at = (found.label != "output").then_some(index);
        index += usize::from(at.is_some());
        if let Err(rejection) = found.verdict {
            faults.push(Fault::Wrong {
                index: at,
                label: found.label,
                rejection,
            });
        }
        Ok(())
    };
    let judged = match subject.judge_kept(input, output, &mut each) {
        Some(judged) => judged,
        None => rules.judge(
            &mut &input[..],
            &mut &output[..],
            Length::Shortest,
            &mut each,
        ),
    };
    match judged {
        Ok(()) => Ok(faults),
        Err(Halt::Error(e)) => Err(TestError::Internal(e.to_string())),
        // The verdicts above never stop the judging: a stop is abbott's own
        // failure, not the program's.
        Err(Halt::Stopped) => Err(TestError::Internal("the judging stopped early".to_string())),
    }
}

/// The first fault of a run on `input`, if there is one, judged by `rules`
/// as `subject` judges by them.
pub(super) fn first_fault<S: Subject>(
    subject: &mut S,
    rules: &dyn Rules,
    input: &[u8],
    run: &Run,
) -> Result<Option<Fault>, TestError> {
    let limit = match run.ending {
        Ending::TimedOut => Some(Fault::TimeLimit),
        Ending::WallClock => Some(Fault::Idle),
        Ending::MemoryLimit => Some(Fault::MemoryLimit),
        Ending::OutputLimit => Some(Fault::OutputLimit),
        Ending::ProcessLimit => Some(Fault::ProcessLimit),
        Ending::Exited(_) | Ending::Signal(_) => None,
    };
    if limit.is_some() {
        return Ok(limit);
    }
    if !run.ending.is_success() {
        return Ok(Some(Fault::Crash(run.ending)));
    }
    if run.stdout.iter().all(u8::is_ascii_whitespace) {
        return Ok(Some(Fault::Empty));
    }
    Ok(verdicts(subject, rules, input, &run.stdout)?
        .into_iter()
        .next())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cube, Dice};
    use abbott_judge::puzzle::{Chosen, Puzzle};
    use cube_puzzle::{Shape, Solver};
    use std::time::Duration;

    fn run(ending: Ending, stdout: &str) -> Run {
        Run {
            ending,
            time: Duration::ZERO,
            cpu: Duration::ZERO,
            peak_kib: None,
            stdout: stdout.as_bytes().to_vec(),
            stderr: Vec::new(),
            written: (stdout.len() as u64, 0),
            processes: None,
        }
    }

    const MAZE: &[u8] = b"M\n1 2 1 1 5 1\n-1 -1\nEND\n";

    #[test]
    fn runs_are_judged_by_ending_then_output_then_answers() {
        let dice = abbott_judge::rules::of(Chosen::statement(Puzzle::DiceMaze));
        let mut subject = Dice::default();
        let mut judge =
            |r: &Run| first_fault(&mut subject, &*dice, MAZE, r).expect("abbott judges");
        assert_eq!(judge(&run(Ending::TimedOut, "")), Some(Fault::TimeLimit));
        assert_eq!(judge(&run(Ending::WallClock, "")), Some(Fault::Idle));
        let limits = [
            (
                Ending::MemoryLimit,
                Fault::MemoryLimit,
                "memory limit exceeded",
            ),
            (
                Ending::OutputLimit,
                Fault::OutputLimit,
                "output limit exceeded",
            ),
            (
                Ending::ProcessLimit,
                Fault::ProcessLimit,
                "process limit exceeded",
            ),
        ];
        for (ending, fault, words) in limits {
            // A limit passed is the verdict, whatever the output holds.
            let judged = judge(&run(ending, "M\n  (1,1),(1,2),(1,1)\n"));
            assert_eq!(judged.as_ref(), Some(&fault));
            assert_eq!(fault.to_string(), words);
        }
        assert!(
            Fault::Idle
                .to_string()
                .starts_with("idle: stopped by the wall clock")
        );
        let crash = judge(&run(Ending::Signal(11), "M\n"));
        assert_eq!(crash, Some(Fault::Crash(Ending::Signal(11))));
        assert_eq!(judge(&run(Ending::Exited(0), " \n\n")), Some(Fault::Empty));
        assert_eq!(
            judge(&run(Ending::Exited(0), "M\n  (1,1),(1,2),(1,1)\n")),
            None
        );
        let wrong = judge(&run(Ending::Exited(0), "M\n  No Solution Possible\n"));
        assert_eq!(
            wrong.map(|f| f.to_string()).as_deref(),
            Some("wrong answer: M: claims no solution, but a tour of 2 moves exists")
        );
    }

    #[test]
    fn cube_verdicts_name_the_dataset_and_its_place() {
        let input = b"1 1\nE W W\nW W W\nW W W\n1 1\nE W W\nW W W\nW W W\n0 0\n";
        let cube = abbott_judge::rules::of(Chosen::statement(Puzzle::CubePuzzle));
        let mut subject = Cube::sharing(Shape::STATEMENT, &Solver::new());
        let faults = verdicts(&mut subject, &*cube, input, b"0\n1\n").expect("abbott judges");
        assert_eq!(faults.len(), 1, "{faults:?}");
        match &faults[0] {
            Fault::Wrong { index, label, .. } => {
                assert_eq!((*index, label.as_str()), (Some(1), "dataset 2"));
            }
            other => panic!("not a wrong answer: {other:?}"),
        }
    }

    #[test]
    fn the_cubes_kept_answers_judge_as_its_rules_do() {
        for board in ["3x3", "2x3", "3x4"] {
            let shape: Shape = board.parse().expect("a shape");
            let rules = abbott_judge::rules::of(Chosen {
                puzzle: Puzzle::CubePuzzle,
                board: shape,
            });
            let mut cube = Cube::sharing(shape, &Solver::new());
            let mut rng = dice_core::rng::SplitMix64::new(11);
            let datasets: Vec<_> = (0..4).map(|k| cube.random(&mut rng, k)).collect();
            let input = Cube::write(&datasets);
            let answers: Vec<String> = datasets
                .iter()
                .map(|d| {
                    abbott_judge::cube::solve(&mut Solver::new(), d)
                        .judge_value()
                        .to_string()
                })
                .collect();
            let mut wrong = answers.clone();
            wrong[1].push('0');
            // Right, one wrong, one missing, one extra, unreadable.
            let outputs = [
                answers.join("\n"),
                wrong.join("\n"),
                answers[..3].join("\n"),
                format!("{}\n7", answers.join("\n")),
                "x".to_string(),
            ];
            for output in outputs {
                let (input, output) = (input.as_bytes(), output.as_bytes());
                let kept = verdicts(&mut cube, &*rules, input, output).expect("abbott judges");
                // A subject that keeps no answers (the dice maze's) leaves
                // the judging to the cube's rules.
                let by_rules =
                    verdicts(&mut Dice::default(), &*rules, input, output).expect("abbott judges");
                assert_eq!(
                    kept,
                    by_rules,
                    "{board}: {}",
                    String::from_utf8_lossy(output)
                );
            }
        }
    }
}
