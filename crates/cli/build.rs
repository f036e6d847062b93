//! Builds the page's WebAssembly: the `web` crate (the puzzle crates'
//! parsing, solving, rules, hints and judging behind one JSON call)
//! compiled for `wasm32-unknown-unknown`, which `render/html.rs` embeds
//! in every page. It runs cargo once more, in a target folder of its own
//! (`target/wasm`) so that it never waits for the build that runs it; the
//! target is installed by rustup from `rust-toolchain.toml`.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let root = manifest.join("../..");
    for watched in [
        "crates/web",
        "crates/dice-core/src",
        "crates/dice-maze/src",
        "crates/arrow-maze/src",
        "crates/cube-puzzle/src",
        "Cargo.lock",
    ] {
        println!("cargo::rerun-if-changed={}", root.join(watched).display());
    }
    let target_dir = root.join("target/wasm");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build
        .current_dir(&root)
        .args(["build", "--package", "web", "--release", "--quiet"])
        .args(["--target", "wasm32-unknown-unknown", "--target-dir"])
        .arg(&target_dir);
    // The outer build's settings are for the host: flags, a target and a
    // target folder of its own are not the WebAssembly build's.
    for var in [
        "RUSTFLAGS",
        "CARGO_ENCODED_RUSTFLAGS",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_TARGET",
        "CARGO_BUILD_RUSTFLAGS",
        "RUSTC_WORKSPACE_WRAPPER",
        "CARGO_PROFILE_RELEASE_DEBUG",
    ] {
        build.env_remove(var);
    }
    let status = build.status();
    if !matches!(status, Ok(s) if s.success()) {
        panic!(
            "building the page's WebAssembly (cargo build -p web --target wasm32-unknown-unknown) \
             failed: {status:?}; `rustup target add wasm32-unknown-unknown` installs the target \
             (rust-toolchain.toml asks rustup for it)"
        );
    }
    let wasm = target_dir.join("wasm32-unknown-unknown/release/web.wasm");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo")).join("web.wasm");
    std::fs::copy(&wasm, &out).unwrap_or_else(|e| panic!("{}: {e}", wasm.display()));
}
