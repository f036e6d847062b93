//! The package's input and output validators: program folders holding a
//! copy of the running `abbott` and POSIX sh scripts that call it by a path
//! relative to themselves, so that a judge host needs neither abbott nor a
//! Rust toolchain. Built with `-C target-feature=+crt-static`, the copy is
//! statically linked and runs in an empty chroot on any x86-64 Linux;
//! otherwise it needs the C library of the machine that wrote the package.
//! The `build` script says which, and checks that the copy runs.

use super::{Kind, PackageFile};
use abbott_judge::puzzle::Puzzle;
use std::path::Path;

/// The file name of the bundled binary inside each validator folder.
pub(super) const BINARY: &str = "abbott";

/// The folders of the two validators.
pub(super) const FOLDERS: [&str; 2] = ["input_validators/abbott", "output_validators/abbott"];

/// Whether the program this crate is built into (abbott, which ships
/// itself) is statically linked (built with
/// `-C target-feature=+crt-static`), so that its copy runs on a judge host
/// without a matching C library.
pub const STATIC: bool = cfg!(target_feature = "crt-static");

/// How to build a statically linked abbott, stripped of its symbols (what
/// `cargo xtask static-abbott` runs in abbott's clone), for the note
/// `package` prints when it runs a dynamically linked one and the
/// package's README.
pub const STATIC_BUILD: &str = "RUSTFLAGS='-C target-feature=+crt-static -C strip=symbols' cargo build --release --bin abbott --target x86_64-unknown-linux-gnu";

/// Where [`STATIC_BUILD`] puts the binary, from the workspace's root with
/// the default target folder.
pub const STATIC_PATH: &str = "target/x86_64-unknown-linux-gnu/release/abbott";

/// Finds the folder of the script being run (`$0`), into `here`.
const HERE: &str = "case $0 in */*) here=${0%/*} ;; *) here=. ;; esac\n";

/// The platform the running abbott, and so its copy, was built for
/// (`x86_64 linux`).
fn platform() -> String {
    format!("{} {}", std::env::consts::ARCH, std::env::consts::OS)
}

/// What the validators' copy of abbott is, in a sentence or two: statically
/// linked, or linked against the C library of the machine that wrote the
/// package, as [`STATIC`] says of the running abbott.
pub(super) fn copy_note() -> String {
    let platform = platform();
    if STATIC {
        format!(
            "a copy of the abbott that wrote this package, built for {platform},\n\
statically linked: it needs no C library and runs in an empty chroot.\n"
        )
    } else {
        format!(
            "a copy of the abbott that wrote this package, built for {platform},\n\
dynamically linked against the C library of the machine that wrote it: it\n\
runs on a host with that C library or a newer one. A copy that runs\n\
anywhere comes from an abbott built with\n\
{STATIC_BUILD}\n"
        )
    }
}

/// A program folder's `build`: nothing to compile, only a check that the
/// bundled binary runs on this host. Its comment says what the copy is.
fn build_script() -> String {
    let note: String = copy_note()
        .lines()
        .map(|line| format!("# {line}\n"))
        .collect();
    let platform = platform();
    format!(
        "#!/bin/sh\n\
# Nothing to compile: ./{BINARY} is\n\
{note}\
# This checks that it runs here.\n\
{HERE}\
[ -x \"$here/{BINARY}\" ] || chmod +x \"$here/{BINARY}\" 2>/dev/null\n\
if ! \"$here/{BINARY}\" --version >/dev/null 2>&1; then\n\
  echo \"$here/{BINARY} does not run on this host (it needs {platform})\" >&2\n\
  exit 1\n\
fi\n"
    )
}

/// The input validator's `run`: exit 42 valid, 43 invalid.
fn input_run(puzzle: Puzzle) -> String {
    format!(
        "#!/bin/sh\n\
# The strict input validator, the judge input on standard input: exit 42\n\
# valid, 43 invalid.\n\
{HERE}\
exec \"$here/{BINARY}\" validate {name} --icpc\n",
        name = puzzle.name()
    )
}

