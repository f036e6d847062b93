//! What each puzzle brings to the commands, in the style of
//! `dice_core::text::Framing`: the [`Kind`] trait, implemented once per
//! puzzle beside its own code (`dice`, `arrow`, `cube`), and [`of`], the
//! one place a [`Chosen`] puzzle becomes its implementation. `run`,
//! `check`, `validate`, `render`, `generate`, `demo` and the batch runner
//! are written once over it; the cube's board is a value of the cube's
//! implementation, not a second code path.
//!
//! `play` keeps each puzzle's games beside its screen (`play/`); the
//! trait's `games` loads them.

mod arrow;
mod cube;
mod dice;
mod maze;

use crate::batch::{Sources, Stopped, Threads};
use crate::exit::{Failure, Inputs};
use crate::generate::GenerateError;
use crate::play::Deck;
use crate::render::Scene;
use abbott_judge::Rules;
use abbott_judge::RunError;
use abbott_judge::output::{Options, OutputFormat};
use abbott_judge::puzzle::{Chosen, Puzzle};
use abbott_judge::rules::{Arrow, Cube, Dice, Maze};
use std::io::{BufRead, Read, Write};

/// What one puzzle brings to the commands: its [`Rules`] (sample,
/// answers, judging, validation) and the rest.
pub trait Kind: Rules {
    /// One line of help for the puzzle's own binary: what it reads and
    /// prints.
    fn about(&self) -> &'static str;

    /// Answers every dataset of each of `sources` in `format` with
    /// `pool`'s threads (the batch runner), printing to `out` in input
    /// order; the first input error comes after every answer before it.
    fn answer_parallel(
        &self,
        format: OutputFormat,
        sources: Sources<'_, '_>,
        out: &mut dyn Write,
        pool: &rayon::ThreadPool,
    ) -> Result<(), Stopped>;

    /// Answers each of `inputs` onto standard output on `threads`, in
    /// input order: each file's answers, then its error if it is
    /// malformed (and no later file).
    fn answer_files(
        &self,
        inputs: &Inputs,
        options: Options,
        threads: Threads,
    ) -> Result<(), Failure>;

    /// The scenes of every dataset in `input`, then the first input error
    /// or the first dataset whose search the system refuses its memory
    /// (with the scenes before it).
    fn scenes(&self, input: &mut dyn BufRead) -> (Vec<Scene>, Option<RunError>);

    /// The options of `generate` given in `args` that do not fit this
    /// puzzle, as spelt on the command line.
    fn misfits(&self, args: &crate::args::GenerateArgs) -> Vec<&'static str>;

    /// What the statement allows in one judge file, for generate's
    /// warning; `None` when the puzzle has no statement.
    fn statement_limits(&self) -> Option<crate::generate::StatementLimits>;

    /// What the puzzle brings to its problem package, `None` where it has
    /// no statement (the cube on another board than 3 x 3).
    fn problem(&self) -> Option<&'static abbott_package::Problem>;

    /// Writes the random datasets `args` asks for to `out`.
    fn generate(
        &self,
        args: &crate::args::GenerateArgs,
        out: &mut dyn Write,
    ) -> Result<(), GenerateError>;

    /// Every dataset of `input` with abbott's optimum from its start, for
    /// the terminal play screen; the first input error, or the first
    /// dataset whose search the system refuses its memory.
    fn games(&self, input: &mut dyn BufRead) -> Result<Box<dyn Deck>, RunError>;

    /// `abbott test`: runs the session `config` asks for on this puzzle
    /// (on its board), judged by its own rules, with the report on `out`
    /// (in colour if `colour`) and the progress told to `observer`.
    fn test(
        &self,
        config: abbott_tester::Config,
        observer: &mut dyn abbott_tester::Observer,
        report: (&mut dyn Write, bool),
    ) -> Result<abbott_tester::Outcome, abbott_tester::TestError>;
}

/// The implementation of `chosen`: the one place each puzzle is named.
pub fn of(chosen: Chosen) -> Box<dyn Kind> {
    match chosen.puzzle {
        Puzzle::DiceMaze => Box::new(Maze::<Dice>::new()),
        Puzzle::ArrowMaze => Box::new(Maze::<Arrow>::new()),
        Puzzle::CubePuzzle => Box::new(Cube {
            board: chosen.board,
        }),
    }
}

/// The names of the options given: each name with whether it was given.
fn given(options: &[(&'static str, bool)]) -> Vec<&'static str> {
    options
        .iter()
        .filter_map(|&(name, set)| set.then_some(name))
        .collect()
}

/// The options of `generate` that do not fit a maze.
fn maze_misfits(args: &crate::args::GenerateArgs) -> Vec<&'static str> {
    given(&[
        ("--steps", args.steps.is_some()),
        ("--board", args.board.is_some()),
    ])
}

/// Answers each of `inputs` with `kind`'s batch runner on a pool of
/// `threads` (this thread one of them: it cuts and prints, and runs
/// pieces itself while it waits, so -j N means N busy threads). The next
/// file is cut while the last pieces of this one are answered.
fn answer_files_parallel(
    kind: &dyn Kind,
    inputs: &Inputs,
    format: OutputFormat,
    threads: Threads,
) -> Result<(), Failure> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.pool_size())
        .use_current_thread()
        .build()
        .map_err(|e| Failure::message(format!("cannot start threads: {e}")))?;
    let mut paths = inputs.paths();
    let mut sources = || {
        let path = paths.next()?;
        Some(crate::exit::open_input(Some(path)).map(|input| {
            let reader: Box<dyn Read> = Box::new(input.reader);
            (input.label, reader)
        }))
    };
    let mut out = crate::exit::stdout();
    let res = kind.answer_parallel(format, &mut sources, &mut out, &pool);
    // The answers before an error come before its message.
    out.flush()?;
    res.map_err(|stopped| match stopped {
        Stopped::Run(label, e) => Failure::from_run(&label, e),
        Stopped::Open(failure) => failure,
    })
}

/// Answers each of `inputs` on this thread, one dataset after another,
/// with one `kind` (and its solver's searches) for every file.
fn answer_files_serial(kind: &dyn Kind, inputs: &Inputs, options: Options) -> Result<(), Failure> {
    let mut out = crate::exit::stdout();
    crate::exit::each_input(inputs, &mut out, |mut input, out| {
        let res = kind.answer_stream(options, &mut input.reader, out);
        res.map_err(|e| Failure::from_run(&input.label, e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use cube_puzzle::Shape;

    #[test]
    fn each_puzzle_is_its_own_kind_and_the_board_belongs_to_the_cube() {
        // The rules each kind is are the judge's (tested there); here what
        // a kind adds.
        for puzzle in Puzzle::ALL {
            let kind = of(Chosen::new(puzzle, None).expect("no board"));
            assert_eq!(kind.puzzle(), puzzle);
            assert!(!kind.about().is_empty());
            assert!(kind.problem().is_some(), "{puzzle:?}: a package");
        }
        let board: Shape = "2x3".parse().expect("a shape");
        let cube = of(Chosen::new(Puzzle::CubePuzzle, Some(board)).expect("a board"));
        assert!(
            cube.problem().is_none(),
            "no package off the statement's board"
        );
        let (scenes, error) = cube.scenes(&mut &b"1 1\nB E W\nW W W\n0 0\n"[..]);
        assert_eq!((scenes.len(), error.is_none()), (1, true));
    }
}
