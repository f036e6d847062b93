//! `abbott test`'s front end over `abbott-tester`: the session's
//! [`abbott_tester::Config`] from the command line, the launcher's
//! [`abbott_tester::Guard`] from `abbott guard`'s arguments, and the
//! progress bar and notes on standard error that a session's observer
//! shows.

use crate::args::{GuardArgs, TestArgs};
use crate::progress::Progress;
use abbott_tester::{
    Config, Fixed, Guard, Limits, Notice, Observer, Origins, Rlimits, RunBox, Shown, Variable,
};
use std::path::PathBuf;

/// The settings `args` ask for, with the inputs run before the random
/// ones (the sample and the package's secret files), the session `asked`
/// for at that instant; each run is launched by `launcher` (abbott's own
/// executable), if given. The time limit is `package_time` where
/// `--time-limit` does not set one (the package's `.timelimit`), else the
/// board's default.
pub fn config(
    args: &TestArgs,
    (fixed, package_time): (Vec<Fixed>, Option<std::time::Duration>),
    asked: std::time::Instant,
    launcher: Option<PathBuf>,
) -> Config {
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, usize::from),
        usize::from,
    );
    let from = |flag: Option<_>, flag_name: &str, otherwise: &str| {
        flag.map_or(otherwise.to_string(), |_: u64| flag_name.to_string())
    };
    let origins = Origins {
        time: match (args.time_limit, package_time) {
            (Some(_), _) => "--time-limit".to_string(),
            (None, Some(_)) => "the package's .timelimit".to_string(),
            (None, None) => "the board's default".to_string(),
        },
        memory: from(
            args.memory_limit,
            "--memory-limit",
            "the package's limits.memory",
        ),
        output: from(args.output_limit, "--output-limit", "DOMjudge's default"),
        processes: from(args.process_limit, "--process-limit", "abbott's default"),
    };
    Config {
        command: args.command.clone(),
        time_limit: args.time_limit.or(package_time),
        memory_bytes: args.memory_limit.unwrap_or(Limits::MEMORY_BYTES),
        output_bytes: args.output_limit.unwrap_or(Limits::OUTPUT_BYTES),
        processes: args.process_limit.unwrap_or_else(Limits::default_processes),
        launcher,
        jobs,
        cases: args.cases,
        time: args.time,
        seed: args.seed,
        save: args.save.clone(),
        box_dirs: args.box_dirs.clone(),
        box_writes: args.box_writes.clone(),
        env: args.env.iter().map(|v| Variable::parse(v)).collect(),
        fixed,
        origins,
        asked,
    }
}

/// `abbott guard`'s arguments, read from a request to the launcher kept
/// for a worker.
#[derive(clap::Parser)]
#[command(name = "guard")]
struct GuardLine {
    #[command(flatten)]
    args: GuardArgs,
}

/// The launcher the arguments `words` of `abbott guard` (without that
/// name) describe, or why they describe none.
pub fn guard_of(words: Vec<std::ffi::OsString>) -> Result<Guard, String> {
    use clap::Parser;
    let line = std::iter::once("guard".into()).chain(words);
    GuardLine::try_parse_from(line)
        .map(|line| guard(line.args))
        .map_err(|e| e.to_string())
}

/// The launcher `args` describe.
pub fn guard(args: GuardArgs) -> Guard {
    let run_box = args.box_root.map(|root| {
        let pairs = |list: &[PathBuf], writable: bool| -> Vec<Shown> {
            list.chunks_exact(2)
                .map(|pair| Shown {
                    source: pair[0].clone(),
                    target: pair[1].clone(),
                    writable,
                })
                .collect()
        };
        let mut shown = pairs(&args.box_show, false);
        shown.extend(pairs(&args.box_write, true));
        RunBox::new(root, shown, args.box_work, args.box_size, args.box_uid)
    });
    Guard {
        status: args.status,
        groups: args.groups,
        run_box,
        rlimits: Rlimits {
            stack_bytes: args.stack,
            open_files: args.open_files,
            file_bytes: args.file_size,
        },
        processes: args.processes,
        env: args.env,
        command: args.command,
    }
}

/// The session's progress on a bar over its `--cases`, on standard error
/// (shown after a second, on a terminal), and its notes there too.
impl Observer for Progress {
    fn notice(&mut self, notice: &Notice) {
        self.bar().suspend(|| eprintln!("note: {notice}"));
    }

    fn passed(&mut self, n: u64) {
        self.bar().inc(n);
    }

    fn tick(&mut self) {
        Progress::tick(self);
    }

    fn shrinking(&mut self) {
        self.bar().set_message("shrinking");
    }

    fn finished(&mut self) {
        self.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[test]
    fn the_launchers_arguments_read_back_as_the_same_launcher() {
        let run_box = RunBox::new(
            "/tmp/root".into(),
            vec![Shown {
                source: "/opt/x".into(),
                target: "/box/x".into(),
                writable: true,
            }],
            Some("/box".into()),
            Some(1 << 20),
            Some(60_001),
        );
        let sent = Guard {
            status: "/tmp/s".into(),
            groups: vec!["/g/a".into()],
            run_box: Some(run_box),
            rlimits: Rlimits::of(256 << 20, 8 << 20),
            processes: 64,
            env: vec!["TOKEN".into()],
            command: vec!["sh".into(), "-c".into(), "true".into()],
        };
        let words = std::iter::once("abbott".into()).chain(sent.arguments().into_iter().skip(1));
        let read = guard(GuardLine::parse_from(words).args);
        assert_eq!(format!("{read:?}"), format!("{sent:?}"));
    }
}
