//! The puzzle a page plays: one dataset loaded from its judge text, the
//! moves made replayed by the puzzle crate's own rules (`walk`), and the
//! hint from wherever they lead (`hint`), from the crates' own searches.
//! The cube's game is kept between requests, so that its guide (the table
//! of every board, or a route met in the middle) is searched once.

use crate::puzzle::{Puzzle, shape_of};
use crate::view::{StateView, cube_view, dice_view, walker_view};
use dice_core::Heading;
use dice_core::play::{Game, Hints, Rules};
use serde::Serialize;

/// A dataset loaded for play.
#[derive(Debug)]
enum Loaded {
    Dice(dice_maze::Maze),
    Arrow(arrow_maze::Maze),
    Cube(Box<cube_puzzle::play::Game>),
}

/// The dataset a page plays, if one is loaded.
#[derive(Debug, Default)]
pub struct Session {
    loaded: Option<Loaded>,
}

/// The states a list of moves goes through from the start.
#[derive(Debug, Serialize)]
pub struct Walk {
    /// The start, then the state after each move made.
    pub states: Vec<StateView>,
    /// Why the first move not made was refused.
    pub refused: Option<String>,
    /// Whether the last state ends the game.
    pub solved: bool,
}

/// A hint: the first move of a shortest way on and the moves left.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct Hint {
    /// The heading of the move, 0 north to 3 west.
    pub heading: usize,
    /// The fewest moves left, this one included.
    pub left: usize,
}

/// What a hint request finds.
#[derive(Debug, Serialize, PartialEq, Eq)]
#[serde(tag = "hint", rename_all = "kebab-case")]
pub enum HintAnswer {
    /// A move that starts a shortest way on.
    Move(Hint),
    /// The game is over.
    Solved,
    /// No way on (on cube boards of more than nine squares: none of at
    /// most `limit` moves).
    NoWay {
        /// The most moves the search looks ahead, where it is bounded.
        limit: Option<u32>,
    },
}

/// Why a request cannot be answered.
#[derive(Debug, PartialEq, Eq)]
pub struct Refused(pub String);

impl Session {
    /// Loads the first dataset of `input`, a judge input file of `puzzle`
    /// on `board` (cube only).
    pub fn load(
        &mut self,
        puzzle: Puzzle,
        board: Option<&str>,
        input: &str,
    ) -> Result<(), Refused> {
        let first = |n: usize| Refused(format!("the input holds {n} datasets, not one"));
        let loaded = match puzzle {
            Puzzle::DiceMaze => {
                let mazes = dice_maze::parse(input).map_err(|e| Refused(e.to_string()))?;
                Loaded::Dice(mazes.into_iter().next().ok_or(first(0))?)
            }
            Puzzle::ArrowMaze => {
                let mazes = arrow_maze::parse(input).map_err(|e| Refused(e.to_string()))?;
                Loaded::Arrow(mazes.into_iter().next().ok_or(first(0))?)
            }
            Puzzle::CubePuzzle => {
                let shape = shape_of(board).map_err(|e| Refused(e.0))?;
                let datasets =
                    cube_puzzle::parse_on(input, shape).map_err(|e| Refused(e.to_string()))?;
                let dataset = *datasets.first().ok_or(first(0))?;
                Loaded::Cube(Box::new(cube_puzzle::play::game(dataset)))
            }
        };
        self.loaded = Some(loaded);
        Ok(())
    }

    /// The states `moves` (headings 0 to 3) go through from the start, up
    /// to the first one refused.
    pub fn walk(&mut self, moves: &[u8]) -> Result<Walk, Refused> {
        match self.loaded.as_mut().ok_or_else(nothing_loaded)? {
            Loaded::Dice(maze) => Ok(walk(&mut dice_maze::play::game(maze), moves, dice_view)),
            Loaded::Arrow(maze) => {
                let mut game = arrow_maze::play::game(maze);
                Ok(walk(&mut game, moves, |rules, state, n| {
                    walker_view(state, &rules.ways_on(state, n))
                }))
            }
            Loaded::Cube(game) => Ok(walk(game.as_mut(), moves, |_, board, _| cube_view(board))),
        }
    }

