//! The statement PDFs the packages ship (`problem_statement/problem.pdf`,
//! where DOMjudge's importer finds it): rendered from each written package
//! by problemtools' `problem2pdf` with the dates fixed
//! (`SOURCE_DATE_EPOCH=0`, `FORCE_SOURCE_DATE=1`) and the PDF's `/ID`
//! derived from its content (Ghostscript draws it from the temporary
//! file's name), then compared byte for byte with the copy abbott embeds
//! from `crates/package/judge/<puzzle>/problem.pdf`. `--bless` writes the new
//! renderings there instead.

use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where the statement PDF lives in a package.
const IN_PACKAGE: &str = "problem_statement/problem.pdf";

/// Renders each package's statement and compares it with the shipped one
/// (or, with `bless`, replaces the committed copy); gives how many
/// changed.
pub(super) fn run(
    root: &Path,
    out: &Path,
    packages: &[(&str, &str)],
    bless: bool,
) -> anyhow::Result<usize> {
    let problem2pdf = tool()?;
    let rendered = crate::target_dir().join("judge-pdf");
    std::fs::create_dir_all(&rendered)?;
    let mut changed = 0;
    for (puzzle, short) in packages {
        let pdf = rendered.join(format!("{short}.pdf"));
        let output = Command::new(&problem2pdf)
            .arg("-q")
            .arg("-o")
            .arg(&pdf)
            .arg(out.join(short))
            .env("SOURCE_DATE_EPOCH", "0")
            .env("FORCE_SOURCE_DATE", "1")
            .stdin(Stdio::null())
            .output()
            .with_context(|| format!("running {} (problemtools)", problem2pdf.display()))?;
        if !output.status.success() {
            bail!(
                "problem2pdf failed on {short} (it needs lualatex and Ghostscript's gs): {}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            );
        }
        let mut bytes = std::fs::read(&pdf)?;
        stable_id(&mut bytes).with_context(|| format!("the PDF of {short} has no /ID"))?;
        let shipped = std::fs::read(out.join(short).join(IN_PACKAGE))?;
        let committed = root
            .join("crates/package/judge")
            .join(puzzle)
            .join("problem.pdf");
        if bytes == shipped {
            println!(
                "judge: {short}: statement PDF ({} bytes) as shipped",
                bytes.len()
            );
        } else if bless {
            std::fs::write(&committed, &bytes)?;
            println!(
                "judge: {short}: statement PDF written to {}",
                committed.display()
            );
            changed += 1;
        } else {
            bail!(
                "the statement PDF {short} ships differs from problem2pdf's rendering ({}): run cargo xtask judge --bless and commit {}",
                pdf.display(),
                committed.display()
            );
        }
    }
    Ok(changed)
}

/// problemtools' `problem2pdf`: beside `$VERIFYPROBLEM`, or on `PATH`.
fn tool() -> anyhow::Result<PathBuf> {
    let beside = std::env::var_os("VERIFYPROBLEM")
        .map(PathBuf::from)
        .filter(|v| v.parent().is_some_and(|p| !p.as_os_str().is_empty()))
        .map(|v| v.with_file_name("problem2pdf"));
    Ok(beside.unwrap_or_else(|| PathBuf::from("problem2pdf")))
}

/// Replaces the two hex strings of the trailer's `/ID [<...><...>]` by a
/// hash of the rest of the file, of the same length (the cross-reference
/// offsets stay right).
fn stable_id(pdf: &mut [u8]) -> Option<()> {
    let key = b"/ID [<";
    let at = pdf.windows(key.len()).rposition(|w| w == key)? + key.len();
    let first = at..at + 32;
    let second = at + 34..at + 66;
    if pdf.get(at + 32..at + 34) != Some(b"><") {
        return None;
    }
    for range in [first.clone(), second.clone()] {
        pdf[range].fill(b'0');
    }
    let hex = format!("{:016X}{:016X}", fnv(pdf, 0), fnv(pdf, 1));
    pdf[first].copy_from_slice(hex.as_bytes());
    pdf[second].copy_from_slice(hex.as_bytes());
    Some(())
}

/// FNV-1a over `bytes`, seeded.
fn fnv(bytes: &[u8], seed: u64) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325_u64 ^ seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_id_depends_on_the_content_only() {
        let pdf = |id: &str, body: &str| {
            format!("%PDF {body}\ntrailer\n<< /ID [<{id}><{id}>]\n>>\n").into_bytes()
        };
        let (a, b) = ("A".repeat(32), "B".repeat(32));
        let (mut one, mut two) = (pdf(&a, "x"), pdf(&b, "x"));
        stable_id(&mut one).expect("an /ID");
        stable_id(&mut two).expect("an /ID");
        assert_eq!(one, two);
        assert_eq!(one.len(), pdf(&a, "x").len());
        let mut other = pdf(&a, "y");
        stable_id(&mut other).expect("an /ID");
        assert_ne!(one[one.len() - 70..], other[other.len() - 70..]);
        assert_eq!(stable_id(&mut b"no id".to_vec()), None);
    }
}
