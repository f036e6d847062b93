//! The cube puzzle's commands: judge answers (with the rolls on request)
//! and the census. Datasets are read in chunks; the distance tables a chunk
//! needs and does not have yet are computed in parallel, one class per
//! thread, and the chunk is answered in input order.

use crate::error::RunError;
use crate::output::{Options, OutputFormat};
use cube_puzzle::{Answer, Dataset, Distances, Reader, Solver, StartClass};
use rayon::prelude::*;
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// How many datasets are read before answering: enough to see which
/// classes a file needs, few enough to keep memory flat.
const CHUNK: usize = 4096;

/// Answers every dataset in `input`; with `moves`, each answer of 1 to 30
/// rolls is followed by the squares whose cubes roll, as `(x,y)`; with
/// `json`, each answer is a JSON object with the rolls.
pub fn answer_stream(
    input: impl BufRead,
    out: &mut impl Write,
    options: Options,
) -> Result<(), RunError> {
    let Options { format, moves } = options;
    let json = format == OutputFormat::Json;
    let mut number = 0;
    let mut solver = Solver::new();
    let mut reader = Reader::new(input);
    let mut chunk: Vec<Dataset> = Vec::with_capacity(CHUNK);
    loop {
        chunk.clear();
        let mut failure = None;
        for res in reader.by_ref() {
            match res {
                Ok(dataset) => chunk.push(dataset),
                Err(e) => {
                    failure = Some(e);
                    break;
                }
            }
            if chunk.len() == CHUNK {
                break;
            }
        }
        prepare(&mut solver, &chunk);
        for dataset in &chunk {
            number += 1;
            let answer = solve(&mut solver, dataset);
            let value = answer.judge_value();
            if json {
                let rolls = solver.rolls(dataset).unwrap_or_default();
                writeln!(out, "{}", crate::json::cube_answer(number, answer, &rolls))
                    .map_err(RunError::Output)?;
            } else if moves && value > 0 {
                let rolls = solver.rolls(dataset).unwrap_or_default();
                let line: Vec<String> = rolls.iter().map(ToString::to_string).collect();
                writeln!(out, "{value} {}", line.join(" ")).map_err(RunError::Output)?;
            } else {
                write!(out, "{answer}").map_err(RunError::Output)?;
            }
        }
        if let Some(e) = failure {
            return Err(e.into());
        }
        if chunk.len() < CHUNK {
            return Ok(());
        }
    }
}

/// Computes, in parallel, the class tables `datasets` need and `solver`
/// lacks.
fn prepare(solver: &mut Solver, datasets: &[Dataset]) {
    let missing: Vec<StartClass> = StartClass::ALL
        .into_iter()
        .filter(|&class| !solver.has(class))
        .filter(|&class| datasets.iter().any(|d| StartClass::of(d.start).0 == class))
        .collect();
    let tables: Vec<Distances> = missing
        .par_iter()
        .map(|class| class_table(*class))
        .collect();
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
struct RayonJoin;

impl cube_puzzle::Join for RayonJoin {
    fn join(&self, a: &mut (dyn FnMut() + Send), b: &mut (dyn FnMut() + Send)) {
        rayon::join(a, b);
    }
}

/// The class tables this process has computed, kept for its life (59,049
/// bytes each): a checker, a batch or a package solves many files, and
/// each class is searched once.
static TABLES: [OnceLock<Distances>; 3] = [const { OnceLock::new() }; 3];

/// A solver holding every class's table (from [`class_table`], the missing
/// ones searched side by side).
pub fn solver() -> Solver {
    let mut solver = Solver::new();
    let tables: Vec<Distances> = StartClass::ALL
        .par_iter()
        .map(|&c| class_table(c))
        .collect();
    for table in tables {
        solver.insert(table);
    }
    solver
}

/// Answers `dataset` with `solver`, first handing it its class's table
/// from [`class_table`] if it lacks it.
pub fn solve(solver: &mut Solver, dataset: &Dataset) -> Answer {
    let (class, _) = StartClass::of(dataset.start);
    if !solver.has(class) {
        solver.insert(class_table(class));
    }
    solver.solve(dataset)
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

/// The census as CSV: `x,y,steps,patterns`, by y, then x, then steps.
pub fn census_csv(out: &mut impl Write) -> std::io::Result<()> {
    let mut solver = Solver::new();
    let all: Vec<Dataset> = cube_puzzle::Square::all()
        .map(|start| Dataset {
            start,
            pattern: cube_puzzle::Pattern::from_index(0),
        })
        .collect();
    // Two steps: the three class tables, then the counts. Both are short,
    // so the bar (after a second, on a terminal) rarely shows.
    let mut progress = crate::progress::Progress::steps(2, "census");
    prepare(&mut solver, &all);
    progress.step();
    let census = solver.census();
    progress.step();
    progress.finish();
    writeln!(out, "x,y,steps,patterns")?;
    for (start, counts) in census {
        for (steps, &n) in counts.iter().enumerate() {
            if n > 0 {
                writeln!(out, "{},{},{steps},{n}", start.x, start.y)?;
            }
        }
    }
    Ok(())
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
        let sample = include_str!("../../../testdata/cube-puzzle/sample.in");
        let mut out = Vec::new();
        answer_stream(sample.as_bytes(), &mut out, Options { format, moves }).expect("valid");
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
}
