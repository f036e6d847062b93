//! Usage errors: a command line clap refuses becomes one line on standard
//! error, clap's message with its tips and where to read more, and exit
//! code 2; help and version go to standard output.

use std::io::{self, Write};

/// Ends the process on a command line clap refuses: help and version go
/// to standard output with exit 0 (the help on standard error, exit 2, for
/// a command given nothing); a usage error is one line on standard error
/// (clap's first paragraph and its tips, without its usage), exit 2.
pub fn usage_error(e: &clap::Error) -> ! {
    use clap::error::ErrorKind;
    if !e.use_stderr() || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        e.exit();
    }
    let _ = writeln!(io::stderr(), "{}", usage_line(e));
    std::process::exit(2)
}

/// The one line of a usage error: the lines of clap's first paragraph,
/// joined, then in brackets its tips and where to read more (`error:
/// unrecognized subcommand 'dicemaze' (tip: a similar subcommand exists:
/// 'dice-maze'; for more information, try '--help')`). The usage lines
/// are left out: `--help` gives them whole.
fn usage_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let mut paragraphs = text.split("\n\n").map(|p| {
        let lines: Vec<&str> = p.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        lines.join(" ")
    });
    let first = paragraphs.next().unwrap_or_default();
    let mut after: Vec<String> = Vec::new();
    for paragraph in paragraphs {
        if paragraph.starts_with("tip: ") {
            after.push(paragraph);
        } else if let Some(more) = paragraph.strip_prefix("For more information, ") {
            after.push(format!(
                "for more information, {}",
                more.trim_end_matches('.')
            ));
        }
    }
    if let Some(tip) = program_tip(e) {
        after.insert(0, tip);
    }
    if after.is_empty() {
        first
    } else {
        format!("{first} ({})", after.join("; "))
    }
}

/// The tip clap does not give where a command takes a program after
/// `--` (`abbott test PUZZLE -- COMMAND`): a program given without the
/// `--`, or none given.
fn program_tip(e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let usage = e.get(ContextKind::Usage)?.to_string();
    if !usage.contains(" -- <COMMAND>") {
        return None;
    }
    match (e.kind(), e.get(ContextKind::InvalidArg)) {
        (ErrorKind::UnknownArgument, Some(ContextValue::String(arg))) if !arg.starts_with('-') => {
            Some(format!(
                "tip: the program and its arguments come after `--`: `-- {arg} ...`"
            ))
        }
        (ErrorKind::MissingRequiredArgument, _) if e.to_string().contains("<COMMAND>") => Some(
            "tip: the program and its arguments come after `--`: `-- python3 solution.py`"
                .to_string(),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            "error: the following required arguments were not provided: <PUZZLE> \
             (for more information, try '--help')"
        );
        let range = command()
            .try_get_matches_from(["t", "dice-maze", "--rows", "0"])
            .expect_err("refused");
        assert_eq!(
            usage_line(&range),
            "error: invalid value '0' for '--rows <rows>': 0 is not in 1..=4096 \
             (for more information, try '--help')"
        );
        let help = command()
            .try_get_matches_from(["t", "--help"])
            .expect_err("help");
        assert!(!help.use_stderr());
    }
}
