//! The arrow maze as a test subject: random mazes up to the statement's
//! 9 x 9 with routes of every length, entrances that are the goal or one
//! step from it, routes that pass an intersection twice, names of letters
//! and digits that may begin with a digit, written with their lines, signs
//! and arrow letters in orders drawn at random (the statement fixes none);
//! simpler mazes have fewer rows, columns, signposts, signs and turns.

use super::draw::MazeDrawing;
use super::maze::{self, GridMaze, Line, cells};
use super::subject::{Noun, STATEMENT_TIME_LIMIT, Size, Subject, side, side_cap};
use arrow_maze::{Maze, Signpost, Solver};
use dice_core::rng::SplitMix64;
use dice_core::text::InputError;
use dice_core::{Heading, Pos};
use std::io::{self, Write};
use std::time::Duration;

/// The statement's largest row and column.
const MAX_SIDE: u32 = 9;

/// The arrow maze and a solver for its answers.
#[derive(Debug, Default)]
pub struct Arrow {
    solver: Solver,
}

/// A signpost with `post`'s turns, but `keep(heading)` of them per heading.
fn rebuilt(post: Signpost, keep: impl Fn(Heading, u8) -> u8) -> Signpost {
    let mut out = Signpost::NONE;
    for heading in Heading::ALL {
        out.allow_turns(heading, keep(heading, post.turns(heading)));
    }
    out
}

/// The 64-bit FNV-1a hash of `bytes`: a seed that a maze's text fixes.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl GridMaze for Maze {
    type Square = Signpost;
    const EMPTY: Signpost = Signpost::NONE;

    fn grid(&self) -> &dice_core::Grid<Signpost> {
        &self.signs
    }

    fn grid_mut(&mut self) -> &mut dice_core::Grid<Signpost> {
        &mut self.signs
    }

    fn kept(&self) -> Vec<Pos> {
        vec![self.start, self.goal]
    }

    fn without(&self, line: Line) -> Maze {
        Maze {
            signs: maze::without(&self.signs, line, Signpost::NONE),
            start: line.shift(self.start),
            goal: line.shift(self.goal),
            ..self.clone()
        }
    }
}

impl Subject for Arrow {
    type Dataset = Maze;
    const UNIT: Noun = super::draw::MOVES;

    fn per_run(&self) -> usize {
        30
    }

    fn time_limit(&self) -> Duration {
        STATEMENT_TIME_LIMIT
    }

    fn read(&self, input: &str) -> Result<Vec<Maze>, InputError> {
        arrow_maze::Reader::new(input.as_bytes()).collect()
    }

    /// The statement fixes no order of a maze's intersection lines, of the
    /// signs on a line or of a sign's arrow letters, so each is drawn, from
    /// the maze itself: the same mazes are written the same.
    fn write(mazes: &[Maze]) -> String {
        let mut out = String::new();
        for maze in mazes {
            let mut rng = SplitMix64::new(fnv1a(maze.to_string().as_bytes()));
            out.push_str(&arrow_maze::write_in_orders(maze, &mut |_, n| {
                rng.shuffled(n)
            }));
        }
        out.push_str("END\n");
        out
    }

    fn random(&mut self, rng: &mut SplitMix64, index: u64) -> Maze {
        let cap = side_cap(index, MAX_SIDE);
        let (rows, cols) = (side(rng, cap), side(rng, cap));
        let seed = rng.next_u64();
        let mut maze = arrow_maze::generate::random(seed, rows, cols);
        match rng.below(5) {
            0 | 1 => {
                let min_moves = 1 + rng.below(u64::from(rows * cols)) as usize;
                let routed = arrow_maze::generate::with_route(seed, rows, cols, min_moves, 5);
                maze = routed.unwrap_or(maze);
            }
            2 => maze.goal = maze.start,
            3 => {
                let (dr, dc) = maze.heading.delta();
                let row = i64::from(maze.start.row) + i64::from(dr);
                let col = i64::from(maze.start.col) + i64::from(dc);
                if (1..=i64::from(rows)).contains(&row) && (1..=i64::from(cols)).contains(&col) {
                    maze.goal = Pos::new(row as u32, col as u32);
                }
            }
            _ => {}
        }
        maze.name = maze::alphanumeric_name(&mut maze::names_rng(rng), index);
        maze
    }

    fn size(maze: &Maze) -> Size {
        let mut size = Size {
            area: maze.signs.n_rows() * maze.signs.n_cols(),
            ..Size::default()
        };
        for (_, post) in cells(&maze.signs) {
            size.detail += u32::from(!post.is_empty());
            let turns = Heading::ALL.map(|h| post.turns(h).count_ones());
            size.finer += turns.iter().sum::<u32>();
        }
        size
    }

    fn describe(maze: &Maze) -> String {
        let size = Self::size(maze);
        let signposts = Noun {
            one: "signpost",
            many: "signposts",
        };
        let turns = Noun {
            one: "turn",
            many: "turns",
        };
        format!(
            "{} x {}, {}, {}",
            maze.signs.n_rows(),
            maze.signs.n_cols(),
            signposts.count(size.detail),
            turns.count(size.finer)
        )
    }

