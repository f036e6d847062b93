// Looks at the pages of `abbott render --html` as a player would, at 1280
// x 1000 and on a phone (390 x 844, touch): each puzzle drawn as what it
// is (the cube's goal pattern on screen from the first frame, colours
// drawn rather than letters, the die and its net, the arrow signs for the
// walker's heading, start and goal marked), each dataset played to its
// end with taps and swipes, only the mode's own controls shown, buttons
// large enough to tap, the dark scheme, reduced motion, and a page of
// hostile maze names that still plays. Run by `cargo xtask e2e`: node
// look.cjs DIR [DOCS], with DIR holding dice.html, arrow.html, cube.html,
// boards-2x3.html, boards-3x4.html, boards-4x4.html (cube datasets on
// those boards) and hostile.html; with DOCS, writes README's screenshots
// there.
'use strict';
const assert = require('assert');
const path = require('path');
const { KEY, DESKTOP, PHONE, launch, url, text, moves, openPage, swipe, tapTowards } = require('./common.cjs');

const [dir, docs] = process.argv.slice(2);

// Whether every part of the element is inside the window.
async function onScreen(page, selector) {
  return page.$eval(selector, e => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
  });
}
// The controls of one mode shown, the other's hidden.
async function onlyModeControls(page, playing) {
  for (const id of ['undo', 'redo', 'restart', 'hint']) assert.equal(await page.isVisible(`#${id}`), playing, `#${id} shown in ${playing ? 'play' : 'watch'} mode`);
  for (const id of ['step', 'back', 'forward']) assert.equal(await page.isVisible(`#${id}`), !playing, `#${id} shown in ${playing ? 'play' : 'watch'} mode`);
}
// Every visible button and the select at least 44 x 44 px.
async function tapTargets(page) {
  const small = await page.$$eval('button, select', es => es.filter(e => e.offsetParent).map(e => [e.id, e.getBoundingClientRect()]).filter(([, r]) => r.width < 44 || r.height < 44).map(([id]) => id));
  assert.deepEqual(small, [], 'controls smaller than 44 px');
}
// The cube board: colours drawn (no letters), every cube with its top and
// four sides, the goal pattern beside it with the matching squares ticked.
async function lookAtCube(page) {
  assert(await onScreen(page, '#target'), 'the goal pattern is on screen');
  const seen = await page.evaluate(() => {
    const fill = e => getComputedStyle(e).fill;
    const cubes = [...document.querySelectorAll('#board .cube')];
    const target = [...document.querySelectorAll('#target rect')];
        return {
      squares: scenes[+sceneSelect.value].n_rows * scenes[+sceneSelect.value].n_cols,
      letters: [...document.querySelectorAll('#board text')].map(t => t.textContent).filter(t => !/^\d+$/.test(t)),
      polygons: cubes.map(c => c.querySelectorAll('polygon').length),
      topFill: Object.fromEntries(cubes.map(c => [c.dataset.top, fill(c.querySelector('.top'))])),
      targetFill: Object.fromEntries(target.filter(r => r.dataset.top !== 'E').map(r => [r.dataset.top, fill(r)])),
      target: target.map(r => r.dataset.top).join(''),
      pattern: game ? game.scene.play.pattern.join('') : null,
      ticks: document.querySelectorAll('#board .match').length,
      targetTicks: document.querySelectorAll('#target .match').length,
    };
  });
  assert.deepEqual(seen.letters, [], 'no letters on the cube board');
  assert(seen.polygons.length === seen.squares - 1 && seen.polygons.every(n => n === 5), 'a cube on every square but the hole, each with a top and four sides');
  const rgb = s => s.match(/\d+/g).map(Number);
  for (const fills of [seen.topFill, seen.targetFill]) {
    for (const [letter, fill] of Object.entries(fills)) {
      const [r, g, b] = rgb(fill);
      const ok = { W: r > 200 && g > 200 && b > 200, B: b > r + 60 && b > g + 30, R: r > g + 80 && r > b + 80 }[letter];
      assert(ok, `${letter} drawn as ${fill}`);
    }
  }
  if (seen.pattern) assert.equal(seen.target, seen.pattern, 'the goal shown is the dataset\'s pattern');
  assert.equal(seen.ticks, seen.targetTicks, 'the same squares ticked on the board and the goal');
}
// The die drawn: its net of six faces, the top face on the board's piece,
// the start square marked with the face it needs.
async function lookAtDice(page) {
  const seen = await page.evaluate(() => ({
    net: [...document.querySelectorAll('#aside .die')].map(d => `${d.dataset.side}${d.dataset.face}`),
    onBoard: document.querySelector('#piece-mark .die').dataset.face,
    pips: document.querySelectorAll('#piece-mark .pip').length,
    start: document.querySelectorAll('#board .tile.start').length,
  }));
  const faces = (await text(page, 'piece')).match(/top (\d), north (\d), east (\d), south (\d), west (\d), bottom (\d)/).slice(1);
  assert.deepEqual(seen.net, ['north', 'east', 'south', 'west', 'bottom', 'top'].map((w, i) => w + faces[(i + 1) % 6]));
  assert.equal(seen.onBoard, faces[0]);
  assert.equal(seen.pips, +faces[0], 'the piece shows its top as pips');
  assert.equal(seen.start, 1, 'the start is marked');
  await labelsClearOfTheDie(page);
  assert.match(await text(page, 'goal'), /the start square needs (a \d|any face) on top/);
}
// No tag on the board ("start", "back: 2") covers or crowds the die: at
// least 3 units (of a square's 100) lie between their boxes.
async function labelsClearOfTheDie(page) {
  const [die, tags] = await page.evaluate(() => {
    const box = e => { const b = e.getBBox(); return [b.x, b.y, b.width, b.height, e.textContent]; };
    return [box(document.querySelector('#piece-mark rect')), [...document.querySelectorAll('#board .tag')].map(box)];
  });
  const GAP = 3, apart = ([ax, ay, aw, ah], [bx, by, bw, bh]) =>
    ax + aw + GAP <= bx || bx + bw + GAP <= ax || ay + ah + GAP <= by || by + bh + GAP <= ay;
  for (const tag of tags) assert(apart(tag, die), `the tag ${JSON.stringify(tag)} covers the die ${JSON.stringify(die)}`);
}
// The arrow maze: the sign for the walker's heading shown at its square,
// its arrows the ways on; the walker's heading drawn; start and goal.
async function lookAtArrow(page) {
  const seen = await page.evaluate(() => {
    const walker = document.getElementById('piece-mark'), active = [...document.querySelectorAll('#board .sign.active')];
    return { at: walker.dataset.at, heading: walker.dataset.heading, active: active.map(s => [s.dataset.cell, s.dataset.seen, s.dataset.exits]), start: document.querySelectorAll('.tile.start').length, goal: document.querySelectorAll('.tile.goal').length };
  });
  assert.equal(seen.start + seen.goal, 2, 'start and goal marked');
  const piece = await text(page, 'piece');
  const ways = (piece.match(/ways on: (.*)$/)[1].match(/north|east|south|west/g) || []).map(w => w[0].toUpperCase()).sort().join('');
  const atGoal = await page.evaluate(() => document.body.classList.contains('solved'));
  if (/arrived heading/.test(piece) && !atGoal && ways) {
    assert.equal(seen.active.length, 1, 'one sign shown for the walker\'s heading');
    const [cell, seenBy, exits] = seen.active[0];
    assert.equal(cell, seen.at);
    assert.equal(seenBy, seen.heading);
    assert.equal([...exits].sort().join(''), ways, 'the sign\'s arrows are the ways on');
  } else if (!atGoal) {
    assert.equal(seen.active.length, 0, 'no sign where there is no way on');
  }
}
const LOOK = { dice: lookAtDice, arrow: lookAtArrow, cube: lookAtCube };

