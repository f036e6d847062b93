// Shared by the scripts that drive the pages in headless Chromium: the
// browser's launch, page addresses, text on screen, errors the page's
// script throws, and moves made with keys, taps and swipes.
'use strict';
const { chromium } = require('playwright-core');
const path = require('path');
const assert = require('assert');

const KEY = { N: 'ArrowUp', E: 'ArrowRight', S: 'ArrowDown', W: 'ArrowLeft' };
const WORDS = { north: 'N', east: 'E', south: 'S', west: 'W' };
const DR = [-1, 0, 1, 0], DC = [0, 1, 0, -1];
const PHONE = { width: 390, height: 844 }, DESKTOP = { width: 1280, height: 1000 };

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
const url = (dir, name) => 'file://' + path.resolve(dir, name);
async function text(page, id) {
  return (await page.textContent(`#${id}`)).trim();
}
async function moves(page) {
  return +(await text(page, 'moves')).match(/^moves (\d+)/)[1];
}
// A new page whose script errors fail the run when `check()` is called.
async function openPage(browser, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  page.check = () => assert.deepEqual(errors, [], 'errors from the page\'s script');
  page.cdp = options.hasTouch ? await context.newCDPSession(page) : null;
  // The page starts once its WebAssembly is compiled: a load waits for
  // that too (`data-ready`), unless the caller asks for an earlier moment.
  const goto = page.goto.bind(page);
  page.goto = async (address, how) => {
    const res = await goto(address, how);
    if (!how) await page.waitForFunction(() => document.body.dataset.ready === '1');
    return res;
  };
  return page;
}
// A swipe across the board towards heading h: real touch events on a
// touch page, a mouse drag elsewhere.
async function swipe(page, h) {
  const box = await page.locator('#board').boundingBox();
  const x = box.x + box.width / 2, y = box.y + box.height / 2, dx = DC[h] * 90, dy = DR[h] * 90;
  if (page.cdp) {
    const touch = (type, points) => page.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [{ x, y }]);
    await touch('touchMove', [{ x: x + dx / 2, y: y + dy / 2 }]);
    await touch('touchMove', [{ x: x + dx, y: y + dy }]);
    await touch('touchEnd', []);
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 4 });
    await page.mouse.up();
  }
}
// A tap (or a click) on the square that moves the piece towards heading
// h: the neighbouring square, or for the cube the cube across the hole.
async function tapTowards(page, h) {
  const [r, c] = (await page.getAttribute('#piece-mark', 'data-at')).split(',').map(Number);
  const cube = await page.evaluate(() => game.kind === 'cube');
  const cell = cube ? `${r - DR[h]},${c - DC[h]}` : `${r + DR[h]},${c + DC[h]}`;
  const square = page.locator(`#board rect[data-cell="${cell}"]`);
  if (page.cdp) await square.tap(); else await square.click();
}
module.exports = { KEY, WORDS, DR, DC, PHONE, DESKTOP, launch, url, text, moves, openPage, swipe, tapTowards };
