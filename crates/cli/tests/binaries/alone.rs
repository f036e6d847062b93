//! A dataset's answer is a function of the dataset alone: the same inside a
//! file as alone, and the same on one thread as on two, with the rolls and
//! in JSON, on a board met in the middle.

use super::*;

/// Forty random 3 x 4 datasets, every one from the start (2,1), so that a
/// solver that changed its search after a few datasets from one start
/// would show it.
fn one_start_file() -> String {
    let args = ["generate", "cube-puzzle", "--board", "3x4", "--count", "40"];
    let (code, out, err) = run(Command::new(ABBOTT).args(args).args(["--seed", "3"]), b"");
    assert_eq!((code, err.as_str()), (0, ""));
    let mut text = String::new();
    for line in out.lines() {
        // A start line has two numbers, a row of the pattern four colours.
        let start = line.split(' ').count() == 2 && line != "0 0";
        text.push_str(if start { "2 1" } else { line });
        text.push('\n');
    }
    text
}

/// The answers to `input` on 3 x 4 with `args` on `threads` threads.
fn answers(input: &str, args: &[&str], threads: &str) -> String {
    let mut cmd = Command::new(ABBOTT);
    cmd.args(["cube-puzzle", "--board", "3x4", "-j", threads])
        .args(args);
    let (code, out, err) = run(&mut cmd, input.as_bytes());
    assert_eq!((code, err.as_str()), (0, ""), "{args:?} -j {threads}");
    out
}

/// A JSON answer without its dataset number, which depends on the file.
fn without_number(json: &str) -> &str {
    json.split_once(',').map_or(json, |(_, rest)| rest)
}

#[test]
fn answers_and_rolls_on_3x4_do_not_depend_on_the_datasets_before_or_the_threads() {
    let file = one_start_file();
    let lines: Vec<&str> = file.lines().collect();
    assert_eq!(lines.len(), 40 * 4 + 1);
    for args in [&["--moves"][..], &["--format", "json"][..]] {
        let one = answers(&file, args, "1");
        assert_eq!(answers(&file, args, "2"), one, "{args:?}");
        let one: Vec<&str> = one.lines().collect();
        assert_eq!(one.len(), 40);
        // Datasets before the searches could change, and well after.
        for number in [1, 12, 40] {
            let mut alone = lines[4 * (number - 1)..4 * number].join("\n");
            alone.push_str("\n0 0\n");
            let alone = answers(&alone, args, "1");
            assert_eq!(
                without_number(alone.trim_end()),
                without_number(one[number - 1]),
                "dataset {number} {args:?}"
            );
        }
    }
    // The file is not trivial: most answers come with long rolls.
    let moves = answers(&file, &["--moves"], "1");
    let long = moves.lines().filter(|l| l.split(' ').count() > 20).count();
    assert!(long > 20, "{moves}");
}
