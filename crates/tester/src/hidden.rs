//! Files a failed run needed that its box hides: a program that cannot
//! find a file it names (a wrapper's `exec ./solve`, an interpreter's
//! script) says so on standard error, and where that file exists outside
//! the box the report names it with the `--box-dir` that shows it.

use super::sandbox::Sandbox;
use std::path::{Path, PathBuf};

/// What a program says when a file it names is missing: the shells'
/// `not found`, the C library's `No such file or directory`.
const MISSING: [&str; 2] = ["not found", "No such file or directory"];

/// The files named in `stderr` that exist outside the box, from the
/// working folder `here`, but not in the box `sandbox`: each as named,
/// with its path outside. None unless `stderr` says a file is missing.
pub(super) fn hidden_files(stderr: &str, sandbox: &Sandbox, here: &Path) -> Vec<(String, PathBuf)> {
    if !MISSING.iter().any(|said| stderr.contains(said)) {
        return Vec::new();
    }
    let mut found: Vec<(String, PathBuf)> = Vec::new();
    let words = stderr.split(|c: char| c.is_whitespace() || "'\"`:,;()[]".contains(c));
    for word in words.filter(|w| w.contains('/')) {
        let outside = super::sandbox::normal(&here.join(word));
        let inside = sandbox.work.join(word);
        let shown = sandbox.shown.iter().any(|s| inside.starts_with(&s.target))
            || super::sandbox::is_system(&inside);
        let known = found.iter().any(|(w, _)| w == word);
        if !shown && !known && std::fs::metadata(&outside).is_ok() {
            found.push((word.to_string(), outside));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    #[test]
    fn a_helper_the_box_hides_is_named_and_one_it_shows_is_not() {
        let dir = tempfile::tempdir().expect("a scratch folder");
        std::fs::write(dir.path().join("dice"), "").expect("written");
        std::fs::write(dir.path().join("run.sh"), "").expect("written");
        let command: Vec<OsString> = vec!["sh".into(), "run.sh".into()];
        let sandbox = Sandbox::new(&command, dir.path(), 1 << 20);
        let said = "./run.sh: 2: exec: ./dice: not found\n";
        let hidden = hidden_files(said, &sandbox, dir.path());
        assert_eq!(hidden, [("./dice".to_string(), dir.path().join("dice"))]);
        let shown = "./run.sh: 2: exec: ./run.sh: not found\n";
        assert_eq!(hidden_files(shown, &sandbox, dir.path()), []);
        assert_eq!(hidden_files("./dice: wrong\n", &sandbox, dir.path()), []);
        let system = "/usr/bin/env: 'x/y': No such file or directory\n";
        assert_eq!(hidden_files(system, &sandbox, dir.path()), []);
    }
}
