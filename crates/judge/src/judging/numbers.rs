//! Answers one line per dataset (the cube's numbers, with or without
//! their rolls) judged in order. A stray line is one error: when a
//! rejected line is followed by the line this dataset wants, and the line
//! after that is the next dataset's where the line before it is not (or
//! nothing follows the last), the rejected line is named as extra and the
//! judging goes on in step.

use super::{CheckError, DatasetVerdict, Rejection, refused};
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format, LineReader};
use std::collections::VecDeque;
use std::io::BufRead;

/// One line of a team's output: its number and text (without its line
/// ending and trailing blanks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AnswerLine {
    /// The output line, from 1.
    pub(crate) line: usize,
    /// The text.
    pub(crate) text: String,
}

/// The non-blank lines of an output, read a few ahead.
struct Lines<R> {
    reader: LineReader<R>,
    ahead: VecDeque<AnswerLine>,
    /// Why the output stopped being readable, once it did, until told.
    failure: Option<Rejection>,
    /// Whether the output can still be read.
    readable: bool,
}

/// The next line of an output, as judging sees it.
enum Next {
    /// An answer line.
    Line(AnswerLine),
    /// The output cannot be read from here on.
    Unreadable(Rejection),
    /// The output ended (or ended being readable, already said).
    End,
}

impl<R: BufRead> Lines<R> {
    fn new(src: R) -> Lines<R> {
        Lines {
            reader: LineReader::new(src),
            ahead: VecDeque::new(),
            failure: None,
            readable: true,
        }
    }

    /// The `k`-th line ahead (0 the next), if the output holds it.
    fn peek(&mut self, k: usize) -> Option<&AnswerLine> {
        while self.ahead.len() <= k && self.readable {
            match self.reader.next_non_blank() {
                Ok(Some(l)) => self.ahead.push_back(AnswerLine {
                    line: l.number,
                    text: l.text.trim().to_string(),
                }),
                Ok(None) => self.readable = false,
                Err(e) => {
                    self.readable = false;
                    self.failure = Some(Rejection::from_read(&e));
                }
            }
        }
        self.ahead.get(k)
    }

    fn next(&mut self) -> Next {
        self.peek(0);
        match (self.ahead.pop_front(), self.failure.take()) {
            (Some(line), failure) => {
                self.failure = failure;
                Next::Line(line)
            }
            (None, Some(rejection)) => Next::Unreadable(rejection),
            (None, None) => Next::End,
        }
    }
}

/// A dataset read ahead of its verdict, with what its answer is judged
/// by; or the end of the datasets, or why they stopped.
enum Ahead<D, X> {
    Dataset(D, X),
    End,
    Failed(CheckError),
}

/// Judges the lines of `output` (one per dataset) for every dataset of
/// `datasets`: `expected` gives what a dataset's answer is judged by (the
/// solver's answer), `verdict` judges one line by it. Then one error for
/// anything after the last answer, naming its first line. A dataset whose
/// `expected` the system refuses its memory stops the judging with
/// [`CheckError::Memory`], after the verdicts before it.
pub(crate) fn judge_lines<R: BufRead, F: Format, X, E: From<CheckError>>(
    mut datasets: Datasets<R, F>,
    output: impl BufRead,
    mut expected: impl FnMut(&F::Dataset) -> Result<X, OutOfMemory>,
    verdict: impl Fn(&F::Dataset, &X, &AnswerLine) -> Result<(), Rejection>,
    each: &mut dyn FnMut(DatasetVerdict) -> Result<(), E>,
) -> Result<(), E> {
    let mut lines = Lines::new(output);
    let mut number = 0;
    let mut read_ahead = |datasets: &mut Datasets<R, F>, number: usize| match datasets.next() {
        None => Ahead::End,
        Some(Err(e)) => Ahead::Failed(e.into()),
        Some(Ok(d)) => match expected(&d) {
            Ok(x) => Ahead::Dataset(d, x),
            Err(e) => Ahead::Failed(refused(datasets, number)(e)),
        },
    };
    let mut next = read_ahead(&mut datasets, 1);
    loop {
        let (dataset, x) = match next {
            Ahead::Dataset(d, x) => (d, x),
            Ahead::End => break,
            Ahead::Failed(e) => return Err(e.into()),
        };
        number += 1;
        next = read_ahead(&mut datasets, number + 1);
        let label = format!("dataset {number}");
        let line = match lines.next() {
            Next::Line(line) => line,
            Next::Unreadable(rejection) => {
                each(DatasetVerdict::new(&label, Err(rejection)))?;
                continue;
            }
            Next::End => {
                each(DatasetVerdict::new(&label, Err(Rejection::Missing)))?;
                continue;
            }
        };
        let found = verdict(&dataset, &x, &line);
        if found.is_err() && in_step_without(&mut lines, &verdict, (&dataset, &x), &next) {
            let reason = format!(
                "line {}: an extra line {:?} before the answer for {label}",
                line.line, line.text
            );
            let extra = DatasetVerdict::new("output", Err(Rejection::Extra(reason)));
            each(extra.on_line(line.line))?;
            let Next::Line(line) = lines.next() else {
                unreachable!("the line after the extra one was judged");
            };
            each(DatasetVerdict::new(&label, verdict(&dataset, &x, &line)).on_line(line.line))?;
        } else {
            each(DatasetVerdict::new(&label, found).on_line(line.line))?;
        }
    }
    match lines.next() {
        Next::Line(extra) => {
            let reason = format!(
                "line {}: an extra line {:?} after the last answer",
                extra.line, extra.text
            );
            each(DatasetVerdict::new("output", Err(Rejection::Extra(reason))).on_line(extra.line))
        }
        Next::Unreadable(rejection) => each(DatasetVerdict::new("output", Err(rejection))),
        Next::End => Ok(()),
    }
}