/// The output validator's `run`: INPUT ANSWER FEEDBACK_DIR, the team's
/// output on standard input.
fn output_run(puzzle: Puzzle) -> String {
    format!(
        "#!/bin/sh\n\
# INPUT ANSWER FEEDBACK_DIR, the team's output on standard input: exit 42\n\
# accepted, 43 wrong answer, the reason in FEEDBACK_DIR/judgemessage.txt.\n\
{HERE}\
exec \"$here/{BINARY}\" check --icpc {name} \"$@\"\n",
        name = puzzle.name()
    )
}

/// The abbott the validator folders carry.
pub(super) enum Shipped<'a> {
    /// A copy of these bytes, abbott's own: what a judge host needs.
    Copy(&'a [u8]),
    /// A symbolic link to this abbott, for tests of the layout.
    Link(&'a Path),
}

/// The files of both validator folders around `binary`.
pub(super) fn files(puzzle: Puzzle, binary: &Shipped) -> Vec<PackageFile> {
    let mut out = Vec::new();
    for (folder, run) in FOLDERS
        .into_iter()
        .zip([input_run(puzzle), output_run(puzzle)])
    {
        for (name, bytes) in [
            ("build", build_script().into_bytes()),
            ("run", run.into_bytes()),
        ] {
            out.push(PackageFile {
                path: format!("{folder}/{name}"),
                bytes,
                kind: Kind::Program,
            });
        }
        let (bytes, kind) = match binary {
            Shipped::Copy(bytes) => (bytes.to_vec(), Kind::Program),
            Shipped::Link(path) => (Vec::new(), Kind::Link(path.to_path_buf())),
        };
        out.push(PackageFile {
            path: format!("{folder}/{BINARY}"),
            bytes,
            kind,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_copys_note_names_the_platform_it_was_built_for() {
        let platform = format!(
            "built for {} {},",
            std::env::consts::ARCH,
            std::env::consts::OS
        );
        assert!(copy_note().contains(&platform), "{}", copy_note());
        assert!(build_script().contains(&platform), "{}", build_script());
    }

    #[test]
    fn scripts_call_the_binary_beside_them_with_the_puzzle() {
        let files = files(Puzzle::ArrowMaze, &Shipped::Copy(b"\x7fELF"));
        let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(
            paths,
            [
                "input_validators/abbott/build",
                "input_validators/abbott/run",
                "input_validators/abbott/abbott",
                "output_validators/abbott/build",
                "output_validators/abbott/run",
                "output_validators/abbott/abbott",
            ]
        );
        assert!(files.iter().all(|f| f.kind == Kind::Program));
        let text = |k: usize| String::from_utf8(files[k].bytes.clone()).expect("text");
        assert!(text(1).ends_with("exec \"$here/abbott\" validate arrow-maze --icpc\n"));
        assert!(text(4).ends_with("exec \"$here/abbott\" check --icpc arrow-maze \"$@\"\n"));
        assert_eq!(files[5].bytes, b"\x7fELF");
        let linked = super::files(Puzzle::ArrowMaze, &Shipped::Link(Path::new("/bin/abbott")));
        for k in [2, 5] {
            assert_eq!(linked[k].kind, Kind::Link("/bin/abbott".into()));
            assert!(linked[k].bytes.is_empty());
        }
        // The build script says truthfully how the copy is linked.
        assert_eq!(
            text(0).contains("# statically linked"),
            STATIC,
            "{}",
            text(0)
        );
        assert_eq!(
            text(0).contains("# dynamically linked"),
            !STATIC,
            "{}",
            text(0)
        );
        // Plain POSIX sh: no bashisms, nothing but the shell's own words
        // and the binary (an empty chroot has no other program).
        for script in [text(0), text(1), text(3), text(4)] {
            assert!(script.starts_with("#!/bin/sh\n"), "{script}");
            for bashism in ["[[", "$(", "`", "dirname", "local ", "function "] {
                assert!(!script.contains(bashism), "{bashism} in {script}");
            }
        }
    }
}
