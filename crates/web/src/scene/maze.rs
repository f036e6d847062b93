//! The scenes of the two mazes: each square's label, the answer's steps
//! with their captions, and what the page needs to draw and play them.

use super::model::{ARROW_LEGEND, DICE_LEGEND, Legend, PlayData, Scene, Step};
use abbott_judge::cells::{Axes, Cell, arrow_cells, dice_cells};

/// The scene of a dice maze and its answer.
pub fn dice_scene(maze: &dice_maze::Maze, solution: &dice_maze::Solution) -> Scene {
    let grid = &maze.grid;
    let cells = dice_cells(maze);
    let route = solution.route.as_deref().unwrap_or_default();
    let mut die = maze.die;
    let mut steps = Vec::new();
    for (k, pos) in route.iter().enumerate() {
        if k > 0 {
            let heading = route[k - 1].heading_to(*pos);
            if let Some(h) = heading {
                die = die.roll(h);
            }
        }
        let caption = format!(
            "step {k} of {}: {pos}, {} on top",
            route.len() - 1,
            die.top()
        );
        steps.push(Step {
            at: [pos.row - 1, pos.col - 1],
            caption,
            cells: None,
        });
    }
    let summary = summary(solution, |n| format!("tour of {n} moves"));
    let values = (1..=grid.n_rows())
        .flat_map(|row| grid.row(row).iter().map(|s| s.value()))
        .collect();
    let play = PlayData::Dice {
        values,
        start: [maze.start.row, maze.start.col],
        optimum: solution.n_moves(),
    };
    maze_scene(
        solution,
        dice_maze::to_judge_input(std::slice::from_ref(maze)),
        (summary, DICE_LEGEND, play),
        (grid.n_rows(), grid.n_cols()),
        cells,
        steps,
    )
}

/// A maze's answer in one line: `describe(moves)`, or no solution.
fn summary(
    solution: &dice_core::judge::Solution,
    describe: impl FnOnce(usize) -> String,
) -> String {
    solution
        .n_moves()
        .map_or_else(|| dice_core::judge::NO_SOLUTION.into(), describe)
}

/// The scene of a maze answer over a grid of `(n_rows, n_cols)`.
fn maze_scene(
    solution: &dice_core::judge::Solution,
    input: String,
    (summary, legend, play): (String, Legend, PlayData),
    (n_rows, n_cols): (u32, u32),
    cells: Vec<Cell>,
    steps: Vec<Step>,
) -> Scene {
    let path: Vec<[u32; 2]> = steps.iter().map(|step| step.at).collect();
    let moves = path
        .windows(2)
        .filter_map(|w| heading_between(w[0], w[1]))
        .collect();
    Scene {
        title: solution.name.clone(),
        summary,
        n_rows,
        n_cols,
        cells,
        steps,
        path,
        axes: Axes::RowColumn,
        legend,
        play,
        input,
        board: None,
        moves,
    }
}

/// The heading from square `a` to its neighbour `b` (0-based row and
/// column), if they are neighbours.
fn heading_between(a: [u32; 2], b: [u32; 2]) -> Option<usize> {
    let from = dice_core::Pos::new(a[0] + 1, a[1] + 1);
    let to = dice_core::Pos::new(b[0] + 1, b[1] + 1);
    from.heading_to(to).map(dice_core::Heading::index)
}

/// The scene of an arrow maze and its answer.
pub fn arrow_scene(maze: &arrow_maze::Maze, solution: &arrow_maze::Solution) -> Scene {
    let grid = &maze.signs;
    let cells = arrow_cells(maze);
    let route = solution.route.as_deref().unwrap_or_default();
    let steps = route
        .iter()
        .enumerate()
        .map(|(k, pos)| Step {
            at: [pos.row - 1, pos.col - 1],
            caption: format!("step {k} of {}: {pos}", route.len() - 1),
            cells: None,
        })
        .collect();
    let summary = summary(solution, |n| {
        format!(
            "route of {n} moves, leaving {} heading {}",
            maze.start, maze.heading
        )
    });
    let exits = (1..=grid.n_rows())
        .flat_map(|row| grid.row(row).iter())
        .map(|post| dice_core::Heading::ALL.map(|arriving| ways_out(*post, arriving)))
        .collect();
    let play = PlayData::Arrow {
        exits,
        start: [maze.start.row, maze.start.col],
        heading: maze.heading.index(),
        goal: [maze.goal.row, maze.goal.col],
        optimum: solution.n_moves(),
    };
    maze_scene(
        solution,
        arrow_maze::to_judge_input(std::slice::from_ref(maze)),
        (summary, ARROW_LEGEND, play),
        (grid.n_rows(), grid.n_cols()),
        cells,
        steps,
    )
}

/// The headings a walker arriving in `arriving` may leave `post` in, as
/// letters, left turn first.
fn ways_out(post: arrow_maze::Signpost, arriving: dice_core::Heading) -> String {
    arrow_maze::Turn::ALL
        .iter()
        .filter(|&&t| post.allows(arriving, t))
        .map(|t| t.apply(arriving).letter())
        .collect()
}
