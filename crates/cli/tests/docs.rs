//! Docs that cannot drift: every command README.md, docs/*.md and the
//! crates' READMEs show is held by a test. A transcript (`$ COMMAND` in a
//! fenced block, then its output) is run in a scratch folder, command after
//! command, with abbott's binaries on `PATH`, and its output (standard
//! output and error, as a terminal shows them) compared with the one shown:
//! `[..]` in a shown line stands for text that varies (times, figures of
//! the machine), a line `...` for lines left out. A command of an `sh`
//! block is named in [`COVERED`]: run here on the statements' samples
//! (`cargo run --release --bin X --` as the binary X), or the test or CI
//! step that runs it, or why nothing runs it. A command shown and not
//! named, or named and no longer shown, fails the test.

mod covered;
mod markdown;

use covered::{COVERED, Cover, Source};
use markdown::{Step, Transcript};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A scratch folder with abbott's binaries on a `PATH` of its own and the
/// workspace's `testdata/` beside it.
struct Scratch {
    dir: tempfile::TempDir,
    path: std::ffi::OsString,
}

impl Scratch {
    fn new() -> Scratch {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let bin = dir.path().join(".bin");
        std::fs::create_dir(&bin).expect("made");
        for (name, exe) in binaries() {
            std::os::unix::fs::symlink(exe, bin.join(name)).expect("linked");
        }
        std::os::unix::fs::symlink(root().join("testdata"), dir.path().join("testdata"))
            .expect("linked");
        let mut path = bin.into_os_string();
        path.push(":");
        path.push(std::env::var_os("PATH").unwrap_or_default());
        Scratch { dir, path }
    }

    /// Runs `command` with `sh`, its output and errors in one stream: the
    /// exit code and what it printed.
    fn run(&self, command: &str) -> (i32, String) {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("exec 2>&1; {}", local(command)))
            .current_dir(self.dir.path())
            .env("PATH", &self.path)
            .output()
            .expect("sh runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code().unwrap_or(-1), text)
    }
}

/// abbott's binaries as this test binary was built with them.
fn binaries() -> [(&'static str, &'static str); 4] {
    [
        ("abbott", env!("CARGO_BIN_EXE_abbott")),
        ("dice-maze", env!("CARGO_BIN_EXE_dice-maze")),
        ("arrow-maze", env!("CARGO_BIN_EXE_arrow-maze")),
        ("cube-puzzle", env!("CARGO_BIN_EXE_cube-puzzle")),
    ]
}

/// `command` with `cargo run --release --bin X --` as the binary `X`
/// this test was built with.
fn local(command: &str) -> String {
    for (name, _) in binaries() {
        let long = format!("cargo run --release --bin {name} -- ");
        if let Some(args) = command.strip_prefix(&long) {
            return format!("{name} {args}");
        }
    }
    command.to_string()
}

/// Writes `source` to `path` in the scratch folder.
fn place(scratch: &Scratch, name: &str, source: Source) {
    let path = scratch.dir.path().join(name);
    let sample = |puzzle: &str, file: &str| {
        std::fs::read(root().join("testdata").join(puzzle).join(file)).expect("the sample")
    };
    match source {
        Source::Sample(puzzle) => std::fs::write(path, sample(puzzle, "sample.in")),
        Source::Answers(puzzle) => std::fs::write(path, sample(puzzle, "sample.out")),
        Source::Made(args) => {
            let out = Command::new(env!("CARGO_BIN_EXE_abbott"))
                .args(args)
                .output()
                .expect("abbott runs");
            assert!(out.status.success(), "abbott {args:?}");
            std::fs::write(path, out.stdout)
        }
        Source::Folder => std::fs::create_dir(path),
    }
    .expect("the file is written");
}

/// Every transcript and `sh` command of the documents.
fn shown() -> (Vec<Transcript>, Vec<markdown::ShownCommand>) {
    let root = root();
    let mut transcripts = Vec::new();
    let mut commands = Vec::new();
    for document in markdown::documents(&root) {
        let text = std::fs::read_to_string(&document).expect("readable");
        let name = document.strip_prefix(&root).unwrap_or(&document);
        let (t, c) = markdown::read(&name.display().to_string(), &text);
        transcripts.extend(t);
        commands.extend(c);
    }
    (transcripts, commands)
}

#[test]
fn every_transcript_prints_what_the_docs_show() {
    let (transcripts, _) = shown();
    assert!(transcripts.len() >= 4, "{transcripts:?}");
    let mut wrong = Vec::new();
    for transcript in &transcripts {
        let scratch = Scratch::new();
        for Step { command, expected } in &transcript.steps {
            let (_, output) = scratch.run(command);
            if !markdown::matches(expected, &output) {
                wrong.push(format!(
                    "{}: $ {command}\n--- shown:\n{}\n--- printed:\n{output}",
                    transcript.place,
                    expected.join("\n")
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

#[test]
fn every_command_shown_is_held_and_every_runnable_one_runs() {
    let (_, commands) = shown();
    let named = |command: &str| COVERED.iter().find(|(c, _)| *c == command);
    let unnamed: Vec<String> = commands
        .iter()
        .filter(|c| named(&c.command).is_none())
        .map(|c| format!("{}: {}", c.place, c.command))
        .collect();
    assert!(
        unnamed.is_empty(),
        "commands shown but not named in COVERED:\n{}",
        unnamed.join("\n")
    );
    let gone: Vec<&str> = COVERED
        .iter()
        .map(|(c, _)| *c)
        .filter(|c| !commands.iter().any(|s| s.command == *c))
        .collect();
    assert!(
        gone.is_empty(),
        "named in COVERED but shown nowhere: {gone:?}"
    );
    let mut failed = Vec::new();
    for (command, cover) in COVERED {
        let Cover::Run(files, code) = cover else {
            continue;
        };
        let scratch = Scratch::new();
        for (name, source) in *files {
            place(&scratch, name, *source);
        }
        let (got, output) = scratch.run(command);
        if got != *code {
            let tail: String = output.lines().rev().take(3).collect::<Vec<_>>().join(" / ");
            failed.push(format!("{command}: exit {got}, not {code}: {tail}"));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn every_command_not_run_here_names_where_it_runs_or_why_not() {
    for (command, cover) in COVERED {
        match cover {
            Cover::Elsewhere(file, how) => {
                let path = root().join(file);
                assert!(
                    path.is_file(),
                    "{command}: {file} is not a file of the workspace"
                );
                assert!(!how.is_empty(), "{command}: how {file} runs it");
            }
            Cover::NotRun(why) => assert!(!why.is_empty(), "{command}: why it is not run"),
            Cover::Run(..) => {}
        }
    }
}
