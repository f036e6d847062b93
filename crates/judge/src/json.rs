//! Writing one answer in the chosen output format: the judge format, or a
//! JSON object on a line of its own (serde).

use crate::output::OutputFormat;
use dice_core::Pos;
use serde::Serialize;
use std::fmt::Write;

/// A maze answer as JSON.
#[derive(Debug, Serialize)]
struct RouteJson<'a> {
    name: &'a str,
    solved: bool,
    moves: Option<usize>,
    /// `[row, col]` pairs.
    route: Vec<[u32; 2]>,
}

fn route_json(name: &str, route: Option<&[Pos]>) -> String {
    let json = RouteJson {
        name,
        solved: route.is_some(),
        moves: route.map(|r| r.len().saturating_sub(1)),
        route: route
            .unwrap_or_default()
            .iter()
            .map(|p| [p.row, p.col])
            .collect(),
    };
    serde_json::to_string(&json).expect("strings, numbers and arrays always serialise")
}

/// Appends a maze answer (dice or arrow) in the chosen format: the judge
/// format or a JSON line.
pub fn maze_answer(out: &mut String, format: OutputFormat, solution: &dice_core::judge::Solution) {
    let _ = match format {
        OutputFormat::Judge => write!(out, "{solution}"),
        OutputFormat::Json => writeln!(
            out,
            "{}",
            route_json(&solution.name, solution.route.as_deref())
        ),
    };
}

/// A cube answer as JSON: the minimum is null both when no rolls make the
/// pattern and when the search went no further than `more_than` rolls
/// (4 x 4), and the rolls are left out where not given.
#[derive(Debug, Serialize)]
struct CubeJson {
    dataset: usize,
    /// The judge's number: the minimum if at most 30, else -1.
    answer: i64,
    /// The true minimum number of rolls, without the cap, when known.
    minimum: Option<u32>,
    /// How many rolls the search proved too few, when it stopped there.
    #[serde(skip_serializing_if = "Option::is_none")]
    more_than: Option<u32>,
    /// The squares whose cubes roll, as `[x, y]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    rolls: Option<Vec<[u8; 2]>>,
}

/// A cube answer as a JSON line, with the rolls when the search gave them.
pub fn cube_answer(
    number: usize,
    answer: cube_puzzle::Answer,
    rolls: Option<&[cube_puzzle::Square]>,
) -> String {
    let more_than = match answer {
        cube_puzzle::Answer::MoreThan(n) => Some(n),
        cube_puzzle::Answer::Rolls(_) | cube_puzzle::Answer::Never => None,
    };
    let json = CubeJson {
        dataset: number,
        answer: answer.judge_value(),
        minimum: answer.minimum(),
        more_than,
        rolls: rolls.map(|r| r.iter().map(|s| [s.x, s.y]).collect()),
    };
    serde_json::to_string(&json).expect("strings, numbers and arrays always serialise")
}
