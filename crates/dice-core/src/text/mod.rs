//! Reading judge-format input: a line reader that streams from any
//! [`BufRead`](std::io::BufRead), the error types every puzzle parser returns, and the small
//! nom 8 token parsers they are built from.
//!
//! Every judge format here is line-oriented, so parsers take one line at a
//! time: trailing spaces, tabs and carriage returns are dropped, bytes that
//! are not UTF-8 are an error of that line alone, and columns count
//! characters from 1.
//!
//! - [`ParseError`], [`InputError`] (`error`): what every reader returns.
//! - [`LineReader`], [`Line`] (`line`): the streaming line reader.
//! - [`Format`], [`Datasets`], [`parse_all`] (`datasets`): a per-dataset
//!   parser turned into an iterator.
//! - [`Framing`] (`framing`): where datasets end, for cutting raw input.
//! - [`Expected`] and the token parsers (`tokens`): nom 8 parsers of one
//!   line's fields.

mod datasets;
mod error;
mod framing;
mod line;
mod tokens;

pub use datasets::{Datasets, Format, parse_all};
pub use error::{InputError, ParseError, os_reason};
pub use framing::{FrameStep, Framing, line_start, line_text, whole_int, words};
pub use line::{FOUND_END, Line, LineReader, MAX_LINE_BYTES, end_of_input, name_line};
pub use tokens::{
    Expected, PResult, end_of_line, expect, gap, int_in, leading_int, next_int, word,
};

#[cfg(test)]
mod tests;
