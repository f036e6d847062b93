//! Every scene on one self-contained HTML page (no network access): pick a
//! dataset, then watch abbott's answer with the step slider, or play it with
//! keys, taps and swipes, undo, redo, restart and hints (the page's script,
//! the files of `page/`, holds the rules, the drawings and the searches
//! behind the hints).
//! `#scene=N&step=K` in the address opens a step, `#scene=N&play=NESW` a
//! position in play (N counts the datasets from 1), so a test (or a link)
//! can open the page anywhere.

use super::{Axes, Scene};

/// The page's markup and style; `TITLE`, `AXES_JSON`, `SCRIPT` and `DATA`
/// are filled in.
const PAGE: &str = include_str!("page.html");

/// The page's script: watching and playing, one file a job, in the order
/// they build on each other (each file uses only those before it when it
/// runs; `input.js`, last, starts the page).
const SCRIPT: &str = concat!(
    include_str!("page/common.js"),
    include_str!("page/dice.js"),
    include_str!("page/arrow.js"),
    include_str!("page/cube.js"),
    include_str!("page/hints.js"),
    include_str!("page/game.js"),
    include_str!("page/drawing.js"),
    include_str!("page/input.js"),
);

/// Why the page may not be written to `target`, if it may not: a folder,
/// the input file itself (`render maze.in --html maze.in`), or a file that
/// is not an HTML page (abbott replaces a page of an earlier run, never
/// another kind of file).
pub fn refuse_target(target: &std::path::Path, input: &std::path::Path) -> Option<String> {
    let shown = target.display();
    if target.is_dir() {
        return Some(format!("cannot write the page to {shown}: it is a folder"));
    }
    let same = |a: &std::path::Path, b: &std::path::Path| matches!((a.canonicalize(), b.canonicalize()), (Ok(a), Ok(b)) if a == b);
    if input.as_os_str() != "-" && same(target, input) {
        return Some(format!(
            "cannot write the page to {shown}: it is the input file (give the page another name)"
        ));
    }
    let mut head = [0; 512];
    let read = std::fs::File::open(target).and_then(|mut f| std::io::Read::read(&mut f, &mut head));
    match read {
        Ok(n) if !looks_like_html(&head[..n]) => Some(format!(
            "cannot write the page to {shown}: it exists and is not an HTML page (remove it, \
             or give the page another name)"
        )),
        _ => None,
    }
}

/// Whether a file's first bytes are those of an HTML page (an empty file
/// counts: nothing is lost replacing it).
fn looks_like_html(head: &[u8]) -> bool {
    let text = String::from_utf8_lossy(head)
        .trim_start()
        .to_ascii_lowercase();
    text.is_empty() || text.starts_with("<!doctype html") || text.starts_with("<html")
}

/// The page holding every scene.
pub fn page(title: &str, scenes: &[Scene]) -> String {
    let data = script_json(
        &serde_json::to_string(scenes).expect("scenes of strings and numbers always serialise"),
    );
    let title = title.replace('&', "&amp;").replace('<', "&lt;");
    let axes = serde_json::json!({
        "row-column": Axes::RowColumn.describe(),
        "column-row": Axes::ColumnRow.describe(),
    });
    fill(
        PAGE,
        &[
            ("TITLE", &title),
            ("AXES_JSON", &script_json(&axes.to_string())),
            ("SCRIPT", &script()),
            ("DATA", &data),
        ],
    )
}

/// JSON text made safe inside a `<script>` element, as Django's
/// `json_script` does: `<`, `>` and `&` become `\u003c`, `\u003e` and
/// `\u0026`, so no string in the data (a maze named `<!--<script>` or
/// `</script>`) can end the element or send the HTML parser into its
/// escaped states; U+2028 and U+2029 become `\u2028` and `\u2029` for
/// older JavaScript parsers. These characters occur in JSON text only
/// inside strings, where the escapes mean the same characters.
fn script_json(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

/// The script as the page carries it: without the comment lines and the
/// indentation, which are for its readers (a fifth of its bytes). No line
/// of the script continues a string or a template literal with `//`.
fn script() -> String {
    SCRIPT
        .lines()
        .map(str::trim_start)
        .filter(|line| !line.is_empty() && !line.starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
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
    fn only_a_page_or_an_empty_file_counts_as_a_page() {
        let page = page("maze.in", &[]);
        assert!(looks_like_html(&page.as_bytes()[..512.min(page.len())]));
        assert!(looks_like_html(b""));
        assert!(looks_like_html(b"\n  <HTML lang=en>"));
        assert!(!looks_like_html(b"DICEMAZE1\n3 3 1 2 5 1\n"));
        assert!(!looks_like_html(b"<svg xmlns="));
    }

    #[test]
    fn script_json_leaves_no_character_that_html_reads_in_a_script() {
        let names = [
            "<!--<script>",
            "</script>",
            "<svg/onload=alert(1)>",
            "a&b",
            "\u{2028}\u{2029}",
        ];
        let json = serde_json::to_string(&names).expect("strings serialise");
        let safe = script_json(&json);
        assert_eq!(
            safe,
            r#"["\u003c!--\u003cscript\u003e","\u003c/script\u003e","\u003csvg/onload=alert(1)\u003e","a\u0026b","\u2028\u2029"]"#
        );
        for c in ['<', '>', '&', '\u{2028}', '\u{2029}'] {
            assert!(!safe.contains(c), "{c:?} left in {safe}");
        }
        let back: Vec<String> = serde_json::from_str(&safe).expect("still JSON");
        assert_eq!(back, names);
    }

    #[test]
    fn a_hostile_name_stays_inside_the_data_element() {
        let scene = Scene {
            title: "<!--<script>".into(),
            summary: "</script><svg/onload=alert(1)>".into(),
            n_rows: 1,
            n_cols: 1,
            cells: vec![super::super::Cell::default()],
            steps: Vec::new(),
            path: Vec::new(),
            axes: Axes::RowColumn,
            legend: super::super::DICE_LEGEND,
            play: super::super::PlayData::Cube {
                hole: [1, 1],
                pattern: vec!['<'; 20],
                optimum: None,
                rolls: Vec::new(),
            },
        };
        let html = page("</title><script>", &[scene]);
        let start = html
            .find(r#"<script id="data" type="application/json">"#)
            .expect("the data element");
        let data = &html[start..];
        let end = data.find("</script>").expect("the data element ends");
        assert!(!data[1..end].contains('<'), "{}", &data[..end]);
        assert_eq!(
            html.matches("<script").count(),
            2,
            "only the page's own two scripts"
        );
    }

    #[test]
    fn the_script_holds_nothing_that_ends_its_element() {
        for bad in ["<!--", "<script", "</script"] {
            assert!(
                !SCRIPT.to_lowercase().contains(bad),
                "the page's script holds {bad}"
            );
        }
    }

    #[test]
    fn the_page_carries_the_script_without_its_comment_lines() {
        let carried = script();
        assert!(carried.len() < SCRIPT.len() * 9 / 10);
        assert!(carried.lines().all(|l| !l.trim_start().starts_with("//")));
        assert!(carried.contains("const WORKER_SOURCE = `${cubeTable.toString()}\nonmessage"));
        assert!(carried.ends_with("openAddress();"));
        let page = page("t", &[]);
        assert!(page.contains(&carried));
    }

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
