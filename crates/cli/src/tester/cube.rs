//! The Cubic Eight-Puzzle as a test subject: datasets from every start
//! square whose answers are 0, small, deep, exactly 29 and 30, exactly 31
//! (the first -1) and beyond, and patterns no rolls make; a simpler
//! pattern has fewer squares unlike the start board (all white) and its
//! hole where the start's is. Random files hold five datasets (the
//! statement allows fewer than 16), so that a right program's run stays
//! well within the time limit whatever answers they need.

use super::subject::{Size, Subject};
use crate::puzzle::Puzzle;
use crate::render::{Axes, terminal};
use cube_puzzle::{Colour, Dataset, Pattern, Shape, Solver, Square};
use dice_core::rng::SplitMix64;
use dice_core::text::InputError;
use std::io::{self, Write};

/// Draws of a random pattern before a wanted minimum of exactly 31 rolls
/// is given up for any answer beyond 30.
const TRIES_FOR_31: u32 = 100_000;

/// The cube puzzle on the statement's board and a solver holding every
/// class's table.
#[derive(Debug)]
pub(super) struct Cube {
    solver: Solver,
    shape: Shape,
}

impl Cube {
    /// The subject, with the solver's tables computed.
    pub(super) fn new() -> Cube {
        Cube {
            solver: crate::cube::solver(),
            shape: Shape::STATEMENT,
        }
    }

    /// A dataset from a random start whose fewest rolls is exactly `rolls`,
    /// or a dataset answered -1 if none is drawn in time.
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
    /// random one on a board where no pattern has that answer.
    fn with_answer(&mut self, rng: &mut SplitMix64, steps: i64) -> Dataset {
        cube_puzzle::generate::with_answer(rng, &mut self.solver, self.shape, steps)
            .unwrap_or_else(|| cube_puzzle::generate::random(rng, self.shape))
    }
}

/// `pattern` with its top colour on `whiter` made white.
fn whitened(pattern: &Pattern, whiter: Square) -> Option<Pattern> {
    Pattern::new(pattern.shape(), pattern.hole(), |sq| {
        if sq == whiter {
            Colour::White
        } else {
            pattern.top(sq).unwrap_or(Colour::White)
        }
    })
}

impl Subject for Cube {
    type Dataset = Dataset;
    const PUZZLE: Puzzle = Puzzle::CubePuzzle;
    const UNIT: &'static str = "rolls";
    const PER_RUN: usize = 5;

    fn read(input: &str) -> Result<Vec<Dataset>, InputError> {
        cube_puzzle::Reader::new(input.as_bytes()).collect()
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
            5 => self.with_minimum(rng, 31),
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
        format!(
            "start {}, {coloured} squares not white, {moved}",
            dataset.start
        )
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

    fn answer_length(&mut self, dataset: &Dataset) -> Option<usize> {
        self.solver.solve(dataset).minimum().map(|r| r as usize)
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
        let cells = crate::render::cube_cells(&dataset.pattern);
        let mut text = Vec::new();
        let shape = dataset.pattern.shape();
        let size = (u32::from(shape.rows()), u32::from(shape.cols()));
        terminal::grid(
            &mut text,
            (size.0, size.1, Axes::ColumnRow),
            &cells,
            &[],
            colour,
        )?;
        out.write_all(&text)?;
        let answer = crate::cube::solve(&mut self.solver, dataset);
        match answer.minimum() {
            None => writeln!(out, "abbott: no number of rolls makes it, so -1")?,
            Some(n) => {
                let rolls = self.solver.rolls(dataset).unwrap_or_default();
                let squares: Vec<String> = rolls.iter().map(ToString::to_string).collect();
                writeln!(
                    out,
                    "abbott: {n} rolls (judge answer {}); the cubes that roll into the hole, in turn: {}",
                    answer.judge_value(),
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
mod tests {
    use super::*;

    #[test]
    fn simpler_patterns_whiten_squares_and_bring_the_hole_back() {
        let input = "1 1\nW B W\nE W W\nW W R\n0 0\n";
        let datasets = Cube::read(input).expect("a dataset");
        let dataset = &datasets[0];
        let simpler = Cube::simpler(dataset);
        assert_eq!(simpler.len(), 3);
        assert_eq!(
            Cube::write(&simpler[..1]),
            "1 1\nE B W\nW W W\nW W R\n0 0\n"
        );
        assert!(simpler.iter().all(|d| Cube::size(d) < Cube::size(dataset)));
        assert_eq!(
            Cube::describe(dataset),
            "start (1,1), 2 squares not white, the hole moved"
        );
    }
}
