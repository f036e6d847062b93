//! What the terminal shows of a cube dataset on any board: the board now
//! beside the pattern to make, every cube's colours. Hints come from the
//! library's guide: on boards of up to nine squares the table of every
//! board, searched on another thread as soon as the dataset is shown;
//! beyond, the solver's shortest rolls, handed over with the optimum, and
//! a route searched again when the player leaves them.

use super::grid_lines;
use super::played::{Played, View};
use crate::render::{Axes, cube_cells};
use cube_puzzle::play::{Board, CubeRules, Guide, Route};
use cube_puzzle::{Dataset, Solver};

/// A game on `dataset` with abbott's optimum from its start. On a board
/// whose hints follow a route, the solver's rolls are that route from the
/// start (one search gives both).
pub(super) fn played(solver: &mut Solver, dataset: Dataset) -> Played<CubeRules> {
    let mut game = cube_puzzle::play::game(dataset);
    let optimum = if game.rules().hint_limit().is_some() {
        let solution = crate::cube::solve_with_rolls(solver, &dataset);
        let route = solution
            .rolls
            .as_deref()
            .and_then(|rolls| Route::of_rolls(&dataset, rolls));
        game.rules_mut().set_guide(&dataset, Guide::Route(route));
        solution.answer.minimum()
    } else {
        crate::cube::solve(solver, &dataset).minimum()
    };
    Played::new(game, optimum.map(|r| r as usize))
}

impl View for CubeRules {
    type Prepared = (Dataset, Guide);

    fn title(&self) -> String {
        let shape = self.dataset().pattern.shape();
        format!(
            "roll cubes into the hole until the tops show the pattern ({shape} board); squares are (x,y) = (column,row)"
        )
    }

    fn board(&self, board: &Board) -> Vec<String> {
        let shape = board.shape();
        let grid = (
            u32::from(shape.rows()),
            u32::from(shape.cols()),
            Axes::ColumnRow,
        );
        let left = grid_lines(grid, &cube_cells(&board.pattern()), None);
        let right = grid_lines(grid, &cube_cells(&self.dataset().pattern), None);
        let width = left.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let mut lines = vec![format!("{:width$}     {}", "the board", "the pattern")];
        for (l, r) in left.iter().zip(&right) {
            let pad = width - l.chars().count();
            lines.push(format!("{l}{}     {r}", " ".repeat(pad)));
        }
        lines
    }

    fn describe(&self, board: &Board, _: usize) -> Vec<String> {
        let sides: Vec<String> = board
            .shape()
            .squares()
            .filter_map(|sq| {
                board
                    .cube(sq)
                    .map(|c| format!("{}{}{}", c.top.letter(), c.x.letter(), c.y.letter()))
            })
            .collect();
        vec![
            format!("the hole at (x,y) = {}", board.hole()),
            format!(
                "each cube's colours top, along x, along y, square by square: {}",
                sides.join(" ")
            ),
            "an arrow key rolls the cube on the far side of the hole towards it".into(),
        ]
    }

    fn verb(&self) -> &'static str {
        "roll a cube"
    }

    fn background(&self) -> Option<Box<dyn FnOnce() -> (Dataset, Guide) + Send>> {
        if self.has_guide() {
            return None;
        }
        let dataset = *self.dataset();
        Some(Box::new(move || (dataset, Guide::new(&dataset))))
    }

    fn take(&mut self, (dataset, guide): (Dataset, Guide)) {
        self.set_guide(&dataset, guide);
    }

    fn no_hint(&self, _: &Board) -> String {
        match self.hint_limit() {
            Some(limit) => format!(
                "no way to the pattern within {limit} rolls from here (on boards of more than nine squares hints look no further); undo or restart"
            ),
            None => "the goal cannot be reached from here (undo or restart)".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::play::{Keys, act, load};
    use crate::puzzle::Puzzle;
    use cube_puzzle::Shape;

    #[test]
    fn boards_over_nine_squares_hint_along_the_solvers_rolls_and_say_where_hints_end() {
        let input = "1 1\nW B W W\nW E W W\nW W W W\nW W W W\n\
                     1 1\nE B B B\nB B B B\nB B B B\nB B B B\n0 0\n";
        let shape = "4x4".parse().expect("a shape");
        let games = load(Puzzle::CubePuzzle, shape, input.as_bytes()).expect("valid");
        let mut all = games.games();
        let near = all[0].as_mut();
        assert!(near.title().contains("(4x4 board)"), "{}", near.title());
        assert_eq!(near.optimum(), Some(10));
        assert_eq!(
            act(near, Keys::Hint),
            "hint: roll a cube west (10 moves left at best)"
        );
        let far = all[1].as_mut();
        assert_eq!(far.optimum(), None);
        assert_eq!(
            act(far, Keys::Hint),
            "no hint: no way to the pattern within 30 rolls from here (on boards of more \
             than nine squares hints look no further); undo or restart"
        );
    }

    #[test]
    fn the_pattern_stands_beside_the_board_under_its_heading() {
        // The first dataset's board already shows its pattern: both grids
        // are the same, so each line is one grid twice.
        let input = "1 2\nW W W\nE W W\nW W W\n2 1\nR B W\nR W W\nE W W\n0 0\n";
        let games = load(Puzzle::CubePuzzle, Shape::STATEMENT, input.as_bytes()).expect("valid");
        let lines = games.games()[0].board();
        let heading = lines[0]
            .find("the pattern")
            .expect("a heading over the pattern");
        assert!(lines[0].starts_with("the board "));
        assert!(lines.len() > 4, "a grid under the headings: {lines:?}");
        for line in &lines[1..] {
            let left: String = line.chars().take(heading).collect();
            let right: String = line.chars().skip(heading).collect();
            assert!(
                left.ends_with("     ") && left.trim_end() == right,
                "the board's grid line, then the pattern's under its heading: {line:?}"
            );
        }
    }
}
