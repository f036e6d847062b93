//! The cube puzzle's answers on every board: judge answers (with the
//! rolls on request) and the class tables kept for the process. Datasets are read in chunks; on the
//! statement's board the class tables a chunk needs and does not have yet
//! are computed in parallel, one class per thread, and the chunk is
//! answered in input order.

use crate::error::{MemoryRefused, RunError};
use crate::output::{Options, OutputFormat};
use cube_puzzle::{
    Answer, CubeFormat, Dataset, Distances, Reader, Shape, Solution, Solver, StartClass,
    StatementSquare,
};
use dice_core::memory::OutOfMemory;
#[cfg(feature = "rayon")]
use rayon::prelude::*;
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// How many datasets are read before answering: enough to see which
/// classes a file needs, few enough to keep memory flat.
pub const CHUNK: usize = 4096;

/// Answers every dataset on `shape` in `input`, as the judge would on that
/// board (fewest rolls, -1 beyond 30); with `moves`, each answer of 1 to
/// 30 rolls is followed by the squares whose cubes roll, as `(x,y)`; with
/// JSON each answer is an object with the uncapped minimum and the rolls
/// (see [`Solver`] for where they are not known). The answer and its rolls
/// come from one search. `solver` keeps its searches for the next file.
pub fn answer_stream(
    solver: &mut Solver,
    shape: Shape,
    input: impl BufRead,
    out: &mut impl Write,
    options: Options,
) -> Result<(), RunError> {
    answer_stream_by(solver, (shape, CHUNK), input, out, options)
}

/// [`answer_stream`] in chunks of `chunk` datasets (1 for datasets typed on
/// a terminal, each answered as soon as it is entered).
pub fn answer_stream_by(
    solver: &mut Solver,
    (shape, chunk): (Shape, usize),
    input: impl BufRead,
    out: &mut impl Write,
    options: Options,
) -> Result<(), RunError> {
    answer_chunks((shape, chunk), input, out, |chunk, first_number| {
        prepare(solver, chunk);
        let numbers = first_number..;
        (chunk.iter().zip(numbers))
            .map(|(dataset, number)| answer_text(solver, dataset, number, options))
            .collect()
    })
}

/// Reads `input` on `shape` in chunks of `chunk_size` datasets ([`CHUNK`]
/// but for typed input), has `answer`
/// turn each chunk (and the number of its first dataset, from 1) into one
/// text per dataset, and prints them in order; a malformed dataset, or one
/// whose search the system refused its memory, stops the reading after the
/// answers before it are printed.
pub fn answer_chunks(
    (shape, chunk_size): (Shape, usize),
    input: impl BufRead,
    out: &mut impl Write,
    mut answer: impl FnMut(&[Dataset], usize) -> Vec<Result<String, OutOfMemory>>,
) -> Result<(), RunError> {
    let mut number = 1;
    let mut reader = Reader::with_format(input, CubeFormat::on(shape));
    let mut chunk: Vec<Dataset> = Vec::with_capacity(chunk_size);
    // The line where each dataset of the chunk begins.
    let mut lines: Vec<usize> = Vec::with_capacity(chunk_size);
    loop {
        chunk.clear();
        lines.clear();
        let mut failure = None;
        while let Some(res) = reader.next() {
            match res {
                Ok(dataset) => {
                    chunk.push(dataset);
                    lines.push(reader.dataset_line());
                }
                Err(e) => {
                    failure = Some(e);
                    break;
                }
            }
            if chunk.len() == chunk_size {
                break;
            }
        }
        for (text, (i, &line)) in answer(&chunk, number)
            .into_iter()
            .zip(lines.iter().enumerate())
        {
            let text = text.map_err(|refused| MemoryRefused {
                number: number + i,
                line,
                refused,
            })?;
            out.write_all(text.as_bytes()).map_err(RunError::Output)?;
        }
        number += chunk.len();
        if let Some(e) = failure {
            return Err(e.into());
        }
        if chunk.len() < chunk_size {
            return Ok(());
        }
    }
}

