#![doc = include_str!("../README.md")]
#![warn(missing_docs)]
#![allow(
    clippy::needless_range_loop,
    reason = "the tables are indexed by orientation, heading and entry, as a contest solution indexes them"
)]

pub mod arrow;
pub mod carried;
pub mod cube;
pub mod cube_carried;
pub mod cube_goals;
pub mod cube_work;
pub mod dice;
pub mod dice_work;
pub mod kills;
pub mod maze;
pub mod reader;

/// One mutant: the table it changes and the entry, in words.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Mutant {
    /// The table: `dice rolls`, `arrow turns`, `cube goal boards`...
    pub table: &'static str,
    /// The entry and its new value: `roll[5/1 E] = 3/1`.
    pub what: String,
}

impl Mutant {
    /// The mutant of `table` described by `what`.
    pub fn new(table: &'static str, what: String) -> Mutant {
        Mutant { table, what }
    }
}

impl std::fmt::Display for Mutant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.table, self.what)
    }
}
