//! How answers are printed: the judge format or JSON, with or without the
//! cube's rolls; importing nothing else of this crate.

/// How answers are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OutputFormat {
    /// The judge format, byte for byte.
    #[default]
    Judge,
    /// One JSON object per dataset, one per line.
    Json,
}

impl OutputFormat {
    /// Every format.
    pub const ALL: [OutputFormat; 2] = [OutputFormat::Judge, OutputFormat::Json];

    /// The format's name as `--format` spells it.
    pub fn name(self) -> &'static str {
        match self {
            OutputFormat::Judge => "judge",
            OutputFormat::Json => "json",
        }
    }

    /// What the format is, as help lists it.
    pub fn title(self) -> &'static str {
        match self {
            OutputFormat::Judge => "The judge format, byte for byte",
            OutputFormat::Json => "One JSON object per dataset, one per line",
        }
    }
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
