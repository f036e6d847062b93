//! The Cubic Eight-Puzzle as a test subject, on any board abbott solves:
//! datasets from every start square whose answers are 0, small, deep,
//! exactly 29 and 30, beyond 30 (-1), and patterns no rolls make; on the
//! statement's 3 x 3 also exactly 31 (the first -1). A simpler pattern has
//! fewer squares unlike the start board (all white) and its hole where
//! the start's is.
//!
//! What a dataset costs abbott sets the sizes: on 3 x 3 the class tables
//! answer at once, on boards of up to nine squares the whole-board tables
//! (each start's patterns answered once a session, and datasets drawn by
//! their answer from those); beyond (3 x 4, 4 x 3, 4 x 4) each dataset is
//! met in the middle (a few hundredths of a second on 3 x 4, up to half a
//! second on 4 x 4, after lists near each start group built once: about
//! 1.3 s each on 4 x 4), so datasets with an answer are drawn by random
//! walks with a few tries rather than from complete tables, answers are
//! kept for the judging and the report, and random files and the default
//! time limit fit what a right program spends on the board.

use super::cube_kin::{self as kin, walk, whitened};
use super::subject::{Noun, STATEMENT_TIME_LIMIT, Size, Subject};
use crate::grid::grid;
use abbott_judge::cells::Axes;
use abbott_judge::{DatasetVerdict, Halt, judge_numbers};
use cube_puzzle::{Answer, Colour, Dataset, Pattern, Shape, Solver, Square, StartClass};
use dice_core::rng::SplitMix64;
use dice_core::text::InputError;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::time::Duration;

/// Draws of a random pattern before a wanted minimum of exactly 31 rolls
/// is given up for any answer beyond 30 (3 x 3, where a draw is a table
/// lookup).
const TRIES_FOR_31: u32 = 100_000;

/// Boards of up to this many squares are answered from tables of every
/// board reachable (cube-puzzle's whole-board search): drawing a dataset
/// by its answer from them is cheap.
const WHOLE_SQUARES: usize = 9;

/// Boards beyond this many squares (4 x 4) cost a right program seconds
/// a run: lists near each start group of about 1.3 s, then up to half a
/// second a dataset.
const QUICK_SQUARES: usize = 12;

/// Random walks tried for a wanted answer on boards beyond nine squares,
/// each answered by meeting in the middle, before the last walk is taken
/// whatever its answer: up to [`QUICK_SQUARES`], then beyond.
const WALKS: [u32; 2] = [12, 4];

/// What the cube's answers count.
const ROLLS: Noun = Noun {
    one: "roll",
    many: "rolls",
};

/// The cube puzzle on its board and a solver for its answers.
#[derive(Debug)]
pub struct Cube {
    solver: Solver,
    shape: Shape,
    /// Answers found so far, by start square and pattern number: the
    /// drawing, the judging and the report ask for each once (beyond nine
    /// squares each is a search of its own).
    answers: BTreeMap<(usize, usize), Answer>,
    /// On boards of up to nine squares but the statement's, the judge
    /// answer of every pattern (by number) from each start square (by
    /// number) asked for so far, for drawing datasets by their answer.
    judged: BTreeMap<usize, Vec<i8>>,
}

impl Cube {
    /// The subject on `board`, with a solver that shares `store`'s lists
    /// of boards near start squares (beyond nine squares) and its class
    /// tables (on the statement's board, where the missing ones come from
    /// this process's tables in `abbott_judge::cube`, computed now).
    pub fn sharing(board: Shape, store: &Solver) -> Cube {
        let mut solver = store.sharing();
        if board == Shape::STATEMENT {
            for class in StartClass::ALL {
                if !solver.has(class) {
                    solver.insert(abbott_judge::cube::class_table(class));
                }
            }
        }
        Cube {
            solver,
            shape: board,
            answers: BTreeMap::new(),
            judged: BTreeMap::new(),
        }
    }

