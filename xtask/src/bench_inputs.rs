//! `cargo xtask bench-inputs`: writes the large inputs the speed figures in
//! README are measured on into `target/bench/`, through the release
//! `abbott generate`.

use anyhow::{Context, bail};
use std::fs::File;
use std::process::{Command, Stdio};

/// What to generate: file name and `abbott generate` arguments.
const INPUTS: &[(&str, &[&str])] = &[
    (
        "dice-1000.in",
        &["dice-maze", "--winding", "--rows", "1000", "--cols", "1000"],
    ),
    (
        "arrow-1000.in",
        &[
            "arrow-maze",
            "--winding",
            "--rows",
            "1000",
            "--cols",
            "1000",
        ],
    ),
    (
        "dice-10x10-10000.in",
        &[
            "dice-maze",
            "--count",
            "10000",
            "--rows",
            "10",
            "--cols",
            "10",
        ],
    ),
    (
        "cube-900.in",
        &["cube-puzzle", "--count", "900", "--seed", "1"],
    ),
    (
        "cube-100-deep.in",
        &[
            "cube-puzzle",
            "--count",
            "100",
            "--seed",
            "2",
            "--steps",
            "-1",
        ],
    ),
    (
        "cube-10000.in",
        &["cube-puzzle", "--count", "10000", "--seed", "3"],
    ),
];

pub(crate) fn run() -> anyhow::Result<()> {
    let abbott = crate::release_abbott()?;
    let dir = crate::target_dir().join("bench");
    std::fs::create_dir_all(&dir)?;
    for (name, args) in INPUTS {
        let path = dir.join(name);
        let out = File::create(&path).with_context(|| format!("creating {}", path.display()))?;
        // Standard error is kept: generate warns that these files go past
        // the statements' limits, which is what the speed figures want.
        let run = Command::new(&abbott)
            .arg("generate")
            .args(*args)
            .stdout(Stdio::from(out))
            .stderr(Stdio::piped())
            .output()?;
        if !run.status.success() {
            let said = String::from_utf8_lossy(&run.stderr);
            bail!(
                "abbott generate {} failed: {}",
                args.join(" "),
                said.trim_end()
            );
        }
        let beyond = if run.stderr.is_empty() {
            ""
        } else {
            " (beyond the statement's limits, as the speed figures want)"
        };
        println!("wrote {}{beyond}", path.display());
    }
    // 1,000 cube datasets of which a hundred answer -1.
    let mut mixed = std::fs::read_to_string(dir.join("cube-900.in"))?;
    mixed = mixed.trim_end().trim_end_matches("0 0").to_string();
    mixed.push_str(&std::fs::read_to_string(dir.join("cube-100-deep.in"))?);
    std::fs::write(dir.join("cube-1000.in"), mixed)?;
    println!("wrote {}", dir.join("cube-1000.in").display());
    Ok(())
}
