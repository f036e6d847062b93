//! `abbott PUZZLE [-j N] [--format json] FILE...`: many files, many
//! threads, answers in input order.
//!
//! The main thread cuts the input into pieces of whole datasets without
//! parsing them (it only finds where each dataset ends); a batch of pieces
//! is parsed, solved and formatted in parallel (rayon), and printed in
//! order before the next batch is read, so memory stays bounded however
//! large the file. A parse error inside a piece carries the piece's first
//! line, so it names the same line and column as a serial run would.

use crate::Puzzle;
use dice_core::text::{InputError, ParseError};
use rayon::prelude::*;
use std::fmt::Write as _;
use std::io::{self, Write};

/// How answers are printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// The judge format, byte for byte.
    #[default]
    Judge,
    /// One JSON object per dataset, one per line.
    Json,
}

/// At most this many datasets in a piece.
const PIECE_DATASETS: usize = 256;
/// A piece stops growing past this many bytes of text.
const PIECE_BYTES: usize = 1 << 20;
/// Pieces in flight per thread.
const PIECES_PER_THREAD: usize = 8;

/// A run of whole datasets as raw bytes, starting at line `first_line`.
#[derive(Debug, Default)]
struct Piece {
    first_line: usize,
    bytes: Vec<u8>,
    n_datasets: usize,
}

/// A whole word as an integer, read as the parsers read one, or `None`.
fn int_value(word: &[u8]) -> Option<i64> {
    match dice_core::text::leading_int(word) {
        Some((len, value)) if len == word.len() => value,
        _ => None,
    }
}

