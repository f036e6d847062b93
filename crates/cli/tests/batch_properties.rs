//! The parallel batch path must print exactly what the serial reader
//! prints, error included, on any input: here, the samples with random
//! bytes from the formats' own alphabet changed, inserted or deleted.

use cli::Puzzle;
use cli::batch::{OutputFormat, answer_parallel};
use proptest::prelude::*;

const SAMPLES: [(Puzzle, &str); 3] = [
    (
        Puzzle::DiceMaze,
        include_str!("../../../testdata/dice-maze/sample.in"),
    ),
    (
        Puzzle::ArrowMaze,
        include_str!("../../../testdata/arrow-maze/sample.in"),
    ),
    (
        Puzzle::CubePuzzle,
        include_str!("../../../testdata/cube-puzzle/sample.in"),
    ),
];

/// Bytes that matter to the formats.
const ALPHABET: &[u8] = b" \n\r\t0123456789+-*ENDSWLFRBE";

fn batch(puzzle: Puzzle, input: &[u8], pool: &rayon::ThreadPool) -> String {
    let mut out = Vec::new();
    if let Err(e) = answer_parallel(puzzle, OutputFormat::Judge, input, &mut out, pool) {
        out.extend_from_slice(format!("error: {e}\n").as_bytes());
    }
    String::from_utf8_lossy(&out).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn batches_match_the_serial_reader(
        which in 0usize..3,
        edits in proptest::collection::vec((0usize..10_000, 0usize..ALPHABET.len(), 0u8..3), 1..6),
    ) {
        let (puzzle, sample) = SAMPLES[which];
        let mut bytes = sample.as_bytes().to_vec();
        for (at, letter, op) in edits {
            let at = at % (bytes.len() + 1);
            match op {
                0 if at < bytes.len() => bytes[at] = ALPHABET[letter],
                1 => bytes.insert(at, ALPHABET[letter]),
                _ if at < bytes.len() => { bytes.remove(at); }
                _ => {}
            }
        }
        let serial = cli::transcript(puzzle, &bytes);
        for threads in [1, 2] {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("a pool");
            prop_assert_eq!(&batch(puzzle, &bytes, &pool), &serial, "{} threads on {:?}", threads, String::from_utf8_lossy(&bytes));
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
