//! Refusals of a command line: what abbott will not do, found once when
//! the arguments are resolved into a mode; the exit policy gives them
//! exit code 2.

use abbott_judge::puzzle::BoardOnMaze;
use cube_puzzle::TooManySquares;

/// A command line that asks for something abbott will not do: the
/// options do not fit together or do not fit the puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// `--board` was given for a maze.
    #[error(transparent)]
    BoardOnMaze(#[from] BoardOnMaze),
    /// `generate` options that do not fit the puzzle.
    #[error("{}", misfit_message(*.cube, .options))]
    Misfit {
        /// Whether the puzzle asked for is the cube puzzle (else a maze).
        cube: bool,
        /// The options that do not fit it, as spelt on the command line.
        options: Vec<&'static str>,
    },
    /// `check` with three files and neither judge form.
    #[error(
        "three files are for --icpc (INPUT ANSWER FEEDBACK_DIR) or --testlib (INPUT OUTPUT ANSWER)"
    )]
    ThreeFilesNeedAForm,
    /// `check --moves` for a maze.
    #[error("--moves applies to the cube puzzle only: a maze's answer always carries its route")]
    MovesOnMaze,
    /// A census on a board too large for complete tables.
    #[error("{0} (--max-rolls D counts the answers up to D rolls on any board)")]
    CensusTooLarge(#[from] TooManySquares),
    /// `play --board` on another board than the statement's, without a
    /// file.
    #[error("--board {0} needs a FILE: the embedded sample is on the 3x3 board")]
    BoardNeedsFile(cube_puzzle::Shape),
    /// `--moves` with `--format json`, whose objects carry the rolls.
    #[error("--moves is for the judge format: --format json always gives the rolls")]
    MovesWithJson,
    /// `play` with standard output not a terminal.
    #[error("abbott play needs a terminal: standard output is not one")]
    NoTerminal,
}

/// The words of [`Refusal::Misfit`].
fn misfit_message(cube: bool, options: &[&'static str]) -> String {
    let (applies, apply_not) = if options.len() == 1 {
        ("applies", "does not apply")
    } else {
        ("apply", "do not apply")
    };
    let options = options.join(", ");
    if cube {
        format!(
            "{options} {apply_not} to the cube puzzle (--board picks the board, --steps the answer)"
        )
    } else {
        format!(
            "{options} {applies} to the cube puzzle only (mazes take --rows, --cols, --winding, --min-moves)"
        )
    }
}
