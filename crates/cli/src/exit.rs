//! One exit policy for every binary (ripgrep's `main.rs` is the model):
//! how an input is opened (a file, or standard input for none or `-`), how
//! answers are flushed before any error, and how the end of a command
//! becomes its exit code and at most one line on standard error. A closed
//! standard output ends a command quietly with exit 0; a closed standard
//! error never aborts.

use crate::refusal::Refusal;
use abbott_judge::error::RunError;
use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Why a command failed. Each kind has one exit code, given by
/// [`Failure::code`]: the only place in abbott that maps failures to codes.
#[derive(Debug)]
pub enum Failure {
    /// Standard output could not be written (a closed pipe is not an
    /// error: it exits 0 without a word). Exit 1.
    Output(io::Error),
    /// The command line asks for something abbott will not do. Exit 2.
    Refused(Refusal),
    /// An input the command judges by cannot be read at all (`check` and
    /// `validate`, whose exit 1 is a verdict). Exit 2.
    Unreadable {
        /// The file's path as given, or `<stdin>`.
        label: String,
        /// Why.
        reason: String,
    },
    /// abbott cannot do what is asked: the program under test cannot be
    /// run (`test`), the checker finds a route its solver does not, or the
    /// system refuses a dataset's search its memory (`check` and
    /// `validate`, whose exit 1 is a verdict). Exit 2.
    Unable(String),
    /// An input is malformed or cannot be opened: `error: LABEL: REASON`.
    /// Exit 1.
    Input {
        /// The file's path as given, or `<stdin>`.
        label: String,
        /// Why.
        reason: String,
    },
    /// Any other failure, said in one line. Exit 1.
    Failed(String),
}

impl Failure {
    /// A failure of the input named `label`: `error: LABEL: REASON`.
    pub fn input(label: &str, reason: impl fmt::Display) -> Failure {
        Failure::Input {
            label: label.to_string(),
            reason: reason.to_string(),
        }
    }

    /// A failure described by `message` alone.
    pub fn message(message: impl fmt::Display) -> Failure {
        Failure::Failed(message.to_string())
    }

    /// The same failure of an input, as one the command cannot judge by:
    /// an [`Failure::Input`] becomes [`Failure::Unreadable`].
    pub fn unreadable(self) -> Failure {
        match self {
            Failure::Input { label, reason } => Failure::Unreadable { label, reason },
            other => other,
        }
    }

    /// A run of the input named `label` that stopped early.
    pub fn from_run(label: &str, e: RunError) -> Failure {
        match e {
            RunError::Input(e) => match e.as_syntax().filter(|e| grammar_is_likely(e)) {
                Some(_) => Failure::input(label, format_args!("{e}{FORMATS_HINT}")),
                None => Failure::input(label, e),
            },
            RunError::Output(e) => Failure::Output(e),
            RunError::Memory(e) => Failure::input(label, e),
        }
    }

    /// The exit code: 2 for a refused command line, an unreadable input
    /// to judge by or a program that cannot be run; 1 for the rest (a
    /// closed pipe exits 0 in [`finish`]).
    pub fn code(&self) -> u8 {
        match self {
            Failure::Refused(_) | Failure::Unreadable { .. } | Failure::Unable(_) => 2,
            Failure::Output(_) | Failure::Input { .. } | Failure::Failed(_) => 1,
        }
    }
}

impl fmt::Display for Failure {
    /// The message after `error: `.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Output(e) => {
                write!(
                    f,
                    "cannot write the output: {}",
                    abbott_judge::error::os_reason(e)
                )
            }
            Failure::Refused(refusal) => write!(f, "{refusal}"),
            Failure::Unreadable { label, reason } | Failure::Input { label, reason } => {
                write!(f, "{label}: {reason}")
            }
            Failure::Unable(message) | Failure::Failed(message) => f.write_str(message),
        }
    }
}

