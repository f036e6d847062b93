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
    #[error("read error: {}", os_reason(.0))]
    Io(#[from] io::Error),
}

/// The system's reason for `e` in plain words, without `os error N`:
/// `no such file or folder`, `permission denied`, `the disk is full`.
///
/// Every message that names a path gives its reason through this
/// function, so the wording is defined once. An error made with its own
/// text (`io::Error::other("...")`) keeps that text.
pub fn os_reason(e: &io::Error) -> String {
    use io::ErrorKind as K;
    let plain = match e.kind() {
        K::NotFound => "no such file or folder",
        K::PermissionDenied => "permission denied",
        K::AlreadyExists => "it already exists",
        K::StorageFull => "the disk is full",
        K::QuotaExceeded => "the disk quota is used up",
        K::ReadOnlyFilesystem => "the file system is read-only",
        K::NotADirectory => "a part of the path is not a folder",
        K::IsADirectory => "it is a folder",
        K::DirectoryNotEmpty => "the folder is not empty",
        K::InvalidFilename => "the name is too long or not allowed",
        K::CrossesDevices => "it is on another file system",
        K::OutOfMemory => "out of memory",
        K::BrokenPipe => "the reader closed the pipe",
        K::InvalidData => "the bytes are not text",
        K::UnexpectedEof => "the input ended early",
        _ if e.raw_os_error().is_none() => return e.to_string(),
        kind => return kind.to_string(),
    };
    plain.to_string()
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
