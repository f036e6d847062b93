// The game being played: the moves made and undone, the states they lead
// through (each move replayed by the puzzle crate's rules, in wasm.js),
// and the actions (move, undo, redo, restart, hint) with what the page
// says after each, in the live region screen readers announce.
'use strict';
const PUZZLE_NAME = {dice: 'dice-maze', arrow: 'arrow-maze', cube: 'cube-puzzle'};
// The scenes' generation: a dropped file replaces them, and the datasets
// loaded into WebAssembly are named by it and the scene's index.
let generation = 0;
const loadOf = (s, index) => ({
  key: `${generation}:${index}`,
  request: {op: 'load', puzzle: PUZZLE_NAME[s.play.kind], board: s.board, input: s.input},
});
// The states `moves` lead through on scene `index`, by the crate's rules.
function walk(index, moves) {
  const error = ensureLoaded(loadOf(scenes[index], index));
  return error ? {states: [], refused: error, solved: false} : rules({op: 'walk', moves});
}
let game = null;
// The heading of the move just made, for the drawing to animate; null
// after anything else.
let lastMove = null;
function newGame(index) {
  const s = scenes[index], w = walk(index, []);
  const g = {scene: s, index, kind: s.play.kind, states: w.states, solved: w.solved, moves: [], undone: []};
  // The cube's guide (its table of every board, or a route met in the
  // middle) is searched at once, so that it is ready by the first hint.
  if (g.kind === 'cube') search({op: 'hint', moves: []}, loadOf(s, index));
  return g;
}
const current = () => game.states[game.states.length - 1];
function say(text, cls) {
  const m = $('message');
  m.textContent = text;
  m.className = cls || '';
}
function solvedText() {
  const o = game.scene.play.optimum;
  return `solved in ${game.moves.length} moves, the optimum is ${o === null ? 'unknown' : o}`;
}
// Replays the game's moves; false (and the refusal said) if the last is
// refused.
function replay(moves) {
  const w = walk(game.index, moves);
  if (w.refused) return w.refused;
  game.moves = moves;
  game.states = w.states;
  game.solved = w.solved;
  return null;
}
function play(h, quiet) {
  const refused = replay([...game.moves, h]);
  if (refused) { say(`refused: ${refused}`, 'refused'); lastMove = null; return false; }
  lastMove = quiet ? null : h;
  if (!quiet) {
    game.undone = [];
    say(game.solved ? solvedText() : '', game.solved ? 'solved' : '');
  }
  return true;
}
function undo() {
  lastMove = null;
  if (game.moves.length === 0) return say('nothing to undo');
  game.undone.push(game.moves[game.moves.length - 1]);
  replay(game.moves.slice(0, -1));
  say('undone');
}
function redo() {
  if (game.undone.length === 0) { lastMove = null; return say('nothing to redo'); }
  const h = game.undone.pop();
  play(h, true);
  lastMove = h;
  say(game.solved ? solvedText() : 'redone', game.solved ? 'solved' : '');
}
function restart() {
  game = newGame(game.index);
  lastMove = null;
  say('back at the start');
}
// The hint: on the cube, read off abbott's rolls at once while the board
// is on them; else searched in the worker, from wherever the player is.
function askHint() {
  if (game.solved) return say(solvedText(), 'solved');
  const asked = performance.now(), g = game, moves = g.moves.slice(), load = loadOf(g.scene, g.index);
  if (g.kind === 'cube' && !ensureLoaded(load)) {
    const on = rules({op: 'route-hint', route: g.scene.moves, moves}).on_route;
    if (on) return showHint(g, {hint: 'move', ...on}, asked);
  }
  say('hint: searching…', 'searching');
  search({op: 'hint', moves}, load).then(a => {
    if (g !== game || moves.join() !== game.moves.join()) return;
    showHint(g, a, asked);
  });
}
// What a hint request found, said.
function showHint(g, a, asked) {
  document.body.dataset.hintMs = Math.round(performance.now() - asked);
  if (a.error) return say(`no hint: ${a.error}`, 'refused');
  if (a.hint === 'solved') return say(solvedText(), 'solved');
  if (a.hint === 'no-way') {
    return say(a.limit === null
      ? 'no hint: the goal cannot be reached from here (undo or restart)'
      : `no hint: no way of at most ${a.limit} moves leads on from here (undo or restart)`);
  }
  const verb = {dice: 'roll', arrow: 'step', cube: 'roll a cube'}[g.kind];
  say(`hint: ${verb} ${WORD[a.heading]} (${a.left} ${a.left === 1 ? 'move' : 'moves'} left at best)`, 'hint');
  document.body.dataset.hint = LETTER[a.heading];
}
