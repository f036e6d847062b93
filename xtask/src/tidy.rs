//! `cargo xtask tidy`: what a reviewer would check by eye, checked on every
//! source file of the crates and of xtask: it opens with a `//!` doc (a
//! crate root may include its README.md as its doc instead); it is at most
//! [`MAX_LINES`] lines long (unit tests included), as is every file of a
//! crate's `tests/` and every JavaScript file of a crate's `src/` (the
//! page's); the modules of a crate do not import each other in a circle,
//! nor do the files inside any module folder; and docs/ARCHITECTURE.md
//! names every module folder of the crates (as `` `folder/` ``) and no
//! folder that is gone; a crate's `tests/main.rs` names every file beside
//! it (`test_binaries`).
//!
//! Imports are read from the text: `crate::a::b::...` and `super::...`
//! paths (single or in `{...}` groups), and names a crate root or a
//! folder's `mod.rs` re-exports (`pub use module::{Name, ...}`) traced back
//! to their module. A file `src/a/b.rs` is module `a::b`; an import from
//! `a::b` to `a::c::d` is an edge from `b` to `c` inside folder `a`, and
//! one to `e::f` an edge from `a` to `e` at the top. Unit tests (after
//! `#[cfg(test)]`, or in a `tests.rs`) may import anything.

use anyhow::{Context, bail};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The longest a source file may grow.
pub(crate) const MAX_LINES: usize = 450;

/// A module's path inside its crate: `["boards", "census"]`.
type ModPath = Vec<String>;

pub(crate) fn run() -> anyhow::Result<()> {
    let root = crate::root();
    let mut problems = Vec::new();
    let mut n_files = 0;
    let mut crates: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))?
        .filter_map(|e| e.ok().map(|e| e.path().join("src")))
        .collect();
    crates.push(root.join("xtask/src"));
    crates.sort();
    for src in crates {
        let files = rust_files(&src)?;
        n_files += files.len();
        for file in &files {
            let text = std::fs::read_to_string(file).with_context(|| file.display().to_string())?;
            let shown = file.strip_prefix(&root).unwrap_or(file).display();
            // A crate root may take its docs from the crate's README.
            let readme_docs = file.ends_with("lib.rs")
                && text.starts_with("#![doc = include_str!(\"../README.md\")]");
            if !text.starts_with("//!") && !readme_docs {
                problems.push(format!("{shown}: does not open with a //! doc"));
            }
            let n_lines = text.lines().count();
            if n_lines > MAX_LINES {
                problems.push(format!("{shown}: {n_lines} lines, more than {MAX_LINES}"));
            }
        }
        let krate = src.parent().unwrap_or(&src);
        let shown = krate.strip_prefix(&root).unwrap_or(krate).display();
        for (folder, cycle) in import_cycles(&src, &files)? {
            let place = if folder.is_empty() {
                "modules".to_string()
            } else {
                format!("files in {}/", folder.join("/"))
            };
            problems.push(format!(
                "{shown}: {place} import each other in a circle: {}",
                cycle.join(" -> ")
            ));
        }
        let tests = krate.join("tests");
        let mut capped = if tests.is_dir() {
            rust_files(&tests)?
        } else {
            Vec::new()
        };
        capped.extend(files_ending(&src, ".js")?);
        for file in capped {
            n_files += 1;
            let text =
                std::fs::read_to_string(&file).with_context(|| file.display().to_string())?;
            let n_lines = text.lines().count();
            if n_lines > MAX_LINES {
                let shown = file.strip_prefix(&root).unwrap_or(&file).display();
                problems.push(format!("{shown}: {n_lines} lines, more than {MAX_LINES}"));
            }
        }
    }
    problems.extend(architecture_problems(&root)?);
    problems.extend(crate::test_binaries::problems(&root)?);
    if problems.is_empty() {
        println!(
            "tidy: {n_files} files, each at most {MAX_LINES} lines, every Rust source with a //! doc, no import circle, every module folder in docs/ARCHITECTURE.md, every tests/ file in its test binary"
        );
        Ok(())
    } else {
        for p in &problems {
            eprintln!("tidy: {p}");
        }
        bail!("{} problems", problems.len())
    }
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    files_ending(dir, ".rs")
}

