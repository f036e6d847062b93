//! `abbott PUZZLE [-j N] [--format json] FILE...`: many files, many
//! threads, answers in input order.
//!
//! The main thread cuts the input into pieces of whole datasets without
//! parsing them (it only finds where each dataset ends); a batch of pieces
//! is parsed, solved and formatted in parallel (rayon), and printed in
//! order before the next batch is read, so memory stays bounded however
//! large the file. A parse error inside a piece carries the piece's first
//! line, so it names the same line and column as a serial run would.
//!
//! - `framer`: finds where datasets end and cuts pieces of whole datasets.
//! - `worker`: parses, solves and formats one piece on a pool thread.
//! - `ordered`: keeps pieces in flight and prints their answers in order.
//! - `files`: runs the above over standard input or each file in turn.
//! - `cube`: the cube puzzle's answers on other boards and with the rolls,
//!   one dataset at a time on each thread.

mod cube;
mod files;
mod framer;
mod ordered;
mod worker;

pub use cube::{answer_files as answer_cube_files, answer_stream_parallel};
pub use files::run_files;
pub use ordered::answer_parallel;
