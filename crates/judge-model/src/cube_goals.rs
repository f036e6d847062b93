//! The cube's goal boards under every numbering a solution may give them.
//! A solution that leaves out one of a pattern's 256 goal boards leaves
//! out the k-th in its own order: the order in which it lists the two
//! orientations of each top colour (8 ways, one choice per colour, which name 4 numberings: all three
//! flipped is every bit of the number flipped) and the
//! order in which it takes the cubes (row by row or column by column), 8
//! numberings in all. The model's own ([`Numbering::MODEL`]) is one; a
//! dataset whose nearest goal board is one board alone kills, in each
//! numbering, the mutant that leaves out that board's number, and the
//! search here picks datasets until every number of every numbering is
//! killed.

use crate::Mutant;
use crate::cube::{Pattern, Tables, pattern_at};

/// An order of a pattern's goal boards: bit i of a board's number for the
/// i-th cube taken, 1 where its side colours lie the second way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbering {
    /// Bit c set: the second way for top colour c is the model's first
    /// (the model's first puts the lower colour of W, B, R along x).
    pub flips: u8,
    /// Cubes taken column by column (x first) instead of row by row.
    pub by_columns: bool,
}

impl Numbering {
    /// The model's numbering.
    pub const MODEL: Numbering = Numbering {
        flips: 0,
        by_columns: false,
    };

    /// All 8 that differ, the model's first: flipping all three colours
    /// and every bit of the number names the same board, so red is never
    /// flipped.
    pub fn all() -> Vec<Numbering> {
        let orders = [false, true];
        orders
            .into_iter()
            .flat_map(|by_columns| (0..4).map(move |flips| Numbering { flips, by_columns }))
            .collect()
    }

    /// The number in this numbering of the goal board of `pattern` whose
    /// number in the model's is `mask`.
    pub fn number(self, pattern: &Pattern, mask: u8) -> u8 {
        // Where square p comes in the order the cubes are taken.
        let key = |p: usize| {
            if self.by_columns {
                p % 3 * 3 + p / 3
            } else {
                p
            }
        };
        let cubes = (0..9).filter(|&q| q != pattern.hole);
        let mut out = 0;
        for (i, q) in cubes.clone().enumerate() {
            let second = (mask >> i & 1) ^ (self.flips >> pattern.tops[q] & 1);
            let j = cubes.clone().filter(|&p| key(p) < key(q)).count();
            out |= second << j;
        }
        out
    }
}

/// Every goal-board mutant: each numbering with each board left out, the
/// model's numbering first (its table `goal` of 256 entries). Boards 0
/// and 255 are the same whichever order the cubes are taken in, and are
/// listed once.
pub fn mutants() -> Vec<(Mutant, Numbering, u8)> {
    let mut out = Vec::new();
    for n in Numbering::all() {
        for mask in 0..=255u8 {
            if n.by_columns && (mask == 0 || mask == 255) {
                continue;
            }
            let (table, what) = if n == Numbering::MODEL {
                (
                    "cube goal boards",
                    format!("goal board {mask:08b} left out"),
                )
            } else {
                let order = if n.by_columns { "columns" } else { "rows" };
                let what = format!(
                    "by {order}, flips {:03b}: board {mask:08b} left out",
                    n.flips
                );
                ("cube goal boards, other numberings", what)
            };
            out.push((Mutant::new(table, what), n, mask));
        }
    }
    out
}

/// The goal-board mutants no valid dataset tells from the model: in the
/// numbering that flips white and blue, row by row and column by column,
/// the board 00011000 is never the one nearest goal board of a pattern
/// within 30 rolls of a start. [`nearest_alone_anywhere`] proves it over
/// every pattern from every start square.
pub const EQUIVALENT: [(Numbering, u8); 2] = [
    (
        Numbering {
            flips: 0b011,
            by_columns: false,
        },
        0b0001_1000,
    ),
    (
        Numbering {
            flips: 0b011,
            by_columns: true,
        },
        0b0001_1000,
    ),
];