    /// On the cube, the hint after `moves` read off `route`, a shortest
    /// way from the start (abbott's rolls), if `moves` end on a board of
    /// it: at once, where [`Session::hint`] may first search a table of
    /// every board. `None` off the route, and on the mazes (whose states
    /// depend on the moves made, and whose searches are quick).
    pub fn route_hint(&mut self, route: &[u8], moves: &[u8]) -> Result<Option<Hint>, Refused> {
        let Some(Loaded::Cube(game)) = self.loaded.as_mut() else {
            return Ok(None);
        };
        let boards = |game: &mut cube_puzzle::play::Game, moves: &[u8]| {
            walk(game, moves, |_, board, _| cube_view(board))
        };
        let along = boards(game, route);
        if along.refused.is_some() || !along.solved {
            return Ok(None);
        }
        let here = boards(game, moves);
        if let Some(why) = here.refused {
            return Err(Refused(why));
        }
        let Some(board) = here.states.last() else {
            return Ok(None);
        };
        let at = along.states.iter().position(|b| b == board);
        Ok(at.filter(|&k| k < route.len()).map(|k| Hint {
            heading: usize::from(route[k]),
            left: route.len() - k,
        }))
    }

    /// The hint after `moves` from the start (each must be allowed).
    pub fn hint(&mut self, moves: &[u8]) -> Result<HintAnswer, Refused> {
        match self.loaded.as_mut().ok_or_else(nothing_loaded)? {
            Loaded::Dice(maze) => hint(&mut dice_maze::play::game(maze), moves, None),
            Loaded::Arrow(maze) => hint(&mut arrow_maze::play::game(maze), moves, None),
            Loaded::Cube(game) => {
                let limit = game.rules().hint_limit();
                hint(game.as_mut(), moves, limit)
            }
        }
    }
}

fn nothing_loaded() -> Refused {
    Refused("no dataset is loaded".into())
}

/// The heading numbered `h`, if one is.
fn heading(h: u8) -> Option<Heading> {
    Heading::ALL.get(usize::from(h)).copied()
}

/// Replays `moves` on `game` from its start.
fn walk<R: Rules>(
    game: &mut Game<R>,
    moves: &[u8],
    view: impl Fn(&R, &R::State, usize) -> StateView,
) -> Walk
where
    R::Refusal: std::fmt::Display,
{
    game.restart();
    let mut states = vec![view(game.rules(), game.state(), 0)];
    let mut refused = None;
    for &h in moves {
        let Some(h) = heading(h) else {
            refused = Some(format!("{h} is not a heading (0 to 3)"));
            break;
        };
        if let Err(why) = game.play(h) {
            refused = Some(why.to_string());
            break;
        }
        states.push(view(game.rules(), game.state(), game.moves().len()));
    }
    Walk {
        states,
        refused,
        solved: game.is_solved(),
    }
}

/// The hint after `moves` on `game`.
fn hint<R: Hints>(
    game: &mut Game<R>,
    moves: &[u8],
    limit: Option<u32>,
) -> Result<HintAnswer, Refused>
where
    R::Refusal: std::fmt::Display,
{
    game.restart();
    for &h in moves {
        let h = heading(h).ok_or_else(|| Refused(format!("{h} is not a heading (0 to 3)")))?;
        game.play(h).map_err(|why| Refused(why.to_string()))?;
    }
    if game.is_solved() {
        return Ok(HintAnswer::Solved);
    }
    let Some(heading) = game.hint() else {
        return Ok(HintAnswer::NoWay { limit });
    };
    let left = game
        .moves_left()
        .ok_or_else(|| Refused("a hint without moves left".into()))?;
    Ok(HintAnswer::Move(Hint {
        heading: heading.index(),
        left,
    }))
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
