//! A search shared by workers, run here on one thread a worker after
//! another, against the search of one worker: the same census and layers
//! on every count of workers, and a search resumed on another count.

use super::*;
use crate::boards::census::census_starts;
use crate::boards::sliced::Slice;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// Layers kept by every worker of a shared search, by depth, hole and
/// the worker that kept them (and how many workers there were).
type Kept = Arc<Mutex<BTreeMap<(u32, usize, u32, u32), HoleBoards>>>;

/// A worker's store in `Kept`: it reads its own part of a hole when the
/// same number of workers wrote it, else every part.
#[derive(Debug)]
struct PartStore {
    kept: Kept,
    share: Slice,
}

impl LayerStore for PartStore {
    fn put(&mut self, depth: u32, hole: usize, boards: &HoleBoards) -> Result<(), StoreError> {
        let key = (depth, hole, self.share.index, self.share.of);
        self.kept.lock().expect("kept").insert(key, boards.clone());
        Ok(())
    }

    fn get(&mut self, depth: u32, hole: usize) -> Result<HoleBoards, StoreError> {
        let kept = self.kept.lock().expect("kept");
        let own = (depth, hole, self.share.index, self.share.of);
        if let Some(boards) = kept.get(&own) {
            return Ok(boards.clone());
        }
        let parts: Vec<HoleBoards> = (kept.iter())
            .filter(|((d, h, _, _), _)| (*d, *h) == (depth, hole))
            .map(|(_, boards)| boards.clone())
            .collect();
        Ok(HoleBoards::gather(&parts).expect("small"))
    }

    fn layer_done(&mut self, _: &SavedSearch) -> Result<(), StoreError> {
        Ok(())
    }
}

/// Runs `searches`, the workers of one shared search, to `max_rolls`: the
/// rolls a worker hands on go to their owners' lists, then every owner
/// settles. The bytes handed on, eight a roll.
fn run_shared(searches: &mut [SparseSearch], max_rolls: u32) -> u64 {
    let mut sent = 0;
    let holes = searches[0].into.len();
    while searches[0].depth() < max_rolls && searches[0].can_go_on() {
        let mut all = Made::default();
        for target in 0..holes {
            let mut mail = vec![Vec::new(); searches.len()];
            for search in searches.iter_mut() {
                search
                    .roll_shared(target, |to, keys| mail[to as usize].extend_from_slice(keys))
                    .expect("fits");
            }
            for (search, given) in searches.iter_mut().zip(&mail) {
                sent += 8 * given.len() as u64;
                all = all + search.settle_shared(target, &[given]).expect("fits");
            }
        }
        for search in searches.iter_mut() {
            search.end_shared(all).expect("kept");
        }
    }
    sent
}

/// `of` workers of the search of `shape` from `start`.
fn workers(shape: Shape, start: Square, of: u32) -> Vec<SparseSearch> {
    (0..of)
        .map(|index| {
            let search = SparseSearch::new(shape, start, usize::MAX).expect("small");
            search.shared(Slice { index, of })
        })
        .collect()
}

#[test]
fn one_to_four_workers_find_the_census_and_layers_of_one_search() {
    for (board, max_rolls) in [("3x3", 40), ("2x4", 40), ("3x4", 16), ("4x4", 11)] {
        let shape: Shape = board.parse().expect("a board");
        for start in census_starts(shape) {
            let mut one = SparseSearch::new(shape, start, usize::MAX).expect("small");
            while one.depth() < max_rolls && one.can_go_on() {
                one.step().expect("fits");
            }
            for of in 1..=4 {
                let mut searches = workers(shape, start, of);
                let sent = run_shared(&mut searches, max_rolls);
                for search in &searches {
                    assert_eq!(search.census(max_rolls), one.census(max_rolls), "{board}");
                    assert_eq!(search.layers(), one.layers(), "{board} from {start}");
                }
                // Every worker owns boards, and on several some rolls cross.
                assert_eq!(of == 1, sent == 0, "{board} from {start} on {of}");
            }
        }
    }
}

#[test]
fn a_shared_search_resumed_on_another_number_of_workers_goes_on_as_one() {
    let shape: Shape = "3x4".parse().expect("a board");
    let start = Square { x: 2, y: 1 };
    let mut one = SparseSearch::new(shape, start, usize::MAX).expect("small");
    while one.depth() < 18 {
        one.step().expect("fits");
    }
    let kept = Kept::default();
    let stored = |of: u32, searches: Vec<SparseSearch>| -> Vec<SparseSearch> {
        (searches.into_iter().enumerate())
            .map(|(index, search)| {
                let share = Slice {
                    index: index as u32,
                    of,
                };
                let store = PartStore {
                    kept: Arc::clone(&kept),
                    share,
                };
                search.with_store(Box::new(store)).expect("kept")
            })
            .collect()
    };
    let mut three = stored(3, workers(shape, start, 3));
    run_shared(&mut three, 10);
    // Every worker's bitset together, as a resume reads them.
    let mut saved = three[0].saved();
    for search in &three[1..] {
        for (word, theirs) in saved.answered.iter_mut().zip(&search.answered) {
            *word |= theirs;
        }
    }
    let mut two: Vec<SparseSearch> = (0..2)
        .map(|index| {
            let share = Slice { index, of: 2 };
            let store = PartStore {
                kept: Arc::clone(&kept),
                share,
            };
            SparseSearch::resume(shape, start, usize::MAX, saved.clone(), Box::new(store))
                .expect("resumed")
                .shared(share)
        })
        .collect();
    run_shared(&mut two, 18);
    for search in &two {
        assert_eq!(search.census(18), one.census(18));
        assert_eq!(search.layers(), one.layers());
    }
}
