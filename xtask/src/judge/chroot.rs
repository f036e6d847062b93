//! The validators where a judge host runs them: for each package, an empty
//! chroot holding only the validator folders, the case files, `/dev/null`
//! and a statically linked busybox as `/bin/sh`. Each `build` must pass,
//! the input validator must accept every case and refuse a broken one, and
//! the output validator must accept every answer file and refuse a wrong
//! answer. Needs root (chroot, mknod) and Debian's `busybox-static` (or `$BUSYBOX`).

use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Runs the chroot test on every package under `out`.
pub(super) fn run(out: &Path, packages: &[(&str, &str)]) -> anyhow::Result<()> {
    let busybox = static_busybox()?;
    let jail_root = crate::target_dir().join("judge-chroot");
    for (_, short) in packages {
        let started = Instant::now();
        let jail = jail_root.join(short);
        if jail.exists() {
            std::fs::remove_dir_all(&jail)
                .with_context(|| format!("clearing {}", jail.display()))?;
        }
        let package = out.join(short);
        let cases = fill(&jail, &package, &busybox)?;
        let mut checked = 0;
        for folder in ["input_validators/abbott", "output_validators/abbott"] {
            let code = in_jail(&jail, &[&format!("/{folder}/build")], None)?;
            if code != Some(0) {
                bail!("{short}: /{folder}/build exits {code:?} in the chroot");
            }
        }
        for case in &cases {
            let input = format!("/cases/{case}.in");
            let answer = format!("/cases/{case}.ans");
            expect(&jail, &["/input_validators/abbott/run"], &input, 42, short)?;
            let check = [
                "/output_validators/abbott/run",
                &input,
                &answer,
                "/feedback",
            ];
            expect(&jail, &check, &answer, 42, short)?;
            checked += 1;
        }
        // One broken input and one wrong answer must be refused.
        let first = &cases[0];
        let text = std::fs::read(jail.join(format!("cases/{first}.in")))?;
        std::fs::write(
            jail.join("cases/broken.in"),
            [&text[..], b"junk\n"].concat(),
        )?;
        expect(
            &jail,
            &["/input_validators/abbott/run"],
            "/cases/broken.in",
            43,
            short,
        )?;
        // The answer file without its last line is a wrong answer in every
        // puzzle: an answer missing, or a route cut short.
        let answer = std::fs::read_to_string(jail.join(format!("cases/{first}.ans")))?;
        let lines: Vec<&str> = answer.lines().collect();
        let cut: String = lines[..lines.len() - 1]
            .iter()
            .map(|l| format!("{l}\n"))
            .collect();
        std::fs::write(jail.join("cases/wrong.out"), cut)?;
        let input = format!("/cases/{first}.in");
        let answer = format!("/cases/{first}.ans");
        let check = [
            "/output_validators/abbott/run",
            &input,
            &answer,
            "/feedback",
        ];
        expect(&jail, &check, "/cases/wrong.out", 43, short)?;
        println!(
            "judge: chroot {short}: builds pass, {checked} inputs and answers accepted, a broken input and a wrong answer refused ({:.1} s)",
            started.elapsed().as_secs_f64()
        );
    }
    std::fs::remove_dir_all(&jail_root)?;
    Ok(())
}

/// The statically linked busybox: `$BUSYBOX`, or Debian's
/// `busybox-static`.
fn static_busybox() -> anyhow::Result<PathBuf> {
    let given = std::env::var_os("BUSYBOX").map(PathBuf::from);
    let found = given
        .into_iter()
        .chain(
            ["/bin/busybox", "/usr/bin/busybox"]
                .into_iter()
                .map(PathBuf::from),
        )
        .find(|p| p.exists());
    let Some(busybox) = found else {
        bail!("the chroot test needs a static busybox (Debian: apt-get install busybox-static)");
    };
    Ok(busybox)
}

/// Makes the chroot: the validator folders, every case of the package
/// under `/cases` (sample cases prefixed `sample-`), `/dev/null`,
/// `/feedback` and busybox as `/bin/sh`; gives the case names.
fn fill(jail: &Path, package: &Path, busybox: &Path) -> anyhow::Result<Vec<String>> {
    for dir in ["bin", "dev", "cases", "feedback"] {
        std::fs::create_dir_all(jail.join(dir))?;
    }
    std::fs::copy(busybox, jail.join("bin/sh")).context("copying busybox")?;
    let status = Command::new("mknod")
        .args(["-m", "666"])
        .arg(jail.join("dev/null"))
        .args(["c", "1", "3"])
        .status()
        .context("running mknod")?;
    if !status.success() {
        bail!(
            "mknod /dev/null failed in {} (the chroot test needs root)",
            jail.display()
        );
    }
    for folder in ["input_validators/abbott", "output_validators/abbott"] {
        let to = jail.join(folder);
        std::fs::create_dir_all(&to)?;
        for entry in std::fs::read_dir(package.join(folder))? {
            let path = entry?.path();
            let name = path.file_name().context("a file name")?;
            std::fs::copy(&path, to.join(name))?;
        }
    }
    let mut cases = Vec::new();
    for group in ["sample", "secret"] {
        let mut names: Vec<String> = std::fs::read_dir(package.join("data").join(group))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
            .collect();
        names.sort();
        for name in names {
            let case = format!("{group}-{name}");
            for ext in ["in", "ans"] {
                let from = package
                    .join("data")
                    .join(group)
                    .join(format!("{name}.{ext}"));
                std::fs::copy(&from, jail.join(format!("cases/{case}.{ext}")))?;
            }
            cases.push(case);
        }
    }
    Ok(cases)
}

/// Runs `command` inside the chroot `jail`, standard input from the
/// chroot's file `stdin` if any; gives the exit code.
fn in_jail(jail: &Path, command: &[&str], stdin: Option<&str>) -> anyhow::Result<Option<i32>> {
    let input = match stdin {
        Some(file) => Stdio::from(std::fs::File::open(jail.join(&file[1..]))?),
        None => Stdio::null(),
    };
    // The chroot's environment is empty, so the program is found here.
    let chroot = which("chroot").context("no chroot program on PATH")?;
    let output = Command::new(chroot)
        .arg(jail)
        .args(command)
        .env_clear()
        .stdin(input)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .context("running chroot (the chroot test needs root)")?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.code() == Some(125) || stderr.starts_with("chroot:") {
        bail!("chroot {}: {}", jail.display(), stderr.trim_end());
    }
    Ok(output.status.code())
}

/// Runs `command` in the chroot on `stdin` and fails unless it exits `code`.
fn expect(
    jail: &Path,
    command: &[&str],
    stdin: &str,
    code: i32,
    short: &str,
) -> anyhow::Result<()> {
    let got = in_jail(jail, command, Some(stdin))?;
    if got != Some(code) {
        bail!(
            "{short}: in the chroot, {} < {stdin} exits {got:?}, not {code}",
            command.join(" ")
        );
    }
    Ok(())
}

/// The program `name` on this host's `PATH`.
fn which(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}
