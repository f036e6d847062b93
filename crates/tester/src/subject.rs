//! What the tester needs of a puzzle (on its board): its datasets read and
//! written in the judge format, random ones drawn against the classic
//! mistakes, simpler ones for shrinking, and a drawing of a failure. Each
//! puzzle implements it in its own file; the search and the shrinking are
//! written once over it. Validation, verdicts and abbott's answers come
//! from the puzzle's `judging::Rules`, which the session holds beside it.

pub use abbott_judge::Noun;
use abbott_judge::{DatasetVerdict, Halt};
use dice_core::rng::SplitMix64;
use dice_core::text::InputError;
use std::io::{self, Write};
use std::time::Duration;

/// How big a dataset is, for shrinking (smaller compares less) and for the
/// report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Size {
    /// Squares of the grid (rows x columns; the cube's board too).
    pub area: u32,
    /// The puzzle's own measure of detail: squares that are not empty, or
    /// signs, or squares of a pattern unlike the start board.
    pub detail: u32,
    /// A finer measure: wild squares, or turns.
    pub finer: u32,
}

/// One puzzle (on its board) as the tester sees it.
pub trait Subject {
    /// One dataset.
    type Dataset: Clone + Send + Sync;

    /// What the answers count, in the report: moves, rolls.
    const UNIT: Noun;

    /// How many datasets one run of a random file holds (the cube's
    /// statement allows fewer than 16; on its larger boards a right
    /// program's run costs seconds).
    fn per_run(&self) -> usize;

    /// How long one run may take when `--time-limit` is not given.
    fn time_limit(&self) -> Duration;

    /// The datasets of a judge input (on the subject's board).
    fn read(&self, input: &str) -> Result<Vec<Self::Dataset>, InputError>;

    /// The judge input of `datasets`, with its end line.
    fn write(datasets: &[Self::Dataset]) -> String;

    /// The `index`-th random dataset (from 0): small first, growing, drawn
    /// from distributions that make the classic mistakes show. It may be
    /// outside the statement's promises; the caller validates it.
    fn random(&mut self, rng: &mut SplitMix64, index: u64) -> Self::Dataset;

    /// The dataset's size.
    fn size(dataset: &Self::Dataset) -> Size;

    /// The dataset's size in words: `7 x 9, 12 wild squares`.
    fn describe(dataset: &Self::Dataset) -> String;

    /// Datasets one step simpler than `dataset`, the biggest steps first.
    fn simpler(dataset: &Self::Dataset) -> Vec<Self::Dataset>;

    /// Datasets over the same squares as `dataset`, drawn by `rng`, that a
    /// program keeping state from `dataset` may answer wrong after it: the
    /// same maze with another start and die, or entrance, heading and
    /// goal, or cut smaller; the same pattern from other start squares, or
    /// another pattern from the same one. They may break the statement's
    /// promises; the caller validates them.
    fn relatives(&mut self, rng: &mut SplitMix64, dataset: &Self::Dataset) -> Vec<Self::Dataset>;

    /// What `second` (dataset 2 of a failing input) shares with `first`
    /// (dataset 1), in words: `dataset 2 asks the same pattern as dataset
    /// 1, from (1,2) instead of (2,2)`; `None` if nothing the subject
    /// names.
    fn shared(first: &Self::Dataset, second: &Self::Dataset) -> Option<String>;

    /// Pairs one step simpler than (`first`, `second`) that still share
    /// what [`Subject::shared`] names: the same change made to both (a
    /// square emptied, a row left out, a pattern's square whitened), the
    /// biggest steps first. They may break the statement's promises; the
    /// caller validates them.
    fn simpler_together(
        first: &Self::Dataset,
        second: &Self::Dataset,
    ) -> Vec<(Self::Dataset, Self::Dataset)>;

    /// The length of abbott's answer (moves or rolls), if there is one.
    fn answer_length(&mut self, dataset: &Self::Dataset) -> Option<usize>;

    /// The datasets with the longest answers an extremal search finds from
    /// `seed` by `deadline` (the max test; `tester::longest`), none for a
    /// subject without such a search.
    fn longest(&mut self, seed: u64, deadline: std::time::Instant) -> Vec<Self::Dataset> {
        let _ = (seed, deadline);
        Vec::new()
    }

    /// Judges `output` against `input` from the answers the subject
    /// keeps, with the verdicts of the puzzle's rules (on its board),
    /// handing each to `each` as `Rules::judge` does, so that a session
    /// searches each dataset once; `None` for a subject that keeps none,
    /// which the rules judge.
    fn judge_kept(
        &mut self,
        input: &[u8],
        output: &[u8],
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Option<Result<(), Halt>> {
        let _ = (input, output, each);
        None
    }

    /// Draws a failure on `dataset`, the `index`-th (from 0) of the input
    /// the program answered with `answer.0` (`answer.1` is the place): abbott's answer and the
    /// program's, so that the difference shows.
    fn draw(
        &mut self,
        out: &mut dyn Write,
        dataset: &Self::Dataset,
        answer: (&[u8], usize),
        colour: bool,
    ) -> io::Result<()>;
}

/// How long one run may take by default where the statement sets the
/// limits (the mazes, the cube on 3 x 3): far more than a right program
/// needs on the statement's largest inputs.
pub(super) const STATEMENT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// A random side from 1 to `cap`, the larger ones more often.
pub(super) fn side(rng: &mut SplitMix64, cap: u32) -> u32 {
    let a = 1 + rng.below(u64::from(cap)) as u32;
    let b = 1 + rng.below(u64::from(cap)) as u32;
    a.max(b)
}

/// The largest side of the `index`-th random maze: 2 for the first
/// hundred, one more for each hundred after, up to `limit`.
pub(super) fn side_cap(index: u64, limit: u32) -> u32 {
    let grown = 2 + index / 100;
    u32::try_from(grown).map_or(limit, |g| g.min(limit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_noun_counted_is_singular_after_one_only() {
        let rolls = Noun {
            one: "roll",
            many: "rolls",
        };
        let counted: Vec<String> = [0u64, 1, 2, 31].map(|n| rolls.count(n)).to_vec();
        assert_eq!(counted, ["0 rolls", "1 roll", "2 rolls", "31 rolls"]);
    }
}
