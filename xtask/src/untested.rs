//! A Rust source as `tidy` reads its imports: every item marked
//! `#[cfg(test)]` left out (a `mod tests;` line, or a block up to its
//! closing brace), and the code after it kept.

/// `text` without its items marked `#[cfg(test)]`.
pub(crate) fn without_tests(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = attribute_at(rest) {
        out.push_str(&rest[..at]);
        let item = &rest[at + ATTRIBUTE.len()..];
        rest = &item[item_end(item)..];
    }
    out.push_str(rest);
    out
}

const ATTRIBUTE: &str = "#[cfg(test)]";

/// Where the first `#[cfg(test)]` that opens a line (after blanks) is.
fn attribute_at(text: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = text[from..].find(ATTRIBUTE) {
        let at = from + found;
        let line_so_far = text[..at].rsplit('\n').next().unwrap_or_default();
        if line_so_far.trim().is_empty() {
            return Some(at);
        }
        from = at + ATTRIBUTE.len();
    }
    None
}

/// Where the item at the start of `text` ends: just past its `;` if that
/// comes before any `{`, else just past the brace that closes its first
/// block (braces in strings, characters and comments do not count); the
/// end of `text` if it never closes.
fn item_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b';' if depth == 0 => return i + 1,
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |n| i + 2 + n + 2);
                continue;
            }
            b'"' => {
                i = string_end(bytes, i + 1);
                continue;
            }
            b'\'' => {
                i = char_end(bytes, i);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// Just past the closing quote of a string whose text starts at `i`.
fn string_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// Just past a character literal at `i` (`'{'`, `'\''`), or just past the
/// quote of a lifetime (`'a`).
fn char_end(bytes: &[u8], i: usize) -> usize {
    let escaped = bytes.get(i + 1) == Some(&b'\\');
    let close = if escaped { i + 3 } else { i + 2 };
    if !escaped && bytes.get(close) != Some(&b'\'') {
        return i + 1;
    }
    // An escape may be longer (`'\u{7b}'`): up to the next quote.
    bytes[close..]
        .iter()
        .position(|&b| b == b'\'')
        .map_or(bytes.len(), |n| close + n + 1)
}

#[cfg(test)]
mod tests {
    use super::without_tests;

    #[test]
    fn test_items_go_and_the_code_after_them_stays() {
        let text = "use crate::a;\n#[cfg(test)]\nmod tests;\nuse crate::b;\n#[cfg(test)]\nmod inline {\n    use crate::c;\n    fn f() { let s = \"}\"; let c = '{'; let x: &'static str = \"\"; }\n    // }\n}\nuse crate::d;\n";
        assert_eq!(
            without_tests(text),
            "use crate::a;\n\nuse crate::b;\n\nuse crate::d;\n"
        );
    }

    #[test]
    fn the_attribute_inside_a_comment_or_string_is_not_an_item() {
        let text = "//! tidy reads `#[cfg(test)]` items\nuse crate::a;\nconst S: &str = \"#[cfg(test)]\";\n";
        assert_eq!(without_tests(text), text);
    }

    #[test]
    fn braces_in_comments_strings_and_characters_do_not_end_the_item() {
        let body = [
            "#[cfg(test)]",
            "mod t {",
            "    fn f() -> u32 { 4 / 2 }",
            "    /* } */",
            "    const S: &str = \"a \\\" } b\";",
            "    const C: char = '}';",
            "    const Q: char = '\\'';",
            "    const U: char = '\\u{7d}';",
            "    fn g<'a>(x: &'a str) -> &'a str { x }",
            "}",
        ];
        let text = format!("use crate::a;\n{}\nuse crate::after;\n", body.join("\n"));
        assert_eq!(without_tests(&text), "use crate::a;\n\nuse crate::after;\n");
    }

    #[test]
    fn an_attribute_within_a_line_is_passed_over_for_the_next_at_a_line_start() {
        let text = "let s = \"#[cfg(test)]\"; let t = 1;\n#[cfg(test)]\nmod t;\nuse crate::b;\n";
        assert_eq!(
            without_tests(text),
            "let s = \"#[cfg(test)]\"; let t = 1;\n\nuse crate::b;\n"
        );
    }

    #[test]
    fn an_item_that_never_closes_runs_to_the_end() {
        for open in [
            "mod t {\n  fn f() {",
            "mod t { const S: &str = \"open",
            "mod t { /* open",
        ] {
            let text = format!("use crate::a;\n#[cfg(test)]\n{open}");
            assert_eq!(without_tests(&text), "use crate::a;\n");
        }
    }
}
