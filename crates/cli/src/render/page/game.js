// The game being played: the states from the start, the moves made and
// undone, and the actions (move, undo, redo, restart, hint) with what the
// page says after each, in the live region screen readers announce.
'use strict';
const PUZZLES = {dice: dicePuzzle, arrow: arrowPuzzle, cube: cubePuzzle};
let game = null;
// The heading of the move just made, for the drawing to animate; null
// after anything else.
let lastMove = null;
function newGame(index) {
  const s = scenes[index], kind = s.play.kind;
  delete document.body.dataset.tableStart;
  if (kind === 'cube') cubeHints(s);
  const puzzle = PUZZLES[kind](s);
  return {scene: s, index, kind, puzzle, states: [puzzle.start()], moves: [], undone: []};
}
const current = () => game.states[game.states.length - 1];
function say(text, cls) {
  const m = $('message');
  m.textContent = text;
  m.className = cls || '';
}
function solvedText() {
  const o = game.puzzle.optimum;
  return `solved in ${game.moves.length} moves, the optimum is ${o === null ? 'unknown' : o}`;
}
function play(h, quiet) {
  const m = game.puzzle.move(current(), h);
  if (m.error) { say(`refused: ${m.error}`, 'refused'); lastMove = null; return false; }
  game.states.push(m.st);
  game.moves.push(h);
  lastMove = quiet ? null : h;
  if (!quiet) {
    game.undone = [];
    say(game.puzzle.solved(m.st) ? solvedText() : '', game.puzzle.solved(m.st) ? 'solved' : '');
  }
  return true;
}
function undo() {
  lastMove = null;
  if (game.moves.length === 0) return say('nothing to undo');
  game.states.pop();
  game.undone.push(game.moves.pop());
  say('undone');
}
function redo() {
  if (game.undone.length === 0) { lastMove = null; return say('nothing to redo'); }
  const h = game.undone.pop();
  play(h, true);
  lastMove = h;
  say(game.puzzle.solved(current()) ? solvedText() : 'redone', game.puzzle.solved(current()) ? 'solved' : '');
}
function restart() {
  game = newGame(game.index);
  lastMove = null;
  say('back at the start');
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
    if (a.offRoute !== undefined) {
      if (!a.found) return say(`no hint: abbott gives no rolls to follow here (on boards of ${a.squares} squares it gives them up to 30), and the page cannot search every board`);
      return say(`no hint: you left abbott's shortest rolls, and the page cannot search every board of ${a.squares} squares; undo ${a.offRoute} ${a.offRoute === 1 ? 'move' : 'moves'} to get back onto them, or restart (abbott play in a terminal gives hints from any board)`, 'refused');
    }
    say(`hint: ${g.puzzle.verb} ${WORD[a.h]} (${a.left} ${a.left === 1 ? 'move' : 'moves'} left at best)`, 'hint');
    document.body.dataset.hint = LETTER[a.h];
  });
}
