//! The arrow maze's and the cube's statement figures (the dice maze's is in
//! `dice_figure`), each drawn from the dataset of the sample its statement
//! walks through, which its [`Problem`](super::Problem) picks (the first
//! maze; the cube's second dataset, the first with rolls): LaTeX `picture`
//! code that the statement `\input`s. problemtools'
//! template loads no TikZ and refuses `\usepackage` inside a statement
//! (it comes after `\begin{document}`), so the figures use the picture
//! environment of LaTeX itself, which needs no package; the statements
//! skip them when problemtools converts to HTML (`\ifplastex`), since its
//! converter draws no pictures.
//!
//! Every figure is computed from the parsed sample, so a changed sample
//! changes its figure.

use super::picture::{At, Picture, num, step};
use dice_core::{Heading, Pos};

/// Where a package keeps its figure, beside `problem.en.tex`.
pub(super) const FIGURE: &str = "problem_statement/figure-sample.tex";

/// How far from an intersection its signs stand, in units between
/// intersections.
const SIGN_OFFSET: f64 = 0.3;
/// The length of a sign's arrows.
const ARROW: f64 = 0.16;

/// The arrow maze: its intersections and the streets between them, each
/// sign drawn at the side of its intersection that walkers it applies to
/// arrive from (a short stem from that side, an arrow for each way out),
/// the entrance in a square with the way to leave it, the goal in a circle.
pub(super) fn arrow(maze: &arrow_maze::Maze) -> String {
    let n_rows = maze.signs.n_rows();
    let n_cols = maze.signs.n_cols();
    let mut pic = Picture::new(2.0, f64::from(n_cols) + 1.0, f64::from(n_rows) + 1.0);
    let centre = |pos: Pos| At(f64::from(pos.col), f64::from(n_rows + 1 - pos.row));
    pic.text.push_str("{\\color[rgb]{0.7,0.7,0.7}%\n");
    for row in 1..=n_rows {
        let at = centre(Pos::new(row, 1));
        pic.put(at, &format!("\\line(1,0){{{}}}", n_cols - 1));
    }
    for col in 1..=n_cols {
        let at = centre(Pos::new(n_rows, col));
        pic.put(at, &format!("\\line(0,1){{{}}}", n_rows - 1));
    }
    pic.text.push_str("}%\n");
    for row in 1..=n_rows {
        pic.label(
            centre(Pos::new(row, 1)).left(0.75),
            &format!("\\small {row}"),
        );
    }
    for col in 1..=n_cols {
        pic.label(centre(Pos::new(1, col)).up(0.6), &format!("\\small {col}"));
    }
    for row in 1..=n_rows {
        for col in 1..=n_cols {
            let pos = Pos::new(row, col);
            let at = centre(pos);
            pic.put(at, "\\circle*{0.08}");
            let signs = maze.signs.get(pos).expect("inside the grid");
            for arriving in Heading::ALL {
                let turns = arrow_maze::Turn::ALL.map(|t| (t, signs.allows(arriving, t)));
                if turns.iter().all(|&(_, allowed)| !allowed) {
                    continue;
                }
                for (what, at) in sign(at, arriving, &turns) {
                    pic.put(at, &what);
                }
            }
        }
    }
    let start = centre(maze.start);
    pic.put(start.left(0.12).down(0.12), "\\framebox(0.24,0.24){}");
    let (dx, dy) = step(maze.heading);
    let leave = format!("\\thicklines\\vector({dx},{dy}){{0.12}}");
    pic.put(start.moved(maze.heading, 0.12), &leave);
    pic.label(start.down(0.2).left(0.2), "\\scriptsize entrance");
    let goal = centre(maze.goal);
    pic.put(goal, "\\circle{0.28}");
    pic.label(goal.down(0.2).left(0.2), "\\scriptsize goal");
    pic.end()
}

/// The picture commands of one sign, seen by walkers arriving at the
/// intersection at `at` travelling `arriving`: a stem on the side they come
/// from and an arrow for each turn allowed.
fn sign(at: At, arriving: Heading, turns: &[(arrow_maze::Turn, bool); 3]) -> Vec<(String, At)> {
    let from = arriving.reverse();
    let base = at.moved(from, SIGN_OFFSET);
    let (sx, sy) = step(arriving);
    let mut out = vec![(
        format!("\\line({sx},{sy}){{{}}}", num(ARROW)),
        base.moved(from, ARROW),
    )];
    for &(turn, allowed) in turns {
        if allowed {
            let (dx, dy) = step(turn.apply(arriving));
            out.push((format!("\\vector({dx},{dy}){{{}}}", num(ARROW)), base));
        }
    }
    out
}

