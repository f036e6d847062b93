//! `abbott demo`: the statements' samples, embedded in the binary, solved
//! and printed with a heading each.

use crate::run::transcript;
use abbott_judge::puzzle::Puzzle;
use std::fmt::Write;

/// The statement's sample input of a puzzle.
pub fn sample(puzzle: Puzzle) -> &'static str {
    crate::kind::of(abbott_judge::puzzle::Chosen::statement(puzzle)).sample()
}

/// The demo's whole output: for each puzzle a heading, the sample input and
/// its answers.
pub fn demo() -> String {
    let mut out = String::new();
    for puzzle in Puzzle::ALL {
        let input = sample(puzzle);
        let _ = writeln!(out, "== {} : statement sample ==", puzzle.name());
        let _ = writeln!(out, "-- input --\n{}", input.trim_end());
        let _ = writeln!(
            out,
            "-- answers --\n{}",
            transcript(puzzle, input.as_bytes()).trim_end()
        );
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_answers_every_sample_without_error() {
        let out = demo();
        for puzzle in Puzzle::ALL {
            assert!(out.contains(puzzle.name()));
        }
        assert!(!out.contains("error:"));
        assert!(out.contains("  (2,1),(2,2),(2,3),(2,4),(2,5),(1,5),(1,6),(1,7),(2,7),"));
        assert!(out.contains("  (2,2) (1,2) (1,3) (2,3) (3,3)\n"));
        assert!(out.contains("-- answers --\n0\n3\n13\n23\n29\n30\n-1\n-1\n"));
    }
}
