//! The layers of a class search, kept to read a route back: for each
//! number of rolls, the patterns first reached and their parity words.

use crate::StatementSquare;

/// Every layer of a search: for each number of rolls, the patterns first
/// reached with it and which parity states of each. Enough to walk back from
/// any reached state to the start.
#[derive(Clone, Debug)]
pub struct Layers {
    pub(super) start: StatementSquare,
    /// `groups[d]`: the patterns with states at depth `d`, increasing.
    pub(super) groups: Vec<Vec<u32>>,
    /// `words[d][k]`: the folded parity word of `groups[d][k]`.
    pub(super) words: Vec<Vec<u128>>,
}

impl Layers {
    /// The start square searched from.
    pub fn start(&self) -> StatementSquare {
        self.start
    }

    /// The number of layers, one more than the deepest answer.
    pub fn len(&self) -> usize {
        self.groups.len()
    }

    /// Whether there are no layers (never, after a search).
    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    pub(super) fn push_last(&mut self, g: usize, word: u128) {
        if let (Some(groups), Some(words)) = (self.groups.last_mut(), self.words.last_mut()) {
            groups.push(g as u32);
            words.push(word);
        }
    }

    pub(super) fn drop_empty_tail(&mut self) {
        while self.groups.last().is_some_and(Vec::is_empty) {
            self.groups.pop();
            self.words.pop();
        }
    }

    /// The folded parity word of pattern `g` at depth `d` (0 if none).
    pub(crate) fn word(&self, d: usize, g: usize) -> u128 {
        let (Some(groups), Some(words)) = (self.groups.get(d), self.words.get(d)) else {
            return 0;
        };
        groups.binary_search(&(g as u32)).map_or(0, |k| words[k])
    }
}
