//! Cutting raw input into pieces of whole datasets without parsing them,
//! following each puzzle crate's [`Framing`] of its format.

use dice_core::text::ParseError;
use dice_core::text::{FrameStep, Framing, line_text};
use std::io;

/// At most this many datasets in a piece.
const PIECE_DATASETS: usize = 256;
/// A piece stops growing past this many bytes of text.
const PIECE_BYTES: usize = 1 << 20;
/// Pieces in flight per thread.
pub(super) const PIECES_PER_THREAD: usize = 8;

/// A run of whole datasets as raw bytes, starting at line `first_line`.
#[derive(Debug, Default)]
pub(super) struct Piece {
    pub(super) first_line: usize,
    pub(super) bytes: Vec<u8>,
    pub(super) n_datasets: usize,
}

/// What cutting one dataset found.
pub(super) enum Cut {
    /// A dataset (perhaps malformed: its parse will say).
    More,
    /// The end marker.
    Marker,
    /// The end of the input, with no end marker.
    Eof,
    /// The input could not be read.
    Failed(io::Error),
}

/// Finds where datasets end in raw input, without parsing them: lines are
/// found with a byte scan, and only the few bytes that say how long a
/// dataset is (a dice maze's row count, an arrow maze's closing `0`) are
/// looked at. Bytes are kept from the start of the current piece on.
pub(super) struct Framer<R> {
    src: R,
    buf: Vec<u8>,
    /// Where the current piece starts in `buf`.
    piece_start: usize,
    /// Where the next line starts in `buf`.
    scan: usize,
    eof: bool,
    /// Lines read so far.
    line_no: usize,
    /// The last line read, as a range of `buf`.
    last: (usize, usize),
}

/// Bytes read from the source at a time.
const READ_BLOCK: usize = 1 << 20;

impl<R: io::Read> Framer<R> {
    pub(super) fn new(src: R) -> Framer<R> {
        Framer {
            src,
            buf: Vec::new(),
            piece_start: 0,
            scan: 0,
            eof: false,
            line_no: 0,
            last: (0, 0),
        }
    }

    /// The next line as a range of `buf` (without its newline).
    fn line(&mut self) -> io::Result<Option<(usize, usize)>> {
        loop {
            if let Some(i) = memchr::memchr(b'\n', &self.buf[self.scan..]) {
                let range = (self.scan, self.scan + i);
                self.scan += i + 1;
                return Ok(Some(self.took(range)));
            }
            if self.eof {
                if self.scan < self.buf.len() {
                    let range = (self.scan, self.buf.len());
                    self.scan = self.buf.len();
                    return Ok(Some(self.took(range)));
                }
                return Ok(None);
            }
            // Keep the current piece and the last line; read more.
            let keep = self.piece_start.min(self.last.0);
            self.buf.drain(..keep);
            self.piece_start -= keep;
            self.scan -= keep;
            self.last = (self.last.0 - keep, self.last.1 - keep);
            let old = self.buf.len();
            self.buf.resize(old + READ_BLOCK, 0);
            let n = loop {
                match self.src.read(&mut self.buf[old..]) {
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    res => break res,
                }
            };
            self.buf.truncate(old + n.as_ref().map_or(0, |&n| n));
            if n? == 0 {
                self.eof = true;
            }
        }
    }

    fn took(&mut self, range: (usize, usize)) -> (usize, usize) {
        self.line_no += 1;
        self.last = range;
        range
    }

    /// A line's text as the parsers read it ([`line_text`]).
    fn text(&self, (start, end): (usize, usize)) -> &[u8] {
        line_text(&self.buf[start..end])
    }

    /// Cuts the next dataset, as `framing` follows the format, into the
    /// current piece.
    fn cut(&mut self, framing: &mut impl Framing) -> Cut {
        match self.cut_inner(framing) {
            Ok(cut) => cut,
            Err(e) => Cut::Failed(e),
        }
    }

