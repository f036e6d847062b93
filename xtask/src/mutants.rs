//! `cargo xtask mutants CRATE [--shard K/N] [--file GLOB] [--iterate]`:
//! mutation testing of one crate with cargo-mutants, the crate tested by
//! its own tests (the settings, timeouts and explained exclusions are in
//! `.cargo/mutants.toml`). Installs cargo-mutants when it is missing. The
//! outcome lists are left in `target/mutants/CRATE/mutants.out/`
//! (`caught.txt`, `missed.txt`, `timeout.txt`, `unviable.txt`); with
//! `--iterate` only the mutants missed last time are tried again.
//!
//! Heavy: on two cores a library crate takes 10 to 30 minutes, `cli` hours,
//! so it is not part of `.ci/run`; shard it across runs with `--shard`.

use crate::Args;
use anyhow::{Context, bail};
use std::process::Command;

/// The crates of the workspace that can be mutated.
const CRATES: &[&str] = &[
    "dice-core",
    "dice-maze",
    "arrow-maze",
    "cube-puzzle",
    "abbott-judge",
    "abbott-tester",
    "abbott-package",
    "abbott-census",
    "cli",
];

/// The cargo-mutants release the settings were written for.
const CARGO_MUTANTS: &str = "27.1.0";

pub(crate) fn run(args: &Args) -> anyhow::Result<()> {
    let options = ["--shard", "--file"];
    let crates = args.positional(&options);
    let [krate] = crates.as_slice() else {
        bail!("name one crate: {}", CRATES.join(", "));
    };
    if !CRATES.contains(krate) {
        bail!("unknown crate `{krate}`: one of {}", CRATES.join(", "));
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let installed = Command::new(&cargo)
        .args(["mutants", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !installed {
        let status = Command::new(&cargo)
            .args([
                "install",
                "--locked",
                "cargo-mutants",
                "--version",
                CARGO_MUTANTS,
            ])
            .status()
            .context("cargo install cargo-mutants")?;
        if !status.success() {
            bail!("installing cargo-mutants {CARGO_MUTANTS} failed");
        }
    }
    let root = crate::root();
    let out = crate::target_dir().join("mutants").join(krate);
    std::fs::create_dir_all(&out)?;
    let mut command = Command::new(&cargo);
    command
        .current_dir(&root)
        .args([
            "mutants",
            "--no-shuffle",
            "-j",
            "1",
            "--package",
            krate,
            "--output",
        ])
        .arg(&out);
    if let Some(shard) = args.value("--shard") {
        command.args(["--shard", shard]);
    }
    if let Some(file) = args.value("--file") {
        command.args(["--file", file]);
    }
    if args.flag("--iterate") {
        command.arg("--iterate");
    }
    // cargo-mutants exits 2 when mutants were missed and 3 on timeouts:
    // the lists say which, so only a failure to run at all is an error here.
    let status = command.status().context("cargo mutants")?;
    match status.code() {
        Some(0 | 2 | 3) => {
            println!("mutants: outcomes in {}", out.join("mutants.out").display());
            Ok(())
        }
        _ => bail!("cargo mutants failed: {status}"),
    }
}
