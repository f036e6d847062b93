//! Scenes as SVG files: the grid, each cell's value or signs, and the
//! route as a path with each step's number on the square it reaches (for
//! the cube: the hole's way, each roll numbered where its cube lands).

use super::Scene;
use super::badges::{self, Badge};
use std::fmt::Write;

/// The side of a cell, in SVG units.
const CELL: u32 = 48;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The SVG document of a scene.
pub fn document(scene: &Scene) -> String {
    // Wide enough for the legend under the grid.
    let (w, h) = (
        (scene.n_cols * CELL + 2 * CELL).max(14 * CELL),
        scene.n_rows * CELL + 3 * CELL,
    );
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#
    );
    let _ = writeln!(s, r##"<rect width="{w}" height="{h}" fill="#ffffff"/>"##);
    let _ = writeln!(
        s,
        r#"<text x="{CELL}" y="{}" font-size="16">{}: {}</text>"#,
        CELL / 2 + 6,
        escape(&scene.title),
        escape(&scene.summary)
    );
    let origin = |row: u32, col: u32| (CELL + col * CELL, CELL + row * CELL);
    let (across, down) = scene.axes.names();
    for col in 0..scene.n_cols {
        let (x, y) = origin(0, col);
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="11" text-anchor="middle" fill="#666666">{}</text>"##,
            x + CELL / 2,
            y - 4,
            col + 1
        );
    }
    for row in 0..scene.n_rows {
        let (x, y) = origin(row, 0);
        let _ = writeln!(
            s,
            r##"<text x="{}" y="{}" font-size="11" text-anchor="end" fill="#666666">{}</text>"##,
            x - 4,
            y + CELL / 2 + 4,
            row + 1
        );
    }
    let bottom = CELL + scene.n_rows * CELL;
    for (k, line) in [
        format!("{across} across, {down} down: {}", scene.axes.describe()),
        scene.legend.symbols("dark"),
        format!("red path: {}", scene.legend.path),
    ]
    .iter()
    .enumerate()
    {
        let _ = writeln!(
            s,
            r##"<text x="{CELL}" y="{}" font-size="10" fill="#444444">{}</text>"##,
            bottom + 16 + 14 * k as u32,
            escape(line)
        );
    }
    for row in 0..scene.n_rows {
        for col in 0..scene.n_cols {
            let cell = &scene.cells[(row * scene.n_cols + col) as usize];
            let (x, y) = origin(row, col);
            let fill = if cell.blocked {
                "#555555"
            } else if cell.label == "*" {
                "#fff3b0"
            } else {
                "#f4f4f4"
            };
            let _ = writeln!(
                s,
                r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#999999"/>"##
            );
            if !cell.label.is_empty() {
                let _ = writeln!(
                    s,
                    r#"<text x="{}" y="{}" font-size="{}" text-anchor="middle">{}</text>"#,
                    x + CELL / 2,
                    y + badges::LABEL_BASELINE,
                    badges::LABEL_FONT,
                    escape(&cell.label)
                );
            }
            if !cell.detail.is_empty() {
                let _ = writeln!(
                    s,
                    r##"<text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#666666">{}</text>"##,
                    x + CELL / 2,
                    y + CELL - badges::DETAIL_BASELINE_UP,
                    badges::DETAIL_FONT,
                    escape(&cell.detail)
                );
            }
        }
    }
    if !scene.path.is_empty() {
        let points: Vec<String> = (scene.path.iter())
            .map(|&[row, col]| {
                let (x, y) = origin(row, col);
                format!("{},{}", x + CELL / 2, y + CELL / 2)
            })
            .collect();
        let _ = writeln!(
            s,
            r##"<polyline points="{}" fill="none" stroke="#d04020" stroke-width="3" stroke-opacity="0.7"/>"##,
            points.join(" ")
        );
    }
    let corner = |[row, col]: [u32; 2]| {
        let (x, y) = origin(row, col);
        (f64::from(x), f64::from(y))
    };
    let detailed = |[row, col]: [u32; 2]| {
        let cell = scene.cells.get((row * scene.n_cols + col) as usize);
        cell.is_some_and(|cell| !cell.detail.is_empty())
    };
    for badge in badges::place(&scene.steps, f64::from(CELL), corner, detailed) {
        let Badge {
            step,
            x,
            y,
            width,
            height,
        } = badge;
        let _ = writeln!(
            s,
            r##"<rect data-step="{step}" x="{x:.1}" y="{y:.1}" width="{width:.1}" height="{height:.1}" rx="{:.1}" fill="#d04020"/><text x="{:.1}" y="{:.1}" font-size="{:.1}" fill="#ffffff" text-anchor="middle">{step}</text>"##,
            height / 2.0,
            x + width / 2.0,
            y + height * 0.75,
            badge.font_size(),
        );
    }
    let _ = writeln!(s, "</svg>");
    s
}
