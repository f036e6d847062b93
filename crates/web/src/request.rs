//! The one call the page makes: a request as JSON, its answer as JSON.
//! Every answer is an object; a request that cannot be answered gets
//! `{"error": "..."}`, never a panic.

use crate::puzzle::Puzzle;
use crate::session::{Refused, Session};
use serde::Deserialize;
use serde_json::{Value, json};

/// What the page asks.
#[derive(Debug, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case")]
enum Request {
    /// Load one dataset for play (`walk` and `hint` then refer to it).
    Load {
        puzzle: Puzzle,
        board: Option<String>,
        input: String,
    },
    /// The states a list of moves goes through from the start.
    Walk { moves: Vec<u8> },
    /// The first move of a shortest way on after the moves, and the moves
    /// left.
    Hint { moves: Vec<u8> },
    /// The cube's hint after the moves read off a shortest way from the
    /// start (abbott's rolls), if they end on it: `{"on_route": null}`
    /// off it.
    RouteHint { route: Vec<u8>, moves: Vec<u8> },
    /// Every dataset of a file drawn as a scene, with its answer.
    Scenes {
        puzzle: Option<Puzzle>,
        board: Option<String>,
        text: String,
    },
    /// A team's output judged against the inputs' datasets (one input
    /// file or one a dataset, in order), answer by answer.
    Judge {
        puzzle: Puzzle,
        board: Option<String>,
        inputs: Vec<String>,
        output: String,
    },
}

/// The answer to `request` (JSON) in `session`, as JSON.
pub fn answer(session: &mut Session, request: &str) -> String {
    let answered = match serde_json::from_str::<Request>(request) {
        Ok(request) => run(session, request),
        Err(e) => Err(Refused(format!("not a request: {e}"))),
    };
    match answered {
        Ok(value) => value.to_string(),
        Err(Refused(why)) => json!({ "error": why }).to_string(),
    }
}

fn run(session: &mut Session, request: Request) -> Result<Value, Refused> {
    let value = |v: Result<Value, serde_json::Error>| v.map_err(|e| Refused(e.to_string()));
    match request {
        Request::Load {
            puzzle,
            board,
            input,
        } => {
            session.load(puzzle, board.as_deref(), &input)?;
            Ok(json!({ "loaded": true }))
        }
        Request::Walk { moves } => value(serde_json::to_value(session.walk(&moves)?)),
        Request::Hint { moves } => value(serde_json::to_value(session.hint(&moves)?)),
        Request::RouteHint { route, moves } => Ok(json!({
            "on_route": value(serde_json::to_value(session.route_hint(&route, &moves)?))?
        })),
        Request::Scenes {
            puzzle,
            board,
            text,
        } => value(serde_json::to_value(crate::scenes::of_text(
            puzzle,
            board.as_deref(),
            &text,
        ))),
        Request::Judge {
            puzzle,
            board,
            inputs,
            output,
        } => value(serde_json::to_value(crate::judge::judge(
            puzzle,
            board.as_deref(),
            &inputs,
            &output,
        )?)),
    }
}
