//! Which files of judge data kill which mutants: every mutant of a
//! puzzle's model (tables, reader, carried marks or state) against every file, each
//! file run as one process. The whole matrix, not the first kill: slower
//! than a test wants (minutes for the cube, whose roll mutants are
//! searched to 30 rolls from every start square), made for a report.

use crate::carried::{ArrowSearch, Clearing, DiceSearch, Keys};
use crate::cube_carried::CubeSearch;
use crate::maze::{MazeModel, Route};
use crate::reader::{self, Reading};
use crate::{Mutant, arrow, cube, dice};

/// Each mutant with, for each file, whether the file kills it.
pub type Matrix = Vec<(Mutant, Vec<bool>)>;

/// Each file's mazes, as the statement reads them, with their true
/// answers.
struct Files<M: MazeModel> {
    mazes: Vec<Vec<M::Maze>>,
    right: Vec<Vec<Option<Route>>>,
}

/// A maze puzzle's matrix over `files` (judge inputs) for its tables' and
/// its reader's mutants, and the files read, for the carried-state
/// mutants that follow.
fn tables_and_reader<M: MazeModel>(files: &[&str]) -> (Matrix, Files<M>) {
    let model = M::statement();
    let read: Vec<Vec<M::Maze>> = files
        .iter()
        .map(|f| M::read(f, Reading::Statement))
        .collect();
    let right: Vec<Vec<Option<Route>>> = read
        .iter()
        .map(|mazes| mazes.iter().map(|m| model.answer(m)).collect())
        .collect();
    let mut out: Matrix = Vec::new();
    for (mutant, tables) in model.mutants() {
        let kills = read
            .iter()
            .zip(&right)
            .map(|(mazes, right)| model.killed_by(&tables, mazes, right));
        out.push((mutant, kills.collect()));
    }
    for reading in M::reader_mutants() {
        let kills = files.iter().map(|f| !M::file_accepted(f, reading));
        out.push((
            Mutant::new(M::READER, format!("{reading:?}")),
            kills.collect(),
        ));
    }
    let read = Files { mazes: read, right };
    (out, read)
}

/// The dice maze's matrix over `files` (judge inputs).
pub fn dice(files: &[&str]) -> Matrix {
    let (mut out, Files { mazes: read, right }) = tables_and_reader::<dice::Tables>(files);
    let model = dice::Tables::statement();
    for clearing in Clearing::MUTANTS {
        for keys in Keys::ALL {
            let kills = read.iter().zip(&right).map(|(mazes, right)| {
                let mut search = DiceSearch::new(clearing, keys);
                mazes
                    .iter()
                    .zip(right)
                    .any(|(m, r)| !model.accepted(m, r.as_deref(), search.tour(m).as_deref()))
            });
            let what = format!("{clearing:?}, {keys:?}");
            out.push((Mutant::new("dice carried marks", what), kills.collect()));
        }
    }
    out
}

/// The arrow maze's matrix over `files`.
pub fn arrow(files: &[&str]) -> Matrix {
    let (mut out, Files { mazes: read, right }) = tables_and_reader::<arrow::Tables>(files);
    let model = arrow::Tables::statement();
    for clearing in Clearing::MUTANTS {
        let kills = read.iter().zip(&right).map(|(mazes, right)| {
            let mut search = ArrowSearch::new(clearing);
            mazes
                .iter()
                .zip(right)
                .any(|(m, r)| !model.accepted(m, r.as_deref(), search.route(m).as_deref()))
        });
        let what = format!("{clearing:?}");
        out.push((Mutant::new("arrow carried marks", what), kills.collect()));
    }
    out
}

/// The judge answer of each pattern (by index) from each start square
/// under `tables`: the fewest rolls up to 30, or `None` for -1.
fn answers(tables: &cube::Tables) -> Vec<Vec<Option<u32>>> {
    (0..9)
        .map(|s| {
            let census = tables.census(s, 30);
            census.into_iter().map(|e| e.map(|(d, _, _)| d)).collect()
        })
        .collect()
}

