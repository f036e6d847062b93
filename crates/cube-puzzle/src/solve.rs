//! The one solver: the statement's board from the three class tables
//! (computed when first needed and shared by every dataset after), every
//! other board from the searches over whole boards.

use crate::boards::census::Census;
use crate::boards::strategy::BoardSearches;
use crate::{
    Answer, CensusError, Dataset, Distances, Layers, Shape, Solution, Square, StartClass,
    StatementSquare,
};
use dice_core::memory::OutOfMemory;

/// Answers datasets on every board up to 4 x 4 exactly, choosing the search
/// from the board; the first dataset from a start square (or one of its
/// images under the board's symmetries) makes the search from it, which
/// later datasets from those squares reuse:
///
/// - the statement's 3 x 3 board: one bit-parallel search per class of
///   start square ([`StartClass`]), so a thousand datasets cost at most
///   three searches of a few tenths of a second; [`Solver::insert`] takes
///   tables computed elsewhere (on other threads, say);
/// - other boards of up to nine squares (every shape up to 2 x 4 and 4 x 2):
///   every board reachable is searched (2,239,488 boards on 2 x 4), which
///   gives every answer and the rolls;
/// - boards beyond nine squares (3 x 4, 4 x 3, 4 x 4): the boards within
///   21 rolls of the start met by a search of up to 9 rolls back from each
///   pattern: answers up to the judge's 30 exactly and
///   [`Answer::MoreThan`] beyond (the census gives 3 x 4 and 4 x 3 exactly
///   from a table of every pattern, about 40 s and 1.1 GB per start).
///
/// Rolls come from the same searches ([`Solver::solve_with_rolls`] gives
/// both from one): up to nine squares always, beyond for answers of at
/// most 30, from the meeting.
///
/// The search is chosen by the board alone, never by the datasets solved
/// before, so a dataset's answer and rolls are the same alone, inside a
/// file, and on whichever thread answers it. Solvers made by
/// [`Solver::sharing`] share the lists near start squares (about 150 MB
/// each on 4 x 4), so that threads do not build them twice.
///
/// The searches beyond the statement's board are reserved fallibly: the
/// `try_` methods return [`OutOfMemory`] when the system refuses them
/// (about 250 MB for a 4 x 4 dataset: docs/performance.md, "Memory per
/// size"), and the others end the process then, as a refused `Vec` does. The statement's class tables
/// (10 MB) are taken as any `Vec` is.
///
/// ```
/// use cube_puzzle::{Answer, Shape, Solver, parse, parse_on};
/// // One dataset of the statement's sample: 3 rolls, from the hole at (2,1).
/// let datasets = parse("2 1\nR B W\nR W W\nE W W\n0 0\n")?;
/// let mut solver = Solver::new();
/// assert_eq!(solver.solve(&datasets[0]), Answer::Rolls(3));
/// let rolls = solver.rolls(&datasets[0]).expect("the pattern can be made");
/// assert_eq!(rolls.len(), 3);
/// let oblong = parse_on("1 1\nB E\nW W\n0 0\n", "2x2".parse()?)?;
/// assert_eq!(solver.solve(&oblong[0]), Answer::Rolls(1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Default)]
pub struct Solver {
    tables: [Option<Distances>; 3],
    layers: [Option<Layers>; 3],
    boards: BoardSearches,
}

impl Solver {
    /// A solver with no search done yet.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// A solver for another thread that shares this one's lists of boards
    /// near start squares (the meeting's, beyond nine squares): each list
    /// is built once, by the first solver that needs it, and the others
    /// wait for it. The class tables of the statement's board are copied.
    pub fn sharing(&self) -> Solver {
        Solver {
            tables: self.tables.clone(),
            layers: [None, None, None],
            boards: self.boards.sharing(),
        }
    }

    /// Whether the table of a class of the statement's board is ready.
    pub fn has(&self, class: StartClass) -> bool {
        self.tables[class as usize].is_some()
    }

    /// Hands over a class table computed elsewhere (another thread, say).
    /// A table from a square that does not represent its class is ignored.
    pub fn insert(&mut self, table: Distances) {
        let (class, _) = StartClass::of(table.start());
        if class.representative() == table.start() {
            self.tables[class as usize] = Some(table);
        }
    }

    /// The table of a class of the statement's board, computed now if
    /// needed.
    pub fn table(&mut self, class: StartClass) -> &Distances {
        self.tables[class as usize]
            .get_or_insert_with(|| Distances::from_start(class.representative()))
    }

