//! The sparse search against the complete census: the same counts up to
//! every bound, and a refusal that keeps what was reached.

use super::*;
use crate::Pattern;
use crate::boards::census::census_starts;
use crate::boards::depths::start_census;
use tally::Tally;

/// The complete census of every class of start of `shape`.
fn complete(shape: Shape) -> Vec<Census> {
    let starts = census_starts(shape);
    let classes = starts
        .into_iter()
        .map(|s| start_census(shape, s).expect("small"));
    classes.collect()
}

#[test]
fn agrees_with_the_complete_census_on_2x2_2x3_and_3x3_at_every_bound() {
    for board in ["2x2", "2x3", "3x2", "3x3"] {
        let shape: Shape = board.parse().expect("a shape");
        for census in complete(shape) {
            // One search, cut after each layer, stands for a search to each
            // bound: a layer never changes the counts before it.
            let mut search = SparseSearch::new(shape, census.start, usize::MAX).expect("small");
            let deepest = census.by_rolls.len() as u32;
            for max_rolls in 0..=deepest + 1 {
                while search.depth() < max_rolls && search.can_go_on() {
                    search.step().expect("small boards fit");
                }
                let partial = search.census(max_rolls);
                let expected = PartialCensus::of_census(&census, max_rolls);
                assert_eq!(partial, expected, "{board} from {}", census.start);
                let total: u64 = partial.by_rolls.iter().sum::<u64>() + partial.beyond;
                assert_eq!(total, Pattern::count(shape) as u64);
            }
            for max_rolls in [0, deepest / 2, deepest + 1] {
                let partial = partial_census(shape, census.start, max_rolls, usize::MAX);
                let expected = PartialCensus::of_census(&census, max_rolls);
                assert_eq!(partial, Ok(expected), "{board} from {}", census.start);
            }
        }
    }
}

#[test]
fn agrees_with_the_complete_census_on_every_board_of_up_to_eight_squares() {
    for shape in Shape::all().filter(|s| s.n_squares() <= 8) {
        for census in complete(shape) {
            let partial = partial_census(shape, census.start, 200, usize::MAX).expect("small");
            assert_eq!(partial, PartialCensus::of_census(&census, 200), "{shape}");
        }
    }
}

#[test]
fn layers_of_the_3x3_search_never_hold_a_board_twice_and_stop_when_every_pattern_is_answered() {
    let shape = Shape::STATEMENT;
    let mut search = SparseSearch::new(shape, Square { x: 2, y: 2 }, usize::MAX).expect("small");
    while search.can_go_on() {
        search.step().expect("small");
        for hole in &search.current {
            let mut keys = hole.keys();
            assert!(
                keys.windows(2).all(|w| w[0] >> 32 <= w[1] >> 32),
                "by bucket"
            );
            keys.sort_unstable();
            assert!(keys.windows(2).all(|w| w[0] >> 4 < w[1] >> 4), "no repeats");
        }
    }
    let census = search.census(search.depth());
    assert_eq!(census.beyond, 0, "every 3 x 3 pattern can be made");
    // Boards of a bipartite graph: one hole colour a layer, the parity half.
    let reached: u64 = search.layers().iter().sum();
    assert!(
        reached <= Pattern::count(shape) as u64 * 256 / 2,
        "{reached}"
    );
}

#[test]
fn a_refused_layer_keeps_the_census_reached_and_names_what_it_needed() {
    let shape: Shape = "3x4".parse().expect("a shape");
    let start = Square { x: 1, y: 1 };
    // The bitset of 3 x 4 (266 KB) fits and a few layers do, not many.
    let error = partial_census(shape, start, 40, 400_000).expect_err("a small budget");
    let PartialError { reached, why } = error.clone();
    let LayerRefused::Budget { needed, budget } = why else {
        panic!("the budget's refusal: {why}");
    };
    assert!(needed > 400_000 && budget == 400_000, "{why:?}");
    assert!(reached.max_rolls > 2, "{reached:?}");
    let exact = partial_census(shape, start, reached.max_rolls, usize::MAX).expect("shallow");
    assert_eq!(reached, exact);
    let message = error.to_string();
    assert!(message.starts_with("stopped after "), "{message}");
    assert!(message.ends_with("past the budget of 0.4 MB"), "{message}");
    // Not even the bitset fits.
    let error = partial_census(shape, start, 40, 1000).expect_err("a tiny budget");
    assert_eq!(error.reached.max_rolls, 0);
    assert!(matches!(error.why, LayerRefused::Budget { .. }), "{error}");
}