    /// Abbott's answer to `dataset`, searched once.
    fn answer(&mut self, dataset: &Dataset) -> Answer {
        let key = (self.shape.index(dataset.start), dataset.pattern.index());
        if let Some(&answer) = self.answers.get(&key) {
            return answer;
        }
        let answer = abbott_judge::cube::solve(&mut self.solver, dataset);
        self.answers.insert(key, answer);
        answer
    }

    /// The judge answer of every pattern (by number) from `start`, on a
    /// board of up to nine squares: searched on the first call for the
    /// start, kept for the next.
    fn judged_from(&mut self, start: Square) -> &[i8] {
        let (shape, solver) = (self.shape, &mut self.solver);
        self.judged.entry(shape.index(start)).or_insert_with(|| {
            (0..Pattern::count(shape))
                .map(|index| {
                    let dataset = Dataset {
                        start,
                        pattern: Pattern::from_index(shape, index),
                    };
                    let value = abbott_judge::cube::solve(solver, &dataset).judge_value();
                    i8::try_from(value).expect("judge answers are -1 to 30")
                })
                .collect()
        })
    }

    /// A dataset whose judge answer is `wanted` (-1 to 30) on a board of
    /// up to nine squares but the statement's, drawn as
    /// `cube_puzzle::generate::with_answer` draws it (the same dataset
    /// for the same `rng`): the start random among those with such a
    /// pattern, the pattern random among those. Each start's patterns are
    /// answered once a session ([`Cube::judged_from`]), not once a draw.
    fn drawn_by_answer(&mut self, rng: &mut SplitMix64, wanted: i64) -> Option<Dataset> {
        let shape = self.shape;
        let mut starts: Vec<Square> = shape.squares().collect();
        // Starts in random order (Fisher-Yates).
        for i in (1..starts.len()).rev() {
            starts.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for start in starts {
            let matching: Vec<usize> = (self.judged_from(start).iter().enumerate())
                .filter(|&(_, &value)| i64::from(value) == wanted)
                .map(|(index, _)| index)
                .collect();
            if !matching.is_empty() {
                let pick = rng.below(matching.len() as u64) as usize;
                return Some(Dataset {
                    start,
                    pattern: Pattern::from_index(shape, matching[pick]),
                });
            }
        }
        None
    }

    /// Whether the board is beyond the whole-board tables (3 x 4, 4 x 3,
    /// 4 x 4), where every answer is a search of its own.
    fn met_in_the_middle(&self) -> bool {
        self.shape.n_squares() > WHOLE_SQUARES
    }

    /// A dataset from a random start whose fewest rolls is exactly `rolls`,
    /// or a dataset answered -1 if none is drawn in time (3 x 3).
    fn with_minimum(&mut self, rng: &mut SplitMix64, rolls: u32) -> Dataset {
        let shape = self.shape;
        let start = shape.square_at(rng.below(shape.n_squares() as u64) as usize);
        for _ in 0..TRIES_FOR_31 {
            let index = rng.below(Pattern::count(shape) as u64) as usize;
            let dataset = Dataset {
                start,
                pattern: Pattern::from_index(shape, index),
            };
            if self.solver.solve(&dataset).minimum() == Some(rolls) {
                return dataset;
            }
        }
        self.with_answer(rng, -1)
    }

    /// A dataset whose judge answer is `steps` (-1: beyond 30), or a
    /// random one on a board where no pattern has that answer; beyond nine
    /// squares drawn by [`Cube::walked`].
    fn with_answer(&mut self, rng: &mut SplitMix64, steps: i64) -> Dataset {
        if self.met_in_the_middle() {
            return self.walked(rng, steps);
        }
        let drawn = if self.shape == Shape::STATEMENT {
            cube_puzzle::generate::with_answer(rng, &mut self.solver, self.shape, steps)
        } else {
            let wanted = if (0..=30).contains(&steps) { steps } else { -1 };
            self.drawn_by_answer(rng, wanted)
        };
        drawn.unwrap_or_else(|| cube_puzzle::generate::random(rng, self.shape))
    }

    /// The pattern a random walk of `steps` to `2 * steps` rolls makes
    /// from a random start (a random pattern for -1), drawn until its
    /// answer is `steps` or [`WALKS`] tries are spent; then the last one,
    /// whatever its answer.
    fn walked(&mut self, rng: &mut SplitMix64, steps: i64) -> Dataset {
        let tries = if self.shape.n_squares() > QUICK_SQUARES {
            WALKS[1]
        } else {
            WALKS[0]
        };
        let mut last = None;
        for _ in 0..tries {
            let dataset = match u64::try_from(steps) {
                Ok(steps) => {
                    let start = self
                        .shape
                        .square_at(rng.below(self.shape.n_squares() as u64) as usize);
                    let length = steps + rng.below(steps + 1);
                    Dataset {
                        start,
                        pattern: walk(rng, self.shape, start, length),
                    }
                }
                Err(_) => cube_puzzle::generate::random(rng, self.shape),
            };
            if self.answer(&dataset).judge_value() == steps.max(-1) {
                return dataset;
            }
            last = Some(dataset);
        }
        last.expect("at least one walk is tried")
    }
}

impl Subject for Cube {
    type Dataset = Dataset;
    const UNIT: Noun = ROLLS;

