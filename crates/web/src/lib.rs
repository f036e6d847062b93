//! abbott's puzzles for the browser. The page that `abbott render --html`
//! writes plays the three puzzles by the puzzle crates' own rules: this
//! crate, compiled to WebAssembly and embedded in the page, answers one
//! JSON request at a time ([`answer`]): load a dataset, the states a list
//! of moves goes through (or why one is refused), the hint from any
//! position (the first move of a shortest way on and the moves left), the
//! scenes of a whole dropped file, and the verdict on a pasted output. The
//! page's script only draws, listens and keeps its own state.
//!
//! ```
//! let mut session = web::Session::default();
//! let answer = web::answer(&mut session, r#"{"op":"hint","moves":[]}"#);
//! assert_eq!(answer, r#"{"error":"no dataset is loaded"}"#);
//! ```
#![warn(missing_docs)]

pub mod abi;
mod judge;
mod puzzle;
mod request;
pub mod scene;
mod scenes;
mod session;
mod view;

pub use judge::{JudgedLine, Verdicts, judge};
pub use puzzle::Puzzle;
pub use request::answer;
pub use scenes::{Scenes, of_text};
pub use session::{Hint, HintAnswer, Refused, Session, Walk};
pub use view::StateView;
