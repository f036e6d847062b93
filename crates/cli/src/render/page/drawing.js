// Drawing what is shown: in watch mode the position abbott's answer
// reaches at the slider's step, in play mode the game's; the board is
// drawn by the puzzle's own drawing, scaled to the window, and the move
// just made is animated (not under prefers-reduced-motion).
'use strict';
const VIEW = {dice: drawDice, arrow: drawArrow, cube: drawCubeGame};
// Each scene's answer replayed by the page's rules: the states at each
// step of the slider and the headings between them.
const watched = new Map();
function watchStates(s) {
  if (watched.has(s)) return watched.get(s);
  const puzzle = PUZZLES[s.play.kind](s);
  const moves = s.play.kind === 'cube' ? s.play.rolls : s.steps.slice(1).map((step, k) => headingTo(s.steps[k].at, step.at));
  let st = puzzle.start();
  const states = [st];
  for (const h of moves) {
    const m = puzzle.move(st, h);
    if (!m.st) break;
    st = m.st;
    states.push(st);
  }
  const w = {puzzle, states, moves};
  watched.set(s, w);
  return w;
}
const stepShown = s => Math.min(+slider.value, Math.max(s.steps.length - 1, 0));
function draw() {
  const index = +sceneSelect.value, s = scenes[index], kind = s.play.kind;
  if (kind === 'cube') cubeHints(s);
  $('summary').textContent = `${s.title}: ${s.summary}`;
  $('legend').textContent = `${AXES[s.axes]}.`;
  let puzzle, path;
  if (game) {
    puzzle = game.puzzle;
    path = game.states;
  } else {
    const w = watchStates(s);
    puzzle = w.puzzle;
    path = w.states.slice(0, Math.min(stepShown(s), w.states.length - 1) + 1);
  }
  const st = path[path.length - 1];
  VIEW[kind](s, puzzle, st, path);
  $('piece').textContent = puzzle.describe(st);
  const solved = puzzle.solved(st);
  if (!game) {
    const k = stepShown(s), step = s.steps[k];
    $('caption').textContent = step ? step.caption : 'no route';
    $('position').textContent = `${k} / ${Math.max(s.steps.length - 1, 0)}`;
  } else {
    const o = game.puzzle.optimum;
    // Beyond the page's table, abbott's search looks 30 rolls ahead.
    const none = kind === 'cube' && !tabulated(s) ? 'more than 30' : 'none';
    $('moves').textContent = `moves ${game.moves.length} · optimum from the start ${o === null ? none : o}`;
    history.replaceState(null, '', `#scene=${game.index + 1}&play=${game.moves.map(h => LETTER[h]).join('')}`);
  }
  // Watching, the banner waits for the answer's last move: an answer of
  // no moves (a pattern the start already shows) opens on its caption.
  const shown = solved && (game !== null || stepShown(s) > 0);
  document.body.classList.toggle('solved', shown);
  $('banner').textContent = !shown ? '' : game ? `Solved! ${game.moves.length} moves (optimum ${game.puzzle.optimum})` : `Solved in ${stepShown(s)} moves`;
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
