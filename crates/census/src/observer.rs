//! What a census tells its caller as it goes, for a progress bar or a log:
//! the library prints nothing itself. Events come from the workers'
//! threads, so an observer is `Send + Sync`.

use crate::layout::Layout;
use crate::needs::Needs;
use cube_puzzle::{Shape, Square};

/// What a census counts towards its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Total {
    /// Classes of start square, of a known number.
    Classes(u64),
    /// Patterns answered, of a known number (every class's).
    Patterns(u64),
}

/// One thing that happened in a census.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum Event<'a> {
    /// The work begins: what it is (`census of 3x4`) and what it counts.
    Began {
        /// The census in a few words.
        what: &'a str,
        /// What its [`Event::Counted`] and [`Event::Reached`] count.
        total: Total,
    },
    /// This many more units of the total are done (classes or patterns).
    Counted(u64),
    /// The units of the total done so far, every worker's.
    Reached(u64),
    /// A layer of a class's search ended (on one worker of a process).
    Layer {
        /// The board.
        shape: Shape,
        /// The class's start square.
        start: Square,
        /// The number of rolls the layer ended.
        layer: u32,
    },
    /// What this process's tables will take, before they are made.
    Needs(&'a Needs),
    /// How the workers share the classes of start square, once chosen (a
    /// census on timely workers): a line for the caller to show.
    Layout(Layout),
    /// A line of the report ([`Config::report`](crate::config::Config::report)):
    /// boards, bytes sent, time, peak memory.
    Report(&'a str),
}

/// Receives a census's events.
pub trait Observer: Send + Sync {
    /// Takes one event; called from any worker's thread.
    fn observe(&self, event: Event<'_>);
}

/// An observer that ignores every event.
#[derive(Clone, Copy, Debug, Default)]
pub struct Quiet;

impl Observer for Quiet {
    fn observe(&self, _: Event<'_>) {}
}

impl<F: Fn(Event<'_>) + Send + Sync> Observer for F {
    fn observe(&self, event: Event<'_>) {
        self(event);
    }
}