/// The rgb fill of a cube colour in the figures (light, so that its
/// letter stays readable in grey).
fn rgb(colour: cube_puzzle::Colour) -> &'static str {
    match colour {
        cube_puzzle::Colour::White => "1,1,1",
        cube_puzzle::Colour::Blue => "0.55,0.7,1",
        cube_puzzle::Colour::Red => "1,0.55,0.55",
    }
}

/// The width of the strips that show a cube's sides.
const STRIP: f64 = 0.14;

/// The cube puzzle: the board at the start (every cube as the statement
/// lays it, its top colour filling the square and the colours facing along
/// x and y as strips on its east and west, and north and south, edges)
/// beside the pattern to make; squares numbered (x, y), the empty square
/// dashed.
pub(super) fn cube(dataset: &cube_puzzle::Dataset) -> String {
    use cube_puzzle::CubeOrientation;
    let shape = dataset.pattern.shape();
    let (cols, rows) = (f64::from(shape.cols()), f64::from(shape.rows()));
    let target_x = cols + 1.5;
    let mut pic = Picture::new(1.0, target_x + cols, rows + 1.2);
    let start = CubeOrientation::START;
    for (origin, title) in [(0.0, "at the start"), (target_x, "the pattern to make")] {
        pic.label(
            At(origin + cols / 2.0, rows + 0.9),
            &format!("\\small {title}"),
        );
        for x in 1..=shape.cols() {
            pic.label(
                At(origin + f64::from(x) - 0.5, rows + 0.3),
                &format!("\\small {x}"),
            );
        }
        for y in 1..=shape.rows() {
            let at = At(origin - 0.3, rows - f64::from(y) + 0.5);
            pic.label(at, &format!("\\small {y}"));
        }
    }
    for sq in shape.squares() {
        let corner = |origin: f64| At(origin + f64::from(sq.x) - 1.0, rows - f64::from(sq.y));
        let at = corner(0.0);
        if sq == dataset.start {
            pic.put(at, "\\dashbox{0.1}(1,1){}");
        } else {
            pic.square(
                at,
                1.0,
                Some(rgb(start.top)),
                &start.top.letter().to_string(),
            );
            for (dx, dy, w, h, colour) in [
                (0.0, 0.0, STRIP, 1.0, start.x),
                (1.0 - STRIP, 0.0, STRIP, 1.0, start.x),
                (0.0, 0.0, 1.0, STRIP, start.y),
                (0.0, 1.0 - STRIP, 1.0, STRIP, start.y),
            ] {
                let rule = format!("\\rule{{{}\\unitlength}}{{{}\\unitlength}}", num(w), num(h));
                let fill = format!("\\color[rgb]{{{}}}{rule}", rgb(colour));
                pic.put(At(at.0 + dx, at.1 + dy), &fill);
            }
            pic.put(at, "\\framebox(1,1){}");
        }
        let at = corner(target_x);
        match dataset.pattern.top(sq) {
            Some(colour) => pic.square(at, 1.0, Some(rgb(colour)), &colour.letter().to_string()),
            None => pic.put(at, "\\dashbox{0.1}(1,1){}"),
        }
    }
    pic.end()
}

#[cfg(test)]
mod tests {
    use super::super::dice_figure::dice;
    use super::*;
    use abbott_judge::puzzle::{Chosen, Puzzle};

    /// The statement's sample of `puzzle` as judge data.
    fn sample(puzzle: Puzzle) -> String {
        super::super::sample_input(abbott_judge::rules::of(Chosen::statement(puzzle)).as_ref())
    }

    /// The `\put` lines of a figure as (x, y, what).
    fn puts(figure: &str) -> Vec<(f64, f64, String)> {
        figure
            .lines()
            .filter_map(|l| l.strip_prefix("\\put("))
            .map(|rest| {
                let (xy, what) = rest.split_once("){").expect("a \\put");
                let (x, y) = xy.split_once(',').expect("x,y");
                let what = what.strip_suffix('}').expect("closed");
                (
                    x.parse().expect("x"),
                    y.parse().expect("y"),
                    what.to_string(),
                )
            })
            .collect()
    }

