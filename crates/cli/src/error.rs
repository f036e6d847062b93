//! Why a run stopped: a leaf every other module of the crate may import.

pub use dice_core::text::os_reason;

use dice_core::text::InputError;
use std::io;

/// Why solving a stream stopped early.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The input was malformed or could not be read.
    #[error(transparent)]
    Input(#[from] InputError),
    /// The answers could not be written.
    #[error("cannot write the answers: {}", os_reason(.0))]
    Output(io::Error),
}
