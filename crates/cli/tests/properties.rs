//! Laws every reader keeps, checked for all three puzzles at once: any
//! bytes are read or refused with a line-and-column error, never a panic;
//! an edited sample yields at most its datasets; and the parallel batch
//! path prints exactly what the serial reader prints, error included.
//! (Each puzzle crate checks its own laws beside it: format-shaped text,
//! and that reading what it writes gives back the same datasets.)

use abbott_judge::OutputFormat;
use cli::Puzzle;
use cli::answer_parallel;
use dice_core::text::InputError;
use proptest::prelude::*;

/// Each puzzle with its statement sample and how many datasets it holds.
const SAMPLES: [(Puzzle, &str, usize); 3] = [
    (
        Puzzle::DiceMaze,
        include_str!("../../../testdata/dice-maze/sample.in"),
        3,
    ),
    (
        Puzzle::ArrowMaze,
        include_str!("../../../testdata/arrow-maze/sample.in"),
        2,
    ),
    (
        Puzzle::CubePuzzle,
        include_str!("../../../testdata/cube-puzzle/sample.in"),
        8,
    ),
];

/// Bytes that matter to the formats.
const ALPHABET: &[u8] = b" \n\r\t0123456789+-*ENDSWLFRBE";

/// Reads every dataset of `input`: how many were read, and the error that
/// stopped the reader, if any.
fn read_all(puzzle: Puzzle, input: &[u8]) -> (usize, Option<InputError>) {
    fn count<T>(items: impl Iterator<Item = Result<T, InputError>>) -> (usize, Option<InputError>) {
        let mut n = 0;
        for item in items {
            match item {
                Ok(_) => n += 1,
                Err(e) => return (n, Some(e)),
            }
        }
        (n, None)
    }
    match puzzle {
        Puzzle::DiceMaze => count(dice_maze::Reader::new(input)),
        Puzzle::ArrowMaze => count(arrow_maze::Reader::new(input)),
        Puzzle::CubePuzzle => count(cube_puzzle::Reader::new(input)),
    }
}

/// The sample of `SAMPLES[which]` with each edit applied: a byte of
/// `letters` replacing, inserted before, or (op 2) the byte at a position
/// removed.
fn edited(which: usize, edits: &[(usize, u8, u8)]) -> Vec<u8> {
    let mut bytes = SAMPLES[which].1.as_bytes().to_vec();
    for &(at, letter, op) in edits {
        let at = at % (bytes.len() + 1);
        match op {
            0 if at < bytes.len() => bytes[at] = letter,
            1 => bytes.insert(at, letter),
            _ if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => {}
        }
    }
    bytes
}

fn batch(puzzle: Puzzle, input: &[u8], pool: &rayon::ThreadPool) -> String {
    let mut out = Vec::new();
    if let Err(e) = answer_parallel(puzzle, OutputFormat::Judge, input, &mut out, pool) {
        out.extend_from_slice(format!("error: {e}\n").as_bytes());
    }
    String::from_utf8_lossy(&out).into_owned()
}

proptest! {
    #[test]
    fn any_bytes_are_read_or_refused_with_a_position(
        which in 0usize..3,
        bytes in proptest::collection::vec(any::<u8>(), 0..300),
    ) {
        if let (_, Some(e)) = read_all(SAMPLES[which].0, &bytes) {
            prop_assert!(e.to_string().starts_with("line "), "{e}");
        }
    }

    #[test]
    fn any_text_is_read_or_refused(which in 0usize..3, text in "\\PC{0,200}") {
        let _ = read_all(SAMPLES[which].0, text.as_bytes());
    }

    #[test]
    fn one_changed_byte_of_a_sample_yields_at_most_its_datasets(
        which in 0usize..3,
        at in 0usize..10_000,
        byte in any::<u8>(),
        op in 0u8..3,
    ) {
        let (puzzle, _, n) = SAMPLES[which];
        let (read, _) = read_all(puzzle, &edited(which, &[(at, byte, op)]));
        // One byte can split a dataset in two at most.
        prop_assert!(read <= n + 1);
    }
}

/// A pool of one thread and one of two, made once for every case.
static POOLS: std::sync::LazyLock<[rayon::ThreadPool; 2]> = std::sync::LazyLock::new(|| {
    [1, 2].map(|threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a pool")
    })
});

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn batches_match_the_serial_reader(
        which in 0usize..3,
        edits in proptest::collection::vec((0usize..10_000, 0usize..ALPHABET.len(), 0u8..3), 1..6),
    ) {
        let edits: Vec<(usize, u8, u8)> = edits.into_iter().map(|(at, k, op)| (at, ALPHABET[k], op)).collect();
        let puzzle = SAMPLES[which].0;
        let bytes = edited(which, &edits);
        let serial = cli::transcript(puzzle, &bytes);
        for pool in POOLS.iter() {
            prop_assert_eq!(&batch(puzzle, &bytes, pool), &serial, "{} threads on {:?}", pool.current_num_threads(), String::from_utf8_lossy(&bytes));
        }
    }
}

#[test]
fn signed_numbers_are_read_as_the_parsers_read_them() {
    let cases: [(Puzzle, &str); 4] = [
        (
            Puzzle::CubePuzzle,
            "1 2\nW W W\nE W W\nW W W\n+0 -0\n1 1\nE W W\nW W W\nW W W\n0 0\n",
        ),
        (Puzzle::CubePuzzle, "1 2\nW W W\nE W W\nW W W\n00 0\n"),
        (Puzzle::DiceMaze, "M\n+2 2 1 1 5 1\n-1 -1\n-1 -1\nEND\n"),
        (Puzzle::ArrowMaze, "M\n3 1 N 1 1\n2 1 NF *\n+0\n0\nEND\n"),
    ];
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a pool");
    for (puzzle, input) in cases {
        assert_eq!(
            batch(puzzle, input.as_bytes(), &pool),
            cli::transcript(puzzle, input.as_bytes()),
            "{input:?}"
        );
    }
}