/// One dataset's answer as printed: the judge's line, with the rolls after
/// it for `moves`, or the JSON object for dataset `number`; or the refusal
/// of the search's memory.
pub fn answer_text(
    solver: &mut Solver,
    dataset: &Dataset,
    number: usize,
    options: Options,
) -> Result<String, OutOfMemory> {
    let Options { format, moves } = options;
    let json = format == OutputFormat::Json;
    give_table(solver, dataset);
    if !json && !moves {
        return Ok(format!("{}\n", solver.try_solve(dataset)?.judge_value()));
    }
    let Solution { answer, rolls } = solver.try_solve_with_rolls(dataset)?;
    let value = answer.judge_value();
    Ok(if json {
        // No rolls make it: the empty list says so with the null minimum.
        let rolls = if answer == Answer::Never {
            Some(Vec::new())
        } else {
            rolls
        };
        format!(
            "{}\n",
            crate::json::cube_answer(number, answer, rolls.as_deref())
        )
    } else if value > 0 {
        let rolls = rolls.unwrap_or_default();
        let line: Vec<String> = rolls.iter().map(ToString::to_string).collect();
        format!("{value} {}\n", line.join(" "))
    } else {
        format!("{value}\n")
    })
}

/// Computes, in parallel, the class tables `datasets` of the statement's
/// board need and `solver` lacks.
pub fn prepare(solver: &mut Solver, datasets: &[Dataset]) {
    let on_statement = |d: &&Dataset| d.pattern.shape() == Shape::STATEMENT;
    let missing: Vec<StartClass> = StartClass::ALL
        .into_iter()
        .filter(|&class| !solver.has(class))
        .filter(|&class| {
            (datasets.iter().filter(on_statement))
                .any(|d| StatementSquare::new(d.start).is_ok_and(|s| StartClass::of(s).0 == class))
        })
        .collect();
    let tables: Vec<Distances> = each(&missing).map(|class| class_table(*class)).collect();
    for table in tables {
        solver.insert(table);
    }
}

thread_local! {
    /// Each thread keeps its search buffers for the life of the program:
    /// freeing them while another thread runs would cost TLB shootdowns,
    /// and a second class on the same thread starts with warm memory.
    static BUFFERS: std::cell::RefCell<cube_puzzle::SearchBuffers> = std::cell::RefCell::default();
}

/// Lends rayon's threads to a class search.
#[cfg(feature = "rayon")]
struct RayonJoin;

#[cfg(feature = "rayon")]
impl cube_puzzle::Join for RayonJoin {
    fn join(&self, a: &mut (dyn FnMut() + Send), b: &mut (dyn FnMut() + Send)) {
        rayon::join(a, b);
    }
}

/// Without the `rayon` feature a class search runs on the calling thread.
#[cfg(not(feature = "rayon"))]
use cube_puzzle::Serial as RayonJoin;

/// The items of `all`, on rayon's threads.
#[cfg(feature = "rayon")]
fn each<T: Sync>(all: &[T]) -> impl ParallelIterator<Item = &T> {
    all.par_iter()
}

/// The items of `all`, one after another on this thread.
#[cfg(not(feature = "rayon"))]
fn each<T>(all: &[T]) -> impl Iterator<Item = &T> {
    all.iter()
}

/// The class tables this process has computed, kept for its life (59,049
/// bytes each): a checker, a batch or a package solves many files, and
/// each class is searched once.
static TABLES: [OnceLock<Distances>; 3] = [const { OnceLock::new() }; 3];

/// A solver holding every class's table (from [`class_table`], the missing
/// ones searched side by side).
pub fn solver() -> Solver {
    let mut solver = Solver::new();
    let tables: Vec<Distances> = each(&StartClass::ALL).map(|&c| class_table(c)).collect();
    for table in tables {
        solver.insert(table);
    }
    solver
}

/// Answers `dataset` with `solver`, first handing it its class's table
/// from [`class_table`] if it lacks it.
pub fn solve(solver: &mut Solver, dataset: &Dataset) -> Answer {
    give_table(solver, dataset);
    solver.solve(dataset)
}

/// [`solve`], or the system's refusal of the search's memory.
pub fn try_solve(solver: &mut Solver, dataset: &Dataset) -> Result<Answer, OutOfMemory> {
    give_table(solver, dataset);
    solver.try_solve(dataset)
}

/// [`solve`] with a shortest sequence of rolls from the same search.
pub fn solve_with_rolls(solver: &mut Solver, dataset: &Dataset) -> Solution {
    give_table(solver, dataset);
    solver.solve_with_rolls(dataset)
}

/// Hands `solver` the class table `dataset` needs from [`class_table`],
/// on the statement's board, if it lacks it.
fn give_table(solver: &mut Solver, dataset: &Dataset) {
    let on_statement = dataset.pattern.shape() == Shape::STATEMENT;
    if let (true, Ok(start)) = (on_statement, StatementSquare::new(dataset.start)) {
        let (class, _) = StartClass::of(start);
        if !solver.has(class) {
            solver.insert(class_table(class));
        }
    }
}

