//! Answers for datasets: the distance tables of the three start classes,
//! computed when first needed and shared by every dataset after.

use crate::{Dataset, Distances, Layers, Square, StartClass};
use std::fmt;

/// The judge prints the answer when it is at most this many rolls, else -1.
pub const JUDGE_LIMIT: u32 = 30;

/// The answer to one dataset.
///
/// ```
/// let answer = cube_puzzle::Answer { rolls: Some(31) };
/// assert_eq!(answer.judge_value(), -1);
/// assert_eq!(answer.to_string(), "-1\n");
/// assert_eq!(cube_puzzle::Answer { rolls: Some(30) }.to_string(), "30\n");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The true minimum number of rolls, or `None` when the pattern cannot
    /// be made at all.
    pub rolls: Option<u32>,
}

impl Answer {
    /// The judge's number: the minimum if at most [`JUDGE_LIMIT`], else -1.
    pub fn judge_value(self) -> i64 {
        match self.rolls {
            Some(n) if n <= JUDGE_LIMIT => i64::from(n),
            _ => -1,
        }
    }
}

/// The judge output line: the number and a newline.
impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.judge_value())
    }
}

/// Answers datasets from the three class tables, computing each the first
/// time a dataset needs it (or when [`Solver::insert`] hands one over).
///
/// ```
/// // One dataset of the statement's sample: 3 rolls, from the hole at (2,1).
/// let input = "2 1\nR B W\nR W W\nE W W\n0 0\n";
/// let datasets = cube_puzzle::parse(input)?;
/// let mut solver = cube_puzzle::Solver::new();
/// assert_eq!(solver.solve(&datasets[0]).rolls, Some(3));
/// let rolls = solver.rolls(&datasets[0]).expect("the pattern can be made");
/// assert_eq!(rolls.len(), 3);
/// # Ok::<(), cube_puzzle::ParseError>(())
/// ```
#[derive(Debug, Default)]
pub struct Solver {
    tables: [Option<Distances>; 3],
    layers: [Option<Layers>; 3],
}

impl Solver {
    /// A solver with no tables yet.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// Whether the table of a class is ready.
    pub fn has(&self, class: StartClass) -> bool {
        self.tables[class as usize].is_some()
    }

    /// Hands over a table computed elsewhere (another thread, say). A table
    /// from a square that does not represent its class is ignored.
    pub fn insert(&mut self, table: Distances) {
        let (class, _) = StartClass::of(table.start());
        if class.representative() == table.start() {
            self.tables[class as usize] = Some(table);
        }
    }

    /// The table of a class, computed now if needed.
    pub fn table(&mut self, class: StartClass) -> &Distances {
        self.tables[class as usize]
            .get_or_insert_with(|| Distances::from_start(class.representative()))
    }

    /// The squares whose cubes roll into the hole, in order, along a
    /// shortest way to make the dataset's pattern; empty for 0 rolls, `None`
    /// when no number of rolls makes it. The first call for a class keeps
    /// that class's search layers (about 10 MB).
    pub fn rolls(&mut self, dataset: &Dataset) -> Option<Vec<Square>> {
        let (class, sym) = StartClass::of(dataset.start);
        let slot = &mut self.layers[class as usize];
        if slot.is_none() {
            let (distances, layers) = Distances::with_layers(class.representative());
            self.tables[class as usize] = Some(distances);
            *slot = Some(layers);
        }
        let route = slot.as_ref()?.route_to(&dataset.pattern.transformed(sym))?;
        Some(route.into_iter().map(|sq| sym.inverse_square(sq)).collect())
    }

    /// The answer to a dataset if its class table is ready, without
    /// computing anything: for sharing one solver between threads.
    pub fn answer_from_tables(&self, dataset: &Dataset) -> Option<Answer> {
        let (class, sym) = StartClass::of(dataset.start);
        let table = self.tables[class as usize].as_ref()?;
        Some(Answer {
            rolls: table.rolls(&dataset.pattern.transformed(sym)),
        })
    }

    /// The answer to a dataset.
    pub fn solve(&mut self, dataset: &Dataset) -> Answer {
        let (class, sym) = StartClass::of(dataset.start);
        let pattern = dataset.pattern.transformed(sym);
        Answer {
            rolls: self.table(class).rolls(&pattern),
        }
    }

