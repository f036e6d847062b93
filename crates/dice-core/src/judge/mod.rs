//! Helpers for the judges' output formats.

mod slip;

pub use slip::Slip;

use crate::Pos;
use crate::text::{InputError, LineReader};
use std::fmt::{self, Display, Write};
use std::io::BufRead;

/// How a judge format lays a route out over lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RouteLayout {
    /// How many items a full line holds.
    pub per_line: usize,
    /// What stands between two items on a line.
    pub separator: &'static str,
    /// Whether a full line ends with the separator when more items follow
    /// (the dice format does, the arrow format does not).
    pub separator_at_line_end: bool,
}

/// The indentation of every line of a judge output except the names.
pub const INDENT: &str = "  ";

/// The line that stands for a route that does not exist.
pub const NO_SOLUTION: &str = "No Solution Possible";

/// The one rule for numbers in a team's output, in every puzzle: an
/// integer written the way the judge writes it, `0` or a `-` and digits
/// with no leading zero (`03`, `+3`, `-0`, ` 3` and `3\0` are not numbers).
/// `None` for anything else, and for a value beyond `i64`.
pub fn canonical_integer(text: &str) -> Option<i64> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let canonical = match digits.as_bytes() {
        [] => false,
        [b'0'] => digits.len() == text.len(),
        [first, rest @ ..] => {
            first.is_ascii_digit() && *first != b'0' && rest.iter().all(u8::is_ascii_digit)
        }
    };
    canonical.then(|| text.parse().ok()).flatten()
}

impl RouteLayout {
    /// Writes `items` as indented lines of at most `per_line` items, each
    /// line ended by a newline.
    pub fn write<T: Display>(&self, out: &mut impl Write, items: &[T]) -> fmt::Result {
        for (line_no, line) in items.chunks(self.per_line.max(1)).enumerate() {
            if line_no > 0 && self.separator_at_line_end {
                out.write_str(self.separator)?;
            }
            if line_no > 0 {
                out.write_char('\n')?;
            }
            out.write_str(INDENT)?;
            for (i, item) in line.iter().enumerate() {
                if i > 0 {
                    out.write_str(self.separator)?;
                }
                write!(out, "{item}")?;
            }
        }
        if !items.is_empty() {
            out.write_char('\n')?;
        }
        Ok(())
    }

    /// Writes a named answer: the name on its own line, then the route laid
    /// out by [`RouteLayout::write`], or the indented `No Solution Possible`.
    pub fn write_answer<T: Display>(
        &self,
        out: &mut impl Write,
        name: &str,
        route: Option<&[T]>,
    ) -> fmt::Result {
        writeln!(out, "{name}")?;
        match route {
            Some(items) if !items.is_empty() => self.write(out, items),
            _ => writeln!(out, "{INDENT}{NO_SOLUTION}"),
        }
    }
}

/// A named answer of the maze puzzles: a route, or none, and the layout
/// its judge writes it in. `Display` writes the judge output exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The maze's name.
    pub name: String,
    /// The positions visited, or `None` when there is no route.
    pub route: Option<Vec<Pos>>,
    /// How the judge lays the route out.
    pub layout: RouteLayout,
}

impl Solution {
    /// The number of moves, if there is a route.
    pub fn n_moves(&self) -> Option<usize> {
        self.route.as_ref().map(|r| r.len().saturating_sub(1))
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.layout
            .write_answer(f, &self.name, self.route.as_deref())
    }
}

/// One named answer read back from a judge output (dice and arrow formats).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RouteAnswer {
    /// The name line.
    pub name: String,
    /// The positions, or `None` for `No Solution Possible`.
    pub route: Option<Vec<Pos>>,
    /// The output line of the name.
    pub line: usize,
    /// Why the lines are not in the judge layout, if they are not (the
    /// positions were still read).
    pub layout_error: Option<LayoutError>,
}

