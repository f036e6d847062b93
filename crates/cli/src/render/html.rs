//! Every scene on one self-contained HTML page (no network access): pick a
//! dataset, then watch abbott's answer with the step slider, or play it with
//! keys, taps and swipes, undo, redo, restart and hints; drop or paste any
//! input to solve and draw it, and an output to judge it. The rules, the
//! hints, the answers and the verdicts come from the `web` crate compiled
//! to WebAssembly (`build.rs`), embedded in the page compressed (zlib) as
//! base64 and inflated by the browser's `DecompressionStream`; the page's
//! script, the files of `page/`, draws, listens and keeps the page's state.
//! `#scene=N&step=K` in the address opens a step, `#scene=N&play=NESW` a
//! position in play (N counts the datasets from 1), so a test (or a link)
//! can open the page anywhere.

use super::{Axes, Scene};

/// The page's markup and style; `TITLE`, `AXES_JSON`, `SCRIPT`, `DATA` and
/// `WASM_BASE64` are filled in.
const PAGE: &str = include_str!("page.html");

/// The page's script files, in the order they build on each other (each
/// file uses only those before it when it runs; `input.js`, last, starts
/// the page). No file holds a rule of a puzzle: the test `page_holds_no_rule` keeps
/// it so.
pub const SCRIPT_FILES: [(&str, &str); 9] = [
    ("common.js", include_str!("page/common.js")),
    ("wasm.js", include_str!("page/wasm.js")),
    ("dice.js", include_str!("page/dice.js")),
    ("arrow.js", include_str!("page/arrow.js")),
    ("cube.js", include_str!("page/cube.js")),
    ("game.js", include_str!("page/game.js")),
    ("drawing.js", include_str!("page/drawing.js")),
    ("files.js", include_str!("page/files.js")),
    ("input.js", include_str!("page/input.js")),
];

/// The `web` crate compiled to WebAssembly by `build.rs`, compressed
/// (zlib).
const WASM_ZLIB: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/web.wasm.z"));

/// The largest page of a statement's sample, in bytes: the compressed
/// WebAssembly as base64 (most of it), the script, the style and the
/// sample's scenes. A test fails past it.
pub const PAGE_BUDGET: usize = 512_000;

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
            ("WASM_BASE64", &base64(WASM_ZLIB)),
        ],
    )
}

/// `bytes` in base64 (RFC 4648, with padding), as the page's `atob` reads
/// it.
fn base64(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(char::from(DIGITS[(n >> (18 - 6 * k) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
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
    SCRIPT_FILES
        .iter()
        .flat_map(|(_, text)| text.lines())
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
            },
            input: "</script>".into(),
            board: Some("<4x5>".into()),
            moves: Vec::new(),
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
            3,
            "only the page's own three scripts: data, WebAssembly, code"
        );
    }

    #[test]
    fn the_script_holds_nothing_that_ends_its_element() {
        for (name, text) in SCRIPT_FILES {
            for bad in ["<!--", "<script", "</script"] {
                assert!(
                    !text.to_lowercase().contains(bad),
                    "the page's {name} holds {bad}"
                );
            }
        }
    }

    #[test]
    fn the_page_carries_the_script_without_its_comment_lines() {
        let whole: usize = SCRIPT_FILES.iter().map(|(_, t)| t.len()).sum();
        let carried = script();
        assert!(carried.len() < whole * 9 / 10);
        assert!(carried.lines().all(|l| !l.trim_start().starts_with("//")));
        assert!(carried.contains(
            r"const WORKER_SOURCE = `${wasmCall.toString()}\n(${workerMain.toString()})();`;"
        ));
        assert!(carried.ends_with("'refused'));"));
        let page = page("t", &[]);
        assert!(page.contains(&carried));
    }

    #[test]
    fn the_page_embeds_the_webassembly_compressed() {
        let module = miniz_oxide::inflate::decompress_to_vec_zlib(WASM_ZLIB)
            .expect("the embedded module inflates");
        assert_eq!(&module[..4], b"\0asm", "a WebAssembly module");
        assert!(WASM_ZLIB.len() < module.len() / 2);
        let page = page("any file", &[]);
        let start = page
            .find(r#"<script id="wasm" type="application/octet-stream">"#)
            .expect("the module's element");
        assert!(page[start..].contains(&base64(WASM_ZLIB)));
    }

    /// Words that only a copy of a puzzle's rules would hold: the die's
    /// roll tables, the cube's orientation tables and board numbers, the
    /// walker's turns, the hint searches' frontiers, and the crates'
    /// refusal texts (which the page shows from WebAssembly, never writes).
    const RULE_TOKENS: [&str; 20] = [
        "DICE_ROLL",
        "PERMS",
        "ROLL_X",
        "ROLL_Y",
        "cubeTable",
        "boardNumber",
        "leaving(",
        "HINT_STATES",
        ">> t) & 1",
        "(h + 3) % 4",
        "(h + 1) % 4",
        "seen.set(",
        "needs a ${",
        "the die shows",
        "no cube can roll",
        "must leave the entrance",
        "lets a walker",
        "there is no square to roll onto",
        "6 **",
        "% 6",
    ];

    #[test]
    fn page_holds_no_rule() {
        // Every script file of page/ is one the page carries (a new file
        // is added to SCRIPT_FILES, and so checked here).
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/render/page");
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .expect("the page's folder")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        on_disk.sort();
        let mut carried: Vec<String> = SCRIPT_FILES.iter().map(|(n, _)| n.to_string()).collect();
        carried.sort();
        assert_eq!(
            on_disk, carried,
            "page/ holds only the files the page carries"
        );
        for (name, text) in SCRIPT_FILES {
            for token in RULE_TOKENS {
                assert!(
                    !text.contains(token),
                    "page/{name} holds {token:?}: a rule of a puzzle belongs in its crate, \
                     which the page calls through WebAssembly (wasm.js)"
                );
            }
        }
        assert!(
            !PAGE.contains("function "),
            "the markup holds no script of its own"
        );
    }

    #[test]
    fn base64_pads_as_atob_expects() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar\xff"), "Zm9vYmFy/w==");
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
