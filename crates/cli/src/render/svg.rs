//! Scenes as SVG files: the grid, each cell's value or signs, and the
//! route as a path with each step's number on the square it reaches (for
//! the cube: the hole's way, each roll numbered where its cube lands, and
//! each cube's top in the page's colours with its letter).

use super::badges::{self, Badge};
use super::{PlayData, Scene};
use std::fmt::Write;

/// The side of a cell, in SVG units.
const CELL: u32 = 48;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The width of a text of `n_chars` characters in a sans-serif font of
/// `font` units, as wide as its widest characters are on average.
fn text_width(n_chars: usize, font: u32) -> u32 {
    (n_chars as u32 * font * 3).div_ceil(5)
}

/// `line` cut at blanks into lines of at most `width` units in the
/// legend's font (a word longer than that keeps a line of its own).
fn wrapped(line: &str, width: u32) -> Vec<String> {
    let max_chars = (width * 5 / (3 * LEGEND_FONT)).max(1) as usize;
    let mut lines: Vec<String> = Vec::new();
    for word in line.split(' ') {
        match lines.last_mut() {
            Some(last) if last.chars().count() + 1 + word.chars().count() <= max_chars => {
                last.push(' ');
                last.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The font size of the legend under the grid.
const LEGEND_FONT: u32 = 10;

/// The fill of a cube's top of colour `letter` and its letter's colour:
/// the page's colours (`page.html`), the letter kept for readers who
/// cannot tell red from blue.
fn cube_top(letter: &str) -> Option<(&'static str, &'static str)> {
    match letter {
        "W" => Some(("#fbfbf7", "#1f1f24")),
        "B" => Some(("#2c6bd6", "#ffffff")),
        "R" => Some(("#d23a2c", "#ffffff")),
        _ => None,
    }
}

/// The SVG document of a scene: as wide as its grid or its title, the
/// legend wrapped to that width.
pub fn document(scene: &Scene) -> String {
    let title = format!("{}: {}", scene.title, scene.summary);
    let w = (scene.n_cols * CELL + 2 * CELL)
        .max(CELL + text_width(title.chars().count(), 16) + CELL / 2);
    let (across, down) = scene.axes.names();
    let legend: Vec<String> = [
        format!("{across} across, {down} down: {}", scene.axes.describe()),
        scene.legend.symbols("dark"),
        format!("red path: {}", scene.legend.path),
    ]
    .iter()
    .flat_map(|line| wrapped(line, w - CELL - CELL / 2))
    .collect();
    let bottom = CELL + scene.n_rows * CELL;
    let h = bottom + 16 + 14 * (legend.len() as u32 - 1) + 12;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif">"#
    );
    let _ = writeln!(s, r##"<rect width="{w}" height="{h}" fill="#ffffff"/>"##);
    let _ = writeln!(
        s,
        r#"<text x="{CELL}" y="{}" font-size="16">{}</text>"#,
        CELL / 2 + 6,
        escape(&title)
    );
    let origin = |row: u32, col: u32| (CELL + col * CELL, CELL + row * CELL);
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
    for (k, line) in legend.iter().enumerate() {
        let _ = writeln!(
            s,
            r##"<text x="{CELL}" y="{}" font-size="{LEGEND_FONT}" fill="#444444">{}</text>"##,
            bottom + 16 + 14 * k as u32,
            escape(line)
        );
    }
    let cube = matches!(scene.play, PlayData::Cube { .. });
    let cells = (0..scene.n_rows).flat_map(|row| (0..scene.n_cols).map(move |col| (row, col)));
    // Each cell's fill and its label's colour.
    let colours = |cell: &super::Cell| {
        if cell.blocked {
            ("#555555", "#000000")
        } else if let Some(top) = cube.then(|| cube_top(&cell.label)).flatten() {
            top
        } else if cell.label == "*" {
            ("#fff3b0", "#000000")
        } else {
            ("#f4f4f4", "#000000")
        }
    };
    for (row, col) in cells.clone() {
        let cell = &scene.cells[(row * scene.n_cols + col) as usize];
        let (x, y) = origin(row, col);
        let (fill, _) = colours(cell);
        let _ = writeln!(
            s,
            r##"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#999999"/>"##
        );
    }
    if !scene.path.is_empty() {
        let points: Vec<String> = (scene.path.iter())
            .map(|&[row, col]| {
                let (x, y) = origin(row, col);
                format!("{},{}", x + CELL / 2, y + CELL / 2)
            })
            .collect();
        // On a white casing, so that the path shows on a red cube too.
        let _ = writeln!(
            s,
            r##"<polyline points="{}" fill="none" stroke="#ffffff" stroke-width="6" stroke-opacity="0.8" stroke-linejoin="round"/>"##,
            points.join(" ")
        );
        let _ = writeln!(
            s,
            r##"<polyline points="{}" fill="none" stroke="#d04020" stroke-width="3" stroke-opacity="0.8" stroke-linejoin="round"/>"##,
            points.join(" ")
        );
    }
    // The labels over the path, each on a halo of its cell's colour, so
    // that the path passes behind a number and never through it.
    for (row, col) in cells {
        let cell = &scene.cells[(row * scene.n_cols + col) as usize];
        let (x, y) = origin(row, col);
        let (fill, ink) = colours(cell);
        if !cell.label.is_empty() {
            let _ = writeln!(
                s,
                r#"<text x="{}" y="{}" fill="{ink}" stroke="{fill}" stroke-width="4" paint-order="stroke" font-size="{}" text-anchor="middle">{}</text>"#,
                x + CELL / 2,
                y + badges::LABEL_BASELINE,
                badges::LABEL_FONT,
                escape(&cell.label)
            );
        }
        if !cell.detail.is_empty() {
            let _ = writeln!(
                s,
                r##"<text x="{}" y="{}" stroke="{fill}" stroke-width="3" paint-order="stroke" font-size="{}" text-anchor="middle" fill="#666666">{}</text>"##,
                x + CELL / 2,
                y + CELL - badges::DETAIL_BASELINE_UP,
                badges::DETAIL_FONT,
                escape(&cell.detail)
            );
        }
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
            r##"<rect data-step="{step}" x="{x:.1}" y="{y:.1}" width="{width:.1}" height="{height:.1}" rx="{:.1}" fill="#d04020" stroke="#ffffff" stroke-width="1"/><text x="{:.1}" y="{:.1}" font-size="{:.1}" fill="#ffffff" text-anchor="middle">{step}</text>"##,
            height / 2.0,
            x + width / 2.0,
            y + height * 0.75,
            badge.font_size(),
        );
    }
    let _ = writeln!(s, "</svg>");
    s
}
