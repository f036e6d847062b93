//! Nouns counted in reports and verdicts, in the number that fits the
//! count: `1 move`, `2 moves`.

/// A noun the report counts, in both numbers: `1 roll`, `2 rolls`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// The singular, after 1.
    pub one: &'static str,
    /// The plural, after any other number.
    pub many: &'static str,
}

impl Noun {
    /// `n` followed by the noun in the number that fits it.
    pub fn count(self, n: impl Into<u64>) -> String {
        let n = n.into();
        let noun = if n == 1 { self.one } else { self.many };
        format!("{n} {noun}")
    }
}

/// What the mazes' answers count.
pub const MOVES: Noun = Noun {
    one: "move",
    many: "moves",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(MOVES.count(1u32), "1 move");
        assert_eq!(MOVES.count(0u32), "0 moves");
        assert_eq!(MOVES.count(2u32), "2 moves");
    }
}
