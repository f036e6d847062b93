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

impl<R: BufRead, F> Datasets<R, F> {
    /// The line where the dataset read last begins: its first line that is
    /// not blank (0 before any), for messages about the whole dataset.
    pub fn dataset_line(&self) -> usize {
        self.lines.dataset_line()
    }
}

impl<R: BufRead, F: Format> Iterator for Datasets<R, F> {
    type Item = Result<F::Dataset, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        self.lines.open_dataset();
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Datasets of a word line and a number line; `END` ends the input.
    #[derive(Default)]
    struct Pairs;

    impl Format for Pairs {
        type Dataset = String;

        fn read<R: BufRead>(
            &mut self,
            lines: &mut LineReader<R>,
        ) -> Result<Option<String>, InputError> {
            let word = match lines.next_non_blank()? {
                Some(line) if line.text.trim() == "END" => return Ok(None),
                Some(line) => line.text.trim().to_string(),
                None => return Err(lines.end_of_input("expected a word").into()),
            };
            match lines.next_line()? {
                Some(line) => Ok(Some(format!("{word} {}", line.text))),
                None => Err(lines.end_of_input("expected a number").into()),
            }
        }
    }

    #[test]
    fn each_dataset_begins_on_its_first_line_with_text() {
        let text = "A\n1\n\n  \nB\n2\nC\n3\nEND\n";
        let mut datasets = Datasets::<_, Pairs>::new(text.as_bytes());
        assert_eq!(datasets.dataset_line(), 0, "nothing read yet");
        let mut lines = Vec::new();
        while let Some(dataset) = datasets.next() {
            lines.push((dataset.expect("valid"), datasets.dataset_line()));
        }
        let expected = [("A 1", 1), ("B 2", 5), ("C 3", 7)];
        assert_eq!(lines, expected.map(|(d, l)| (d.to_string(), l)));
    }
}
