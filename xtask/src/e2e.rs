//! `cargo xtask e2e`: opens the page of `abbott render --html` in headless
//! Chromium at a given step (the page reads `#scene=N&step=K`, N from 1, and moves its
//! slider there, as a user would) and checks what the page then shows; then
//! plays the three puzzles' pages through Playwright: `xtask/e2e/play.cjs`
//! (keys, clicks, refusals, undo, hints from a wrong start, the cube's hints
//! against abbott's optimum, hints off abbott's rolls on cube boards of 2 x
//! 3, 3 x 4 and 4 x 4 within their budgets), `xtask/e2e/files.cjs` (the
//! page for any file: an input dropped or opened, solved, drawn and
//! played; an output pasted or dropped, judged line by line) and
//! `xtask/e2e/look.cjs` (each puzzle drawn as what it is and
//! every dataset, the cube's on those boards too, played with taps and
//! swipes at 1280 x 1000 and 390 x 844, the dark scheme, reduced motion, and a page
//! of hostile maze names). With `--screenshot`, also writes README's
//! screenshots `docs/page-*.png`.
//!
//! Playwright's driver, `playwright-core`, is installed with npm into
//! `~/.cache/abbott/e2e-node` (or `$ABBOTT_E2E_NODE`) the first time.

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

/// Runs headless Chromium with the flags this machine needs, its virtual
/// clock stopping `budget_ms` after the page loads.
fn chromium(profile: &Path, budget_ms: u32) -> anyhow::Result<Command> {
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
    ])
    .arg(format!("--virtual-time-budget={budget_ms}"))
    .arg(format!("--user-data-dir={}", profile.display()));
    Ok(cmd)
}