    fn cut_inner(&mut self, framing: &mut impl Framing) -> io::Result<Cut> {
        // The first line that is not blank opens a dataset or ends the input.
        let first = loop {
            match self.line()? {
                None => return Ok(Cut::Eof),
                Some(r) if self.text(r).is_empty() => continue,
                Some(r) => break r,
            }
        };
        let mut step = framing.open(self.text(first));
        loop {
            match step {
                FrameStep::EndMarker => return Ok(Cut::Marker),
                FrameStep::Complete => return Ok(Cut::More),
                FrameStep::Lines(n) => {
                    for _ in 0..n {
                        if self.line()?.is_none() {
                            break;
                        }
                    }
                    return Ok(Cut::More);
                }
                // At the end of the input the piece's parse reports the
                // missing lines.
                FrameStep::NeedMore => match self.line()? {
                    Some(line) => step = framing.next(&self.buf[line.0..line.1]),
                    None => return Ok(Cut::More),
                },
            }
        }
    }

    /// Cuts the next piece: whole datasets, at most [`PIECE_DATASETS`] of
    /// them, and no more once it holds [`PIECE_BYTES`] bytes, save one
    /// more when the line after the last cannot open a dataset
    /// ([`Framing::may_open`]: the parse of the last must see it); with
    /// how the input ended, if it did.
    pub(super) fn next_piece(&mut self, framing: &mut impl Framing) -> (Piece, Option<Cut>) {
        let first_line = self.line_no + 1;
        let mut n_datasets = 0;
        let mut ended = None;
        let (mut full, mut extended) = (false, false);
        while !full {
            full = n_datasets + 1 >= PIECE_DATASETS;
            match self.cut(framing) {
                Cut::More => n_datasets += 1,
                end => {
                    ended = Some(end);
                    break;
                }
            }
            full |= self.scan - self.piece_start >= PIECE_BYTES;
            // One dataset more at most: its parse fails on the line.
            if full && !extended {
                match self.next_may_open(framing) {
                    Ok(opens) => (full, extended) = (opens, !opens),
                    Err(e) => {
                        ended = Some(Cut::Failed(e));
                        break;
                    }
                }
            }
        }
        (self.take_piece(first_line, n_datasets), ended)
    }

    /// Whether the next line that is not blank may open a dataset (or is
    /// missing), read ahead and left to be read again. Called once the
    /// current piece holds a dataset, whose lines the reading keeps.
    fn next_may_open(&mut self, framing: &impl Framing) -> io::Result<bool> {
        let (scan, line_no, last, piece_start) =
            (self.scan, self.line_no, self.last, self.piece_start);
        let opens = loop {
            match self.line()? {
                None => break true,
                Some(r) if self.text(r).is_empty() => continue,
                Some(r) => break framing.may_open(self.text(r)),
            }
        };
        // Reading may have moved the buffer's bytes down, by as many as
        // the piece's start moved.
        let moved = piece_start - self.piece_start;
        self.scan = scan - moved;
        self.line_no = line_no;
        self.last = (last.0 - moved, last.1 - moved);
        Ok(opens)
    }

    /// Takes the bytes of the current piece (everything up to the last line
    /// read) and starts the next piece.
    fn take_piece(&mut self, first_line: usize, n_datasets: usize) -> Piece {
        let bytes = if self.scan - self.piece_start > PIECE_BYTES {
            self.take_buffer()
        } else {
            self.buf[self.piece_start..self.scan].to_vec()
        };
        self.piece_start = self.scan;
        Piece {
            first_line,
            bytes,
            n_datasets,
        }
    }

    /// The current piece when it is larger than [`PIECE_BYTES`] (one large
    /// dataset, a 4096 x 4096 maze's 34 MB): the buffer itself rather than
    /// a copy, so that its text is held once when memory is short. A new
    /// buffer keeps the last line read and what was read past the piece.
    fn take_buffer(&mut self) -> Vec<u8> {
        let keep = self.last.0.min(self.scan);
        let rest = self.buf[keep..].to_vec();
        let mut bytes = std::mem::replace(&mut self.buf, rest);
        bytes.truncate(self.scan);
        bytes.drain(..self.piece_start);
        // The buffer grew by doubling: give back what the piece does not
        // use (a large buffer shrinks in place).
        bytes.shrink_to_fit();
        self.scan -= keep;
        self.piece_start = self.scan;
        self.last = (self.last.0 - keep, self.last.1 - keep);
        bytes
    }

