//! What differs between an answer line and the judge's line of the same
//! positions: the indent, where the line wraps, the separators. A layout
//! slip is named by what differs, so that a contestant sees the fault
//! without comparing two lines by eye.

use super::{INDENT, RouteLayout};
use std::fmt;

/// How an answer line differs from the line the judge writes for the
/// same positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slip {
    /// The line is indented with a tab (alone or among spaces); the
    /// format indents by two spaces.
    TabIndent,
    /// The line starts with another number of spaces than the format's
    /// two.
    Indent {
        /// The spaces found.
        spaces: usize,
    },
    /// The line holds another number of positions than the judge's.
    Wrap {
        /// The positions on the line.
        found: usize,
        /// The positions on the judge's line.
        expected: usize,
        /// The positions on a full line of the format.
        per_line: usize,
    },
    /// A full line without the separator the format ends it with.
    NoSeparatorAtEnd {
        /// The separator, trimmed (`,`).
        separator: &'static str,
    },
    /// A separator after the last position of the route.
    SeparatorAfterLast {
        /// The separator, trimmed (`,`).
        separator: &'static str,
    },
    /// Two positions parted otherwise than by the format's separator.
    Separator {
        /// What parts them on the line.
        found: String,
        /// The format's separator.
        expected: &'static str,
    },
    /// Any other difference.
    Other,
}

impl Slip {
    /// What differs between `found`, an answer line, and `expected`, the
    /// judge's line of the same positions in `layout`.
    pub fn between(found: &str, expected: &str, layout: &RouteLayout) -> Slip {
        let indent = &found[..found.len() - found.trim_start_matches([' ', '\t']).len()];
        if indent.contains('\t') {
            return Slip::TabIndent;
        }
        let spaces = indent.len();
        if spaces != INDENT.len() {
            return Slip::Indent { spaces };
        }
        let positions = |line: &str| line.matches('(').count();
        let (n_found, n_expected) = (positions(found), positions(expected));
        if n_found != n_expected {
            return Slip::Wrap {
                found: n_found,
                expected: n_expected,
                per_line: layout.per_line,
            };
        }
        let separator = layout.separator.trim();
        let ends = |line: &str| !separator.is_empty() && line.trim_end().ends_with(separator);
        match (ends(found), ends(expected)) {
            (false, true) => return Slip::NoSeparatorAtEnd { separator },
            (true, false) => return Slip::SeparatorAfterLast { separator },
            _ => {}
        }
        // What stands between each `)` and the next `(`.
        let parts = found.split(')').skip(1).filter_map(|s| s.split_once('('));
        if let Some((part, _)) = parts.into_iter().find(|(p, _)| *p != layout.separator) {
            return Slip::Separator {
                found: part.to_string(),
                expected: layout.separator,
            };
        }
        Slip::Other
    }
}

impl fmt::Display for Slip {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slip::TabIndent => {
                f.write_str("is indented with a tab; the format indents by two spaces")
            }
            Slip::Indent { spaces: 1 } => {
                f.write_str("starts with one space; the format indents by two")
            }
            Slip::Indent { spaces } => {
                write!(f, "starts with {spaces} spaces; the format indents by two")
            }
            Slip::Wrap {
                found,
                expected,
                per_line,
            } if found < expected && expected == per_line => write!(
                f,
                "wraps after {found} positions; the format wraps after {per_line}"
            ),
            Slip::Wrap {
                found, per_line, ..
            } if found > per_line => write!(
                f,
                "holds {found} positions; the format wraps after {per_line}"
            ),
            Slip::Wrap {
                found, expected, ..
            } => write!(
                f,
                "holds {found} positions where the judge's line holds {expected}"
            ),
            Slip::NoSeparatorAtEnd { separator } => {
                write!(f, "ends without the {separator:?} that follows a full line")
            }
            Slip::SeparatorAfterLast { separator } => {
                write!(f, "ends with {separator:?} after the last position")
            }
            Slip::Separator { found, expected } => write!(
                f,
                "parts two positions with {found:?}; the format parts them with {expected:?}"
            ),
            Slip::Other => f.write_str("differs from the judge's line"),
        }
    }
}
