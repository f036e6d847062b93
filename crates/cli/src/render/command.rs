//! `abbott render` as a command: the input read and solved into scenes,
//! then drawn in the terminal or written to files. A file is written only
//! when every dataset was drawn, and each whole or not at all: a failure
//! leaves what was there before.

use super::{Drawing, Request, Scene, html, svg, terminal};
use crate::announce::{self, size};
use crate::exit::{self, Failure};
use crate::progress::{Count, while_working};
use abbott_judge::error::RunError;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

/// `abbott render`: exit 1 on a malformed input. In the terminal the
/// datasets before it are drawn first; files are written only when every
/// dataset was drawn, so a failure (a malformed input, the wrong puzzle's
/// file, an input without datasets) writes nothing and keeps an earlier
/// drawing of the same name. Drawings written to files are announced on
/// standard error before writing when they are large, and named after a
/// success (a failure's one line stays the only one).
/// `scenes` makes the scenes of an input, then gives its first error (the
/// puzzle's `Kind`, which the caller picks).
pub fn command(
    render: &Request,
    scenes: impl FnOnce(&mut dyn BufRead) -> (Vec<Scene>, Option<RunError>),
) -> Result<ExitCode, Failure> {
    if let Drawing::Html(path) = &render.drawing
        && let Some(refusal) = html::refuse_target(path, &render.input)
    {
        return Err(Failure::message(refusal));
    }
    if let Drawing::Svg(dir) = &render.drawing
        && dir.exists()
        && !dir.is_dir()
    {
        let message = format!(
            "cannot write SVG files into {}: it is a file, not a folder",
            dir.display()
        );
        return Err(Failure::message(message));
    }
    let exit::Input { label, mut reader } = exit::open_input(Some(&render.input))?;
    // Input typed on a terminal is read as it comes: a spinner then would
    // say `solving` while abbott waits for the user.
    let typed = label == "<stdin>" && io::stdin().is_terminal();
    let (scenes, error) = if typed {
        scenes(&mut reader)
    } else {
        while_working(Count::Time, "solving", |_| scenes(&mut reader))
    };
    let error = error.map(|e| Failure::from_run(&label, e));
    if let Drawing::Terminal = render.drawing {
        draw_in_terminal(&scenes)?;
        return match error {
            Some(failure) => Err(failure),
            None if scenes.is_empty() => Err(nothing_to_draw(&label)),
            None => Ok(ExitCode::SUCCESS),
        };
    }
    if let Some(failure) = error {
        return Err(failure);
    }
    if scenes.is_empty() {
        return Err(nothing_to_draw(&label));
    }
    let said = match &render.drawing {
        Drawing::Svg(dir) => write_svg_files(dir, &scenes)?,
        Drawing::Html(path) => write_page(path, &render.input, &scenes)?,
        Drawing::Terminal => unreachable!("drawn above"),
    };
    announce::say(&said);
    Ok(ExitCode::SUCCESS)
}

/// The failure of an input that holds no dataset (only the end marker, or
/// nothing): there is nothing to draw, and no file is written.
fn nothing_to_draw(label: &str) -> Failure {
    Failure::input(label, "no datasets to draw")
}

/// Draws `scenes` on standard output, in colour on a terminal.
fn draw_in_terminal(scenes: &[Scene]) -> Result<(), Failure> {
    let stdout = io::stdout();
    let colour = stdout.is_terminal();
    let mut out = io::BufWriter::new(stdout.lock());
    scenes
        .iter()
        .try_for_each(|scene| terminal::draw(&mut out, scene, colour))
        .and_then(|()| out.flush())
        .map_err(Failure::Output)
}

/// A file or folder that cannot be written: its path and the reason in
/// plain words.
fn cannot(action: &str, path: &Path, e: &io::Error) -> Failure {
    let reason = abbott_judge::error::os_reason(e);
    Failure::message(format!("cannot {action} {}: {reason}", path.display()))
}

