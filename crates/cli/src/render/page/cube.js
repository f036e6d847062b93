// The cube puzzle on a board of any shape: its rules (a cube rolls into
// the hole and turns over), the table behind its hints on boards of up to
// nine squares (searched in a Web Worker), and its drawing: every cube
// seen from above in colour, its top in the middle and its four sides
// around it, and the target pattern beside the board with the squares
// that already match ticked.
'use strict';
// A cube lies as one of 6 permutations of the colours (0 W, 1 B, 2 R) over
// (top, along x, along y); rolling along x swaps top and x, along y top
// and y. A board is the hole (a square number, row by row) and each
// square's orientation (0 at the hole).
const PERMS = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
const permIndex = (t, x, y) => PERMS.findIndex(q => q[0] === t && q[1] === x && q[2] === y);
const ROLL_X = PERMS.map(([t, x, y]) => permIndex(x, t, y));
const ROLL_Y = PERMS.map(([t, x, y]) => permIndex(y, x, t));
const COLOUR = {W: 0, B: 1, R: 2}, LETTERS = 'WBR';
// The most squares of a board whose every board the page tabulates
// (3 x 3: 15,116,544 boards); beyond, hints follow abbott's rolls.
const TABLE_SQUARES = 9;
// A board's number in the table: the hole times 6^(squares - 1) plus the
// cubes' orientations as base-6 digits in square order, the hole skipped.
function boardNumber(st) {
  const n = st.cubes.length;
  let k = 0;
  for (let sq = n - 1; sq >= 0; sq--) if (sq !== st.hole) k = k * 6 + st.cubes[sq];
  return st.hole * 6 ** (n - 1) + k;
}
// The search behind cube hints, run in a Worker: the fewest rolls from
// every board of rows x cols squares to the boards showing the pattern
// (each cube's two side colours either way round). Board numbers are
// rolled without decoding: a cube rolling across x keeps its place among
// the cubes, one across y passes cols - 1 of them, so a segment of cols
// digits turns round.
function cubeTable(rows, cols, holeSq, tops, rollX, rollY) {
  const n = rows * cols, POW = [1];
  for (let k = 1; k <= n; k++) POW.push(POW[k - 1] * 6);
  const P = POW[n - 1], SEG = POW[cols], TOP = POW[cols - 1];
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const pidx = (t, x, y) => perms.findIndex(q => q[0] === t && q[1] === x && q[2] === y);
  const fromSouth = new Uint16Array(SEG), fromNorth = new Uint16Array(SEG);
  for (let s = 0; s < SEG; s++) {
    fromSouth[s] = rollY[(s / TOP) | 0] + 6 * (s % TOP);
    fromNorth[s] = ((s / 6) | 0) + rollY[s % 6] * TOP;
  }
  const N = n * P, dist = new Uint8Array(N).fill(255);
  let front = new Uint32Array(N), next = new Uint32Array(N), fl = 0;
  const cubes = [...Array(n).keys()].filter(s => s !== holeSq);
  for (let m = 0; m < 2 ** cubes.length; m++) {
    let b = holeSq * P;
    cubes.forEach((sq, k) => {
      const t = tops[sq], other = [0, 1, 2].filter(c => c !== t), bit = (m >> k) & 1;
      b += pidx(t, other[bit], other[1 - bit]) * POW[k];
    });
    if (dist[b] === 255) { dist[b] = 0; front[fl++] = b; }
  }
  for (let depth = 1; fl > 0; depth++) {
    let nl = 0;
    const visit = b => { if (dist[b] === 255) { dist[b] = depth; next[nl++] = b; } };
    for (let i = 0; i < fl; i++) {
      const b = front[i], h = (b / P) | 0, rest = b - h * P, x = h % cols, y = (h / cols) | 0;
      if (x < cols - 1) { const o = ((rest / POW[h]) | 0) % 6; visit((h + 1) * P + rest + (rollX[o] - o) * POW[h]); }
      if (x > 0) { const k = h - 1, o = ((rest / POW[k]) | 0) % 6; visit(k * P + rest + (rollX[o] - o) * POW[k]); }
      if (y < rows - 1) { const s = ((rest / POW[h]) | 0) % SEG; visit((h + cols) * P + rest + (fromSouth[s] - s) * POW[h]); }
      if (y > 0) { const k = h - cols, s = ((rest / POW[k]) | 0) % SEG; visit(k * P + rest + (fromNorth[s] - s) * POW[k]); }
    }
    const t = front; front = next; next = t; fl = nl;
  }
  return dist;
}
const WORKER_SOURCE = `${cubeTable.toString()}
onmessage = e => { const d = cubeTable(...e.data); postMessage(d, [d.buffer]); };`;
// Whether the page tabulates a scene's boards.
const tabulated = s => s.n_rows * s.n_cols <= TABLE_SQUARES;
// The tables of the last datasets shown (15 MB each on 3 x 3): a
// dataset's table is searched as soon as it is shown, watched or played,
// so that it is usually ready by the first hint. Null for boards too
// large to tabulate.
const cubeTables = new Map();
const KEPT_TABLES = 2;
function cubeHints(s) {
  if (!tabulated(s)) return null;
  if (cubeTables.has(s)) return cubeTables.get(s);
  const p = s.play, holeSq = p.pattern.indexOf('E'), n = s.n_rows * s.n_cols;
  const tops = p.pattern.map(l => COLOUR[l] ?? 0);
  const args = [s.n_rows, s.n_cols, holeSq, tops, ROLL_X, ROLL_Y];
  const job = {table: null, started: performance.now(), waiting: []};
  const done = table => {
    job.table = table;
    job.ms = Math.round(performance.now() - job.started);
    const hole = (p.hole[1] - 1) * s.n_cols + p.hole[0] - 1;
    job.fromStart = `${table[boardNumber({hole, cubes: Array(n).fill(0)})]} in ${job.ms} ms`;
    showTable(s);
    job.waiting.splice(0).forEach(f => f());
  };
  try {
    const worker = new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'})));
    job.worker = worker;
    worker.onmessage = e => done(e.data);
    worker.onerror = () => done(cubeTable(...args));
    worker.postMessage(args);
  } catch (e) {
    done(cubeTable(...args));
  }
  cubeTables.set(s, job);
  while (cubeTables.size > KEPT_TABLES) {
    const [oldest, old] = cubeTables.entries().next().value;
    if (old.worker && !old.table) old.worker.terminate();
    cubeTables.delete(oldest);
  }
  return job;
}
// What the table of the dataset being played says of its start board,
// beside abbott's optimum: the end-to-end test compares the two.
function showTable(s) {
  const job = cubeTables.get(s);
  if (game && game.scene === s && job && job.table) document.body.dataset.tableStart = job.fromStart;
}
function cubePuzzle(s) {
  const p = s.play, rows = s.n_rows, cols = s.n_cols, n = rows * cols;
  const xy = sq => `(${sq % cols + 1},${((sq / cols) | 0) + 1})`;
  const EDGE = ['north', 'east', 'south', 'west'];
  const matches = (st, sq) => sq === st.hole ? p.pattern[sq] === 'E' : LETTERS[PERMS[st.cubes[sq]][0]] === p.pattern[sq];
  const solved = st => st.cubes.every((o, sq) => matches(st, sq));
  // The cube on the far side of the hole rolls towards heading h.
  const move = (st, h) => {
    const hx = st.hole % cols, hy = (st.hole / cols) | 0, fx = hx - DC[h], fy = hy - DR[h];
    if (fx < 0 || fy < 0 || fx >= cols || fy >= rows) {
      return {error: `no cube can roll ${LETTER[h]} into the hole at (x,y) = ${xy(st.hole)}: the hole is on the ${EDGE[(h + 2) % 4]} edge`};
    }
    const from = fy * cols + fx, cubes = st.cubes.slice();
    cubes[st.hole] = (h % 2 === 1 ? ROLL_X : ROLL_Y)[st.cubes[from]];
    cubes[from] = 0;
    return {st: {hole: from, cubes, n: st.n + 1}};
  };
  return {
    verb: 'roll a cube', start: () => ({hole: (p.hole[1] - 1) * cols + p.hole[0] - 1, cubes: Array(n).fill(0), n: 0}),
    move, solved, at: st => [((st.hole / cols) | 0) + 1, st.hole % cols + 1], optimum: p.optimum,
    key: st => `${st.hole}:${st.cubes.join('')}`,
    describe: st => `the hole at (x,y) = ${xy(st.hole)}; ${st.cubes.filter((o, sq) => matches(st, sq)).length} of ${n} squares match the goal`,
    // Each cube's colours in words, for screen readers.
    colours: st => st.cubes.map((o, sq) => sq === st.hole ? `${xy(sq)} the hole` : `${xy(sq)} ${PERMS[o].map(c => COLOUR_NAME[LETTERS[c]]).join(' ')}`).join(', '),
  };
}

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
// The squares of a board as the letters of their tops, `E` for the hole.
const topsOf = st => st.cubes.map((o, sq) => sq === st.hole ? 'E' : LETTERS[PERMS[o][0]]);
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
function drawCubeGame(s, puzzle, st) {
  const p = s.play, tops = topsOf(st);
  // Each cube's (x-facing, y-facing) colours.
  const sides = st.cubes.map(o => [LETTERS[PERMS[o][1]], LETTERS[PERMS[o][2]]]);
  drawCubeBoard(s, tops, sides, p.pattern);
  board.setAttribute('aria-label', `cube puzzle ${s.title}, each square's cube as (x,y) top, along x, along y: ${puzzle.colours(st)}`);
  drawTarget(s, p.pattern, tops);
  $('goal').textContent = `Roll cubes into the hole until the tops show the goal (a ${s.n_rows} x ${s.n_cols} board); a tick marks a square that matches. Rolling east or west swaps a cube's top and east-west sides, north or south its top and north-south sides.`;
}
