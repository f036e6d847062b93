//! One judge: the page's judging (the `web` crate, run natively) and
//! `abbott check` (the binary) say the same verdicts in the same words
//! over a corpus of outputs for each puzzle's sample: right, an answer
//! missing, a stray answer, answers out of order, a wrong answer, a cut
//! line, CRLF line ends, trailing blanks and nothing at all.

use std::process::Command;

const ABBOTT: &str = env!("CARGO_BIN_EXE_abbott");

/// The sample's input and published output of each puzzle.
const SAMPLES: [(web::Puzzle, &str, &str, &str); 3] = [
    (
        web::Puzzle::DiceMaze,
        "dice-maze",
        include_str!("../../../testdata/dice-maze/sample.in"),
        include_str!("../../../testdata/dice-maze/sample.out"),
    ),
    (
        web::Puzzle::ArrowMaze,
        "arrow-maze",
        include_str!("../../../testdata/arrow-maze/sample.in"),
        include_str!("../../../testdata/arrow-maze/sample.out"),
    ),
    (
        web::Puzzle::CubePuzzle,
        "cube-puzzle",
        include_str!("../../../testdata/cube-puzzle/sample.in"),
        include_str!("../../../testdata/cube-puzzle/sample.out"),
    ),
];

/// The answers of `output` as blocks of lines: a maze's answer is its
/// name line and the route lines after it, a cube's one line.
fn answers(output: &str, mazes: bool) -> Vec<String> {
    let mut blocks: Vec<String> = Vec::new();
    for line in output.lines() {
        match blocks.last_mut() {
            Some(block) if mazes && line.starts_with(' ') => {
                block.push_str(line);
                block.push('\n');
            }
            _ => blocks.push(format!("{line}\n")),
        }
    }
    blocks
}

/// The corpus of outputs made from `right`, each with its name.
fn corpus(right: &str, mazes: bool) -> Vec<(&'static str, String)> {
    let blocks = answers(right, mazes);
    let join = |blocks: &[String]| blocks.concat();
    let mut swapped = blocks.clone();
    swapped.swap(0, 1);
    let mut stray = blocks.clone();
    stray.insert(1, blocks[blocks.len() - 1].clone());
    let mut wrong = blocks.clone();
    wrong[1] = if mazes {
        blocks[1].replacen("(", "(9", 1)
    } else {
        format!(
            "{}\n",
            blocks[1].trim().parse::<i64>().expect("a number") + 1
        )
    };
    let cut = right.len() - right.lines().last().expect("a line").len() / 2 - 1;
    vec![
        ("right", right.to_string()),
        ("the first answer missing", join(&blocks[1..])),
        ("the last answer missing", join(&blocks[..blocks.len() - 1])),
        ("a stray answer", join(&stray)),
        ("two answers out of order", join(&swapped)),
        ("a wrong answer", join(&wrong)),
        ("the last line cut", right[..cut].to_string()),
        ("CRLF line ends", right.replace('\n', "\r\n")),
        ("trailing blanks", right.replace('\n', "  \t\n")),
        ("empty", String::new()),
    ]
}

/// What `abbott check` prints for `output`, line by line.
fn checked(puzzle: &str, input: &str, output: &str) -> Vec<String> {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let (input_path, output_path) = (folder.path().join("in"), folder.path().join("out"));
    std::fs::write(&input_path, input).expect("written");
    std::fs::write(&output_path, output).expect("written");
    let run = Command::new(ABBOTT)
        .arg("check")
        .args([
            puzzle.as_ref(),
            input_path.as_os_str(),
            output_path.as_os_str(),
        ])
        .output()
        .expect("abbott check runs");
    assert!(
        run.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let report = String::from_utf8(run.stdout).expect("UTF-8");
    report.lines().map(str::to_string).collect()
}

/// What the page shows for `output`, as `abbott check` would print it:
/// the wrong answers' lines (the missing counted in the summary), then
/// the summary.
fn paged(puzzle: web::Puzzle, input: &str, output: &str) -> Vec<String> {
    let verdicts = web::judge(puzzle, None, &[input.to_string()], output).expect("judged");
    let missing =
        |v: &web::JudgedLine| v.line == 0 && v.verdict.ends_with(": no answer in the output");
    let wrong = (verdicts.lines.iter())
        .filter(|v| !v.ok && !missing(v))
        .map(|v| v.verdict.clone());
    let summary = verdicts.summary.lines().map(str::to_string);
    let shown: Vec<String> = wrong.chain(summary).collect();
    assert_eq!(
        verdicts.accepted,
        shown.last().is_some_and(|s| s.ends_with(" 0 failed"))
    );
    shown
}

#[test]
fn the_page_and_abbott_check_give_the_same_verdicts_in_the_same_words() {
    let mut compared = 0;
    for (puzzle, name, input, right) in SAMPLES {
        let mazes = puzzle != web::Puzzle::CubePuzzle;
        for (what, output) in corpus(right, mazes) {
            let page = paged(puzzle, input, &output);
            let check = checked(name, input, &output);
            assert_eq!(page, check, "{name}, {what}");
            compared += 1;
        }
    }
    assert_eq!(compared, 30);
}
