// Drawing what is shown: in watch mode the position abbott's answer
// reaches at the slider's step, in play mode the game's (both replayed by
// the puzzle crate, in wasm.js); the board is drawn by the puzzle's own
// drawing, scaled to the window, and the move just made is animated (not
// under prefers-reduced-motion).
'use strict';
const VIEW = {dice: drawDice, arrow: drawArrow, cube: drawCubeGame};
// Each scene's answer replayed by the puzzle crate's rules: the states at
// each step of the slider and the headings between them.
const watched = new Map();
function watchStates(index) {
  const key = `${generation}:${index}`;
  if (watched.has(key)) return watched.get(key);
  const s = scenes[index], w = walk(index, s.moves);
  const seen = {states: w.states, moves: s.moves, solved: w.solved && w.states.length === s.moves.length + 1};
  watched.set(key, seen);
  return seen;
}
const stepShown = s => Math.min(+slider.value, Math.max(s.steps.length - 1, 0));
// Whether the state drawn ends the game (set before each drawing).
let shownSolved = false;
const solvedShown = () => shownSolved;
// The state in words.
function describe(s, st, n) {
  if (s.play.kind === 'dice') return describeDie(st);
  if (s.play.kind === 'arrow') return describeWalker(st, n);
  return describeBoard(s, st);
}
function draw() {
  const index = +sceneSelect.value, s = scenes[index];
  if (!s) return;
  const kind = s.play.kind;
  $('summary').textContent = `${s.title}: ${s.summary}`;
  $('legend').textContent = `${AXES[s.axes]}.`;
  let path;
  if (game) {
    path = game.states;
    shownSolved = game.solved;
  } else {
    const w = watchStates(index);
    const k = Math.min(stepShown(s), w.states.length - 1);
    path = w.states.slice(0, k + 1);
    shownSolved = w.solved && k === w.states.length - 1;
  }
  const st = path[path.length - 1];
  if (!st) return;
  VIEW[kind](s, st, path);
  $('piece').textContent = describe(s, st, path.length - 1);
  const solved = shownSolved;
  if (!game) {
    const k = stepShown(s), step = s.steps[k];
    $('caption').textContent = step ? step.caption : 'no route';
    $('position').textContent = `${k} / ${Math.max(s.steps.length - 1, 0)}`;
  } else {
    const o = s.play.optimum, beyond = s.summary.match(/^more than \d+/);
    $('moves').textContent = `moves ${game.moves.length} · optimum from the start ${o === null ? (beyond ? beyond[0] : 'none') : o}`;
    history.replaceState(null, '', `#scene=${game.index + 1}&play=${game.moves.map(h => LETTER[h]).join('')}`);
  }
  // Watching, the banner waits for the answer's last move: an answer of
  // no moves (a pattern the start already shows) opens on its caption.
  const shown = solved && (game !== null || stepShown(s) > 0);
  document.body.classList.toggle('solved', shown);
  $('banner').textContent = !shown ? '' : game ? `Solved! ${game.moves.length} moves (optimum ${s.play.optimum})` : `Solved in ${stepShown(s)} moves`;
  animate(s);
  fit();
}
// The move just made, played back: the piece (for the cube, the cube that
// rolled) glides from the square it left.
function animate(s) {
  const h = lastMove;
  lastMove = null;
  if (h === null || reducedMotion.matches) return;
  const mark = $('piece-mark');
  if (!mark) return;
  let piece = mark;
  if (s.play.kind === 'cube') {
    const [r, c] = mark.dataset.at.split(',').map(Number);
    piece = board.querySelector(`.cube[data-sq="${(r + DR[h] - 1) * s.n_cols + c + DC[h] - 1}"]`);
    if (!piece) return;
  }
  const from = `translate(${-DC[h] * CELL}px, ${-DR[h] * CELL}px)`;
  const half = `translate(${-DC[h] * CELL / 2}px, ${-DR[h] * CELL / 2}px)`;
  piece.animate([{transform: from}, {transform: half, offset: 0.5}, {transform: 'translate(0px, 0px)'}], {duration: 200, easing: 'ease-out'});
  board.dataset.animated = (+board.dataset.animated || 0) + 1;
}
// The board as large as the window allows, at most 128 px a square, and
// small enough on a phone that the goal below it stays in view.
function fit() {
  const vb = board.viewBox.baseVal;
  if (!vb || !vb.width) return;
  const narrow = window.innerWidth < 700;
  const room = Math.max(window.innerHeight * (narrow ? 0.4 : 0.66), 180);
  const width = Math.min(vb.width * 1.28, room * vb.width / vb.height);
  $('board-wrap').style.maxWidth = `${Math.round(width)}px`;
}
window.addEventListener('resize', fit);
