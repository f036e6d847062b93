//! Any bytes as a claimed judge output, checked against the statements'
//! samples: the answer reader and the route checkers must never panic.
#![no_main]

use dice_core::judge::AnswerReader;
use libfuzzer_sys::fuzz_target;

const DICE: &str = include_str!("../../testdata/dice-maze/sample.in");
const ARROW: &str = include_str!("../../testdata/arrow-maze/sample.in");

fuzz_target!(|data: &[u8]| {
    let mazes = dice_maze::parse(DICE).unwrap_or_default();
    let mut answers = AnswerReader::new(data, dice_maze::LAYOUT);
    for maze in &mazes {
        match answers.next_answer() {
            Ok(Some(answer)) => {
                if let Some(route) = answer.route {
                    let _ = dice_maze::check_tour(maze, &route);
                }
            }
            _ => break,
        }
    }
    let mazes = arrow_maze::parse(ARROW).unwrap_or_default();
    let mut answers = AnswerReader::new(data, arrow_maze::LAYOUT);
    for maze in &mazes {
        match answers.next_answer() {
            Ok(Some(answer)) => {
                if let Some(route) = answer.route {
                    let _ = arrow_maze::check_route(maze, &route);
                }
            }
            _ => break,
        }
    }
});
