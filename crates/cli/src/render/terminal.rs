//! Scenes drawn in the terminal with Unicode box drawing; colour only when
//! standard output is a terminal.

use super::{Axes, Cell, Scene};
use std::io::{self, Write};

/// Grids larger than this are summarised, not drawn.
const MAX_DRAWN: u32 = 40;
/// Steps listed before the rest are elided.
const MAX_LISTED: usize = 60;

const ROUTE: &str = "\x1b[30;43m";
const BLOCKED: &str = "\x1b[90m";
const RESET: &str = "\x1b[0m";

/// Draws one grid of cells with its rows and columns numbered from 1;
/// `on_route[i]` marks the cells of the route.
pub(crate) fn grid(
    out: &mut impl Write,
    (n_rows, n_cols, axes): (u32, u32, Axes),
    cells: &[Cell],
    on_route: &[bool],
    colour: bool,
) -> io::Result<()> {
    let (across, down) = axes.names();
    let margin = n_rows.to_string().len().max(down.len()) + 1;
    let width = cells
        .iter()
        .map(|c| c.label.chars().count())
        .max()
        .unwrap_or(1)
        .max(1)
        + 2;
    let line = |left: &str, mid: &str, right: &str| {
        let bar = "─".repeat(width);
        let inner = vec![bar; n_cols as usize].join(mid);
        format!("{left}{inner}{right}")
    };
    let mut header = format!("{:margin$}", "");
    for col in 1..=n_cols {
        header.push_str(&format!(" {col:^width$}"));
    }
    writeln!(out, "{header}  {across} →")?;
    writeln!(out, "{:margin$}{}", "", line("┌", "┬", "┐"))?;
    for row in 0..n_rows as usize {
        let mut text = format!("{:>w$} │", row + 1, w = margin - 1);
        for col in 0..n_cols as usize {
            let i = row * n_cols as usize + col;
            let cell = &cells[i];
            let label = if cell.blocked {
                "░".repeat(width - 2)
            } else {
                cell.label.clone()
            };
            let pad = width.saturating_sub(label.chars().count());
            let (l, r) = (pad / 2, pad - pad / 2);
            let body = if on_route.get(i).copied().unwrap_or(false) {
                if colour {
                    format!("{ROUTE}{}{label}{}{RESET}", " ".repeat(l), " ".repeat(r))
                } else {
                    format!(
                        "{}{label}{}",
                        "[".to_string() + &" ".repeat(l.saturating_sub(1)),
                        " ".repeat(r.saturating_sub(1)) + "]"
                    )
                }
            } else if cell.blocked && colour {
                format!("{BLOCKED}{}{label}{}{RESET}", " ".repeat(l), " ".repeat(r))
            } else {
                format!("{}{label}{}", " ".repeat(l), " ".repeat(r))
            };
            text.push_str(&body);
            text.push('│');
        }
        writeln!(out, "{text}")?;
        if row + 1 < n_rows as usize {
            writeln!(out, "{:margin$}{}", "", line("├", "┼", "┤"))?;
        }
    }
    writeln!(out, "{:margin$}{}", "", line("└", "┴", "┘"))?;
    writeln!(out, "{down:>w$} ↓", w = margin - 1)
}

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