/// Whether the output is in step again once its next line is dropped, and
/// only then: the line after it is accepted for `this` dataset, and the
/// one after that for the `next` dataset but the line itself not (or
/// nothing follows, after the last dataset).
fn in_step_without<R: BufRead, D, X>(
    lines: &mut Lines<R>,
    verdict: &impl Fn(&D, &X, &AnswerLine) -> Result<(), Rejection>,
    (dataset, x): (&D, &X),
    next: &Ahead<D, X>,
) -> bool {
    let fits = |lines: &mut Lines<R>, k: usize, dataset: &D, x: &X| {
        (lines.peek(k)).is_some_and(|line| verdict(dataset, x, line).is_ok())
    };
    fits(lines, 0, dataset, x)
        && match next {
            // In step without dropping it, the line would be the next
            // dataset's: then it is a wrong answer, not a stray line.
            Ahead::Dataset(d, x) => fits(lines, 1, d, x) && !fits(lines, 0, d, x),
            Ahead::End => lines.peek(1).is_none(),
            Ahead::Failed(_) => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Datasets of one number each; `0` ends the input.
    #[derive(Default)]
    struct Numbers;

    impl Format for Numbers {
        type Dataset = i64;

        fn read<R: BufRead>(
            &mut self,
            lines: &mut LineReader<R>,
        ) -> Result<Option<i64>, dice_core::text::InputError> {
            let line = lines.next_non_blank()?.expect("the tests end with 0");
            let n: i64 = line.text.trim().parse().expect("the tests hold numbers");
            Ok((n != 0).then_some(n))
        }
    }

    /// The report of judging `output` against `input`: each verdict as
    /// `LABEL: ok` or `LABEL: reason`.
    fn judged(input: &str, output: &str) -> Vec<String> {
        let mut found = Vec::new();
        let datasets = Datasets::<_, Numbers>::new(input.as_bytes());
        let verdict = |_: &i64, x: &i64, line: &AnswerLine| {
            (line.text == x.to_string())
                .then_some(())
                .ok_or(Rejection::WrongNumber {
                    expected: *x,
                    found: line.text.parse().unwrap_or(-99),
                })
        };
        let mut each = |given: DatasetVerdict| {
            let said = (given.verdict).map_or_else(|r| r.to_string(), |()| "ok".to_string());
            found.push(format!("{}: {said}", given.label));
            Ok::<(), CheckError>(())
        };
        let expected = |d: &i64| Ok(*d);
        judge_lines(datasets, output.as_bytes(), expected, verdict, &mut each).expect("judged");
        found
    }

    #[test]
    fn a_stray_line_is_one_error_and_the_rest_stays_in_step() {
        assert_eq!(
            judged("1\n2\n3\n0\n", "1\n7\n2\n3\n"),
            [
                "dataset 1: ok",
                "output: line 2: an extra line \"7\" before the answer for dataset 2",
                "dataset 2: ok",
                "dataset 3: ok"
            ]
        );
        // Before the last answer, nothing may follow it for the stray to
        // be named.
        assert_eq!(
            judged("1\n2\n0\n", "1\n7\n2\n"),
            [
                "dataset 1: ok",
                "output: line 2: an extra line \"7\" before the answer for dataset 2",
                "dataset 2: ok"
            ]
        );
    }

    #[test]
    fn a_wrong_answer_is_not_taken_for_a_stray_line() {
        // Equal answers in a row: the line after the wrong one is the next
        // dataset's answer in step, so nothing is dropped.
        assert_eq!(
            judged("1\n1\n1\n0\n", "9\n1\n1\n"),
            [
                "dataset 1: expected 1, found 9",
                "dataset 2: ok",
                "dataset 3: ok"
            ]
        );
        // Line 2 is wrong and line 3 happens to be dataset 2's answer, but
        // dataset 3's answer does not follow: a wrong answer, then each
        // answer judged in its place.
        assert_eq!(
            judged("1\n2\n2\n0\n", "1\n5\n2\n"),
            [
                "dataset 1: ok",
                "dataset 2: expected 2, found 5",
                "dataset 3: ok"
            ]
        );
    }

    #[test]
    fn lines_after_the_last_answer_are_one_error_naming_the_first() {
        assert_eq!(
            judged("1\n0\n", "1\n4\n5\n6\n"),
            [
                "dataset 1: ok",
                "output: line 2: an extra line \"4\" after the last answer"
            ]
        );
        assert_eq!(
            judged("1\n2\n0\n", "1\n"),
            ["dataset 1: ok", "dataset 2: no answer in the output"]
        );
    }
}
