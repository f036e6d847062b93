//! Unit tests of the text readers.

use super::*;

fn lines(text: &str) -> Vec<Result<(usize, String), String>> {
    let mut reader = LineReader::new(text.as_bytes());
    let mut out = Vec::new();
    loop {
        match reader.next_line() {
            Ok(Some(line)) => out.push(Ok((line.number, line.text.to_string()))),
            Ok(None) => return out,
            Err(e) => {
                out.push(Err(e.to_string()));
                return out;
            }
        }
    }
}

#[test]
fn line_endings_and_trailing_blanks_are_dropped() {
    assert_eq!(
        lines("a  \r\nb\t\n\nc"),
        vec![
            Ok((1, "a".into())),
            Ok((2, "b".into())),
            Ok((3, String::new())),
            Ok((4, "c".into()))
        ]
    );
}

#[test]
fn invalid_utf8_is_an_error_of_its_line() {
    let mut reader = LineReader::new(&b"ok\nab\xffc\nnext\n"[..]);
    assert!(matches!(reader.next_line(), Ok(Some(_))));
    let err = reader.next_line().expect_err("line 2 is not UTF-8");
    assert_eq!(err.to_string(), "line 2, column 3: invalid UTF-8");
}

#[test]
fn integers_are_range_checked_where_they_start() {
    let line = Line {
        number: 7,
        text: "1 12 x",
    };
    let res = line.parse((int_in(1, 10), gap, int_in(1, 10)));
    assert_eq!(
        res.expect_err("12 is too big").to_string(),
        "line 7, column 3: expected an integer from 1 to 10"
    );
    let res = line.parse((int_in(1, 10), gap, int_in(1, 20)));
    assert_eq!(
        res.expect_err("x is left over").to_string(),
        "line 7, column 6: expected the end of the line"
    );
    let ok = Line {
        number: 1,
        text: " -1   6",
    }
    .parse((int_in(-1, 6), gap, int_in(-1, 6)));
    assert_eq!(ok, Ok((-1, (), 6)));
    let huge = Line {
        number: 1,
        text: "99999999999999999999999",
    }
    .parse(int_in(1, 4));
    assert_eq!(
        huge.expect_err("overflow is out of range").to_string(),
        "line 1, column 1: expected an integer from 1 to 4"
    );
    let glued = Line {
        number: 1,
        text: "3x",
    }
    .parse(int_in(1, 4));
    assert_eq!(glued.expect_err("3x is no integer").column, 1);
}

#[test]
fn leading_integers_are_read_with_their_sign() {
    assert_eq!(leading_int(b"+12 x"), Some((3, Some(12))));
    assert_eq!(leading_int(b"-0"), Some((2, Some(0))));
    assert_eq!(leading_int(b"99999999999999999999"), Some((20, None)));
    assert_eq!(leading_int(b"-x"), None);
    assert_eq!(leading_int(b""), None);
}

#[test]
fn end_of_input_is_where_the_missing_text_was_expected() {
    let at_end = |input: &[u8]| {
        let mut reader = LineReader::new(input);
        while let Ok(Some(_)) = reader.next_line() {}
        let error = reader.end_of_input("expected END");
        assert_eq!(error.message, "expected END, found the end of the input");
        (error.line, error.column)
    };
    // After a newline: the start of the next line.
    assert_eq!(at_end(b"M\n4096 4096 1 1 5 1\n"), (3, 1));
    assert_eq!(at_end(b"abc\r\n"), (2, 1));
    assert_eq!(at_end(b"abc\n\n  \n"), (4, 1));
    assert_eq!(at_end(b""), (1, 1));
    // Cut inside a line: just past its text.
    assert_eq!(at_end(b"abc\nde"), (2, 3));
    assert_eq!(at_end("abc\nd\u{e9} \t".as_bytes()), (2, 3));
    // The same place from raw bytes, as an input cutter sees them.
    let raw = |n, last: &[u8], newline| {
        let e = end_of_input(n, last, newline, "m");
        (e.line, e.column)
    };
    assert_eq!(raw(2, b"4096 4096 1 1 5 1", true), (3, 1));
    assert_eq!(raw(2, b"d\xc3\xa9 \t\r", false), (2, 3));
    assert_eq!(raw(0, b"", false), (1, 1));
}

#[test]
fn over_long_lines_are_refused() {
    let text = "x".repeat(MAX_LINE_BYTES + 5);
    let mut reader = LineReader::new(text.as_bytes());
    assert!(reader.next_line().is_err());
}

/// A format of one integer per line, `0` ending the input.
#[derive(Default)]
struct Numbers;

impl Format for Numbers {
    type Dataset = i64;

    fn read<R: std::io::BufRead>(
        &mut self,
        lines: &mut LineReader<R>,
    ) -> Result<Option<i64>, InputError> {
        let Some(line) = lines.next_non_blank()? else {
            return Err(lines.end_of_input("expected a number or 0").into());
        };
        let n = line.parse(int_in(0, 99))?;
        Ok((n != 0).then_some(n))
    }
}

