//! The session's report on standard output: the figures of a pass, or the
//! shrunk failure with its input, the verdict in the checker's words, both
//! answers, a drawing and the program's standard error.

use super::judge::Fault;
use super::session::{Figures, Found, Session};
use super::shrink::Shrunk;
use super::subject::{Noun, Subject};
use std::io::{self, Write};
use std::path::Path;

/// Lines of an input or an output shown before the rest is elided.
const MAX_LINES: usize = 40;
/// Characters of a line shown before the rest is elided (an output flood
/// may be one line of megabytes).
const MAX_WIDTH: usize = 200;

/// Lines of text, counted.
const LINES: Noun = Noun {
    one: "line",
    many: "lines",
};

/// Processes, counted.
const PROCESSES: Noun = Noun {
    one: "process",
    many: "processes",
};

/// Datasets, counted.
const DATASETS: Noun = Noun {
    one: "dataset",
    many: "datasets",
};

/// Writes `text` indented, at most [`MAX_LINES`] lines of it.
fn indented(out: &mut dyn Write, text: &str) -> io::Result<()> {
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(MAX_LINES) {
        match line.char_indices().nth(MAX_WIDTH) {
            Some((cut, _)) => {
                let more = line[cut..].chars().count();
                writeln!(out, "    {} ... {more} more characters", &line[..cut])?;
            }
            None => writeln!(out, "    {line}")?,
        }
    }
    if lines.len() > MAX_LINES {
        let more = LINES.count((lines.len() - MAX_LINES) as u64);
        writeln!(out, "    ... {more} more")?;
    }
    if lines.is_empty() {
        writeln!(out, "    (nothing)")?;
    }
    Ok(())
}

/// A size in KiB as megabytes.
fn megabytes(kib: u64) -> String {
    format!("{:.1} MB", kib as f64 / 1024.0)
}

/// A number of bytes in words: bytes below a KiB, else KiB, MB or GB
/// (binary units, as the limits are given).
fn bytes(n: u64) -> String {
    match n {
        0..1024 => format!("{n} B"),
        1024..0x10_0000 => format!("{:.1} KB", n as f64 / 1024.0),
        0x10_0000..0x4000_0000 => format!("{:.1} MB", n as f64 / f64::from(1u32 << 20)),
        _ => format!("{:.1} GB", n as f64 / f64::from(1u32 << 30)),
    }
}

/// The figures every report ends with.
fn figures(out: &mut dyn Write, figures: &Figures, unit: Noun) -> io::Result<()> {
    if let Some((_, largest)) = &figures.largest {
        let longest = figures.longest_answer.map_or(String::new(), |n| {
            format!("; the longest answer {}", unit.count(n as u64))
        });
        writeln!(out, "largest tried: {largest}{longest}")?;
    }
    let memory = figures
        .peak_kib
        .map_or("not measured".to_string(), megabytes);
    let processes = figures.processes.map_or(String::new(), |n| {
        format!(", at most {} at once", PROCESSES.count(n))
    });
    writeln!(
        out,
        "runs: {}, the slowest {} ms of processor time, peak memory {memory}, \
         the most output {}{processes}",
        figures.runs,
        figures.slowest.as_millis(),
        bytes(figures.most_written),
    )
}

/// The report of a session in which every dataset passed.
pub(super) fn passed<S: Subject>(session: &Session<'_, S>, out: &mut dyn Write) -> io::Result<()> {
    let f = &session.figures;
    let files = Noun {
        one: "file",
        many: "files",
    };
    let fixed = f.passed - f.random_passed;
    let from_files = if f.fixed_files == 0 {
        String::new()
    } else {
        format!(
            "{fixed} from {} of the sample and the package, ",
            files.count(f.fixed_files)
        )
    };
    writeln!(
        out,
        "passed: {} in {:.1} s ({from_files}{} random)",
        DATASETS.count(f.passed),
        session.started.elapsed().as_secs_f64(),
        f.random_passed,
    )?;
    figures(out, f, S::UNIT)
}

/// The report of a session that ended (`--time`, `--cases`) before
/// every file of the sample and the package's secret data had run whole:
/// every dataset run passed, which is not a pass.
pub(super) fn unfinished<S: Subject>(
    session: &Session<'_, S>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let f = &session.figures;
    let files = Noun {
        one: "file",
        many: "files",
    };
    let why = if session.out_of_time() {
        format!("--time {:?} was up", session.config.time)
    } else {
        format!("--cases {} was reached", session.config.cases)
    };
    writeln!(
        out,
        "not passed: {why} after {} of {} of the sample and the package's secret data \
         had run whole; every dataset run passed ({} in {:.1} s). A judge runs them all: \
         give the session more --time or --cases",
        f.fixed_whole,
        files.count(session.config.fixed.len() as u64),
        DATASETS.count(f.passed),
        session.started.elapsed().as_secs_f64(),
    )?;
    figures(out, f, S::UNIT)?;
    limits(out, session)
}

/// The limits of each run, each with where it comes from.
fn limits<S: Subject>(out: &mut dyn Write, session: &Session<'_, S>) -> io::Result<()> {
    let limits = session.program.limits();
    let from = &session.config.origins;
    write!(
        out,
        "the limits: {} ms of processor time ({}), {} of memory ({}), {} of output ({}), \
         {} at once ({})",
        limits.time.as_millis(),
        from.time,
        bytes(limits.memory_bytes),
        from.memory,
        bytes(limits.output_bytes),
        from.output,
        PROCESSES.count(limits.processes),
        from.processes,
    )?;
    match session.program.rlimits() {
        Some(each) => writeln!(
            out,
            "; a stack of {} (the memory limit), {} open files, files up to {} \
             (the output limit) and no core file a process",
            bytes(each.stack_bytes),
            each.open_files,
            bytes(each.file_bytes),
        ),
        None => writeln!(out),
    }
}