/// Writes one SVG file per scene into `dir` (created if missing), each
/// whole or not at all; says what was written.
fn write_svg_files(dir: &Path, scenes: &[Scene]) -> Result<String, Failure> {
    std::fs::create_dir_all(dir).map_err(|e| cannot("create the folder", dir, &e))?;
    let count = Count::Steps(scenes.len() as u64);
    let bytes = while_working(count, "drawing SVG files", |bar| {
        let mut bytes = 0;
        for (k, scene) in scenes.iter().enumerate() {
            let path = dir.join(format!("{:03}-{}.svg", k + 1, file_stem(&scene.title)));
            let document = svg::document(scene);
            let what = format!("picture to {}", path.display());
            if let Some(line) = announce::before(document.len(), &what) {
                bar.suspend(|| announce::say(&line));
            }
            write_whole(&path, document.as_bytes()).map_err(|e| cannot("write", &path, &e))?;
            bytes += document.len();
            bar.inc(1);
        }
        Ok::<_, Failure>(bytes)
    })?;
    let n = scenes.len();
    let files = if n == 1 { "file" } else { "files" };
    Ok(format!(
        "wrote {n} SVG {files} ({}) to {}",
        size(bytes),
        dir.display()
    ))
}

/// A dataset's title as part of a file name: letters, digits, `-` and
/// `_` kept, anything else `_`.
fn file_stem(title: &str) -> String {
    title
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Writes the page of `scenes`, read from `input`, to `path`, whole or not
/// at all; says what was written.
fn write_page(path: &Path, input: &Path, scenes: &[Scene]) -> Result<String, Failure> {
    let title = if input.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        (input.file_name()).map_or("<stdin>".into(), |n| n.to_string_lossy().into_owned())
    };
    let page = while_working(Count::Time, "drawing the page", |_| {
        html::page(&title, scenes)
    });
    let what = format!("page to {}", path.display());
    if let Some(line) = announce::before(page.len(), &what) {
        announce::say(&line);
    }
    write_whole(path, page.as_bytes()).map_err(|e| cannot("write", path, &e))?;
    Ok(format!("wrote a {} {what}", size(page.len())))
}

/// `abbott render --blank --html FILE`: the page without datasets, on
/// which a visitor drops or pastes any input (and an output to judge).
pub fn blank_page(path: &Path) -> Result<ExitCode, Failure> {
    if let Some(refusal) = html::refuse_target(path, Path::new("-")) {
        return Err(Failure::message(refusal));
    }
    let page = html::page("any file", &[]);
    write_whole(path, page.as_bytes()).map_err(|e| cannot("write", path, &e))?;
    announce::say(&format!(
        "wrote a {} page for any file to {}",
        size(page.len()),
        path.display()
    ));
    Ok(ExitCode::SUCCESS)
}

/// Writes `bytes` to `path` whole or not at all: into a file beside it,
/// renamed into place once complete (cargo's `write_atomic`), so a full
/// disk or a kill leaves the old file or none.
fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::from(io::ErrorKind::InvalidFilename))?;
    let beside = path.with_file_name(format!(
        ".{}.{}.part",
        name.to_string_lossy(),
        std::process::id()
    ));
    let res = std::fs::write(&beside, bytes).and_then(|()| std::fs::rename(&beside, path));
    if res.is_err() {
        let _ = std::fs::remove_file(&beside);
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_whole_and_a_failed_write_leaves_nothing_beside_it() {
        let dir = std::env::temp_dir().join(format!("abbott-whole-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let page = dir.join("page.html");
        std::fs::write(&page, b"old").expect("writable");
        write_whole(&page, b"new").expect("written");
        assert_eq!(std::fs::read(&page).expect("readable"), b"new");
        let nowhere = dir.join("missing").join("page.html");
        assert!(write_whole(&nowhere, b"x").is_err());
        let left: Vec<_> = std::fs::read_dir(&dir)
            .expect("readable")
            .map(|e| e.expect("an entry").file_name())
            .collect();
        assert_eq!(left, ["page.html"]);
        std::fs::remove_dir_all(&dir).expect("removable");
    }

    #[test]
    fn titles_become_file_names() {
        assert_eq!(file_stem("DICE MAZE/1"), "DICE_MAZE_1");
        assert_eq!(file_stem("a-b_c"), "a-b_c");
    }
}
