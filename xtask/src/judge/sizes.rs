//! The sizes docs/judges.md quotes for the static abbott and a package
//! (`the copy is X MB`, `a package is A to B MB`), held against what
//! `cargo xtask judge` just built and wrote: each within a tenth, so that
//! the page says what `cargo xtask static-abbott` gives.

use anyhow::{Context, bail};
use std::path::Path;

/// Checks the binary's size (`binary` bytes) and each package's
/// (`packages`: short name and bytes of its files) against the figures of
/// docs/judges.md under `root`.
pub(super) fn check(root: &Path, binary: u64, packages: &[(&str, u64)]) -> anyhow::Result<()> {
    let page = root.join("docs/judges.md");
    let text = std::fs::read_to_string(&page).with_context(|| page.display().to_string())?;
    // The page's lines are wrapped: read it as one line.
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let copy =
        megabytes_after(&text, "the copy is ").context("docs/judges.md: no `the copy is X MB`")?;
    let (low, high) = range_after(&text, "a package is ")
        .context("docs/judges.md: no `a package is A to B MB`")?;
    let mb = |bytes: u64| bytes as f64 / 1e6;
    let within = |got: f64, low: f64, high: f64| got >= low * 0.9 && got <= high * 1.1;
    if !within(mb(binary), copy, copy) {
        bail!(
            "docs/judges.md says the static abbott is {copy} MB; cargo xtask static-abbott built {:.2} MB",
            mb(binary)
        );
    }
    for (short, bytes) in packages {
        if !within(mb(*bytes), low, high) {
            bail!(
                "docs/judges.md says a package is {low} to {high} MB; {short} is {:.2} MB",
                mb(*bytes)
            );
        }
    }
    println!(
        "judge: the sizes docs/judges.md quotes hold: abbott {:.2} MB (says {copy}), packages within {low} to {high} MB",
        mb(binary)
    );
    Ok(())
}

/// The number of the first `N MB` right after a `lead` in `text`.
fn megabytes_after(text: &str, lead: &str) -> Option<f64> {
    text.match_indices(lead).find_map(|(at, _)| {
        let (number, rest) = text[at + lead.len()..].split_once(' ')?;
        rest.starts_with("MB").then(|| number.parse().ok())?
    })
}

/// The numbers of the first `A to B MB` right after a `lead` in `text`.
fn range_after(text: &str, lead: &str) -> Option<(f64, f64)> {
    text.match_indices(lead).find_map(|(at, _)| {
        let mut words = text[at + lead.len()..].split(' ');
        let low = words.next()?.parse().ok()?;
        let high = (words.next()? == "to").then(|| words.next()?.parse().ok())??;
        (words.next()? == "MB").then_some((low, high))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_are_read_from_the_wrapped_text() {
        let text = "the copy is statically linked; the copy is 5.8 MB (5,806,640 bytes), twice: \
                    a package is written; a package is 12 to 13 MB on disk";
        assert_eq!(megabytes_after(text, "the copy is "), Some(5.8));
        assert_eq!(range_after(text, "a package is "), Some((12.0, 13.0)));
        assert_eq!(megabytes_after("the copy is large", "the copy is "), None);
        assert_eq!(range_after("a package is 12 MB", "a package is "), None);
    }
}