pub(crate) fn run(screenshot: bool) -> anyhow::Result<()> {
    let root = crate::root();
    let abbott = crate::release_abbott()?;
    let dir = crate::target_dir().join("e2e");
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
    let url = format!("file://{}#scene=2&step=5", page.display());
    let needles = [
        (
            "the caption",
            format!(r#"<div id="caption" class="watch-only">{expected}</div>"#),
        ),
        (
            "the slider position",
            r#"<span id="position">5 / 22</span>"#.to_string(),
        ),
        // Step 5 is (3,2).
        (
            "the piece",
            r#"<g id="piece-mark" data-at="3,2">"#.to_string(),
        ),
    ];
    // The page starts once its module is inflated and compiled, work the
    // virtual clock does not wait for: on a loaded machine the first
    // budget can pass before it is done, so a longer one is tried.
    let mut missing = String::new();
    for budget_ms in [3_000, 15_000, 60_000] {
        let dom = chromium(&dir.join("profile"), budget_ms)?
            .arg("--dump-dom")
            .arg(&url)
            .output()?;
        let dom = String::from_utf8_lossy(&dom.stdout);
        missing = needles
            .iter()
            .find(|(_, needle)| !dom.contains(needle.as_str()))
            .map(|(what, needle)| format!("{what}: {needle}\n{dom}"))
            .unwrap_or_default();
        if missing.is_empty() {
            break;
        }
    }
    if !missing.is_empty() {
        bail!("the page at step 5 does not show {missing}");
    }
    println!("e2e: the page at step 5 shows {expected:?}");
    play(&root, &abbott, &dir, screenshot)
}

/// The pinned Playwright driver the play test runs on.
const PLAYWRIGHT: &str = "playwright-core@1.64.1";

/// Maze names that would break a page that did not escape its data: each
/// valid by the statement (at most 20 characters, no blanks), each a tour
/// of 2 moves over two wild squares.
const HOSTILE: [&str; 4] = [
    "<!--<script>",
    "</script>",
    "<svg/onload=alert()>",
    "<<<<<<<<<<<<<<<<<<<<",
];

/// Cube datasets on other boards for the pages `boards-RxC.html`: 7 and
/// 18 rolls on 2 x 3, 10 and 22 on 3 x 4, 10 and 21 on 4 x 4, and one
/// there that needs more than 30.
const BOARDS: [(&str, &str); 3] = [
    ("2x3", "1 1\nB R W\nE W W\n2 2\nW W R\nB E W\n0 0\n"),
    (
        "3x4",
        "1 1\nW B W W\nW E W W\nW W W W\n4 2\nW R R R\nW B R E\nW W W B\n0 0\n",
    ),
    (
        "4x4",
        "1 1\nW B W W\nW E W W\nW W W W\nW W W W\n\
         2 2\nB W W W\nW W E W\nW W R W\nW W W W\n\
         1 1\nE B B B\nB B B B\nB B B B\nB B B B\n0 0\n",
    ),
];

/// Renders the three samples, the cube on other boards and a file of hostile names as pages and
/// plays them with `play.cjs` and `look.cjs`.
fn play(root: &Path, abbott: &Path, dir: &Path, screenshot: bool) -> anyhow::Result<()> {
    for (puzzle, page) in [
        ("dice-maze", "dice.html"),
        ("arrow-maze", "arrow.html"),
        ("cube-puzzle", "cube.html"),
    ] {
        let status = Command::new(abbott)
            .args(["render", puzzle])
            .arg(root.join(format!("testdata/{puzzle}/sample.in")))
            .arg("--html")
            .arg(dir.join(page))
            .status()?;
        if !status.success() {
            bail!("abbott render {puzzle} failed");
        }
    }
    // Cube datasets on other boards, played with hints from anywhere (the
    // table of every board on 2 x 3, a route met in the middle on 3 x 4
    // and 4 x 4).
    for (board, text) in BOARDS {
        let input = dir.join(format!("boards-{board}.in"));
        std::fs::write(&input, text)?;
        let status = Command::new(abbott)
            .args(["render", "cube-puzzle", "--board", board])
            .arg(&input)
            .arg("--html")
            .arg(dir.join(format!("boards-{board}.html")))
            .status()?;
        if !status.success() {
            bail!("abbott render cube-puzzle --board {board} failed");
        }
    }
    // The input's file name is the page's title: hostile too.
    let hostile = dir.join("<!--<script>.in");
    let text: String = HOSTILE
        .iter()
        .map(|name| format!("{name}\n1 2 1 1 5 1\n-1 -1\n"))
        .collect();
    std::fs::write(&hostile, text + "END\n")?;
    let status = Command::new(abbott)
        .args(["render", "dice-maze"])
        .arg(&hostile)
        .arg("--html")
        .arg(dir.join("hostile.html"))
        .status()?;
    if !status.success() {
        bail!("abbott render of the hostile names failed");
    }
    // The page for any file.
    let status = Command::new(abbott)
        .args(["render", "--blank", "--html"])
        .arg(dir.join("blank.html"))
        .status()?;
    if !status.success() {
        bail!("abbott render --blank failed");
    }
    let node_dir = std::env::var_os("ABBOTT_E2E_NODE").map_or_else(
        || {
            let home = std::env::var_os("HOME").unwrap_or_default();
            Path::new(&home).join(".cache/abbott/e2e-node")
        },
        Into::into,
    );
    let modules = node_dir.join("node_modules");
    if !modules.join("playwright-core").exists() {
        std::fs::create_dir_all(&node_dir)?;
        let status = Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--silent", "--prefix"])
            .arg(&node_dir)
            .arg(PLAYWRIGHT)
            .status()
            .context("npm (Node.js) is needed for the play test")?;
        if !status.success() {
            bail!("npm install {PLAYWRIGHT} failed");
        }
    }
    let chromium = which(browser()?)?;
    for script in ["play.cjs", "look.cjs", "files.cjs"] {
        let mut node = Command::new("node");
        node.env("NODE_PATH", &modules)
            .env("CHROMIUM", &chromium)
            .arg(root.join("xtask/e2e").join(script))
            .arg(dir);
        if script == "files.cjs" {
            node.arg(root);
        }
        if screenshot && script == "look.cjs" {
            node.arg(root.join("docs"));
        }
        if !node.status().context("node")?.success() {
            bail!("{script}: the pages failed");
        }
    }
    Ok(())
}

/// The full path of a program on the PATH.
fn which(program: &str) -> anyhow::Result<std::path::PathBuf> {
    std::env::var_os("PATH")
        .iter()
        .flat_map(std::env::split_paths)
        .map(|dir| dir.join(program))
        .find(|path| path.is_file())
        .with_context(|| format!("{program} is not on the PATH"))
}
