//! Scenes drawn in the terminal with Unicode box drawing; colour only when
//! standard output is a terminal.

use super::Scene;
use abbott_tester::grid::grid;
use std::io::{self, Write};

/// Grids larger than this are summarised, not drawn.
const MAX_DRAWN: u32 = 40;
/// Steps listed before the rest are elided.
const MAX_LISTED: usize = 60;

/// Draws a scene: its title and summary, the grid with the route marked,
/// then the steps (for the cube, the board after every roll).
pub fn draw(out: &mut impl Write, scene: &Scene, colour: bool) -> io::Result<()> {
    writeln!(out, "{}: {}", scene.title, scene.summary)?;
    if scene.n_rows > MAX_DRAWN || scene.n_cols > MAX_DRAWN {
        writeln!(
            out,
            "  ({} x {}: too large to draw here; try --svg)",
            scene.n_rows, scene.n_cols
        )?;
        return Ok(());
    }
    let n = (scene.n_rows * scene.n_cols) as usize;
    let mut on_route = vec![false; n];
    let boards = scene.steps.iter().any(|s| s.cells.is_some());
    if !boards {
        for step in &scene.steps {
            let i = (step.at[0] * scene.n_cols + step.at[1]) as usize;
            if let Some(slot) = on_route.get_mut(i) {
                *slot = true;
            }
        }
    }
    if boards {
        writeln!(out, "goal:")?;
    }
    let shape = (scene.n_rows, scene.n_cols, scene.axes);
    grid(out, shape, &scene.cells, &on_route, colour)?;
    writeln!(out, "  legend: {}", scene.legend.line("░", "[ ]"))?;
    writeln!(out, "  {}", scene.axes.describe())?;
    for (k, step) in scene.steps.iter().enumerate() {
        if k == MAX_LISTED {
            writeln!(out, "  ... {} more steps", scene.steps.len() - MAX_LISTED)?;
            break;
        }
        writeln!(out, "  {}", step.caption)?;
        if let Some(cells) = &step.cells {
            let mut mark = vec![false; n];
            if let Some(slot) = mark.get_mut((step.at[0] * scene.n_cols + step.at[1]) as usize) {
                *slot = k > 0;
            }
            grid(out, shape, cells, &mark, colour)?;
        }
    }
    writeln!(out)
}
