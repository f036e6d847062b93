//! The streaming line reader: lines from any [`BufRead`] without their
//! ending and trailing blanks, numbered, with UTF-8 and length checked.

use super::{Expected, InputError, ParseError, end_of_line};
use nom::Parser;
use std::io::{self, BufRead};

/// The longest line any reader accepts, in bytes.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// One line of input, without its line ending and trailing blanks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// The line number, from 1.
    pub number: usize,
    /// The text.
    pub text: &'a str,
}

impl<'a> Line<'a> {
    /// The column (in characters, from 1) where `rest`, a suffix of this
    /// line's text, begins.
    pub fn column_of(&self, rest: &str) -> usize {
        let offset = self.text.len().saturating_sub(rest.len());
        self.text
            .get(..offset)
            .map_or(offset, |done| done.chars().count())
            + 1
    }

    /// An error at the start of `rest`, a suffix of this line's text.
    pub fn error_at(&self, rest: &str, message: impl Into<String>) -> ParseError {
        ParseError::new(self.number, self.column_of(rest), message)
    }

    /// Runs `parser` over the whole line: it must succeed and leave nothing
    /// but blanks behind.
    pub fn parse<O>(
        &self,
        mut parser: impl Parser<&'a str, Output = O, Error = Expected<'a>>,
    ) -> Result<O, ParseError> {
        let res = (
            nom::character::complete::space0,
            |i| parser.parse(i),
            end_of_line,
        )
            .parse(self.text);
        match res {
            Ok((_, (_, out, ()))) => Ok(out),
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(self.error_at(e.rest, e.what)),
            Err(nom::Err::Incomplete(_)) => Err(self.error_at("", "unexpected end of line")),
        }
    }
}

/// How much of a line is its text: all but the carriage returns, spaces
/// and tabs that end it (the newline already gone).
pub(super) fn text_len(line: &[u8]) -> usize {
    line.iter()
        .rposition(|b| !matches!(b, b'\r' | b' ' | b'\t'))
        .map_or(0, |i| i + 1)
}

/// Streams lines from a [`BufRead`], counting them.
#[derive(Debug)]
pub struct LineReader<R> {
    src: R,
    /// The current line, checked to be UTF-8 once; its allocation is reused
    /// for reading the next line. At the end of the input it still holds the
    /// last line, which [`LineReader::end_of_input`] looks at.
    line: String,
    number: usize,
    /// Whether the current line ended with a newline.
    newline: bool,
    /// The first line with text since [`LineReader::open_dataset`], or 0.
    opened: usize,
    /// What [`LineReader::peek_non_blank`] read, for the next read.
    held: Option<Held>,
}

/// A line looked at ahead and held for the next read: the current line, or
/// the error met reading it.
#[derive(Debug)]
enum Held {
    Line,
    Error(InputError),
}

impl<R: BufRead> LineReader<R> {
    /// A reader at the start of `src`.
    pub fn new(src: R) -> LineReader<R> {
        LineReader {
            src,
            line: String::new(),
            number: 0,
            newline: false,
            opened: 0,
            held: None,
        }
    }

