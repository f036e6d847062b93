//! `cargo xtask <task>`: the project's automation, in Rust so that it runs
//! wherever cargo does. Run without a task to list them.

mod bench_inputs;
mod e2e;
mod judge;
mod test_samples;
mod tidy;

use std::process::ExitCode;

const TASKS: &[(&str, &str)] = &[
    (
        "test-samples",
        "solve every input under testdata/<puzzle>/ and compare with the insta snapshots and published outputs",
    ),
    (
        "e2e",
        "open the HTML page of abbott render in headless Chromium at a step and check it (--screenshot: docs/render-demo.png)",
    ),
    (
        "tidy",
        "check that every source file opens with a //! doc, stays under 450 lines, and that no crate's modules import each other in a circle",
    ),
    (
        "judge",
        "write the three problem packages into target/judge/ (twice, compared) and run problemtools' verifyproblem on each (--matrix: which cases reject each wrong submission)",
    ),
    (
        "bench-inputs",
        "write the large inputs of README's speed table into target/bench/",
    ),
];

fn main() -> ExitCode {
    let task = std::env::args().nth(1);
    let res = match task.as_deref() {
        Some("test-samples") => test_samples::run(),
        Some("bench-inputs") => bench_inputs::run(),
        Some("tidy") => tidy::run(),
        Some("judge") => judge::run(std::env::args().any(|a| a == "--matrix")),
        Some("e2e") => e2e::run(std::env::args().any(|a| a == "--screenshot")),
        Some(other) => Err(anyhow::anyhow!("unknown task `{other}`")),
        None => {
            print_tasks();
            return ExitCode::SUCCESS;
        }
    };
    match res {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e:#}");
            print_tasks();
            ExitCode::FAILURE
        }
    }
}

fn print_tasks() {
    println!("cargo xtask <task>\n\ntasks:");
    for (name, what) in TASKS {
        println!("  {name:<14} {what}");
    }
}
