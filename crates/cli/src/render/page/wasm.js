// abbott's puzzle crates in WebAssembly, embedded in the page as base64:
// one call takes a request as JSON and gives the answer as JSON (the
// `web` crate: load a dataset, walk a list of moves, hint, scenes of a
// file, judge an output). The page's thread keeps one instance for the
// moves, which are instant; a Web Worker made from a Blob (it works from
// file://) keeps another for the searches (hints, whole files, judging),
// so that the page never freezes while one runs.
'use strict';
// The request's bytes go where `input` points, `call` answers, and the
// answer's bytes lie at `output`.
function wasmCall(exports, request) {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  const at = exports.input(bytes.length);
  new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
  const n = exports.call(bytes.length);
  return JSON.parse(new TextDecoder().decode(new Uint8Array(exports.memory.buffer, exports.output(), n)));
}
// The worker: its own instance, the dataset it last loaded, and each
// request answered in turn. A trap (the system refusing memory) ends the
// instance: the page then starts a new worker.
function workerMain() {
  let ready = null, loaded = null;
  onmessage = e => {
    const m = e.data;
    if (m.module) { ready = WebAssembly.instantiate(m.module, {}); return; }
    ready.then(instance => {
      const x = instance.exports;
      if (m.load && m.load.key !== loaded) {
        const a = wasmCall(x, m.load.request);
        loaded = a.error ? null : m.load.key;
        if (a.error) { postMessage({id: m.id, answer: a}); return; }
      }
      postMessage({id: m.id, answer: wasmCall(x, m.request)});
    }).catch(err => postMessage({id: m.id, answer: {error: `the search stopped: ${err.message}`}, dead: true}));
  };
}
const WORKER_SOURCE = `${wasmCall.toString()}\n(${workerMain.toString()})();`;
let wasmModule = null, wasmMain = null, worker = null, searches = 0, asked = 0, workerKey = null;
const waiting = new Map();
function startWorker() {
  try {
    worker = new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE], {type: 'text/javascript'})));
  } catch (e) {
    worker = null;
    return;
  }
  worker.onmessage = e => {
    const answer = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (e.data.dead) { worker.terminate(); workerKey = null; startWorker(); }
    if (answer) answer(e.data.answer);
  };
  worker.postMessage({module: wasmModule});
}
// The module is embedded compressed (zlib) and inflated by the browser.
async function startWasm() {
  const text = atob(document.getElementById('wasm').textContent.trim());
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  wasmModule = await WebAssembly.compile(await new Response(inflated).arrayBuffer());
  wasmMain = (await WebAssembly.instantiate(wasmModule, {})).exports;
  startWorker();
}
// A request answered at once, on the page's thread (moves).
const rules = request => wasmCall(wasmMain, request);
// A request answered by the worker (searches): a promise of the answer.
// `load` ({key, request}) is loaded first unless the worker has it.
// Without a worker, answered here.
function search(request, load) {
  document.body.classList.add('searching');
  const done = answer => {
    if (--searches === 0) document.body.classList.remove('searching');
    return answer;
  };
  searches++;
  if (!worker) {
    if (load) ensureLoaded(load);
    return Promise.resolve(done(rules(request)));
  }
  // A search for another dataset than the one the worker is busy with
  // (the player switched datasets) ends that work: a new worker starts.
  if (load && workerKey !== null && load.key !== workerKey && waiting.size > 0) {
    worker.terminate();
    for (const answer of waiting.values()) answer({error: 'another dataset was chosen'});
    waiting.clear();
    startWorker();
  }
  if (load) workerKey = load.key;
  const id = ++asked;
  return new Promise(resolve => {
    waiting.set(id, a => resolve(done(a)));
    worker.postMessage({id, load, request});
  });
}
// The dataset the page's own instance has loaded, by key.
let mainLoaded = null;
function ensureLoaded(load) {
  if (mainLoaded === load.key) return null;
  const a = rules(load.request);
  mainLoaded = a.error ? null : load.key;
  return a.error || null;
}
