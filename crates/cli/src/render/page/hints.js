// Hints: the first move of a shortest way on from wherever the piece is. A
// breadth-first search over the maze's states for the dice and arrow
// mazes; for the cube, abbott's own rolls while the player is on them,
// else the table of the fewest rolls searched in a Web Worker (cube.js).
'use strict';
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