/// Which of `asked` (numbering, board) is the one nearest goal board of
/// some pattern from some start within 30 rolls: the exhaustive check,
/// every pattern from every start square (seconds).
pub fn nearest_alone_anywhere(tables: &Tables, asked: &[(Numbering, u8)]) -> Vec<bool> {
    let mut found = vec![false; asked.len()];
    for start in 0..9 {
        for (p, entry) in tables.census(start, 30).into_iter().enumerate() {
            if let Some((_, 1, mask)) = entry {
                let pattern = pattern_at(p);
                for (f, (n, board)) in found.iter_mut().zip(asked) {
                    *f |= n.number(&pattern, mask) == *board;
                }
            }
        }
    }
    found
}

/// A dataset that tells goal-board mutants from the model: its start
/// square, its pattern and its true answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Killer {
    /// The empty square at the start.
    pub start: usize,
    /// The pattern asked.
    pub pattern: Pattern,
    /// The fewest rolls.
    pub rolls: u32,
    /// The model's number of its nearest goal board, the only one so near.
    pub mask: u8,
}

/// Datasets that together kill every goal-board mutant of every
/// numbering, few and of few rolls: among all datasets up to `limit` rolls
/// whose nearest goal board is one alone (every pattern from every start
/// square searched), fewest rolls first, a dataset is taken while it kills
/// 8 mutants not yet killed, then 7, and so on down to 1.
pub fn killers(tables: &Tables, limit: u32) -> Vec<Killer> {
    let mut candidates = Vec::new();
    for start in 0..9 {
        for (p, entry) in tables.census(start, limit).into_iter().enumerate() {
            if let Some((rolls, 1, mask)) = entry {
                let pattern = pattern_at(p);
                candidates.push(Killer {
                    start,
                    pattern,
                    rolls,
                    mask,
                });
            }
        }
    }
    candidates.sort_by_key(|k| k.rolls);
    let numberings = Numbering::all();
    let numbers: Vec<Vec<u8>> = candidates
        .iter()
        .map(|k| {
            numberings
                .iter()
                .map(|n| n.number(&k.pattern, k.mask))
                .collect()
        })
        .collect();
    let mut killed = vec![[false; 256]; numberings.len()];
    let mut taken = Vec::new();
    for least in (1..=numberings.len()).rev() {
        for (k, numbers) in candidates.iter().zip(&numbers) {
            let new = (numbers.iter().zip(&killed)).filter(|(m, done)| !done[usize::from(**m)]);
            if new.count() >= least {
                for (m, done) in numbers.iter().zip(&mut killed) {
                    done[usize::from(*m)] = true;
                }
                taken.push(*k);
            }
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_model_numbering_is_the_identity_and_the_others_permute() {
        let pattern = Pattern {
            hole: 4,
            tops: [0, 1, 2, 0, 0, 1, 2, 0, 2],
        };
        for mask in [0u8, 1, 0b1010_0101, 255] {
            assert_eq!(Numbering::MODEL.number(&pattern, mask), mask);
        }
        for n in Numbering::all() {
            let mut seen = [false; 256];
            for mask in 0..=255u8 {
                seen[usize::from(n.number(&pattern, mask))] = true;
            }
            assert!(seen.iter().all(|&s| s), "{n:?}");
        }
        assert_eq!(mutants().len(), 8 * 256 - 4 * 2);
    }

    #[test]
    fn a_killer_tells_the_table_with_its_board_left_out_from_the_model() {
        let model = Tables::statement();
        let found = killers(&model, 6);
        assert!(found.len() > 10, "{}", found.len());
        for k in found.iter().take(10) {
            assert_eq!(model.answer(k.start, &k.pattern, k.rolls), Some(k.rolls));
            let mut mutant = model.clone();
            mutant.goal[usize::from(k.mask)] = false;
            assert_eq!(mutant.answer(k.start, &k.pattern, k.rolls), None, "{k:?}");
        }
    }
}
