//! What the terminal shows of a cube dataset: the board now beside the
//! pattern to make, every cube's colours; the hint table is searched on
//! another thread as soon as the dataset is shown.

use super::grid_lines;
use super::played::View;
use crate::render::{Axes, cube_cells};
use cube_puzzle::Pattern;
use cube_puzzle::play::{Board, CubeRules, HintTable};

impl View for CubeRules {
    type Prepared = (Pattern, HintTable);

    fn title(&self) -> String {
        "roll cubes into the hole until the tops show the pattern; squares are (x,y) = (column,row)"
            .into()
    }

    fn board(&self, board: &Board) -> Vec<String> {
        let shape = (3, 3, Axes::ColumnRow);
        let left = grid_lines(shape, &cube_cells(&board.pattern()), None);
        let right = grid_lines(shape, &cube_cells(&self.dataset().pattern), None);
        let width = left.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let mut lines = vec![format!("{:width$}     {}", "the board", "the pattern")];
        for (l, r) in left.iter().zip(&right) {
            let pad = width - l.chars().count();
            lines.push(format!("{l}{}     {r}", " ".repeat(pad)));
        }
        lines
    }

    fn describe(&self, board: &Board, _: usize) -> Vec<String> {
        let sides: Vec<String> = cube_puzzle::Shape::STATEMENT
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

    fn background(&self) -> Option<Box<dyn FnOnce() -> (Pattern, HintTable) + Send>> {
        if self.has_hint_table() {
            return None;
        }
        let pattern = self.dataset().pattern;
        Some(Box::new(move || (pattern, HintTable::new(&pattern))))
    }

    fn take(&mut self, (pattern, table): (Pattern, HintTable)) {
        self.set_hint_table(&pattern, table);
    }
}

#[cfg(test)]
mod tests {
    use crate::play::load;
    use crate::puzzle::Puzzle;

    #[test]
    fn the_pattern_stands_beside_the_board_under_its_heading() {
        // The first dataset's board already shows its pattern: both grids
        // are the same, so each line is one grid twice.
        let input = "1 2\nW W W\nE W W\nW W W\n2 1\nR B W\nR W W\nE W W\n0 0\n";
        let games = load(Puzzle::CubePuzzle, input.as_bytes()).expect("valid");
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