/// How an answer's lines break the judge layout (the positions were still
/// read as far as they go).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// An indented line where the name belongs.
    NameNotInColumnOne {
        /// The output line.
        line: usize,
    },
    /// A route or `No Solution Possible` line without its indent.
    NotIndented {
        /// The output line.
        line: usize,
    },
    /// A name with nothing after it.
    NoBody {
        /// The output line of the name.
        line: usize,
    },
    /// More of the answer after its `No Solution Possible`.
    AfterNoSolution {
        /// The output line.
        line: usize,
    },
    /// Something that is not a `(row,col)` position.
    NotAPosition {
        /// The output line.
        line: usize,
        /// The column, in characters from 1.
        column: usize,
    },
    /// A line that differs from the judge's layout of the same positions
    /// (separators, positions per line, spaces).
    Differs {
        /// The output line.
        line: usize,
        /// What differs.
        slip: Slip,
        /// The line the judge would print.
        expected: String,
    },
    /// More or fewer lines than the judge's layout of the same positions.
    LineCount {
        /// The output line of the name.
        line: usize,
    },
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::NameNotInColumnOne { line } => {
                write!(f, "output line {line}: expected a name in column 1")
            }
            LayoutError::NotIndented { line } => {
                write!(
                    f,
                    "output line {line}: expected the line indented by two spaces"
                )
            }
            LayoutError::NoBody { line } => write!(
                f,
                "output line {line}: no route and no {NO_SOLUTION:?} after the name"
            ),
            LayoutError::AfterNoSolution { line } => write!(
                f,
                "output line {line}: expected the next name after {NO_SOLUTION:?}, found more of the answer"
            ),
            LayoutError::NotAPosition { line, column } => write!(
                f,
                "output line {line}, column {column}: expected a position (row,col)"
            ),
            LayoutError::Differs {
                line,
                slip: Slip::Other,
                expected,
            } => write!(f, "output line {line}: expected {expected:?}"),
            LayoutError::Differs {
                line,
                slip,
                expected,
            } => write!(f, "output line {line}: {slip}: expected {expected:?}"),
            LayoutError::LineCount { line } => write!(
                f,
                "output line {line}: the lines of the answer are not laid out as the judge's"
            ),
        }
    }
}

/// Reads named answers back from a judge output, for checking: a name in
/// column 1, then indented lines of positions or `No Solution Possible`.
#[derive(Debug)]
pub struct AnswerReader<R> {
    lines: LineReader<R>,
    layout: RouteLayout,
    /// A name line read ahead: its number and text.
    pending: Option<(usize, String)>,
}

impl<R: BufRead> AnswerReader<R> {
    /// A reader of answers laid out as `layout`.
    pub fn new(src: R, layout: RouteLayout) -> AnswerReader<R> {
        AnswerReader {
            lines: LineReader::new(src),
            layout,
            pending: None,
        }
    }

    /// The next answer, or `None` at the end of the output. Errors are
    /// output that cannot be read as text (not UTF-8, a line too long, a
    /// read error); layout slips are the answer's `layout_error`.
    pub fn next_answer(&mut self) -> Result<Option<RouteAnswer>, InputError> {
        let (line, name) = match self.pending.take() {
            Some(named) => named,
            None => loop {
                match self.lines.next_line()? {
                    None => return Ok(None),
                    Some(l) if l.text.is_empty() => continue,
                    Some(l) => break (l.number, l.text.to_string()),
                }
            },
        };
        if name.starts_with([' ', '\t']) {
            // An indented line where a name belongs: an answer whose layout
            // is wrong, read as far as it goes.
            let mut body = vec![(line, name)];
            self.read_indented(&mut body)?;
            let (route, _) = self.read_body(line, &body);
            return Ok(Some(RouteAnswer {
                name: String::new(),
                route,
                line,
                layout_error: Some(LayoutError::NameNotInColumnOne { line }),
            }));
        }
        let mut body: Vec<(usize, String)> = Vec::new();
        self.read_indented(&mut body)?;
        let (route, mut layout_error) = self.read_body(line, &body);
        if layout_error.is_none() {
            let mut expected = String::new();
            let _ = self
                .layout
                .write_answer(&mut expected, &name, route.as_deref());
            let actual: String = std::iter::once(name.as_str())
                .chain(body.iter().map(|(_, t)| t.as_str()))
                .flat_map(|t| [t, "\n"])
                .collect();
            if let Some((k, (want, got))) = expected
                .lines()
                .zip(actual.lines())
                .enumerate()
                .find(|(_, (want, got))| want != got)
            {
                layout_error = Some(LayoutError::Differs {
                    line: line + k,
                    slip: Slip::between(got, want, &self.layout),
                    expected: want.to_string(),
                });
            } else if expected.lines().count() != actual.lines().count() {
                layout_error = Some(LayoutError::LineCount { line });
            }
        }
        Ok(Some(RouteAnswer {
            name,
            route,
            line,
            layout_error,
        }))
    }