    /// The answer to a dataset of the statement's board if its class table
    /// is ready, without computing anything: for sharing one solver between
    /// threads. `None` on other boards.
    pub fn answer_from_tables(&self, dataset: &Dataset) -> Option<Answer> {
        let (class, pattern) = class_pattern(dataset)?;
        let table = self.tables[class as usize].as_ref()?;
        Some(exact(table.rolls_by_index(pattern)))
    }

    /// The fewest rolls that make the dataset's pattern, uncapped where
    /// complete tables give it.
    pub fn solve(&mut self, dataset: &Dataset) -> Answer {
        self.try_solve(dataset).unwrap_or_else(|e| e.abort())
    }

    /// [`Solver::solve`], or the refusal when the system does not grant
    /// the searches their memory.
    ///
    /// ```
    /// let datasets = cube_puzzle::parse_on("1 1\nB E\nW W\n0 0\n", "2x2".parse()?)?;
    /// let answer = cube_puzzle::Solver::new().try_solve(&datasets[0])?;
    /// assert_eq!(answer, cube_puzzle::Answer::Rolls(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_solve(&mut self, dataset: &Dataset) -> Result<Answer, OutOfMemory> {
        match class_pattern(dataset) {
            Some((class, pattern)) => Ok(exact(self.table(class).rolls_by_index(pattern))),
            None => self.boards.solve(dataset),
        }
    }

    /// The answer and a shortest sequence of rolls, from one search: on
    /// boards answered by meeting in the middle the search back from the
    /// pattern runs once for both.
    pub fn solve_with_rolls(&mut self, dataset: &Dataset) -> Solution {
        self.try_solve_with_rolls(dataset)
            .unwrap_or_else(|e| e.abort())
    }

    /// [`Solver::solve_with_rolls`], or the refusal when the system does
    /// not grant the searches their memory.
    pub fn try_solve_with_rolls(&mut self, dataset: &Dataset) -> Result<Solution, OutOfMemory> {
        if dataset.pattern.shape() != Shape::STATEMENT {
            let (answer, rolls) = self.boards.solve_with_rolls(dataset)?;
            return Ok(Solution { answer, rolls });
        }
        let answer = self.try_solve(dataset)?;
        let rolls = match answer {
            Answer::Rolls(_) => self.rolls(dataset),
            Answer::Never | Answer::MoreThan(_) => None,
        };
        Ok(Solution { answer, rolls })
    }

    /// The squares whose cubes roll into the hole, in order, along a
    /// shortest way to make the dataset's pattern, however long: on the
    /// statement's board a pattern whose judge answer is -1 (more than 30
    /// rolls) still gets its 31 or more rolls. Empty for 0 rolls; `None`
    /// when no number of rolls makes it, and on boards of more than nine
    /// squares when it needs more than 30. On the statement's board the
    /// first call for a class keeps that class's search layers (about
    /// 10 MB).
    pub fn rolls(&mut self, dataset: &Dataset) -> Option<Vec<Square>> {
        let shape = dataset.pattern.shape();
        let Some(start) = statement_start(dataset) else {
            return self.boards.rolls(dataset).unwrap_or_else(|e| e.abort());
        };
        let (class, sym) = StartClass::of(start);
        let slot = &mut self.layers[class as usize];
        if slot.is_none() {
            let (distances, layers) = Distances::with_layers(class.representative());
            self.tables[class as usize] = Some(distances);
            *slot = Some(layers);
        }
        let pattern = dataset.pattern.transformed(sym)?;
        let route = slot.as_ref()?.route_to(&pattern)?;
        Some(
            route
                .into_iter()
                .map(|sq| sym.inverse_square(shape, sq))
                .collect(),
        )
    }

    /// How many sets of boards the last answer's search back from its
    /// pattern reached, on a board answered by meeting in the middle (the
    /// work it did; 0 before any).
    pub fn last_reached(&self) -> usize {
        self.boards.last_reached()
    }

    /// How many boards the lists near the start squares searched so far
    /// hold, on boards answered by meeting in the middle.
    pub fn boards_near_starts(&self) -> usize {
        self.boards.boards_near_starts()
    }

    /// For every start square of `shape` (row by row), how many patterns
    /// need each number of rolls; refused on boards too large for complete
    /// tables. The searches are kept for later datasets.
    ///
    /// A symmetry maps the patterns one to one, so a start square's counts
    /// are those of its class's search.
    pub fn census(&mut self, shape: Shape) -> Result<Vec<Census>, CensusError> {
        if shape != Shape::STATEMENT {
            return self.boards.census(shape);
        }
        Ok(StatementSquare::all()
            .map(|start| {
                let (class, _) = StartClass::of(start);
                Census::of_histogram(start.square(), self.table(class).histogram())
            })
            .collect())
    }
}