/// Every file under `dir` whose name ends with `ending`, sorted.
fn files_ending(dir: &Path, ending: &str) -> anyhow::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(next) = todo.pop() {
        for entry in std::fs::read_dir(&next)? {
            let path = entry?.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.to_string_lossy().ends_with(ending) {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The module a file is (`None` for the crate root and binaries): `a.rs`
/// and `a/mod.rs` are `a`, `a/b.rs` is `a::b`.
fn module_path(src: &Path, file: &Path) -> Option<ModPath> {
    let rel = file.strip_prefix(src).ok()?;
    let mut parts: ModPath = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.first().map(String::as_str),
        Some("lib.rs" | "main.rs" | "bin")
    ) {
        return None;
    }
    let last = parts.pop()?;
    if last != "mod.rs" {
        parts.push(last.trim_end_matches(".rs").to_string());
    }
    Some(parts)
}

/// A file's code without its unit tests.
fn code_of(text: &str) -> String {
    crate::untested::without_tests(text)
}

/// The paths a text names from `start` (`crate::` or `super::`), each as
/// its segments after `start`; a `{...}` group gives one path per item.
fn paths_after(text: &str, start: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(start) {
        let before = rest[..at].chars().next_back();
        let tail = &rest[at + start.len()..];
        rest = tail;
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        out.extend(paths_in(tail));
    }
    out
}

/// The paths at the start of `text`: `a::b::C`, or `a::{b, c::D}`.
fn paths_in(text: &str) -> Vec<Vec<String>> {
    let mut segments = Vec::new();
    let mut rest = text;
    loop {
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            break;
        }
        rest = &rest[name.len()..];
        segments.push(name);
        match rest.strip_prefix("::") {
            Some(next) => rest = next,
            None => return vec![segments],
        }
    }
    let Some(group) = rest.strip_prefix('{') else {
        return vec![segments];
    };
    // The items of the group, split at its top-level commas.
    let mut items = Vec::new();
    let (mut depth, mut from) = (0usize, 0usize);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[from..i]);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for item in items {
        for tail in paths_in(item.trim()) {
            let mut path = segments.clone();
            path.extend(tail);
            out.push(path);
        }
    }
    out
}

/// What a module's file re-exports (`pub use` and `pub(crate) use`): each
/// name with the module it comes from.
struct Exports {
    by_module: BTreeMap<ModPath, BTreeMap<String, ModPath>>,
    modules: BTreeSet<ModPath>,
}

impl Exports {
    /// The re-exports of the crate root and of every folder's `mod.rs`.
    fn read(src: &Path, files: &[PathBuf]) -> anyhow::Result<Exports> {
        let modules: BTreeSet<ModPath> = files.iter().filter_map(|f| module_path(src, f)).collect();
        let mut exports = Exports {
            by_module: BTreeMap::new(),
            modules,
        };
        for file in files {
            let owner = if file == &src.join("lib.rs") {
                Vec::new()
            } else if file.ends_with("mod.rs") {
                match module_path(src, file) {
                    Some(owner) => owner,
                    None => continue,
                }
            } else {
                continue;
            };
            let text = std::fs::read_to_string(file)?;
            let flat = code_of(&text).replace('\n', " ");
            let mut found = BTreeMap::new();
            for part in flat
                .split("pub use ")
                .chain(flat.split("pub(crate) use "))
                .skip(1)
            {
                let stmt = part.split(';').next().unwrap_or("");
                for path in paths_in(stmt.trim()) {
                    let Some((name, module)) = path.split_last() else {
                        continue;
                    };
                    let (base, module) = match module.first().map(String::as_str) {
                        Some("crate") => (Vec::new(), &module[1..]),
                        Some("super") => (
                            owner[..owner.len().saturating_sub(1)].to_vec(),
                            &module[1..],
                        ),
                        Some("self") => (owner.clone(), &module[1..]),
                        _ => (owner.clone(), module),
                    };
                    let mut target = base;
                    target.extend(module.iter().cloned());
                    if exports.modules.contains(&target) {
                        found.insert(name.clone(), target);
                    }
                }
            }
            exports.by_module.insert(owner, found);
        }
        Ok(exports)
    }