    fn simpler(maze: &Maze) -> Vec<Maze> {
        let mut out = maze::without_lines(maze);
        let mut with_post = |pos: Pos, post: Signpost| {
            let mut simpler = maze.clone();
            simpler.signs.set(pos, post);
            out.push(simpler);
        };
        let signed: Vec<_> = cells(&maze.signs).filter(|(_, p)| !p.is_empty()).collect();
        for &(pos, _) in &signed {
            with_post(pos, Signpost::NONE);
        }
        for &(pos, post) in &signed {
            let headings = Heading::ALL.iter().filter(|&&h| post.turns(h) != 0);
            if headings.clone().count() > 1 {
                for &gone in headings {
                    with_post(pos, rebuilt(post, |h, t| if h == gone { 0 } else { t }));
                }
            }
        }
        for &(pos, post) in &signed {
            for heading in Heading::ALL {
                let turns = post.turns(heading);
                if turns.count_ones() > 1 {
                    for bit in (0..3).map(|b| 1u8 << b).filter(|b| turns & b != 0) {
                        let fewer = rebuilt(post, |h, t| if h == heading { t & !bit } else { t });
                        with_post(pos, fewer);
                    }
                }
            }
        }
        out
    }

    fn relatives(&mut self, rng: &mut SplitMix64, maze: &Maze) -> Vec<Maze> {
        let (rows, cols) = (maze.signs.n_rows(), maze.signs.n_cols());
        let pick = |rng: &mut SplitMix64| {
            let row = 1 + rng.below(u64::from(rows)) as u32;
            Pos::new(row, 1 + rng.below(u64::from(cols)) as u32)
        };
        let mut out = Vec::new();
        for k in 1..=3 {
            let (start, goal) = (pick(rng), pick(rng));
            out.push(Maze {
                name: maze::suffixed(&maze.name, &format!("S{k}")),
                start,
                goal,
                heading: Heading::ALL[rng.below(4) as usize],
                ..maze.clone()
            });
        }
        if let Some(mut cut) = maze::cut(rng, maze) {
            cut.name = maze::suffixed(&maze.name, "C");
            out.push(cut);
        }
        out
    }

    fn shared(first: &Maze, second: &Maze) -> Option<String> {
        if !maze::begins(&first.signs, &second.signs) {
            return None;
        }
        let ends_of = |m: &Maze| (m.start, m.heading, m.goal);
        if first.signs == second.signs && ends_of(first) == ends_of(second) {
            return Some("dataset 2 is dataset 1 again".to_string());
        }
        let (rows, cols) = (second.signs.n_rows(), second.signs.n_cols());
        let ends = |m: &Maze| {
            format!(
                "entrance {} heading {}, goal {}",
                m.start, m.heading, m.goal
            )
        };
        if first.signs == second.signs {
            return Some(format!(
                "dataset 2 is dataset 1's maze again with {} (dataset 1's: {})",
                ends(second),
                ends(first)
            ));
        }
        Some(format!(
            "dataset 2 is dataset 1's signs cut to its first {rows} x {cols} intersections, with {}",
            ends(second)
        ))
    }

    fn simpler_together(first: &Maze, second: &Maze) -> Vec<(Maze, Maze)> {
        maze::simpler_together(first, second)
    }

    fn answer_length(&mut self, maze: &Maze) -> Option<usize> {
        self.solver.solve(maze).n_moves()
    }

    fn longest(&mut self, seed: u64, deadline: std::time::Instant) -> Vec<Maze> {
        super::longest::arrow(seed, deadline)
    }

    fn draw(
        &mut self,
        out: &mut dyn Write,
        maze: &Maze,
        (output, index): (&[u8], usize),
        colour: bool,
    ) -> io::Result<()> {
        writeln!(
            out,
            "the walker leaves {} heading {}; the goal is {} (S entrance, G goal, arrows: the ways out)",
            maze.start, maze.heading, maze.goal
        )?;
        let cells = abbott_judge::cells::arrow_cells(maze);
        let drawing = MazeDrawing {
            cells: &cells,
            n_rows: maze.signs.n_rows(),
            n_cols: maze.signs.n_cols(),
            what: "route",
            layout: arrow_maze::LAYOUT,
        };
        let expected = self.solver.solve(maze).route;
        drawing.draw(out, expected.as_deref(), (output, index), colour)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simpler_mazes_are_smaller() {
        let input = "M\n1 1 E 1 3\n1 2 ELF WR *\n2 2 NF *\n0\nEND\n";
        let mazes = Arrow::default().read(input).expect("a maze");
        let maze = &mazes[0];
        let simpler = Arrow::simpler(maze);
        // Row 2; column 2; two signposts; one of (1,2)'s two headings at a
        // time; one of its two turns arriving east.
        assert_eq!(simpler.len(), 1 + 1 + 2 + 2 + 2);
        assert!(simpler.iter().all(|m| Arrow::size(m) < Arrow::size(maze)));
        let written = Arrow::write(&simpler[..1]);
        assert_eq!(
            Arrow::default().read(&written).expect("valid"),
            simpler[..1]
        );
        assert_eq!(Arrow::describe(maze), "2 x 3, 2 signposts, 4 turns");
        // Written in orders drawn from the mazes: some maze of many signs
        // has a sign whose letters are not in the order L, F, R.
        let mut rng = SplitMix64::new(7);
        let many: Vec<Maze> = (0..20)
            .map(|i| Arrow::default().random(&mut rng, 100 + i))
            .collect();
        let written = Arrow::write(&many);
        assert_ne!(written, arrow_maze::to_judge_input(&many));
        assert_eq!(Arrow::default().read(&written).expect("valid"), many);
        assert_eq!(
            written,
            Arrow::write(&many),
            "the same mazes written the same"
        );
        let one = Arrow::default()
            .read("M\n1 1 E 1 3\n1 2 EL *\n0\nEND\n")
            .expect("a maze");
        assert_eq!(Arrow::describe(&one[0]), "1 x 3, 1 signpost, 1 turn");
    }
}
