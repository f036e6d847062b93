// The dice maze's drawing: the squares' numbers, the start with the face
// it needs on return, the die on the board showing its top and its net of
// six faces beside the board (the rolls are dice-maze's, in wasm.js).
'use strict';
// The number on square (r, c) from 1, 0 off the board or where there is
// no square, -1 for a wild one (the scene's data, as drawn).
function diceValue(s, r, c) {
  return (r < 1 || c < 1 || r > s.n_rows || c > s.n_cols) ? 0 : s.play.values[(r - 1) * s.n_cols + c - 1];
}
// The die's state in words (its faces as the crate reports them).
const describeDie = st => `the die at ${pos(st.r, st.c)}: top ${st.faces[0]}, north ${st.faces[1]}, east ${st.faces[2]}, south ${st.faces[3]}, west ${st.faces[4]}, bottom ${st.faces[5]}`;

// Where the pips of each face sit on a unit square.
const PIPS = [[], [[.5, .5]], [[.25, .25], [.75, .75]], [[.25, .25], [.5, .5], [.75, .75]],
  [[.25, .25], [.75, .25], [.25, .75], [.75, .75]], [[.25, .25], [.75, .25], [.5, .5], [.25, .75], [.75, .75]],
  [[.25, .25], [.75, .25], [.25, .5], [.75, .5], [.25, .75], [.75, .75]]];
// The die on the board: DIE units wide in the middle of its square,
// leaving room above and below for the start's tags.
const DIE = 46;
// A face of a die showing n, size units wide, its corner at (x, y).
function dieFace(parent, x, y, size, n, cls) {
  const g = add(parent, 'g', {class: `die ${cls || ''}`, 'data-face': n});
  add(g, 'rect', {x, y, width: size, height: size, rx: size * 0.16});
  for (const [px, py] of PIPS[n]) add(g, 'circle', {cx: x + px * size, cy: y + py * size, r: size * 0.085, class: 'pip'});
  return g;
}
function drawDice(s, st, path) {
  const p = s.play, g = boardFrame(board, s.n_rows, s.n_cols, `dice maze ${s.title}`);
  for (let r = 1; r <= s.n_rows; r++) for (let c = 1; c <= s.n_cols; c++) {
    const v = diceValue(s, r, c), [x, y] = corner(r, c), start = r === p.start[0] && c === p.start[1];
    const cls = v === 0 ? 'gap' : `tile${v < 0 ? ' wild' : ''}${start ? ' start' : ''}`;
    add(g, 'rect', {x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 10, class: cls, 'data-cell': `${r},${c}`});
    if (v !== 0) add(g, 'text', {x: x + CELL / 2, y: y + CELL / 2 + 15, class: 'value'}, v < 0 ? '★' : v);
    // The start's number is under the die at first: the tags say it too,
    // above and below the die, clear of it.
    if (start) {
      add(g, 'text', {x: x + CELL / 2, y: y + 19, class: 'tag'}, 'start');
      add(g, 'text', {x: x + CELL / 2, y: y + CELL - 8, class: 'tag'}, v < 0 ? 'back: any' : `back: ${v}`);
    }
  }
  const pts = path.map(t => centre(t.r, t.c).join(',')).join(' ');
  add(g, 'polyline', {points: pts, class: 'trail'});
  const [x, y] = corner(st.r, st.c), piece = add(g, 'g', {id: 'piece-mark', 'data-at': `${st.r},${st.c}`});
  dieFace(piece, x + (CELL - DIE) / 2, y + (CELL - DIE) / 2, DIE, st.faces[0], 'on-board');
  drawDieNet(st);
  const v = diceValue(s, p.start[0], p.start[1]);
  $('goal').textContent = `Roll the die off ${pos(p.start[0], p.start[1])} and back onto it; the start square needs ${v < 0 ? 'any face' : `a ${v}`} on top to roll back on. The die may roll onto a square whose number it shows on top, and onto ★ whatever it shows.`;
}
// The die's six faces as a net, the top in the middle, as it lies on the
// board: north above, south below, and the bottom under the south.
function drawDieNet(st) {
  const S = 54, G = 80, svg = $('aside');
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${3 * G} ${4 * G}`);
  svg.setAttribute('aria-label', 'the die unfolded: its six faces');
  const at = [[1, 0, 1, 'north'], [2, 1, 2, 'east'], [3, 2, 1, 'south'], [4, 1, 0, 'west'], [5, 3, 1, 'bottom'], [0, 1, 1, 'top']];
  for (const [face, row, col, word] of at) {
    const fx = col * G + (G - S) / 2, fy = row * G + 2;
    const g = dieFace(svg, fx, fy, S, st.faces[face], face === 0 ? 'top' : '');
    g.setAttribute('data-side', word);
    add(svg, 'text', {x: col * G + G / 2, y: fy + S + 12, class: 'tag'}, word);
  }
}
