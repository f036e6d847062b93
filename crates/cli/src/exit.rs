//! One exit policy for every binary (ripgrep's `main.rs` is the model):
//! how an input is opened (a file, or standard input for none or `-`), how
//! answers are flushed before any error, and how the end of a command
//! becomes its exit code and at most one line on standard error. A closed
//! standard output ends a command quietly with exit 0; a closed standard
//! error never aborts.

use crate::error::RunError;
use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

/// Why a command failed.
#[derive(Debug)]
pub enum Failure {
    /// Standard output could not be written (a closed pipe is not an
    /// error: it exits 0 without a word).
    Output(io::Error),
    /// A failure to report as `error: MESSAGE`, with its exit code.
    Report {
        /// What went wrong, without the `error: ` prefix.
        message: String,
        /// The exit code.
        code: u8,
    },
}

impl Failure {
    /// A failure of the input named `label`: `error: LABEL: REASON`, exit 1.
    pub fn input(label: &str, reason: impl fmt::Display) -> Failure {
        Failure::Report {
            message: format!("{label}: {reason}"),
            code: 1,
        }
    }

    /// A failure described by `message` alone, exit 1.
    pub fn message(message: impl fmt::Display) -> Failure {
        Failure::Report {
            message: message.to_string(),
            code: 1,
        }
    }

    /// The same failure with exit code `code` (a closed pipe stays quiet).
    pub fn with_code(self, code: u8) -> Failure {
        match self {
            Failure::Report { message, .. } => Failure::Report { message, code },
            output => output,
        }
    }

    /// A run of the input named `label` that stopped early.
    pub fn from_run(label: &str, e: RunError) -> Failure {
        match e {
            RunError::Input(e) => Failure::input(label, e),
            RunError::Output(e) => Failure::Output(e),
            RunError::Memory(e) => Failure::input(label, e),
        }
    }
}

impl From<io::Error> for Failure {
    /// An error writing standard output.
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
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
                Err(e) => Err(Failure::input(&label, crate::error::os_reason(&e))),
            }
        }
        _ => Ok(Input {
            label: "<stdin>".to_string(),
            reader: Box::new(io::stdin().lock()),
        }),
    }
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

/// The exit code of a finished command, after printing its failure, if
/// any, on standard error (quietly ignoring a closed standard error).
pub fn finish(res: Result<ExitCode, Failure>) -> ExitCode {
    match res {
        Ok(code) => code,
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            let reason = crate::error::os_reason(&e);
            let _ = writeln!(io::stderr(), "error: cannot write the output: {reason}");
            ExitCode::FAILURE
        }
        Err(Failure::Report { message, code }) => {
            let _ = writeln!(io::stderr(), "error: {message}");
            ExitCode::from(code)
        }
    }
}

/// Ends the process on a command line clap refuses: help and version go
/// to standard output with exit 0 (the help on standard error, exit 2, for
/// a command given nothing); a usage error is one line on standard error
/// (clap's first paragraph, without its usage and tips), exit 2.
pub fn usage_error(e: &clap::Error) -> ! {
    use clap::error::ErrorKind;
    if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        e.exit();
    }
    let _ = writeln!(io::stderr(), "{}", usage_line(e));
    std::process::exit(2)
}

/// The one line of a usage error: the lines of clap's first paragraph,
/// joined (`error: the following required arguments were not provided:
/// <PUZZLE>`).
fn usage_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let first: Vec<&str> = text
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    first.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_keep_their_codes_and_a_closed_pipe_is_quiet() {
        let closed = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(finish(Err(Failure::Output(closed))), ExitCode::SUCCESS);
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(finish(Err(Failure::Output(full))), ExitCode::FAILURE);
        let unreadable = Failure::input("in.txt", "no such file").with_code(2);
        assert!(
            matches!(&unreadable, Failure::Report { code: 2, message } if message == "in.txt: no such file")
        );
        assert_eq!(finish(Err(unreadable)), ExitCode::from(2));
        assert_eq!(finish(Ok(ExitCode::from(43))), ExitCode::from(43));
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
            Err(Failure::Report { message, code: 1 }) => message,
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
    fn usage_errors_are_one_line_naming_the_argument() {
        let command = || {
            clap::Command::new("t")
                .arg(clap::Arg::new("puzzle").value_name("PUZZLE").required(true))
                .arg(
                    clap::Arg::new("rows")
                        .long("rows")
                        .value_parser(clap::value_parser!(u16).range(1..=4096)),
                )
        };
        let missing = command().try_get_matches_from(["t"]).expect_err("refused");
        assert_eq!(
            usage_line(&missing),
            "error: the following required arguments were not provided: <PUZZLE>"
        );
        let range = command()
            .try_get_matches_from(["t", "dice-maze", "--rows", "0"])
            .expect_err("refused");
        assert_eq!(
            usage_line(&range),
            "error: invalid value '0' for '--rows <rows>': 0 is not in 1..=4096"
        );
        let help = command()
            .try_get_matches_from(["t", "--help"])
            .expect_err("help");
        assert!(!help.use_stderr());
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
