//! `abbott check` resolved and run: the form asked for, with its files,
//! judged by `abbott_judge`.

use abbott_judge::check::check_on;
use abbott_judge::{CheckError, Claims, Judging, Length, interface};
use std::io::{self, Write};

/// Which of `check`'s three forms, with its files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// abbott's own report: `INPUT OUTPUT`.
    Report {
        /// The judge input (`-` for standard input).
        input: std::path::PathBuf,
        /// The output to check.
        output: std::path::PathBuf,
        /// Only shortest routes, or any legal one.
        length: Length,
        /// The cube's numbers alone, or with their rolls (`--moves`).
        claims: Claims,
    },
    /// The ICPC/Kattis output validator: `INPUT ANSWER FEEDBACK_DIR`, the
    /// team's output on standard input.
    Icpc {
        /// The judge input.
        input: std::path::PathBuf,
        /// The jury's answer.
        answer: std::path::PathBuf,
        /// Where the judge message goes.
        feedback_dir: std::path::PathBuf,
    },
    /// The testlib checker: `INPUT OUTPUT ANSWER`.
    Testlib {
        /// The judge input.
        input: std::path::PathBuf,
        /// The team's output.
        output: std::path::PathBuf,
        /// The jury's answer.
        answer: std::path::PathBuf,
    },
}

/// `abbott check`, resolved: the puzzle on its board and the form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The puzzle and its board.
    pub chosen: abbott_judge::puzzle::Chosen,
    /// The form and its files.
    pub form: Form,
}

/// `abbott check` in the form `check` asks for: abbott's report (exit 0
/// when every answer passes, 1 when any fails, 2 when a file cannot be
/// read), or a judge system's interface with its own exit codes.
pub fn command(check: &Request) -> Result<std::process::ExitCode, crate::exit::Failure> {
    use crate::exit::{self, Failure};
    use std::process::ExitCode;
    let abbott_judge::puzzle::Chosen { puzzle, board } = check.chosen;
    match &check.form {
        Form::Icpc {
            input,
            answer,
            feedback_dir,
        } => {
            let team = io::stdin().lock();
            let outcome = interface::icpc(puzzle, board, input, answer, feedback_dir, team);
            // The reason also goes to standard error, for a judge reading
            // the run (and the only trace when the feedback folder cannot
            // be written).
            if outcome != interface::Outcome::Accepted {
                let _ = writeln!(io::stderr(), "{}", outcome.message());
            }
            Ok(ExitCode::from(outcome.icpc_exit_code()))
        }
        Form::Testlib {
            input,
            output,
            answer,
        } => {
            let outcome = interface::testlib(puzzle, board, input, output, answer);
            // testlib checkers print their verdict on standard error.
            let _ = writeln!(io::stderr(), "{}", outcome.message());
            Ok(ExitCode::from(outcome.testlib_exit_code()))
        }
        Form::Report {
            input,
            output,
            length,
            claims,
        } => {
            let input = exit::open_input(Some(input)).map_err(Failure::unreadable)?;
            let output = exit::open_input(Some(output)).map_err(Failure::unreadable)?;
            let mut out = exit::stdout();
            let res = check_on(
                puzzle,
                board,
                input.reader,
                output.reader,
                Judging {
                    length: *length,
                    claims: *claims,
                },
                &mut out,
            );
            out.flush()?;
            match res {
                Ok(tally) if tally.failed == 0 => Ok(ExitCode::SUCCESS),
                Ok(_) => Ok(ExitCode::FAILURE),
                Err(CheckError::Input(e)) => Err(Failure::input(&input.label, e).unreadable()),
                Err(CheckError::Report(e)) => Err(Failure::Output(e)),
                Err(e @ CheckError::SolverDisagrees { .. }) => Err(Failure::Unable(e.to_string())),
                Err(CheckError::Memory(refused)) => {
                    Err(Failure::Unable(format!("{}: {refused}", input.label)))
                }
            }
        }
    }
}