/// The cube puzzle's matrix over `files`, without the goal-board mutants
/// proven equivalent.
pub fn cube(files: &[&str]) -> Matrix {
    let model = cube::Tables::statement();
    let read: Vec<Vec<(usize, cube::Pattern)>> = files.iter().map(|f| reader::cube(f)).collect();
    let right = answers(&model);
    let answer = |table: &[Vec<Option<u32>>], &(s, ref p): &(usize, cube::Pattern)| {
        table[s][cube::pattern_index(p)]
    };
    let mut out: Matrix = Vec::new();
    for (mutant, tables) in model.roll_mutants() {
        let theirs = answers(&tables);
        let kills = read.iter().map(|datasets| {
            datasets
                .iter()
                .any(|d| answer(&theirs, d) != answer(&right, d))
        });
        out.push((mutant, kills.collect()));
    }
    // A dataset kills, in every numbering, the goal board it has nearest,
    // alone.
    let mut nearest_alone: Vec<Vec<Option<(cube::Pattern, u8)>>> =
        read.iter().map(|d| vec![None; d.len()]).collect();
    for start in 0..9 {
        let mut at = Vec::new();
        let mut patterns = Vec::new();
        for (f, datasets) in read.iter().enumerate() {
            for (k, &(s, p)) in datasets.iter().enumerate() {
                if s == start {
                    at.push((f, k));
                    patterns.push(p);
                }
            }
        }
        let nearest = model.nearest_goals(start, &patterns);
        for (((f, k), (rolls, masks)), p) in at.into_iter().zip(nearest).zip(&patterns) {
            if let (Some(_), [mask]) = (rolls, &masks[..]) {
                nearest_alone[f][k] = Some((*p, *mask));
            }
        }
    }
    // The mutants proven equivalent (`cube_goals::EQUIVALENT`) are left
    // out: no dataset can kill them.
    let killable = crate::cube_goals::mutants()
        .into_iter()
        .filter(|&(_, n, mask)| !crate::cube_goals::EQUIVALENT.contains(&(n, mask)));
    for (mutant, numbering, mask) in killable {
        let kills = nearest_alone.iter().map(|file| {
            file.iter()
                .flatten()
                .any(|(p, m)| numbering.number(p, *m) == mask)
        });
        out.push((mutant, kills.collect()));
    }
    // The searches that keep state from one dataset to the next, each file
    // run as one process; the one proven equivalent left out.
    let killable = crate::cube_carried::MUTANTS
        .into_iter()
        .filter(|m| !crate::cube_carried::EQUIVALENT.contains(m));
    for (sides, kept) in killable {
        let kills = read.iter().map(|datasets| {
            let mut search = CubeSearch::new(sides, kept);
            (datasets.iter()).any(|d| search.answer(d.0, &d.1) != answer(&right, d))
        });
        out.push((crate::cube_carried::mutant(sides, kept), kills.collect()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrow_sample_kills_some_mutants_of_every_table_and_no_model() {
        let sample = "SAMPLE\n3 1 N 3 3\n1 1 WL NR *\n1 2 WLF NR ER *\n1 3 NL ER *\n2 1 SL WR NF *\n2 2 SL WF ELF *\n2 3 SFR EL *\n0\nNOSOLUTION\n3 1 N 3 2\n1 1 WL NR *\n1 2 NL ER *\n2 1 SL WR NFR *\n2 2 SR EL *\n0\nEND\n";
        let matrix = arrow(&[sample, "END\n"]);
        assert_eq!(matrix.len(), 36 + 12 + 6 + 4);
        for table in ["arrow turns", "arrow steps", "arrow reader"] {
            assert!(
                matrix.iter().any(|(m, k)| m.table == table && k[0]),
                "{table}"
            );
        }
        assert!(
            matrix.iter().all(|(_, k)| !k[1]),
            "an empty file kills nothing"
        );
    }

    #[test]
    fn cube_files_read_as_the_statement_writes_them() {
        let text = "1 2\nW W W\nE W W\nW W W\n2 1\nR B W\nR W W\nE W W\n0 0\n";
        let datasets = reader::cube(text);
        assert_eq!(datasets.len(), 2);
        assert_eq!((datasets[0].0, datasets[0].1.hole), (3, 3));
        assert_eq!((datasets[1].0, datasets[1].1.hole), (1, 6));
        assert_eq!(datasets[1].1.tops[..4], [2, 1, 0, 2]);
    }
}
