//! Pieces in flight on the pool while this thread cuts the next ones, and
//! their answers printed in input order.

use super::framer::{Cut, Framer, PIECES_PER_THREAD, Piece};
use super::worker::{Answered, arrow_piece, cube_piece, dice_piece};
use crate::exit::Failure;
use abbott_judge::error::RunError;
use abbott_judge::output::OutputFormat;
use arrow_maze::ArrowFraming;
use cube_puzzle::CubeFraming;
use dice_core::text::Framing;
use dice_maze::DiceFraming;
use rayon::prelude::*;
use std::collections::{BTreeMap, VecDeque};
use std::io::{self, Write};
use std::sync::Arc;

/// One input of the batch runner: the name its errors carry, and its
/// bytes.
pub type Source<'a> = (String, Box<dyn io::Read + 'a>);

/// The batch runner's inputs, one after another: `None` after the last,
/// an error for one that cannot be opened.
pub type Sources<'s, 'a> = &'s mut dyn FnMut() -> Option<Result<Source<'a>, Failure>>;

/// Why the batch runner stopped before the end of its inputs, after
/// printing every answer before the stop.
#[derive(Debug)]
pub enum Stopped {
    /// The input named so is malformed or unreadable, or printing failed.
    Run(String, RunError),
    /// An input cannot be opened.
    Open(Failure),
}

/// Answers every dice maze of `sources`, one input after another but
/// with the pieces of the next input already on `pool` while the last
/// ones of this input are answered, printing to `out` in input order.
pub(crate) fn answer_dice(
    format: OutputFormat,
    sources: Sources<'_, '_>,
    out: &mut dyn Write,
    pool: &rayon::ThreadPool,
) -> Result<(), Stopped> {
    let answer = move |piece: &Piece, first: usize| dice_piece(format, piece, first);
    answer_framed(|| DiceFraming, sources, out, pool, Arc::new(answer))
}

/// [`answer_dice`] for arrow mazes.
pub(crate) fn answer_arrow(
    format: OutputFormat,
    sources: Sources<'_, '_>,
    out: &mut dyn Write,
    pool: &rayon::ThreadPool,
) -> Result<(), Stopped> {
    let answer = move |piece: &Piece, first: usize| arrow_piece(format, piece, first);
    answer_framed(ArrowFraming::default, sources, out, pool, Arc::new(answer))
}

/// [`answer_dice`] for the judge answers of cube datasets on the
/// statement's board, from class tables computed first on the pool.
pub(crate) fn answer_cube(
    sources: Sources<'_, '_>,
    out: &mut dyn Write,
    pool: &rayon::ThreadPool,
) -> Result<(), Stopped> {
    let mut cube = cube_puzzle::Solver::new();
    let tables: Vec<_> = pool.install(|| {
        cube_puzzle::StartClass::ALL
            .par_iter()
            .map(|c| abbott_judge::cube::class_table(*c))
            .collect()
    });
    for table in tables {
        cube.insert(table);
    }
    let answer = move |piece: &Piece, first: usize| cube_piece(piece, &cube, first);
    answer_framed(|| CubeFraming, sources, out, pool, Arc::new(answer))
}

/// Answers a piece on a pool thread, given the number of its first
/// dataset in its input.
type PieceAnswer = Arc<dyn Fn(&Piece, usize) -> Answered + Send + Sync>;

/// A place in the output: a piece's answers (by piece number and input
/// number), or where the runner stops.
enum Slot {
    /// The answers of this piece of this input.
    Piece(usize, usize),
    /// The end of the output.
    Stop(Stopped),
}

