//! Where the SVG drawing puts each step's numbered badge: in the square
//! the step reaches, in a grid of equal slots in the bands above and below
//! the square's label (rows above first; above only on a square with a
//! line of detail under its label, such as an arrow maze's signs), as
//! large as lets every visit fit, so that the badges of a square a tour
//! comes back to never overlap each other, the label or the detail,
//! however many they are.

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
/// The font size of a square's label in the SVG, and its baseline's
/// distance from the square's top (of 48 units).
pub(super) const LABEL_FONT: u32 = 14;
pub(super) const LABEL_BASELINE: u32 = 29;
/// The strip of a square that its label takes, from its top edge: badges
/// go in the bands above and below it, never on it.
const LABEL_TOP: f64 = 16.0;
const LABEL_BOTTOM: f64 = 33.0;
/// The font size of the line of detail under a square's label, and its
/// baseline's distance from the square's bottom edge: it fills the band
/// below the label, so no badge goes there on a square that has one.
pub(super) const DETAIL_FONT: u32 = 8;
pub(super) const DETAIL_BASELINE_UP: u32 = 4;
/// The smallest scale at which a square's badges stay in one row above its
/// label rather than use the band below it too.
const SMALLEST_IN_ROW: f64 = 0.7;

/// The badges of `steps` on squares `cell` units wide, whose top-left
/// corners `corner` gives (by 0-based row and column); `detailed` says
/// which squares have a line of detail under the label.
pub(super) fn place(
    steps: &[Step],
    cell: f64,
    corner: impl Fn([u32; 2]) -> (f64, f64),
    detailed: impl Fn([u32; 2]) -> bool,
) -> Vec<Badge> {
    let digits = steps.len().saturating_sub(1).max(1).ilog10() + 1;
    let width = f64::from(digits) * DIGIT + 6.0;
    let mut visits: HashMap<[u32; 2], Vec<usize>> = HashMap::new();
    for (k, step) in steps.iter().enumerate() {
        visits.entry(step.at).or_default().push(k);
    }
    let mut out = Vec::with_capacity(steps.len());
    for (at, ks) in visits {
        let (x0, y0) = corner(at);
        let bands = Bands::of(cell, detailed(at));
        let grid = Grid::of(ks.len(), width, &bands);
        for (i, &step) in ks.iter().enumerate() {
            let (x, y) = grid.slot(i, width, &bands);
            out.push(Badge {
                step,
                x: x0 + x,
                y: y0 + y,
                width: width * grid.scale,
                height: HEIGHT * grid.scale,
            });
        }
    }
    out.sort_by_key(|b| b.step);
    out
}

/// Where badges may go in a square, from its top-left corner: the width
/// inside its margins, and the band above the label and the one below (of
/// no height on a square with detail: the detail fills it).
struct Bands {
    room: f64,
    above: (f64, f64),
    below: (f64, f64),
}

impl Bands {
    /// The bands of a square `cell` units wide, with a line of detail
    /// under its label or not.
    fn of(cell: f64, detailed: bool) -> Bands {
        Bands {
            room: cell - 2.0 * MARGIN,
            above: (MARGIN, LABEL_TOP),
            below: if detailed {
                (LABEL_BOTTOM, LABEL_BOTTOM)
            } else {
                (LABEL_BOTTOM, cell - MARGIN)
            },
        }
    }
}

/// How many of `size` (a badge's side plus the gap after it, at full
/// size) fit in `room` at `scale`, the last without its gap. The small
/// allowance keeps a count whole where `scale` was computed to fit it
/// exactly.
fn fitting(room: f64, size: f64, scale: f64) -> usize {
    ((room + GAP * scale) / (size * scale) + 1e-9).floor() as usize
}

/// How badges are laid out in a square: the scale, the columns, and the
/// rows of the band above the label and of the band below it.
struct Grid {
    scale: f64,
    cols: usize,
    rows_above: usize,
    rows_below: usize,
}

impl Grid {
    /// One row above the label if `n` fit there at no less than
    /// [`SMALLEST_IN_ROW`] of full size (clear of the label and of an arrow
    /// maze's signs below it); else the largest badges of which `n` fit in
    /// the bands of a square, in rows filling the band above the label
    /// first, then the band below, no larger than in one row. The number
    /// that fit grows only where a column or a row more fits, so the
    /// largest scale is [`SMALLEST_IN_ROW`] or one of those points.
    fn of(n: usize, width: f64, bands: &Bands) -> Grid {
        let band_height = |(top, bottom): (f64, f64)| bottom - top;
        let at = |scale: f64| Grid {
            scale,
            cols: fitting(bands.room, width + GAP, scale),
            rows_above: fitting(band_height(bands.above), HEIGHT + GAP, scale),
            rows_below: fitting(band_height(bands.below), HEIGHT + GAP, scale),
        };
        let holds = |grid: &Grid| grid.cols * (grid.rows_above + grid.rows_below) >= n;
        // The scale at which k of `size` fill `room` exactly.
        let exact = |room: f64, size: f64, k: usize| room / (k as f64 * size - GAP);
        let one_row = exact(bands.room, width + GAP, n).min(1.0);
        if one_row >= SMALLEST_IN_ROW {
            return at(one_row);
        }
        // No larger than one row would be: more visits, smaller badges.
        let mut scales = vec![SMALLEST_IN_ROW];
        for k in 1..=n {
            scales.push(exact(bands.room, width + GAP, k));
            scales.push(exact(band_height(bands.above), HEIGHT + GAP, k));
            scales.push(exact(band_height(bands.below), HEIGHT + GAP, k));
        }
        scales.retain(|&scale| scale > 0.0 && scale <= SMALLEST_IN_ROW);
        scales.sort_by(|a, b| b.total_cmp(a));
        // With n columns of one row, n badges fit (at a scale under
        // SMALLEST_IN_ROW, or the row was taken): the search ends there.
        scales
            .into_iter()
            .map(at)
            .find(holds)
            .expect("n columns of a row each hold n badges")
    }

