//! A small seeded random number generator (SplitMix64) for the generators
//! and the randomised tests: the same seed gives the same puzzles on every
//! machine, with no dependency.

/// SplitMix64: fast, seedable, and good enough for making puzzles.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below(hi.abs_diff(lo) + 1) as i64
    }

    /// True with probability `percent` in 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// `0..n` in an order drawn at random (a Fisher-Yates shuffle).
    pub fn shuffled(&mut self, n: usize) -> Vec<usize> {
        let mut out: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            out.swap(i, self.below(i as u64 + 1) as usize);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_ranges_hold() {
        let mut a = SplitMix64::new(7);
        let mut b = SplitMix64::new(7);
        for _ in 0..1000 {
            assert_eq!(a.next_u64(), b.next_u64());
            let r = a.range(-1, 6);
            assert!((-1..=6).contains(&r));
            b.range(-1, 6);
        }
        assert_eq!(a.below(0), 0);
    }

    #[test]
    fn matches_the_reference_splitmix64() {
        // The first outputs of Vigna's splitmix64.c seeded with 1234567.
        let mut rng = SplitMix64::new(1_234_567);
        let first: Vec<u64> = (0..5).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ]
        );
    }

    #[test]
    fn draws_are_uniform_over_their_ranges() {
        let mut rng = SplitMix64::new(11);
        let mut counts = [0u32; 6];
        for _ in 0..12_000 {
            counts[rng.below(6) as usize] += 1;
        }
        // 2,000 expected in each, 41 the standard deviation.
        assert!(
            counts.iter().all(|c| (1800..2200).contains(c)),
            "{counts:?}"
        );
        let mut seen = [0u32; 5];
        for _ in 0..5_000 {
            let r = rng.range(-2, 2);
            seen[(r + 2) as usize] += 1;
        }
        assert!(seen.iter().all(|c| (850..1150).contains(c)), "{seen:?}");
        assert!((0..100).all(|_| rng.range(3, 3) == 3));
        let (mut never, mut always, mut some) = (0, 0, 0);
        for _ in 0..10_000 {
            never += u32::from(rng.chance(0));
            always += u32::from(rng.chance(100));
            some += u32::from(rng.chance(30));
        }
        assert_eq!((never, always), (0, 10_000));
        // 3,000 expected, 46 the standard deviation.
        assert!((2800..3200).contains(&some), "{some} in 10,000 at 30%");
    }
}
