//! The abbott command-line programs: argument parsing, reading files or
//! standard input, and printing answers as they come. The puzzle crates do
//! the work; this crate is the only one that touches terminals and threads.
//!
//! ```
//! let out = cli::transcript(cli::Puzzle::DiceMaze, b"M\n1 2 1 1 5 1\n-1 -1\nEND\n");
//! assert_eq!(out, "M\n  (1,1),(1,2),(1,1)\n");
//! ```

#![warn(missing_docs)]

pub mod announce;
pub mod args;
pub mod batch;
pub mod census;
pub mod check;
pub mod demo;
pub mod dispatch;
pub mod exit;
pub mod generate;
mod help;
pub mod kind;
pub mod mode;
mod peers;
pub mod play;
pub mod progress;
pub mod refusal;
pub mod render;
pub mod run;
pub mod tester;
pub mod usage;
pub mod validate;

pub use abbott_judge::{Options, Puzzle, RunError};
pub use dispatch::run;
pub use mode::Mode;
pub use run::{answer_parallel, solve_stream, solve_stream_with_options, transcript};

/// The workspace README's Rust examples, compiled and run as doctests so
/// that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
struct WorkspaceReadme;

/// The library users' page, whose examples are doctests too.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/library.md")]
struct LibraryPage;
