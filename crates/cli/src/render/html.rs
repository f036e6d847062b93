//! Every scene on one self-contained HTML page (no network access): pick a
//! dataset, move the step slider, and the piece, the caption and, for the
//! cube, the board follow. `#scene=N&step=K` in the address sets both, so a
//! test (or a link) can open the page at any step.

use super::{Axes, Scene};

const PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>abbott: TITLE</title>
<style>
body { font-family: sans-serif; margin: 1.5em; color: #222; }
#controls { display: flex; gap: 1em; align-items: center; margin-bottom: 0.8em; }
#step { width: 28em; }
#caption { font-weight: bold; min-height: 1.4em; }
svg text { pointer-events: none; }
</style>
</head>
<body>
<h1>abbott: TITLE</h1>
<div id="controls">
  <select id="scene"></select>
  <input id="step" type="range" min="0" max="0" value="0">
  <span id="position"></span>
</div>
<div id="summary"></div>
<div id="legend"></div>
<div id="caption"></div>
<svg id="board" xmlns="http://www.w3.org/2000/svg"></svg>
<script id="data" type="application/json">DATA</script>
<script>
const scenes = JSON.parse(document.getElementById('data').textContent);
const CELL = 48;
const AXES = AXES_JSON;
const ns = 'http://www.w3.org/2000/svg';
const sceneSelect = document.getElementById('scene');
const slider = document.getElementById('step');
const board = document.getElementById('board');
scenes.forEach((s, i) => {
  const o = document.createElement('option');
  o.value = i; o.textContent = s.title;
  sceneSelect.appendChild(o);
});
function el(name, attrs, text) {
  const e = document.createElementNS(ns, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}
function draw() {
  const s = scenes[+sceneSelect.value];
  const k = Math.min(+slider.value, Math.max(s.steps.length - 1, 0));
  const step = s.steps[k];
  const cells = (step && step.cells) || s.cells;
  board.setAttribute('width', s.n_cols * CELL + 2);
  board.setAttribute('height', s.n_rows * CELL + 2);
  board.replaceChildren();
  for (let r = 0; r < s.n_rows; r++) for (let c = 0; c < s.n_cols; c++) {
    const cell = cells[r * s.n_cols + c];
    const fill = cell.blocked ? '#555' : (cell.label === '*' ? '#fff3b0' : '#f4f4f4');
    board.appendChild(el('rect', {x: 1 + c * CELL, y: 1 + r * CELL, width: CELL, height: CELL, fill, stroke: '#999'}));
    if (cell.label) board.appendChild(el('text', {x: 1 + c * CELL + CELL / 2, y: 1 + r * CELL + CELL / 2 + 5, 'text-anchor': 'middle', 'font-size': 14}, cell.label));
    if (cell.detail) board.appendChild(el('text', {x: 1 + c * CELL + CELL / 2, y: 1 + r * CELL + CELL - 4, 'text-anchor': 'middle', 'font-size': 8, fill: '#666'}, cell.detail));
  }
  if (!s.steps.some(st => st.cells)) {
    const pts = s.steps.slice(0, k + 1).map(st => `${1 + st.at[1] * CELL + CELL / 2},${1 + st.at[0] * CELL + CELL / 2}`);
    board.appendChild(el('polyline', {points: pts.join(' '), fill: 'none', stroke: '#d04020', 'stroke-width': 3, 'stroke-opacity': 0.7}));
  }
  if (step) {
    board.appendChild(el('circle', {id: 'piece', cx: 1 + step.at[1] * CELL + CELL / 2, cy: 1 + step.at[0] * CELL + CELL / 2, r: 12, fill: 'none', stroke: '#1060d0', 'stroke-width': 4}));
  }
  document.getElementById('summary').textContent = `${s.title}: ${s.summary}`;
  document.getElementById('legend').textContent = `${s.legend.labels}${s.legend.blocked ? '; dark: ' + s.legend.blocked : ''}; blue ring: ${s.steps.some(st => st.cells) ? s.legend.route : 'where the piece is'}. ${AXES[s.axes]}.`;
  document.getElementById('caption').textContent = step ? step.caption : 'no route';
  document.getElementById('position').textContent = `${k} / ${Math.max(s.steps.length - 1, 0)}`;
}
sceneSelect.addEventListener('change', () => {
  slider.max = Math.max(scenes[+sceneSelect.value].steps.length - 1, 0);
  slider.value = 0;
  draw();
});
slider.addEventListener('input', draw);
const hash = new URLSearchParams(location.hash.slice(1));
sceneSelect.value = Math.min(+(hash.get('scene') || 0), scenes.length - 1);
sceneSelect.dispatchEvent(new Event('change'));
if (hash.has('step')) {
  slider.value = hash.get('step');
  slider.dispatchEvent(new Event('input'));
}
</script>
</body>
</html>
"#;

/// The page holding every scene.
pub fn page(title: &str, scenes: &[Scene]) -> String {
    let data =
        serde_json::to_string(scenes).expect("scenes of strings and numbers always serialise");
    // Keep the data from closing its script element.
    let data = data.replace("</", "<\\/");
    let title = title.replace('&', "&amp;").replace('<', "&lt;");
    let axes = serde_json::json!({
        "row-column": Axes::RowColumn.describe(),
        "column-row": Axes::ColumnRow.describe(),
    });
    PAGE.replace("TITLE", &title)
        .replace("AXES_JSON", &axes.to_string())
        .replace("DATA", &data)
}
