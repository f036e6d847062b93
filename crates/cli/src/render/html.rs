//! Every scene on one self-contained HTML page (no network access): pick a
//! dataset, then watch abbott's answer with the step slider, or play it with
//! keys and clicks, undo, redo, restart and hints (the page's script,
//! `page.js`, holds the rules and the searches behind the hints).
//! `#scene=N&step=K` in the address opens a step, `#scene=N&play=NESW` a
//! position in play, so a test (or a link) can open the page anywhere.

use super::{Axes, Scene};

/// The page's markup and style; `TITLE`, `AXES_JSON`, `SCRIPT` and `DATA`
/// are filled in.
const PAGE: &str = include_str!("page.html");

/// The page's script: watching and playing.
const SCRIPT: &str = include_str!("page.js");

/// The page holding every scene.
pub fn page(title: &str, scenes: &[Scene]) -> String {
    let data =
        serde_json::to_string(scenes).expect("scenes of strings and numbers always serialise");
    // Keep the data from closing its script element.
    let data = data.replace("</", "<\\/");
    let title = title.replace('&', "&amp;").replace('<', "&lt;");
    let axes = serde_json::json!({
        "row-column": Axes::RowColumn.describe(),
        "column-row": Axes::ColumnRow.describe(),
    });
    fill(
        PAGE,
        &[
            ("TITLE", &title),
            ("AXES_JSON", &axes.to_string()),
            ("SCRIPT", SCRIPT),
            ("DATA", &data),
        ],
    )
}

/// `template` with each placeholder replaced by its value in one pass, so
/// that a value (a title, a maze's name) holding a placeholder's word is
/// left as it is.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out =
        String::with_capacity(template.len() + values.iter().map(|v| v.1.len()).sum::<usize>());
    let mut rest = template;
    loop {
        let next = values
            .iter()
            .filter_map(|&(key, value)| rest.find(key).map(|at| (at, key, value)))
            .min_by_key(|&(at, _, _)| at);
        let Some((at, key, value)) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..at]);
        out.push_str(value);
        rest = &rest[at + key.len()..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_once_whatever_the_values_hold() {
        assert_eq!(
            fill(
                "<t>TITLE</t><d>DATA</d>",
                &[("TITLE", "DATA"), ("DATA", "[1]")]
            ),
            "<t>DATA</t><d>[1]</d>"
        );
    }
}