/// The class of a dataset of the statement's board and the number of its
/// pattern as the class's representative sees it; `None` on other boards.
fn class_pattern(dataset: &Dataset) -> Option<(StartClass, usize)> {
    if dataset.pattern.shape() != Shape::STATEMENT {
        return None;
    }
    let (class, sym) = StartClass::of(statement_start(dataset)?);
    let pattern = dataset.pattern.transformed(sym)?;
    Some((class, pattern.index()))
}

/// The start of a dataset of the statement's board; `None` on other
/// boards (and for a start off its board, which the reader never gives:
/// the boards' own searches take such a dataset as they take any other).
fn statement_start(dataset: &Dataset) -> Option<StatementSquare> {
    if dataset.pattern.shape() != Shape::STATEMENT {
        return None;
    }
    StatementSquare::new(dataset.start).ok()
}

/// A class table's answer: exact, as the table is complete.
fn exact(rolls: Option<u32>) -> Answer {
    rolls.map_or(Answer::Never, Answer::Rolls)
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
        for start in crate::StatementSquare::all() {
            let direct = Distances::from_start(start);
            for _ in 0..300 {
                let mut dataset = generate::random(&mut rng, Shape::STATEMENT);
                dataset.start = start.square();
                assert_eq!(
                    solver.solve(&dataset).minimum(),
                    direct.rolls(&dataset.pattern)
                );
            }
        }
    }

    #[test]
    fn census_counts_equal_counting_every_mapped_pattern() {
        let mut solver = Solver::new();
        let census = solver.census(Shape::STATEMENT).expect("nine squares");
        assert_eq!(census.len(), 9);
        for Census {
            start,
            by_rolls: counts,
            unreachable,
        } in census
        {
            assert_eq!(unreachable, 0);
            assert_eq!(counts.iter().sum::<u64>(), N_PATTERNS as u64, "{start}");
            let on_board =
                StatementSquare::new(start).expect("the census's starts are on the board");
            let (class, sym) = StartClass::of(on_board);
            let table = solver.table(class);
            let mut direct = vec![0u64; counts.len()];
            for index in 0..N_PATTERNS {
                let pattern = crate::Pattern::from_index(Shape::STATEMENT, index);
                let pattern = pattern.transformed(sym).expect("a square board");
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
            start: Square { x: 3, y: 3 },
            pattern: crate::Pattern::from_index(Shape::STATEMENT, 12_345),
        };
        assert!(!solver.has(StartClass::Corner));
        assert_eq!(solver.answer_from_tables(&corner), None, "nothing computed");
        // A table from a corner that does not represent the class is
        // ignored; the representative's is taken.
        let other_corner = crate::StatementSquare::new(corner.start).expect("on the board");
        solver.insert(Distances::from_start(other_corner));
        assert!(!solver.has(StartClass::Corner));
        solver.insert(Distances::from_start(StartClass::Corner.representative()));
        assert!(solver.has(StartClass::Corner));
        assert!(!solver.has(StartClass::Centre));
        let expected = solve(&corner);
        assert_eq!(solver.answer_from_tables(&corner), Some(expected));
        assert!(expected.minimum().is_some());
    }

    #[test]
    fn solvers_sharing_build_each_list_near_a_start_once() {
        let shape: Shape = "3x4".parse().expect("a shape");
        let text = "1 1\nB E W W\nW W W W\nW W W W\n4 1\nW W E B\nW W W W\nW W W W\n0 0\n";
        let datasets = crate::parse_on(text, shape).expect("valid");
        let mut first = Solver::new();
        let mut second = first.sharing();
        assert_eq!(first.solve(&datasets[0]), Answer::Rolls(1));
        let one_list = first.boards_near_starts();
        assert!(one_list > 1_000, "{one_list}");
        assert_eq!(second.boards_near_starts(), one_list, "shared");
        // (4,1) is (1,1)'s mirror image: the same list serves it.
        assert_eq!(second.solve(&datasets[1]), Answer::Rolls(1));
        assert_eq!(first.boards_near_starts(), one_list, "built once");
        assert_eq!(Solver::new().boards_near_starts(), 0, "not shared");
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
            let dataset = generate::random(&mut rng, Shape::STATEMENT);
            let answer = solver.solve(&dataset);
            match solver.rolls(&dataset) {
                Some(rolls) => {
                    assert_eq!(Some(rolls.len() as u32), answer.minimum());
                    let shown = replay(Shape::STATEMENT, dataset.start, &rolls);
                    assert_eq!(shown, Some(dataset.pattern));
                }
                None => assert_eq!(answer, Answer::Never),
            }
        }
    }
}
