//! Pieces in flight on the pool while this thread cuts the next ones, and
//! their answers printed in input order.

use super::framer::{Cut, Framer, PIECES_PER_THREAD, Piece};
use super::worker::{Answered, arrow_piece, cube_piece, dice_piece};
use crate::error::RunError;
use crate::output::OutputFormat;
use arrow_maze::ArrowFraming;
use cube_puzzle::CubeFraming;
use dice_core::text::Framing;
use dice_maze::DiceFraming;
use rayon::prelude::*;
use std::io::{self, Write};
use std::sync::Arc;

/// Answers every dice maze of `input` with `pool`'s threads, printing to
/// `out` in input order. Returns the first input error, after printing
/// every answer before it.
pub(crate) fn answer_dice(
    format: OutputFormat,
    input: impl io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
) -> Result<(), RunError> {
    let answer = move |piece: &Piece| dice_piece(format, piece);
    answer_framed(DiceFraming, input, out, pool, Arc::new(answer))
}

/// [`answer_dice`] for arrow mazes.
pub(crate) fn answer_arrow(
    format: OutputFormat,
    input: impl io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
) -> Result<(), RunError> {
    let answer = move |piece: &Piece| arrow_piece(format, piece);
    answer_framed(ArrowFraming::default(), input, out, pool, Arc::new(answer))
}

/// [`answer_dice`] for the judge answers of cube datasets on the
/// statement's board, from class tables computed first on the pool.
pub(crate) fn answer_cube(
    input: impl io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
) -> Result<(), RunError> {
    let mut cube = cube_puzzle::Solver::new();
    let tables: Vec<_> = pool.install(|| {
        cube_puzzle::StartClass::ALL
            .par_iter()
            .map(|c| crate::cube::class_table(*c))
            .collect()
    });
    for table in tables {
        cube.insert(table);
    }
    let answer = move |piece: &Piece| cube_piece(piece, &cube);
    answer_framed(CubeFraming, input, out, pool, Arc::new(answer))
}

/// Answers a piece on a pool thread.
type PieceAnswer = Arc<dyn Fn(&Piece) -> Answered + Send + Sync>;

/// Answers the datasets `framing` cuts from `input`, each piece with
/// `answer` on the pool, printed in input order.
fn answer_framed(
    mut framing: impl Framing,
    input: impl io::Read,
    out: &mut impl Write,
    pool: &rayon::ThreadPool,
    answer: PieceAnswer,
) -> Result<(), RunError> {
    let mut framer = Framer::new(input);
    // Pieces are solved on the pool while this thread cuts the next ones;
    // answers come back tagged with their piece number and are printed in
    // order. At most `window` pieces are in flight, which bounds memory.
    let window = pool.current_num_threads().max(1) * PIECES_PER_THREAD;
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Answered)>();
    let mut ready: std::collections::BTreeMap<usize, Answered> = std::collections::BTreeMap::new();
    let (mut sent, mut printed) = (0usize, 0usize);
    let mut ended = None;
    loop {
        while ended.is_none() && sent - printed < window {
            let (piece, end) = framer.next_piece(&mut framing);
            ended = end;
            let (tx, answer, k) = (tx.clone(), Arc::clone(&answer), sent);
            pool.spawn(move || {
                // The receiver only goes away when printing has failed.
                let _ = tx.send((k, answer(&piece)));
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
                    return Err(RunError::Output(io::Error::other("a worker stopped")));
                }
            }
        }
        while let Some(Answered { text, error }) = ready.remove(&printed) {
            printed += 1;
            out.write_all(text.as_bytes()).map_err(RunError::Output)?;
            if let Some(e) = error {
                return Err(RunError::Input(e.into()));
            }
        }
    }
    match ended {
        Some(Cut::Failed(e)) => Err(RunError::Input(e.into())),
        Some(Cut::Eof) => {
            // As the serial readers do: a missing end marker is an error
            // naming the last line, in the parser's words.
            let what = framing.expected_at_end();
            Err(RunError::Input(framer.missing_marker(what).into()))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A source whose bytes run out in a read error.
    struct Failing;

    impl io::Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("the disk went away"))
        }
    }

    fn answered(input: impl io::Read) -> (String, Result<(), RunError>) {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("a pool");
        let mut out = Vec::new();
        let res = answer_dice(OutputFormat::Judge, input, &mut out, &pool);
        (String::from_utf8(out).expect("UTF-8"), res)
    }

    const MAZE: &str = "A\n1 2 1 1 6 5\n6 -1\n";
    const ANSWER: &str = "A\n  No Solution Possible\n";

    #[test]
    fn every_answer_comes_out_when_the_pieces_outnumber_those_in_flight() {
        // Two threads keep 16 pieces of 256 mazes in flight; 5,000 mazes
        // make 20 pieces.
        let (out, res) = answered(MAZE.repeat(5_000).as_bytes());
        assert!(matches!(res, Err(RunError::Input(_))), "no END: {res:?}");
        assert!(
            out == ANSWER.repeat(5_000),
            "{} answers",
            out.lines().count() / 2
        );
    }

    #[test]
    fn a_read_error_ends_the_answers_with_that_error() {
        let (out, res) = answered(io::Read::chain(MAZE.as_bytes(), Failing));
        assert_eq!(out, ANSWER);
        match res {
            Err(RunError::Input(e)) => assert_eq!(e.to_string(), "read error: the disk went away"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_error_in_a_later_piece_names_its_line_in_the_whole_input() {
        // 300 mazes fill one piece and part of the next; the error is on
        // the size line of the 301st.
        let text = format!("{}B\n1 x\nEND\n", MAZE.repeat(300));
        let (out, res) = answered(text.as_bytes());
        assert_eq!(out, ANSWER.repeat(300));
        let serial = dice_maze::parse(&text).expect_err("malformed");
        assert_eq!(serial.line, 902);
        match res {
            Err(RunError::Input(e)) => assert_eq!(e.to_string(), serial.to_string()),
            other => panic!("{other:?}"),
        }
    }
}