    fn per_run(&self) -> usize {
        if self.shape.n_squares() > QUICK_SQUARES {
            3
        } else {
            5
        }
    }

    fn time_limit(&self) -> Duration {
        if self.shape == Shape::STATEMENT {
            STATEMENT_TIME_LIMIT
        } else if self.shape.n_squares() <= QUICK_SQUARES {
            Duration::from_secs(20)
        } else {
            Duration::from_secs(60)
        }
    }

    fn read(&self, input: &str) -> Result<Vec<Dataset>, InputError> {
        let format = cube_puzzle::CubeFormat::on(self.shape);
        cube_puzzle::Reader::with_format(input.as_bytes(), format).collect()
    }

    fn write(datasets: &[Dataset]) -> String {
        cube_puzzle::to_judge_input(datasets)
    }

    fn random(&mut self, rng: &mut SplitMix64, _index: u64) -> Dataset {
        match rng.below(10) {
            0 => self.with_answer(rng, 0),
            1 => {
                let steps = 1 + rng.below(3) as i64;
                self.with_answer(rng, steps)
            }
            2 => {
                let steps = 4 + rng.below(25) as i64;
                self.with_answer(rng, steps)
            }
            3 => self.with_answer(rng, 29),
            4 => self.with_answer(rng, 30),
            5 if self.shape == Shape::STATEMENT => self.with_minimum(rng, 31),
            5 => self.with_answer(rng, -1),
            6 | 7 => self.with_answer(rng, -1),
            8 => {
                let steps = rng.below(31) as i64;
                self.with_answer(rng, steps)
            }
            // Most random patterns no number of rolls makes (which some
            // searches take longest to find out).
            _ => cube_puzzle::generate::random(rng, self.shape),
        }
    }

    fn size(dataset: &Dataset) -> Size {
        let pattern = &dataset.pattern;
        let coloured = pattern
            .shape()
            .squares()
            .filter(|&sq| pattern.top(sq).is_some_and(|c| c != Colour::White))
            .count() as u32;
        Size {
            area: pattern.shape().n_squares() as u32,
            detail: coloured + u32::from(pattern.hole() != dataset.start),
            finer: 0,
        }
    }

    fn describe(dataset: &Dataset) -> String {
        let size = Self::size(dataset);
        let moved = if dataset.pattern.hole() == dataset.start {
            "the hole where it starts"
        } else {
            "the hole moved"
        };
        let coloured = size.detail - u32::from(dataset.pattern.hole() != dataset.start);
        let coloured = Noun {
            one: "square not white",
            many: "squares not white",
        }
        .count(coloured);
        format!("start {}, {coloured}, {moved}", dataset.start)
    }

