// Hints: the first move of a shortest way on from wherever the piece is. A
// breadth-first search over the maze's states for the dice and arrow
// mazes; for the cube, abbott's own rolls while the board is one of
// theirs, else on boards of up to nine squares the table of the fewest
// rolls searched in a Web Worker (cube.js); beyond, the way back onto
// abbott's rolls.
'use strict';
// The first move of a shortest way on and the moves left, or null; calls
// back at once, or for the cube once its table is ready.
function hint(game, st, answer) {
  if (game.puzzle.solved(st)) return answer(null);
  if (game.kind === 'cube') {
    // On a board of abbott's shortest rolls the next one is the hint, at
    // once: wherever the player came back onto them from.
    const route = watchStates(game.scene), key = game.puzzle.key(st);
    const at = route.states.findIndex(r => game.puzzle.key(r) === key);
    if (at >= 0 && at < route.moves.length && game.puzzle.solved(route.states[route.moves.length])) {
      return answer({h: route.moves[at], left: route.moves.length - at});
    }
    const job = cubeHints(game.scene);
    if (!job) {
      // Too many boards to tabulate: the hints need abbott's rolls.
      const keys = new Set(route.states.map(r => game.puzzle.key(r)));
      const back = game.states.length - 1 - game.states.findLastIndex(r => keys.has(game.puzzle.key(r)));
      const found = game.puzzle.solved(route.states[route.states.length - 1]);
      return answer({offRoute: back, squares: game.scene.n_rows * game.scene.n_cols, found});
    }
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

