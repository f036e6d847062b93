//! The arrow maze itself: turns, the signs at each intersection, and the
//! judge input format.

use dice_core::{Grid, Heading, Pos};
use std::fmt;

/// Which way a sign lets the walker leave, relative to how it arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// Turn left (`L`).
    Left = 0,
    /// Go straight on (`F`).
    Forward = 1,
    /// Turn right (`R`).
    Right = 2,
}

impl Turn {
    /// The three turns in the order the solver tries them: left, forward,
    /// right.
    pub const ALL: [Turn; 3] = [Turn::Left, Turn::Forward, Turn::Right];

    /// The heading after taking this turn while travelling `heading`.
    #[inline]
    pub const fn apply(self, heading: Heading) -> Heading {
        match self {
            Turn::Left => heading.left(),
            Turn::Forward => heading,
            Turn::Right => heading.right(),
        }
    }

    /// The judge letter: `L`, `F` or `R`.
    pub const fn letter(self) -> char {
        match self {
            Turn::Left => 'L',
            Turn::Forward => 'F',
            Turn::Right => 'R',
        }
    }

    /// The turn a judge letter names.
    pub const fn from_letter(letter: char) -> Option<Turn> {
        match letter {
            'L' => Some(Turn::Left),
            'F' => Some(Turn::Forward),
            'R' => Some(Turn::Right),
            _ => None,
        }
    }
}

/// The signs of one intersection: for each heading of arrival, the set of
/// turns allowed, packed three bits per heading.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Signpost(u16);

impl Signpost {
    /// An intersection with no signs: a dead end from every side.
    pub const NONE: Signpost = Signpost(0);

    /// Whether walkers arriving travelling `arriving` may take `turn`.
    #[inline]
    pub const fn allows(self, arriving: Heading, turn: Turn) -> bool {
        self.0 >> (3 * arriving.index() + turn as usize) & 1 == 1
    }

    /// The turns allowed on arriving travelling `arriving`, as three bits
    /// (left, forward, right).
    #[inline]
    pub const fn turns(self, arriving: Heading) -> u8 {
        (self.0 >> (3 * arriving.index()) & 0b111) as u8
    }

    /// Allows `turn` on arriving travelling `arriving`.
    pub fn allow(&mut self, arriving: Heading, turn: Turn) {
        self.0 |= 1 << (3 * arriving.index() + turn as usize);
    }

    /// Allows every turn in `turns` (bits: left, forward, right) on
    /// arriving travelling `arriving`.
    pub fn allow_turns(&mut self, arriving: Heading, turns: u8) {
        self.0 |= u16::from(turns & 0b111) << (3 * arriving.index());
    }

    /// Both intersections' signs together: listing an intersection twice
    /// merges its signs.
    pub const fn merge(self, other: Signpost) -> Signpost {
        Signpost(self.0 | other.0)
    }

    /// Whether there is no sign at all.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Writes the signs as judge sign groups (`NLF WR`), headings clockwise from
/// north, turns left to right.
impl fmt::Display for Signpost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for h in Heading::ALL {
            if self.turns(h) == 0 {
                continue;
            }
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{h}")?;
            for t in Turn::ALL {
                if self.allows(h, t) {
                    write!(f, "{}", t.letter())?;
                }
            }
        }
        Ok(())
    }
}

/// A named arrow maze: the entrance and the heading to leave it in, the
/// goal, and the signs. The grid spans the largest row and column the input
/// names; its border has no signs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// The maze's name as the input gives it.
    pub name: String,
    /// The entrance.
    pub start: Pos,
    /// The heading in which the route leaves the entrance.
    pub heading: Heading,
    /// Where the route ends, the first time it gets there.
    pub goal: Pos,
    /// The signs of every intersection.
    pub signs: Grid<Signpost>,
}

impl Maze {
    /// A maze with no signs spanning the start and goal.
    ///
    /// # Panics
    ///
    /// If a row or column of the start or goal is outside 1 to
    /// [`dice_core::MAX_SIDE`].
    pub fn new(name: &str, start: Pos, heading: Heading, goal: Pos) -> Maze {
        let n_rows = start.row.max(goal.row);
        let n_cols = start.col.max(goal.col);
        Maze {
            name: name.to_string(),
            start,
            heading,
            goal,
            signs: Grid::new(n_rows, n_cols, Signpost::NONE, Signpost::NONE),
        }
    }
}

