//! `--unreached FILE`: the second CSV of the census up to `--max-rolls`,
//! how many patterns each start has not reached after each layer, and,
//! for a start whose search ended by itself (every pattern reached, or no
//! board left), its God's number: the most rolls any pattern it reaches
//! needs. The counts come from the search's bitset of patterns answered,
//! the same that the census's rows count, so a start's unreached after
//! `d` rolls is its patterns less its rows up to `d`.

use crate::layer_files::LayerFiles;
use cube_puzzle::{PartialCensus, Pattern, Shape};
use std::io::{self, Write};
use std::path::Path;

/// One class's census reached, and whether its search ended by itself
/// (every pattern reached, or no board left).
pub(crate) type Reached = (PartialCensus, bool);

/// Writes the CSV of [`write_unreached`] to `path`, through a temporary
/// file renamed into place.
pub(crate) fn write_file(path: &Path, shape: Shape, runs: &[Reached]) -> io::Result<()> {
    LayerFiles::write_whole(path, |out| {
        let mut out = out;
        write_unreached(shape, runs, &mut out)
    })
}

/// Writes `x,y,steps,unreached` for every start square (in square order,
/// each taking its class's run among `runs`, in the order of the
/// classes): a row a layer from 0 to where the search got, then
/// `x,y,god,G` for a start whose search ended by itself.
pub(crate) fn write_unreached(
    shape: Shape,
    runs: &[Reached],
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out, "x,y,steps,unreached")?;
    let starts = runs.iter().map(|(census, _)| census.start);
    let n_patterns = Pattern::count(shape) as u64;
    for square in shape.squares() {
        let Some(class) = cube_puzzle::class_of(shape, square, starts.clone()) else {
            continue;
        };
        let (census, ended) = &runs[class];
        let (x, y) = (square.x, square.y);
        for (steps, unreached) in unreached(census, n_patterns).iter().enumerate() {
            writeln!(out, "{x},{y},{steps},{unreached}")?;
        }
        if let Some(god) = gods_number(census, *ended) {
            writeln!(out, "{x},{y},god,{god}")?;
        }
    }
    Ok(())
}

/// `unreached(..)[d]`: the patterns not reached after `d` rolls, from 0
/// to the census's bound, or to its deepest answer when every pattern is
/// reached.
fn unreached(census: &PartialCensus, n_patterns: u64) -> Vec<u64> {
    let mut left = n_patterns;
    let mut rows = Vec::new();
    for d in 0..=census.max_rolls as usize {
        left -= census.by_rolls.get(d).copied().unwrap_or(0);
        rows.push(left);
        if left == 0 {
            break;
        }
    }
    rows
}

/// The God's number of a class's start, when its search `ended` by
/// itself: its deepest answer.
pub(crate) fn gods_number(census: &PartialCensus, ended: bool) -> Option<usize> {
    let deepest = census.by_rolls.len().checked_sub(1)?;
    ended.then_some(deepest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cube_puzzle::{SparseSearch, Square};

    /// The search from `start` to `max_rolls`: its census, whether it
    /// ended by itself, and its layers.
    fn search(shape: Shape, start: Square, max_rolls: u32) -> (Reached, usize) {
        let search = SparseSearch::new(shape, start, usize::MAX).expect("fits");
        let mut search = search.last_layer(max_rolls);
        while search.depth() < max_rolls && search.can_go_on() {
            search.step().expect("fits");
        }
        let reached = (search.census(max_rolls), search.ended());
        (reached, search.layers().len())
    }

    /// The unreached CSV of `board` from its classes' searches to
    /// `max_rolls`.
    fn csv(board: &str, max_rolls: u32) -> String {
        let shape: Shape = board.parse().expect("a board");
        let runs: Vec<Reached> = cube_puzzle::census_starts(shape)
            .into_iter()
            .map(|start| search(shape, start, max_rolls).0)
            .collect();
        let mut out = Vec::new();
        write_unreached(shape, &runs, &mut out).expect("in memory");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn unreached_counts_are_the_whole_census_s_and_the_last_layer_is_god_s_number() {
        // Every class of 3 x 3, and the corner of 3 x 4 (a billion boards).
        let corner = Square { x: 1, y: 1 };
        let three: Shape = "3x3".parse().expect("a board");
        let four: Shape = "3x4".parse().expect("a board");
        let classes = (cube_puzzle::census_starts(three)
            .into_iter()
            .map(|s| (three, s)))
        .chain([(four, corner)]);
        for (shape, start) in classes {
            let whole = cube_puzzle::start_census(shape, start).expect("fits");
            assert_eq!(whole.unreachable, 0, "every pattern of {shape} is reached");
            let n_patterns = Pattern::count(shape) as u64;
            let mut left = n_patterns;
            let expected: Vec<u64> = (whole.by_rolls.iter())
                .map(|n| {
                    left -= n;
                    left
                })
                .collect();
            let ((census, ended), layers) = search(shape, start, 200);
            assert_eq!(unreached(&census, n_patterns), expected, "{shape} {start}");
            assert_eq!(gods_number(&census, ended), Some(whole.by_rolls.len() - 1));
            assert_eq!(layers, whole.by_rolls.len(), "it stopped by itself");
        }
        // The CSV: a row a layer, then God's number, square by square.
        let got = csv("3x3", 200);
        assert!(
            got.starts_with("x,y,steps,unreached\n1,1,0,59048\n1,1,1,"),
            "{got}"
        );
        let gods: Vec<&str> = got.lines().filter(|l| l.contains(",god,")).collect();
        assert_eq!(gods.len(), 9, "{got}");
    }

    #[test]
    fn a_bound_short_of_god_s_number_writes_no_god_row() {
        let got = csv("3x3", 10);
        assert!(!got.contains(",god,"), "{got}");
        // A row a layer from 0 to 10 for each of the nine squares.
        assert_eq!(got.lines().count(), 1 + 9 * 11);
    }
}
