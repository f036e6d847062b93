// The page for any file (`abbott render --blank --html`) in headless
// Chromium: an input dropped on it is solved and drawn by abbott's crates
// in the page's WebAssembly, its puzzle and board read off its lines, and
// played with a hint; an input opened with the file chooser replaces it;
// an output pasted is judged answer by answer, a wrong line named; and a
// page with datasets judges an output against its own. Run by `cargo
// xtask e2e`: node files.cjs DIR ROOT, with DIR holding blank.html and
// cube.html and ROOT the repository (its testdata/).
'use strict';
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { DESKTOP, PHONE, launch, url, text, openPage } = require('./common.cjs');

const [dir, root] = process.argv.slice(2);
const testdata = name => fs.readFileSync(path.join(root, 'testdata', name), 'utf8');

// Drops `content` as a file named `name` on the element `selector`.
async function drop(page, selector, name, content) {
  const data = await page.evaluateHandle(([name, content]) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], name, { type: 'text/plain' }));
    return dt;
  }, [name, content]);
  await page.dispatchEvent(selector, 'drop', { dataTransfer: data });
}
// The verdict lines once the page has judged.
async function verdicts(page) {
  await page.waitForFunction(() => !/^judging|^$/.test(document.getElementById('verdict-summary').textContent));
  return { summary: await text(page, 'verdict-summary'), lines: await page.$$eval('#verdicts li', ls => ls.map(l => l.textContent)) };
}

(async () => {
  const browser = await launch();
  for (const [options, label] of [[{ viewport: DESKTOP }, '1280 x 1000'], [{ viewport: PHONE, hasTouch: true, isMobile: true }, '390 x 844']]) {
    const page = await openPage(browser, options);
    await page.goto(url(dir, 'blank.html'));
    // No datasets: the board and the watch controls hidden, the panel open.
    assert.equal(await page.isVisible('#board'), false, 'no board before a file');
    assert.equal(await page.evaluate(() => document.getElementById('files').open), true);
    assert(await page.isVisible('#input-text'), 'the box to drop an input on');

    // A cube file on 3 x 4 dropped: read as the cube on 3 x 4 and drawn.
    const cube34 = '1 1\nW B W W\nW E W W\nW W W W\n4 2\nW R R R\nW B R E\nW W W B\n0 0\n';
    await drop(page, '#input-text', 'boards.in', cube34);
    await page.waitForFunction(() => /datasets? of/.test(document.getElementById('input-status').textContent));
    assert.equal(await text(page, 'input-status'), '2 datasets of cube puzzle on 3 x 4');
    assert(await page.isVisible('#board'), 'the board once a file is read');
    assert.equal(await text(page, 'summary'), 'dataset 1: 10 rolls (judge answer 10)');
    assert.equal(await page.$$eval('#scene option', os => os.length), 2);
    await page.click('#mode');
    await page.keyboard.press('h');
    await page.waitForFunction(() => /left at best/.test(document.getElementById('message').textContent));
    assert.match(await text(page, 'message'), /^hint: roll a cube \w+ \(10 moves left at best\)$/);

    // Its output pasted with one wrong answer: judged line by line.
    await page.fill('#output-text', '10\n21\n');
    await page.click('#judge');
    let judged = await verdicts(page);
    assert.equal(judged.summary, '1 passed, 1 failed');
    assert.deepEqual(judged.lines, ['✓ line 1: dataset 1: right', '✗ line 2: dataset 2: expected 22, found 21']);

    // The dice sample opened with the file chooser: read as dice mazes.
    await page.setInputFiles('#file', path.join(root, 'testdata/dice-maze/sample.in'));
    await page.waitForFunction(() => /dice maze/.test(document.getElementById('input-status').textContent));
    assert.equal(await text(page, 'input-status'), '3 datasets of dice maze');
    assert.match(await text(page, 'summary'), /^DICEMAZE1: tour of \d+ moves$/);
    // Its published output dropped on the output's box: accepted.
    await drop(page, '#output-text', 'sample.out', testdata('dice-maze/sample.out'));
    judged = await verdicts(page);
    assert.equal(judged.summary, '3 passed, 0 failed');
    assert.equal(judged.lines.length, 3);
    // A route broken on its first move: the checker says where.
    await page.fill('#output-text', testdata('dice-maze/sample.out').replace('(1,2)', '(1,3)'));
    await page.click('#judge');
    judged = await verdicts(page);
    assert.equal(judged.summary, '2 passed, 1 failed');
    assert.match(judged.lines[0], /^✗ line 1: DICEMAZE1: /);

    // A malformed input: the error as abbott words it, the page unchanged.
    await page.fill('#input-text', 'DICEMAZE1\n3 3 1 2 5 x\n');
    await page.selectOption('#puzzle-choice', 'dice-maze');
    await page.click('#read-input');
    await page.waitForFunction(() => /error/.test(document.getElementById('input-status').textContent));
    assert.match(await text(page, 'input-status'), /^0 datasets of dice maze; then error: line 2, column 11: /);
    assert.match(await text(page, 'summary'), /^DICEMAZE1: /);
    page.check();
    await page.close();
    console.log(`e2e files: at ${label}, a dropped cube file on 3 x 4 and an opened dice file solved, drawn and played; pasted and dropped outputs judged line by line`);
  }

  // A page with datasets judges an output against its own.
  const page = await openPage(browser, { viewport: DESKTOP });
  await page.goto(url(dir, 'cube.html'));
  await page.click('#files summary');
  await page.fill('#output-text', testdata('cube-puzzle/sample.out'));
  await page.click('#judge');
  const judged = await verdicts(page);
  assert.equal(judged.summary, '8 passed, 0 failed');
  page.check();
  console.log(`e2e files: the cube sample's page accepts the published output (${judged.lines.length} answers)`);
  await browser.close();
})().catch(e => { console.error(e); process.exit(1); });
