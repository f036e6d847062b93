//! Tests of the annealing search.

use super::*;

/// Bit strings of 16; the answer is the longest run of ones, and only
/// strings with a zero first bit keep the promise.
struct Runs;

impl Landscape for Runs {
    type Point = u16;
    fn random(&mut self, rng: &mut SplitMix64) -> u16 {
        rng.next_u64() as u16
    }
    fn neighbour(&mut self, p: &u16, rng: &mut SplitMix64) -> u16 {
        p ^ (1 << rng.below(16))
    }
    fn score(&mut self, p: &u16) -> Score {
        let mut run = 0;
        let mut longest = 0;
        for bit in 0..16 {
            run = if p >> bit & 1 == 1 { run + 1 } else { 0 };
            longest = longest.max(run);
        }
        Score {
            value: longest,
            moves: (p & 1 == 0).then_some(longest as usize),
        }
    }
}

#[test]
fn the_search_finds_the_longest_that_keeps_the_promise() {
    let found = anneal(&mut Runs, 3, Budget::evaluations(20_000), Schedule::DEFAULT);
    let (best, moves) = found.best.expect("a record");
    assert_eq!((best, moves), (0xfffe, 15));
    assert_eq!(found.evaluations, 20_000);
    for (n, point) in found.by_length.iter().enumerate() {
        if let Some(point) = point {
            assert_eq!(Runs.score(point).moves, Some(n));
        }
    }
    // Only 0 itself has no run at all.
    let met = found.by_length.iter().flatten().count();
    assert!(met >= 15, "{met} lengths met");
}

#[test]
fn a_seed_walks_the_same_way() {
    let budget = Budget::evaluations(500);
    let schedule = Schedule {
        round: 100,
        ..Schedule::DEFAULT
    };
    let a = anneal(&mut Runs, 9, budget, schedule);
    let b = anneal(&mut Runs, 9, budget, schedule);
    assert_eq!(a.by_length, b.by_length);
    assert_eq!(a.best, b.best);
}

#[test]
fn rounds_from_the_best_never_draw_again() {
    /// Counts the random draws of [`Runs`].
    struct Counted(u32);
    impl Landscape for Counted {
        type Point = u16;
        fn random(&mut self, rng: &mut SplitMix64) -> u16 {
            self.0 += 1;
            Runs.random(rng)
        }
        fn neighbour(&mut self, p: &u16, rng: &mut SplitMix64) -> u16 {
            Runs.neighbour(p, rng)
        }
        fn score(&mut self, p: &u16) -> Score {
            Runs.score(p)
        }
    }
    let budget = Budget::evaluations(1000);
    let schedule = |restart| Schedule {
        round: 100,
        restart,
        ..Schedule::DEFAULT
    };
    let mut alternate = Counted(0);
    anneal(&mut alternate, 4, budget, schedule(Restart::Alternate));
    let mut from_best = Counted(0);
    let found = anneal(&mut from_best, 4, budget, schedule(Restart::FromBest));
    assert_eq!((alternate.0, from_best.0), (5, 1));
    assert_eq!(found.best.map(|(_, moves)| moves), Some(15));
}

/// Runs of ones along the first row of a grid, named.
struct Row(Sides);

impl Landscape for Row {
    type Point = (String, u16);
    fn random(&mut self, rng: &mut SplitMix64) -> (String, u16) {
        (String::new(), Runs.random(rng))
    }
    fn neighbour(&mut self, p: &(String, u16), rng: &mut SplitMix64) -> (String, u16) {
        let col = self.0.random_pos(rng).col;
        (p.0.clone(), p.1 ^ (1 << (col - 1)))
    }
    fn score(&mut self, p: &(String, u16)) -> Score {
        Runs.score(&p.1)
    }
}

impl Named for Row {
    fn sides(&self) -> Sides {
        self.0
    }
    fn rename(point: &mut (String, u16), name: String) {
        point.0 = name;
    }
}

#[test]
fn the_longest_are_named_after_their_length_and_sides() {
    let sides = Sides {
        n_rows: 1,
        n_cols: 16,
    };
    let budget = Budget::evaluations(20_000);
    let found = longest(&mut Row(sides), 3, budget, Restart::FromBest);
    let (best, moves) = found.best.expect("a record");
    assert_eq!((best.0.as_str(), moves), ("LONG15X1X16", 15));
    for (n, point) in found.by_length.iter().enumerate() {
        if let Some((name, _)) = point {
            assert_eq!(*name, format!("LONG{n}X1X16"));
        }
    }
    let mut rng = SplitMix64::new(1);
    let sides = Sides {
        n_rows: 3,
        n_cols: 2,
    };
    let drawn: Vec<Pos> = (0..200).map(|_| sides.random_pos(&mut rng)).collect();
    assert!(
        drawn
            .iter()
            .all(|p| (1..=3).contains(&p.row) && (1..=2).contains(&p.col))
    );
    assert!(drawn.contains(&Pos::new(3, 2)) && drawn.contains(&Pos::new(1, 1)));
}

#[test]
fn a_past_deadline_stops_the_search_at_once() {
    let budget = Budget {
        evaluations: u64::MAX,
        deadline: Some(Instant::now()),
    };
    let found = anneal(&mut Runs, 1, budget, Schedule::DEFAULT);
    assert_eq!(found.evaluations, 1, "the first point only");
}
