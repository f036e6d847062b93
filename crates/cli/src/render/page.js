// The page of `abbott render --html`: every dataset can be watched (the
// step slider over abbott's answer) or played (keys, clicks, undo, redo,
// restart, hints from a shortest way on from wherever the piece is).
// Everything runs in the page: the rules of each puzzle, a breadth-first
// search for the dice and arrow hints, and for the cube a table of the
// fewest rolls from all 15,116,544 boards, searched in a Web Worker.
'use strict';
const scenes = JSON.parse(document.getElementById('data').textContent);
const CELL = 48, PAD = 24;
const ns = 'http://www.w3.org/2000/svg';
const $ = id => document.getElementById(id);
const sceneSelect = $('scene'), slider = $('step'), board = $('board');
const LETTER = ['N', 'E', 'S', 'W'], WORD = ['north', 'east', 'south', 'west'];
const DR = [-1, 0, 1, 0], DC = [0, 1, 0, -1];
const pos = (r, c) => `(${r},${c})`;
// The largest maze, in states, whose hints the page searches.
const HINT_STATES = 4000000;

function el(name, attrs, text) {
  const e = document.createElementNS(ns, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

// ---- the dice maze ----------------------------------------------------
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
    if (v === 0) return {error: `there is no square to roll onto at ${pos(r, c)}`};
    if (v > 0 && v !== top) return {error: `the square ${pos(r, c)} needs a ${v} on top; the die shows ${top}`};
    return {st: {r, c, f: DICE_ROLL[h](st.f), n: st.n + 1}};
  };
  const key = st => (((st.r - 1) * cols + st.c - 1) * 8 + st.f[0]) * 8 + st.f[1];
  return {
    verb: 'roll', start: () => ({r: p.start[0], c: p.start[1], f: p.faces, n: 0}),
    move, solved, key, at: st => [st.r, st.c], optimum: p.optimum,
    describe: st => `the die at ${pos(st.r, st.c)}\n          north ${st.f[1]}\nwest ${st.f[4]}   top ${st.f[0]}   east ${st.f[2]}\n          south ${st.f[3]}`,
  };
}

// ---- the arrow maze ---------------------------------------------------
function arrowPuzzle(s) {
  const p = s.play, rows = s.n_rows, cols = s.n_cols;
  const turns = (r, c, h) => p.turns[(r - 1) * cols + c - 1][h];
  const leaving = (h, t) => [(h + 3) % 4, h, (h + 1) % 4][t];
  const solved = st => st.n > 0 && st.r === p.goal[0] && st.c === p.goal[1];
  const allowed = (st, h) => {
    if (st.n === 0) return h === p.heading;
    const bits = turns(st.r, st.c, st.h);
    return [0, 1, 2].some(t => (bits >> t) & 1 && leaving(st.h, t) === h);
  };
  const move = (st, h) => {
    if (solved(st)) return {error: 'the walker is at the goal: the route is over'};
    if (st.n === 0 && h !== p.heading) return {error: `the walker must leave the entrance heading ${LETTER[p.heading]}`};
    if (!allowed(st, h)) {
      const bits = turns(st.r, st.c, st.h);
      const ways = [0, 1, 2].filter(t => (bits >> t) & 1).map(t => LETTER[leaving(st.h, t)]);
      return {error: ways.length === 0
        ? `no sign at ${pos(st.r, st.c)} lets a walker arriving heading ${LETTER[st.h]} go on: a dead end`
        : `the signs at ${pos(st.r, st.c)} let a walker arriving heading ${LETTER[st.h]} go only ${ways.join(' or ')}`};
    }
    const r = st.r + DR[h], c = st.c + DC[h];
    if (r < 1 || c < 1 || r > rows || c > cols) return {error: `${pos(r, c)} is outside the maze`};
    return {st: {r, c, h, n: st.n + 1}};
  };
  // Before the first step the walker is in a state of its own.
  const key = st => st.n === 0 ? -1 : ((st.r - 1) * cols + st.c - 1) * 4 + st.h;
  return {
    verb: 'step', start: () => ({r: p.start[0], c: p.start[1], h: p.heading, n: 0}),
    move, solved, key, at: st => [st.r, st.c], optimum: p.optimum,
    describe: st => {
      const ways = [0, 1, 2, 3].filter(h => !move(st, h).error).map(h => WORD[h]);
      const came = st.n === 0 ? `at the entrance, to leave heading ${WORD[st.h]}` : `arrived heading ${WORD[st.h]}`;
      return `the walker at ${pos(st.r, st.c)}, ${came}\nways on: ${ways.length ? ways.join(', ') : 'none (undo or restart)'}`;
    },
  };
}