    fn simpler(dataset: &Dataset) -> Vec<Dataset> {
        let pattern = dataset.pattern;
        let mut out = Vec::new();
        if pattern.hole() != dataset.start {
            let moved = Pattern::new(pattern.shape(), dataset.start, |sq| {
                pattern.top(sq).unwrap_or(Colour::White)
            });
            out.extend(moved.map(|pattern| Dataset {
                pattern,
                ..*dataset
            }));
        }
        for sq in pattern.shape().squares() {
            if pattern.top(sq).is_some_and(|c| c != Colour::White) {
                out.extend(whitened(&pattern, sq).map(|pattern| Dataset {
                    pattern,
                    ..*dataset
                }));
            }
        }
        out
    }

    fn relatives(&mut self, rng: &mut SplitMix64, dataset: &Dataset) -> Vec<Dataset> {
        let other = self.random(rng, 0).pattern;
        let same_pattern = self.per_run().saturating_sub(3).max(1);
        kin::relatives(self.shape, rng, dataset, (same_pattern, other))
    }

    fn shared(first: &Dataset, second: &Dataset) -> Option<String> {
        kin::shared(first, second)
    }

    fn simpler_together(first: &Dataset, second: &Dataset) -> Vec<(Dataset, Dataset)> {
        kin::simpler_together(first, second)
    }

    fn answer_length(&mut self, dataset: &Dataset) -> Option<usize> {
        self.answer(dataset).minimum().map(|r| r as usize)
    }

    /// Judges by the numbers as the cube's rules do (`judging`'s
    /// `judge_numbers`), from the answers kept: a dataset drawn or judged
    /// before is not searched again.
    fn judge_kept(
        &mut self,
        input: &[u8],
        output: &[u8],
        each: &mut dyn FnMut(DatasetVerdict) -> Result<(), Halt>,
    ) -> Option<Result<(), Halt>> {
        let format = cube_puzzle::CubeFormat::on(self.shape);
        let datasets = cube_puzzle::Reader::with_format(input, format);
        let answer = |d: &Dataset| Ok(self.answer(d).judge_value());
        Some(judge_numbers(datasets, output, answer, each))
    }

    fn draw(
        &mut self,
        out: &mut dyn Write,
        dataset: &Dataset,
        (output, index): (&[u8], usize),
        colour: bool,
    ) -> io::Result<()> {
        writeln!(
            out,
            "the hole starts on (x,y) = {}, every cube white on top; the pattern to make:",
            dataset.start
        )?;
        let cells = abbott_judge::cells::cube_cells(&dataset.pattern);
        let mut text = Vec::new();
        let shape = dataset.pattern.shape();
        let size = (u32::from(shape.rows()), u32::from(shape.cols()));
        grid(
            &mut text,
            (size.0, size.1, Axes::ColumnRow),
            &cells,
            &[],
            colour,
        )?;
        out.write_all(&text)?;
        let solution = abbott_judge::cube::solve_with_rolls(&mut self.solver, dataset);
        match solution.answer {
            Answer::Never => writeln!(out, "abbott: no number of rolls makes it, so -1")?,
            Answer::MoreThan(n) => writeln!(out, "abbott: more than {}, so -1", ROLLS.count(n))?,
            Answer::Rolls(n) => {
                let rolls = solution.rolls.unwrap_or_default();
                let squares: Vec<String> = rolls.iter().map(ToString::to_string).collect();
                writeln!(
                    out,
                    "abbott: {} (judge answer {}); the cubes that roll into the hole, in turn: {}",
                    ROLLS.count(n),
                    solution.answer.judge_value(),
                    if squares.is_empty() {
                        "none".to_string()
                    } else {
                        squares.join(" ")
                    }
                )?;
            }
        }
        let text = String::from_utf8_lossy(output);
        let found = text.lines().filter(|l| !l.trim().is_empty()).nth(index);
        match found {
            Some(line) => writeln!(out, "the program: {}", line.trim()),
            None => writeln!(out, "the program: no answer for it"),
        }
    }
}

#[cfg(test)]
#[path = "cube_tests.rs"]
mod tests;
