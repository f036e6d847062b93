// The arrow maze's drawing: each sign at the side of the intersection
// where it is seen, with the ways out it allows (read by arrow-maze's
// rules when the scene was made); the walker with its heading; the
// entrance and the goal.
'use strict';
// The walker's state in words: where it is, how it arrived and the ways
// on the crate's rules allow; `n` moves made.
function describeWalker(st, n) {
  const on = st.ways.map(h => WORD[h]);
  const came = n === 0 ? `at the entrance, to leave heading ${WORD[st.heading]}` : `arrived heading ${WORD[st.heading]}`;
  return `the walker at ${pos(st.r, st.c)}, ${came}\nways on: ${on.length ? on.join(', ') : 'none (undo or restart)'}`;
}

// A sign seen travelling heading h stands at the side the walker enters
// by, the opposite side (travelling south: at the north entrance); its
// arrows are the ways out it allows, drawn as headings on the map.
function drawSign(g, r, c, h, letters, active) {
  const side = (h + 2) % 4, [cx, cy] = centre(r, c), exits = [...letters].map(l => LETTER.indexOf(l));
  const along = side % 2 === 0, off = CELL / 2 - 13, len = 16 * exits.length + 6;
  const sx = cx + DC[side] * off, sy = cy + DR[side] * off;
  const sign = add(g, 'g', {class: `sign${active ? ' active' : ''}`, 'data-cell': `${r},${c}`, 'data-seen': LETTER[h], 'data-exits': exits.map(e => LETTER[e]).join('')});
  add(sign, 'rect', {x: sx - (along ? len : 22) / 2, y: sy - (along ? 22 : len) / 2, width: along ? len : 22, height: along ? 22 : len, rx: 6});
  exits.forEach((e, i) => {
    const d = (i - (exits.length - 1) / 2) * 16;
    arrow(sign, sx + (along ? d : 0), sy + (along ? 0 : d), e, 15, 'exit');
  });
}
function drawArrow(s, st, path) {
  const n = path.length - 1;
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
      const letters = s.play.exits[(r - 1) * s.n_cols + c - 1][h];
      if (letters) drawSign(g, r, c, h, letters, n > 0 && st.r === r && st.c === c && st.heading === h);
    }
  }
  add(g, 'polyline', {points: path.map(t => centre(t.r, t.c).join(',')).join(' '), class: 'trail'});
  const [cx, cy] = centre(st.r, st.c);
  const piece = add(g, 'g', {id: 'piece-mark', 'data-at': `${st.r},${st.c}`, 'data-heading': LETTER[st.heading]});
  add(piece, 'circle', {cx, cy, r: 19, class: 'walker'});
  arrow(piece, cx, cy, st.heading, 26, 'walker-heading');
  drawArrowAside(st, n, solvedShown(st));
  $('goal').textContent = `Walk from ${pos(p.start[0], p.start[1])}, leaving ${WORD[p.heading]}, to the goal ${pos(p.goal[0], p.goal[1])} (★). A sign stands where a walker enters a square and shows the ways out for that heading.`;
}
// Beside the board: the walker's heading and the ways on from here.
function drawArrowAside(st, n, solved) {
  const svg = $('aside');
  svg.replaceChildren();
  svg.setAttribute('viewBox', '0 0 200 160');
  svg.setAttribute('aria-label', 'the walker\'s heading and its ways on');
  add(svg, 'text', {x: 100, y: 18, class: 'tag'}, n === 0 ? 'leave the entrance' : `arrived heading ${WORD[st.heading]}`);
  add(svg, 'circle', {cx: 100, cy: 82, r: 22, class: 'walker'});
  arrow(svg, 100, 82, st.heading, 30, 'walker-heading');
  const ways = solved ? [] : st.ways;
  for (const h of ways) arrow(svg, 100 + DC[h] * 52, 82 + DR[h] * 42, h, 24, 'exit way');
  add(svg, 'text', {x: 100, y: 156, class: 'tag'}, solved ? 'at the goal' : ways.length ? `ways on: ${ways.map(h => WORD[h]).join(', ')}` : 'a dead end');
}