/// What cutting one dataset found.
enum Cut {
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
struct Framer<R> {
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
    fn new(src: R) -> Framer<R> {
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

    /// A line's bytes without surrounding blanks and carriage returns.
    fn text(&self, (start, end): (usize, usize)) -> &[u8] {
        self.buf[start..end].trim_ascii()
    }

    /// Cuts the next dataset of `puzzle` into the current piece.
    fn cut(&mut self, puzzle: Puzzle) -> Cut {
        match self.cut_inner(puzzle) {
            Ok(cut) => cut,
            Err(e) => Cut::Failed(e),
        }
    }

    fn cut_inner(&mut self, puzzle: Puzzle) -> io::Result<Cut> {
        // The first line that is not blank opens a dataset or ends the input.
        let first = loop {
            match self.line()? {
                None => return Ok(Cut::Eof),
                Some(r) if self.text(r).is_empty() => continue,
                Some(r) => break r,
            }
        };
        let first = self.text(first);
        match puzzle {
            Puzzle::DiceMaze => {
                if first == b"END" {
                    return Ok(Cut::Marker);
                }
                let Some(header) = self.line()? else {
                    return Ok(Cut::More);
                };
                // The row count as the parser reads it; anything else is
                // an error the piece's parse will report.
                let first_word = self.text(header).split(u8::is_ascii_whitespace).next();
                let n_rows = first_word.and_then(int_value).unwrap_or(0);
                if (1..=i64::from(dice_core::MAX_SIDE)).contains(&n_rows) {
                    for _ in 0..n_rows {
                        if self.line()?.is_none() {
                            break;
                        }
                    }
                }
            }
            Puzzle::ArrowMaze => {
                if first == b"END" {
                    return Ok(Cut::Marker);
                }
                self.line()?;
                while let Some(r) = self.line()? {
                    let t = self.text(r);
                    if t.first() == Some(&b'0') && !t.get(1).is_some_and(u8::is_ascii_digit) {
                        break;
                    }
                }
            }
            Puzzle::CubePuzzle => {
                let mut words = first
                    .split(u8::is_ascii_whitespace)
                    .filter(|w| !w.is_empty());
                if words.next().and_then(int_value) == Some(0)
                    && words.next().and_then(int_value) == Some(0)
                    && words.next().is_none()
                {
                    return Ok(Cut::Marker);
                }
                for _ in 0..3 {
                    if self.line()?.is_none() {
                        break;
                    }
                }
            }
        }
        Ok(Cut::More)
    }

    /// Takes the bytes of the current piece (everything up to the last line
    /// read) and starts the next piece.
    fn take_piece(&mut self, first_line: usize, n_datasets: usize) -> Piece {
        let bytes = self.buf[self.piece_start..self.scan].to_vec();
        self.piece_start = self.scan;
        Piece {
            first_line,
            bytes,
            n_datasets,
        }
    }

    /// The error for an input that ends without its end marker, as the
    /// serial readers word it: it names the last line, just past its end.
    fn missing_marker(&self, what: &str) -> ParseError {
        let (start, end) = self.last;
        let trimmed = self.buf[start..end].trim_ascii_end();
        let column = String::from_utf8_lossy(trimmed).chars().count() + 1;
        ParseError::new(
            self.line_no.max(1),
            column,
            format!("{what}, found the end of the input"),
        )
    }
}

thread_local! {
    /// Each worker keeps its search buffers from piece to piece.
    static DICE_SOLVER: std::cell::RefCell<dice_maze::Solver> = std::cell::RefCell::default();
    static ARROW_SOLVER: std::cell::RefCell<arrow_maze::Solver> = std::cell::RefCell::default();
}

/// Parses, solves and formats one piece: its output, and the error that
/// stopped it, if any, with line numbers of the whole input.
fn answer_piece(
    puzzle: Puzzle,
    format: OutputFormat,
    piece: &Piece,
    cube: &cube_puzzle::Solver,
) -> (String, Option<ParseError>) {
    let mut out = String::new();
    let shift = |mut e: ParseError| {
        e.line += piece.first_line.saturating_sub(1);
        e
    };
    let stop = |e: InputError| match e {
        InputError::Syntax(e) => Some(shift(e)),
        InputError::Io(e) => Some(ParseError::new(piece.first_line, 1, e.to_string())),
    };
    let src = &piece.bytes[..];
    let error = match puzzle {
        Puzzle::DiceMaze => DICE_SOLVER.with_borrow_mut(|solver| {
            for maze in dice_maze::Reader::new(src).take(piece.n_datasets) {
                match maze {
                    Ok(maze) => crate::json::maze(&mut out, format, &solver.solve(&maze)),
                    Err(e) => return stop(e),
                }
            }
            None
        }),
        Puzzle::ArrowMaze => ARROW_SOLVER.with_borrow_mut(|solver| {
            for maze in arrow_maze::Reader::new(src).take(piece.n_datasets) {
                match maze {
                    Ok(maze) => crate::json::maze(&mut out, format, &solver.solve(&maze)),
                    Err(e) => return stop(e),
                }
            }
            None
        }),
        Puzzle::CubePuzzle => {
            let mut error = None;
            for dataset in cube_puzzle::Reader::new(src).take(piece.n_datasets) {
                match dataset {
                    Ok(dataset) => {
                        if let Some(answer) = cube.answer(&dataset) {
                            let _ = write!(out, "{answer}");
                        }
                    }
                    Err(e) => {
                        error = stop(e);
                        break;
                    }
                }
            }
            error
        }
    };
    (out, error)
}

/// Answers every dataset of `input` with `pool`'s threads, printing to
/// `out` in input order. Returns the first input error, after printing every
/// answer before it.
pub fn answer_parallel(
    puzzle: Puzzle,
    format: OutputFormat,
    input: impl io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
) -> Result<(), crate::RunError> {
    answer_parallel_with(puzzle, format, input, out, pool, &mut || {})
}

/// [`answer_parallel`], calling `tick` after every batch.
fn answer_parallel_with(
    puzzle: Puzzle,
    format: OutputFormat,
    input: impl io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
    tick: &mut dyn FnMut(),
) -> Result<(), crate::RunError> {
    let mut framer = Framer::new(input);
    let mut cube = cube_puzzle::Solver::new();
    if puzzle == Puzzle::CubePuzzle {
        let tables: Vec<_> = pool.install(|| {
            cube_puzzle::StartClass::ALL
                .par_iter()
                .map(|c| crate::cube::class_table(*c))
                .collect()
        });
        for table in tables {
            cube.insert(table);
        }
    }
    // Pieces are solved on the pool while this thread cuts the next ones;
    // answers come back tagged with their piece number and are printed in
    // order. At most `window` pieces are in flight, which bounds memory.
    let cube = std::sync::Arc::new(cube);
    let window = pool.current_num_threads().max(1) * PIECES_PER_THREAD;
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Answered)>();
    let mut ready: std::collections::BTreeMap<usize, Answered> = std::collections::BTreeMap::new();
    let (mut sent, mut printed) = (0usize, 0usize);
    let mut ended = None;
    loop {
        while ended.is_none() && sent - printed < window {
            let first_line = framer.line_no + 1;
            let mut n_datasets = 0;
            while n_datasets < PIECE_DATASETS && framer.scan - framer.piece_start < PIECE_BYTES {
                match framer.cut(puzzle) {
                    Cut::More => n_datasets += 1,
                    end => {
                        ended = Some(end);
                        break;
                    }
                }
            }
            let piece = framer.take_piece(first_line, n_datasets);
            let (tx, cube, k) = (tx.clone(), std::sync::Arc::clone(&cube), sent);
            pool.spawn(move || {
                // The receiver only goes away when printing has failed.
                let _ = tx.send((k, answer_piece(puzzle, format, &piece, &cube)));
            });
            sent += 1;
        }
        if printed == sent {
            break;
        }
        // Wait for the next piece in order, keeping any that come early.
        while !ready.contains_key(&printed) {
            let received = match rx.try_recv() {
                Err(std::sync::mpsc::TryRecvError::Empty) => {
                    // Run a waiting piece here, or block if there is none.
                    if pool.yield_now() == Some(rayon::Yield::Executed) {
                        continue;
                    }
                    rx.recv().ok()
                }
                res => res.ok(),
            };
            match received {
                Some((k, answered)) => {
                    ready.insert(k, answered);
                }
                None => {
                    return Err(crate::RunError::Output(io::Error::other(
                        "a worker stopped",
                    )));
                }
            }
        }
        while let Some((text, error)) = ready.remove(&printed) {
            printed += 1;
            out.write_all(text.as_bytes())
                .map_err(crate::RunError::Output)?;
            if let Some(e) = error {
                return Err(crate::RunError::Input(e.into()));
            }
        }
        tick();
    }
    match ended {
        Some(Cut::Failed(e)) => Err(crate::RunError::Input(e.into())),
        Some(Cut::Eof) => {
            // As the serial readers do: a missing end marker is an error
            // naming the last line.
            let what = match puzzle {
                Puzzle::CubePuzzle => "expected the empty square x y, or 0 0",
                _ => "expected a maze name or END",
            };
            Err(crate::RunError::Input(framer.missing_marker(what).into()))
        }
        _ => Ok(()),
    }
}

/// A piece's output and the error that stopped it, if any.
type Answered = (String, Option<ParseError>);

/// Runs `answer_parallel` over stdin or each file in turn.
pub fn run_files(
    puzzle: Puzzle,
    format: OutputFormat,
    files: &[std::path::PathBuf],
    threads: Option<usize>,
) -> std::process::ExitCode {
    use std::process::ExitCode;
    // This thread is one of the pool's: it cuts and prints, and runs pieces
    // itself while it waits, so -j N means N busy threads, not N + 1.
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .use_current_thread()
        .build()
    {
        Ok(pool) => pool,
        Err(e) => {
            eprintln!("error: cannot start threads: {e}");
            return ExitCode::FAILURE;
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin_only = [std::path::PathBuf::from("-")];
    let files = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    for path in files {
        let (label, res) = if path.as_os_str() == "-" {
            let stdin = io::stdin();
            (
                "<stdin>".to_string(),
                answer_parallel(puzzle, format, stdin.lock(), &mut out, &pool),
            )
        } else {
            let label = path.display().to_string();
            match std::fs::File::open(path) {
                Ok(f) => {
                    let input = io::BufReader::with_capacity(1 << 16, f);
                    (
                        label,
                        answer_parallel(puzzle, format, input, &mut out, &pool),
                    )
                }
                Err(e) => {
                    let _ = out.flush();
                    eprintln!("error: {label}: {e}");
                    return ExitCode::FAILURE;
                }
            }
        };
        let res = res.and_then(|()| out.flush().map_err(crate::RunError::Output));
        let _ = out.flush();
        match res {
            Ok(()) => {}
            Err(crate::RunError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => {
                return ExitCode::SUCCESS;
            }
            Err(crate::RunError::Input(e)) => {
                eprintln!("error: {label}: {e}");
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
