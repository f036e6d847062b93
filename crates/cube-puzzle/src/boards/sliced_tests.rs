//! The sliced search against the whole one: any number of slices gives
//! the census of one search.

use super::*;
use crate::boards::census::whole_census;

/// The census from `start` over `of` slices, parcels handed over in
/// chunks of `chunk` frontier patterns, as workers would.
fn sliced_census(shape: Shape, start: Square, of: u32, chunk: usize) -> Census {
    let mut slices: Vec<SlicedSearch> = (0..of)
        .map(|index| SlicedSearch::new(shape, start, Slice { index, of }).expect("small"))
        .collect();
    let mut layers = CensusLayers::new(shape, start);
    let mut outbox = Outbox::default();
    while !layers.done() {
        for sender in 0..of as usize {
            let mut from = 0;
            while from < slices[sender].frontier_len() {
                slices[sender].expand(from, from + chunk, &mut outbox);
                from += chunk;
                for owner in 0..of {
                    let parcel = outbox.take(owner);
                    slices[owner as usize].absorb(&parcel).expect("own parcels");
                }
            }
        }
        let tallies: Vec<LayerTally> = slices.iter_mut().map(SlicedSearch::settle).collect();
        layers.add(tallies);
    }
    layers.census()
}

#[test]
fn any_number_of_slices_gives_the_census_of_one_search() {
    for shape in Shape::all().filter(|s| s.n_squares() <= 8) {
        for start in [shape.square_at(0), shape.square_at(shape.n_squares() - 1)] {
            let expected = whole_census(shape, start);
            for of in [1, 2, 3, 5] {
                let census = sliced_census(shape, start, of, 7);
                assert_eq!(census, expected, "{shape} from {start} in {of} slices");
            }
        }
    }
}

#[test]
fn slices_of_the_statements_board_give_its_class_tables_census() {
    let shape = Shape::STATEMENT;
    let start = Square { x: 2, y: 1 };
    let expected = whole_census(shape, start);
    assert_eq!(sliced_census(shape, start, 4, 1000), expected);
}

#[test]
fn a_parcel_from_another_search_is_refused_where_it_stops_fitting() {
    let shape: Shape = "2x3".parse().expect("a shape");
    let start = Square { x: 1, y: 1 };
    let mut slice = SlicedSearch::new(shape, start, Slice { index: 0, of: 2 }).expect("small");
    // A pattern past the slice's end.
    assert_eq!(
        slice.absorb(&[1 << 32 | 1_000_000, 1]),
        Err(BadParcel { at: 0 })
    );
    // A piece the mask promises but the parcel lacks.
    assert_eq!(
        slice.absorb(&[1 << 32, 1, 1 << 32]),
        Err(BadParcel { at: 2 })
    );
    // A piece past the word's one piece.
    assert_eq!(slice.absorb(&[2 << 32, 1]), Err(BadParcel { at: 0 }));
    assert_eq!(slice.absorb(&[1 << 32 | 3, 5]), Ok(()));
}

#[test]
fn the_pattern_space_is_shared_out_whole() {
    for n_patterns in [1, 7, 48] {
        for of in 1..5u32 {
            let total: usize = (0..of)
                .map(|index| Slice { index, of }.len(n_patterns))
                .sum();
            assert_eq!(total, n_patterns);
        }
    }
}
