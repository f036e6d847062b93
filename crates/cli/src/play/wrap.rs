//! The play screen's lines fitted to the terminal's width: text wraps at
//! spaces (a word wider than the terminal is cut into pieces), while a
//! drawing's lines are kept whole, since a board cut in two reads wrong.

/// One line of the play screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// Words, which may wrap.
    Text(String),
    /// A line of the board's drawing, which may not.
    Drawing(String),
}

impl Line {
    /// The line's width in characters.
    pub fn width(&self) -> usize {
        match self {
            Line::Text(s) | Line::Drawing(s) => s.chars().count(),
        }
    }

    /// The line as lines of at most `columns` characters (a drawing as it
    /// is).
    pub fn wrapped(&self, columns: usize) -> Vec<String> {
        match self {
            Line::Text(s) => wrap(s, columns),
            Line::Drawing(s) => vec![s.clone()],
        }
    }
}

/// `text` as lines of at most `columns` characters (at least one), broken
/// at the last space that fits, or inside a word wider than a line.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let columns = columns.max(1);
    let mut out = Vec::new();
    let mut rest: Vec<char> = text.trim_end().chars().collect();
    while rest.len() > columns {
        let cut = rest[..=columns].iter().rposition(|&c| c == ' ');
        let (line, next) = match cut {
            Some(at) if rest[..at].iter().any(|&c| c != ' ') => (&rest[..at], at + 1),
            _ => (&rest[..columns], columns),
        };
        out.push(line.iter().collect::<String>().trim_end().to_owned());
        rest = rest[next..].to_vec();
    }
    out.push(rest.into_iter().collect());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_wraps_at_spaces_and_keeps_every_word() {
        let keys = "arrows move · u undo · r redo · x restart · h hint · q quit";
        let lines = wrap(keys, 20);
        assert_eq!(
            lines,
            [
                "arrows move · u undo",
                "· r redo · x restart",
                "· h hint · q quit"
            ]
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 20));
        assert_eq!(lines.join(" "), keys);
        assert_eq!(wrap("short", 20), ["short"]);
        assert_eq!(wrap("", 20), [""]);
    }

    #[test]
    fn a_word_wider_than_the_terminal_is_cut() {
        assert_eq!(wrap("abcdefgh ij", 3), ["abc", "def", "gh", "ij"]);
        assert_eq!(wrap("  indented words", 10), ["  indented", "words"]);
        assert_eq!(wrap("x", 0), ["x"]);
    }

    #[test]
    fn a_drawing_is_never_wrapped() {
        let row = Line::Drawing("│ 1 │ 2 │ 3 │".into());
        assert_eq!(row.wrapped(5), ["│ 1 │ 2 │ 3 │"]);
        assert_eq!(row.width(), 13);
        assert_eq!(Line::Text("a b".into()).wrapped(1), ["a", "b"]);
    }
}