    /// The top-left corner of the `i`th badge, from the square's: rows
    /// down from the top of the band above the label, then down the band
    /// below it, whose rows end at its bottom.
    fn slot(&self, i: usize, width: f64, bands: &Bands) -> (f64, f64) {
        let (col, row) = (i % self.cols, i / self.cols);
        let pitch = (HEIGHT + GAP) * self.scale;
        let y = if row < self.rows_above {
            bands.above.0 + row as f64 * pitch
        } else {
            let below_top = bands.below.1 - self.rows_below as f64 * pitch + GAP * self.scale;
            below_top + (row - self.rows_above) as f64 * pitch
        };
        (MARGIN + col as f64 * (width + GAP) * self.scale, y)
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

    fn corner([r, c]: [u32; 2]) -> (f64, f64) {
        (f64::from(c) * 48.0, f64::from(r) * 48.0)
    }

    fn overlap(a: &Badge, b: &Badge) -> bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    #[test]
    fn badges_of_one_square_never_overlap_nor_cover_its_label() {
        // A square visited 1 to 40 times (a die has 24 orientations, the
        // cube's answers up to 30 rolls), in tours whose numbers have one
        // to four digits.
        for len in [10, 100, 1000, 5000] {
            let mut previous = HEIGHT;
            for n in 1..=40.min(len) {
                let mut ats = vec![[0, 1]; len];
                for k in 0..n {
                    ats[k * (len / n)] = [0, 0];
                }
                let badges = place(&steps(&ats), 48.0, corner, |_| false);
                assert_eq!(badges.len(), len);
                let here: Vec<&Badge> = badges.iter().filter(|b| b.x < 48.0).collect();
                assert_eq!(here.len(), n);
                let near = |a: f64, b: f64| a <= b + 1e-9;
                for (i, a) in here.iter().enumerate() {
                    assert!(near(MARGIN, a.x) && near(MARGIN, a.y), "{n}: {a:?}");
                    assert!(
                        near(a.x + a.width, 48.0 - MARGIN) && near(a.y + a.height, 48.0 - MARGIN),
                        "{n}: {a:?}"
                    );
                    assert!(
                        near(a.y + a.height, LABEL_TOP) || near(LABEL_BOTTOM, a.y),
                        "{len} steps, {n} visits: {a:?} covers the label"
                    );
                    for b in &here[i + 1..] {
                        assert!(!overlap(a, b), "{n}: {a:?} and {b:?}");
                    }
                }
                // More visits never make larger badges.
                assert!(here[0].height <= previous + 1e-9, "{len} steps, {n} visits");
                previous = here[0].height;
            }
        }
    }

    #[test]
    fn on_a_square_with_detail_badges_stay_above_the_label() {
        // Square (0, 0) has a line of detail, (0, 1) has none.
        for n in 1..=40 {
            let mut ats = vec![[0, 1]; 200];
            for k in 0..n {
                ats[k * (200 / n)] = [0, 0];
            }
            let badges = place(&steps(&ats), 48.0, corner, |at| at == [0, 0]);
            let here: Vec<&Badge> = badges.iter().filter(|b| b.x < 48.0).collect();
            assert_eq!(here.len(), n);
            for (i, a) in here.iter().enumerate() {
                assert!(a.height > 0.0 && a.width > 0.0, "{n}: {a:?}");
                assert!(a.y + a.height <= LABEL_TOP + 1e-9, "{n} visits: {a:?}");
                for b in &here[i + 1..] {
                    assert!(!overlap(a, b), "{n}: {a:?} and {b:?}");
                }
            }
        }
    }

    #[test]
    fn the_label_strip_holds_the_label_the_svg_writes() {
        // Capitals and digits rise about three quarters of the font size
        // above the baseline; the labels have no descenders.
        let (baseline, font) = (f64::from(LABEL_BASELINE), f64::from(LABEL_FONT));
        assert!(LABEL_TOP <= baseline - 0.75 * font, "{baseline} {font}");
        assert!(baseline + 2.0 <= LABEL_BOTTOM, "{baseline}");
    }

    #[test]
    fn two_visits_sit_side_by_side_above_the_label_at_full_size() {
        let badges = place(&steps(&[[0, 0], [0, 1], [0, 0]]), 48.0, corner, |_| false);
        let (a, b) = (badges[0], badges[2]);
        assert_eq!((a.step, b.step), (0, 2));
        assert_eq!((a.height, a.y, b.y), (HEIGHT, MARGIN, MARGIN));
        assert!(b.x >= a.x + a.width, "{a:?} {b:?}");
        assert!(a.y + a.height <= LABEL_TOP, "clear of the label");
        assert_eq!(a.font_size(), FONT);
    }
}
