//! The census as CSV (`x,y,steps,patterns`), and the complete census in one
//! process without timely, its classes of start square side by side on
//! rayon's threads.

use crate::error::CsvError;
use crate::observer::{Event, Observer, Total};
use cube_puzzle::{Census, Shape, Solver, Square};
use rayon::prelude::*;
use std::io::{self, Write};

/// The census of `shape` as CSV, `x,y,steps,patterns`, by y, then x, then
/// steps; the patterns no rolls make are counted on a row whose steps are
/// `never` (none on the statement's board). On the statement's board the
/// counts come from `solver`'s class tables (made there if it has none);
/// on the others the classes of start square are searched side by side,
/// on rayon's threads (3 x 4 needs up to 1.6 GB for each), and `solver`
/// is not used.
pub fn census_csv(
    shape: Shape,
    solver: &mut Solver,
    observer: &dyn Observer,
    out: &mut impl Write,
) -> Result<(), CsvError> {
    let census = if shape == Shape::STATEMENT {
        solver.census(shape).map_err(CsvError::of(shape))?
    } else {
        let starts = cube_puzzle::census_starts(shape);
        let what = format!("census of {shape}, starts");
        let total = Total::Classes(starts.len() as u64);
        observer.observe(Event::Began { what: &what, total });
        let classes = (starts.into_par_iter())
            .map(|start| cube_puzzle::start_census(shape, start))
            .inspect(|_| observer.observe(Event::Counted(1)))
            .collect::<Result<Vec<_>, _>>();
        cube_puzzle::spread_census(shape, &classes.map_err(CsvError::of(shape))?)
    };
    write_census(&census, out).map_err(CsvError::Output)
}

/// Writes a census's rows, with their header.
pub fn write_census(census: &[Census], out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "x,y,steps,patterns")?;
    for start in census {
        let (x, y) = write_counts(out, start.start, &start.by_rolls)?;
        if start.unreachable > 0 {
            writeln!(out, "{x},{y},never,{}", start.unreachable)?;
        }
    }
    Ok(())
}

/// Writes a start's non-zero counts of patterns by number of rolls
/// (`x,y,steps,patterns` rows); its `x` and `y`.
pub(crate) fn write_counts(
    out: &mut impl Write,
    start: Square,
    by_rolls: &[u64],
) -> io::Result<(u8, u8)> {
    let (x, y) = (start.x, start.y);
    for (steps, &n) in by_rolls.iter().enumerate() {
        if n > 0 {
            writeln!(out, "{x},{y},{steps},{n}")?;
        }
    }
    Ok((x, y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::observer::Quiet;

    fn census(shape: &str) -> String {
        let mut out = Vec::new();
        let shape = shape.parse().expect("a shape");
        census_csv(shape, &mut Solver::new(), &Quiet, &mut out).expect("small");
        String::from_utf8(out).expect("text")
    }

    #[test]
    fn census_rows_count_every_pattern() {
        // Two squares: the cube rolls along x, so only white and blue tops
        // can be made, each with the hole on either side.
        assert_eq!(
            census("1x2"),
            "x,y,steps,patterns\n1,1,0,1\n1,1,1,1\n1,1,never,4\n2,1,0,1\n2,1,1,1\n2,1,never,4\n"
        );
    }

    #[test]
    fn census_rows_leave_out_what_no_pattern_needs() {
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

    #[test]
    fn a_board_too_large_for_complete_tables_is_refused_naming_why() {
        let shape = "4x4".parse().expect("a shape");
        let error =
            census_csv(shape, &mut Solver::new(), &Quiet, &mut Vec::new()).expect_err("too large");
        assert!(
            error.to_string().contains("16 squares: a census"),
            "{error}"
        );
    }
}
