//! The unit tests of `write`: folders written whole or not at all, the
//! target checked before anything is made.

use super::*;

fn file(path: &str, text: &str) -> PackageFile {
    PackageFile {
        path: path.to_string(),
        bytes: text.as_bytes().to_vec(),
        kind: if path.ends_with("run") {
            Kind::Program
        } else {
            Kind::Data
        },
    }
}

/// The files of the folder `dir` and their text, sorted.
fn listing(dir: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(next) = todo.pop() {
        for entry in std::fs::read_dir(&next).expect("readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let rel = path.strip_prefix(dir).expect("inside");
                let text = std::fs::read_to_string(&path).expect("text");
                out.push((rel.display().to_string(), text));
            }
        }
    }
    out.sort();
    out
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("readable")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

#[test]
fn short_names_are_lower_case_letters_and_digits() {
    for good in ["dicemaze", "a", "cube3"] {
        assert!(is_short_name(good), "{good}");
    }
    for bad in ["", "dice-maze", "DiceMaze", "dice_maze", "dice maze", "é"] {
        assert!(!is_short_name(bad), "{bad}");
    }
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("dice-maze");
    let e = write_folder(&[file("a", "x")], &dir, Existing::Refuse).expect_err("refused");
    assert!(e.to_string().starts_with(&format!(
        "cannot package into {}: problemtools takes",
        dir.display()
    )));
    assert!(e.to_string().ends_with("(for example dicemaze)"), "{e}");
    assert!(!dir.exists());
}

#[test]
fn a_bad_target_is_refused_before_anything_is_made_or_read() {
    // The validators' abbott is missing: a package that got as far as
    // copying it would fail to read it, after making its data.
    use abbott_judge::{Chosen, Puzzle};
    let chosen = Chosen::statement(Puzzle::DiceMaze);
    let (problem, rules) = (
        crate::problem(chosen).expect("a package"),
        abbott_judge::rules::of(chosen),
    );
    let folder = tempfile::tempdir().expect("a temporary folder");
    let missing = folder.path().join("no-abbott-here");
    let write = |dir: &Path| {
        let copy = crate::Validators::Copy;
        crate::write(
            problem,
            rules.as_ref(),
            dir,
            Existing::Refuse,
            copy,
            &missing,
        )
    };
    let bad = write(&folder.path().join("dice-maze"));
    assert!(matches!(bad, Err(PackageError::BadName { .. })), "{bad:?}");
    let full = folder.path().join("pkg");
    std::fs::create_dir(&full).expect("made");
    std::fs::write(full.join("keep"), "x").expect("written");
    let held = write(&full);
    assert!(
        matches!(held, Err(PackageError::NotEmpty { .. })),
        "{held:?}"
    );
    let file = folder.path().join("afile");
    std::fs::write(&file, "x").expect("written");
    let not_a_folder = write(&file);
    assert!(
        matches!(not_a_folder, Err(PackageError::NotAFolder { .. })),
        "{not_a_folder:?}"
    );
    // A good target gets as far as the copy.
    let good = write(&folder.path().join("fresh"));
    assert!(
        matches!(good, Err(PackageError::Io { action: "read", .. })),
        "{good:?}"
    );
    assert_eq!(names_in(folder.path()), ["afile", "pkg"]);
}

#[test]
fn a_folder_that_holds_files_is_replaced_only_when_forced() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("pkg");
    let first = [file("problem.yaml", "one"), file("old/stale", "x")];
    assert_eq!(
        write_folder(&first, &dir, Existing::Refuse).expect("a new folder"),
        Written { files: 2, bytes: 4 }
    );
    let second = [file("problem.yaml", "two"), file("v/run", "#!/bin/sh\n")];
    let e = write_folder(&second, &dir, Existing::Refuse).expect_err("refused");
    assert_eq!(
        e.to_string(),
        format!(
            "cannot write a package into {}: the folder already holds files (use --force to replace it)",
            dir.display()
        )
    );
    assert_eq!(listing(&dir)[1], ("problem.yaml".into(), "one".into()));
    write_folder(&second, &dir, Existing::Replace).expect("replaced");
    // The new package whole, nothing of the old layout beside it, no
    // scratch folder left.
    assert_eq!(
        listing(&dir),
        [
            ("problem.yaml".into(), "two".into()),
            ("v/run".into(), "#!/bin/sh\n".into())
        ]
    );
    assert_eq!(names_in(folder.path()), ["pkg"]);
    #[cfg(unix)]
    for (path, wanted) in [("problem.yaml", 0o644), ("v/run", 0o755)] {
        use std::os::unix::fs::PermissionsExt;
        let meta = std::fs::metadata(dir.join(path)).expect("on disk");
        assert_eq!(meta.permissions().mode() & 0o777, wanted, "{path}");
    }
    // An empty folder is filled without --force.
    let empty = folder.path().join("empty");
    std::fs::create_dir(&empty).expect("made");
    write_folder(&second, &empty, Existing::Refuse).expect("filled");
    assert_eq!(listing(&empty).len(), 2);
    // A file in the way is named.
    let plain = folder.path().join("plain");
    std::fs::write(&plain, "x").expect("written");
    let e = write_folder(&second, &plain, Existing::Replace).expect_err("refused");
    assert!(
        e.to_string().ends_with("it exists and is not a folder"),
        "{e}"
    );
}

/// A write that fails half way (here a file where a folder must go, as a
/// full disk would fail any later file) leaves the old package whole, or
/// nothing, and no scratch folder.
#[test]
fn a_failed_write_leaves_the_old_package_or_nothing() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("pkg");
    let broken = [
        file("problem.yaml", "new"),
        file("data/x", "a file"),
        file("data/x/1.in", "cannot be written: data/x is a file"),
    ];
    let e = write_folder(&broken, &dir, Existing::Refuse).expect_err("fails");
    let message = e.to_string();
    assert!(message.starts_with("cannot create "), "{message}");
    assert!(message.contains("/data/x"), "{message}");
    assert!(!message.contains("os error"), "{message}");
    assert!(!dir.exists());
    assert_eq!(names_in(folder.path()), Vec::<String>::new());
    write_folder(&[file("problem.yaml", "old")], &dir, Existing::Refuse).expect("written");
    write_folder(&broken, &dir, Existing::Replace).expect_err("fails");
    assert_eq!(listing(&dir), [("problem.yaml".into(), "old".into())]);
    assert_eq!(names_in(folder.path()), ["pkg"]);
}

#[test]
fn system_reasons_are_plain_words() {
    let e = io::Error::from_raw_os_error(28);
    assert_eq!(reason(&e), "the disk is full");
    let e = io::Error::from_raw_os_error(2);
    assert_eq!(reason(&e), "no such file or folder");
    let e = PackageError::Io {
        action: "create",
        path: "/proc/nope".into(),
        source: io::Error::from_raw_os_error(2),
    };
    assert_eq!(
        e.to_string(),
        "cannot create /proc/nope: no such file or folder"
    );
}
