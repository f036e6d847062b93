//! Any bytes into the cube puzzle reader on every board: the first byte
//! picks the board (one of the 15 shapes up to 4 x 4), the rest is the
//! input. Every dataset read is written back in the judge format and read
//! again to itself; on boards of up to six squares (searched whole in a
//! moment, the searches kept across runs) it is answered, and its rolls
//! replay to its pattern.
#![no_main]

use cube_puzzle::{Answer, CubeFormat, Reader, Shape, Solver, parse_on, replay};
use libfuzzer_sys::fuzz_target;
use std::sync::Mutex;

static SOLVER: Mutex<Option<Solver>> = Mutex::new(None);

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let shapes: Vec<Shape> = Shape::all().collect();
    let shape = shapes[usize::from(pick) % shapes.len()];
    let mut guard = SOLVER.lock().unwrap_or_else(|e| e.into_inner());
    let solver = guard.get_or_insert_with(Solver::new);
    for dataset in Reader::with_format(input, CubeFormat::on(shape)).flatten() {
        assert_eq!(dataset.pattern.shape(), shape);
        let text = format!("{dataset}0 0\n");
        let again = parse_on(&text, shape).expect("what was written reads back");
        assert_eq!(again, [dataset]);
        if shape.n_squares() <= 6 {
            let solution = solver.solve_with_rolls(&dataset);
            match (solution.answer, solution.rolls) {
                (Answer::Rolls(n), Some(rolls)) => {
                    assert_eq!(rolls.len(), n as usize);
                    assert_eq!(replay(shape, dataset.start, &rolls), Some(dataset.pattern));
                }
                (Answer::Never, None) => {}
                other => panic!("{dataset}: {other:?}"),
            }
        }
    }
});
