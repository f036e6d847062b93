//! The model's readers of the two maze formats, token by token as a
//! contest solution reads them (any whitespace between tokens), and the
//! ways such a reader goes wrong, each a [`Reading`]: a name stopped at its
//! first digit, a name that loses its leading digits to the number read
//! before it, an arrow of a sign group dropped, one token too many read at
//! the end of a maze.

use crate::{arrow, dice};

/// How a reader reads: as the statement says, or with one mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// As the statement says.
    Statement,
    /// Reads a name up to its first digit (`%[A-Za-z]`).
    NameStopsAtFirstDigit,
    /// Reads the `0` that ends a maze (or the last square of a dice maze)
    /// with the column after it (`%d %d`), which takes the next name's
    /// leading digits.
    NameLosesLeadingDigits,
    /// Drops the k-th arrow (from 0) of every sign group.
    DropsArrow(usize),
    /// Reads one token too many at the end of each maze.
    TokenTooMany,
}

impl Reading {
    /// Every mistaken reading of the dice maze's format.
    pub fn dice_mutants() -> Vec<Reading> {
        vec![
            Reading::NameStopsAtFirstDigit,
            Reading::NameLosesLeadingDigits,
            Reading::TokenTooMany,
        ]
    }

    /// Every mistaken reading of the arrow maze's format: the dice maze's
    /// and each arrow of a group dropped.
    pub fn arrow_mutants() -> Vec<Reading> {
        let mut out = Reading::dice_mutants();
        out.extend((0..3).map(Reading::DropsArrow));
        out
    }

    /// The name as this reading keeps it, `later` saying whether a maze
    /// came before it.
    fn name(self, token: &str, later: bool) -> String {
        match self {
            Reading::NameStopsAtFirstDigit => {
                token.chars().take_while(|c| !c.is_ascii_digit()).collect()
            }
            Reading::NameLosesLeadingDigits if later => token
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .to_string(),
            _ => token.to_string(),
        }
    }
}

/// The tokens of `text`, in order.
struct Tokens<'a>(std::str::SplitAsciiWhitespace<'a>);

impl<'a> Tokens<'a> {
    fn word(&mut self) -> Option<&'a str> {
        self.0.next()
    }

    fn int<T: std::str::FromStr>(&mut self) -> Option<T> {
        self.0.next()?.parse().ok()
    }
}

/// The dice mazes of `text` as `reading` reads them, up to `END` or the
/// first token it cannot read.
pub fn dice(text: &str, reading: Reading) -> Vec<dice::Maze> {
    let mut tokens = Tokens(text.split_ascii_whitespace());
    let mut out = Vec::new();
    let read_one = |tokens: &mut Tokens, later: bool| -> Option<dice::Maze> {
        let name = tokens.word()?;
        if name == "END" {
            return None;
        }
        let name = reading.name(name, later);
        let (rows, cols): (usize, usize) = (tokens.int()?, tokens.int()?);
        let start = (tokens.int()?, tokens.int()?);
        let (top, front) = (tokens.int()?, tokens.int()?);
        if rows == 0 || cols == 0 || rows > 10 || cols > 10 {
            return None;
        }
        let cells = (0..rows * cols)
            .map(|_| tokens.int())
            .collect::<Option<Vec<i8>>>()?;
        if reading == Reading::TokenTooMany {
            tokens.word();
        }
        Some(dice::Maze {
            name,
            rows,
            cols,
            cells,
            start,
            top,
            front,
        })
    };
    while let Some(maze) = read_one(&mut tokens, !out.is_empty()) {
        out.push(maze);
    }
    out
}

/// The arrow mazes of `text` as `reading` reads them.
pub fn arrow(text: &str, reading: Reading) -> Vec<arrow::Maze> {
    let mut tokens = Tokens(text.split_ascii_whitespace());
    let mut out = Vec::new();
    let heading = |t: &str| arrow::HEADINGS.iter().position(|&h| t == h.to_string());
    let read_one = |tokens: &mut Tokens, later: bool| -> Option<arrow::Maze> {
        let name = tokens.word()?;
        if name == "END" {
            return None;
        }
        let name = reading.name(name, later);
        let start = (tokens.int()?, tokens.int()?);
        let h = heading(tokens.word()?)? as u8;
        let goal = (tokens.int()?, tokens.int()?);
        let mut maze = arrow::Maze::new(&name, start, h, goal);
        loop {
            let r: usize = tokens.int()?;
            if r == 0 {
                break;
            }
            let c: usize = tokens.int()?;
            if r > 9 || c > 9 {
                return None;
            }
            loop {
                let group = tokens.word()?;
                if group == "*" {
                    break;
                }
                let mut chars = group.chars();
                let seen = heading(&chars.next()?.to_string())?;
                for (k, a) in chars.enumerate() {
                    let arrow = arrow::ARROWS.iter().position(|&x| x == a)?;
                    if reading != Reading::DropsArrow(k) {
                        maze.signs[r][c][seen] |= 1 << arrow;
                    }
                }
            }
        }
        if reading == Reading::TokenTooMany {
            tokens.word();
        }
        Some(maze)
    };
    while let Some(maze) = read_one(&mut tokens, !out.is_empty()) {
        out.push(maze);
    }
    out
}

/// The cube datasets of `text`: the start square (y * 3 + x from 0) and
/// the pattern of each, up to `0 0`.
pub fn cube(text: &str) -> Vec<(usize, crate::cube::Pattern)> {
    let mut tokens = Tokens(text.split_ascii_whitespace());
    let mut out = Vec::new();
    let mut read_one = || -> Option<(usize, crate::cube::Pattern)> {
        let (x, y): (usize, usize) = (tokens.int()?, tokens.int()?);
        if x == 0 || y == 0 || x > 3 || y > 3 {
            return None;
        }
        let mut pattern = crate::cube::Pattern {
            hole: 9,
            tops: [0; 9],
        };
        for q in 0..9 {
            match tokens.word()? {
                "E" => pattern.hole = q,
                letter => {
                    let colour = crate::cube::COLOURS
                        .iter()
                        .position(|c| letter == c.to_string())?;
                    pattern.tops[q] = colour as u8;
                }
            }
        }
        (pattern.hole < 9).then_some(((y - 1) * 3 + x - 1, pattern))
    };
    while let Some(dataset) = read_one() {
        out.push(dataset);
    }
    out
}
