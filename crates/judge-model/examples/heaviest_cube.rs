//! Picks the 15 cube datasets on which a strictly alternating
//! bidirectional search works most (`judge_model::cube_work`), among the
//! deepest patterns (an answer of 30 rolls or -1) from a corner, an edge
//! and the centre, and prints them as a judge file, with every family's
//! work on each on standard error: the package's `heaviest-alternating`.
//! `cargo run --release -p judge-model --example heaviest_cube` (about
//! three minutes on the loaded two-core machine).

use judge_model::cube::{COLOURS, Tables};
use judge_model::cube_work::{Dataset, Family, Searcher, deepest, heaviest};

fn main() {
    let tables = Tables::statement();
    let candidates: Vec<Dataset> = [0, 1, 4]
        .into_iter()
        .flat_map(|start| deepest(&tables, start, 30))
        .collect();
    eprintln!("{} candidates", candidates.len());
    let mut searcher = Searcher::new();
    let mut total = [0u64; 3];
    for ((start, pattern), _) in heaviest(&tables, Family::Alternating, &candidates, 15) {
        let work = Family::ALL.map(|f| searcher.run(&tables, f, start, &pattern));
        for (t, w) in total.iter_mut().zip(work) {
            *t += w.boards;
        }
        let boards = work.map(|w| w.boards);
        eprintln!(
            "start {start} answer {:?} boards (balanced, alternating, forward only) {boards:?}",
            work[0].answer
        );
        println!("{} {}", start % 3 + 1, start / 3 + 1);
        for y in 0..3 {
            let row: Vec<String> = (0..3)
                .map(|x| match y * 3 + x {
                    q if q == pattern.hole => "E".to_string(),
                    q => COLOURS[usize::from(pattern.tops[q])].to_string(),
                })
                .collect();
            println!("{}", row.join(" "));
        }
    }
    println!("0 0");
    eprintln!("total boards (balanced, alternating, forward only) {total:?}");
}
