//! Who owns a board of a search shared by workers: the worker its block
//! is dealt to, the block being the top colours of the cubes at the last
//! few places of its key (the colouring's most significant base-3 digits).
//! The block is a function of the board's pattern, so that a pattern has
//! one owner; and a roll changes only the digits in its window of places,
//! so a roll whose window lies below the block's places keeps every board
//! with the worker that made it: those rolls need no owner at all, and on
//! 4 x 4 they are most of them.

use super::mirror::{Source, Then};
use super::roll::Digits;
use crate::boards::sliced::Slice;

/// The blocks at least this many times the workers, on three workers or
/// more: the more digits a block has, the more evenly the boards are dealt
/// (measured on 4 x 4 to 25 rolls: within 2.5% of even on three and four
/// workers with six digits, 7% with five), and the more rolls change a
/// block and cross to another worker.
const BLOCKS_PER_WORKER: usize = 100;

/// The blocks at least this many times the workers on two: four digits,
/// within 2.7% of even on 4 x 4 to 25 rolls (1.2% with five), and two
/// thirds of the bytes sent with five, with less CPU and wall time.
const BLOCKS_PER_WORKER_OF_TWO: usize = 40;

/// Who owns which boards of a shared search.
#[derive(Clone, Debug)]
pub(super) struct Owners {
    /// This worker and how many share the search.
    pub(super) share: Slice,
    /// A key's colouring: the key shifted right this far.
    colour_shift: u32,
    /// The block's digits: the colouring's places from `first_place` up.
    first_place: u32,
    digits: Digits,
    /// `worker[b]`: the owner of the boards of block `b`.
    worker: Vec<u32>,
}

impl Owners {
    /// The owners of the boards of `cubes` cubes shared as `share` says,
    /// their keys' colourings found by shifting right by `colour_shift`.
    pub(super) fn new(cubes: u32, colour_shift: u32, share: Slice) -> Owners {
        let per_worker = match share.of {
            2 => BLOCKS_PER_WORKER_OF_TWO,
            _ => BLOCKS_PER_WORKER,
        };
        let mut places = 1;
        while places < cubes && 3usize.pow(places) < per_worker * share.of as usize {
            places += 1;
        }
        // One digit at least: a board of one square has none.
        let places = places.min(cubes).max(1);
        let first_place = cubes.saturating_sub(places);
        Owners {
            share,
            colour_shift,
            first_place,
            digits: Digits::new(first_place, places),
            worker: deal(places, share.of),
        }
    }

    /// Whether every board that `source` makes from a board has the owner
    /// of that board: one worker owns all, or the roll's window of places
    /// lies below the block's and no mirror follows it.
    pub(super) fn keeps(&self, source: &Source) -> bool {
        let unmirrored = matches!(source.then, Then::Kept);
        self.share.of == 1 || (unmirrored && source.roll.top_place() < self.first_place)
    }

    /// The worker that owns the board of `key` (with any hole).
    #[inline]
    pub(super) fn of(&self, key: u64) -> u32 {
        let block = self.digits.of((key >> self.colour_shift) as u32);
        self.worker[block as usize]
    }
}

/// `deal(places, of)[b]`: the worker of `of` that block `b` of `places`
/// digits is dealt to: the sum of its digits, the digit at place `i`
/// times `q^i`, modulo `of`, where `q` is the least number above 1 prime
/// to `of` (3 when `of` is 2: the block itself modulo 2). The boards of a
/// search are spread over the blocks far from evenly (the start's colour
/// is more common than the others for many layers, and a few blocks hold
/// much), but the digits vary nearly independently, and with weights
/// prime to `of` and spread by the powers every residue of the sum is
/// about as likely, the more so the more digits. (Under digits that are
/// 0 half the time, the busiest worker's share is within 4% of even on
/// 2 to 5, 7, 8, 10, 11 and 13 workers, 6 to 13% above it on 9 and 14 to
/// 16, and 18 and 20% on 6 and 12.)
fn deal(places: u32, of: u32) -> Vec<u32> {
    let q = (2..).find(|&q| gcd(q, of) == 1).unwrap_or(2);
    let weights: Vec<u64> = (0..places)
        .scan(1u64, |power, _| {
            let weight = *power;
            *power = *power * u64::from(q) % u64::from(of);
            Some(weight)
        })
        .collect();
    (0..3u32.pow(places))
        .map(|block| {
            let digits = (0..places).map(|i| u64::from(block / 3u32.pow(i) % 3));
            let sum: u64 = digits.zip(&weights).map(|(d, w)| d * w).sum();
            (sum % u64::from(of)) as u32
        })
        .collect()
}