    #[test]
    fn every_dice_square_is_drawn_with_its_number_and_the_net_is_the_die() {
        let maze = &dice_maze::parse(&sample(Puzzle::DiceMaze)).expect("the sample")[0];
        let figure = dice(maze);
        assert!(figure.starts_with("\\setlength{\\unitlength}"), "{figure}");
        assert!(figure.ends_with("\\end{picture}%\n"));
        let puts = puts(&figure);
        // DICEMAZE1: -1 2 4 / 5 5 6 / 6 -1 -1, drawn from y = 5.6 (four
        // rows for the net above the tour's strip) down.
        let square = |row: u32, col: u32| {
            let (x, y) = (f64::from(col - 1), 5.6 - f64::from(row));
            puts.iter()
                .find(|(px, py, what)| {
                    *px == x && (py - y).abs() < 1e-9 && what.starts_with("\\framebox(1,1)")
                })
                .map(|(_, _, what)| what.clone())
                .expect("a square")
        };
        for row in 1..=3 {
            for col in 1..=3 {
                let value = maze.grid.get(Pos::new(row, col)).expect("inside").value();
                let expected = match value {
                    -1 => "\\framebox(1,1){$\\star$}".to_string(),
                    v => format!("\\framebox(1,1){{\\large {v}}}"),
                };
                assert_eq!(square(row, col), expected, "({row},{col})");
            }
        }
        let stars = figure.matches("$\\star$").count();
        assert_eq!(stars, 3);
        // The start (1,2) alone is framed twice.
        let inner: Vec<_> = puts
            .iter()
            .filter(|p| p.2 == "\\framebox(0.84,0.84){}")
            .collect();
        assert_eq!(inner.len(), 1);
        assert_eq!((inner[0].0, inner[0].1), (1.08, 4.68));
        // The strip: the die's top at each of the tour's 9 positions, from
        // 5 at the start; each top but the last is the number of the next
        // square (or that square is wild).
        let route = dice_maze::Solver::new().solve(maze).route.expect("a tour");
        assert_eq!(route.len(), 9);
        let tops: Vec<u8> = puts
            .iter()
            .filter_map(|p| p.2.strip_prefix("\\framebox(0.6,0.6){\\small "))
            .map(|t| t.trim_end_matches('}').parse().expect("a face"))
            .collect();
        assert_eq!(tops.len(), 9);
        assert_eq!(tops[0], 5);
        for (k, top) in tops.iter().enumerate().take(8) {
            let next = maze.grid.get(route[k + 1]).expect("inside").value();
            assert!(
                next == -1 || next == *top as i8,
                "step {k}: {top} onto {next}"
            );
        }
        let first = format!(
            "\\makebox(0,0){{\\tiny ({},{})}}",
            route[0].row, route[0].col
        );
        assert_eq!(
            puts.iter().filter(|p| p.2 == first).count(),
            2,
            "start and end"
        );
        // 5 on top, 1 south, 6 north, 3 east, 4 west, 2 below.
        for (side, face) in [
            ("north", 6),
            ("west", 4),
            ("top", 5),
            ("east", 3),
            ("south", 1),
            ("bottom", 2),
        ] {
            let name = puts
                .iter()
                .position(|p| p.2.ends_with(&format!("\\tiny {side}}}")))
                .expect(side);
            assert_eq!(
                puts[name - 1].2,
                format!("\\framebox(1,1){{\\large {face}}}"),
                "{side}"
            );
        }
    }

    #[test]
    fn an_empty_dice_square_is_blank() {
        let text = "E\n1 2 1 1 5 1\n-1 0\nEND\n";
        let maze = &dice_maze::parse(text).expect("a maze")[0];
        let figure = dice(maze);
        assert!(figure.contains("\\put(1,3){\\framebox(1,1){}}"), "{figure}");
    }

