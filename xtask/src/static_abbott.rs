//! `cargo xtask static-abbott`: the abbott that problem packages ship,
//! built statically linked with its symbols stripped for the host's
//! `*-linux-gnu` target (`-C target-feature=+crt-static -C strip=symbols`,
//! the recipe `abbott package` names), its path printed last on standard
//! output. Its validators' copy then runs on any x86-64 Linux judge host,
//! in an empty chroot: run the package command again with this binary
//! (`PATH package PUZZLE DIR --force`). `cargo xtask judge` builds the same.

use anyhow::{Context, bail};
use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

/// The flags of the static build: the C library linked in, symbols
/// stripped (half the size; a panic's backtrace then names no function).
pub(crate) const RUSTFLAGS: &str = "-C target-feature=+crt-static -C strip=symbols";

/// `cargo xtask static-abbott`: builds it, says its size, prints its path.
pub(crate) fn run(_: &crate::Args) -> anyhow::Result<()> {
    let abbott = build()?;
    println!("{}", abbott.display());
    Ok(())
}

/// Builds the release abbott statically linked for the host's target and
/// gives its path (in the target folder cargo uses,
/// `<target>/<host>/release/abbott`); its size and build time on standard
/// error.
pub(crate) fn build() -> anyhow::Result<PathBuf> {
    let host = host()?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let started = Instant::now();
    let status = Command::new(cargo)
        .current_dir(crate::root())
        .args(["build", "--release", "--bin", "abbott", "--target", &host])
        .env("RUSTFLAGS", RUSTFLAGS)
        .status()
        .context("building the static abbott")?;
    if !status.success() {
        bail!("cargo build of the static abbott failed");
    }
    let abbott = crate::target_dir().join(&host).join("release/abbott");
    let size = std::fs::metadata(&abbott)
        .with_context(|| format!("{} after the build", abbott.display()))?
        .len();
    eprintln!(
        "static-abbott: {} ({size} bytes, {:.1} MB), built in {:.1} s",
        abbott.display(),
        size as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );
    Ok(abbott)
}

/// The host's target, which must be a `*-linux-gnu` one (glibc's static
/// linking; the packages' validators are Linux programs).
fn host() -> anyhow::Result<String> {
    let rustc = Command::new("rustc")
        .arg("-vV")
        .output()
        .context("running rustc -vV")?;
    let info = String::from_utf8_lossy(&rustc.stdout);
    let host = info
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .context("rustc -vV names no host")?
        .to_string();
    if !host.ends_with("-linux-gnu") {
        bail!(
            "the packages ship a statically linked abbott, built here for a *-linux-gnu host, not {host}"
        );
    }
    Ok(host)
}
