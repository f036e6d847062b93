//! A LaTeX `picture` being written: `\put` commands in units, the
//! environment LaTeX itself provides (no package), for the statements'
//! figures.

use dice_core::Heading;
use std::fmt::Write;

/// A point of the picture, in units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct At(pub(super) f64, pub(super) f64);

/// A picture being written: `\put` commands in a `picture` environment.
pub(super) struct Picture {
    /// The LaTeX written so far.
    pub(super) text: String,
}

impl Picture {
    /// A picture `width` by `height` units of `unit` centimetres.
    pub(super) fn new(unit: f64, width: f64, height: f64) -> Picture {
        let mut text = String::new();
        writeln!(text, "\\setlength{{\\unitlength}}{{{unit}cm}}%").expect("a String");
        writeln!(text, "\\begin{{picture}}({},{})", num(width), num(height)).expect("a String");
        Picture { text }
    }

    /// Puts `what` at `at`.
    pub(super) fn put(&mut self, at: At, what: &str) {
        writeln!(self.text, "\\put({},{}){{{what}}}", num(at.0), num(at.1)).expect("a String");
    }

    /// Writes `what` centred on `at`.
    pub(super) fn label(&mut self, at: At, what: &str) {
        self.put(at, &format!("\\makebox(0,0){{{what}}}"));
    }

    /// A square of side `side` with its lower left corner at `at`, filled
    /// with `fill` (an rgb triple) and framed.
    pub(super) fn square(&mut self, at: At, side: f64, fill: Option<&str>, text: &str) {
        let side = num(side);
        if let Some(rgb) = fill {
            let rule = format!("\\rule{{{side}\\unitlength}}{{{side}\\unitlength}}");
            self.put(at, &format!("\\color[rgb]{{{rgb}}}{rule}"));
        }
        self.put(at, &format!("\\framebox({side},{side}){{{text}}}"));
    }

    /// The finished picture.
    pub(super) fn end(mut self) -> String {
        self.text.push_str("\\end{picture}%\n");
        self.text
    }
}

/// A coordinate as the picture reads it: at most two decimals, no trailing
/// zeros.
pub(super) fn num(x: f64) -> String {
    let text = format!("{:.2}", x);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".into()
    } else {
        text.into()
    }
}

/// A heading as a step in the picture, whose y axis points north.
pub(super) fn step(heading: Heading) -> (i32, i32) {
    let (d_row, d_col) = heading.delta();
    (d_col, -d_row)
}

impl At {
    /// The point `by` units towards `heading`.
    pub(super) fn moved(self, heading: Heading, by: f64) -> At {
        let (dx, dy) = step(heading);
        At(self.0 + f64::from(dx) * by, self.1 + f64::from(dy) * by)
    }

    /// The point `by` units to the west.
    pub(super) fn left(self, by: f64) -> At {
        At(self.0 - by, self.1)
    }

    /// The point `by` units to the north.
    pub(super) fn up(self, by: f64) -> At {
        At(self.0, self.1 + by)
    }

    /// The point `by` units to the south.
    pub(super) fn down(self, by: f64) -> At {
        At(self.0, self.1 - by)
    }
}
