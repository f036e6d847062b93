//! `abbott render`: every dataset as a picture with its route on it, in the
//! terminal, as SVG files, or as one self-contained HTML page with a step
//! slider.
//!
//! Each puzzle becomes a list of [`Scene`]s (a grid of labelled cells and
//! the steps of the answer); the three outputs only draw scenes.

mod badges;
mod command;
pub mod html;
pub mod svg;
pub mod terminal;

pub use command::{blank_page, command};
pub use web::scene::{
    ARROW_LEGEND, Axes, CUBE_LEGEND, Cell, DICE_LEGEND, Legend, PlayData, Scene, Step,
};
pub(crate) use web::scene::{arrow_cells, cube_cells, dice_cells};

use abbott_judge::error::{MemoryRefused, RunError};
use dice_core::memory::OutOfMemory;
use dice_core::text::{Datasets, Format};
use std::io::BufRead;

/// Where `render` draws.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Drawing {
    /// In the terminal (in colour on a terminal).
    Terminal,
    /// One SVG per dataset in this folder.
    Svg(std::path::PathBuf),
    /// One HTML page.
    Html(std::path::PathBuf),
}

/// `abbott render`, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// The puzzle and its board.
    pub chosen: abbott_judge::puzzle::Chosen,
    /// The file (`-` for standard input).
    pub input: std::path::PathBuf,
    /// Where to draw.
    pub drawing: Drawing,
}

/// The scene `scene` makes of each dataset of `datasets` (numbered from
/// 1), then the first input error or the first dataset whose search the
/// system refuses its memory, named by its number and line.
fn scenes_each<R: BufRead, F: Format>(
    mut datasets: Datasets<R, F>,
    mut scene: impl FnMut(usize, F::Dataset) -> Result<Scene, OutOfMemory>,
) -> (Vec<Scene>, Option<RunError>) {
    let mut out = Vec::new();
    let mut number = 0;
    while let Some(dataset) = datasets.next() {
        number += 1;
        let made = match dataset {
            Ok(dataset) => scene(number, dataset),
            Err(e) => return (out, Some(e.into())),
        };
        match made {
            Ok(scene) => out.push(scene),
            Err(refused) => {
                let line = datasets.dataset_line();
                let refused = MemoryRefused {
                    number,
                    line,
                    refused,
                };
                return (out, Some(refused.into()));
            }
        }
    }
    (out, None)
}

/// The scenes of every dice maze in `input`, then the first input error
/// or refused search.
pub(crate) fn dice_scenes(input: impl BufRead) -> (Vec<Scene>, Option<RunError>) {
    let mut solver = dice_maze::Solver::new();
    scenes_each(dice_maze::Reader::new(input), |_, maze| {
        Ok(web::scene::dice_scene(&maze, &solver.try_solve(&maze)?))
    })
}

/// The scenes of every arrow maze in `input`, then the first input error
/// or refused search.
pub(crate) fn arrow_scenes(input: impl BufRead) -> (Vec<Scene>, Option<RunError>) {
    let mut solver = arrow_maze::Solver::new();
    scenes_each(arrow_maze::Reader::new(input), |_, maze| {
        Ok(web::scene::arrow_scene(&maze, &solver.try_solve(&maze)?))
    })
}

/// The scenes of every cube dataset on `board` in `input`, then the first
/// input error or refused search (with the scenes before it). On the
/// statement's board the answers come from the class tables this process
/// keeps ([`abbott_judge::cube::try_solve`]).
pub(crate) fn cube_scenes(
    board: cube_puzzle::Shape,
    input: impl BufRead,
) -> (Vec<Scene>, Option<RunError>) {
    let mut solver = cube_puzzle::Solver::new();
    let datasets = cube_puzzle::Reader::with_format(input, cube_puzzle::CubeFormat::on(board));
    scenes_each(datasets, |k, dataset| {
        abbott_judge::cube::try_solve(&mut solver, &dataset)?;
        let solution = solver.try_solve_with_rolls(&dataset)?;
        Ok(web::scene::cube_scene(k, &dataset, solution))
    })
}
