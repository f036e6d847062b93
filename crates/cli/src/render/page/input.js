// Input, loaded last (it starts the page): the scene list, the watch/play switch, the step
// slider and buttons, keys, taps and swipes on the board, and the address
// (#scene=N&step=K opens a step, #scene=N&play=NESW a position in play; N
// counts the datasets from 1, as the page does).
'use strict';
// The slider's step last drawn.
let sliderShown = 0;
function setMode(playing) {
  document.body.classList.toggle('playing', playing);
  $('mode').textContent = playing ? 'watch the answer' : 'play';
  game = playing ? newGame(+sceneSelect.value) : null;
  lastMove = null;
  say(playing ? 'your turn: arrow keys, a swipe or a tap move; h gives a hint' : '');
  draw();
}
// The scene list (again after a dropped file replaces the scenes).
function listScenes() {
  sceneSelect.replaceChildren();
  scenes.forEach((s, i) => {
    const o = document.createElement('option');
    o.value = i;
    o.textContent = s.title;
    sceneSelect.appendChild(o);
  });
  document.body.classList.toggle('empty', scenes.length === 0);
}
sceneSelect.addEventListener('change', () => {
  slider.max = Math.max(scenes[+sceneSelect.value].steps.length - 1, 0);
  slider.value = 0;
  sliderShown = 0;
  lastMove = null;
  if (game) game = newGame(+sceneSelect.value);
  draw();
});
// A step forward on the slider is animated like a move.
function stepTo(k) {
  k = Math.max(0, Math.min(k, +slider.max));
  const w = watchStates(+sceneSelect.value);
  lastMove = k === sliderShown + 1 && k - 1 < w.moves.length ? w.moves[k - 1] : null;
  slider.value = k;
  sliderShown = k;
  draw();
}
slider.addEventListener('input', () => stepTo(+slider.value));
$('back').addEventListener('click', () => stepTo(+slider.value - 1));
$('forward').addEventListener('click', () => stepTo(+slider.value + 1));
$('mode').addEventListener('click', () => setMode(!game));
$('undo').addEventListener('click', () => { undo(); draw(); });
$('redo').addEventListener('click', () => { redo(); draw(); });
$('restart').addEventListener('click', () => { restart(); draw(); });
$('hint').addEventListener('click', askHint);
const KEYS = {ArrowUp: 0, w: 0, ArrowRight: 1, d: 1, ArrowDown: 2, s: 2, ArrowLeft: 3, a: 3};
document.addEventListener('keydown', e => {
  if (e.ctrlKey || e.altKey || e.metaKey || e.target === sceneSelect || e.target === slider || e.target.closest('#files')) return;
  if (!game) {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') { stepTo(+slider.value + (e.key === 'ArrowRight' ? 1 : -1)); e.preventDefault(); }
    return;
  }
  if (e.key in KEYS) { play(KEYS[e.key]); draw(); e.preventDefault(); }
  else if (e.key === 'u') { undo(); draw(); }
  else if (e.key === 'r') { redo(); draw(); }
  else if (e.key === 'x') { restart(); draw(); }
  else if (e.key === 'h') askHint();
});
// A move in heading h as the player means it: the piece goes that way;
// for the cube, the cube beside the hole rolls that way into it.
function moveBy(h) {
  play(h);
  draw();
}
// The square under a point of the screen, row and column from 1.
function squareAt(x, y) {
  const p = new DOMPoint(x, y).matrixTransform(board.getScreenCTM().inverse());
  return [Math.floor((p.y - PAD) / CELL) + 1, Math.floor((p.x - PAD) / CELL) + 1];
}
// A tap on a square next to the piece moves there (for the cube, the
// tapped cube rolls into the hole); a swipe moves the way it goes.
let touchStart = null;
board.addEventListener('pointerdown', e => { touchStart = {x: e.clientX, y: e.clientY}; });
board.addEventListener('pointerup', e => {
  if (!game || !touchStart) return;
  const dx = e.clientX - touchStart.x, dy = e.clientY - touchStart.y;
  touchStart = null;
  if (Math.max(Math.abs(dx), Math.abs(dy)) >= 24) {
    moveBy(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 1 : 3) : (dy > 0 ? 2 : 0));
    return;
  }
  const [r, c] = squareAt(e.clientX, e.clientY), [pr, pc] = pieceAt(current());
  const h = headingTo([pr, pc], [r, c]);
  if (h < 0) { say(game.kind === 'cube' ? 'tap a cube next to the hole, or swipe' : 'tap a square next to the piece, or swipe'); return; }
  moveBy(game.kind === 'cube' ? (h + 2) % 4 : h);
});
board.addEventListener('pointercancel', () => { touchStart = null; });
// The square of the piece (for the cube, the hole), row and column from 1.
const pieceAt = st => st.kind === 'cube' ? [((st.hole / game.scene.n_cols) | 0) + 1, st.hole % game.scene.n_cols + 1] : [st.r, st.c];
// The address opens a dataset at a step (#scene=N&step=K) or in play
// (#scene=N&play=NESW), on load and whenever someone changes it; dataset
// N is the N-th, counted from 1, and one out of range opens the nearest.
const sceneOf = address => Math.min(Math.max(parseInt(address, 10) || 1, 1), scenes.length) - 1;
function openAddress() {
  listScenes();
  if (scenes.length === 0) { game = null; $('files').open = true; return; }
  const hash = new URLSearchParams(location.hash.slice(1));
  sceneSelect.value = sceneOf(hash.get('scene'));
  game = null;
  document.body.classList.remove('playing');
  sceneSelect.dispatchEvent(new Event('change'));
  sliderShown = 0;
  if (hash.has('play')) {
    setMode(true);
    for (const letter of hash.get('play')) if (!play(LETTER.indexOf(letter), true)) break;
    lastMove = null;
    draw();
  } else if (hash.has('step')) {
    slider.value = hash.get('step');
    sliderShown = +slider.value;
    draw();
  } else {
    setMode(false);
  }
}
window.addEventListener('hashchange', openAddress);
// The page starts once its WebAssembly is compiled.
// `data-ready` tells a test (or a reader of the page) that it has started.
startWasm().then(() => {
  openAddress();
  document.body.dataset.ready = '1';
}, e => say(`this browser cannot run the page's WebAssembly: ${e.message}`, 'refused'));
