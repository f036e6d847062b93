//! The cube puzzle on boards of other shapes (`--board RxC`): judge
//! answers with the rolls on request, and the census. The statement's
//! 3 x 3 board never comes here: it keeps its own solver and output.

use crate::error::RunError;
use crate::output::{Options, OutputFormat};
use cube_puzzle::shaped::{Shape, ShapedAnswer, ShapedReader, ShapedSolver, TooManySquares};
use std::io::{self, BufRead, Write};

/// Why a board's datasets were not all answered.
#[derive(Debug, thiserror::Error)]
pub enum ShapedError {
    /// The input could not be read or the answers written.
    #[error(transparent)]
    Run(#[from] RunError),
    /// The board is too large for a census.
    #[error(transparent)]
    TooLarge(#[from] TooManySquares),
}

/// Answers every dataset on `shape` in `input`, as the judge would on that
/// board (fewest rolls, -1 beyond 30); with `moves` the rolls follow each
/// answer of 1 to 30, and with JSON each answer is an object with the
/// uncapped minimum and the rolls (see [`ShapedSolver`] for where they are
/// not known).
pub fn answer_stream(
    shape: Shape,
    input: impl BufRead,
    out: &mut impl Write,
    options: Options,
) -> Result<(), ShapedError> {
    let mut solver = ShapedSolver::new();
    let reader = ShapedReader::with_format(input, cube_puzzle::shaped::ShapedFormat { shape });
    for (number, dataset) in (1..).zip(reader) {
        let dataset = dataset.map_err(RunError::from)?;
        let answer = solver.solve(&dataset);
        let value = answer.judge_value();
        let written = if options.format == OutputFormat::Json {
            let rolls = match answer {
                ShapedAnswer::Rolls(_) => solver.rolls(&dataset),
                ShapedAnswer::Never => Some(Vec::new()),
                ShapedAnswer::MoreThan(_) => None,
            };
            let line = crate::json::shaped_answer(number, answer, rolls.as_deref());
            writeln!(out, "{line}")
        } else if options.moves && value > 0 {
            let rolls = solver.rolls(&dataset).unwrap_or_default();
            let line: Vec<String> = rolls.iter().map(ToString::to_string).collect();
            writeln!(out, "{value} {}", line.join(" "))
        } else {
            write!(out, "{answer}")
        };
        written.map_err(RunError::Output)?;
    }
    Ok(())
}

/// The census of `shape` as CSV, `x,y,steps,patterns`, by y, then x, then
/// steps; the patterns no rolls make are counted on a row whose steps are
/// `never`. The classes of start square are searched side by side, on
/// rayon's threads (one per core; 3 x 4 needs 1.7 GB for each).
pub fn census_csv(shape: Shape, out: &mut impl Write) -> Result<(), ShapedError> {
    use rayon::prelude::*;
    let classes = cube_puzzle::shaped::census_starts(shape)
        .into_par_iter()
        .map(|start| cube_puzzle::shaped::start_census(shape, start))
        .collect::<Result<Vec<_>, _>>()?;
    let census = cube_puzzle::shaped::spread_census(shape, &classes);
    let write = |out: &mut dyn Write| -> io::Result<()> {
        writeln!(out, "x,y,steps,patterns")?;
        for start in &census {
            let (x, y) = (start.start.x, start.start.y);
            for (steps, &n) in start.by_rolls.iter().enumerate() {
                if n > 0 {
                    writeln!(out, "{x},{y},{steps},{n}")?;
                }
            }
            if start.unreachable > 0 {
                writeln!(out, "{x},{y},never,{}", start.unreachable)?;
            }
        }
        Ok(())
    };
    write(out).map_err(|e| RunError::Output(e).into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(shape: &str, input: &str, options: Options) -> String {
        let mut out = Vec::new();
        let shape = shape.parse().expect("a shape");
        answer_stream(shape, input.as_bytes(), &mut out, options).expect("answered");
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
        let error = answer_stream(shape, input.as_bytes(), &mut out, Options::default())
            .expect_err("malformed");
        assert_eq!(out, b"0\n");
        assert_eq!(error.to_string(), "line 4, column 3: expected B, W, R or E");
        let shape = "4x4".parse().expect("a shape");
        let error = census_csv(shape, &mut Vec::new()).expect_err("too large");
        assert!(
            error.to_string().contains("16 squares: a census"),
            "{error}"
        );
    }

    #[test]
    fn census_rows_count_every_pattern() {
        let mut out = Vec::new();
        census_csv("1x2".parse().expect("a shape"), &mut out).expect("small");
        // Two squares: the cube rolls along x, so only white and blue tops
        // can be made, each with the hole on either side.
        assert_eq!(
            String::from_utf8(out).expect("text"),
            "x,y,steps,patterns\n1,1,0,1\n1,1,1,1\n1,1,never,4\n2,1,0,1\n2,1,1,1\n2,1,never,4\n"
        );
    }

    #[test]
    fn census_rows_leave_out_what_no_pattern_needs() {
        let census = |shape: &str| {
            let mut out = Vec::new();
            census_csv(shape.parse().expect("a shape"), &mut out).expect("small");
            String::from_utf8(out).expect("text")
        };
        // On 2 x 2 no pattern needs 12 to 15 rolls: those numbers have no row.
        let square = census("2x2");
        let corner: Vec<&str> = square.lines().filter(|l| l.starts_with("1,1,")).collect();
        let steps: Vec<&str> = corner
            .iter()
            .map(|l| l.split(',').nth(2).unwrap_or(""))
            .collect();
        let expected = "0 1 2 3 4 5 6 7 8 9 10 11 16 17 18 never";
        assert_eq!(steps.join(" "), expected);
        // On 2 x 3 every pattern can be made: no row says never.
        let oblong = census("2x3");
        // Four corners need 0 to 25 rolls, the two middle squares 0 to 27.
        assert_eq!(oblong.lines().count(), 1 + 4 * 26 + 2 * 28, "{oblong}");
        assert!(!oblong.contains("never") && !oblong.contains(",0\n"));
    }
}