impl From<io::Error> for Failure {
    /// An error writing standard output.
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

impl From<Refusal> for Failure {
    /// A refused command line.
    fn from(refusal: Refusal) -> Failure {
        Failure::Refused(refusal)
    }
}

/// What an input error ends with where the grammar is its likely cause
/// ([`grammar_is_likely`]): where each format is written down.
pub const FORMATS_HINT: &str =
    " (each puzzle's input format: `abbott PUZZLE --help`, or docs/formats.md)";

/// Whether the grammar, more than a slip in the data, is the likely cause
/// of `e`: an error in a file's first two lines, where a file in another
/// format or without a maze name fails, or an input that ends without its
/// end marker or in the middle of a dataset.
pub fn grammar_is_likely(e: &dice_core::text::ParseError) -> bool {
    e.line <= 2 || e.message.ends_with(dice_core::text::FOUND_END)
}

/// The input files of a command: standard input when none is given, and
/// for `-`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inputs(Vec<PathBuf>);

impl Inputs {
    /// The files given (standard input for none).
    pub fn new(files: &[PathBuf]) -> Inputs {
        if files.is_empty() {
            Inputs(vec![PathBuf::from("-")])
        } else {
            Inputs(files.to_vec())
        }
    }

    /// Each input in order, `-` for standard input.
    pub fn paths(&self) -> impl Iterator<Item = &Path> {
        self.0.iter().map(PathBuf::as_path)
    }

    /// Whether every input is standard input on a terminal: datasets typed
    /// by hand, each to be answered as soon as it is entered.
    pub fn typed(&self) -> bool {
        self.paths().all(|path| path.as_os_str() == "-") && io::stdin().is_terminal()
    }
}

/// A writer that flushes after every write: the answers to datasets typed
/// on a terminal, each shown as soon as it is written.
struct Flushing<'a>(&'a mut dyn Write);

impl Write for Flushing<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.0.write(buf)?;
        self.0.flush()?;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// An opened input and the name its errors carry.
pub struct Input {
    /// The file's path as given, or `<stdin>`.
    pub label: String,
    /// The text.
    pub reader: Box<dyn BufRead>,
}

impl fmt::Debug for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Input").field("label", &self.label).finish()
    }
}

/// Opens `path`, or standard input when it is `None` or `-`.
pub fn open_input(path: Option<&Path>) -> Result<Input, Failure> {
    match path {
        Some(path) if path.as_os_str() != "-" => {
            let label = path.display().to_string();
            if path.is_dir() {
                return Err(Failure::input(&label, "is a folder, not a file"));
            }
            match File::open(path) {
                Ok(f) => Ok(Input {
                    label,
                    reader: Box::new(BufReader::with_capacity(1 << 16, f)),
                }),
                Err(e) => Err(Failure::input(&label, abbott_judge::error::os_reason(&e))),
            }
        }
        _ => {
            let stdin = io::stdin();
            if let Some(notice) = waiting_notice(stdin.is_terminal()) {
                announce_once(notice);
            }
            Ok(Input {
                label: "<stdin>".to_string(),
                reader: Box::new(stdin.lock()),
            })
        }
    }
}

/// What a command says before it waits on standard input: nothing when
/// the input comes from a file or a pipe; on a terminal, that it waits
/// and how to end the input, since a command that waits silently looks
/// hung.
fn waiting_notice(stdin_is_terminal: bool) -> Option<&'static str> {
    let notice = if cfg!(windows) {
        "reading the input from the terminal; end it with Ctrl-Z and Enter (or give a FILE)"
    } else {
        "reading the input from the terminal; end it with Ctrl-D (or give a FILE)"
    };
    stdin_is_terminal.then_some(notice)
}

/// Writes `notice` on standard error, once in the life of the process
/// (a command may open standard input more than once: `-` given twice).
fn announce_once(notice: &str) {
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        let _ = writeln!(io::stderr(), "{notice}");
    });
}

/// Standard output, buffered.
pub fn stdout() -> BufWriter<io::StdoutLock<'static>> {
    BufWriter::with_capacity(1 << 16, io::stdout().lock())
}

/// Flushes `out` whatever `res` is, so that answers come before any error
/// message; gives the first error.
pub fn flushed(out: &mut impl Write, res: Result<(), RunError>) -> Result<(), RunError> {
    let flush = out.flush().map_err(RunError::Output);
    res.and(flush)
}

/// Opens each of `inputs` in turn and hands it to `each`; stops at the
/// first that cannot be opened or that `each` fails on. `out` is flushed
/// before an input's error, so the answers to earlier files come first,
/// and after every write for standard input on a terminal, so that each
/// typed dataset is answered as soon as it is entered.
pub fn each_input(
    inputs: &Inputs,
    out: &mut impl Write,
    mut each: impl FnMut(Input, &mut dyn Write) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let typed = io::stdin().is_terminal();
    for path in inputs.paths() {
        let res = open_input(Some(path)).and_then(|input| {
            if typed && path.as_os_str() == "-" {
                each(input, &mut Flushing(&mut *out))
            } else {
                each(input, &mut *out)
            }
        });
        out.flush()?;
        res?;
    }
    Ok(())
}