    /// The next line, or `None` at the end of the input.
    ///
    /// A line that is not UTF-8 or longer than [`MAX_LINE_BYTES`] is an error
    /// naming that line; the lines before it were read normally.
    pub fn next_line(&mut self) -> Result<Option<Line<'_>>, InputError> {
        if !self.read_line()? {
            return Ok(None);
        }
        Ok(Some(self.current()))
    }

    /// The current line (after a successful read).
    fn current(&self) -> Line<'_> {
        Line {
            number: self.number,
            text: &self.line,
        }
    }

    /// Reads the next line into `self.line`; `false` at the end of the
    /// input.
    fn read_line(&mut self) -> Result<bool, InputError> {
        match self.held.take() {
            Some(Held::Line) => {
                if self.opened == 0 {
                    self.opened = self.number;
                }
                return Ok(true);
            }
            Some(Held::Error(e)) => return Err(e),
            None => {}
        }
        // At the end of the input, keep the last line.
        loop {
            match self.src.fill_buf() {
                Ok([]) => return Ok(false),
                Ok(_) => break,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            }
        }
        let mut buf = std::mem::take(&mut self.line).into_bytes();
        buf.clear();
        // Copy up to the next newline straight from the reader's buffer.
        // (The standard `take(..).read_until(..)` does the same job but
        // measured 5.4% more instructions on a 1000 x 1000 arrow maze and
        // 2.4% more on 10,000 small dice mazes, whose time is mostly here.)
        loop {
            let chunk = match self.src.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            if chunk.is_empty() {
                break;
            }
            let (taken, found) = match memchr::memchr(b'\n', chunk) {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            let room = (MAX_LINE_BYTES + 1).saturating_sub(buf.len());
            buf.extend_from_slice(&chunk[..taken.min(room)]);
            self.src.consume(taken);
            if found {
                break;
            }
            if buf.len() > MAX_LINE_BYTES {
                break;
            }
        }
        self.number += 1;
        // Only the newline that ends the line is ever copied.
        self.newline = buf.last() == Some(&b'\n');
        if self.newline {
            buf.pop();
        }
        if buf.len() > MAX_LINE_BYTES {
            let message = format!("line longer than {MAX_LINE_BYTES} bytes");
            return Err(ParseError::new(self.number, 1, message).into());
        }
        buf.truncate(text_len(&buf));
        match String::from_utf8(buf) {
            Ok(text) => {
                self.line = text;
                if self.opened == 0 && !self.line.trim_start().is_empty() {
                    self.opened = self.number;
                }
            }
            Err(e) => {
                let valid_up_to = e.utf8_error().valid_up_to();
                let bytes = e.into_bytes();
                let column = String::from_utf8_lossy(&bytes[..valid_up_to])
                    .chars()
                    .count()
                    + 1;
                return Err(ParseError::new(self.number, column, "invalid UTF-8").into());
            }
        }
        Ok(true)
    }

    /// The next line that is not blank, or `None` at the end of the input.
    pub fn next_non_blank(&mut self) -> Result<Option<Line<'_>>, InputError> {
        loop {
            if !self.read_line()? {
                return Ok(None);
            }
            if !self.line.trim_start().is_empty() {
                return Ok(Some(self.current()));
            }
        }
    }

    /// The next line that is not blank, read now but held for the next
    /// read to return again; `None` at the end of the input, or when that
    /// line could not be read (the error is held for the next read). For a
    /// format that must see what follows a dataset before it delivers it.
    pub fn peek_non_blank(&mut self) -> Option<Line<'_>> {
        // The line a peek read counts as a dataset's first line only when
        // it is read again.
        let opened = self.opened;
        match self.next_non_blank() {
            Ok(Some(_)) => {
                self.opened = opened;
                self.held = Some(Held::Line);
                Some(self.current())
            }
            Ok(None) => None,
            Err(e) => {
                self.held = Some(Held::Error(e));
                None
            }
        }
    }

    /// Lets `take` read lines straight from the reader's buffer, without
    /// copying them or checking them for UTF-8: the fast path of a parser.
    ///
    /// `take` is offered the unread bytes of the buffer and returns the
    /// length of the one line it read at their start, up to and including
    /// its newline (the first newline of the bytes), or `None` to leave that
    /// line to [`LineReader::next_line`]. It is offered bytes again after
    /// each line it takes, and its lines count as read lines with text.
    /// This returns when `take` leaves a line (it leaves a line cut by the
    /// end of the buffer, and an empty buffer, by returning `None` for
    /// bytes without a newline) or at the end of the input.
    pub fn take_lines(
        &mut self,
        mut take: impl FnMut(&[u8]) -> Option<usize>,
    ) -> Result<(), InputError> {
        if self.held.is_some() {
            // A held line is read again by the next read.
            return Ok(());
        }
        loop {
            let buf = match self.src.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            };
            let (mut used, mut n_lines) = (0, 0);
            while let Some(len) = take(&buf[used..]) {
                debug_assert!(
                    len > 0 && memchr::memchr(b'\n', &buf[used..]) == Some(len - 1),
                    "a taken line ends at the first newline"
                );
                used += len;
                n_lines += 1;
            }
            if n_lines > 0 {
                if self.opened == 0 {
                    self.opened = self.number + 1;
                }
                self.number += n_lines;
                self.newline = true;
            }
            let drained = used == buf.len() && used > 0;
            self.src.consume(used);
            if !drained {
                return Ok(());
            }
        }
    }

    /// The number of the last line read (0 before the first).
    pub fn line_number(&self) -> usize {
        self.number
    }

    /// Starts watching for the first line of a dataset: the next line read
    /// that is not blank is [`LineReader::dataset_line`].
    pub fn open_dataset(&mut self) {
        self.opened = 0;
    }

    /// The first line that was not blank since [`LineReader::open_dataset`]
    /// (0 if none was read since).
    pub fn dataset_line(&self) -> usize {
        self.opened
    }

    /// An error for input that ended while `expected` was still wanted,
    /// at the place it was expected ([`end_of_input`]).
    pub fn end_of_input(&self, expected: &str) -> ParseError {
        end_of_input(
            self.number,
            self.line.as_bytes(),
            self.newline,
            &format!("{expected}, {FOUND_END}"),
        )
    }
}

/// How an error at the end of the input ends its message: `expected
/// END, found the end of the input`.
pub const FOUND_END: &str = "found the end of the input";

/// The error `message` at the place where input of `n_lines` lines ended,
/// which is where the missing text was expected: the start of the next
/// line when the last line (`last`, raw or as read) ended with a newline
/// (the start of the input when there is none), else just past the last
/// line's text. Every reader and input cutter places it here, so that all
/// agree.
pub fn end_of_input(n_lines: usize, last: &[u8], newline: bool, message: &str) -> ParseError {
    if n_lines == 0 || newline {
        return ParseError::new(n_lines + 1, 1, message);
    }
    let text = &last[..text_len(last)];
    let column = String::from_utf8_lossy(text).chars().count() + 1;
    ParseError::new(n_lines, column, message)
}

/// A dataset's name line: one word (leading blanks are dropped); `what`
/// names it in the error (`a maze name`).
pub fn name_line(line: &Line<'_>, what: &str) -> Result<String, ParseError> {
    let name = line.text.trim_start();
    match name.find([' ', '\t']) {
        Some(at) => Err(line.error_at(&name[at..], format!("expected {what} without blanks"))),
        None => Ok(name.to_string()),
    }
}
