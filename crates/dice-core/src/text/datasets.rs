//! A judge format's per-dataset parser turned into an iterator over a
//! [`BufRead`], and into a whole-input parser.

use super::{InputError, LineReader, ParseError};
use std::io::BufRead;

/// A judge input format: how to read one dataset from a line reader.
pub trait Format {
    /// What one dataset parses into.
    type Dataset;

    /// Reads the next dataset, or `None` at the format's end marker.
    fn read<R: BufRead>(
        &mut self,
        lines: &mut LineReader<R>,
    ) -> Result<Option<Self::Dataset>, InputError>;
}

/// Streams the datasets of a [`Format`] from a [`BufRead`].
///
/// Each item is a dataset or the first error; after an error or the end
/// marker the iterator ends, so every dataset before a malformed one is
/// still delivered.
#[derive(Debug)]
pub struct Datasets<R, F> {
    lines: LineReader<R>,
    format: F,
    done: bool,
}

impl<R: BufRead, F: Format + Default> Datasets<R, F> {
    /// A reader of the format at the start of `src`.
    pub fn new(src: R) -> Datasets<R, F> {
        Datasets::with_format(src, F::default())
    }
}

impl<R: BufRead, F: Format> Datasets<R, F> {
    /// A reader of `format` at the start of `src`.
    pub fn with_format(src: R, format: F) -> Datasets<R, F> {
        Datasets {
            lines: LineReader::new(src),
            format,
            done: false,
        }
    }
}

impl<R: BufRead, F: Format> Iterator for Datasets<R, F> {
    type Item = Result<F::Dataset, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let res = self.format.read(&mut self.lines);
        if !matches!(res, Ok(Some(_))) {
            self.done = true;
        }
        res.transpose()
    }
}

/// Parses a whole input held in memory: every dataset up to the end marker.
pub fn parse_all<F: Format>(text: &str, format: F) -> Result<Vec<F::Dataset>, ParseError> {
    Datasets::with_format(text.as_bytes(), format)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| match e {
            InputError::Syntax(e) => e,
            InputError::Io(e) => unreachable!("reading a byte slice cannot fail: {e}"),
        })
}
