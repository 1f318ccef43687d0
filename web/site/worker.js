// The engine's thread: owns the wasm App (one game), runs chance draws and bots one step
// at a time, and posts to the page only the view of the seat at the screen.
// `build.sh` prepends the wasm-bindgen glue (`wasm_bindgen`) and `NILE_WASM_B64`.
/* global wasm_bindgen, NILE_WASM_B64 */
'use strict';

function wasmBytes() {
  const text = atob(NILE_WASM_B64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

wasm_bindgen.initSync({ module: wasmBytes() });
const W = wasm_bindgen;

let app = null;
let lang = 'en'; // the page's language (its `lang` command)
let screen = -1; // the seat whose view the page shows; -1: everything (review, all bots)
let delayMs = 300;
let timer = null;
let generation = 0;

function post(msg) { self.postMessage(msg); }

function sendView() {
  if (app) post({ type: 'view', view: JSON.parse(app.view(screen)) });
}

function fail(err) {
  post({ type: 'error', message: String((err && err.message) || err) });
}

// Chance draws and bots, one step per tick so messages from the page get in between;
// each step is shown (its element marked as the last move) before the next, a draw for
// half as long as a bot's move.
function schedule() {
  clearTimeout(timer);
  if (!app) return;
  const pending = JSON.parse(app.pending());
  if (pending.kind !== 'bot' && pending.kind !== 'chance') return;
  if (pending.kind === 'bot') post({ type: 'thinking', seat: pending.player });
  const mine = generation;
  timer = setTimeout(() => {
    if (mine !== generation) return;
    try {
      app.step();
      sendView();
      schedule();
    } catch (err) { fail(err); }
  }, pending.kind === 'bot' ? delayMs : delayMs / 2);
}

self.onmessage = (event) => {
  const m = event.data;
  try {
    switch (m.cmd) {
      case 'new':
        generation++;
        clearTimeout(timer);
        if (app) app.free();
        app = null;
        app = new W.App(m.game, m.players, JSON.stringify(m.options || {}),
          JSON.stringify(m.seats), String(m.seed));
        app.set_lang(lang);
        screen = m.viewer;
        if (typeof m.delay === 'number') delayMs = m.delay;
        sendView();
        schedule();
        break;
      case 'load':
        generation++;
        clearTimeout(timer);
        if (app) app.free();
        app = null;
        app = W.App.load(m.json);
        app.set_lang(lang);
        screen = typeof m.viewer === 'number' ? m.viewer : -1;
        sendView();
        break;
      case 'viewer':
        screen = m.viewer;
        sendView();
        break;
      case 'act':
        app.act(m.seat, m.index);
        sendView();
        schedule();
        break;
      case 'undo':
        generation++;
        clearTimeout(timer);
        app.undo(m.seat);
        sendView();
        schedule();
        break;
      case 'seek':
        app.seek(m.step);
        sendView();
        break;
      case 'explain': // rulebook texts of card names (static, no game state)
        if (app) post({ type: 'explained', game: app.game(), texts: Object.fromEntries(m.terms.map((t) => [t, app.explain(String(t))])) });
        break;
      case 'lang': // every text from now on in this language: the games' words, the view
        lang = m.lang;
        if (app) app.set_lang(lang);
        post({ type: 'games', data: JSON.parse(W.games_json(lang)) });
        sendView();
        break;
      case 'save':
        post({ type: 'log', json: app.log(), game: app.game() });
        break;
      default:
        fail('unknown command ' + m.cmd);
    }
  } catch (err) { fail(err); }
};

// The games are listed once the page says its language (the `lang` command).
