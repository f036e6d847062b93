//! Where the SVG drawing puts each step's numbered badge: in the square
//! the step reaches, in a grid of equal slots (a row above the square's
//! label, then one below it, then smaller badges over the square), so
//! that the badges of a square a tour comes back to never overlap.

use super::Step;
use std::collections::HashMap;

/// One step's badge: its number and its box in SVG units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Badge {
    /// The step's number, from 0 at the start.
    pub(super) step: usize,
    /// The box's left edge.
    pub(super) x: f64,
    /// The box's top edge.
    pub(super) y: f64,
    /// The box's width.
    pub(super) width: f64,
    /// The box's height.
    pub(super) height: f64,
}

impl Badge {
    /// The font size that fits the badge's number.
    pub(super) fn font_size(&self) -> f64 {
        self.height * FONT / HEIGHT
    }
}

/// A badge's height and font size at full size, and the room a digit
/// takes at that font.
const HEIGHT: f64 = 12.0;
const FONT: f64 = 8.0;
const DIGIT: f64 = 5.0;
/// The room inside a square's edge and between two badges, at full size.
const MARGIN: f64 = 2.0;
const GAP: f64 = 1.0;
/// The height of the band above a square's label: badges that fit in one
/// row there at no less than [`SMALLEST_IN_BAND`] of full size stay in
/// it, clear of the label.
const BAND: f64 = 16.0;
const SMALLEST_IN_BAND: f64 = 0.7;

/// The badges of `steps` on squares `cell` units wide, whose top-left
/// corners `corner` gives (by 0-based row and column).
pub(super) fn place(
    steps: &[Step],
    cell: f64,
    corner: impl Fn([u32; 2]) -> (f64, f64),
) -> Vec<Badge> {
    let digits = steps.len().saturating_sub(1).max(1).ilog10() + 1;
    let width = f64::from(digits) * DIGIT + 6.0;
    let mut visits: HashMap<[u32; 2], Vec<usize>> = HashMap::new();
    for (k, step) in steps.iter().enumerate() {
        visits.entry(step.at).or_default().push(k);
    }
    let room = cell - 2.0 * MARGIN;
    let mut out = Vec::with_capacity(steps.len());
    for (at, ks) in visits {
        let (x0, y0) = corner(at);
        let grid = Grid::of(ks.len(), width, room);
        for (i, &step) in ks.iter().enumerate() {
            let (col, row) = (i % grid.cols, i / grid.cols);
            let down = if grid.bands && row == 1 {
                room - HEIGHT * grid.scale
            } else {
                row as f64 * (HEIGHT + GAP) * grid.scale
            };
            out.push(Badge {
                step,
                x: x0 + MARGIN + col as f64 * (width + GAP) * grid.scale,
                y: y0 + MARGIN + down,
                width: width * grid.scale,
                height: HEIGHT * grid.scale,
            });
        }
    }
    out.sort_by_key(|b| b.step);
    out
}

/// How `n` badges are laid out in a square: columns, the scale, and
/// whether the two rows are the bands above and below the label.
struct Grid {
    cols: usize,
    scale: f64,
    bands: bool,
}

impl Grid {
    /// One row above the label if it fits there at a readable size, else
    /// two rows, above and below it, else the grid over the whole square
    /// (`room` wide and tall inside its margin) whose badges are the
    /// largest.
    fn of(n: usize, width: f64, room: f64) -> Grid {
        let pitch = width + GAP;
        let in_band = |cols: usize| {
            (room / (cols as f64 * pitch))
                .min((BAND - MARGIN) / HEIGHT)
                .min(1.0)
        };
        for (cols, bands) in [(n, false), (n.div_ceil(2), true)] {
            let scale = in_band(cols);
            if scale >= SMALLEST_IN_BAND {
                return Grid { cols, scale, bands };
            }
        }
        let mut best = Grid {
            cols: 1,
            scale: 0.0,
            bands: false,
        };
        for cols in 1..=n {
            let rows = n.div_ceil(cols);
            let scale = (room / (cols as f64 * pitch))
                .min(room / (rows as f64 * (HEIGHT + GAP)))
                .min(1.0);
            if scale > best.scale {
                best = Grid {
                    cols,
                    scale,
                    bands: false,
                };
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn steps(ats: &[[u32; 2]]) -> Vec<Step> {
        ats.iter()
            .map(|&at| Step {
                at,
                caption: String::new(),
                cells: None,
            })
            .collect()
    }

    fn overlap(a: &Badge, b: &Badge) -> bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    #[test]
    fn badges_of_one_square_never_overlap_and_stay_inside_it() {
        // A square visited 1 to 24 times (a die's 24 orientations), with
        // numbers of up to four digits.
        for n in 1..=24 {
            let mut ats = vec![[0, 1]; 1000];
            for k in 0..n {
                ats[k * 40] = [0, 0];
            }
            let badges = place(&steps(&ats), 48.0, |[r, c]| {
                (f64::from(c) * 48.0, f64::from(r) * 48.0)
            });
            assert_eq!(badges.len(), 1000);
            let here: Vec<&Badge> = badges.iter().filter(|b| b.x < 48.0).collect();
            assert_eq!(here.len(), n);
            for (i, a) in here.iter().enumerate() {
                assert!(a.x >= 0.0 && a.y >= 0.0, "{a:?}");
                assert!(
                    a.x + a.width <= 48.0 && a.y + a.height <= 48.0,
                    "{n}: {a:?}"
                );
                for b in &here[i + 1..] {
                    assert!(!overlap(a, b), "{n}: {a:?} and {b:?}");
                }
            }
        }
    }

    #[test]
    fn two_visits_sit_side_by_side_above_the_label_at_full_size() {
        let badges = place(&steps(&[[0, 0], [0, 1], [0, 0]]), 48.0, |[r, c]| {
            (f64::from(c) * 48.0, f64::from(r) * 48.0)
        });
        let (a, b) = (badges[0], badges[2]);
        assert_eq!((a.step, b.step), (0, 2));
        assert_eq!((a.height, a.y, b.y), (HEIGHT, MARGIN, MARGIN));
        assert!(b.x >= a.x + a.width, "{a:?} {b:?}");
        assert!(a.y + a.height <= BAND, "clear of the label");
        assert_eq!(a.font_size(), FONT);
    }
}
