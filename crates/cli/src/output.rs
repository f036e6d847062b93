//! How answers are printed: shared by the batch runner, the JSON writer
//! and the arguments, and importing nothing else of this crate.

/// How answers are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// The judge format, byte for byte.
    #[default]
    Judge,
    /// One JSON object per dataset, one per line.
    Json,
}

/// How the answers are printed: the format, and for the cube puzzle
/// whether the rolls follow each answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The judge format or JSON (cube JSON includes the rolls).
    pub format: OutputFormat,
    /// Cube puzzle, judge format: follow each answer with the optimal rolls.
    pub moves: bool,
}
