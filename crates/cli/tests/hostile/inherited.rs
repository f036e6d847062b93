//! What a run must not take from abbott's caller, and what it must get
//! whatever the caller's shell: no descriptor the caller left open, no
//! variable abbott was not told to pass, the judge's stack however small
//! the shell's, the memory its writable places hold counted as its own,
//! no more processes than the limit at any moment; and the program the
//! user meant, or a report that names the file the box ran or hid. Each
//! runs as the tests' user and, when that is root, again as an
//! unprivileged user (nobody). Every script stops itself.

use super::harness::{
    ABBOTT, Caller, LIMIT, SLACK, Within, compile_c, each_user, failed_with, open_to_all, passed,
    that_run,
};
use std::path::Path;
use std::process::Command;

#[test]
fn a_program_inherits_no_descriptor_of_abbotts_caller() {
    // The caller holds a folder outside the box open, a file and a pipe (a
    // here-document, in dash), as a judge daemon or a shell may: none of
    // them reaches the program, and no climb from any descriptor it has
    // reaches a file outside the box.
    let held = tempfile::tempdir().expect("a scratch folder");
    open_to_all(held.path());
    let secret = held.path().join("secret.txt");
    std::fs::write(&secret, "the answers\n").expect("written");
    let folder = held.path().to_string_lossy().into_owned();
    let file = secret.to_string_lossy().into_owned();
    let script = "python3 -c '\nimport os, sys\nfolder, secret = sys.argv[1], sys.argv[2]\n\
                  for name in os.listdir(\"/proc/self/fd\"):\n\
                  \x20   fd = int(name)\n\
                  \x20   if fd <= 2:\n        continue\n\
                  \x20   try:\n        target = os.readlink(\"/proc/self/fd/%d\" % fd)\n\
                  \x20   except OSError:\n        continue\n\
                  \x20   if target.startswith(\"pipe:\") or target.startswith(folder):\n\
                  \x20       sys.exit(3)\n\
                  \x20   try:\n        os.fchdir(fd)\n        for _ in range(64):\n            os.chdir(\"..\")\n\
                  \x20       open(secret.lstrip(\"/\")).read()\n        sys.exit(3)\n\
                  \x20   except OSError:\n        pass\n' \"$HELD\" \"$SECRET\" || exit 3\n\
                  exec $SOLVER\n";
    let before = "exec 5<\"$HELD\" 6<\"$SECRET\" 7<<END\nheld\nEND";
    let caller = Caller {
        before: Some(before),
        ..Caller::default()
    };
    let env = [("HELD", folder.as_str()), ("SECRET", file.as_str())];
    each_user(script, (&env, &[]), &caller, |_, s| passed(s));
}

#[test]
fn a_program_sees_only_the_variables_passed_to_it() {
    // A judge host's token in abbott's environment stays there; a variable
    // named with --env passes, one given with --env NAME=VALUE is set, and
    // PATH, HOME, TMPDIR and LANG are the box's.
    let script = "[ -n \"$HOST_TOKEN\" ] && exit 3\n\
                  [ \"$PASSED\" = yes ] || exit 3\n\
                  [ \"$GIVEN\" = 1 ] || exit 3\n\
                  [ \"$PATH\" = /usr/local/bin:/usr/bin:/bin ] || exit 3\n\
                  [ \"$HOME\" = \"$(pwd)\" ] || exit 3\n\
                  [ \"$TMPDIR\" = /tmp ] && [ \"$LANG\" = C.UTF-8 ] || exit 3\n\
                  exec $SOLVER\n";
    let caller = Caller {
        unpassed: &[("HOST_TOKEN", "secret"), ("PATH", "/usr/bin:/bin:/opt/x")],
        ..Caller::default()
    };
    let env = [("PASSED", "yes")];
    each_user(script, (&env, &["--env", "GIVEN=1"]), &caller, |_, s| {
        passed(s);
    });
}

#[test]
fn a_right_program_that_recurses_deep_passes_from_a_shell_with_a_small_stack() {
    // 200 MB of stack (200,000 frames of 1,000 bytes), then the right
    // solver, from a shell whose stack is 8 MB (the soft limit, as a
    // default shell has it): the run's stack is the memory limit, as a
    // judge gives it, not the shell's.
    let dir = tempfile::tempdir().expect("a scratch folder");
    open_to_all(dir.path());
    let deep = compile_c(
        dir.path(),
        "deep",
        "#include <unistd.h>\n\
         static long deep(long n) {\n  volatile char frame[1000];\n  frame[0] = (char)n;\n\
         \x20 return n == 0 ? frame[0] : deep(n - 1) + frame[0];\n}\n\
         int main(int argc, char **argv) {\n  if (argc < 2 || deep(200000) == 12345) return 4;\n\
         \x20 execv(argv[1], argv + 1);\n  return 5;\n}\n",
    );
    let folder = dir.path().to_string_lossy().into_owned();
    let script = "exec \"$DEEP\" $SOLVER\n";
    let caller = Caller {
        before: Some("ulimit -S -s 8192"),
        ..Caller::default()
    };
    let env = [("DEEP", deep.as_str())];
    each_user(
        script,
        (&env, &["--box-dir", folder.as_str()]),
        &caller,
        |_, s| passed(s),
    );
}

