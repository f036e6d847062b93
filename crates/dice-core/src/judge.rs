//! Helpers for the judges' output formats.

use std::fmt::{self, Display, Write};

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

#[cfg(test)]
mod tests {
    use super::*;

    const DICE: RouteLayout = RouteLayout {
        per_line: 3,
        separator: ",",
        separator_at_line_end: true,
    };
    const ARROW: RouteLayout = RouteLayout {
        per_line: 3,
        separator: " ",
        separator_at_line_end: false,
    };

    fn laid_out(layout: RouteLayout, n: usize) -> String {
        let items: Vec<usize> = (1..=n).collect();
        let mut out = String::new();
        layout
            .write(&mut out, &items)
            .expect("strings take any text");
        out
    }

    #[test]
    fn wraps_with_and_without_trailing_separator() {
        assert_eq!(laid_out(DICE, 3), "  1,2,3\n");
        assert_eq!(laid_out(DICE, 4), "  1,2,3,\n  4\n");
        assert_eq!(laid_out(DICE, 6), "  1,2,3,\n  4,5,6\n");
        assert_eq!(laid_out(ARROW, 7), "  1 2 3\n  4 5 6\n  7\n");
        assert_eq!(laid_out(ARROW, 0), "");
    }

    #[test]
    fn answers_name_then_route_or_no_solution() {
        let mut out = String::new();
        ARROW
            .write_answer(&mut out, "M", Some(&[1, 2][..]))
            .expect("strings take any text");
        ARROW
            .write_answer::<u8>(&mut out, "N", None)
            .expect("strings take any text");
        assert_eq!(out, "M\n  1 2\nN\n  No Solution Possible\n");
    }
}
