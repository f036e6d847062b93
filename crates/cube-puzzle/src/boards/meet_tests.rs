//! The meeting in the middle against the whole-board search on every small
//! board, its rolls replayed by the statement's rules, and the list near a
//! start against whole-board depths.

use super::*;
use crate::boards::whole::{UNREACHED, WholeBoards};
use crate::{Colour, CubeOrientation};

/// Plays `rolls` (the squares whose cubes roll into the hole, in turn)
/// from the start board with the hole on `start`, one cube at a time as the
/// statement tells, and gives the pattern it ends on; `None` if a square
/// named is not next to the hole.
fn replay(shape: Shape, start: Square, rolls: &[usize]) -> Option<Pattern> {
    let mut cubes = vec![Some(CubeOrientation::START); shape.n_squares()];
    let mut hole = shape.index(start);
    cubes[hole] = None;
    for &from in rolls {
        let heading = Heading::ALL
            .into_iter()
            .find(|&h| shape.neighbour(shape.square_at(from), h) == Some(shape.square_at(hole)))?;
        cubes[hole] = Some(cubes[from]?.roll(heading));
        cubes[from] = None;
        hole = from;
    }
    Pattern::new(shape, shape.square_at(hole), |sq| {
        cubes[shape.index(sq)].map_or(Colour::White, |c| c.top)
    })
}

#[test]
fn meets_the_whole_board_search_on_every_small_board_and_its_rolls_replay() {
    for shape in Shape::all().filter(|s| s.n_squares() <= 8) {
        let boards = WholeBoards::new(shape).expect("small");
        let start = shape.square_at(shape.n_squares() / 2);
        let depths = boards
            .depths_from(&[boards.start(shape.index(start))])
            .expect("small");
        let pattern_depths = boards.pattern_depths(&depths).expect("small");
        // Either side alone, both, and a long list with a short search
        // (2 x 4 has answers of up to 31 rolls: some lie beyond it).
        let step = if shape.n_squares() <= 6 { 1 } else { 7 };
        for (near, far) in [(0, 6), (3, 4), (7, 0), (22, 4)] {
            let list = NearStart::new(shape, start, near).expect("small");
            for (index, &depth) in pattern_depths.iter().enumerate().step_by(step) {
                let pattern = Pattern::from_index(shape, index);
                let (meeting, rolls) = list.meet(&pattern, far, true).expect("small");
                let bound = near + far;
                let expected = (depth != UNREACHED && depth <= bound).then_some(depth);
                assert_eq!(meeting.rolls, expected, "{shape} {near}+{far}: {pattern}");
                if let Some(depth) = expected {
                    let rolls = rolls.expect("asked for");
                    assert_eq!(rolls.len(), usize::from(depth), "{shape}: {pattern}");
                    assert_eq!(replay(shape, start, &rolls), Some(pattern), "{shape}");
                }
            }
        }
    }
}

#[test]
fn the_list_near_the_start_holds_each_board_once_at_its_depth() {
    let shape = Shape::new(2, 3).expect("a shape");
    let boards = WholeBoards::new(shape).expect("small");
    let start = Square { x: 1, y: 1 };
    let depths = boards
        .depths_from(&[boards.start(shape.index(start))])
        .expect("small");
    let list = NearStart::new(shape, start, 7).expect("small");
    let within = depths.iter().filter(|&&d| d <= 7).count();
    assert_eq!(list.len(), within);
    for (board, depth) in list.entries.iter().map(|&e| (e >> DEPTH_BITS, e & 31)) {
        // Unpack into the whole-board numbering.
        let hole = PackedRolls::hole(board);
        let mut cubes = [0u8; crate::boards::MAX_WHOLE_SQUARES];
        for (s, cube) in cubes.iter_mut().enumerate().take(shape.n_squares()) {
            if s != hole {
                *cube = (2 * (board >> (TOPS + 2 * s as u32) & 3) + (board >> s & 1)) as u8;
            }
        }
        let number = boards.encode(hole, &cubes);
        assert_eq!(u64::from(depths[number as usize]), depth);
    }
}

#[test]
fn meets_the_parity_tables_and_its_rolls_replay() {
    // The pattern tables are an independent search (parity words, not
    // boards): on nine squares they are quick, and the splits of the bound
    // between the two sides reach answers on both sides of it.
    for shape in [Shape::new(3, 3), Shape::new(2, 4)].map(|s| s.expect("a shape")) {
        let start = Square { x: 2, y: 1 };
        let table = crate::boards::pattern_depths(shape, start)
            .expect("small")
            .expect("nine squares at most");
        for (near, far) in [(12, 6), (16, 8)] {
            let list = NearStart::new(shape, start, near).expect("small");
            let (mut met, mut beyond) = (0, 0);
            for (index, &depth) in table.iter().enumerate().step_by(97) {
                let pattern = Pattern::from_index(shape, index);
                let (meeting, rolls) = list.meet(&pattern, far, true).expect("small");
                if depth <= near + far {
                    assert_eq!(meeting.rolls, Some(depth), "{shape}: {pattern}");
                    let rolls = rolls.expect("asked for");
                    assert_eq!(rolls.len(), usize::from(depth));
                    assert_eq!(replay(shape, start, &rolls), Some(pattern));
                    met += 1;
                } else {
                    assert_eq!(meeting.rolls, None, "{shape}: {pattern}: {depth}");
                    beyond += 1;
                }
            }
            assert!(
                met > 50 && beyond > 0,
                "{shape}: {met} met, {beyond} beyond"
            );
        }
    }
}