/// The distance table of a class: the one this process computed before, or
/// one computed now on this thread's buffers with the pool's help (and
/// kept). While a search waits in `rayon::join`, its thread may steal
/// another class search; that one finds the buffers lent out and uses
/// fresh ones.
pub fn class_table(class: StartClass) -> Distances {
    let kept = &TABLES[class as usize];
    if let Some(table) = kept.get() {
        return table.clone();
    }
    // No lock is held while searching: a thread waiting for a search that
    // needs the pool's threads could hold up the very threads it waits for
    // (OnceLock::get_or_init did, under concurrent tests). Two first
    // searches of a class may both run; the first kept is the one given.
    let table = search_class(class);
    kept.get_or_init(|| table).clone()
}

/// Searches a class on this thread's buffers (see [`class_table`]).
fn search_class(class: StartClass) -> Distances {
    BUFFERS.with(|cell| match cell.try_borrow_mut() {
        Ok(mut buffers) => {
            Distances::from_start_reusing(class.representative(), &mut buffers, &RayonJoin)
        }
        Err(_) => {
            let mut fresh = cube_puzzle::SearchBuffers::default();
            Distances::from_start_reusing(class.representative(), &mut fresh, &RayonJoin)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_search_runs_while_this_threads_buffers_are_lent_out() {
        // What a search stolen by a thread waiting in rayon::join meets:
        // the thread's buffers are borrowed by the search that waits.
        let nested = BUFFERS.with_borrow_mut(|_| search_class(StartClass::Corner));
        let alone = search_class(StartClass::Corner);
        assert_eq!(nested.histogram(), alone.histogram());
    }

    /// The answers to the statement's sample in `format`, with or without
    /// the rolls.
    fn sample_answers(format: OutputFormat, moves: bool) -> String {
        let sample = include_str!("../../samples/cube-puzzle.in");
        let mut out = Vec::new();
        let options = Options { format, moves };
        let mut solver = Solver::new();
        let shape = Shape::STATEMENT;
        answer_stream(&mut solver, shape, sample.as_bytes(), &mut out, options).expect("valid");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn moves_follow_each_answer_from_1_to_30_and_nothing_else() {
        let judged = sample_answers(OutputFormat::Judge, false);
        assert_eq!(judged, "0\n3\n13\n23\n29\n30\n-1\n-1\n");
        let with_moves = sample_answers(OutputFormat::Judge, true);
        let lines: Vec<&str> = with_moves.lines().collect();
        assert_eq!(lines.len(), 8);
        assert_eq!(lines[..2], ["0", "3 (1,1) (1,2) (1,3)"]);
        assert_eq!(lines[6..], ["-1", "-1"]);
        for (line, answer) in lines.iter().zip(judged.lines()) {
            let mut words = line.split(' ');
            assert_eq!(words.next(), Some(answer));
            let rolls = answer.parse::<usize>().unwrap_or(0);
            assert_eq!(words.count(), rolls, "{line}");
        }
    }

    fn answers(shape: &str, input: &str, options: Options) -> String {
        let mut out = Vec::new();
        let shape = shape.parse().expect("a shape");
        let mut solver = Solver::new();
        answer_stream(&mut solver, shape, input.as_bytes(), &mut out, options).expect("answered");
        String::from_utf8(out).expect("text")
    }

    #[test]
    fn answers_rolls_and_json_on_a_2x3_board() {
        // One roll west, and the start board's own pattern.
        let input = "1 1\nB E W\nW W W\n1 1\nE W W\nW W W\n0 0\n";
        assert_eq!(answers("2x3", input, Options::default()), "1\n0\n");
        let moves = Options {
            moves: true,
            ..Options::default()
        };
        assert_eq!(answers("2x3", input, moves), "1 (2,1)\n0\n");
        let json = Options {
            format: OutputFormat::Json,
            ..Options::default()
        };
        assert_eq!(
            answers("2x3", input, json),
            "{\"dataset\":1,\"answer\":1,\"minimum\":1,\"rolls\":[[2,1]]}\n\
             {\"dataset\":2,\"answer\":0,\"minimum\":0,\"rolls\":[]}\n"
        );
    }

    #[test]
    fn errors_come_after_the_answers_before_them_and_large_boards_are_refused() {
        let mut out = Vec::new();
        let shape = "1x2".parse().expect("a shape");
        let input = "1 1\nE W\n1 1\nE X\n0 0\n";
        let mut solver = Solver::new();
        let options = Options::default();
        let error = answer_stream(&mut solver, shape, input.as_bytes(), &mut out, options)
            .expect_err("malformed");
        assert_eq!(out, b"0\n");
        assert_eq!(error.to_string(), "line 4, column 3: expected B, W, R or E");
    }
}