// ---- the cube puzzle --------------------------------------------------
// A cube lies as one of 6 permutations of the colours (0 W, 1 B, 2 R) over
// (top, along x, along y); rolling along x swaps top and x, along y top
// and y. A board is the hole (square 0..8, row by row) and 9 orientations.
const PERMS = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
const permIndex = (t, x, y) => PERMS.findIndex(q => q[0] === t && q[1] === x && q[2] === y);
const ROLL_X = PERMS.map(([t, x, y]) => permIndex(x, t, y));
const ROLL_Y = PERMS.map(([t, x, y]) => permIndex(y, x, t));
const COLOUR = {W: 0, B: 1, R: 2}, LETTERS = 'WBR';
const PER_HOLE = 1679616;
function boardNumber(st) {
  let n = 0;
  for (let sq = 8; sq >= 0; sq--) if (sq !== st.hole) n = n * 6 + st.cubes[sq];
  return st.hole * PER_HOLE + n;
}
// The search behind cube hints, run in a Worker: the fewest rolls from
// every board to the boards showing the pattern (each cube's two side
// colours either way round). Board numbers are rolled without decoding:
// a cube rolling across x keeps its place among the cubes, one across y
// passes two of them.
function cubeTable(holeSq, tops, rollX, rollY) {
  const P8 = 1679616, POW = [1, 6, 36, 216, 1296, 7776, 46656, 279936, 1679616];
  const perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  const pidx = (t, x, y) => perms.findIndex(q => q[0] === t && q[1] === x && q[2] === y);
  const fromSouth = new Uint8Array(216), fromNorth = new Uint8Array(216);
  for (let s = 0; s < 216; s++) {
    const a = s % 6, b = ((s / 6) | 0) % 6, c = (s / 36) | 0;
    fromSouth[s] = rollY[c] + 6 * a + 36 * b;
    fromNorth[s] = b + 6 * c + 36 * rollY[a];
  }
  const N = 9 * P8, dist = new Uint8Array(N).fill(255);
  let front = new Uint32Array(N), next = new Uint32Array(N), fl = 0;
  const cubes = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter(s => s !== holeSq);
  for (let m = 0; m < 256; m++) {
    let n = holeSq * P8;
    cubes.forEach((sq, k) => {
      const t = tops[sq], other = [0, 1, 2].filter(c => c !== t), bit = (m >> k) & 1;
      n += pidx(t, other[bit], other[1 - bit]) * POW[k];
    });
    if (dist[n] === 255) { dist[n] = 0; front[fl++] = n; }
  }
  for (let depth = 1; fl > 0; depth++) {
    let nl = 0;
    const visit = b => { if (dist[b] === 255) { dist[b] = depth; next[nl++] = b; } };
    for (let i = 0; i < fl; i++) {
      const b = front[i], h = (b / P8) | 0, rest = b - h * P8, x = h % 3, y = (h / 3) | 0;
      if (x < 2) { const o = ((rest / POW[h]) | 0) % 6; visit((h + 1) * P8 + rest + (rollX[o] - o) * POW[h]); }
      if (x > 0) { const k = h - 1, o = ((rest / POW[k]) | 0) % 6; visit(k * P8 + rest + (rollX[o] - o) * POW[k]); }
      if (y < 2) { const s = ((rest / POW[h]) | 0) % 216; visit((h + 3) * P8 + rest + (fromSouth[s] - s) * POW[h]); }
      if (y > 0) { const k = h - 3, s = ((rest / POW[k]) | 0) % 216; visit(k * P8 + rest + (fromNorth[s] - s) * POW[k]); }
    }
    const t = front; front = next; next = t; fl = nl;
  }
  return dist;
}
const WORKER_SOURCE = `${cubeTable.toString()}
onmessage = e => { const d = cubeTable(...e.data); postMessage(d, [d.buffer]); };`;
// The tables of the last datasets shown (15 MB each): a dataset's table is
// searched as soon as it is shown, watched or played, so that it is
// usually ready by the first hint.
const cubeTables = new Map();
const KEPT_TABLES = 2;
function cubeHints(s) {
  if (cubeTables.has(s)) return cubeTables.get(s);
  const p = s.play, holeSq = p.pattern.indexOf('E');
  const tops = p.pattern.map(l => COLOUR[l] ?? 0);
  const job = {table: null, started: performance.now(), waiting: []};
  const done = table => {
    job.table = table;
    job.ms = Math.round(performance.now() - job.started);
    const hole = (p.hole[1] - 1) * 3 + p.hole[0] - 1;
    job.fromStart = `${table[boardNumber({hole, cubes: Array(9).fill(0)})]} in ${job.ms} ms`;
    showTable(s);
    job.waiting.splice(0).forEach(f => f());
  };
  try {
    const worker = new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'})));
    job.worker = worker;
    worker.onmessage = e => done(e.data);
    worker.onerror = () => done(cubeTable(holeSq, tops, ROLL_X, ROLL_Y));
    worker.postMessage([holeSq, tops, ROLL_X, ROLL_Y]);
  } catch (e) {
    done(cubeTable(holeSq, tops, ROLL_X, ROLL_Y));
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
  const p = s.play;
  const xy = sq => `(${sq % 3 + 1},${((sq / 3) | 0) + 1})`;
  const EDGE = ['north', 'east', 'south', 'west'];
  const solved = st => st.cubes.every((o, sq) => sq === st.hole ? p.pattern[sq] === 'E' : LETTERS[PERMS[o][0]] === p.pattern[sq]);
  // The cube on the far side of the hole rolls towards heading h.
  const move = (st, h) => {
    const hx = st.hole % 3, hy = (st.hole / 3) | 0, fx = hx - DC[h], fy = hy - DR[h];
    if (fx < 0 || fy < 0 || fx > 2 || fy > 2) {
      return {error: `no cube can roll ${LETTER[h]} into the hole at (x,y) = ${xy(st.hole)}: the hole is on the ${EDGE[(h + 2) % 4]} edge`};
    }
    const from = fy * 3 + fx, cubes = st.cubes.slice();
    cubes[st.hole] = (h % 2 === 1 ? ROLL_X : ROLL_Y)[st.cubes[from]];
    cubes[from] = 0;
    return {st: {hole: from, cubes, n: st.n + 1}};
  };
  return {
    verb: 'roll a cube', start: () => ({hole: (p.hole[1] - 1) * 3 + p.hole[0] - 1, cubes: Array(9).fill(0), n: 0}),
    move, solved, at: st => [((st.hole / 3) | 0) + 1, st.hole % 3 + 1], optimum: p.optimum,
    describe: st => `the hole at (x,y) = ${xy(st.hole)}; each cube's colours (top, along x, along y):\n` +
      st.cubes.map((o, sq) => sq === st.hole ? '   ' : PERMS[o].map(c => LETTERS[c]).join('')).join(' '),
    cells: st => st.cubes.map((o, sq) => sq === st.hole ? {label: '', blocked: true} : {label: LETTERS[PERMS[o][0]], blocked: false}),
  };
}

// ---- hints ------------------------------------------------------------
// The first move of a shortest way on and the moves left, or null; calls
// back at once, or for the cube once its table is ready.
function hint(game, st, answer) {
  if (game.puzzle.solved(st)) return answer(null);
  if (game.kind === 'cube') {
    // On abbott's own shortest rolls the next one is the hint, at once.
    const best = game.scene.play.rolls, k = game.moves.length;
    if (k < best.length && game.moves.every((h, i) => h === best[i])) return answer({h: best[k], left: best.length - k});
    const job = cubeHints(game.scene);
    const read = () => {
      const left = job.table[boardNumber(st)];
      if (left === 255) return answer(null);
      for (let h = 0; h < 4; h++) {
        const m = game.puzzle.move(st, h);
        if (m.st && job.table[boardNumber(m.st)] === left - 1) return answer({h, left});
      }
      answer(null);
    };
    return job.table ? read() : job.waiting.push(read);
  }
  // Dice and arrows: breadth first from here to the goal, over at most a
  // few million states (a 1000 x 1000 maze is played without hints).
  const states = game.scene.n_rows * game.scene.n_cols * (game.kind === 'dice' ? 24 : 4);
  if (states > HINT_STATES) return answer({tooLarge: states});
  const seen = new Map([[game.puzzle.key(st), null]]);
  let layer = [st];
  for (let depth = 1; layer.length; depth++) {
    const next = [];
    for (const s of layer) {
      for (let h = 0; h < 4; h++) {
        const m = game.puzzle.move(s, h);
        if (!m.st) continue;
        const k = game.puzzle.key(m.st);
        if (seen.has(k) && !game.puzzle.solved(m.st)) continue;
        const first = s === st ? h : seen.get(game.puzzle.key(s));
        if (game.puzzle.solved(m.st)) return answer({h: first, left: depth});
        seen.set(k, first);
        next.push(m.st);
      }
    }
    layer = next;
  }
  answer(null);
}

// ---- play state -------------------------------------------------------
let game = null;
function newGame(index) {
  const s = scenes[index], kind = s.play.kind;
  const puzzle = kind === 'dice' ? dicePuzzle(s) : kind === 'arrow' ? arrowPuzzle(s) : cubePuzzle(s);
  delete document.body.dataset.tableStart;
  if (kind === 'cube') cubeHints(s);
  return {scene: s, index, kind, puzzle, states: [puzzle.start()], moves: [], undone: []};
}
const current = () => game.states[game.states.length - 1];
function say(text, cls) {
  const m = $('message');
  m.textContent = text;
  m.className = `play-only ${cls || ''}`;
}
function solvedText() {
  const o = game.puzzle.optimum;
  return `solved in ${game.moves.length} moves, the optimum is ${o === null ? 'unknown' : o}`;
}
function play(h, quiet) {
  const m = game.puzzle.move(current(), h);
  if (m.error) { say(`refused: ${m.error}`, 'refused'); return false; }
  game.states.push(m.st);
  game.moves.push(h);
  if (!quiet) {
    game.undone = [];
    say(game.puzzle.solved(m.st) ? solvedText() : '', game.puzzle.solved(m.st) ? 'solved' : '');
  }
  return true;
}
function undo() {
  if (game.moves.length === 0) return say('nothing to undo');
  game.states.pop();
  game.undone.push(game.moves.pop());
  say('undone');
}
function redo() {
  if (game.undone.length === 0) return say('nothing to redo');
  const h = game.undone.pop();
  play(h, true);
  say(game.puzzle.solved(current()) ? solvedText() : 'redone', game.puzzle.solved(current()) ? 'solved' : '');
}
function askHint() {
  if (game.puzzle.solved(current())) return say(solvedText(), 'solved');
  const asked = performance.now(), g = game, st = current();
  say('hint: searching…');
  hint(g, st, a => {
    if (g !== game || st !== current()) return;
    const ms = Math.round(performance.now() - asked);
    document.body.dataset.hintMs = ms;
    if (!a) return say('no hint: the goal cannot be reached from here (undo or restart)');
    if (a.tooLarge) return say(`no hint: this maze has ${a.tooLarge} states and the page searches at most ${HINT_STATES} (abbott play in a terminal has hints)`);
    say(`hint: ${g.puzzle.verb} ${WORD[a.h]} (${a.left} ${a.left === 1 ? 'move' : 'moves'} left at best)`);
    document.body.dataset.hint = LETTER[a.h];
  });
}

// ---- drawing ----------------------------------------------------------
function drawGrid(s, cells, onto) {
  board.setAttribute('width', s.n_cols * CELL + PAD + 2);
  board.setAttribute('height', s.n_rows * CELL + PAD + 2);
  board.replaceChildren();
  for (let c = 0; c < s.n_cols; c++) board.appendChild(el('text', {x: PAD + c * CELL + CELL / 2, y: PAD - 6, 'text-anchor': 'middle', 'font-size': 11, fill: '#666'}, c + 1));
  for (let r = 0; r < s.n_rows; r++) board.appendChild(el('text', {x: PAD - 6, y: PAD + r * CELL + CELL / 2 + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#666'}, r + 1));
  const CUBE_FILL = {W: '#ffffff', R: '#f4b0a8', B: '#a8c4f4'};
  for (let r = 0; r < s.n_rows; r++) for (let c = 0; c < s.n_cols; c++) {
    const cell = cells[r * s.n_cols + c], x = PAD + c * CELL, y = PAD + r * CELL;
    const fill = cell.blocked ? '#555' : s.play.kind.startsWith('cube') ? (CUBE_FILL[cell.label] || '#f4f4f4') : (cell.label === '*' ? '#fff3b0' : '#f4f4f4');
    board.appendChild(el('rect', {x, y, width: CELL, height: CELL, fill, stroke: '#999', 'data-cell': `${r + 1},${c + 1}`}));
    if (cell.label) board.appendChild(el('text', {x: x + CELL / 2, y: y + CELL / 2 + 5, 'text-anchor': 'middle', 'font-size': 14}, cell.label));
    if (cell.detail) board.appendChild(el('text', {x: x + CELL / 2, y: y + CELL - 4, 'text-anchor': 'middle', 'font-size': 8, fill: '#666'}, cell.detail));
  }
  if (onto) onto();
}
const centre = (r, c) => [PAD + (c - 1) * CELL + CELL / 2, PAD + (r - 1) * CELL + CELL / 2];
function drawWatch() {
  const s = scenes[+sceneSelect.value];
  const k = Math.min(+slider.value, Math.max(s.steps.length - 1, 0));
  const step = s.steps[k];
  drawGrid(s, (step && step.cells) || s.cells, () => {
    if (!s.steps.some(st => st.cells)) {
      const pts = s.steps.slice(0, k + 1).map(st => centre(st.at[0] + 1, st.at[1] + 1).join(','));
      board.appendChild(el('polyline', {points: pts.join(' '), fill: 'none', stroke: '#d04020', 'stroke-width': 3, 'stroke-opacity': 0.7}));
    }
    if (step) {
      const [cx, cy] = centre(step.at[0] + 1, step.at[1] + 1);
      board.appendChild(el('circle', {id: 'piece-mark', cx, cy, r: 12, fill: 'none', stroke: '#1060d0', 'stroke-width': 4}));
    }
  });
  $('caption').textContent = step ? step.caption : 'no route';
  $('position').textContent = `${k} / ${Math.max(s.steps.length - 1, 0)}`;
}
function drawPlay() {
  const s = game.scene, st = current();
  const cells = game.puzzle.cells ? game.puzzle.cells(st) : s.cells;
  drawGrid(s, cells, () => {
    if (game.kind !== 'cube') {
      const pts = game.states.map(x => centre(...game.puzzle.at(x)).join(','));
      board.appendChild(el('polyline', {points: pts.join(' '), fill: 'none', stroke: '#d04020', 'stroke-width': 3, 'stroke-opacity': 0.7}));
    }
    const [cx, cy] = centre(...game.puzzle.at(st));
    board.appendChild(el('circle', {id: 'piece-mark', cx, cy, r: 12, fill: 'none', stroke: '#1060d0', 'stroke-width': 4}));
  });
  $('piece').textContent = game.puzzle.describe(st);
  const o = game.puzzle.optimum;
  $('moves').textContent = `moves ${game.moves.length} · optimum from the start ${o === null ? 'none' : o}`;
  const hash = `scene=${game.index}&play=${game.moves.map(h => LETTER[h]).join('')}`;
  history.replaceState(null, '', `#${hash}`);
}
function draw() {
  const s = scenes[+sceneSelect.value];
  if (s.play.kind === 'cube') cubeHints(s);
  $('mode').disabled = !playable(+sceneSelect.value);
  $('summary').textContent = `${s.title}: ${s.summary}`;
  $('legend').textContent = `${s.legend.labels}${s.legend.blocked ? '; dark: ' + s.legend.blocked : ''}; blue ring: ${s.steps.some(st => st.cells) ? s.legend.route : 'where the piece is'}. ${AXES[s.axes]}.`;
  if (game) drawPlay(); else drawWatch();
}

// ---- input ------------------------------------------------------------
// Cube datasets on other boards (kind cube-view) are drawn, not played.
const playable = index => scenes[index].play.kind !== 'cube-view';
function setMode(playing) {
  playing = playing && playable(+sceneSelect.value);
  document.body.classList.toggle('playing', playing);
  $('mode').textContent = playing ? 'watch' : 'play';
  game = playing ? newGame(+sceneSelect.value) : null;
  if (game) showTable(game.scene);
  if (playing) say('arrow keys or WASD move; h shows the first move of a shortest way on');
  draw();
}
scenes.forEach((s, i) => {
  const o = document.createElement('option');
  o.value = i; o.textContent = s.title;
  sceneSelect.appendChild(o);
});
sceneSelect.addEventListener('change', () => {
  slider.max = Math.max(scenes[+sceneSelect.value].steps.length - 1, 0);
  slider.value = 0;
  if (game && !playable(+sceneSelect.value)) { setMode(false); return; }
  if (game) game = newGame(+sceneSelect.value);
  if (game) showTable(game.scene);
  draw();
});
slider.addEventListener('input', draw);
$('mode').addEventListener('click', () => setMode(!game));
$('undo').addEventListener('click', () => { undo(); draw(); });
$('redo').addEventListener('click', () => { redo(); draw(); });
$('restart').addEventListener('click', () => { game = newGame(game.index); say('back at the start'); draw(); });
$('hint').addEventListener('click', askHint);
const KEYS = {ArrowUp: 0, w: 0, ArrowRight: 1, d: 1, ArrowDown: 2, s: 2, ArrowLeft: 3, a: 3};
document.addEventListener('keydown', e => {
  if (!game || e.ctrlKey || e.altKey || e.metaKey) return;
  if (e.key in KEYS) { play(KEYS[e.key]); draw(); e.preventDefault(); }
  else if (e.key === 'u') { undo(); draw(); }
  else if (e.key === 'r') { redo(); draw(); }
  else if (e.key === 'x') { game = newGame(game.index); say('back at the start'); draw(); }
  else if (e.key === 'h') askHint();
});
board.addEventListener('click', e => {
  if (!game) return;
  const rect = board.getBoundingClientRect();
  const c = Math.floor((e.clientX - rect.left - PAD) / CELL) + 1, r = Math.floor((e.clientY - rect.top - PAD) / CELL) + 1;
  const [pr, pc] = game.puzzle.at(current());
  const h = [0, 1, 2, 3].find(h => pr + DR[h] === r && pc + DC[h] === c);
  if (h === undefined) return say('click a square next to the piece');
  // For the cube the clicked cube rolls into the hole: the other way.
  play(game.kind === 'cube' ? (h + 2) % 4 : h);
  draw();
});
// The address opens a dataset at a step (#scene=N&step=K) or in play
// (#scene=N&play=NESW), on load and whenever someone changes it.
function openAddress() {
  const hash = new URLSearchParams(location.hash.slice(1));
  sceneSelect.value = Math.min(+(hash.get('scene') || 0), scenes.length - 1);
  game = null;
  document.body.classList.remove('playing');
  sceneSelect.dispatchEvent(new Event('change'));
  if (hash.has('play') && playable(+sceneSelect.value)) {
    setMode(true);
    for (const letter of hash.get('play')) if (!play(LETTER.indexOf(letter), true)) break;
    draw();
  } else if (hash.has('step')) {
    slider.value = hash.get('step');
    slider.dispatchEvent(new Event('input'));
  } else {
    setMode(false);
  }
}
window.addEventListener('hashchange', openAddress);
openAddress();
