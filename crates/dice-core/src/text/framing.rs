//! Where datasets end, judged line by line without parsing them: how tools
//! that cut raw input into pieces (parallel batches) follow a format. Each
//! puzzle crate implements [`Framing`] beside its parser, so the grammar and
//! its end-of-input wording live in one place.

/// What a line says about the dataset being cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameStep {
    /// The line is the input's end marker (`END`, `0 0`).
    EndMarker,
    /// The line ends the dataset.
    Complete,
    /// The dataset goes on.
    NeedMore,
    /// The dataset ends after this many more lines (at least 1), whatever
    /// they hold: the cutter skips them without asking.
    Lines(usize),
}

/// Follows a format's datasets line by line. The first line is given
/// without surrounding blanks; later lines as read, without the newline
/// (a framing that only counts lines need not look at them). A malformed
/// dataset ends wherever the framing decides, and its parse reports the
/// error.
pub trait Framing {
    /// The first non-blank line of a dataset, or the end marker.
    fn open(&mut self, first: &[u8]) -> FrameStep;

    /// The next line of the dataset opened last.
    fn next(&mut self, line: &[u8]) -> FrameStep;

    /// Whether `first`, the first non-blank line after a dataset, can
    /// open the next one (or end the input). A cutter keeps a line that
    /// cannot with the dataset before it, so that the parse of that
    /// dataset sees it (a cube pattern of more rows than the board has is
    /// told apart from a whole one). Any line can, unless the format says
    /// otherwise.
    fn may_open(&self, first: &[u8]) -> bool {
        let _ = first;
        true
    }

    /// What the parser expects where the input ended without its end
    /// marker (`expected a maze name or END`).
    fn expected_at_end(&self) -> &'static str;
}

/// A line's text as the parsers read it, for framings: without the
/// carriage returns, spaces and tabs that end it (the line reader drops
/// them) and the white space that starts it (the parsers skip it). Empty
/// for a line the parsers skip as blank.
pub fn line_text(line: &[u8]) -> &[u8] {
    line_start(&line[..super::line::text_len(line)])
}

/// A line from its first character that is not white space, as the
/// parsers skip it ([`line_text`] without dropping the line's end).
pub fn line_start(line: &[u8]) -> &[u8] {
    let start = line
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t'))
        .unwrap_or(line.len());
    let rest = &line[start..];
    match rest.first() {
        // Nearly every line: blank, or opening with a visible ASCII
        // character, so nothing else can be white space at its start.
        None => rest,
        Some(b) if b.is_ascii_graphic() => rest,
        // Other white space (form feeds, U+3000, ...) is skipped as the
        // parsers skip it; text that is not UTF-8 the parse reports,
        // wherever the framing cuts.
        Some(_) => std::str::from_utf8(rest).map_or(rest, |text| text.trim_start().as_bytes()),
    }
}

/// The words of a line as the parsers split them: at spaces and tabs only
/// (a carriage return or form feed inside a line is part of a word).
pub fn words(line: &[u8]) -> impl Iterator<Item = &[u8]> {
    line.split(|b| matches!(b, b' ' | b'\t'))
        .filter(|w| !w.is_empty())
}

/// A whole word as an integer, read as the parsers read one, or `None`.
pub fn whole_int(word: &[u8]) -> Option<i64> {
    match super::leading_int(word) {
        Some((len, value)) if len == word.len() => value,
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_words_are_cut_as_the_parsers_cut_them() {
        // The line reader drops carriage returns, spaces and tabs at the
        // end; the parsers skip white space at the start.
        assert_eq!(line_text(b" \t0 0\r\r \t"), b"0 0");
        assert_eq!(line_text("\u{3000}END".as_bytes()), b"END");
        assert_eq!(line_text(b"\x0c \r"), b"", "blank to the parsers");
        // A form feed at the end stays: `END\x0c` is not the end marker.
        assert_eq!(line_text(b"END\x0c"), b"END\x0c");
        assert_eq!(
            line_text(b" \xff0"),
            b"\xff0",
            "not text: only spaces and tabs skipped"
        );
        assert_eq!(line_text("\u{85}\u{a0}\x0b7".as_bytes()), b"7");
        assert_eq!(
            line_text(b"\x01 0"),
            b"\x01 0",
            "a control character is not white space"
        );
        let split: Vec<&[u8]> = words(b"0\r0  1\t2\x0c3 ").collect();
        assert_eq!(split, [&b"0\r0"[..], b"1", b"2\x0c3"]);
    }
}
