// Plays the pages of `abbott render --html` in headless Chromium through
// Playwright, as a player would: keys, clicks, undo, refusals and hints
// (every rule and hint from the puzzle crates, in the page's
// WebAssembly), with the hint budgets on 3 x 4 (0.5 s) and 4 x 4 (3 s).
// Run by `cargo xtask e2e`: node play.cjs DIR, with DIR holding
// dice.html, arrow.html, cube.html and boards-RxC.html (cube datasets on
// 2 x 3, 3 x 4 and 4 x 4); NODE_PATH finds playwright-core.
// Prints what it measured; exits non-zero on a failure.
'use strict';
const assert = require('assert');
const { KEY, WORDS, DESKTOP, launch, url: urlIn, text, moves, openPage } = require('./common.cjs');

const [dir] = process.argv.slice(2);
// The hint's heading letter and moves left, once the page shows it.
async function hint(page) {
  await page.keyboard.press('h');
  await page.waitForFunction(() => /^hint: .* \(\d+ moves? left at best\)$|^no hint/.test(document.getElementById('message').textContent));
  const m = (await text(page, 'message')).match(/^hint: .* (north|east|south|west) \((\d+) moves? left/);
  return m ? { h: WORDS[m[1]], left: +m[2] } : null;
}

// From the start, leave the shortest way once (a legal move other than the
// hint's, when there is one), check undo on it, then follow the hints to
// the goal: the solve message must count the detour.
async function solveFromAWrongStart(page, optimum) {
  let made = 0, detoured = false;
  while (!detoured && made < optimum - 1) {
    const h = await hint(page);
    assert(h, 'a hint from a position on a shortest way');
    for (const other of ['N', 'E', 'S', 'W'].filter(x => x !== h.h)) {
      const before = await moves(page);
      await page.keyboard.press(KEY[other]);
      if (await moves(page) === before + 1) { detoured = true; break; }
      assert.match(await text(page, 'message'), /^refused: /);
    }
    if (!detoured) { await page.keyboard.press(KEY[h.h]); }
    made++;
  }
  assert(detoured, 'some position on the way allows a move off the shortest way');
  // Undo takes the detour back: the piece, the counter and the address.
  const after = { piece: await text(page, 'piece'), moves: await moves(page), hash: await page.evaluate(() => location.hash) };
  await page.keyboard.press('u');
  assert.equal(await moves(page), after.moves - 1);
  assert.equal(await page.evaluate(() => location.hash), after.hash.slice(0, -1));
  await page.keyboard.press('r');
  assert.equal(await text(page, 'piece'), after.piece);
  const first = await hint(page);
  assert(first, 'the goal can still be reached after the detour');
  const expected = after.moves + first.left;
  assert(expected > optimum || made > 1, 'the detour is not on a shortest way');
  for (let k = 0; k < 200; k++) {
    const h = await hint(page);
    if (!h) break;
    await page.keyboard.press(KEY[h.h]);
    if ((await text(page, 'message')).startsWith('solved')) break;
  }
  assert.equal(await text(page, 'message'), `solved in ${expected} moves, the optimum is ${optimum}`);
  return expected;
}

(async () => {
  const browser = await launch();
  const page = await openPage(browser, { viewport: DESKTOP });
  const url = name => urlIn(dir, name);

  // The dice maze: the sample's DICEMAZE2, a tour of 22 moves.
  await page.goto(url('dice.html') + '#scene=2&play=');
  assert.equal(await text(page, 'moves'), 'moves 0 · optimum from the start 22');
  await page.keyboard.press('ArrowRight');
  assert.equal(await text(page, 'message'), 'refused: the square (2,7) needs a 1 on top; the die shows 3');
  assert.equal(await moves(page), 0);
  // A click on the square west of the die rolls it there.
  const west = await page.$('rect[data-cell="2,5"]');
  await west.click();
  assert.equal(await moves(page), 1);
  assert.match(await text(page, 'piece'), /^the die at \(2,5\)/);
  await page.keyboard.press('x');
  const dice = await solveFromAWrongStart(page, 22);
  console.log(`e2e play: dice maze solved by hints from a wrong start in ${dice} moves (optimum 22)`);

  // The arrow maze: the sample's SAMPLE, a route of 14 moves.
  await page.goto(url('arrow.html') + '#scene=1&play=');
  assert.equal(await text(page, 'moves'), 'moves 0 · optimum from the start 14');
  await page.keyboard.press('ArrowRight');
  assert.equal(await text(page, 'message'), 'refused: the walker must leave the entrance heading N');
  const arrow = await solveFromAWrongStart(page, 14);
  console.log(`e2e play: arrow maze solved by hints from a wrong start in ${arrow} moves (optimum 14)`);

  // A shared position opens where it was left.
  await page.goto(url('arrow.html') + '#scene=1&play=NN');
  assert.equal(await moves(page), 2);
  assert.match(await text(page, 'piece'), /^the walker at \(1,1\), arrived heading north/);

  // The cube: the second sample dataset (3 rolls), then the deepest.
  await page.goto(url('cube.html') + '#scene=2&play=');
  const started = Date.now();
  const cube = await hint(page);
  const firstHint = Date.now() - started;
  assert.deepEqual(cube, { h: 'E', left: 3 });
  await page.keyboard.press('ArrowDown');
  assert.equal(await text(page, 'message'), 'refused: no cube can roll S into the hole at (x,y) = (2,1): the hole is on the north edge');
  for (let k = 0; k < 3; k++) { const h = await hint(page); await page.keyboard.press(KEY[h.h]); }
  assert.equal(await text(page, 'message'), 'solved in 3 moves, the optimum is 3');
  const last = await page.evaluate(() => scenes.length);
  await page.goto(url('cube.html') + `#scene=${last}&play=`);
  const optimum = +(await text(page, 'moves')).match(/optimum from the start (\d+)/)[1];
  const table = Date.now();
  const deep = await hint(page);
  const tableMs = Date.now() - table;
  assert.equal(deep.left, optimum, 'the hint from the start counts abbott\'s optimum');
  // A roll off abbott's way: the hints come from cube-puzzle's table of
  // every board, searched in the page's worker.
  const best = await page.evaluate(() => game.scene.moves);
  let detour = null;
  for (const x of ['N', 'E', 'S', 'W'].filter(x => x !== 'NESW'[best[0]])) {
    await page.keyboard.press(KEY[x]);
    if (await moves(page) === 1) { detour = x; break; }
  }
  assert(detour, 'a roll other than abbott\'s first');
  const t0 = Date.now();
  const fromTable = await hint(page);
  const detourHintMs = Date.now() - t0;
  assert(Math.abs(fromTable.left - optimum) <= 1);
  for (let k = 0; k < fromTable.left; k++) { const h = await hint(page); await page.keyboard.press(KEY[h.h]); }
  assert.equal(await text(page, 'message'), `solved in ${1 + fromTable.left} moves, the optimum is ${optimum}`);
  console.log(`e2e play: cube on 3 x 3, deepest dataset (${optimum} rolls): first hint ${tableMs} ms (read off abbott's rolls); after a detour ${detourHintMs} ms (the table of every board, searched in the worker since the game began), and the hints solved it in ${1 + fromTable.left}`);
  await page.keyboard.press('x');
  const latencies = [];
  for (let k = 0; k < optimum; k++) {
    const t = Date.now();
    const h = await hint(page);
    latencies.push(Date.now() - t);
    await page.keyboard.press(KEY[h.h]);
  }
  assert.equal(await text(page, 'message'), `solved in ${optimum} moves, the optimum is ${optimum}`);
  latencies.sort((a, b) => a - b);
  console.log(`e2e play: cube hints: first ${firstHint} ms, then median ${latencies[latencies.length >> 1]} ms, worst ${latencies[latencies.length - 1]} ms, solved in the optimum`);

  // Cube boards: on 2 x 3 the table of every board; on 3 x 4 and 4 x 4 a
  // route met in the middle, searched again from wherever the player
  // leaves it, within the budgets (the search's own time in the
  // page: `data-hint-ms`).
  await page.goto(url('boards-2x3.html') + '#scene=1&play=');
  assert.equal(await text(page, 'moves'), 'moves 0 · optimum from the start 7');
  const oblong = await solveFromAWrongStart(page, 7);
  console.log(`e2e play: cube on 2 x 3 solved by hints from a wrong start in ${oblong} rolls (optimum 7)`);
  const BUDGET = { '3x4': 500, '4x4': 3000 };
  for (const [board, scene] of [['3x4', 2], ['4x4', 2]]) {
    await page.goto(url(`boards-${board}.html`) + `#scene=${scene}&play=`);
    const best = +(await text(page, 'moves')).match(/optimum from the start (\d+)/)[1];
    const on = await hint(page);
    assert.equal(on.left, best, `${board}: the first hint counts abbott's rolls`);
    for (const x of ['N', 'E', 'S', 'W'].filter(x => x !== on.h)) {
      await page.keyboard.press(KEY[x]);
      if (await moves(page) === 1) break;
    }
    assert.equal(await moves(page), 1, `${board}: a roll off abbott's`);
    const off = await hint(page);
    const ms = +(await page.evaluate(() => document.body.dataset.hintMs));
    assert(off, `${board}: a hint off abbott's rolls`);
    assert([best - 1, best, best + 1].includes(off.left), `${board}: ${off.left} rolls left after one roll from ${best}`);
    assert(ms <= BUDGET[board], `${board}: the hint off abbott's rolls took ${ms} ms, past the budget of ${BUDGET[board]} ms`);
    for (let k = 0; k < off.left; k++) {
      const h = await hint(page);
      assert.equal(h.left, off.left - k, `${board}: each hint a roll nearer`);
      await page.keyboard.press(KEY[h.h]);
    }
    assert.equal(await text(page, 'message'), `solved in ${1 + off.left} moves, the optimum is ${best}`);
    console.log(`e2e play: cube on ${board} (${best} rolls): off abbott's rolls the hint took ${ms} ms in the page (budget ${BUDGET[board]} ms) and the hints solved it in ${1 + off.left}`);
  }
  // A 4 x 4 pattern beyond 30 rolls: no hint, said so.
  await page.goto(url('boards-4x4.html') + '#scene=3&play=');
  assert.equal(await text(page, 'moves'), 'moves 0 · optimum from the start more than 30');
  assert.equal(await hint(page), null);
  assert.equal(await text(page, 'message'), 'no hint: no way of at most 30 moves leads on from here (undo or restart)');
  console.log('e2e play: cube on 4x4 beyond 30 rolls: the page says no way of at most 30 leads on');

  page.check();
  await browser.close();
})().catch(e => { console.error(e); process.exit(1); });
