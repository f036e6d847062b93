//! `cargo xtask e2e`: opens the page of `abbott render --html` in headless
//! Chromium at a given step (the page reads `#scene=N&step=K` and moves its
//! slider there, as a user would) and checks what the page then shows.
//! With `--screenshot`, also writes `docs/render-demo.png` for README.

use anyhow::{Context, bail};
use std::path::Path;
use std::process::Command;

/// Chromium's names on Debian and elsewhere.
const BROWSERS: &[&str] = &["chromium", "chromium-browser", "google-chrome"];

fn browser() -> anyhow::Result<&'static str> {
    BROWSERS
        .iter()
        .copied()
        .find(|b| {
            Command::new(b)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .context("no Chromium found (Debian: apt-get install chromium)")
}

/// Runs headless Chromium with the flags this machine needs.
fn chromium(profile: &Path) -> anyhow::Result<Command> {
    let mut cmd = Command::new(browser()?);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--virtual-time-budget=3000",
    ])
    .arg(format!("--user-data-dir={}", profile.display()));
    Ok(cmd)
}

pub(crate) fn run(screenshot: bool) -> anyhow::Result<()> {
    let root = crate::root();
    let abbott = crate::release_abbott()?;
    let dir = root.join("target/e2e");
    std::fs::create_dir_all(&dir)?;
    let page = dir.join("dice.html");
    let sample = root.join("testdata/dice-maze/sample.in");
    let status = Command::new(&abbott)
        .arg("render")
        .arg("dice-maze")
        .arg(&sample)
        .arg("--html")
        .arg(&page)
        .status()?;
    if !status.success() {
        bail!("abbott render failed");
    }
    // What the terminal drawing says of the same step: the page must agree.
    let drawn = Command::new(&abbott)
        .arg("render")
        .arg("dice-maze")
        .arg(&sample)
        .output()?;
    let drawn = String::from_utf8_lossy(&drawn.stdout);
    let expected = drawn
        .lines()
        .filter(|l| l.trim_start().starts_with("step 5 of 22:"))
        .map(str::trim)
        .next()
        .context("the terminal drawing lists step 5 of DICEMAZE2")?
        .to_string();
    let url = format!("file://{}#scene=1&step=5", page.display());
    let dom = chromium(&dir.join("profile"))?
        .arg("--dump-dom")
        .arg(&url)
        .output()?;
    let dom = String::from_utf8_lossy(&dom.stdout);
    for (what, needle) in [
        (
            "the caption",
            format!(r#"<div id="caption">{expected}</div>"#),
        ),
        (
            "the slider position",
            r#"<span id="position">5 / 22</span>"#.to_string(),
        ),
        // Step 5 is (3,2): row 2, column 1 counted from 0.
        (
            "the piece",
            r#"<circle id="piece" cx="73" cy="121""#.to_string(),
        ),
    ] {
        if !dom.contains(&needle) {
            bail!("the page at step 5 does not show {what}: {needle}\n{dom}");
        }
    }
    println!("e2e: the page at step 5 shows {expected:?}");
    if screenshot {
        let png = root.join("docs/render-demo.png");
        let status = chromium(&dir.join("profile"))?
            .arg(format!("--screenshot={}", png.display()))
            .arg("--window-size=760,420")
            .arg(&url)
            .stderr(std::process::Stdio::null())
            .status()?;
        if !status.success() || !png.exists() {
            bail!("no screenshot");
        }
        println!("e2e: wrote {}", png.display());
    }
    Ok(())
}