    /// The module a path names from `base`: the deepest module its
    /// segments walk through, or the one a re-exported name comes from.
    fn resolve(&self, base: &ModPath, segments: &[String]) -> Option<ModPath> {
        let mut current = base.clone();
        for (k, segment) in segments.iter().enumerate() {
            let mut next = current.clone();
            next.push(segment.clone());
            if self.modules.contains(&next) {
                current = next;
            } else if let Some(target) = self.by_module.get(&current).and_then(|m| m.get(segment)) {
                return Some(target.clone());
            } else {
                return (k > 0).then_some(current);
            }
        }
        Some(current)
    }
}

/// Every circle of imports: between the top-level modules of the crate
/// (the folder `[]`), and between the files of each module folder.
fn import_cycles(src: &Path, files: &[PathBuf]) -> anyhow::Result<Vec<(ModPath, Vec<String>)>> {
    let exports = Exports::read(src, files)?;
    // By folder: each file's (or subfolder's) name and the names it imports.
    let mut edges: BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for file in files {
        let Some(from) = module_path(src, file) else {
            continue;
        };
        if file.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let whole = std::fs::read_to_string(file)?;
        let text = code_of(&whole);
        // `super` is the module above the file's own (for `a/b.rs`, `a`;
        // for `a/mod.rs`, the crate root).
        let parent = from[..from.len() - 1].to_vec();
        let mut targets = Vec::new();
        for path in paths_after(&text, "crate::") {
            targets.extend(exports.resolve(&Vec::new(), &path));
        }
        for path in paths_after(&text, "super::") {
            let mut base = parent.clone();
            let mut path = path.as_slice();
            while path.first().is_some_and(|s| s == "super") {
                base.pop();
                path = &path[1..];
            }
            targets.extend(exports.resolve(&base, path));
        }
        for target in targets {
            let k = from.iter().zip(&target).take_while(|(a, b)| a == b).count();
            if k < from.len() && k < target.len() {
                let folder = edges.entry(from[..k].to_vec()).or_default();
                folder
                    .entry(from[k].clone())
                    .or_default()
                    .insert(target[k].clone());
            }
        }
    }
    Ok(edges
        .into_iter()
        .filter_map(|(folder, graph)| Some((folder, cycle_in(&graph)?)))
        .collect())
}

/// A circle in a graph of names, if there is one.
fn cycle_in(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // Depth-first search for a back edge.
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, edges, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut Vec::new(), &mut done))
}

/// Where docs/ARCHITECTURE.md and the module folders disagree: a folder
/// of a crate's sources (other than `bin/`) that it does not name in
/// backticks with a trailing slash, and a path it names so that is no
/// folder of the project, of a crate or of a crate's sources.
fn architecture_problems(root: &Path) -> anyhow::Result<Vec<String>> {
    let doc_path = root.join("docs/ARCHITECTURE.md");
    let doc = std::fs::read_to_string(&doc_path).context("docs/ARCHITECTURE.md")?;
    let named: BTreeSet<&str> = doc
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|t| t.ends_with('/') && t.len() > 1 && !t.contains('<'))
        .collect();
    let mut problems = Vec::new();
    let mut srcs: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))?
        .filter_map(|e| e.ok().map(|e| e.path().join("src")))
        .collect();
    srcs.push(root.join("xtask/src"));
    srcs.sort();
    for src in &srcs {
        for file in rust_files(src)? {
            let Some(dir) = file.parent() else { continue };
            let Ok(rel) = dir.strip_prefix(src) else {
                continue;
            };
            let rel = rel.to_string_lossy();
            if rel.is_empty() || rel == "bin" || !file.ends_with("mod.rs") {
                continue;
            }
            if !named.contains(format!("{rel}/").as_str()) {
                let shown = dir.strip_prefix(root).unwrap_or(dir).display();
                problems.push(format!(
                    "docs/ARCHITECTURE.md: does not name the module folder {shown} (as `{rel}/`)"
                ));
            }
        }
    }
    for name in named {
        // A folder of the project, of a crate, or of a crate's sources.
        let exists = root.join(name).is_dir()
            || srcs.iter().any(|src| {
                src.join(name).is_dir() || src.parent().is_some_and(|c| c.join(name).is_dir())
            });
        if !exists {
            problems.push(format!(
                "docs/ARCHITECTURE.md: names `{name}`, which is no folder of the project or of a crate's src/"
            ));
        }
    }
    Ok(problems)
}

#[cfg(test)]
#[path = "tidy_tests.rs"]
mod tests;