#[test]
fn datasets_stream_until_the_end_marker_or_the_first_error() {
    assert_eq!(parse_all("3\n\n  \n4\n0\n", Numbers), Ok(vec![3, 4]));
    let mut datasets: Datasets<&[u8], Numbers> = Datasets::new(&b"3\nx\n5\n0\n"[..]);
    assert_eq!(datasets.next().map(|d| d.ok()), Some(Some(3)));
    let error = datasets
        .next()
        .expect("an item")
        .expect_err("x is no number");
    assert_eq!(
        error.as_syntax().map(ToString::to_string).as_deref(),
        Some("line 2, column 1: expected an integer from 0 to 99")
    );
    assert!(datasets.next().is_none(), "nothing after an error");
    let mut datasets: Datasets<&[u8], Numbers> = Datasets::new(&b"0\n7\n"[..]);
    assert!(datasets.next().is_none(), "nothing after the end marker");
    assert!(datasets.next().is_none());
    assert_eq!(
        parse_all("3\n", Numbers).map_err(|e| e.to_string()),
        Err("line 2, column 1: expected a number or 0, found the end of the input".into())
    );
}

/// A reader whose every other call is interrupted, and which fails for
/// good after `fail_after` bytes.
struct Flaky {
    data: Vec<u8>,
    at: usize,
    calls: usize,
    fail_after: usize,
}

impl std::io::Read for Flaky {
    fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
        unreachable!("read through BufRead")
    }
}

