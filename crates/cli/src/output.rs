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

/// How the answers are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Cube puzzle: follow each answer with the optimal rolls.
    pub moves: bool,
    /// Cube puzzle: one JSON object per dataset, rolls included.
    pub json: bool,
}