/// How many datasets and the first one's size, in words.
fn sizes<S: Subject>(datasets: &[S::Dataset]) -> String {
    let first = datasets.first().map(S::describe).unwrap_or_default();
    format!(
        "{} (the first {first})",
        DATASETS.count(datasets.len() as u64)
    )
}

/// The report of a failure, found and shrunk; the input goes to `save`
/// too, if given.
pub(super) fn failed<S: Subject>(
    session: &mut Session<'_, S>,
    found: &Found<S::Dataset>,
    shrunk: &Shrunk<S::Dataset>,
    saved: Option<&Path>,
    (out, colour): (&mut dyn Write, bool),
) -> io::Result<()> {
    let fault = (shrunk.judged.fault.clone()).expect("a shrunk input is one the program fails on");
    writeln!(out, "FAILED: {fault}")?;
    writeln!(
        out,
        "found on {} after {} passed, in {:.1} s",
        found.source,
        DATASETS.count(session.figures.passed),
        found.after.as_secs_f64()
    )?;
    let runs = Noun {
        one: "run",
        many: "runs",
    };
    if shrunk.smallest_fails {
        writeln!(
            out,
            "not shrunk: the smallest input fails as the first did, so every input likely \
             does; {} ({:.1} s) from {} to {}",
            runs.count(shrunk.runs),
            (session.started.elapsed() - found.after).as_secs_f64(),
            sizes::<S>(&found.datasets),
            sizes::<S>(&shrunk.datasets)
        )?;
    } else {
        writeln!(
            out,
            "shrunk in {} ({:.1} s) from {} to {}",
            runs.count(shrunk.runs),
            (session.started.elapsed() - found.after).as_secs_f64(),
            sizes::<S>(&found.datasets),
            sizes::<S>(&shrunk.datasets)
        )?;
    }
    if let [first, second] = shrunk.datasets.as_slice() {
        let shared = S::shared(first, second).unwrap_or_else(|| {
            "the program keeps something of dataset 1 for dataset 2".to_string()
        });
        writeln!(out, "neither dataset fails alone: {shared}")?;
    }
    let input = S::write(&shrunk.datasets);
    match saved {
        Some(path) => writeln!(
            out,
            "the input (judge format, saved to {}):",
            path.display()
        )?,
        None => writeln!(out, "the input (judge format):")?,
    }
    indented(out, &input)?;
    writeln!(out, "abbott's answer:")?;
    indented(out, &session.rules.transcript(input.as_bytes()))?;
    let run = &shrunk.judged.run;
    writeln!(out, "the program's output:")?;
    indented(out, &String::from_utf8_lossy(&run.stdout))?;
    if let Fault::Wrong { index: Some(i), .. } = fault {
        session
            .subject
            .draw(out, &shrunk.datasets[i], (&run.stdout, i), colour)?;
    }
    if !run.stderr.is_empty() {
        writeln!(out, "the program's standard error:")?;
        indented(out, &String::from_utf8_lossy(&run.stderr))?;
    }
    if let Some(sandbox) = session.program.sandbox() {
        let here = std::env::current_dir().unwrap_or_else(|_| sandbox.work.clone());
        let stderr = String::from_utf8_lossy(&run.stderr);
        for (named, outside) in super::hidden::hidden_files(&stderr, sandbox, &here) {
            let folder = outside.parent().unwrap_or(&outside);
            writeln!(
                out,
                "the box hides {named}, which the program names: it is {} outside the box; \
                 --box-dir {} shows its folder read-only",
                outside.display(),
                folder.display()
            )?;
        }
    }
    let memory = run.peak_kib.map_or("not measured".to_string(), megabytes);
    let processes = run
        .processes
        .map_or("not measured".to_string(), |n| PROCESSES.count(n));
    writeln!(
        out,
        "that run: {}, {} ms of processor time ({} ms wall), peak memory {memory}, \
         {} written ({} to standard error), {processes} at once",
        run.ending,
        run.cpu.as_millis(),
        run.time.as_millis(),
        bytes(run.written.0),
        bytes(run.written.1),
    )?;
    limits(out, session)?;
    figures(out, &session.figures, S::UNIT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_and_many_lines_are_elided() {
        let mut out = Vec::new();
        let text = format!("{}\nshort\n", "0".repeat(5000));
        indented(&mut out, &text).expect("written");
        let shown = String::from_utf8(out).expect("text");
        let first = shown.lines().next().expect("a line");
        assert_eq!(
            first,
            format!("    {} ... 4800 more characters", "0".repeat(200))
        );
        assert_eq!(shown.lines().nth(1), Some("    short"));
        let mut out = Vec::new();
        indented(&mut out, &"x\n".repeat(50)).expect("written");
        let shown = String::from_utf8(out).expect("text");
        assert_eq!(shown.lines().count(), 41);
        assert_eq!(shown.lines().last(), Some("    ... 10 lines more"));
    }

    #[test]
    fn sizes_are_in_binary_units() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(1023), "1023 B");
        assert_eq!(bytes(1536), "1.5 KB");
        assert_eq!(bytes(8 << 20), "8.0 MB");
        assert_eq!(bytes(1 << 30), "1.0 GB");
    }
}