#[test]
fn a_search_refused_at_any_point_of_a_layer_keeps_its_census_and_goes_no_further() {
    let shape: Shape = "3x4".parse().expect("a shape");
    let start = Square { x: 1, y: 1 };
    // Budgets that refuse before a layer and part way through one, when a
    // hole of the layer before may already be given up.
    let mut refusals = 0;
    for budget in (350_000..900_000).step_by(25_000) {
        let mut search = SparseSearch::new(shape, start, budget).expect("the bitset fits");
        let mut refused = false;
        while search.can_go_on() && !refused {
            refused = search.step().is_err();
        }
        if refused {
            refusals += 1;
            assert!(!search.can_go_on(), "budget {budget}");
        }
        let depth = search.depth();
        let exact = partial_census(shape, start, depth, usize::MAX).expect("fits");
        assert_eq!(search.census(depth), exact, "budget {budget}");
    }
    assert!(refusals > 5, "{refusals} budgets refused");
}

#[test]
fn the_4x4_board_starts_and_takes_its_first_layers() {
    let shape: Shape = "4x4".parse().expect("a shape");
    let census = partial_census(shape, Square { x: 1, y: 1 }, 6, usize::MAX).expect("shallow");
    // From a corner: two rolls, then the hole has two or three ways on,
    // each making a new pattern until rolls can undo or meet.
    assert_eq!(census.by_rolls[..3], [1, 2, 4]);
    let total: u64 = census.by_rolls.iter().sum::<u64>() + census.beyond;
    assert_eq!(total, Pattern::count(shape) as u64);
    // The two kinds of edge square, which only swapping the axes relates,
    // count alike: the census searches one of them.
    let edge = |x, y| partial_census(shape, Square { x, y }, 12, usize::MAX).expect("shallow");
    let (across, along) = (edge(2, 1), edge(1, 2));
    assert_eq!(
        (across.by_rolls, across.beyond),
        (along.by_rolls, along.beyond)
    );
}

/// The layers of `search` up to `max_rolls`, and its census there.
fn run_to(mut search: SparseSearch, max_rolls: u32) -> (Vec<u64>, PartialCensus) {
    while search.depth() < max_rolls && search.can_go_on() {
        search.step().expect("fits");
    }
    (search.layers().to_vec(), search.census(max_rolls))
}

/// A store in memory that the test shares with the search.
#[derive(Clone, Debug, Default)]
struct SharedStore(std::sync::Arc<std::sync::Mutex<MemoryStore>>);

impl SharedStore {
    /// A store of its own holding what this one holds.
    fn copy(&self) -> SharedStore {
        let inner = self.0.lock().expect("not poisoned");
        let copy = MemoryStore {
            layers: inner.layers.clone(),
            saved: inner.saved.clone(),
        };
        SharedStore(std::sync::Arc::new(std::sync::Mutex::new(copy)))
    }
}

impl LayerStore for SharedStore {
    fn put(&mut self, depth: u32, hole: usize, boards: &HoleBoards) -> Result<(), StoreError> {
        self.0
            .lock()
            .expect("not poisoned")
            .put(depth, hole, boards)
    }

    fn get(&mut self, depth: u32, hole: usize) -> Result<HoleBoards, StoreError> {
        self.0.lock().expect("not poisoned").get(depth, hole)
    }

    fn layer_done(&mut self, state: &SavedSearch) -> Result<(), StoreError> {
        self.0.lock().expect("not poisoned").layer_done(state)
    }
}