/// The sample as judge data (the published cube sample loses its trailing
/// spaces).
fn canonical(which: usize) -> Vec<u8> {
    let kind = cli::kind::of(abbott_judge::Chosen::statement(SAMPLES[which].0));
    abbott_package::sample_input(kind.as_ref()).into_bytes()
}

proptest! {
    /// The strict validator never panics, names a line and column for
    /// every violation, and accepts only what the lenient reader reads in
    /// full.
    #[test]
    fn what_the_validator_accepts_the_reader_reads(
        which in 0usize..3,
        edits in proptest::collection::vec((0usize..10_000, proptest::sample::select(ALPHABET), 0u8..3), 0..3),
    ) {
        let puzzle = SAMPLES[which].0;
        let mut bytes = canonical(which);
        for &(at, letter, op) in &edits {
            let at = at % (bytes.len() + 1);
            match op {
                0 if at < bytes.len() => bytes[at] = letter,
                1 => bytes.insert(at, letter),
                _ if at < bytes.len() => { bytes.remove(at); }
                _ => {}
            }
        }
        let violations = cli::validate::violations(puzzle, &bytes, dice_core::strict::Limits::Original);
        for v in &violations {
            prop_assert!(v.line >= 1 && v.column >= 1, "{v}");
        }
        if violations.is_empty() {
            let (_, error) = read_all(puzzle, &bytes);
            prop_assert!(error.is_none(), "valid but unreadable: {:?}", String::from_utf8_lossy(&bytes));
        }
    }

    /// Any bytes as a team's output get a verdict, never a panic or a
    /// checker failure (the sample's own answer is accepted: see
    /// `each_samples_answer_is_accepted`).
    #[test]
    fn any_team_output_gets_a_verdict(
        which in 0usize..3,
        team in proptest::collection::vec(any::<u8>(), 0..400),
    ) {
        use abbott_judge::interface::{Outcome, judge_team};
        let (input, answer) = &JUDGED[which];
        let outcome = judge_team(SAMPLES[which].0, input, answer, &team[..]);
        prop_assert!(!matches!(outcome, Outcome::Failed(_)), "{outcome:?}");
    }
}

/// Each sample as judge data with its answer file, solved once for all the
/// cases of the property above.
static JUDGED: std::sync::LazyLock<Vec<(Vec<u8>, Vec<u8>)>> = std::sync::LazyLock::new(|| {
    (0..SAMPLES.len())
        .map(|which| {
            let input = canonical(which);
            let answer = cli::transcript(SAMPLES[which].0, &input).into_bytes();
            (input, answer)
        })
        .collect()
});

#[test]
fn each_samples_answer_is_accepted() {
    use abbott_judge::interface::{Outcome, judge_team};
    for (which, (input, answer)) in JUDGED.iter().enumerate() {
        let outcome = judge_team(SAMPLES[which].0, input, answer, &answer[..]);
        assert_eq!(outcome, Outcome::Accepted, "{:?}", SAMPLES[which].0);
    }
}

#[test]
fn one_byte_from_each_sample_is_refused_by_the_validator() {
    for (which, &(puzzle, _, _)) in SAMPLES.iter().enumerate() {
        let valid = canonical(which);
        assert_eq!(
            cli::validate::violations(puzzle, &valid, dice_core::strict::Limits::Original),
            []
        );
        let mut no_final_newline = valid.clone();
        no_final_newline.pop();
        let mut trailing_space = valid.clone();
        let first_end = valid.iter().position(|&b| b == b'\n').expect("lines");
        trailing_space.insert(first_end, b' ');
        let mut crlf = valid.clone();
        crlf.insert(first_end, b'\r');
        let mut extra_line = valid.clone();
        extra_line.push(b'\n');
        for (what, bytes) in [
            ("no final newline", no_final_newline),
            ("trailing space", trailing_space),
            ("carriage return", crlf),
            ("blank line after the end", extra_line),
        ] {
            let found =
                cli::validate::violations(puzzle, &bytes, dice_core::strict::Limits::Original);
            assert!(!found.is_empty(), "{puzzle:?}: {what} passes");
        }
    }
}

#[test]
fn batches_read_blanks_and_end_markers_as_the_serial_reader_does() {
    // Found by `batches_match_the_serial_reader`: the batch cutter split
    // words at any ASCII white space, so `0\r0` ended a cube input that the
    // parser refuses. Each case here is one such byte in a line's middle,
    // end or start.
    let cube = SAMPLES[2].1.trim_end().trim_end_matches("0 0");
    let dice = SAMPLES[0].1.trim_end().trim_end_matches("END");
    let cases: Vec<(Puzzle, String)> = vec![
        (Puzzle::CubePuzzle, format!("{cube}0\r0\n")),
        (Puzzle::CubePuzzle, format!("{cube}0\x0c0\n")),
        (Puzzle::CubePuzzle, format!("{cube}0\t0\r\n")),
        (Puzzle::CubePuzzle, format!("{cube}\x0c\n0 0\n")),
        (Puzzle::DiceMaze, format!("{dice}END\x0c\n")),
        (Puzzle::DiceMaze, format!("{dice}\u{3000}END\n")),
        (Puzzle::DiceMaze, format!("{dice}\x0c\nEND\n")),
    ];
    for (puzzle, input) in cases {
        let serial = cli::transcript(puzzle, input.as_bytes());
        for pool in POOLS.iter() {
            assert_eq!(batch(puzzle, input.as_bytes(), pool), serial, "{input:?}");
        }
    }
}