/// Writes the maze in the judge input format (without the closing `END`):
/// one line per intersection with signs, in row-major order.
impl fmt::Display for Maze {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.name)?;
        let (s, g) = (self.start, self.goal);
        writeln!(
            f,
            "{} {} {} {} {}",
            s.row, s.col, self.heading, g.row, g.col
        )?;
        for row in 1..=self.signs.n_rows() {
            for (i, post) in self.signs.row(row).iter().enumerate() {
                if !post.is_empty() {
                    writeln!(f, "{} {} {} *", row, i + 1, post)?;
                }
            }
        }
        writeln!(f, "0")
    }
}

/// The judge input for a list of mazes: each maze, then `END`.
pub fn to_judge_input(mazes: &[Maze]) -> String {
    let mut out: String = mazes.iter().map(ToString::to_string).collect();
    out.push_str("END\n");
    out
}

/// An order the statement leaves to the file: it fixes none of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Freedom {
    /// The order of a maze's intersection lines.
    Lines,
    /// The order of the signs on one intersection line.
    Signs,
    /// The order of the arrow letters of a sign seen travelling this heading.
    Letters(Heading),
}

/// `maze` as judge input (without `END`) with its intersection lines, the
/// signs on each and the arrow letters of each sign in the orders `order`
/// gives: `order(freedom, n)` is a permutation of `0..n`, the items taken
/// in the canonical order ([`Maze`]'s `Display`: rows, then columns;
/// headings clockwise from north; turns left to right). A reader must
/// give the same maze whatever the orders.
pub fn write_in_orders(maze: &Maze, order: &mut dyn FnMut(Freedom, usize) -> Vec<usize>) -> String {
    let mut lines = Vec::new();
    for row in 1..=maze.signs.n_rows() {
        for (i, post) in maze.signs.row(row).iter().enumerate() {
            if post.is_empty() {
                continue;
            }
            let mut signs = Vec::new();
            for h in Heading::ALL.into_iter().filter(|&h| post.turns(h) != 0) {
                let letters: Vec<char> = Turn::ALL
                    .into_iter()
                    .filter(|&t| post.allows(h, t))
                    .map(Turn::letter)
                    .collect();
                let ordered = order(Freedom::Letters(h), letters.len());
                signs.push(format!(
                    "{h}{}",
                    ordered.iter().map(|&k| letters[k]).collect::<String>()
                ));
            }
            let ordered = order(Freedom::Signs, signs.len());
            let signs: Vec<&str> = ordered.iter().map(|&k| signs[k].as_str()).collect();
            lines.push(format!("{} {} {} *\n", row, i + 1, signs.join(" ")));
        }
    }
    let (s, g) = (maze.start, maze.goal);
    let mut out = format!(
        "{}\n{} {} {} {} {}\n",
        maze.name, s.row, s.col, maze.heading, g.row, g.col
    );
    for k in order(Freedom::Lines, lines.len()) {
        out.push_str(&lines[k]);
    }
    out.push_str("0\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_in_any_order_a_maze_reads_back_the_same() {
        let text = "M\n3 1 N 3 3\n1 1 WL NR *\n1 2 WLF NR ER *\n2 2 SLR WF *\n0\nEND\n";
        let maze = &crate::parse(text).expect("valid")[0];
        let mut same = |_: Freedom, n: usize| (0..n).collect::<Vec<usize>>();
        let canonical = write_in_orders(maze, &mut same) + "END\n";
        assert_eq!(canonical, to_judge_input(std::slice::from_ref(maze)));
        let mut reversed = |_: Freedom, n: usize| (0..n).rev().collect::<Vec<usize>>();
        let written = write_in_orders(maze, &mut reversed);
        assert_eq!(
            written,
            "M\n3 1 N 3 3\n2 2 WF SRL *\n1 2 WFL ER NR *\n1 1 WL NR *\n0\n"
        );
        let back = crate::parse(&(written + "END\n")).expect("valid");
        assert_eq!(&back[0], maze);
    }

    #[test]
    fn turns_are_relative_to_travel() {
        assert_eq!(Turn::Left.apply(Heading::North), Heading::West);
        assert_eq!(Turn::Right.apply(Heading::North), Heading::East);
        assert_eq!(Turn::Forward.apply(Heading::South), Heading::South);
        assert_eq!(Turn::Left.apply(Heading::East), Heading::North);
    }

    #[test]
    fn signposts_pack_and_print() {
        let mut post = Signpost::NONE;
        post.allow(Heading::West, Turn::Forward);
        post.allow(Heading::North, Turn::Right);
        post.allow(Heading::West, Turn::Left);
        assert!(post.allows(Heading::West, Turn::Left));
        assert!(!post.allows(Heading::West, Turn::Right));
        assert_eq!(post.turns(Heading::South), 0);
        assert_eq!(post.to_string(), "NR WLF");
    }
}