    #[test]
    fn arrow_signs_stand_on_the_side_walkers_arrive_from() {
        let maze = &arrow_maze::parse(&sample(Puzzle::ArrowMaze)).expect("the sample")[0];
        let figure = arrow(maze);
        let puts = puts(&figure);
        // The grid is 3 x 3, so (row, col) is at (col, 4 - row). At (2,1),
        // `SL WR NF`: walkers travelling north come from the south, so
        // their sign stands 0.3 below (1,2) and points north only.
        let at = |x: f64, y: f64| -> Vec<String> {
            puts.iter()
                .filter(|p| (p.0 - x).abs() < 1e-9 && (p.1 - y).abs() < 1e-9)
                .map(|p| p.2.clone())
                .collect()
        };
        assert_eq!(at(1.0, 1.7), ["\\vector(0,1){0.16}"]);
        // SL at (2,1): arriving south, from the north side, turning east.
        assert_eq!(at(1.0, 2.3), ["\\vector(1,0){0.16}"]);
        // WR at (2,1): arriving west, from the east side, turning north.
        assert_eq!(at(1.3, 2.0), ["\\vector(0,1){0.16}"]);
        // ELF at (2,2): arriving east, from the west side: north and east.
        assert_eq!(at(1.7, 2.0), ["\\vector(0,1){0.16}", "\\vector(1,0){0.16}"]);
        // Every sign has its stem: one per (intersection, heading) signed.
        let signs: usize = (1..=3)
            .flat_map(|r| (1..=3).map(move |c| Pos::new(r, c)))
            .map(|p| {
                let s = maze.signs.get(p).expect("inside");
                Heading::ALL.iter().filter(|&&h| s.turns(h) != 0).count()
            })
            .sum();
        let stems = puts
            .iter()
            .filter(|p| p.2.starts_with("\\line(") && p.2.ends_with("{0.16}"))
            .count();
        assert_eq!(stems, signs);
        assert_eq!(signs, 15);
        // The entrance (3,1) is framed, with its way out north; the goal
        // (3,3) is circled.
        assert_eq!(at(0.88, 0.88), ["\\framebox(0.24,0.24){}"]);
        assert_eq!(at(1.0, 1.12), ["\\thicklines\\vector(0,1){0.12}"]);
        let goal = at(3.0, 1.0);
        assert!(goal.iter().any(|w| w == "\\circle{0.28}"), "{goal:?}");
    }

    #[test]
    fn the_cube_figure_shows_the_start_board_and_the_pattern_in_colour() {
        let datasets = cube_puzzle::parse(&sample(Puzzle::CubePuzzle)).expect("the sample");
        // The second dataset: empty (2,1) at the start, pattern R B W / R W W / E W W.
        let figure = cube(&datasets[1]);
        let puts = puts(&figure);
        let filled = |x: f64, y: f64| -> Option<String> {
            puts.iter()
                .find(|p| p.0 == x && p.1 == y && p.2.starts_with("\\color[rgb]{"))
                .map(|p| p.2.clone())
        };
        // The start board: (2,1) is dashed, the others white on top.
        assert!(
            puts.iter()
                .any(|p| (p.0, p.1) == (1.0, 2.0) && p.2.starts_with("\\dashbox"))
        );
        assert_eq!(figure.matches("\\framebox(1,1){W}").count(), 8 + 5);
        // Sides: blue strips along x, red along y, on each of the 8 cubes.
        assert_eq!(
            figure
                .matches("\\color[rgb]{0.55,0.7,1}\\rule{0.14")
                .count(),
            16
        );
        assert_eq!(
            figure
                .matches("\\color[rgb]{1,0.55,0.55}\\rule{1\\unitlength}{0.14")
                .count(),
            16
        );
        // The pattern, 4.5 units to the east: (1,1) red, (2,1) blue, (1,3) empty.
        assert_eq!(
            filled(4.5, 2.0).as_deref(),
            Some("\\color[rgb]{1,0.55,0.55}\\rule{1\\unitlength}{1\\unitlength}")
        );
        assert_eq!(
            filled(5.5, 2.0).as_deref(),
            Some("\\color[rgb]{0.55,0.7,1}\\rule{1\\unitlength}{1\\unitlength}")
        );
        assert!(
            puts.iter()
                .any(|p| (p.0, p.1) == (4.5, 0.0) && p.2.starts_with("\\dashbox"))
        );
        assert_eq!(figure.matches("\\framebox(1,1){R}").count(), 2);
        assert_eq!(figure.matches("\\framebox(1,1){B}").count(), 1);
    }

    #[test]
    fn every_puzzle_has_a_figure_from_its_sample() {
        for (problem, kind) in super::super::every_problem() {
            let puzzle = kind.puzzle();
            let figure = (problem.figure)(&super::super::sample_input(kind.as_ref()));
            assert!(figure.contains("\\begin{picture}"), "{puzzle:?}");
            assert_eq!(
                figure.matches('{').count(),
                figure.matches('}').count(),
                "{puzzle:?}"
            );
        }
    }
}
