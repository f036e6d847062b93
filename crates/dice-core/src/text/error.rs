//! The errors every puzzle reader returns: a syntax error with its line
//! and column, or a failed read.

use std::io;

/// A malformed input: where it went wrong and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column, in characters from 1.
    pub column: usize,
    /// What was wrong, usually `expected ...`.
    pub message: String,
}

impl ParseError {
    /// An error at a line and column.
    pub fn new(line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }
}

/// Why a dataset could not be read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The text is not in the judge format.
    #[error(transparent)]
    Syntax(#[from] ParseError),
    /// The reader failed.
    #[error("read error: {0}")]
    Io(#[from] io::Error),
}

impl InputError {
    /// The syntax error, if this is one.
    pub fn as_syntax(&self) -> Option<&ParseError> {
        match self {
            InputError::Syntax(e) => Some(e),
            InputError::Io(_) => None,
        }
    }
}
