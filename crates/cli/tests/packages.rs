//! `abbott package` as a judge runs it: the folder's name checked against
//! problemtools' rule, a folder that holds files refused unless `--force`,
//! failures that name the path in plain words, and validators that carry
//! their own abbott. Tests of the layout link the validators to abbott
//! instead of copying the 50 MB debug build twice per package; one test
//! checks the real copies.

use abbott_package::Existing;
use std::path::Path;
use std::process::Command;

const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");

/// Runs `abbott package dice-maze DIR`, with `--force` when `existing`
/// says to replace, the validators linked to abbott: exit code and
/// standard error.
fn package(dir: &Path, existing: Existing) -> (i32, String) {
    let mut cmd = Command::new(ABBOTT);
    cmd.args(["package", "dice-maze", "--link-validators"])
        .arg(dir);
    if existing == Existing::Replace {
        cmd.arg("--force");
    }
    let out = cmd.output().expect("abbott runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_folder_name_problemtools_rejects_is_refused_with_the_rule() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("dice-maze");
    let (code, err) = package(&dir, Existing::Refuse);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!(
            "error: cannot package into {}: problemtools takes the folder's name as the problem's short name, which must be lower-case letters and digits (for example dicemaze)\n",
            dir.display()
        )
    );
    assert!(!dir.exists());
}

#[test]
fn a_folder_that_holds_files_is_replaced_only_with_force() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("dicemaze");
    std::fs::create_dir(&dir).expect("made");
    std::fs::write(dir.join("notes.txt"), "a judge's own edits").expect("written");
    let (code, err) = package(&dir, Existing::Refuse);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!(
            "error: cannot write a package into {}: the folder already holds files (use --force to replace it)\n",
            dir.display()
        )
    );
    assert!(dir.join("notes.txt").exists());
    assert!(!dir.join("problem.yaml").exists());
    let (code, err) = package(&dir, Existing::Replace);
    assert_eq!(code, 0, "{err}");
    assert!(err.starts_with("wrote "), "{err}");
    assert!(dir.join("problem.yaml").exists());
    assert!(
        !dir.join("notes.txt").exists(),
        "the old folder is replaced whole"
    );
    // Nothing is left beside the package.
    let names: Vec<_> = std::fs::read_dir(folder.path())
        .expect("readable")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert_eq!(names, ["dicemaze"]);
}

#[test]
fn validators_carry_the_abbott_that_wrote_them() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("dicemaze");
    let out = Command::new(ABBOTT)
        .args(["package", "dice-maze"])
        .arg(&dir)
        .output()
        .expect("abbott runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let own = std::fs::read(ABBOTT).expect("readable");
    for folder in ["input_validators/abbott", "output_validators/abbott"] {
        let shipped = dir.join(folder).join("abbott");
        let kind = std::fs::symlink_metadata(&shipped).expect("shipped");
        assert!(kind.file_type().is_file(), "{folder}/abbott is not a copy");
        let copy = std::fs::read(&shipped).expect("shipped");
        assert!(copy == own, "{folder}/abbott is not abbott");
        // The build script checks that the copy runs, from any folder.
        let status = Command::new(dir.join(folder).join("build"))
            .current_dir(folder_of(&dir))
            .status()
            .expect("the build script runs");
        assert!(status.success(), "{folder}/build");
    }
    // The input validator answers as ICPC validators do, on its own copy.
    let sample = std::fs::read(dir.join("data/sample/1.in")).expect("written");
    for (input, code) in [
        (sample.clone(), 42),
        ([&sample[..], b"junk\n"].concat(), 43),
    ] {
        let mut child = Command::new(dir.join("input_validators/abbott/run"))
            .env("PATH", "")
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("the validator runs");
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("piped");
        stdin.write_all(&input).expect("written");
        drop(stdin);
        assert_eq!(child.wait().expect("ends").code(), Some(code));
    }
    if cfg!(not(target_feature = "crt-static")) {
        assert!(
            err.contains("note: this abbott is dynamically linked"),
            "{err}"
        );
    }
}

#[test]
fn linked_validators_point_at_the_running_abbott_and_the_flag_is_hidden() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let dir = folder.path().join("dicemaze");
    let (code, err) = package(&dir, Existing::Refuse);
    assert_eq!(code, 0, "{err}");
    for folder in ["input_validators/abbott", "output_validators/abbott"] {
        let shipped = dir.join(folder).join("abbott");
        let target = std::fs::read_link(&shipped).expect("a link");
        let running = std::fs::canonicalize(ABBOTT).expect("abbott exists");
        assert_eq!(std::fs::canonicalize(target).expect("it resolves"), running);
    }
    let help = Command::new(ABBOTT)
        .args(["package", "--help"])
        .output()
        .expect("abbott runs");
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("--force"), "{help}");
    assert!(!help.contains("--link-validators"), "{help}");
}

#[test]
fn a_folder_that_cannot_be_made_is_named_in_plain_words() {
    let (code, err) = package(Path::new("/proc/nope/dicemaze"), Existing::Refuse);
    assert_eq!(code, 1);
    assert!(
        err.starts_with("error: cannot create /proc/nope: "),
        "{err}"
    );
    assert!(!err.contains("os error"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

/// The folder above `dir`.
fn folder_of(dir: &Path) -> &Path {
    dir.parent().expect("a parent")
}