/// The greatest common divisor of `a` and `b`.
fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::super::search::SparseSearch;
    use super::*;
    use crate::boards::census::census_starts;
    use crate::shape::Shape;

    /// The owners of `shape`'s boards on `of` workers, as a search makes
    /// them.
    fn owners(shape: Shape, of: u32) -> Owners {
        let cubes = shape.n_squares() as u32 - 1;
        Owners::new(
            cubes,
            cubes + super::super::roll::WAYS_BACK,
            Slice { index: 0, of },
        )
    }

    #[test]
    fn a_roll_said_to_keep_its_boards_keeps_their_owner_and_most_do_on_4x4() {
        for (board, depth) in [("3x3", 12), ("3x4", 11), ("4x4", 9)] {
            let shape: Shape = board.parse().expect("a board");
            for start in census_starts(shape) {
                let mut search = SparseSearch::new(shape, start, usize::MAX).expect("small");
                let (mut kept, mut all) = (0, 0);
                while search.depth() < depth {
                    for of in 2..=5 {
                        let owners = owners(shape, of);
                        for sources in &search.into {
                            for source in sources {
                                let boards = search.current[source.hole].keys();
                                let rolls = boards.iter().filter(|&&k| source.roll.allows(k));
                                let n = rolls.clone().count();
                                all += usize::from(of == 2) * n;
                                if !owners.keeps(source) {
                                    continue;
                                }
                                kept += usize::from(of == 2) * n;
                                for &key in rolls {
                                    let made = source.roll.make(key);
                                    assert_eq!(owners.of(made), owners.of(key), "{board}");
                                }
                            }
                        }
                    }
                    search.step().expect("fits");
                }
                if board == "4x4" {
                    // On two workers most rolls need no owner.
                    assert!(2 * kept > all, "{kept} of {all} rolls kept from {start}");
                }
            }
        }
    }

    #[test]
    fn a_board_s_owner_is_its_pattern_s_whatever_its_parities_and_ways_back() {
        let shape: Shape = "4x4".parse().expect("a board");
        let owners = owners(shape, 3);
        let colour_shift = 15 + super::super::roll::WAYS_BACK;
        for colouring in (0..3u64.pow(15)).step_by(9_973) {
            let first = owners.of(colouring << colour_shift);
            for below in [1, 0x7ff5, (1 << colour_shift) - 1] {
                assert_eq!(owners.of(colouring << colour_shift | below), first);
            }
        }
    }

    #[test]
    fn every_worker_gets_a_near_even_share_of_blocks_of_even_or_skewed_digits() {
        let shape: Shape = "4x4".parse().expect("a board");
        for of in 1..=16 {
            let dealt = owners(shape, of).worker;
            let places = dealt.len().ilog(3);
            // Each block weighed as likely as its digits are: all three
            // colours alike, or 0 half the time and 1 and 2 a quarter each.
            for zero_weighs in [1u64, 2] {
                let mut load = vec![0u64; of as usize];
                for (block, &worker) in dealt.iter().enumerate() {
                    let zeros = (0..places).filter(|&i| block / 3usize.pow(i) % 3 == 0);
                    load[worker as usize] += zero_weighs.pow(zeros.count() as u32);
                }
                let even = load.iter().sum::<u64>() as f64 / f64::from(of);
                let most = *load.iter().max().expect("a worker") as f64 / even;
                let bound = match (zero_weighs, of % 6) {
                    (1, 0) => 1.2,
                    (1, _) => 1.05,
                    (_, 0) => 1.25,
                    _ => 1.15,
                };
                assert!(
                    most <= bound,
                    "{of} workers, 0 weighing {zero_weighs}: {most:.3}"
                );
            }
        }
    }
}