/// Answers the datasets each input's framing (from `new_framing`) cuts
/// from each of `sources`, each piece with `answer` on the pool, printed
/// in input order. Pieces are solved on the pool while this thread cuts
/// the next ones, of this input or the next; at most `window` pieces are
/// in flight, which bounds memory.
fn answer_framed<F: Framing>(
    new_framing: impl Fn() -> F,
    sources: Sources<'_, '_>,
    out: &mut dyn Write,
    pool: &rayon::ThreadPool,
    answer: PieceAnswer,
) -> Result<(), Stopped> {
    let window = pool.current_num_threads().max(1) * PIECES_PER_THREAD;
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Answered)>();
    let mut ready: BTreeMap<usize, Answered> = BTreeMap::new();
    let mut labels: Vec<String> = Vec::new();
    let mut slots: VecDeque<Slot> = VecDeque::new();
    let mut current = None;
    // How many datasets the pieces sent from the current input hold.
    let mut datasets = 0usize;
    let (mut sent, mut in_flight, mut reading) = (0usize, 0usize, true);
    loop {
        while reading && in_flight < window {
            let Some((framer, framing)) = current.as_mut() else {
                match sources() {
                    Some(Ok((label, reader))) => {
                        labels.push(label);
                        datasets = 0;
                        current = Some((Framer::new(reader), new_framing()));
                    }
                    Some(Err(failure)) => {
                        slots.push_back(Slot::Stop(Stopped::Open(failure)));
                        reading = false;
                    }
                    None => reading = false,
                }
                continue;
            };
            let (piece, end) = framer.next_piece(framing);
            let (tx, answer, k) = (tx.clone(), Arc::clone(&answer), sent);
            // Datasets are numbered from 1 in each input.
            let first_number = datasets + 1;
            datasets += piece.n_datasets;
            pool.spawn(move || {
                // The receiver only goes away when printing has failed.
                let _ = tx.send((k, answer(&piece, first_number)));
            });
            let file = labels.len() - 1;
            slots.push_back(Slot::Piece(k, file));
            (sent, in_flight) = (sent + 1, in_flight + 1);
            let error = match end {
                None => continue,
                Some(Cut::Failed(e)) => Some(RunError::Input(e.into())),
                // As the serial readers do: a missing end marker is an
                // error naming the last line, in the parser's words.
                Some(Cut::Eof) => {
                    let what = framing.expected_at_end();
                    Some(RunError::Input(framer.missing_marker(what).into()))
                }
                Some(_) => None,
            };
            if let Some(e) = error {
                slots.push_back(Slot::Stop(Stopped::Run(labels[file].clone(), e)));
                reading = false;
            }
            current = None;
        }
        let (k, file) = match slots.pop_front() {
            None => return Ok(()),
            Some(Slot::Stop(stopped)) => return Err(stopped),
            Some(Slot::Piece(k, file)) => (k, file),
        };
        let stop = |e: RunError| Stopped::Run(labels[file].clone(), e);
        // Wait for the next piece in order, keeping any that come early.
        while !ready.contains_key(&k) {
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
            let Some((done, answered)) = received else {
                let stopped = io::Error::other("a worker stopped");
                return Err(stop(RunError::Output(stopped)));
            };
            ready.insert(done, answered);
        }
        in_flight -= 1;
        if let Some(Answered { text, error }) = ready.remove(&k) {
            out.write_all(text.as_bytes())
                .map_err(|e| stop(RunError::Output(e)))?;
            if let Some(e) = error {
                return Err(stop(e));
            }
        }
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
        let mut once = Some((
            String::from("in"),
            Box::new(input) as Box<dyn io::Read + '_>,
        ));
        let res = answer_dice(
            OutputFormat::Judge,
            &mut || once.take().map(Ok),
            &mut out,
            &pool,
        )
        .map_err(|stopped| match stopped {
            Stopped::Run(_, e) => e,
            Stopped::Open(f) => RunError::Output(io::Error::other(f.to_string())),
        });
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

    #[test]
    fn files_are_answered_in_order_across_pieces_and_stop_at_the_first_that_fails() {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("a pool");
        // 300 mazes (two pieces), 5, then one without END; the fourth
        // input is never opened.
        let inputs = [
            format!("{}END\n", MAZE.repeat(300)),
            format!("{}END\n", MAZE.repeat(5)),
            MAZE.to_string(),
        ];
        let mut each = inputs.iter().enumerate().map(|(k, text)| {
            let reader: Box<dyn io::Read> = Box::new(text.as_bytes());
            Ok((format!("f{k}"), reader))
        });
        let mut opened = 0;
        let mut sources = || {
            opened += 1;
            each.next()
                .or(Some(Err(Failure::message("opened past the error"))))
        };
        let mut out = Vec::new();
        let res = answer_dice(OutputFormat::Judge, &mut sources, &mut out, &pool);
        assert!(out == ANSWER.repeat(306).as_bytes(), "{} bytes", out.len());
        let expected = dice_maze::parse(MAZE).expect_err("no END");
        match res {
            Err(Stopped::Run(label, RunError::Input(e))) => {
                assert_eq!(
                    (label.as_str(), e.to_string()),
                    ("f2", expected.to_string())
                );
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(opened, 3);
    }
}
