//! The parser's fast path: an intersection line in its common form
//! (`row col SIGN ... *`, one space between fields) read straight from the
//! input's bytes, without copying the line or decoding UTF-8. Any other
//! line, valid or not, is left to the grammar in `parse`, which reads the
//! same lines the same way and says where a bad one goes wrong.

use crate::maze::Signpost;
use dice_core::text::MAX_LINE_BYTES;
use dice_core::{Heading, MAX_SIDE, Pos};

/// One intersection line read by the fast path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SignLine {
    /// The bytes read, the line's newline included.
    pub(crate) len: usize,
    /// The intersection.
    pub(crate) pos: Pos,
    /// Its signs on this line.
    pub(crate) post: Signpost,
}

/// The intersection line at the start of `bytes` if it has the common
/// form and ends with a newline: a row and a column from 1 to
/// [`MAX_SIDE`] without leading zeros or sign, one or more signs (a heading
/// of arrival and one to three distinct turns), the `*`, then nothing but
/// spaces, tabs or carriage returns. `None` for anything else, which
/// includes the `0` that ends a maze and a line cut by the end of `bytes`.
#[inline]
pub(crate) fn sign_line(bytes: &[u8]) -> Option<SignLine> {
    let (i, row) = coordinate(bytes, 0)?;
    let (mut i, col) = coordinate(bytes, i)?;
    let mut post = Signpost::NONE;
    loop {
        let arriving = match *bytes.get(i)? {
            b'N' => Heading::North,
            b'E' => Heading::East,
            b'S' => Heading::South,
            b'W' => Heading::West,
            b'*' if !post.is_empty() => break,
            _ => return None,
        };
        i += 1;
        let mut turns = 0u8;
        loop {
            // Bits as `Turn`'s: left, forward, right.
            let bit = match *bytes.get(i)? {
                b'L' => 1,
                b'F' => 2,
                b'R' => 4,
                b' ' if turns != 0 => break,
                _ => return None,
            };
            if turns & bit != 0 {
                return None;
            }
            turns |= bit;
            i += 1;
        }
        post.allow_turns(arriving, turns);
        i += 1;
    }
    i += 1;
    loop {
        match *bytes.get(i)? {
            b'\n' if i <= MAX_LINE_BYTES => {
                let pos = Pos::new(row, col);
                return Some(SignLine {
                    len: i + 1,
                    pos,
                    post,
                });
            }
            b' ' | b'\t' | b'\r' => i += 1,
            _ => return None,
        }
    }
}

/// A coordinate at `at` and the space after it: where the next field
/// starts and the value.
#[inline]
fn coordinate(bytes: &[u8], at: usize) -> Option<(usize, u32)> {
    let first = *bytes.get(at)?;
    if !(b'1'..=b'9').contains(&first) {
        return None;
    }
    let mut value = u32::from(first - b'0');
    let mut i = at + 1;
    loop {
        match *bytes.get(i)? {
            b' ' => return Some((i + 1, value)),
            b @ b'0'..=b'9' => {
                value = value * 10 + u32::from(b - b'0');
                if value > MAX_SIDE {
                    return None;
                }
                i += 1;
            }
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Option<(usize, Pos, String)> {
        sign_line(text.as_bytes()).map(|l| (l.len, l.pos, l.post.to_string()))
    }

    #[test]
    fn common_lines_are_read_and_others_left() {
        assert_eq!(
            read("12 3 WL NFR WF *\nnext"),
            Some((17, Pos::new(12, 3), "NFR WLF".into()))
        );
        assert_eq!(
            read("4096 1 SR * \t\r\n"),
            Some((15, Pos::new(4096, 1), "SR".into()))
        );
        for left in [
            "0\n",
            "4097 1 NL *\n",
            "01 1 NL *\n",
            " 1 1 NL *\n",
            "1  1 NL *\n",
            "1\t1 NL *\n",
            "1 1 NL  *\n",
            "1 1 *\n",
            "1 1 N *\n",
            "1 1 NLL *\n",
            "1 1 NL*\n",
            "1 1 nl *\n",
            "1 1 NL * x\n",
            "1 1 NL *",
            "1 1 NL",
            "",
        ] {
            assert_eq!(read(left), None, "{left:?}");
        }
    }
}