#[test]
fn a_search_with_its_layers_in_a_store_goes_as_one_in_memory() {
    for (board, x, y, max_rolls) in [("3x3", 2, 1, 40), ("4x4", 2, 2, 11), ("2x4", 1, 1, 60)] {
        let shape: Shape = board.parse().expect("a shape");
        let start = Square { x, y };
        let held = SparseSearch::new(shape, start, usize::MAX).expect("small");
        let expected = run_to(held, max_rolls);
        let search = SparseSearch::new(shape, start, usize::MAX).expect("small");
        let search = search
            .with_store(Box::new(MemoryStore::default()))
            .expect("in memory");
        assert_eq!(run_to(search, max_rolls), expected, "{board}");
        // Counting the last layer without keeping it counts the same.
        let search = SparseSearch::new(shape, start, usize::MAX).expect("small");
        let search = search
            .with_store(Box::new(MemoryStore::default()))
            .expect("in memory");
        assert_eq!(
            run_to(search.last_layer(max_rolls), max_rolls),
            expected,
            "{board}"
        );
    }
}

#[test]
fn a_resumed_search_counts_as_the_search_it_continues() {
    let shape: Shape = "4x4".parse().expect("a shape");
    let start = Square { x: 1, y: 1 };
    let expected = run_to(
        SparseSearch::new(shape, start, usize::MAX).expect("small"),
        12,
    );
    // From states saved by the search folded by the diagonal through the
    // corner, and by the whole search (as the release before the fold
    // saved them, every hole full).
    for (stopped_at, whole) in (0..12).flat_map(|d| [(d, false), (d, true)]) {
        let store = SharedStore::default();
        let mut search = SparseSearch::new(shape, start, usize::MAX).expect("small");
        if whole {
            search = unfolded(search, shape);
        }
        let search = search
            .with_store(Box::new(store.clone()))
            .expect("in memory");
        run_to(search, stopped_at);
        let kept = store.copy();
        let saved = kept
            .0
            .lock()
            .expect("not poisoned")
            .saved
            .pop()
            .expect("a state");
        assert_eq!(saved.depth, stopped_at);
        let resumed = SparseSearch::resume(shape, start, usize::MAX, saved, Box::new(kept));
        let resumed = resumed.expect("its own state");
        assert_eq!(resumed.depth(), stopped_at);
        let from = format!("from layer {stopped_at}, whole {whole}");
        assert_eq!(run_to(resumed, 12), expected, "{from}");
    }
    // A state of another start is refused.
    let store = MemoryStore::default();
    let search = SparseSearch::new(shape, start, usize::MAX).expect("small");
    let mut saved = search
        .with_store(Box::new(store))
        .expect("in memory")
        .saved();
    saved.start = Square { x: 2, y: 2 };
    let other = SparseSearch::resume(
        shape,
        start,
        usize::MAX,
        saved,
        Box::new(MemoryStore::default()),
    );
    let Err(PartialError {
        why: LayerRefused::Store(why),
        ..
    }) = other
    else {
        panic!("refused");
    };
    assert!(why.0.contains("not of the 4x4 board from (1,1)"), "{why}");
}

#[test]
fn rolls_made_in_parts_within_a_small_budget_give_the_same_layers() {
    let shape: Shape = "3x4".parse().expect("a shape");
    let start = Square { x: 1, y: 1 };
    let expected = run_to(
        SparseSearch::new(shape, start, usize::MAX).expect("fits"),
        17,
    );
    let (mut parted, mut done) = (0, 0);
    for budget in (300_000..1_500_000).step_by(100_000) {
        for stored in [false, true] {
            let mut search = SparseSearch::new(shape, start, budget).expect("the bitset fits");
            if stored {
                search = search
                    .with_store(Box::new(MemoryStore::default()))
                    .expect("in memory");
            }
            let mut refused = false;
            while search.depth() < 17 && search.can_go_on() && !refused {
                match search.step() {
                    Ok(()) => {}
                    Err(LayerRefused::Budget { needed, budget: b }) => {
                        assert!(needed > b && b == budget);
                        refused = true;
                    }
                    Err(other) => panic!("{other}"),
                }
            }
            if !refused {
                parted += search.parted;
                done += 1;
                let got = (search.layers().to_vec(), search.census(17));
                assert_eq!(got, expected, "budget {budget}, stored {stored}");
            }
        }
    }
    assert!(
        parted > 0 && done > 0,
        "{parted} holes made in parts, {done} runs done"
    );
}

