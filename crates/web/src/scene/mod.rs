//! Every dataset as a [`Scene`]: its squares, its answer's steps and
//! moves, and what the page needs to draw and play it. `abbott render`
//! draws them in the terminal, as SVG and as the page; the page without
//! datasets builds them itself from a dropped file, through WebAssembly.

mod cube;
mod maze;
mod model;

pub use cube::{cube_cells, cube_scene};
pub use maze::{arrow_cells, arrow_scene, dice_cells, dice_scene};
pub use model::{
    ARROW_LEGEND, Axes, CUBE_LEGEND, Cell, DICE_LEGEND, Legend, PlayData, Scene, Step,
};
