//! `cargo xtask judge --matrix`: every wrong submission of a package run
//! on every sample and secret case and judged by abbott's checker; which
//! cases reject each, as lines and as one table, with a column of how many
//! single-entry mutants of the model solutions (crate `judge_model`: their
//! tables, reader and carried marks) each case kills, and the mutants
//! killed per table by the secret data whole.

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
    let mutants = mutant_kills(puzzle, &cases)?;
    print!("{}", matrix_table(&cases, &table, &mutants));
    Ok(())
}

/// Each single-entry mutant of `puzzle`'s model with the cases that kill
/// it, and a line per table: killed by the secret cases / in all.
fn mutant_kills(puzzle: &str, cases: &[PathBuf]) -> anyhow::Result<judge_model::kills::Matrix> {
    let texts = cases
        .iter()
        .map(std::fs::read_to_string)
        .collect::<Result<Vec<String>, _>>()?;
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let kills = match puzzle {
        "dice-maze" => judge_model::kills::dice(&texts),
        "arrow-maze" => judge_model::kills::arrow(&texts),
        "cube-puzzle" => judge_model::kills::cube(&texts),
        _ => bail!("no model of {puzzle}"),
    };
    let secret: Vec<bool> = cases
        .iter()
        .map(|c| {
            c.parent()
                .and_then(Path::file_name)
                .is_some_and(|g| g == "secret")
        })
        .collect();
    let mut per_table: std::collections::BTreeMap<&str, (usize, usize)> = Default::default();
    let mut survivors = Vec::new();
    for (mutant, by_case) in &kills {
        let killed = by_case.iter().zip(&secret).any(|(&k, &s)| k && s);
        let entry = per_table.entry(mutant.table).or_default();
        *entry = (entry.0 + usize::from(killed), entry.1 + 1);
        if !killed {
            survivors.push(mutant.to_string());
        }
    }
    println!("judge: {puzzle}: the model's mutants the secret data kills");
    for (table, (killed, total)) in per_table {
        println!("  {table}: {killed} of {total}");
    }
    if puzzle == "cube-puzzle" {
        let equivalent = judge_model::cube_goals::EQUIVALENT.len();
        println!("  and {equivalent} goal-board mutants proven equivalent, counted apart");
    }
    if !survivors.is_empty() {
        bail!("mutants no secret case kills: {}", survivors.join("; "));
    }
    Ok(kills)
}

/// The matrix as a Markdown table: a row for every case, the number of
/// model mutants it kills, a column for every wrong submission (numbered,
/// named below the table), `x` where the case rejects it.
fn matrix_table(
    cases: &[PathBuf],
    table: &[(String, Vec<bool>)],
    mutants: &judge_model::kills::Matrix,
) -> String {
    let mut out = String::from("\n| case | mutants |");
    for k in 1..=table.len() {
        out += &format!(" {k} |");
    }
    out += "\n|---|---|";
    out += &"---|".repeat(table.len());
    out += "\n";
    for (i, case) in cases.iter().enumerate() {
        let name = case.file_stem().map(|n| n.to_string_lossy().into_owned());
        let group = case.parent().and_then(Path::file_name);
        let group = group.map(|g| g.to_string_lossy().into_owned());
        out += &format!(
            "| {}/{} | {} |",
            group.unwrap_or_default(),
            name.unwrap_or_default(),
            mutants.iter().filter(|(_, kills)| kills[i]).count()
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
