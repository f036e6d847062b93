// The arrow maze: its rules (signs read by the heading of arrival, the
// entrance's heading, the goal) and its drawing: each sign at the side of
// the intersection where it is seen, with the ways out it allows; the
// walker with its heading; the entrance and the goal.
'use strict';
// The heading a turn (0 left, 1 forward, 2 right) leaves in, arriving
// heading h.
const leaving = (h, t) => [(h + 3) % 4, h, (h + 1) % 4][t];
function arrowPuzzle(s) {
  const p = s.play, rows = s.n_rows, cols = s.n_cols;
  const turns = (r, c, h) => p.turns[(r - 1) * cols + c - 1][h];
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
    if (r < 1 || c < 1 || r > rows || c > cols) return {error: `the maze ends ${WORD[h]} of ${pos(st.r, st.c)}`};
    return {st: {r, c, h, n: st.n + 1}};
  };
  // Before the first step the walker is in a state of its own.
  const key = st => st.n === 0 ? -1 : ((st.r - 1) * cols + st.c - 1) * 4 + st.h;
  const ways = st => [0, 1, 2, 3].filter(h => !move(st, h).error);
  return {
    verb: 'step', start: () => ({r: p.start[0], c: p.start[1], h: p.heading, n: 0}),
    move, solved, key, at: st => [st.r, st.c], optimum: p.optimum, turns, ways,
    describe: st => {
      const on = ways(st).map(h => WORD[h]);
      const came = st.n === 0 ? `at the entrance, to leave heading ${WORD[st.h]}` : `arrived heading ${WORD[st.h]}`;
      return `the walker at ${pos(st.r, st.c)}, ${came}\nways on: ${on.length ? on.join(', ') : 'none (undo or restart)'}`;
    },
  };
}

// A sign seen travelling heading h stands at the side the walker enters
// by, the opposite side (travelling south: at the north entrance); its
// arrows are the ways out it allows, drawn as headings on the map.
function drawSign(g, r, c, h, bits, active) {
  const side = (h + 2) % 4, [cx, cy] = centre(r, c), exits = [0, 1, 2].filter(t => (bits >> t) & 1).map(t => leaving(h, t));
  const along = side % 2 === 0, off = CELL / 2 - 13, len = 16 * exits.length + 6;
  const sx = cx + DC[side] * off, sy = cy + DR[side] * off;
  const sign = add(g, 'g', {class: `sign${active ? ' active' : ''}`, 'data-cell': `${r},${c}`, 'data-seen': LETTER[h], 'data-exits': exits.map(e => LETTER[e]).join('')});
  add(sign, 'rect', {x: sx - (along ? len : 22) / 2, y: sy - (along ? 22 : len) / 2, width: along ? len : 22, height: along ? 22 : len, rx: 6});
  exits.forEach((e, i) => {
    const d = (i - (exits.length - 1) / 2) * 16;
    arrow(sign, sx + (along ? d : 0), sy + (along ? 0 : d), e, 15, 'exit');
  });
}
function drawArrow(s, puzzle, st, path) {
  const p = s.play, g = boardFrame(board, s.n_rows, s.n_cols, `arrow maze ${s.title}`);
  for (let r = 1; r <= s.n_rows; r++) for (let c = 1; c <= s.n_cols; c++) {
    const [x, y] = corner(r, c), start = r === p.start[0] && c === p.start[1], goal = r === p.goal[0] && c === p.goal[1];
    add(g, 'rect', {x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 10, class: `tile${start ? ' start' : ''}${goal ? ' goal' : ''}`, 'data-cell': `${r},${c}`});
    if (goal) add(g, 'text', {x: x + CELL / 2, y: y + CELL / 2 + 14, class: 'goal-mark'}, '★');
    if (start) add(g, 'text', {x: x + CELL / 2, y: y + CELL / 2 + 10, class: 'start-mark'}, 'S');
  }
  // Signs after all squares, so that none is under a neighbour's square.
  for (let r = 1; r <= s.n_rows; r++) for (let c = 1; c <= s.n_cols; c++) {
    for (let h = 0; h < 4; h++) {
      const bits = puzzle.turns(r, c, h);
      if (bits) drawSign(g, r, c, h, bits, st.n > 0 && st.r === r && st.c === c && st.h === h);
    }
  }
  add(g, 'polyline', {points: path.map(t => centre(t.r, t.c).join(',')).join(' '), class: 'trail'});
  const [cx, cy] = centre(st.r, st.c);
  const piece = add(g, 'g', {id: 'piece-mark', 'data-at': `${st.r},${st.c}`, 'data-heading': LETTER[st.h]});
  add(piece, 'circle', {cx, cy, r: 19, class: 'walker'});
  arrow(piece, cx, cy, st.h, 26, 'walker-heading');
  drawArrowAside(s, puzzle, st);
  $('goal').textContent = `Walk from ${pos(p.start[0], p.start[1])}, leaving ${WORD[p.heading]}, to the goal ${pos(p.goal[0], p.goal[1])} (★). A sign stands where a walker enters a square and shows the ways out for that heading.`;
}
// Beside the board: the walker's heading and the ways on from here.
function drawArrowAside(s, puzzle, st) {
  const svg = $('aside');
  svg.replaceChildren();
  svg.setAttribute('viewBox', '0 0 200 160');
  svg.setAttribute('aria-label', 'the walker\'s heading and its ways on');
  add(svg, 'text', {x: 100, y: 18, class: 'tag'}, st.n === 0 ? 'leave the entrance' : `arrived heading ${WORD[st.h]}`);
  add(svg, 'circle', {cx: 100, cy: 82, r: 22, class: 'walker'});
  arrow(svg, 100, 82, st.h, 30, 'walker-heading');
  const ways = puzzle.solved(st) ? [] : puzzle.ways(st);
  for (const h of ways) arrow(svg, 100 + DC[h] * 52, 82 + DR[h] * 42, h, 24, 'exit way');
  add(svg, 'text', {x: 100, y: 156, class: 'tag'}, puzzle.solved(st) ? 'at the goal' : ways.length ? `ways on: ${ways.map(h => WORD[h]).join(', ')}` : 'a dead end');
}
