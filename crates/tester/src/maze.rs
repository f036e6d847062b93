//! What the two mazes share as test subjects: a grid's squares with their
//! positions, and a grid without one of its rows or columns (for
//! shrinking), the squares a maze must keep staying on the grid; the
//! relative cut smaller, whether one maze's squares begin another's, and
//! the simpler pairs that keep sharing them ([`GridMaze`]); the names
//! random mazes and their relatives carry.

use dice_core::rng::SplitMix64;
use dice_core::{Grid, Pos};

/// A row or a column of a maze's grid, to leave out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Line {
    /// The row of this number (from 1).
    Row(u32),
    /// The column of this number (from 1).
    Col(u32),
}

impl Line {
    /// Whether `pos` lies on the line.
    fn holds(self, pos: Pos) -> bool {
        match self {
            Line::Row(row) => pos.row == row,
            Line::Col(col) => pos.col == col,
        }
    }

    /// Where `pos`, off the line, stands once the line is gone.
    pub(super) fn shift(self, pos: Pos) -> Pos {
        match self {
            Line::Row(row) if pos.row > row => Pos::new(pos.row - 1, pos.col),
            Line::Col(col) if pos.col > col => Pos::new(pos.row, pos.col - 1),
            _ => pos,
        }
    }
}

/// Every square of `grid` with its position, row by row.
pub(super) fn cells<T: Copy>(grid: &Grid<T>) -> impl Iterator<Item = (Pos, T)> + '_ {
    (1..=grid.n_rows()).flat_map(move |row| {
        (1..)
            .zip(grid.row(row))
            .map(move |(col, &value)| (Pos::new(row, col), value))
    })
}

/// The rows, then the columns, of `grid` that hold none of `kept`: those a
/// simpler maze may leave out.
pub(super) fn free_lines<T>(grid: &Grid<T>, kept: &[Pos]) -> Vec<Line> {
    let rows = (1..=grid.n_rows()).map(Line::Row);
    let cols = (1..=grid.n_cols()).map(Line::Col);
    rows.chain(cols)
        .filter(|line| kept.iter().all(|&pos| !line.holds(pos)))
        .collect()
}

/// `grid` without `line` (which it has, beside at least one other), its
/// border holding `border`.
pub(super) fn without<T: Copy>(grid: &Grid<T>, line: Line, border: T) -> Grid<T> {
    let (rows, cols) = match line {
        Line::Row(_) => (grid.n_rows() - 1, grid.n_cols()),
        Line::Col(_) => (grid.n_rows(), grid.n_cols() - 1),
    };
    let mut out = Grid::new(rows, cols, border, border);
    for (pos, value) in cells(grid).filter(|&(pos, _)| !line.holds(pos)) {
        out.set(line.shift(pos), value);
    }
    out
}

/// A maze as the tester's relatives and shrinking see it: a grid of
/// squares, the positions it must keep, and itself without a line.
pub(super) trait GridMaze: Clone {
    /// One square (a dice maze's value, an arrow maze's signpost).
    type Square: Copy + PartialEq;

    /// A square with nothing on it.
    const EMPTY: Self::Square;

    /// The grid of squares.
    fn grid(&self) -> &Grid<Self::Square>;

    /// The grid of squares, to change.
    fn grid_mut(&mut self) -> &mut Grid<Self::Square>;

    /// The positions no line left out may hold: the start (and goal).
    fn kept(&self) -> Vec<Pos>;

    /// The maze without `line`, which holds none of [`GridMaze::kept`].
    fn without(&self, line: Line) -> Self;
}

/// The maze without each of its rows and columns that hold none of its
/// kept positions, in [`free_lines`]' order.
pub(super) fn without_lines<M: GridMaze>(maze: &M) -> Vec<M> {
    let lines = free_lines(maze.grid(), &maze.kept());
    lines.into_iter().map(|line| maze.without(line)).collect()
}

