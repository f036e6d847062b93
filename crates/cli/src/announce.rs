//! Lines on standard error about what a command writes to files: one
//! before output of more than a few MB (`writing a 79 MB page to
//! out.html...`), since writing it takes a while, and one once it is
//! written (`wrote a 79 MB page to out.html`), as `abbott package` says
//! what it wrote. Standard output never carries them.

use std::io::Write;

/// Output of at least this many bytes is announced before it is written.
pub const ANNOUNCED_FROM: usize = 4_000_000;

/// A number of bytes for people: `79 MB`, `12 KB`, `512 bytes` (decimal
/// units, rounded).
pub fn size(bytes: usize) -> String {
    let rounded = |unit: usize| (bytes + unit / 2) / unit;
    match bytes {
        b if b >= 999_500 => format!("{} MB", rounded(1_000_000)),
        b if b >= 1_000 => format!("{} KB", rounded(1_000)),
        1 => "1 byte".to_string(),
        b => format!("{b} bytes"),
    }
}

/// The line before writing `bytes` bytes of `what` (`a page to
/// out.html`, said after the size), if they are [`ANNOUNCED_FROM`] or
/// more.
pub fn before(bytes: usize, what: &str) -> Option<String> {
    (bytes >= ANNOUNCED_FROM).then(|| format!("writing a {} {what}...", size(bytes)))
}

/// Prints `line` on standard error (a closed standard error is no reason
/// to fail a command whose output is written).
pub fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_the_unit_that_fits() {
        let read = [0, 1, 999, 1_000, 12_499, 999_999, 1_000_000, 79_400_000].map(size);
        let expected = [
            "0 bytes",
            "1 byte",
            "999 bytes",
            "1 KB",
            "12 KB",
            "1 MB",
            "1 MB",
            "79 MB",
        ];
        assert_eq!(read, expected);
    }

    #[test]
    fn only_output_of_a_few_mb_is_announced() {
        assert_eq!(before(ANNOUNCED_FROM - 1, "page to a.html"), None);
        let line = before(79_000_000, "page to a.html");
        assert_eq!(line.as_deref(), Some("writing a 79 MB page to a.html..."));
    }
}