/// The exit code of a finished command, after printing its failure, if
/// any, on standard error (quietly ignoring a closed standard error).
pub fn finish(res: Result<ExitCode, Failure>) -> ExitCode {
    finish_to(res, &mut io::stderr())
}

/// The exit code of a finished command, after writing its failure, if
/// any, to `errors` (quietly ignoring one that cannot be written).
fn finish_to(res: Result<ExitCode, Failure>, errors: &mut dyn Write) -> ExitCode {
    match res {
        Ok(code) => code,
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(failure) => {
            let _ = writeln!(errors, "error: {failure}");
            ExitCode::from(failure.code())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_keep_their_codes_and_a_closed_pipe_is_quiet() {
        // Each failure's code, and the line it writes (into memory: a
        // passing test prints nothing).
        let finished = |res: Result<ExitCode, Failure>| {
            let mut said = Vec::new();
            let code = finish_to(res, &mut said);
            (code, String::from_utf8(said).expect("UTF-8"))
        };
        let closed = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(
            finished(Err(Failure::Output(closed))),
            (ExitCode::SUCCESS, String::new())
        );
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(
            finished(Err(Failure::Output(full))),
            (
                ExitCode::FAILURE,
                "error: cannot write the output: the disk is full\n".into()
            )
        );
        let unreadable = Failure::input("in.txt", "no such file").unreadable();
        assert_eq!(unreadable.to_string(), "in.txt: no such file");
        assert_eq!(
            finished(Err(unreadable)),
            (ExitCode::from(2), "error: in.txt: no such file\n".into())
        );
        let board = Failure::from(Refusal::from(abbott_judge::puzzle::BoardOnMaze));
        assert_eq!(
            finished(Err(board)),
            (
                ExitCode::from(2),
                "error: --board applies to the cube puzzle only\n".into()
            )
        );
        assert_eq!(
            finished(Err(Failure::Unable("no such program".into()))),
            (ExitCode::from(2), "error: no such program\n".into())
        );
        assert_eq!(
            finished(Err(Failure::input("in.txt", "line 1"))),
            (ExitCode::FAILURE, "error: in.txt: line 1\n".into())
        );
        assert_eq!(
            finished(Err(Failure::message("no datasets"))),
            (ExitCode::FAILURE, "error: no datasets\n".into())
        );
        assert_eq!(
            finished(Ok(ExitCode::from(43))),
            (ExitCode::from(43), String::new())
        );
    }

    #[test]
    fn inputs_are_files_by_their_path_and_standard_input_for_none_or_a_dash() {
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let mut file = open_input(Some(&manifest)).expect("readable");
        assert_eq!(file.label, manifest.display().to_string());
        let mut first = String::new();
        file.reader.read_line(&mut first).expect("readable");
        assert_eq!(first, "[package]\n");
        assert_eq!(
            format!("{file:?}"),
            format!("Input {{ label: {:?} }}", file.label)
        );
        for path in [None, Some(Path::new("-"))] {
            assert_eq!(open_input(path).expect("stdin").label, "<stdin>");
        }
        let refused = |path: &Path| match open_input(Some(path)) {
            Err(failure @ Failure::Input { .. }) => failure.to_string(),
            other => panic!("{other:?}"),
        };
        let folder = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert_eq!(
            refused(folder),
            format!("{}: is a folder, not a file", folder.display())
        );
        let missing = folder.join("no-such-file.in");
        assert!(refused(&missing).starts_with(&format!("{}: ", missing.display())));
    }

    #[test]
    fn a_terminal_on_standard_input_is_told_how_to_end_it_and_a_pipe_is_not() {
        assert_eq!(waiting_notice(false), None);
        let notice = waiting_notice(true).expect("a terminal is told");
        assert!(notice.starts_with("reading the input from the terminal"));
        assert!(notice.contains("(or give a FILE)"), "{notice}");
        assert!(notice.contains(if cfg!(windows) { "Ctrl-Z" } else { "Ctrl-D" }));
    }

    #[test]
    fn answers_are_flushed_before_the_error_is_given() {
        let mut out = BufWriter::new(Vec::new());
        out.write_all(b"answer\n").expect("a Vec takes any bytes");
        let error = RunError::Output(io::Error::other("stop"));
        assert!(flushed(&mut out, Err(error)).is_err());
        assert_eq!(out.get_ref(), b"answer\n");
    }
}
