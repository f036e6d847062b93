//! Labelled cells drawn as a text grid with Unicode box drawing, rows and
//! columns numbered from 1 and a route's cells marked (in colour, or
//! between brackets): the pictures of the tester's report, which `abbott
//! render` draws in the terminal too.

use abbott_judge::cells::{Axes, Cell};
use std::io::{self, Write};

const ROUTE: &str = "\x1b[30;43m";
const BLOCKED: &str = "\x1b[90m";
const RESET: &str = "\x1b[0m";

/// Draws one grid of cells with its rows and columns numbered from 1;
/// `on_route[i]` marks the cells of the route.
pub fn grid(
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
