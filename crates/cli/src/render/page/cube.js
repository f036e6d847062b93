// The cube puzzle's drawing on a board of any shape: every cube seen from
// above in colour, its top in the middle and its four sides around it,
// and the target pattern beside the board with the squares that already
// match ticked (the rolls are cube-puzzle's, in wasm.js).
'use strict';
// A square's (x,y), square numbers counted row by row from 0.
const squareXY = (s, sq) => `(${sq % s.n_cols + 1},${((sq / s.n_cols) | 0) + 1})`;
// The letters of the board's tops, `E` for the hole; each cube's state is
// the letters of its top, east-west and north-south colours, as
// cube-puzzle reports them.
const topsOf = st => st.cubes.map((c, sq) => sq === st.hole ? 'E' : c[0]);
// How many squares show the goal's letter (the ticks drawn).
const matching = (s, st) => topsOf(st).filter((t, sq) => t === s.play.pattern[sq]).length;
const describeBoard = (s, st) => `the hole at (x,y) = ${squareXY(s, st.hole)}; ${matching(s, st)} of ${st.cubes.length} squares match the goal`;
// Each cube's colours in words, for screen readers.
const colourWords = (s, st) => st.cubes.map((c, sq) => sq === st.hole ? `${squareXY(s, sq)} the hole` : `${squareXY(s, sq)} ${[...c].map(l => COLOUR_NAME[l]).join(' ')}`).join(', ');

// ---- drawing ------------------------------------------------------------
const COLOUR_NAME = {W: 'white', B: 'blue', R: 'red'};
// A cube on the square whose corner is (x, y), seen from above: the top
// in the middle, the x-facing colour on its east and west sides, the
// y-facing colour on its north and south sides (`sides` null when not
// known: a board drawn from its top colours only).
function drawCube(parent, x, y, top, sides, sq) {
  const g = add(parent, 'g', {class: 'cube', 'data-top': top, 'data-sq': sq});
  const o = 7, i = 27, a = x + o, b = x + CELL - o, c = x + i, d = x + CELL - i;
  const e = y + o, f = y + CELL - o, h = y + i, k = y + CELL - i;
  const quad = (pts, colour, cls) => add(g, 'polygon', {points: pts.map(q => q.join(',')).join(' '), class: `c-${colour} ${cls}`});
  if (sides) {
    quad([[a, e], [b, e], [d, h], [c, h]], sides[1], 'side-n');
    quad([[c, k], [d, k], [b, f], [a, f]], sides[1], 'side-s');
    quad([[a, e], [c, h], [c, k], [a, f]], sides[0], 'side-w');
    quad([[d, h], [b, e], [b, f], [d, k]], sides[0], 'side-e');
    quad([[c, h], [d, h], [d, k], [c, k]], top, 'top');
  } else {
    quad([[a, e], [b, e], [b, f], [a, f]], top, 'top');
  }
  return g;
}
function drawCubeBoard(s, tops, sides, pattern) {
  const g = boardFrame(board, s.n_rows, s.n_cols, `cube puzzle ${s.title}`);
  let hole = null;
  tops.forEach((t, sq) => {
    const r = Math.floor(sq / s.n_cols) + 1, c = sq % s.n_cols + 1, [x, y] = corner(r, c);
    add(g, 'rect', {x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, class: t === 'E' ? 'hole' : 'floor', 'data-cell': `${r},${c}`});
    if (t === 'E') hole = [r, c];
    else drawCube(g, x, y, t, sides && sides[sq], sq);
    if (pattern && pattern[sq] === t) tick(g, x + CELL - 13, y + 13, 11);
  });
  if (hole) add(g, 'rect', {id: 'piece-mark', 'data-at': hole.join(','), x: corner(...hole)[0] + 4, y: corner(...hole)[1] + 4, width: CELL - 8, height: CELL - 8, class: 'hole-mark'});
  return g;
}
// The target pattern beside the board, ticks on the squares that match.
function drawTarget(s, pattern, tops) {
  const svg = $('aside'), S = 64, T = 28;
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${s.n_cols * S + 8} ${s.n_rows * S + T + 8}`);
  svg.setAttribute('aria-label', 'the target pattern');
  const matched = pattern.filter((t, sq) => tops && tops[sq] === t).length;
  add(svg, 'text', {x: (s.n_cols * S + 8) / 2, y: 20, class: 'tag', id: 'target-caption'}, `goal: ${matched} of ${pattern.length} squares match`);
  const g = add(svg, 'g', {id: 'target'});
  pattern.forEach((t, sq) => {
    const x = 4 + (sq % s.n_cols) * S, y = T + 4 + Math.floor(sq / s.n_cols) * S;
    add(g, 'rect', {x: x + 2, y: y + 2, width: S - 4, height: S - 4, rx: 6, class: t === 'E' ? 'hole' : `c-${t} top`, 'data-top': t});
    if (tops && tops[sq] === t) tick(g, x + S - 13, y + 13, 10);
  });
  const words = pattern.filter(t => t !== 'E').map(t => COLOUR_NAME[t]);
  svg.setAttribute('aria-label', `the target pattern: ${words.join(', ')}; ${matched} squares match`);
}
function drawCubeGame(s, st) {
  const p = s.play, tops = topsOf(st);
  // Each cube's (x-facing, y-facing) colours.
  const sides = st.cubes.map(c => [c[1], c[2]]);
  drawCubeBoard(s, tops, sides, p.pattern);
  board.setAttribute('aria-label', `cube puzzle ${s.title}, each square's cube as (x,y) top, along x, along y: ${colourWords(s, st)}`);
  drawTarget(s, p.pattern, tops);
  $('goal').textContent = `Roll cubes into the hole until the tops show the goal (a ${s.n_rows} x ${s.n_cols} board); a tick marks a square that matches. Rolling east or west swaps a cube's top and east-west sides, north or south its top and north-south sides.`;
}
