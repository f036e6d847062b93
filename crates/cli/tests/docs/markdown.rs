//! What the documentation shows, read from its markdown: the transcripts
//! (a `$ COMMAND` line in a fenced block, then the output it shows) and
//! the command lines of `sh` blocks; and the match of an output against
//! the one a transcript shows, where `[..]` in a line stands for any text
//! and a line `...` for any number of lines.

use std::path::{Path, PathBuf};

/// One command of a transcript and the output the document shows for it.
#[derive(Clone, Debug)]
pub(crate) struct Step {
    /// The command, as a shell reads it.
    pub command: String,
    /// The lines shown after it, up to the next command or the block's end.
    pub expected: Vec<String>,
}

/// A fenced block of `$ ` commands with their outputs, run in order in one
/// scratch folder.
#[derive(Clone, Debug)]
pub(crate) struct Transcript {
    /// The document and the line its block starts on.
    pub place: String,
    /// Its commands.
    pub steps: Vec<Step>,
}

/// A command line of an `sh` block (no output shown), with its trailing
/// comment dropped.
#[derive(Clone, Debug)]
pub(crate) struct ShownCommand {
    /// The document and line.
    pub place: String,
    /// The command.
    pub command: String,
}

/// The documents whose commands the tests hold: README.md, docs/*.md and
/// the crates' READMEs, from the workspace's root.
pub(crate) fn documents(root: &Path) -> Vec<PathBuf> {
    let mut found = vec![root.join("README.md")];
    for folder in [root.join("docs"), root.join("crates")] {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        let mut more: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .map(|p| if p.is_dir() { p.join("README.md") } else { p })
            .filter(|p| p.extension().is_some_and(|e| e == "md") && p.is_file())
            .collect();
        more.sort();
        found.extend(more);
    }
    found
}

/// The transcripts and the `sh` commands of the document `text`, named
/// `name`.
pub(crate) fn read(name: &str, text: &str) -> (Vec<Transcript>, Vec<ShownCommand>) {
    let mut transcripts = Vec::new();
    let mut commands = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let Some(language) = lines[i].trim_start().strip_prefix("```") else {
            i += 1;
            continue;
        };
        let start = i + 1;
        let mut end = start;
        while end < lines.len() && !lines[end].trim_start().starts_with("```") {
            end += 1;
        }
        let body = &lines[start..end];
        let place = format!("{name}:{start}");
        if body.iter().any(|l| l.starts_with("$ ")) {
            transcripts.push(Transcript {
                place,
                steps: steps(body),
            });
        } else if matches!(language.trim(), "sh" | "bash" | "shell" | "console") {
            commands.extend(shown_commands(name, start, body));
        }
        i = end + 1;
    }
    (transcripts, commands)
}

/// The steps of a transcript's lines: text before the first `$ ` line is
/// not a step's.
fn steps(body: &[&str]) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for line in body {
        if let Some(command) = line.strip_prefix("$ ") {
            steps.push(Step {
                command: command.to_string(),
                expected: Vec::new(),
            });
        } else if let Some(step) = steps.last_mut() {
            step.expected.push((*line).to_string());
        }
    }
    steps
}

/// The command lines of an `sh` block starting on line `start`: comments
/// and blank lines left out, a line ending in `\` joined with the next.
fn shown_commands(name: &str, start: usize, body: &[&str]) -> Vec<ShownCommand> {
    let mut out = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (k, line) in body.iter().enumerate() {
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let (first, mut joined) = pending.take().unwrap_or((start + k + 1, String::new()));
        if let Some(head) = text.strip_suffix('\\') {
            joined.push_str(head);
            pending = Some((first, joined));
            continue;
        }
        joined.push_str(text);
        let command = match joined.find(" # ").or_else(|| joined.find("  #")) {
            Some(at) => joined[..at].trim_end().to_string(),
            None => joined,
        };
        out.push(ShownCommand {
            place: format!("{name}:{first}"),
            command,
        });
    }
    out
}

/// Whether `output` is what `expected` shows: line by line, `[..]` in an
/// expected line matching any text and a line `...` any number of lines.
pub(crate) fn matches(expected: &[String], output: &str) -> bool {
    let got: Vec<&str> = output.lines().collect();
    lines_match(expected, &got)
}

/// [`matches`] on lines.
fn lines_match(expected: &[String], got: &[&str]) -> bool {
    match expected.split_first() {
        None => got.is_empty(),
        Some((first, rest)) if first.trim() == "..." => {
            (0..=got.len()).any(|skip| lines_match(rest, &got[skip..]))
        }
        Some((first, rest)) => got
            .split_first()
            .is_some_and(|(line, more)| line_matches(first, line) && lines_match(rest, more)),
    }
}

/// Whether `line` is `pattern`, each `[..]` of it matching any text.
fn line_matches(pattern: &str, line: &str) -> bool {
    let parts: Vec<&str> = pattern.split("[..]").collect();
    if parts.len() == 1 {
        return pattern.trim_end() == line.trim_end();
    }
    let mut rest = line.trim_end();
    let last = parts.len() - 1;
    for (k, part) in parts.iter().enumerate() {
        let part = if k == last { part.trim_end() } else { part };
        if k == 0 {
            let Some(after) = rest.strip_prefix(part) else {
                return false;
            };
            rest = after;
        } else if k == last {
            return rest.ends_with(part);
        } else {
            let Some(at) = rest.find(part) else {
                return false;
            };
            rest = &rest[at + part.len()..];
        }
    }
    true
}

#[test]
fn wildcards_match_any_text_and_any_lines() {
    let shown = |lines: &[&str]| lines.iter().map(ToString::to_string).collect::<Vec<_>>();
    assert!(matches(&shown(&["a [..] c"]), "a b b c\n"));
    assert!(!matches(&shown(&["a [..] c"]), "a b b d\n"));
    assert!(matches(&shown(&["x", "...", "z"]), "x\ny\ny\nz\n"));
    assert!(matches(&shown(&["x", "...", "z"]), "x\nz\n"));
    assert!(!matches(&shown(&["x", "z"]), "x\ny\nz\n"));
    assert!(matches(&shown(&["[..]"]), "anything\n"));
    assert!(!matches(&shown(&["a"]), "a\nb\n"));
}

#[test]
fn a_transcript_and_a_commands_block_are_read_apart() {
    let text = "# t\n\n```text\n$ abbott demo\nOUT 1\n$ ls\n```\n\n```sh\nabbott demo   # the samples\nabbott census \\\n  --board 3x4\n```\n";
    let (transcripts, commands) = read("d.md", text);
    assert_eq!(transcripts.len(), 1);
    assert_eq!(transcripts[0].steps[0].command, "abbott demo");
    assert_eq!(transcripts[0].steps[0].expected, ["OUT 1"]);
    assert!(transcripts[0].steps[1].expected.is_empty());
    let shown: Vec<&str> = commands.iter().map(|c| c.command.as_str()).collect();
    assert_eq!(shown, ["abbott demo", "abbott census --board 3x4"]);
}