#[test]
fn what_a_program_keeps_in_its_writable_places_is_its_memory() {
    // 300 MB into each of its working folder, /tmp and /dev/shm (files of
    // 7 MB: a file may not pass the output limit) under a limit of 256 MB:
    // one store holds them all, counted against the limit.
    let script = "for d in . /tmp /dev/shm; do\n  i=0\n\
                  \x20 while [ $i -lt 43 ]; do head -c 7000000 /dev/zero > \"$d/f$i\" 2>/dev/null; \
                  i=$((i + 1)); done\ndone\nexec $SOLVER\n";
    let extra = ["--memory-limit", "256M"];
    each_user(script, (&[], &extra), &Caller::default(), |_, s| {
        failed_with(s, "memory limit exceeded", Within::Processor(LIMIT + SLACK));
    });
}

#[test]
fn a_storm_of_sleepers_never_holds_more_than_the_process_limit() {
    // 2,000 sleepers under a limit of 16: the kernel refuses every fork
    // past it. The script counts the box's processes with a builtin (no
    // fork) and fails on purpose if it ever saw more than the limit and
    // the box's PID 1.
    let script = "i=0\nmost=0\n\
                  while [ $i -lt 2000 ]; do\n  sleep 2 2>/dev/null &\n  i=$((i + 1))\n\
                  \x20 if [ $((i % 50)) = 0 ]; then set -- /proc/[0-9]*; \
                  [ $# -gt $most ] && most=$#; fi\n\
                  done 2>/dev/null\n\
                  [ $most -gt 17 ] && exit 3\nexec $SOLVER\n";
    // dash ends on a fork the kernel refuses (exit code 2): a run-time
    // error, or the process limit where abbott sees the count reach it.
    let extra = ["--process-limit", "16"];
    each_user(script, (&[], &extra), &Caller::default(), |_, s| {
        let first = s.stdout.lines().next().unwrap_or("");
        let held = [
            "FAILED: process limit exceeded",
            "FAILED: run-time error: exit code 2",
        ];
        assert!(held.contains(&first), "{}", s.stdout);
        let (cpu, _) = that_run(&s.stdout);
        assert!(cpu <= LIMIT + SLACK, "{}", s.stdout);
    });
}

/// Runs `abbott test cube-puzzle --board 2x2` on `command` from the folder
/// `dir` with `PATH` set to `path` first; gives its exit code, standard
/// output and standard error.
fn from_path(dir: &Path, path: &Path, command: &[&str]) -> (Option<i32>, String, String) {
    let shell_path = std::env::var_os("PATH").unwrap_or_default();
    let mut folders = vec![path.to_path_buf()];
    folders.extend(std::env::split_paths(&shell_path));
    let out = Command::new(ABBOTT)
        .current_dir(dir)
        .env("PATH", std::env::join_paths(folders).expect("a PATH"))
        .args(["test", "cube-puzzle", "--board", "2x2", "--cases", "20"])
        .arg("--")
        .args(command)
        .output()
        .expect("abbott starts");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_program_the_callers_path_finds_elsewhere_is_named() {
    // A python3 of the caller's own (as pyenv, a virtualenv or
    // ~/.cargo/bin gives one) that the box's PATH does not reach: the box
    // runs the system's, and says so with the file the shell would run.
    let dir = tempfile::tempdir().expect("a scratch folder");
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).expect("made");
    let mine = bin.join("python3");
    std::fs::write(&mine, "#!/bin/sh\nexit 9\n").expect("written");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&mine, std::fs::Permissions::from_mode(0o755)).expect("mode");
    let cube = env!("CARGO_BIN_EXE_cube-puzzle");
    std::fs::write(
        dir.path().join("sol.py"),
        format!("import os\nos.execv({cube:?}, [{cube:?}, '--board', '2x2'])\n"),
    )
    .expect("written");
    let cube_dir = Path::new(cube).parent().expect("a folder");
    let command = [
        "--box-dir",
        &cube_dir.to_string_lossy(),
        "--",
        "python3",
        "sol.py",
    ];
    let out = Command::new(ABBOTT)
        .current_dir(dir.path())
        .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
        .args(["test", "cube-puzzle", "--board", "2x2", "--cases", "20"])
        .args(command)
        .output()
        .expect("abbott starts");
    let (code, stdout, stderr) = (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let named = format!("not {} as your shell would", mine.display());
    assert!(stderr.contains(&named), "{stderr}");
    let shown = format!(
        "name it as {}; --box-dir {} shows its folder",
        mine.display(),
        bin.display()
    );
    assert!(stderr.contains(&shown), "{stderr}");
    // A program only the caller's PATH finds runs from there.
    let (code, stdout, stderr) =
        from_path(dir.path(), cube_dir, &["cube-puzzle", "--board", "2x2"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let runs = format!("cube-puzzle runs as {cube} (found on your PATH");
    assert!(stderr.contains(&runs), "{stderr}");
}

#[test]
fn a_wrapper_whose_helper_the_box_hides_is_told_which_folder_shows_it() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let cube = env!("CARGO_BIN_EXE_cube-puzzle");
    std::fs::copy(cube, dir.path().join("solve")).expect("copied");
    std::fs::write(dir.path().join("run.sh"), "exec ./solve --board 2x2\n").expect("written");
    let out = Command::new(ABBOTT)
        .current_dir(dir.path())
        .args([
            "test",
            "cube-puzzle",
            "--board",
            "2x2",
            "--",
            "sh",
            "run.sh",
        ])
        .output()
        .expect("abbott starts");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let hidden = format!(
        "the box hides ./solve, which the program names: it is {} outside the box; \
         --box-dir {} shows its folder read-only",
        dir.path().join("solve").display(),
        dir.path().display()
    );
    assert!(stdout.contains(&hidden), "{stdout}");
    // Every input fails so: one run tells, nothing is shrunk.
    assert!(
        stdout.contains("\nnot shrunk: the smallest input fails as the first did"),
        "{stdout}"
    );
}
