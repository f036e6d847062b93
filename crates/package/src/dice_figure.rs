//! The dice maze's figure: the maze with its numbers, the die at the start
//! as a net of its faces, and the die's top face at each position of the
//! shortest tour, as LaTeX `picture` code (see `figures`).

use super::picture::{At, Picture};
use dice_core::{Orientation, Pos};

/// The height of the strip of the tour under the maze, in units.
const STRIP: f64 = 1.6;
/// The width each position of the tour takes in the strip.
const ROUTE_STEP: f64 = 0.8;

/// The dice maze: every square with its number (a star for a wild square,
/// blank when empty), rows and columns numbered, the start square framed
/// twice, and beside it the die at the start as a net of its six faces;
/// below, the die's top face at each position of the shortest tour.
pub(super) fn dice(maze: &dice_maze::Maze) -> String {
    let (n_rows, n_cols) = (maze.grid.n_rows(), maze.grid.n_cols());
    let route = dice_maze::Solver::new()
        .solve(maze)
        .route
        .unwrap_or_default();
    let strip = if route.is_empty() { 0.0 } else { STRIP };
    let height = f64::from(n_rows.max(4)) + 0.6 + strip;
    let net_x = f64::from(n_cols) + 1.2;
    let width = (net_x + 3.0).max(ROUTE_STEP * route.len() as f64);
    let mut pic = Picture::new(0.8, width, height);
    let top = height - 0.6;
    route_strip(&mut pic, maze.die, &route);
    for row in 1..=n_rows {
        pic.label(
            At(-0.35, top - f64::from(row) + 0.5),
            &format!("\\small {row}"),
        );
        for col in 1..=n_cols {
            let value = maze.grid.get(Pos::new(row, col)).expect("inside the grid");
            let text = match value.value() {
                -1 => "$\\star$".to_string(),
                0 => String::new(),
                face => format!("\\large {face}"),
            };
            let at = At(f64::from(col - 1), top - f64::from(row));
            pic.square(at, 1.0, None, &text);
            if Pos::new(row, col) == maze.start {
                pic.put(At(at.0 + 0.08, at.1 + 0.08), "\\framebox(0.84,0.84){}");
            }
        }
    }
    for col in 1..=n_cols {
        pic.label(
            At(f64::from(col) - 0.5, top + 0.3),
            &format!("\\small {col}"),
        );
    }
    for (side, face, dx, dy) in die_net(maze.die) {
        let at = At(net_x + dx, top - 1.0 - dy);
        pic.square(at, 1.0, None, &format!("\\large {face}"));
        let name = format!("\\makebox(0,0)[lt]{{\\tiny {side}}}");
        pic.put(At(at.0 + 0.06, at.1 + 0.92), &name);
    }
    pic.end()
}

/// The six faces of a die laid out as a cross seen from above: the top in
/// the middle, each side next to the edge it stands on, the bottom below
/// the south face. Gives the side's name, its face and its square's offset
/// (east, south) from the north face's square.
fn die_net(die: Orientation) -> [(&'static str, u8, f64, f64); 6] {
    [
        ("north", die.north(), 1.0, 0.0),
        ("west", die.west(), 0.0, 1.0),
        ("top", die.top(), 1.0, 1.0),
        ("east", die.east(), 2.0, 1.0),
        ("south", die.front(), 1.0, 2.0),
        ("bottom", die.bottom(), 1.0, 3.0),
    ]
}

/// The strip along the bottom of the figure: for each position of the
/// tour, from the start and back, a small square holding the die's top
/// face there, and the position under it.
fn route_strip(pic: &mut Picture, die: Orientation, route: &[Pos]) {
    let mut rolled = die;
    for (k, pos) in route.iter().enumerate() {
        if k > 0 {
            let heading = route[k - 1]
                .heading_to(*pos)
                .expect("a tour moves one square at a time");
            rolled = rolled.roll(heading);
        }
        let at = At(ROUTE_STEP * k as f64, 0.6);
        pic.square(at, 0.6, None, &format!("\\small {}", rolled.top()));
        pic.label(
            At(at.0 + 0.3, 0.3),
            &format!("\\tiny ({},{})", pos.row, pos.col),
        );
    }
}
