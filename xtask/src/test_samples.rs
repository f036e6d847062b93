//! `cargo xtask test-samples`: runs the snapshot suite over `testdata/`
//! with `INSTA_UPDATE=no`, so a missing or changed snapshot fails instead of
//! being written.

use anyhow::{Context, bail};
use std::path::Path;
use std::process::Command;

pub(crate) fn run() -> anyhow::Result<()> {
    let root = crate::root();
    let mut n_inputs = 0;
    for entry in std::fs::read_dir(root.join("testdata")).context("reading testdata/")? {
        let dir = entry?.path();
        if dir.is_dir() {
            n_inputs += count_inputs(&dir)?;
        }
    }
    println!("test-samples: {n_inputs} inputs under testdata/");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(&root)
        // The whole workspace, as `cargo test --workspace` selects it: with
        // `-p cli` alone the dependencies' features are unified over cli
        // only, and timely and cli are built again.
        .args(["test", "--workspace", "--test", "integration", "samples::"])
        .env("INSTA_UPDATE", "no")
        .env_remove("INSTA_FORCE_PASS")
        .status()
        .context("running cargo test")?;
    if !status.success() {
        bail!("the sample snapshots do not match");
    }
    Ok(())
}

fn count_inputs(dir: &Path) -> anyhow::Result<usize> {
    let mut n = 0;
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            n += count_inputs(&path)?;
        } else if path.extension().is_some_and(|e| e == "in") {
            n += 1;
        }
    }
    Ok(n)
}