    /// The error for an input that ends without its end marker, where the
    /// serial readers place it ([`dice_core::text::end_of_input`]).
    pub(super) fn missing_marker(&self, what: &str) -> ParseError {
        let (start, end) = self.last;
        let newline = self.buf.get(end) == Some(&b'\n');
        let message = format!("{what}, found the end of the input");
        dice_core::text::end_of_input(self.line_no, &self.buf[start..end], newline, &message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_maze::DiceFraming;
    use std::collections::VecDeque;

    /// A source that fails with each of `failures` in turn before giving
    /// its bytes.
    struct Flaky {
        failures: VecDeque<io::ErrorKind>,
        bytes: io::Cursor<Vec<u8>>,
    }

    impl io::Read for Flaky {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            match self.failures.pop_front() {
                Some(kind) => Err(kind.into()),
                None => self.bytes.read(buf),
            }
        }
    }

    /// Cuts every piece of `src`: the pieces, and how the input ended.
    fn cut_pieces(framer: &mut Framer<impl io::Read>) -> (Vec<Piece>, Cut) {
        let mut pieces = Vec::new();
        loop {
            let (piece, ended) = framer.next_piece(&mut DiceFraming);
            pieces.push(piece);
            if let Some(end) = ended {
                return (pieces, end);
            }
        }
    }

    /// How many datasets `src` holds, and how it ended.
    fn cut_all(framer: &mut Framer<impl io::Read>) -> (usize, Cut) {
        let (pieces, end) = cut_pieces(framer);
        (pieces.iter().map(|p| p.n_datasets).sum(), end)
    }

    const MAZE: &str = "A\n1 2 1 1 6 5\n6 -1\n";

    fn flaky(failures: &[io::ErrorKind], text: &str) -> Framer<Flaky> {
        Framer::new(Flaky {
            failures: failures.iter().copied().collect(),
            bytes: io::Cursor::new(text.as_bytes().to_vec()),
        })
    }

    #[test]
    fn an_interrupted_read_is_tried_again_and_any_other_error_ends_the_input() {
        let text = format!("{MAZE}END\n");
        let interrupted = [io::ErrorKind::Interrupted; 2];
        let (n, end) = cut_all(&mut flaky(&interrupted, &text));
        assert!(matches!((n, end), (1, Cut::Marker)));
        let (n, end) = cut_all(&mut flaky(&[io::ErrorKind::PermissionDenied], &text));
        match (n, end) {
            (0, Cut::Failed(e)) => assert_eq!(e.kind(), io::ErrorKind::PermissionDenied),
            (n, _) => panic!("{n} datasets and no failure"),
        }
    }

    #[test]
    fn a_missing_end_marker_is_named_as_the_parser_names_it_after_many_reads() {
        // Over two read blocks, so the kept bytes move to the front of the
        // buffer more than once before the input ends.
        let text = MAZE.repeat(2 * READ_BLOCK / MAZE.len() + 7);
        let mut framer = flaky(&[], &text);
        let (n, end) = cut_all(&mut framer);
        assert_eq!(n, text.len() / MAZE.len());
        assert!(matches!(end, Cut::Eof));
        let expected = dice_maze::parse(&text).expect_err("no END");
        let found = framer.missing_marker(DiceFraming.expected_at_end());
        assert_eq!(found.to_string(), expected.to_string());
    }

    #[test]
    fn pieces_hold_whole_datasets_with_their_first_lines_and_blank_lines_between() {
        // Blank lines between datasets belong to no dataset.
        let mazes = 600;
        let text = format!("{}END\n", "\nA\n1 2 1 1 6 5\n6 -1\n".repeat(mazes));
        let (pieces, _) = cut_pieces(&mut flaky(&[], &text));
        let sizes: Vec<usize> = pieces.iter().map(|p| p.n_datasets).collect();
        assert_eq!(sizes, [256, 256, 88]);
        let lines: Vec<usize> = pieces.iter().map(|p| p.first_line).collect();
        assert_eq!(lines, [1, 1 + 256 * 4, 1 + 512 * 4]);
        // Together the pieces are the input, the end marker's line last.
        let bytes: Vec<u8> = pieces.iter().flat_map(|p| p.bytes.clone()).collect();
        assert!(
            bytes == text.as_bytes(),
            "{} bytes of {}",
            bytes.len(),
            text.len()
        );
    }

    #[test]
    fn a_row_past_a_pattern_stays_in_the_piece_of_its_pattern() {
        // 255 datasets of the 3 x 3 board, then one of four rows (a 4 x 3
        // board's): the 256th fills the piece, and its fourth row, which
        // cannot open a dataset, goes with it.
        let fits = "1 1\nE W W\nW W W\nW W W\n";
        let taller = "1 1\nE W W\nW W W\nW W W\n\nB B B\n";
        let text = format!("{}{taller}{fits}0 0\n", fits.repeat(255));
        let mut framer = flaky(&[], &text);
        let (first, ended) = framer.next_piece(&mut cube_puzzle::CubeFraming);
        assert!(ended.is_none());
        assert_eq!(first.n_datasets, 257);
        let first_text = String::from_utf8(first.bytes).expect("text");
        assert!(first_text.ends_with(&format!("{taller}1 1\nE W W\nW W W\n")));
        // Whole datasets that end at the limit are cut there, as before.
        let text = format!("{}0 0\n", fits.repeat(300));
        let mut framer = flaky(&[], &text);
        let (first, _) = framer.next_piece(&mut cube_puzzle::CubeFraming);
        assert_eq!(first.n_datasets, 256);
        let (second, ended) = framer.next_piece(&mut cube_puzzle::CubeFraming);
        assert_eq!((second.n_datasets, second.first_line), (44, 1 + 256 * 4));
        assert!(matches!(ended, Some(Cut::Marker)));
    }

    #[test]
    fn a_dataset_larger_than_a_piece_takes_the_buffer_and_nothing_is_lost() {
        // A maze of 2 MB (rows padded with blanks the parser skips), then
        // small ones, and no end marker.
        let row = format!("-1{}\n", " ".repeat(1022));
        let large = format!("L\n2048 1 1 1 6 5\n{}", row.repeat(2048));
        let text = format!("{MAZE}{large}{}", MAZE.repeat(5));
        let mut framer = flaky(&[], &text);
        let (pieces, end) = cut_pieces(&mut framer);
        assert!(matches!(end, Cut::Eof));
        let sizes: Vec<usize> = pieces.iter().map(|p| p.n_datasets).collect();
        assert_eq!(sizes, [2, 5]);
        let bytes: Vec<u8> = pieces.iter().flat_map(|p| p.bytes.clone()).collect();
        assert!(
            bytes == text.as_bytes(),
            "{} bytes of {}",
            bytes.len(),
            text.len()
        );
        assert_eq!(pieces[1].first_line, 3 + 2 + 2048 + 1);
        let expected = dice_maze::parse(&text).expect_err("no END");
        let found = framer.missing_marker(DiceFraming.expected_at_end());
        assert_eq!(found.to_string(), expected.to_string());
        // The piece ends on the large maze: its last line is kept for the
        // message about a missing end marker.
        let text = format!("{MAZE}{large}");
        let mut framer = flaky(&[], &text);
        let (pieces, _) = cut_pieces(&mut framer);
        let bytes: Vec<u8> = pieces.iter().flat_map(|p| p.bytes.clone()).collect();
        assert!(bytes == text.as_bytes());
        let expected = dice_maze::parse(&text).expect_err("no END");
        let found = framer.missing_marker(DiceFraming.expected_at_end());
        assert_eq!(found.to_string(), expected.to_string());
    }

    #[test]
    fn a_piece_stops_growing_once_it_holds_a_mebibyte() {
        // Long lines (blanks the parser skips) fill pieces before the
        // dataset count does: 16 KiB a dataset, so 64 fill a piece exactly.
        let maze = format!("A{}\n1 2 1 1 6 5\n6 -1\n", " ".repeat(16_365));
        assert_eq!(maze.len(), 1 << 14);
        let text = format!("{}END\n", maze.repeat(300));
        let (pieces, _) = cut_pieces(&mut flaky(&[], &text));
        assert_eq!(pieces[0].n_datasets, 64);
        assert_eq!(pieces[0].bytes.len(), PIECE_BYTES);
        let total: usize = pieces.iter().map(|p| p.n_datasets).sum();
        assert_eq!(total, 300);
    }
}