    /// Appends the indented lines that follow to `body`, with their
    /// numbers, keeping the next name line for the next answer. A line
    /// indented by a tab is a body line too (with the wrong indent), not a
    /// name.
    fn read_indented(&mut self, body: &mut Vec<(usize, String)>) -> Result<(), InputError> {
        while let Some(l) = self.lines.next_line()? {
            if l.text.starts_with([' ', '\t']) {
                body.push((l.number, l.text.to_string()));
            } else if !l.text.is_empty() {
                self.pending = Some((l.number, l.text.to_string()));
                break;
            }
        }
        Ok(())
    }

    /// The positions of an answer's body, or `None` for no solution, and
    /// the first problem found reading it.
    fn read_body(
        &self,
        line: usize,
        body: &[(usize, String)],
    ) -> (Option<Vec<Pos>>, Option<LayoutError>) {
        match body {
            // The next "name" is the answer's body without its indent.
            [] => match &self.pending {
                Some((next, text)) if text.starts_with('(') || text == NO_SOLUTION => {
                    (None, Some(LayoutError::NotIndented { line: *next }))
                }
                _ => (None, Some(LayoutError::NoBody { line })),
            },
            [(_, text)] if text.trim() == NO_SOLUTION => (None, None),
            [(_, text), (next, _), ..] if text.trim() == NO_SOLUTION => {
                (None, Some(LayoutError::AfterNoSolution { line: *next }))
            }
            _ => {
                let mut route = Vec::new();
                for (number, text) in body {
                    if let Err(column) = read_positions(text, &mut route) {
                        let problem = LayoutError::NotAPosition {
                            line: *number,
                            column,
                        };
                        return (Some(route), Some(problem));
                    }
                }
                (Some(route), None)
            }
        }
    }
}

/// Appends every `(row,col)` of a line to `out`; separators may be commas
/// and blanks. On failure, the column where reading stopped.
fn read_positions(text: &str, out: &mut Vec<Pos>) -> Result<(), usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    // Row and column follow the one rule for numbers
    // (`canonical_integer`): no sign, no leading zero.
    let number = |i: &mut usize| -> Option<u32> {
        let start = *i;
        while bytes.get(*i).is_some_and(u8::is_ascii_digit) {
            *i += 1;
        }
        let v = canonical_integer(&text[start..*i])?;
        u32::try_from(v).ok()
    };
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\t' | b',' => i += 1,
            b'(' => {
                let at = i;
                i += 1;
                let row = number(&mut i).ok_or(at + 1)?;
                (bytes.get(i) == Some(&b',')).then_some(()).ok_or(at + 1)?;
                i += 1;
                let col = number(&mut i).ok_or(at + 1)?;
                (bytes.get(i) == Some(&b')')).then_some(()).ok_or(at + 1)?;
                i += 1;
                out.push(Pos::new(row, col));
            }
            _ => return Err(text[..i].chars().count() + 1),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
