//! `cargo xtask tidy`: what a reviewer would check by eye, checked on every
//! source file of the crates and of xtask: it opens with a `//!` doc (a
//! crate root may include its README.md as its doc instead); it is
//! at most [`MAX_LINES`] lines long (unit tests included); and the modules
//! of a crate do not import each other in a circle.
//!
//! Imports are read from the text: `crate::module::...` paths, and names
//! the crate root re-exports (`pub use module::{Name, ...}`) traced back to
//! their module. A file `src/a/b.rs` belongs to module `a`. Unit tests
//! (after `#[cfg(test)]`, or in a `tests.rs`) may import anything.

use anyhow::{Context, bail};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The longest a source file may grow.
pub(crate) const MAX_LINES: usize = 450;

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
        if let Some(cycle) = import_cycle(&src, &files)? {
            let krate = src
                .parent()
                .unwrap_or(&src)
                .strip_prefix(&root)
                .unwrap_or(&src)
                .display();
            problems.push(format!(
                "{krate}: modules import each other in a circle: {}",
                cycle.join(" -> ")
            ));
        }
    }
    if problems.is_empty() {
        println!(
            "tidy: {n_files} files, each with a //! doc, at most {MAX_LINES} lines, no import circle"
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
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(next) = todo.pop() {
        for entry in std::fs::read_dir(&next)? {
            let path = entry?.path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// The top-level module a file belongs to (`None` for the crate root and
/// binaries).
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).ok()?;
    let first = rel
        .components()
        .next()?
        .as_os_str()
        .to_string_lossy()
        .into_owned();
    match first.as_str() {
        "lib.rs" | "main.rs" | "bin" => None,
        name => Some(name.trim_end_matches(".rs").to_string()),
    }
}

/// The names the crate root re-exports, with the module each comes from.
fn root_exports(src: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let text = std::fs::read_to_string(src.join("lib.rs")).unwrap_or_default();
    let flat = text.replace('\n', " ");
    for part in flat.split("pub use ").skip(1) {
        let Some(stmt) = part.split(';').next() else {
            continue;
        };
        let Some((module, rest)) = stmt.split_once("::") else {
            continue;
        };
        let names = rest.trim().trim_start_matches('{').trim_end_matches('}');
        for name in names.split(',') {
            let name = name.trim().rsplit("::").next().unwrap_or("").trim();
            if !name.is_empty() {
                out.insert(name.to_string(), module.trim().to_string());
            }
        }
    }
    out
}

/// A circle of module imports, if there is one.
fn import_cycle(src: &Path, files: &[PathBuf]) -> anyhow::Result<Option<Vec<String>>> {
    let exports = root_exports(src);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let Some(from) = module_of(src, file) else {
            continue;
        };
        if file.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let whole = std::fs::read_to_string(file)?;
        // Unit tests may use anything; only the code itself counts.
        let text = whole.split("#[cfg(test)]").next().unwrap_or("");
        let mut targets = BTreeSet::new();
        for piece in text.split("crate::").skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let names: Vec<String> = if name.is_empty() && piece.starts_with('{') {
                let group = piece[1..].split('}').next().unwrap_or("");
                group
                    .split(',')
                    .map(|n| n.trim().split("::").next().unwrap_or("").to_string())
                    .collect()
            } else {
                vec![name]
            };
            for name in names {
                let module = exports.get(&name).cloned().unwrap_or(name);
                if !module.is_empty() && module != from {
                    targets.insert(module);
                }
            }
        }
        edges.entry(from).or_default().extend(targets);
    }
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
    for node in edges.keys() {
        if let Some(cycle) = visit(node, &edges, &mut Vec::new(), &mut done) {
            return Ok(Some(cycle));
        }
    }
    Ok(None)
}