// Opens every dataset of a page in watch mode and looks at it, then plays
// abbott's answer with taps and swipes, looking after every move.
async function playEvery(browser, file, options, label) {
  const page = await openPage(browser, options);
  await page.goto(url(dir, file));
  const kinds = await page.evaluate(() => scenes.map(s => s.play.kind));
  let played = 0;
  for (let i = 0; i < kinds.length; i++) {
    await page.goto(url(dir, file) + `#scene=${i + 1}`);
    await onlyModeControls(page, false);
    await LOOK[kinds[i]](page);
    const answer = await page.evaluate(() => watchStates(+sceneSelect.value).moves);
    await page.click('#mode');
    await onlyModeControls(page, true);
    await tapTargets(page);
    for (let k = 0; k < answer.length; k++) {
      if (k % 2 === 0) await swipe(page, answer[k]); else await tapTowards(page, answer[k]);
      assert.equal(await moves(page), k + 1, `move ${k + 1} of ${file} #${i} at ${label}`);
      await LOOK[kinds[i]](page);
    }
    // Solved when there is an answer, even of no moves (a cube pattern
    // that the start already shows).
    const solved = await page.evaluate(() => game.scene.play.optimum !== null);
    if (answer.length > 0) assert.equal(await text(page, 'message'), `solved in ${answer.length} moves, the optimum is ${answer.length}`);
    if (solved) {
      assert.match(await text(page, 'banner'), /^Solved!/);
      played++;
    }
    assert.equal(await page.evaluate(() => document.body.classList.contains('solved')), solved);
  }
  page.check();
  await page.close();
  return `${played} of ${kinds.length}`;
}

