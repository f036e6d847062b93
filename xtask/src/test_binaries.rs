//! Part of `cargo xtask tidy`: a crate whose integration tests are one test
//! binary (`autotests = false` and `tests/main.rs`, a module per file) runs
//! only the files that `tests/main.rs` names, so a file added beside it and
//! not named there would never run. Every `.rs` file directly in such a
//! `tests/` folder must be named by a `mod NAME;` line of its `main.rs`.

use anyhow::Context;
use std::path::Path;

/// One line per test file that a crate's `tests/main.rs` leaves out.
pub(crate) fn problems(root: &Path) -> anyhow::Result<Vec<String>> {
    let mut out = Vec::new();
    let mut crates: Vec<_> = std::fs::read_dir(root.join("crates"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    crates.sort();
    for krate in crates {
        let tests = krate.join("tests");
        let main = tests.join("main.rs");
        if !main.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&main).with_context(|| main.display().to_string())?;
        let mut stems = Vec::new();
        for entry in std::fs::read_dir(&tests)? {
            let path = entry?.path();
            if path.is_file() && path.extension().is_some_and(|e| e == "rs") {
                stems.push(
                    path.file_stem()
                        .unwrap_or_default()
                        .to_string_lossy()
                        .into_owned(),
                );
            }
        }
        stems.sort();
        let shown = main.strip_prefix(root).unwrap_or(&main).display();
        out.extend(left_out(&text, &stems).into_iter().map(|stem| {
            format!(
                "{shown}: tests/{stem}.rs is not a module of the test binary (add `mod {stem};`)"
            )
        }));
    }
    Ok(out)
}

/// The file stems (other than `main`) that no `mod NAME;` line of `main`
/// names.
fn left_out(main: &str, stems: &[String]) -> Vec<String> {
    let named: Vec<&str> = main
        .lines()
        .filter_map(|line| line.trim().strip_prefix("mod ")?.strip_suffix(';'))
        .map(str::trim)
        .collect();
    stems
        .iter()
        .filter(|stem| *stem != "main" && !named.contains(&stem.as_str()))
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::left_out;

    #[test]
    fn a_file_without_its_mod_line_is_left_out() {
        let main = "//! Tests.\n\nmod binaries;\n  mod memory;\n// mod play;\n";
        let stems = ["binaries", "main", "memory", "play", "samples"].map(String::from);
        assert_eq!(left_out(main, &stems), ["play", "samples"]);
    }
}
