// The page's common ground, loaded first: the scenes from the data
// element (none on the page for any file), headings, the board's
// coordinates and the SVG helpers that the puzzles' drawings share. The
// page's script is these files in the order html.rs gives: common, wasm,
// dice, arrow, cube, game, drawing, files, input. Every rule of the
// puzzles comes from abbott's Rust through WebAssembly (wasm.js): the
// script draws, listens and keeps the page's state.
'use strict';
let scenes = JSON.parse(document.getElementById('data').textContent);
const ns = 'http://www.w3.org/2000/svg';
const $ = id => document.getElementById(id);
const sceneSelect = $('scene'), slider = $('step'), board = $('board');
const LETTER = ['N', 'E', 'S', 'W'], WORD = ['north', 'east', 'south', 'west'];
const DR = [-1, 0, 1, 0], DC = [0, 1, 0, -1];
const pos = (r, c) => `(${r},${c})`;
// A square is CELL units wide in the board's own coordinates, past a
// margin of PAD for the numbers of the rows and columns; the board is then
// scaled to the window.
const CELL = 100, PAD = 34;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

function el(name, attrs, text) {
  const e = document.createElementNS(ns, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}
// A new SVG element at the end of `parent`.
function add(parent, name, attrs, text) {
  return parent.appendChild(el(name, attrs, text));
}
// The top-left corner and the centre of square (r, c), counted from 1.
const corner = (r, c) => [PAD + (c - 1) * CELL, PAD + (r - 1) * CELL];
const centre = (r, c) => [PAD + (c - 1) * CELL + CELL / 2, PAD + (r - 1) * CELL + CELL / 2];
// An arrow `len` long centred on (x, y), pointing towards heading h.
function arrow(parent, x, y, h, len, cls) {
  const a = -len / 2, hw = len * 0.36, head = len * 0.5, sw = len * 0.13, b = a + head;
  return add(parent, 'path', {
    d: `M0 ${a}L${hw} ${b}L${sw} ${b}L${sw} ${-a}L${-sw} ${-a}L${-sw} ${b}L${-hw} ${b}Z`,
    transform: `translate(${x} ${y}) rotate(${90 * h})`, class: cls,
  });
}
// A board of rows x cols squares with their numbers around it: sets the
// viewBox and returns the group the squares are drawn into.
function boardFrame(svg, rows, cols, label) {
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${PAD + cols * CELL + 8} ${PAD + rows * CELL + 8}`);
  svg.setAttribute('aria-label', label);
  for (let c = 1; c <= cols; c++) add(svg, 'text', {x: centre(1, c)[0], y: PAD - 10, class: 'axis'}, c);
  for (let r = 1; r <= rows; r++) add(svg, 'text', {x: PAD - 10, y: centre(r, 1)[1] + 8, class: 'axis', 'text-anchor': 'end'}, r);
  return add(svg, 'g', {});
}
// The heading from square a to its neighbour b, or -1.
const headingTo = (a, b) => [0, 1, 2, 3].findIndex(h => a[0] + DR[h] === b[0] && a[1] + DC[h] === b[1]);
// A tick in a circle, centred on (x, y): a square that already matches.
function tick(parent, x, y, r) {
  const g = add(parent, 'g', {class: 'match', transform: `translate(${x} ${y})`});
  add(g, 'circle', {r});
  add(g, 'path', {d: `M${-r * 0.5} 0L${-r * 0.1} ${r * 0.4}L${r * 0.55} ${-r * 0.4}`});
  return g;
}