/// `search`, before its first step, made without the fold: every hole
/// kept.
fn unfolded(mut search: SparseSearch, shape: Shape) -> SparseSearch {
    search.into = mirror::sources(&shape.rolls_into(), shape.cols().into(), None);
    search.tallies = tally::tallies(&shape.rolls_into(), None);
    search
}

#[test]
fn a_search_folded_by_a_mirror_counts_every_layer_as_the_whole_search() {
    let mut folded = 0;
    let small = Shape::all().filter(|s| s.n_squares() <= 9);
    let cases = small.flat_map(|shape| shape.squares().map(move |start| (shape, start, 40)));
    let deep = ["4x4", "4x4", "4x4"]
        .into_iter()
        .zip([(1, 1), (2, 2), (3, 2)]);
    let deep = deep.map(|(board, (x, y))| (board.parse().expect("a shape"), Square { x, y }, 13));
    for (shape, start, max_rolls) in cases.chain(deep) {
        let search = SparseSearch::new(shape, start, usize::MAX).expect("fits");
        let is_folded = |s: &SparseSearch| s.tallies.iter().any(|t| !matches!(t, Tally::Times(1)));
        folded += u32::from(is_folded(&search));
        let whole = unfolded(
            SparseSearch::new(shape, start, usize::MAX).expect("fits"),
            shape,
        );
        assert!(!is_folded(&whole));
        let stored = SparseSearch::new(shape, start, usize::MAX).expect("fits");
        let stored = stored.with_store(Box::new(MemoryStore::default()));
        let stored = run_to(stored.expect("in memory"), max_rolls);
        let (got, expected) = (run_to(search, max_rolls), run_to(whole, max_rolls));
        assert_eq!(got, expected, "{shape} from {start}");
        assert_eq!(stored, expected, "{shape} from {start}, stored");
    }
    assert!(folded > 20, "{folded} searches folded");
}

#[test]
fn a_start_off_the_board_is_refused_with_the_square_and_the_board() {
    let shape: Shape = "4x4".parse().expect("a shape");
    for (x, y) in [(0, 0), (5, 1), (1, 5), (0, 2)] {
        let start = Square { x, y };
        let error = SparseSearch::new(shape, start, usize::MAX).expect_err("off the board");
        let message = error.to_string();
        assert!(
            matches!(error.why, LayerRefused::OffTheBoard(_)),
            "{message}"
        );
        assert_eq!(
            message,
            format!("stopped after 0 rolls: the square ({x},{y}) is not on the 4x4 board")
        );
        assert_eq!(error.reached.beyond, Pattern::count(shape) as u64);
        assert!(partial_census(shape, start, 3, usize::MAX).is_err());
    }
}

#[test]
fn a_folded_search_makes_no_boards_on_the_holes_it_does_not_keep() {
    // The inner square (2,2) of 4 x 4, square 5: its diagonal keeps the
    // squares on it and above it.
    let shape: Shape = "4x4".parse().expect("a shape");
    let mut search = SparseSearch::new(shape, Square { x: 2, y: 2 }, usize::MAX).expect("fits");
    let kept = |s: usize| s % 4 >= s / 4;
    for (hole, tally) in search.tallies.iter().enumerate() {
        let expected = match (kept(hole), [0, 5, 10, 15].contains(&hole)) {
            (false, _) => "Times(0)",
            (true, false) => "Times(2)",
            (true, true) => "Pairs",
        };
        assert!(
            format!("{tally:?}").starts_with(expected),
            "{hole}: {tally:?}"
        );
        assert_eq!(search.into[hole].is_empty(), !kept(hole), "{hole}");
    }
    while search.depth() < 8 {
        search.step().expect("fits");
        for (hole, boards) in search.current.iter().enumerate() {
            assert!(
                kept(hole) || boards.is_empty(),
                "{hole} at {}",
                search.depth()
            );
        }
    }
}