/// `maze` without one or two (drawn by `rng`) of its last row and last
/// column, where they hold none of its kept positions: a relative over
/// the first squares of the same grid; `None` if neither may go.
pub(super) fn cut<M: GridMaze>(rng: &mut SplitMix64, maze: &M) -> Option<M> {
    let (rows, cols) = (maze.grid().n_rows(), maze.grid().n_cols());
    let last = |line: &&Line| match line {
        Line::Row(r) => *r == rows,
        Line::Col(c) => *c == cols,
    };
    let lines = free_lines(maze.grid(), &maze.kept());
    let mut cut = maze.clone();
    for line in lines
        .iter()
        .rev()
        .filter(last)
        .take(1 + rng.below(2) as usize)
    {
        cut = cut.without(*line);
    }
    let area = |m: &M| m.grid().n_rows() * m.grid().n_cols();
    (area(&cut) < area(maze)).then_some(cut)
}

/// Whether `second`'s squares are the first rows and columns of
/// `first`'s (the whole grid counts).
pub(super) fn begins<T: Copy + PartialEq>(first: &Grid<T>, second: &Grid<T>) -> bool {
    let (rows, cols) = (second.n_rows(), second.n_cols());
    rows <= first.n_rows()
        && cols <= first.n_cols()
        && (1..=rows).all(|r| first.row(r)[..cols as usize] == *second.row(r))
}

/// Pairs one step simpler than (`first`, `second`), where `second`'s
/// squares begin `first`'s, that keep it so: the same row or column left
/// out of both (of `first` alone where `second` does not reach it), or the
/// same square emptied in both; rows and columns first.
pub(super) fn simpler_together<M: GridMaze>(first: &M, second: &M) -> Vec<(M, M)> {
    if !begins(first.grid(), second.grid()) {
        return Vec::new();
    }
    let (rows, cols) = (second.grid().n_rows(), second.grid().n_cols());
    let reaches = |line: Line| match line {
        Line::Row(r) => r <= rows,
        Line::Col(c) => c <= cols,
    };
    let mut kept = first.kept();
    kept.extend(second.kept());
    let mut out = Vec::new();
    // A line free of both mazes' kept positions leaves another in each.
    for line in free_lines(first.grid(), &kept) {
        let second = if reaches(line) {
            second.without(line)
        } else {
            second.clone()
        };
        out.push((first.without(line), second));
    }
    for (pos, square) in cells(first.grid()) {
        if square != M::EMPTY && !kept.contains(&pos) {
            let mut a = first.clone();
            a.grid_mut().set(pos, M::EMPTY);
            let mut b = second.clone();
            if b.grid().contains(pos) {
                b.grid_mut().set(pos, M::EMPTY);
            }
            out.push((a, b));
        }
    }
    out
}

/// Where the rng that draws a maze's name departs from the maze's.
const NAME_SALT: u64 = 0x4E41_4D45;

/// The rng that draws a maze's name: from a copy of the drawing's state,
/// so that the mazes of a seed stay those drawn before names were.
pub(super) fn names_rng(rng: &SplitMix64) -> SplitMix64 {
    SplitMix64::new(rng.clone().next_u64() ^ NAME_SALT)
}

/// `name` with `suffix` after it, its end cut where both would pass the
/// statements' 20 characters.
pub(super) fn suffixed(name: &str, suffix: &str) -> String {
    let keep = dice_core::strict::MAX_NAME_CHARS - suffix.len();
    format!("{}{suffix}", &name[..name.len().min(keep)])
}

