//! What the terminal shows of a cube dataset on any board: the board now
//! beside the pattern to make, every cube's colours. Hints come from the
//! library's guide: on boards of up to nine squares the table of every
//! board, searched on another thread as soon as the dataset is shown;
//! beyond, the solver's shortest rolls, handed over with the optimum, and
//! a route searched again when the player leaves them.

use super::grid_lines;
use super::played::{Played, View};
use super::{Deck, Playable, load_each};
use crate::render::{Axes, cube_cells};
use abbott_judge::error::RunError;
use cube_puzzle::play::{Board, CubeRules, Guide, Route};
use cube_puzzle::{Dataset, Shape, Solver};
use std::io::BufRead;

/// The cube datasets of one input, each with abbott's fewest rolls from
/// its start and, on boards whose hints follow a route, the solver's
/// shortest rolls as that route (one search gives both).
#[derive(Debug)]
struct Datasets(Vec<(Dataset, Option<usize>, Option<Guide>)>);

/// Every dataset of `input` on `board` with its optimum, from the solver's
/// fallible searches: the first input error, or the first dataset whose
/// search the system refuses its memory.
pub(crate) fn load(board: Shape, input: &mut dyn BufRead) -> Result<Box<dyn Deck>, RunError> {
    let mut solver = Solver::new();
    let format = cube_puzzle::CubeFormat::on(board);
    let datasets = cube_puzzle::Reader::with_format(input, format);
    let loaded = load_each(datasets, |dataset| {
        let game = cube_puzzle::play::game(dataset);
        if game.rules().hint_limit().is_none() {
            let optimum = solver.try_solve(&dataset)?.minimum();
            return Ok((dataset, optimum.map(|r| r as usize), None));
        }
        let solution = solver.try_solve_with_rolls(&dataset)?;
        let route = (solution.rolls.as_deref()).and_then(|rolls| Route::of_rolls(&dataset, rolls));
        let optimum = solution.answer.minimum().map(|r| r as usize);
        Ok((dataset, optimum, Some(Guide::Route(route))))
    })?;
    Ok(Box::new(Datasets(loaded)))
}

impl Deck for Datasets {
    fn games(&self) -> Vec<Box<dyn Playable + '_>> {
        self.0
            .iter()
            .map(|(dataset, optimum, guide)| {
                let mut game = cube_puzzle::play::game(*dataset);
                if let Some(guide) = guide {
                    game.rules_mut().set_guide(dataset, guide.clone());
                }
                Box::new(Played::new(game, *optimum)) as Box<dyn Playable>
            })
            .collect()
    }
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

    fn hint_may_search(&self) -> bool {
        self.hint_limit().is_some()
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
    use super::load;
    use crate::play::{Keys, act};
    use cube_puzzle::Shape;

    #[test]
    fn boards_over_nine_squares_hint_along_the_solvers_rolls_and_say_where_hints_end() {
        let input = "1 1\nW B W W\nW E W W\nW W W W\nW W W W\n\
                     1 1\nE B B B\nB B B B\nB B B B\nB B B B\n0 0\n";
        let shape = "4x4".parse().expect("a shape");
        let games = load(shape, &mut input.as_bytes()).expect("valid");
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
        let games = load(Shape::STATEMENT, &mut input.as_bytes()).expect("valid");
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
