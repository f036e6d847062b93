//! Builds the page's WebAssembly: the `web` crate (the puzzle crates'
//! parsing, solving, rules, hints and judging behind one JSON call)
//! compiled for `wasm32-unknown-unknown` with the `wasm` profile (release,
//! stripped) and compressed (zlib), which `render/html.rs` embeds in every
//! page and the page inflates. It runs cargo once more, in a target folder
//! of its own inside the one cargo gives this build (`wasm/` beside the
//! profiles' folders, found from `OUT_DIR`: `target/wasm` by default, under
//! `CARGO_TARGET_DIR` when that is set), so that it never waits for the
//! build that runs it and writes nowhere else. `web` is an `rlib` for the
//! native builds; this script asks for its `cdylib` (`cargo rustc
//! --crate-type cdylib`), so that a native build for a target without
//! `cdylib` support (a static one) has no crate type to drop. The target
//! is listed in `rust-toolchain.toml`, which rustup installs with a
//! toolchain it installs; on a toolchain already installed without it,
//! this script asks rustup to add it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let root = manifest.join("../..");
    for watched in [
        "crates/web",
        "crates/judge/src",
        "crates/dice-core/src",
        "crates/dice-maze/src",
        "crates/arrow-maze/src",
        "crates/cube-puzzle/src",
        "Cargo.lock",
    ] {
        println!("cargo::rerun-if-changed={}", root.join(watched).display());
    }
    add_target();
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    let target_dir = wasm_target_dir(&out_dir);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build
        .current_dir(&root)
        .args([
            "rustc",
            "--package",
            "web",
            "--lib",
            "--crate-type",
            "cdylib",
        ])
        .args([
            "--profile",
            "wasm",
            "--quiet",
            "--target",
            WASM,
            "--target-dir",
        ])
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
            "building the page's WebAssembly (cargo rustc -p web --target wasm32-unknown-unknown) \
             failed: {status:?}; `rustup target add wasm32-unknown-unknown` installs the target \
             (rust-toolchain.toml asks rustup for it)"
        );
    }
    let wasm = target_dir.join(WASM).join("wasm/web.wasm");
    let module = std::fs::read(&wasm).unwrap_or_else(|e| panic!("{}: {e}", wasm.display()));
    let out = out_dir.join("web.wasm.z");
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(&module, 10);
    std::fs::write(&out, packed).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}

/// The target folder of the WebAssembly build: `wasm/` in the folder that
/// holds this build's profile folders (`OUT_DIR` is
/// `<that>/<profile>/build/cli-<hash>/out`), shared by the debug and
/// release builds; `OUT_DIR` itself if cargo ever lays it out otherwise.
fn wasm_target_dir(out_dir: &Path) -> PathBuf {
    let build = out_dir.ancestors().nth(2);
    match (build, out_dir.ancestors().nth(4)) {
        (Some(build), Some(profiles)) if build.file_name() == Some("build".as_ref()) => {
            profiles.join("wasm")
        }
        _ => out_dir.join("wasm"),
    }
}

/// The WebAssembly target's standard library, added through rustup if the
/// compiler has none (a toolchain installed before `rust-toolchain.toml`
/// listed the target); left to the build's error without rustup.
fn add_target() {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let libdir = Command::new(rustc)
        .args(["--print", "target-libdir", "--target", WASM])
        .output();
    let Ok(libdir) = libdir else { return };
    let libdir = String::from_utf8_lossy(&libdir.stdout).trim().to_string();
    if libdir.is_empty() || std::path::Path::new(&libdir).is_dir() {
        return;
    }
    println!("cargo::warning=adding the {WASM} target with rustup (rust-toolchain.toml lists it)");
    let mut rustup = Command::new("rustup");
    rustup.args(["target", "add", WASM]);
    if let Some(toolchain) = std::env::var_os("RUSTUP_TOOLCHAIN") {
        rustup.arg("--toolchain").arg(toolchain);
    }
    let _ = rustup.status();
}

/// The target the page's module is built for.
const WASM: &str = "wasm32-unknown-unknown";
