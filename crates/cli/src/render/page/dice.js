// The dice maze: its rules (rolling, what a square lets on, the tour's
// end) and its drawing: the squares' numbers, the start with the face it
// needs on return, the die on the board showing its top and its net of
// six faces beside the board.
'use strict';
// Faces: top, north, east, south, west, bottom. Rolling towards a heading
// tips the die over that edge.
const DICE_ROLL = [
  f => [f[3], f[0], f[2], f[5], f[4], f[1]],
  f => [f[4], f[1], f[0], f[3], f[5], f[2]],
  f => [f[1], f[5], f[2], f[0], f[4], f[3]],
  f => [f[2], f[1], f[5], f[3], f[0], f[4]],
];
function dicePuzzle(s) {
  const p = s.play, rows = s.n_rows, cols = s.n_cols;
  const value = (r, c) => (r < 1 || c < 1 || r > rows || c > cols) ? 0 : p.values[(r - 1) * cols + c - 1];
  const atStart = st => st.r === p.start[0] && st.c === p.start[1];
  const solved = st => st.n > 0 && atStart(st);
  const move = (st, h) => {
    if (solved(st)) return {error: 'the die is back on its start: the tour is over'};
    const r = st.r + DR[h], c = st.c + DC[h], v = value(r, c), top = st.f[0];
    if (r < 1 || c < 1 || r > rows || c > cols) return {error: `the maze ends ${WORD[h]} of ${pos(st.r, st.c)}: there is no square to roll onto`};
    if (v === 0) return {error: `there is no square to roll onto at ${pos(r, c)}`};
    if (v > 0 && v !== top) return {error: `the square ${pos(r, c)} needs a ${v} on top; the die shows ${top}`};
    return {st: {r, c, f: DICE_ROLL[h](st.f), n: st.n + 1}};
  };
  const key = st => (((st.r - 1) * cols + st.c - 1) * 8 + st.f[0]) * 8 + st.f[1];
  return {
    verb: 'roll', start: () => ({r: p.start[0], c: p.start[1], f: p.faces, n: 0}),
    move, solved, key, at: st => [st.r, st.c], optimum: p.optimum, value,
    describe: st => `the die at ${pos(st.r, st.c)}: top ${st.f[0]}, north ${st.f[1]}, east ${st.f[2]}, south ${st.f[3]}, west ${st.f[4]}, bottom ${st.f[5]}`,
  };
}

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
function drawDice(s, puzzle, st, path) {
  const p = s.play, g = boardFrame(board, s.n_rows, s.n_cols, `dice maze ${s.title}`);
  for (let r = 1; r <= s.n_rows; r++) for (let c = 1; c <= s.n_cols; c++) {
    const v = puzzle.value(r, c), [x, y] = corner(r, c), start = r === p.start[0] && c === p.start[1];
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
  dieFace(piece, x + (CELL - DIE) / 2, y + (CELL - DIE) / 2, DIE, st.f[0], 'on-board');
  drawDieNet(st);
  const v = puzzle.value(p.start[0], p.start[1]);
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
    const g = dieFace(svg, fx, fy, S, st.f[face], face === 0 ? 'top' : '');
    g.setAttribute('data-side', word);
    add(svg, 'text', {x: col * G + G / 2, y: fy + S + 12, class: 'tag'}, word);
  }
}
