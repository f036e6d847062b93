//! `cargo xtask judge --matrix`: every wrong submission of a package run
//! on every sample and secret case and judged by abbott's checker; which
//! cases reject each, as lines and as one table.

use super::{compile, run_with_limit};
use anyhow::bail;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Runs each wrong submission of a package on every case and prints the
/// cases that reject it, then the whole matrix as a table.
pub(super) fn run(abbott: &Path, puzzle: &str, package: &Path) -> anyhow::Result<()> {
    let work = package.with_extension("matrix");
    std::fs::create_dir_all(&work)?;
    let mut cases: Vec<PathBuf> = Vec::new();
    for group in ["sample", "secret"] {
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(package.join("data").join(group))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        cases.extend(inputs);
    }
    println!("judge: {puzzle}: the cases that reject each wrong submission");
    let mut wrong: Vec<PathBuf> = std::fs::read_dir(package.join("submissions/wrong_answer"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    wrong.sort();
    let mut table: Vec<(String, Vec<bool>)> = Vec::new();
    for source in wrong {
        let stem = source
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let command = compile(&source, &work.join(&stem))?;
        let mut rejecting = Vec::new();
        let mut rejects = Vec::new();
        for case in &cases {
            let output = run_with_limit(&command, case, Duration::from_secs(10))?;
            let feedback = work.join("feedback");
            std::fs::create_dir_all(&feedback)?;
            let mut check = Command::new(abbott)
                .args(["check", "--icpc", puzzle])
                .arg(case)
                .arg(case.with_extension("ans"))
                .arg(&feedback)
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .spawn()?;
            if let Some(mut stdin) = check.stdin.take() {
                use std::io::Write;
                let _ = stdin.write_all(&output);
            }
            let code = check.wait()?.code();
            rejects.push(code != Some(42));
            if code != Some(42) {
                let group = case
                    .parent()
                    .and_then(Path::file_name)
                    .map(|g| g.to_string_lossy().into_owned());
                let name = case.file_stem().map(|n| n.to_string_lossy().into_owned());
                rejecting.push(format!(
                    "{}/{}",
                    group.unwrap_or_default(),
                    name.unwrap_or_default()
                ));
            }
        }
        println!(
            "  {stem}: rejected by {} of {} cases: {}",
            rejecting.len(),
            cases.len(),
            rejecting.join(", ")
        );
        if rejecting.iter().all(|c| c.starts_with("sample/")) {
            bail!("{stem} passes every secret case");
        }
        table.push((stem, rejects));
    }
    print!("{}", matrix_table(&cases, &table));
    Ok(())
}

/// The matrix as a Markdown table: a row for every case, a column for
/// every wrong submission (numbered, named below the table), `x` where the
/// case rejects it.
fn matrix_table(cases: &[PathBuf], table: &[(String, Vec<bool>)]) -> String {
    let mut out = String::from("\n| case |");
    for k in 1..=table.len() {
        out += &format!(" {k} |");
    }
    out += "\n|---|";
    out += &"---|".repeat(table.len());
    out += "\n";
    for (i, case) in cases.iter().enumerate() {
        let name = case.file_stem().map(|n| n.to_string_lossy().into_owned());
        let group = case.parent().and_then(Path::file_name);
        let group = group.map(|g| g.to_string_lossy().into_owned());
        out += &format!(
            "| {}/{} |",
            group.unwrap_or_default(),
            name.unwrap_or_default()
        );
        for (_, rejects) in table {
            out += if rejects[i] { " x |" } else { "   |" };
        }
        out += "\n";
    }
    out += "\n";
    for (k, (stem, _)) in table.iter().enumerate() {
        out += &format!("{}. {stem}\n", k + 1);
    }
    out
}
