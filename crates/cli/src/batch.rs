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
use dice_core::text::{InputError, LineReader, ParseError};
use rayon::prelude::*;
use std::fmt::Write as _;
use std::io::{self, BufRead, Write};

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
/// Pieces per thread in a batch.
const PIECES_PER_THREAD: usize = 8;

/// A run of whole datasets as text, starting at line `first_line`.
#[derive(Debug, Default)]
struct Piece {
    first_line: usize,
    text: String,
    n_datasets: usize,
}

/// What cutting one dataset found.
enum Cut {
    /// A dataset (perhaps malformed: its parse will say).
    More,
    /// The end marker.
    Marker,
    /// The end of the input, with no end marker.
    Eof,
    /// A line that cannot be read.
    Failed(InputError),
}

/// Cuts the next dataset of `puzzle` from `lines` into `piece`.
fn cut_dataset(puzzle: Puzzle, lines: &mut LineReader<impl BufRead>, piece: &mut Piece) -> Cut {
    let mut take = |piece: &mut Piece| -> Result<Option<String>, InputError> {
        let Some(line) = lines.next_line()? else {
            return Ok(None);
        };
        if piece.text.is_empty() {
            piece.first_line = line.number;
        }
        piece.text.push_str(line.text);
        piece.text.push('\n');
        Ok(Some(line.text.to_string()))
    };
    let res = (|| -> Result<Cut, InputError> {
        // The first line that is not blank opens a dataset or ends the input.
        let first = loop {
            match take(piece)? {
                None => return Ok(Cut::Eof),
                Some(t) if t.trim().is_empty() => continue,
                Some(t) => break t,
            }
        };
        let first = first.trim();
        match puzzle {
            Puzzle::DiceMaze => {
                if first == "END" {
                    return Ok(Cut::Marker);
                }
                let Some(header) = take(piece)? else {
                    return Ok(Cut::More);
                };
                let n_rows: usize = header
                    .split_whitespace()
                    .next()
                    .and_then(|t| t.parse().ok())
                    .filter(|&r| r <= dice_core::MAX_SIDE as usize)
                    .unwrap_or(0);
                for _ in 0..n_rows {
                    if take(piece)?.is_none() {
                        break;
                    }
                }
            }
            Puzzle::ArrowMaze => {
                if first == "END" {
                    return Ok(Cut::Marker);
                }
                take(piece)?;
                while let Some(t) = take(piece)? {
                    let t = t.trim_start();
                    if t.starts_with('0') && !t[1..].starts_with(|c: char| c.is_ascii_digit()) {
                        break;
                    }
                }
            }
            Puzzle::CubePuzzle => {
                if first.split_whitespace().eq(["0", "0"]) {
                    return Ok(Cut::Marker);
                }
                for _ in 0..3 {
                    if take(piece)?.is_none() {
                        break;
                    }
                }
            }
        }
        Ok(Cut::More)
    })();
    match res {
        Ok(Cut::More) => {
            piece.n_datasets += 1;
            Cut::More
        }
        Ok(other) => other,
        Err(e) => Cut::Failed(e),
    }
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
    let src = piece.text.as_bytes();
    match puzzle {
        Puzzle::DiceMaze => {
            let mut solver = dice_maze::Solver::new();
            for maze in dice_maze::Reader::new(src).take(piece.n_datasets) {
                match maze {
                    Ok(maze) => crate::json::dice(&mut out, format, &solver.solve(&maze)),
                    Err(e) => return (out, stop(e)),
                }
            }
        }
        Puzzle::ArrowMaze => {
            let mut solver = arrow_maze::Solver::new();
            for maze in arrow_maze::Reader::new(src).take(piece.n_datasets) {
                match maze {
                    Ok(maze) => crate::json::arrow(&mut out, format, &solver.solve(&maze)),
                    Err(e) => return (out, stop(e)),
                }
            }
        }
        Puzzle::CubePuzzle => {
            for dataset in cube_puzzle::Reader::new(src).take(piece.n_datasets) {
                match dataset {
                    Ok(dataset) => {
                        if let Some(answer) = cube.answer(&dataset) {
                            let _ = write!(out, "{answer}");
                        }
                    }
                    Err(e) => return (out, stop(e)),
                }
            }
        }
    }
    (out, None)
}

/// Answers every dataset of `input` with `pool`'s threads, printing to
/// `out` in input order. Returns the first input error, after printing every
/// answer before it.
pub fn answer_parallel(
    puzzle: Puzzle,
    format: OutputFormat,
    input: impl BufRead,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
) -> Result<(), crate::RunError> {
    let mut lines = LineReader::new(input);
    let mut cube = cube_puzzle::Solver::new();
    if puzzle == Puzzle::CubePuzzle {
        let tables: Vec<_> = pool.install(|| {
            cube_puzzle::StartClass::ALL
                .par_iter()
                .map(|c| cube_puzzle::Distances::from_start(c.representative()))
                .collect()
        });
        for table in tables {
            cube.insert(table);
        }
    }
    let batch_size = pool.current_num_threads().max(1) * PIECES_PER_THREAD;
    loop {
        let mut pieces = Vec::with_capacity(batch_size);
        let mut ended = None;
        while pieces.len() < batch_size && ended.is_none() {
            let mut piece = Piece::default();
            while piece.n_datasets < PIECE_DATASETS && piece.text.len() < PIECE_BYTES {
                match cut_dataset(puzzle, &mut lines, &mut piece) {
                    Cut::More => {}
                    end => {
                        ended = Some(end);
                        break;
                    }
                }
            }
            pieces.push(piece);
        }
        let answers: Vec<(String, Option<ParseError>)> = pool.install(|| {
            pieces
                .par_iter()
                .map(|p| answer_piece(puzzle, format, p, &cube))
                .collect()
        });
        for (text, error) in answers {
            out.write_all(text.as_bytes())
                .map_err(crate::RunError::Output)?;
            if let Some(e) = error {
                return Err(crate::RunError::Input(e.into()));
            }
        }
        match ended {
            None | Some(Cut::More) => {}
            Some(Cut::Marker) => return Ok(()),
            Some(Cut::Failed(e)) => return Err(crate::RunError::Input(e)),
            Some(Cut::Eof) => {
                // As the serial readers do: a missing end marker is an
                // error naming the last line.
                let what = match puzzle {
                    Puzzle::CubePuzzle => "expected the empty square x y, or 0 0",
                    _ => "expected a maze name or END",
                };
                return Err(crate::RunError::Input(lines.end_of_input(what).into()));
            }
        }
    }
}

/// Runs `answer_parallel` over stdin or each file in turn.
pub fn run_files(
    puzzle: Puzzle,
    format: OutputFormat,
    files: &[std::path::PathBuf],
    threads: Option<usize>,
) -> std::process::ExitCode {
    use std::process::ExitCode;
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
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