/// A random arrow maze name, most often `R` and `index`, else 1 to 20
/// letters and digits (never `END`, which ends the input).
pub(super) fn alphanumeric_name(rng: &mut SplitMix64, index: u64) -> String {
    let all: Vec<char> = ('0'..='9').chain('A'..='Z').chain('a'..='z').collect();
    let n = 1 + rng.below(dice_core::strict::MAX_NAME_CHARS as u64);
    let name: String = (0..n)
        .map(|_| all[rng.below(all.len() as u64) as usize])
        .collect();
    if rng.chance(60) || name == "END" {
        format!("R{index}")
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_left_out_closes_up_the_grid() {
        let mut grid = Grid::new(2, 3, 0, -1);
        for (k, (pos, _)) in cells(&grid.clone()).enumerate() {
            grid.set(pos, k as i32 + 1);
        }
        let values = |g: &Grid<i32>| cells(g).map(|(_, v)| v).collect::<Vec<_>>();
        assert_eq!(values(&grid), [1, 2, 3, 4, 5, 6]);
        let no_row = without(&grid, Line::Row(1), -1);
        assert_eq!((no_row.n_rows(), values(&no_row)), (1, vec![4, 5, 6]));
        let no_col = without(&grid, Line::Col(2), -1);
        assert_eq!((no_col.n_cols(), values(&no_col)), (2, vec![1, 3, 4, 6]));
        assert_eq!(no_col.get(Pos::new(0, 0)), None);
        assert_eq!(Line::Col(2).shift(Pos::new(2, 3)), Pos::new(2, 2));
        assert_eq!(Line::Col(2).shift(Pos::new(2, 1)), Pos::new(2, 1));
        // The rows and columns free of (1,2): row 2, columns 1 and 3.
        let free = free_lines(&grid, &[Pos::new(1, 2)]);
        assert_eq!(free, [Line::Row(2), Line::Col(1), Line::Col(3)]);
    }

    /// A grid of numbers with one kept square.
    #[derive(Clone, Debug, PartialEq)]
    struct Numbers {
        grid: Grid<i32>,
        start: Pos,
    }

    impl GridMaze for Numbers {
        type Square = i32;
        const EMPTY: i32 = 0;
        fn grid(&self) -> &Grid<i32> {
            &self.grid
        }
        fn grid_mut(&mut self) -> &mut Grid<i32> {
            &mut self.grid
        }
        fn kept(&self) -> Vec<Pos> {
            vec![self.start]
        }
        fn without(&self, line: Line) -> Numbers {
            Numbers {
                grid: without(&self.grid, line, 0),
                start: line.shift(self.start),
            }
        }
    }

    #[test]
    fn pairs_made_simpler_together_keep_sharing_their_squares() {
        let mut grid = Grid::new(3, 3, 0, 0);
        for (k, (pos, _)) in cells(&grid.clone()).enumerate() {
            grid.set(pos, k as i32 + 1);
        }
        let first = Numbers {
            grid,
            start: Pos::new(1, 1),
        };
        let mut rng = SplitMix64::new(1);
        let second = cut(&mut rng, &first).expect("row 3 or column 3 may go");
        assert!(begins(&first.grid, &second.grid));
        assert!(!begins(&second.grid, &first.grid));
        let again = Numbers {
            start: Pos::new(2, 2),
            ..first.clone()
        };
        for second in [second, again] {
            let pairs = simpler_together(&first, &second);
            // Rows and columns free of both starts, then 8 squares.
            assert!(pairs.len() >= 8, "{}", pairs.len());
            for (a, b) in &pairs {
                assert!(begins(&a.grid, &b.grid), "{a:?} {b:?}");
                let area = |m: &Numbers| cells(&m.grid).filter(|&(_, v)| v != 0).count();
                assert!(area(a) < area(&first));
                assert_eq!(a.grid.get(a.start), first.grid.get(first.start));
            }
        }
        let elsewhere = Numbers {
            grid: Grid::new(2, 2, 7, 0),
            start: Pos::new(1, 1),
        };
        assert!(simpler_together(&first, &elsewhere).is_empty());
    }

    #[test]
    fn names_stay_names_and_relatives_keep_within_20_characters() {
        let mut rng = SplitMix64::new(3);
        let names: Vec<String> = (0..200).map(|k| alphanumeric_name(&mut rng, k)).collect();
        assert!(
            names.iter().all(
                |n| (1..=20).contains(&n.len()) && n.chars().all(|c| c.is_ascii_alphanumeric())
            )
        );
        assert!(
            names
                .iter()
                .any(|n| n.starts_with(|c: char| c.is_ascii_digit()))
        );
        assert!(names.iter().any(|n| n.starts_with('R')));
        assert_eq!(
            suffixed("abcdefghijklmnopqrst", "S1"),
            "abcdefghijklmnopqrS1"
        );
        assert_eq!(suffixed("%d", "C"), "%dC");
        // The name's rng leaves the maze's where it was.
        let before = rng.clone().next_u64();
        names_rng(&rng);
        assert_eq!(rng.next_u64(), before);
    }
}