impl std::io::BufRead for Flaky {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.calls += 1;
        if self.calls % 2 == 1 {
            return Err(std::io::ErrorKind::Interrupted.into());
        }
        if self.at >= self.fail_after {
            return Err(std::io::Error::other("the disk is gone"));
        }
        // Three bytes at a time, so that lines span several chunks.
        let end = (self.at + 3).min(self.data.len());
        Ok(&self.data[self.at..end])
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

#[test]
fn interrupted_reads_are_retried_and_other_failures_reported() {
    let data = b"first line\nsecond\n".to_vec();
    let flaky = Flaky {
        data: data.clone(),
        at: 0,
        calls: 0,
        fail_after: usize::MAX,
    };
    let mut reader = LineReader::new(flaky);
    let mut read = Vec::new();
    while let Some(line) = reader.next_line().expect("interruptions are retried") {
        read.push(line.text.to_string());
    }
    assert_eq!(read, ["first line", "second"]);
    // Failing at once, or in the middle of a line.
    for fail_after in [0, 6] {
        let broken = Flaky {
            data: data.clone(),
            at: 0,
            calls: 0,
            fail_after,
        };
        let mut reader = LineReader::new(broken);
        let error = reader.next_line().expect_err("the reader fails");
        assert!(error.as_syntax().is_none());
        assert_eq!(error.to_string(), "read error: the disk is gone");
    }
}

#[test]
fn lines_of_exactly_the_limit_are_read_across_chunks() {
    let long = "x".repeat(MAX_LINE_BYTES);
    let text = format!("{long}\nnext\n");
    // Chunks of 1,024 bytes: the line fills whole chunks up to the limit
    // before its newline comes.
    let small = std::io::BufReader::with_capacity(1024, text.as_bytes());
    let mut reader = LineReader::new(small);
    let first = reader.next_line().expect("at the limit").expect("a line");
    assert_eq!(first.text.len(), MAX_LINE_BYTES);
    assert_eq!(
        reader
            .next_line()
            .expect("fine")
            .map(|l| l.text.to_string()),
        Some("next".into())
    );
    assert_eq!(reader.line_number(), 2);
    let over = format!("{long}x\n");
    let mut reader = LineReader::new(std::io::BufReader::with_capacity(1000, over.as_bytes()));
    assert_eq!(
        reader.next_line().expect_err("one byte over").to_string(),
        format!("line 1, column 1: line longer than {MAX_LINE_BYTES} bytes")
    );
}

#[test]
fn blank_lines_are_skipped_before_a_dataset() {
    let mut reader = LineReader::new(&b"\n  \t\nabc\n\n"[..]);
    assert_eq!(reader.line_number(), 0);
    let line = reader.next_non_blank().expect("readable").expect("a line");
    assert_eq!((line.number, line.text), (3, "abc"));
    assert!(reader.next_non_blank().expect("readable").is_none());
    assert_eq!(reader.line_number(), 4);
}

#[test]
fn whole_words_are_integers_only_entirely() {
    assert_eq!(whole_int(b"12"), Some(12));
    assert_eq!(whole_int(b"-3"), Some(-3));
    assert_eq!(whole_int(b"+0"), Some(0));
    assert_eq!(whole_int(b"12x"), None);
    assert_eq!(whole_int(b""), None);
    assert_eq!(whole_int(b"99999999999999999999"), None);
}

#[test]
fn system_reasons_are_plain_words_without_os_error_numbers() {
    use std::io::{Error, ErrorKind};
    // ENOENT, EACCES, EEXIST, ENOSPC, EISDIR, ENOTDIR on Linux.
    #[cfg(target_os = "linux")]
    {
        let from_os = |code| super::os_reason(&Error::from_raw_os_error(code));
        assert_eq!(from_os(2), "no such file or folder");
        assert_eq!(from_os(13), "permission denied");
        assert_eq!(from_os(17), "it already exists");
        assert_eq!(from_os(28), "the disk is full");
        assert_eq!(from_os(21), "it is a folder");
        assert_eq!(from_os(20), "a part of the path is not a folder");
        // A reason without words of its own: the kind's, never the number.
        let other = from_os(5);
        assert!(!other.contains("os error"), "{other}");
    }
    assert_eq!(
        super::os_reason(&Error::other("the disk went away")),
        "the disk went away"
    );
    assert_eq!(
        super::os_reason(&Error::from(ErrorKind::StorageFull)),
        "the disk is full"
    );
    let read = InputError::Io(Error::from(ErrorKind::IsADirectory));
    assert_eq!(read.to_string(), "read error: it is a folder");
}

/// Takes lines of `x` letters ended by a newline, as a parser's fast path
/// would; leaves anything else.
fn take_xs(rest: &[u8]) -> Option<usize> {
    let n = rest.iter().take_while(|&&b| b == b'x').count();
    (n > 0 && rest.get(n) == Some(&b'\n')).then_some(n + 1)
}

#[test]
fn taken_lines_are_counted_across_chunks_and_left_lines_read_after() {
    let text = "head\nxx\nxxx\nx\nxxxx\nyy\nxx\nxx";
    // Chunks of 4 bytes cut lines in two; those are left to `next_line`.
    for capacity in [4, 5, 1 << 10] {
        let src = std::io::BufReader::with_capacity(capacity, text.as_bytes());
        let mut reader = LineReader::new(src);
        reader.next_line().expect("readable").expect("the head");
        reader.open_dataset();
        let mut seen = Vec::new();
        loop {
            reader
                .take_lines(|rest| take_xs(rest).inspect(|&len| seen.push(len - 1)))
                .expect("readable");
            match reader.next_line().expect("readable") {
                Some(line) => seen.push(line.text.len() + 100 * line.number),
                None => break,
            }
        }
        // Lines taken whole count their x; lines read after count their
        // length plus 100 times their number.
        let total: usize = seen.iter().map(|n| n % 100).sum();
        assert_eq!(total, 2 + 3 + 1 + 4 + 2 + 2 + 2, "capacity {capacity}");
        assert!(seen.contains(&602), "yy is line 6: {seen:?}");
        assert_eq!(reader.line_number(), 8, "capacity {capacity}");
        assert_eq!(reader.dataset_line(), 2, "capacity {capacity}");
        let end = reader.end_of_input("expected more").to_string();
        assert_eq!(
            end,
            "line 8, column 3: expected more, found the end of the input"
        );
    }
    // After a taken last line the input ends at the start of the next.
    let mut reader = LineReader::new(&b"xx\nx\n"[..]);
    reader.take_lines(take_xs).expect("readable");
    assert_eq!(reader.line_number(), 2);
    assert!(reader.next_line().expect("readable").is_none());
    let end = reader.end_of_input("expected more").to_string();
    assert_eq!(
        end,
        "line 3, column 1: expected more, found the end of the input"
    );
}

#[test]
fn a_peeked_line_is_read_again_and_opens_the_dataset_then() {
    let mut reader = LineReader::new("A\n\n  \nB\nC".as_bytes());
    reader.open_dataset();
    let a = reader
        .next_line()
        .expect("readable")
        .map(|l| l.text.to_string());
    assert_eq!(a.as_deref(), Some("A"));
    let peeked = reader
        .peek_non_blank()
        .map(|l| (l.number, l.text.to_string()));
    assert_eq!(peeked, Some((4, "B".to_string())));
    assert_eq!(reader.dataset_line(), 1, "the peek opens nothing");
    reader.open_dataset();
    assert_eq!(reader.dataset_line(), 0);
    let again = reader
        .next_line()
        .expect("readable")
        .map(|l| (l.number, l.text));
    assert_eq!(again, Some((4, "B")));
    assert_eq!(reader.dataset_line(), 4, "read again, it opens the dataset");
    let c = reader
        .next_non_blank()
        .expect("readable")
        .map(|l| (l.number, l.text));
    assert_eq!(c, Some((5, "C")));
    assert!(reader.peek_non_blank().is_none());
    let end = reader.end_of_input("expected D").to_string();
    assert_eq!(
        end,
        "line 5, column 2: expected D, found the end of the input"
    );
}

#[test]
fn an_error_met_peeking_is_given_by_the_next_read() {
    let mut reader = LineReader::new(&b"A\n\xff\nB\n"[..]);
    assert!(reader.next_line().is_ok());
    assert!(reader.peek_non_blank().is_none());
    let error = reader.next_line().expect_err("not UTF-8").to_string();
    assert_eq!(error, "line 2, column 1: invalid UTF-8");
    // A peeked line is left to the next read by the fast path too.
    assert!(reader.peek_non_blank().is_some());
    let mut offered = 0;
    reader
        .take_lines(|_| {
            offered += 1;
            None
        })
        .expect("readable");
    assert_eq!(offered, 0);
    let b = reader.next_line().expect("readable").map(|l| l.text);
    assert_eq!(b, Some("B"));
}
