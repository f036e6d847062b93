//! Every dataset as a [`Scene`]: its squares, its answer's steps and
//! moves, and what the page needs to draw and play it. `abbott render`
//! draws them in the terminal, as SVG and as the page; the page without
//! datasets builds them itself from a dropped file, through WebAssembly.

mod cube;
mod maze;
mod model;

pub use abbott_judge::cells::{Axes, Cell, arrow_cells, cube_cells, dice_cells};
pub use cube::cube_scene;
pub use maze::{arrow_scene, dice_scene};
pub use model::{ARROW_LEGEND, CUBE_LEGEND, DICE_LEGEND, Legend, PlayData, Scene, Step};
