//! What the two mazes' models share, for the code that measures judge data
//! by their mutants: a model answers a maze with a route of squares, has
//! single-entry mutants of its tables, and reads its judge format right or
//! in the ways a reader goes wrong. Each check is written once here over
//! [`MazeModel`], which [`crate::dice::Tables`] and
//! [`crate::arrow::Tables`] implement.

use crate::reader::{self, Reading};
use crate::{Mutant, arrow, dice};

/// A route: the squares visited, (row, column) from 1, start first.
pub type Route = Vec<(usize, usize)>;

/// A maze puzzle's model solution, whose tables are data.
pub trait MazeModel: Sized {
    /// One maze, as the model reads it.
    type Maze;
    /// The table of the reader's mutants, in a [`Mutant`]'s words.
    const READER: &'static str;

    /// The model with the statement's tables.
    fn statement() -> Self;
    /// A shortest route through `maze` under these tables, if any.
    fn answer(&self, maze: &Self::Maze) -> Option<Route>;
    /// Whether `route` is a legal route through `maze` under these tables.
    fn is_answer(&self, maze: &Self::Maze, route: &[(usize, usize)]) -> bool;
    /// Every single-entry mutant of the tables, named.
    fn mutants(&self) -> Vec<(Mutant, Self)>;
    /// The mazes of a judge input read with `reading`.
    fn read(text: &str, reading: Reading) -> Vec<Self::Maze>;
    /// A maze's name.
    fn name(maze: &Self::Maze) -> &str;
    /// The ways the reader goes wrong, one mutant each.
    fn reader_mutants() -> Vec<Reading>;

    /// Whether `answer` (a route or none) is accepted for `maze`, whose
    /// true answer is `right`: none when there is none, else a legal route
    /// under these (the statement's) tables as short as the true one. Any
    /// shortest route is accepted.
    fn accepted(
        &self,
        maze: &Self::Maze,
        right: Option<&[(usize, usize)]>,
        answer: Option<&[(usize, usize)]>,
    ) -> bool {
        match (right, answer) {
            (None, None) => true,
            (Some(r), Some(a)) => r.len() == a.len() && self.is_answer(maze, a),
            _ => false,
        }
    }

    /// Whether a solution reading `text` with `reading` and solving it
    /// with the statement's tables is accepted: as many mazes, the same
    /// names, and each answer accepted for the maze as the statement
    /// reads it.
    fn file_accepted(text: &str, reading: Reading) -> bool {
        let t = Self::statement();
        let right = Self::read(text, Reading::Statement);
        let read = Self::read(text, reading);
        right.len() == read.len()
            && right.iter().zip(&read).all(|(m, r)| {
                let truth = t.answer(m);
                Self::name(m) == Self::name(r)
                    && t.accepted(m, truth.as_deref(), t.answer(r).as_deref())
            })
    }

    /// Whether the mutant `tables` answers some maze of `mazes` (whose true
    /// answers are `right`) in a way this model does not accept.
    fn killed_by(&self, tables: &Self, mazes: &[Self::Maze], right: &[Option<Route>]) -> bool {
        mazes
            .iter()
            .zip(right)
            .any(|(m, r)| !self.accepted(m, r.as_deref(), tables.answer(m).as_deref()))
    }
}

impl MazeModel for dice::Tables {
    type Maze = dice::Maze;
    const READER: &'static str = "dice reader";

    fn statement() -> Self {
        dice::Tables::statement()
    }
    fn answer(&self, maze: &dice::Maze) -> Option<Route> {
        self.tour(maze)
    }
    fn is_answer(&self, maze: &dice::Maze, route: &[(usize, usize)]) -> bool {
        self.is_tour(maze, route)
    }
    fn mutants(&self) -> Vec<(Mutant, Self)> {
        dice::Tables::mutants(self)
    }
    fn read(text: &str, reading: Reading) -> Vec<dice::Maze> {
        reader::dice(text, reading)
    }
    fn name(maze: &dice::Maze) -> &str {
        &maze.name
    }
    fn reader_mutants() -> Vec<Reading> {
        Reading::dice_mutants()
    }
}

impl MazeModel for arrow::Tables {
    type Maze = arrow::Maze;
    const READER: &'static str = "arrow reader";

    fn statement() -> Self {
        arrow::Tables::statement()
    }
    fn answer(&self, maze: &arrow::Maze) -> Option<Route> {
        self.route(maze)
    }
    fn is_answer(&self, maze: &arrow::Maze, route: &[(usize, usize)]) -> bool {
        self.is_route(maze, route)
    }
    fn mutants(&self) -> Vec<(Mutant, Self)> {
        arrow::Tables::mutants(self)
    }
    fn read(text: &str, reading: Reading) -> Vec<arrow::Maze> {
        reader::arrow(text, reading)
    }
    fn name(maze: &arrow::Maze) -> &str {
        &maze.name
    }
    fn reader_mutants() -> Vec<Reading> {
        Reading::arrow_mutants()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leading_digit_is_lost_only_after_a_maze() {
        let one = "A1\n1 1 N 2 1\n0\n";
        let text = format!("{one}{}END\n", one.replace("A1", "1A"));
        let accepted = <arrow::Tables as MazeModel>::file_accepted;
        assert!(accepted(&text, Reading::Statement));
        assert!(!accepted(&text, Reading::NameLosesLeadingDigits));
        assert!(!accepted(&text, Reading::NameStopsAtFirstDigit));
        let first_only = format!("{}END\n", one.replace("A1", "1A"));
        assert!(accepted(&first_only, Reading::NameLosesLeadingDigits));
    }

    #[test]
    fn only_a_route_as_short_as_the_true_one_is_accepted() {
        let maze = dice::Maze {
            name: "TWO".into(),
            rows: 1,
            cols: 2,
            cells: vec![4, -1],
            start: (1, 1),
            top: 5,
            front: 1,
        };
        let t = dice::Tables::statement();
        let right = t.answer(&maze).expect("a tour");
        assert!(t.accepted(&maze, Some(&right), Some(&right)));
        assert!(!t.accepted(&maze, Some(&right), None));
        assert!(!t.accepted(&maze, None, Some(&right)));
        assert!(t.accepted(&maze, None, None));
        let longer = [(1, 1), (1, 2), (1, 1), (1, 2), (1, 1)];
        assert!(!t.accepted(&maze, Some(&right), Some(&longer)));
    }
}