(async () => {
  const browser = await launch();
  const phone = { viewport: PHONE, hasTouch: true, isMobile: true };
  const pages = [['dice.html', 'dice mazes'], ['arrow.html', 'arrow mazes'], ['cube.html', 'cube datasets'],
    ['boards-2x3.html', 'cube datasets on 2 x 3'], ['boards-3x4.html', 'cube datasets on 3 x 4'], ['boards-4x4.html', 'cube datasets on 4 x 4']];
  for (const [file, what] of pages) {
    const wide = await playEvery(browser, file, { viewport: DESKTOP }, '1280 x 1000');
    const narrow = await playEvery(browser, file, phone, '390 x 844');
    console.log(`e2e look: ${what} drawn and played to the end with swipes and taps: ${wide} at 1280 x 1000, ${narrow} at 390 x 844`);
  }

  // The cube's goal from the first frame drawn, on a phone, before anything.
  const first = await openPage(browser, phone);
  // The page draws once its WebAssembly is compiled, a moment after the
  // document is read.
  await first.goto(url(dir, 'cube.html') + '#scene=2&play=', { waitUntil: 'domcontentloaded' });
  await first.waitForSelector('#target');
  assert(await onScreen(first, '#target'), 'the goal pattern is on screen at once on a phone');
  assert(await onScreen(first, '#board'), 'the board is on screen on a phone');
  // The first sample dataset is solved at the start: the banner says so
  // below the board, covering none of it (the hole least of all).
  await first.goto(url(dir, 'cube.html') + '#scene=1&play=');
  assert.match(await text(first, 'banner'), /^Solved!/);
  const [banner, boardBox] = [await first.locator('#banner').boundingBox(), await first.locator('#board').boundingBox()];
  assert(banner.y >= boardBox.y + boardBox.height - 1, `the banner (${JSON.stringify(banner)}) lies below the board (${JSON.stringify(boardBox)})`);
  await first.goto(url(dir, 'cube.html') + '#scene=2&play=');
  // Only the hash changed: the page opens dataset 2 on its hashchange
  // event, which may come after goto returns; a key pressed before it
  // would be played on dataset 1.
  await first.waitForFunction(() => +sceneSelect.value === 1);
  // A refusal is announced in the live region.
  await first.keyboard.press(KEY.S);
  assert.equal(await first.getAttribute('#message', 'aria-live'), 'polite');
  assert.match(await text(first, 'message'), /^refused: /);
  first.check();

  // The address counts the datasets from 1, as the page's list does, and
  // the address a move writes opens the same dataset again.
  const address = await openPage(browser, { viewport: DESKTOP });
  for (const [n, title] of [[1, 'DICEMAZE1'], [3, 'DICEMAZE3'], [2, 'DICEMAZE2']]) {
    await address.goto(url(dir, 'dice.html') + `#scene=${n}`);
    // A hash-only change is opened on the page's hashchange event.
    await address.waitForFunction((n) => +sceneSelect.value === n - 1, n, { timeout: 5000 }).catch(() => {});
    assert.equal(await address.evaluate(() => +sceneSelect.value), n - 1, `#scene=${n}`);
    assert.match(await text(address, 'summary'), new RegExp(`^${title}: `), `#scene=${n}`);
  }
  await address.goto(url(dir, 'dice.html') + '#scene=2&play=');
  // Only the hash changed (to play mode): wait for the page to take it.
  await address.waitForFunction(() => document.getElementById('message').textContent.startsWith('your turn'),
    null, { timeout: 5000 }).catch(() => {});
  await address.keyboard.press(KEY.W);
  assert.equal(await address.evaluate(() => location.hash), '#scene=2&play=W');
  // Watching, the cube's first dataset (no rolls) opens on its start with
  // no banner; the banner waits for the last roll of an answer.
  await address.goto(url(dir, 'cube.html'));
  assert.equal(await text(address, 'caption'), 'start: the hole at (x,y) = (1,2)');
  assert.equal(await text(address, 'banner'), '', 'watch mode opens without a banner');
  assert.equal(await address.evaluate(() => document.body.classList.contains('solved')), false);
  await address.goto(url(dir, 'cube.html') + '#scene=2&step=3');
  assert.equal(await text(address, 'banner'), 'Solved in 3 moves');
  address.check();
  await address.close();
  console.log('e2e look: #scene=N opens dataset N; watch mode opens without a banner and shows it at the last roll');

  // Keyboard focus is visible; the dark scheme is dark; reduced motion
  // turns the animation off.
  for (const [scheme, motion] of [['light', 'no-preference'], ['dark', 'reduce']]) {
    const page = await openPage(browser, { viewport: DESKTOP, colorScheme: scheme, reducedMotion: motion });
    await page.goto(url(dir, 'dice.html') + '#scene=2&play=');
    const bg = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).match(/\d+/g).map(Number);
    assert.equal(bg[0] + bg[1] + bg[2] < 200, scheme === 'dark', `the ${scheme} scheme's background`);
    await page.keyboard.press(KEY.W);
    const animated = await page.evaluate(() => +(document.getElementById('board').dataset.animated || 0));
    assert.equal(animated, motion === 'reduce' ? 0 : 1, `moves animated under ${motion}`);
    await page.focus('#hint');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineWidth);
    assert(parseFloat(outline) >= 2, `a visible focus ring (${outline})`);
    page.check();
    await page.close();
  }

  // Maze names that would break a page that did not escape them.
  const hostile = await openPage(browser, { viewport: DESKTOP });
  await hostile.goto(url(dir, 'hostile.html'));
  assert.equal(await hostile.textContent('h1'), 'abbott: <!--<script>.in');
  assert.equal(await hostile.title(), 'abbott: <!--<script>.in');
  const names = await hostile.$$eval('#scene option', os => os.map(o => o.textContent));
  assert.deepEqual(names, ['<!--<script>', '</script>', '<svg/onload=alert()>', '<'.repeat(20)]);
  for (let i = 0; i < names.length; i++) {
    await hostile.goto(url(dir, 'hostile.html') + `#scene=${i + 1}&play=`);
    assert.equal(await text(hostile, 'summary'), `${names[i]}: tour of 2 moves`);
    await hostile.keyboard.press(KEY.E);
    await hostile.keyboard.press(KEY.W);
    assert.equal(await text(hostile, 'message'), 'solved in 2 moves, the optimum is 2');
  }
  assert.equal(await hostile.$$eval('svg[onload], script', es => es.length), 3, 'no element made from a name');
  hostile.check();
  console.log(`e2e look: a page of ${names.length} hostile maze names shows them as text and plays each`);

  if (docs) {
    const shots = [
      ['page-dice.png', 'dice.html#scene=2&play=WWSE', { width: 1000, height: 640 }],
      ['page-arrow.png', 'arrow.html#scene=1&play=NNEES', { width: 1000, height: 640 }],
      ['page-cube.png', 'cube.html#scene=2&play=E', { width: 1000, height: 640 }],
    ];
    for (const [png, address, viewport] of shots) {
      const page = await openPage(browser, { viewport, reducedMotion: 'reduce' });
      await page.goto(url(dir, address));
      await page.keyboard.press('h');
      await page.waitForFunction(() => /left at best\)$/.test(document.getElementById('message').textContent));
      await page.screenshot({ path: path.join(docs, png) });
      await page.close();
    }
    const page = await openPage(browser, { ...phone, reducedMotion: 'reduce', colorScheme: 'dark' });
    await page.goto(url(dir, 'cube.html') + '#scene=5&play=');
    await page.screenshot({ path: path.join(docs, 'page-phone.png') });
    await page.close();
    console.log(`e2e look: wrote README's screenshots into ${docs}`);
  }
  await browser.close();
})().catch(e => { console.error(e); process.exit(1); });
