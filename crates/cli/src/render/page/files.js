// Any file: an input dropped, opened or pasted is solved and drawn by
// abbott's own crates in the worker (which puzzle and board it is, when
// the visitor does not say, is read off its first lines), and replaces
// the page's datasets; an output pasted or dropped is judged against the
// datasets shown, answer by answer, by the crates' checkers.
'use strict';
// The input the datasets shown were read from: the puzzle, the board and
// one file a dataset (the scenes' own, until a file is dropped).
let source = null;
function sourceOfScenes() {
  const s = scenes[0];
  return s ? {puzzle: PUZZLE_NAME[s.play.kind], board: s.board, inputs: scenes.map(x => x.input)} : null;
}
for (let r = 1; r <= 4; r++) for (let c = 1; c <= 4; c++) {
  if (r * c < 2) continue;
  const o = document.createElement('option');
  o.value = `${r}x${c}`;
  o.textContent = `cube board ${r} x ${c}`;
  $('board-choice').appendChild(o);
}
function readInput() {
  const text = $('input-text').value, status = $('input-status');
  if (!text.trim()) { status.textContent = 'no input to read'; status.className = 'refused'; return; }
  status.textContent = 'solving…';
  status.className = '';
  const request = {op: 'scenes', text, puzzle: $('puzzle-choice').value || null, board: $('board-choice').value || null};
  search(request).then(a => {
    if (a.error && !a.scenes) { status.textContent = `error: ${a.error}`; status.className = 'refused'; return; }
    const n = a.scenes.length, board = a.board ? ` on ${a.board.replace('x', ' x ')}` : '';
    status.textContent = `${n} ${n === 1 ? 'dataset' : 'datasets'} of ${a.puzzle.replace('-', ' ')}${board}` + (a.error ? `; then error: ${a.error}` : '');
    status.className = a.error ? 'refused' : '';
    if (n === 0) return;
    generation++;
    scenes = a.scenes;
    source = {puzzle: a.puzzle, board: a.board, inputs: [text]};
    watched.clear();
    history.replaceState(null, '', '#scene=1');
    openAddress();
  });
}
function judgeOutput() {
  const from = source || sourceOfScenes(), summary = $('verdict-summary'), list = $('verdicts');
  list.replaceChildren();
  if (!from) { summary.textContent = 'no datasets to judge against: read an input first'; summary.className = 'refused'; return; }
  summary.textContent = 'judging…';
  summary.className = '';
  search({op: 'judge', puzzle: from.puzzle, board: from.board, inputs: from.inputs, output: $('output-text').value}).then(a => {
    if (a.error) { summary.textContent = `error: ${a.error}`; summary.className = 'refused'; return; }
    summary.textContent = a.summary;
    summary.className = a.accepted ? 'accepted' : 'refused';
    for (const v of a.lines) {
      const li = document.createElement('li');
      li.className = v.ok ? 'ok' : 'wrong';
      li.textContent = `${v.ok ? '✓' : '✗'} ${v.line ? `line ${v.line}: ` : ''}${v.verdict}`;
      list.appendChild(li);
    }
  });
}
// A file dropped on a text box fills it; on the input's box it is read.
function dropInto(area, then) {
  area.addEventListener('dragover', e => { e.preventDefault(); area.classList.add('dropping'); });
  area.addEventListener('dragleave', () => area.classList.remove('dropping'));
  area.addEventListener('drop', e => {
    e.preventDefault();
    area.classList.remove('dropping');
    const file = e.dataTransfer.files[0];
    if (file) file.text().then(t => { area.value = t; then(); });
  });
}
dropInto($('input-text'), readInput);
dropInto($('output-text'), judgeOutput);
$('file').addEventListener('change', e => {
  const file = e.target.files[0];
  if (file) file.text().then(t => { $('input-text').value = t; readInput(); });
});
$('read-input').addEventListener('click', readInput);
$('judge').addEventListener('click', judgeOutput);