    /// For every start square and every number of rolls, how many of the
    /// 59,049 patterns need exactly that many: `(start, counts)` with
    /// `counts[n]` for `n` rolls, squares ordered by y then x.
    ///
    /// A symmetry maps the patterns one to one, so a start square's counts
    /// are those of its class's table.
    pub fn census(&mut self) -> Vec<(Square, Vec<u64>)> {
        let mut starts: Vec<Square> = Square::all().collect();
        starts.sort_by_key(|s| (s.y, s.x));
        let counts = StartClass::ALL.map(|class| self.table(class).histogram());
        starts
            .into_iter()
            .map(|start| (start, counts[StartClass::of(start).0 as usize].clone()))
            .collect()
    }
}

/// Answers one dataset with a fresh solver; use a [`Solver`] for many.
///
/// ```
/// let datasets = cube_puzzle::parse("1 2\nW W W\nE W W\nW W W\n0 0\n")?;
/// assert_eq!(cube_puzzle::solve(&datasets[0]).judge_value(), 0);
/// # Ok::<(), cube_puzzle::ParseError>(())
/// ```
pub fn solve(dataset: &Dataset) -> Answer {
    Solver::new().solve(dataset)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{N_PATTERNS, generate, replay};
    use dice_core::rng::SplitMix64;

    #[test]
    fn symmetric_answers_equal_a_search_from_the_start_itself() {
        let mut solver = Solver::new();
        let mut rng = SplitMix64::new(11);
        for start in Square::all() {
            let direct = Distances::from_start(start);
            for _ in 0..300 {
                let mut dataset = generate::random(&mut rng);
                dataset.start = start;
                assert_eq!(solver.solve(&dataset).rolls, direct.rolls(&dataset.pattern));
            }
        }
    }

    #[test]
    fn census_counts_equal_counting_every_mapped_pattern() {
        let mut solver = Solver::new();
        let census = solver.census();
        assert_eq!(census.len(), 9);
        for (start, counts) in census {
            assert_eq!(counts.iter().sum::<u64>(), N_PATTERNS as u64, "{start}");
            let (class, sym) = StartClass::of(start);
            let table = solver.table(class);
            let mut direct = vec![0u64; counts.len()];
            for index in 0..N_PATTERNS {
                let pattern = crate::Pattern::from_index(index).transformed(sym);
                if let Some(n) = table.rolls(&pattern) {
                    direct[n as usize] += 1;
                }
            }
            assert_eq!(counts, direct, "{start}");
        }
    }

    #[test]
    fn tables_handed_over_serve_their_class_only() {
        let mut solver = Solver::new();
        let corner = Dataset {
            start: Square::new(3, 3).expect("on the board"),
            pattern: crate::Pattern::from_index(12_345),
        };
        assert!(!solver.has(StartClass::Corner));
        assert_eq!(solver.answer_from_tables(&corner), None, "nothing computed");
        // A table from a corner that does not represent the class is
        // ignored; the representative's is taken.
        solver.insert(Distances::from_start(corner.start));
        assert!(!solver.has(StartClass::Corner));
        solver.insert(Distances::from_start(StartClass::Corner.representative()));
        assert!(solver.has(StartClass::Corner));
        assert!(!solver.has(StartClass::Centre));
        let expected = solve(&corner);
        assert_eq!(solver.answer_from_tables(&corner), Some(expected));
        assert!(expected.rolls.is_some());
    }

    #[test]
    fn layers_end_at_the_deepest_answer() {
        let corner = StartClass::Corner.representative();
        let (distances, layers) = Distances::with_layers(corner);
        let deepest = distances.histogram().len();
        assert!(!layers.is_empty());
        assert_eq!(layers.len(), deepest, "one layer for each answer, 0 to 32");
        assert_eq!(layers.start(), corner);
    }

    #[test]
    fn rolls_replay_to_the_pattern_in_the_minimum_number() {
        let mut solver = Solver::new();
        let mut rng = SplitMix64::new(5);
        for _ in 0..200 {
            let dataset = generate::random(&mut rng);
            let answer = solver.solve(&dataset);
            match solver.rolls(&dataset) {
                Some(rolls) => {
                    assert_eq!(Some(rolls.len() as u32), answer.rolls);
                    assert_eq!(replay(dataset.start, &rolls), Some(dataset.pattern));
                }
                None => assert_eq!(answer.rolls, None),
            }
        }
    }
}
