//! [`Rules`]: a puzzle's judge data as seen by the commands that must not
//! know the whole of a puzzle's `Kind` (the package and the tester, which
//! the `Kind` reaches in turn): its sample, abbott's answers, the judging
//! of an output and the strict validator. Every `Kind` is `Rules` too.

use super::{DatasetVerdict, Halt, Length};
use crate::error::RunError;
use crate::output::Options;
use crate::puzzle::Puzzle;
use dice_core::memory::DatasetRefused;
use dice_core::strict::Limits;
use dice_core::text::ParseError;
use std::io::{BufRead, Write};

/// What one puzzle (on its board) judges by.
pub trait Rules: Send + Sync {
    /// Which puzzle this is.
    fn puzzle(&self) -> Puzzle;

    /// The statement's sample input.
    fn sample(&self) -> &'static str;

    /// Answers every dataset of `input` onto `out` in the judge format as
    /// each is read (with the cube's rolls or JSON if `options` says so).
    fn answer_stream(
        &self,
        options: Options,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<(), RunError>;

    /// Judges `output` against `input`, handing each dataset's verdict to
    /// `each` in input order, then one for output after the last answer,
    /// if any.
    fn judge(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        length: Length,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt>;

    /// Judges `output` written with the way to each answer, as `--moves`
    /// prints it: the cube's number followed by its rolls. A maze's answer
    /// always carries its route, so the mazes judge it as [`Rules::judge`]
    /// does with shortest routes.
    fn judge_with_rolls(
        &self,
        input: &mut dyn BufRead,
        output: &mut dyn BufRead,
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Result<(), Halt> {
        self.judge(input, output, Length::Shortest, each)
    }

    /// Every rule of the judge format (and the limits) that `input`
    /// breaks, in file order, or the first dataset whose search for a
    /// promise of the statement (one shortest tour) the system refuses
    /// its memory.
    fn try_violations(
        &self,
        input: &[u8],
        limits: Limits,
    ) -> Result<Vec<ParseError>, DatasetRefused>;

    /// [`Rules::try_violations`] on judge files whose searches are small
    /// (the package's, the tester's): a refused search ends the process,
    /// as a refused allocation does.
    fn violations(&self, input: &[u8], limits: Limits) -> Vec<ParseError> {
        (self.try_violations(input, limits)).unwrap_or_else(|e| e.refused.abort())
    }

    /// What a judge sees for `input`: the answers, then `error: ...` on a
    /// line of its own if the input is malformed or a search is refused
    /// its memory.
    fn transcript(&self, input: &[u8]) -> String {
        let mut out = Vec::new();
        if let Err(e) = self.answer_stream(Options::default(), &mut &input[..], &mut out) {
            out.extend_from_slice(format!("error: {e}\n").as_bytes());
        }
        String::from_utf8_lossy(&out).into_owned()
    }
}
