// The browser test: Debian's headless chromium (WebDriver over HTTP, chromedriver) and
// Debian's firefox-esr (WebDriver BiDi over a WebSocket, which Firefox speaks itself), no
// browser download. One test body runs in each through a small driver interface. For every
// registered game: start a game with a person against bots, play it to the end by
// clicking, see the bots answer, check that no other seat's hidden information reaches the
// DOM, save the log and check that `nile replay` accepts it, load it back for review.
// Screenshots go to web/tests/artifacts/ (Firefox's prefixed `firefox-`).
//
// Run: web/build.sh && node --test web/tests/   (or web/test.sh)
// Env: NILE_BIN (a built `nile` binary; default `cargo run --release --quiet --`),
//      NILE_WEB_BROWSERS (default `chromium,firefox`), CHROMIUM, CHROMEDRIVER, FIREFOX
//      (paths), NILE_WEB_MAX_CLICKS (per game, default 600).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { boardCheck, SCREEN_CODES } from './board-checks.mjs';
import { BidiSocket } from './bidi-socket.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '..');
const repo = path.resolve(web, '..');
const dist = path.join(web, 'dist');
const artifacts = path.join(here, 'artifacts');
const MAX_CLICKS = Number(process.env.NILE_WEB_MAX_CLICKS || 600);

function which(names) {
  for (const n of names) {
    if (!n) continue;
    if (n.includes('/') && fs.existsSync(n)) return n;
    const r = spawnSync('sh', ['-c', `command -v ${n}`], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  }
  return null;
}

const isRoot = process.getuid && process.getuid() === 0;
function aptInstall(packages) {
  if (!isRoot || !which(['apt-get'])) return;
  spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`], { stdio: 'ignore' });
}

// Chromium and its driver from Debian; installed here when missing and we may.
function findChromium() {
  let chromium = which([process.env.CHROMIUM, 'chromium', 'chromium-browser']);
  let driver = which([process.env.CHROMEDRIVER, 'chromedriver']);
  if (!chromium || !driver) {
    aptInstall('chromium chromium-driver');
    chromium = which(['chromium', 'chromium-browser']);
    driver = which(['chromedriver']);
  }
  return chromium && driver ? { chromium, driver } : null;
}

// Debian's Firefox ESR, driven over WebDriver BiDi (no geckodriver needed); the client is
// ./bidi-socket.mjs (not Node's WebSocket: see there why).
function findFirefox() {
  let firefox = which([process.env.FIREFOX, 'firefox-esr', 'firefox']);
  if (!firefox) {
    aptInstall('firefox-esr');
    firefox = which(['firefox-esr', 'firefox']);
  }
  return firefox;
}

const built = fs.existsSync(path.join(dist, 'engine.js'));
const notBuilt = built ? false : 'SKIPPED: web/dist is not built (run web/build.sh first)';
const browsers = (process.env.NILE_WEB_BROWSERS || 'chromium,firefox').split(',');
const chromium = built && browsers.includes('chromium') ? findChromium() : null;
const firefox = built && browsers.includes('firefox') ? findFirefox() : null;
const skipChromium = notBuilt || (!browsers.includes('chromium') && 'not in NILE_WEB_BROWSERS') || (!chromium && 'SKIPPED: chromium and chromium-driver cannot be had here (apt-get install chromium chromium-driver)');
const skipFirefox = notBuilt || (!browsers.includes('firefox') && 'not in NILE_WEB_BROWSERS') || (!firefox && 'SKIPPED: firefox cannot be had here (apt-get install firefox-esr)');
for (const m of new Set([skipChromium, skipFirefox])) if (m && m.startsWith('SKIPPED')) console.log(m);
// Under CI=true nothing the test needs may be missing: a browser, its driver or the
// build that cannot be had fails the test instead of skipping it.
const CI = process.env.CI === 'true';
const missing = (why) => (why && why.startsWith('SKIPPED') ? why : false);
const skipUnlessCI = (why) => (CI && missing(why) ? false : why);
function failIfMissing(why) {
  if (missing(why)) assert.fail(`under CI=true a missing tool is a failure: ${why.replace(/^SKIPPED: /, '')}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function serve(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json' };
  const server = http.createServer((req, res) => {
    const p = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!p.startsWith(root) || !fs.existsSync(p) || fs.statSync(p).isDirectory()) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': types[path.extname(p)] || 'application/octet-stream' });
    fs.createReadStream(p).pipe(res);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

// ---- two browser back ends behind one small driver interface ---------------------------
// go(url), js(body, ...args) (a function body, JSON in and out), find(css) → element
// ids, click(id), setFile(id, path), screenshot(file), resize(w, h), waitFor(body), quit().
class Driver {
  async waitFor(script, what, ms = 60000) {
    const t0 = Date.now();
    for (;;) {
      const v = await this.js(script);
      if (v) return v;
      if (Date.now() - t0 > ms) throw new Error(`${this.name}: timed out waiting for ${what}`);
      await sleep(25);
    }
  }
}

// Chromium through chromedriver: WebDriver over HTTP.
class ChromeDriver extends Driver {
  // `lang`: the browser's language (`--lang` and the Accept-Language preference).
  static async start({ chromium, driver }, lang = null) {
    const port = 9515 + Math.floor(Math.random() * 2000);
    const proc = spawn(driver, [`--port=${port}`], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(base + '/status')).ok) break; } catch { /* not up yet */ }
      await sleep(100);
    }
    const d = new ChromeDriver(base, proc);
    const caps = { capabilities: { alwaysMatch: { browserName: 'chrome', 'goog:chromeOptions': {
      binary: chromium,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1280,1000',
        ...(lang ? [`--lang=${lang}`] : [])],
      ...(lang ? { prefs: { 'intl.accept_languages': lang } } : {}),
    }, 'goog:loggingPrefs': { browser: 'ALL' } } } };
    const r = await d.call('POST', '/session', caps);
    d.session = r.sessionId;
    return d;
  }
  constructor(base, proc) { super(); this.name = 'chromium'; this.base = base; this.proc = proc; }
  async call(method, url, body) {
    const res = await fetch(this.base + url, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${JSON.stringify(json.value).slice(0, 400)}`);
    return json.value;
  }
  s(url) { return `/session/${this.session}${url}`; }
  go(url) { return this.call('POST', this.s('/url'), { url }); }
  js(script, ...args) { return this.call('POST', this.s('/execute/sync'), { script, args }); }
  async find(css) {
    const r = await this.call('POST', this.s('/elements'), { using: 'css selector', value: css });
    return r.map((e) => Object.values(e)[0]);
  }
  click(id) { return this.call('POST', this.s(`/element/${id}/click`), {}); }
  // The console's errors since the last call (uncaught exceptions, console.error, the
  // browser's own errors such as an SVG attribute it cannot parse).
  async errors() {
    const entries = await this.call('POST', this.s('/se/log'), { type: 'browser' });
    return entries.filter((e) => e.level === 'SEVERE').map((e) => e.message);
  }
  setFile(id, file) { return this.call('POST', this.s(`/element/${id}/value`), { text: file }); }
  resize(width, height) { return this.call('POST', this.s('/window/rect'), { width, height }); }
  async screenshot(file) {
    await this.js('window.scrollTo(0, 0)');
    const b64 = await this.call('GET', this.s('/screenshot'));
    fs.writeFileSync(file, Buffer.from(b64, 'base64'));
  }
  async quit() {
    try { await this.call('DELETE', this.s('')); } catch { /* already gone */ }
    this.proc.kill();
  }
}

// Firefox through WebDriver BiDi, which it speaks itself (no geckodriver): a WebSocket to
// ws://127.0.0.1:PORT/session, JSON commands {id, method, params}.
class FirefoxDriver extends Driver {
  static async start(firefox) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nile-firefox-'));
    const downloads = path.join(profile, 'downloads');
    fs.mkdirSync(downloads);
    // Saved logs land in the profile, not in the user's Downloads; no first-run pages.
    fs.writeFileSync(path.join(profile, 'user.js'), [
      ['browser.download.folderList', 2], ['browser.download.dir', downloads],
      ['browser.download.useDownloadDir', true], ['browser.download.always_ask_before_handling_new_types', false],
      ['browser.shell.checkDefaultBrowser', false], ['datareporting.policy.dataSubmissionEnabled', false],
      ['browser.aboutwelcome.enabled', false], ['app.update.disabledForTesting', true],
    ].map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n') + '\n');
    const proc = spawn(firefox, ['--headless', '--remote-debugging-port=0', '--profile', profile, '--no-remote', 'about:blank'],
      { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    const ws = await new Promise((resolve, reject) => {
      const fail = (err) => { proc.kill(); fs.rmSync(profile, { recursive: true, force: true }); reject(err); };
      const timer = setTimeout(() => fail(new Error('firefox did not start: ' + stderr.slice(-400))), 60000);
      proc.stderr.on('data', (chunk) => {
        stderr = (stderr + chunk).slice(-8000); // drained for as long as firefox runs
        const m = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/.exec(stderr);
        if (m) { clearTimeout(timer); resolve(m[1]); }
      });
      proc.on('exit', (code) => fail(new Error(`firefox exited (${code}): ${stderr.slice(-400)}`)));
    });
    const d = new FirefoxDriver(proc, profile);
    d.stderrTail = () => stderr.slice(-1500);
    try {
      await d.connect(ws.replace(/\/$/, '') + '/session');
      await d.call('session.new', { capabilities: {} });
      await d.call('session.subscribe', { events: ['log.entryAdded'] });
      const tree = await d.call('browsingContext.getTree', {});
      d.context = tree.contexts[0].context;
      await d.resize(1280, 1000);
    } catch (err) {
      await d.quit();
      throw err;
    }
    return d;
  }
  constructor(proc, profile) { super(); this.name = 'firefox'; this.proc = proc; this.profile = profile; this.pending = new Map(); this.next = 0; this.logged = []; }
  // The console's errors since the last call (log.entryAdded events at level error).
  async errors() { const e = this.logged; this.logged = []; return e; }
  async connect(url) {
    this.ws = await BidiSocket.open(url);
    this.ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      const p = m.id !== undefined && this.pending.get(m.id);
      if (m.type === 'event' && m.method === 'log.entryAdded') {
        if (m.params.level === 'error') this.logged.push(`${m.params.type}: ${m.params.text}`);
        return;
      }
      if (!p) return; // another event
      this.pending.delete(m.id);
      if (m.type === 'error') p.reject(new Error(`${p.method}: ${m.error}: ${m.message}`));
      else p.resolve(m.result);
    };
    this.ws.onclose = (e) => {
      this.closed = true;
      const why = `firefox closed the connection (code ${e.code}${e.reason ? ' ' + e.reason : ''}, firefox ${this.proc.exitCode === null ? 'still running' : 'exited ' + this.proc.exitCode})${this.stderrTail ? ': ' + this.stderrTail() : ''}`;
      for (const p of this.pending.values()) p.reject(new Error(why));
      this.pending.clear();
    };
  }
  call(method, params) {
    const id = ++this.next;
    if (this.closed) return Promise.reject(new Error(`${method}: the connection to firefox is closed`));
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }
  go(url) { return this.call('browsingContext.navigate', { context: this.context, url, wait: 'complete' }); }
  // The same contract as WebDriver's execute/sync: a function body, arguments as JSON,
  // its return value as JSON.
  async js(body, ...args) {
    const expression = `(() => { const r = (function () { ${body} }).apply(null, ${JSON.stringify(args)});
      return r === undefined ? 'null' : JSON.stringify(r); })()`;
    const r = await this.call('script.evaluate', { expression, target: { context: this.context }, awaitPromise: false });
    if (r.type === 'exception') throw new Error(`firefox: script failed: ${r.exceptionDetails.text}`);
    return JSON.parse(r.result.value);
  }
  async find(css) {
    const r = await this.call('script.evaluate', { expression: `[...document.querySelectorAll(${JSON.stringify(css)})]`,
      target: { context: this.context }, awaitPromise: false });
    if (r.type === 'exception') throw new Error(`firefox: find ${css}: ${r.exceptionDetails.text}`);
    return r.result.value.map((n) => n.sharedId);
  }
  // A real pointer click at the element's centre, as WebDriver's element click does.
  async click(id) {
    await this.call('script.callFunction', { functionDeclaration: '(e) => e.scrollIntoView({ block: "center", inline: "center" })',
      arguments: [{ sharedId: id }], target: { context: this.context }, awaitPromise: false });
    await this.call('input.performActions', { context: this.context, actions: [{ type: 'pointer', id: 'mouse', actions: [
      { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: { sharedId: id } } },
      { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] }] });
  }
  setFile(id, file) { return this.call('input.setFiles', { context: this.context, element: { sharedId: id }, files: [file] }); }
  resize(width, height) { return this.call('browsingContext.setViewport', { context: this.context, viewport: { width, height } }); }
  async screenshot(file) {
    await this.js('window.scrollTo(0, 0)');
    const r = await this.call('browsingContext.captureScreenshot', { context: this.context });
    fs.writeFileSync(file, Buffer.from(r.data, 'base64'));
  }
  async quit() {
    try { await Promise.race([this.call('session.end', {}), sleep(2000)]); } catch { /* already gone */ }
    try { this.ws.close(); } catch { /* closed */ }
    this.proc.kill();
    await new Promise((r) => { if (this.proc.exitCode !== null) r(); else { this.proc.on('exit', r); setTimeout(r, 5000); } });
    fs.rmSync(this.profile, { recursive: true, force: true });
  }
}

// The engine itself, loaded in node from the same build, to know what each seat may see.
function engine() {
  const glue = fs.readFileSync(path.join(dist, 'pkg', 'nile_web.js'), 'utf8');
  vm.runInThisContext(glue + '\nglobalThis.wasm_bindgen = wasm_bindgen;');
  globalThis.wasm_bindgen.initSync({ module: fs.readFileSync(path.join(dist, 'pkg', 'nile_web_bg.wasm')) });
  return globalThis.wasm_bindgen;
}

function cliCommand(args) {
  const bin = process.env.NILE_BIN;
  return bin ? [bin, args] : ['cargo', ['run', '--release', '--quiet', '--bin', 'nile', '--', ...args]];
}

function replayWithCli(logFile) {
  const [cmd, args] = cliCommand(['replay', logFile]);
  return spawnSync(cmd, args, { cwd: repo, encoding: 'utf8' });
}

const VIEW = 'return window.nile.view';
// Everything the page holds as text: every element's text (hidden or folded ones too) and
// every tooltip.
const PAGE_TEXT = `return document.documentElement.textContent + '\\n'
  + [...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title')).join('\\n')`;

// The board's key elements against the state the page was sent, and the words on screen:
// shared with the online test (board-checks.mjs).
const BOARD_CHECK = boardCheck('window.nile.view', '#board', 'window.nile.games');

async function assertWords(d, where) {
  assert.deepEqual(await d.js(SCREEN_CODES), [], `${where}: text on screen reads as code, not words`);
}

async function assertBoard(d, game, step) {
  const bad = await d.js(BOARD_CHECK);
  assert.deepEqual(bad, [], `${game}: the board differs from the state at step ${step}`);
}

// Console errors and uncaught exceptions (the browser's log and the page's own record).
async function assertNoErrors(d, what) {
  const logged = (await d.errors()).concat(await d.js('const e = window.nile.errors.splice(0); return e;'));
  assert.deepEqual(logged, [], `${what}: errors in the console`);
}

async function startGame(d, url, game, seats) {
  await d.go(url + `?delay=0&seed=7&game=${game}`);
  await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load');
  await d.js(`const n = arguments[0].length; const p = document.getElementById('players');
    p.value = String(n); p.dispatchEvent(new Event('change'));
    document.querySelectorAll('#seats select').forEach((s, i) => { s.value = arguments[0][i]; });`, seats);
  await d.click((await d.find('#start'))[0]);
  await d.waitFor(`return window.nile.view && window.nile.view.game === '${game}'`, 'the game to start');
}

// Every text node, tooltip and data-* value of the page, one string each.
const PAGE_NODES = `
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) { const t = n.textContent.trim(); if (t) out.push(t); }
  for (const e of document.body.querySelectorAll('*')) for (const a of e.attributes) {
    if (a.name === 'title' || a.name === 'aria-label') out.push(a.value.trim());
    else if (a.name.startsWith('data-') && a.name !== 'data-target' && a.name !== 'data-index') out.push(a.name + '=' + a.value);
  }
  return out;`;

// What the game's board view draws for view A and not for view B (both seat views of one
// step): texts, tooltips and data-* values, as PAGE_NODES lists them; numbers and words
// about whose view it is ("you") left out.
const DRAWN_ONLY = `
  const draw = (view) => {
    const box = document.createElement('div');
    const f = NILE_VIEWS[view.game];
    if (f) box.append(f(view, window.nileEl));
    const out = new Set();
    const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) { const t = n.textContent.trim(); if (t) out.add(t); }
    for (const e of box.querySelectorAll('*')) for (const a of e.attributes) {
      if (a.name === 'title' || a.name === 'aria-label') out.add(a.value.trim());
      else if (a.name.startsWith('data-') && a.name !== 'data-target' && a.name !== 'data-seat') out.add(a.name + '=' + a.value);
    }
    return out;
  };
  const mine = draw(arguments[0]);
  return [...draw(arguments[1])].filter((t) => !mine.has(t) && !/^[\\d\\s.,:;·—–+-]*$/.test(t) && !/\\byou\\b/i.test(t));`;

// Seat `seat`'s view (the page's JSON) at `step` of a saved log, from the engine in Node.
function seatView(wb, log, step, seat) {
  const app = wb.App.load(log);
  app.seek(step);
  const view = JSON.parse(app.view(seat));
  app.free();
  return view;
}

// Lines that seat `other` reads in its text view and `seat` does not: its private view.
function privateLines(wb, log, step, seat, other) {
  const app = wb.App.load(log);
  app.seek(step);
  const mine = new Set(JSON.parse(app.view(seat)).render.split('\n').map((l) => l.trim()));
  const theirs = JSON.parse(app.view(other)).render.split('\n').map((l) => l.trim());
  app.free();
  return theirs.filter((l) => l.length >= 6 && !mine.has(l));
}

// What both browsers share: the engine in node, the registry's games (checked against the
// CLI's list once), the static server.
let shared = null;
async function setup() {
  if (shared) return shared;
  fs.mkdirSync(artifacts, { recursive: true });
  const server = await serve(dist);
  const wb = engine();
  const games = JSON.parse(wb.games_json('en')).games;
  assert.ok(games.length >= 3, 'the registry lists the games');
  // The app's list is the registry's: a game added to the registry and not to the app fails.
  const cli = cliCommand(['games', '--json']);
  const listed = spawnSync(cli[0], cli[1], { cwd: repo, encoding: 'utf8' });
  assert.equal(listed.status, 0, listed.stderr);
  assert.deepEqual(games.map((g) => g.name), JSON.parse(listed.stdout).map((g) => g.name),
    'web/wasm/src/lib.rs kinds![] lists every registered game');
  shared = { server, wb, games, url: `http://127.0.0.1:${server.address().port}/index.html` };
  return shared;
}
after(() => { if (shared) shared.server.close(); });

test('chromium: every game plays against bots', { skip: skipUnlessCI(skipChromium), timeout: 20 * 60 * 1000 },
  async (t) => { failIfMissing(skipChromium); await everything(t, () => ChromeDriver.start(chromium), ''); });
test('firefox: every game plays against bots', { skip: skipUnlessCI(skipFirefox), timeout: 20 * 60 * 1000 },
  async (t) => { failIfMissing(skipFirefox); await everything(t, () => FirefoxDriver.start(firefox), 'firefox-'); });

// Node 20's own WebSocket sends frames with a zero masking key from its 4098th frame on
// and Firefox then drops the connection (see bidi-socket.mjs): the driver must carry many
// more messages than that, and a second browser's connection after them must work too.
test('firefox: the WebDriver BiDi connection carries 10000 messages', { skip: skipUnlessCI(skipFirefox), timeout: 5 * 60 * 1000 }, async () => {
  failIfMissing(skipFirefox);
  for (const round of [1, 2]) {
    const d = await FirefoxDriver.start(firefox);
    try {
      let ok = 0;
      for (let i = 0; i < 5000; i++) if ((await d.call('session.status', {})).ready !== undefined) ok++;
      assert.equal(ok, 5000, `browser ${round}: every status answered`);
    } finally {
      await d.quit();
    }
  }
});

test('chromium: a spectator\'s board for every game', { skip: skipUnlessCI(skipChromium), timeout: 10 * 60 * 1000 },
  async (t) => { failIfMissing(skipChromium); await spectatorBoards(t, () => ChromeDriver.start(chromium), ''); });
test('firefox: a spectator\'s board for every game', { skip: skipUnlessCI(skipFirefox), timeout: 10 * 60 * 1000 },
  async (t) => { failIfMissing(skipFirefox); await spectatorBoards(t, () => FirefoxDriver.start(firefox), 'firefox-'); });

// Draws a spectator's view (arguments[0], JSON) with the game's board view into #board, as
// the online page does for a viewer with no seat, and lists what is wrong with it: a view
// that throws, a seat marked as the viewer's, an element offered as a legal action, fewer
// seat panels than seats.
const SPECTATOR_DRAW = `
  const v = JSON.parse(arguments[0]); const bad = [];
  window.nile.view = v;
  // The table shown, as the online page shows it to a spectator (a hidden board would
  // pass every check on the DOM and show nothing).
  document.getElementById('setup').hidden = true;
  document.getElementById('table').hidden = false;
  const board = document.getElementById('board');
  board.replaceChildren();
  try { board.append(NILE_VIEWS[v.game](v, window.nileEl)); } catch (e) { bad.push('the board view threw: ' + e.message); return bad; }
  if (board.querySelector('.me')) bad.push("a seat is marked as the viewer's");
  if (board.querySelector('.can')) bad.push('an element is offered as a legal action');
  if (/\\(you\\)/.test(board.textContent)) bad.push('a seat is called "you"');
  const seats = new Set([...board.querySelectorAll('[data-seat]')].map((e) => e.dataset.seat));
  if (seats.size < v.players) bad.push(seats.size + ' seat panels for ' + v.players + ' seats');
  return bad;`;

// Every game at its fewest and most seats (solo modes included), a few positions into a
// game of random bots: the public observation (what `nile serve` sends a spectator) drawn
// by the game's board view, its key elements checked against the observation as in the
// games above, and no console error.
async function spectatorBoards(t, start, prefix) {
  const d = await start();
  try {
    const { wb, games, url } = await setup();
    await d.go(url + '?delay=0');
    await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load');
    for (const g of games) {
      await t.test(g.name, async () => {
        for (const players of new Set([g.min_players, g.max_players])) {
          for (const steps of [7, 60, 100000]) {
            const app = new wb.App(g.name, players, '{}', JSON.stringify(Array(players).fill('random')), '11');
            for (let i = 0; i < steps && app.step(); i++);
            const json = app.public_view();
            const seat = JSON.parse(app.view(0));
            app.free();
            const v = JSON.parse(json);
            const where = `${g.name}, ${players} seats, ${v.step} steps`;
            assert.equal(v.viewer, null, where);
            assert.deepEqual(v.legal, [], where);
            assert.equal(v.log.length, v.step, `${where}: the spectator's log has every step`);
            assert.equal(v.observation === null, false, where);
            assert.equal(seat.step, v.step, where);
            const bad = await d.js(SPECTATOR_DRAW, json);
            assert.deepEqual(bad, [], `${where}: the spectator's board`);
            await assertBoard(d, g.name, v.step);
            await assertWords(d, `${where}: the spectator's board`);
            await assertNoErrors(d, `${where}: the spectator's board`);
            if (steps === 60) await d.screenshot(path.join(artifacts, `${prefix}spectator-${g.name}-${players}.png`));
          }
        }
      });
    }
  } finally {
    await d.quit();
  }
}

// One test body for every browser, through the driver interface; screenshots are named
// `${prefix}NAME.png`.
async function everything(t, start, prefix) {
  let d = await start();
  const shot = (name) => d.screenshot(path.join(artifacts, `${prefix}${name}.png`));
  try {
    const { wb, games, url } = await setup();
    for (const g of games) {
      await t.test(g.name, async () => {
        const players = Math.max(2, g.min_players);
        const seats = ['human', ...Array(players - 1).fill('random')];
        await startGame(d, url, g.name, seats);
        let clicks = 0;
        let botAnswered = false;
        let lastSeen = false;
        const snapshots = [];
        const drawn = []; // every 5 moves: the page's texts and data-* values
        for (;;) {
          const v = await d.waitFor(`const v = window.nile.view;
            return v && (v.outcome || (v.pending.kind === 'human' && document.querySelectorAll('#board .can').length)) ? v : null`, 'a move or the end');
          // A board view that throws falls back to the generic view with an error line.
          const failed = await d.js('const e = document.querySelector("#board .error"); return e ? e.textContent : null');
          assert.equal(failed, null, `${g.name}'s board view failed at step ${v.step}`);
          if (clicks % 5 === 0 || v.outcome) {
            await assertBoard(d, g.name, v.step);
            await assertWords(d, `${g.name} at step ${v.step}`);
            if (!v.outcome) drawn.push({ step: v.step, nodes: await d.js(PAGE_NODES) });
          }
          if (v.outcome) break;
          // Every legal action's element is drawn by the board view (a key it lacks would
          // fall back to a plain button).
          const fallbacks = await d.js('return [...document.querySelectorAll("#board .fallback")].map((e) => e.dataset.target)');
          assert.deepEqual(fallbacks, [], `${g.name}: legal actions whose element the board does not draw`);
          if (v.log.some((step) => step.actor !== null && step.actor > 0)
            && await d.js('return document.querySelectorAll("#log li[data-actor]:not([data-actor=\'0\']):not([data-actor=\'chance\'])").length')) botAnswered = true;
          if (await d.js('return Boolean(document.querySelector("#board .last, #board .lastmove"))')) lastSeen = true;
          if (clicks === 3 || clicks === 40) {
            assert.ok(await d.js(`return typeof NILE_VIEWS['${g.name}'] !== 'function' || !document.querySelector('#board .generic')`),
              `${g.name} has a board view and the page shows the generic one`);
            await shot(`${g.name}${clicks === 3 ? '' : '-later'}`);
            snapshots.push({ step: v.step, html: await d.js(PAGE_TEXT) });
          }
          // Play on the board only: a highlighted element, then its menu entry if it
          // offers several actions.
          const targets = await d.find('#board .can');
          assert.ok(targets.length > 0);
          await d.click(targets[(clicks * 7919) % targets.length]);
          const menu = await d.find('#choices .choice');
          if (menu.length && clicks % 5 === 0) await assertWords(d, `${g.name}: the menu at step ${v.step}`);
          if (menu.length) await d.click(menu[(clicks * 31) % menu.length]);
          clicks++;
          await d.waitFor(`return !window.nile.view || window.nile.view.step > ${v.step}`, 'the move to be applied');
          if (clicks % 25 === 0) await assertNoErrors(d, `${g.name} by step ${v.step}`);
          assert.ok(clicks < MAX_CLICKS, `${g.name} did not end within ${MAX_CLICKS} moves`);
        }
        await assertNoErrors(d, `${g.name} at the end`);
        assert.ok(lastSeen, `${g.name}: the last move was never marked on the board`);
        assert.ok(botAnswered, 'a bot moved and its move was narrated');
        // Cards drawn by the view carry the rulebook's words on hover (from the glossary or
        // the worker's explain) where the game explains them.
        await d.waitFor(`return !document.querySelector('#board .card[data-card]') || document.querySelector('#board .card[data-card][title]')`,
          `${g.name}: a card with its rulebook text on hover`, 10000);
        await shot(`${g.name}-end`);
        // Save: the page hands over the CLI's log.
        await d.js('window.nile.lastLog = null');
        await d.click((await d.find('#save'))[0]);
        const log = await d.waitFor('return window.nile.lastLog', 'the saved log');
        const logFile = path.join(os.tmpdir(), `nile-web-${prefix}${g.name}.json`);
        fs.writeFileSync(logFile, log);
        fs.copyFileSync(logFile, path.join(artifacts, `${prefix}${g.name}.log.json`));
        const r = replayWithCli(logFile);
        assert.equal(r.status, 0, `nile replay rejected the log: ${r.stderr}`);
        // No other seat's private view in the page.
        let checked = 0;
        for (const s of snapshots) {
          for (let other = 1; other < players; other++) {
            for (const line of privateLines(wb, log, s.step, 0, other)) {
              checked++;
              assert.ok(!s.html.includes(line), `seat ${other}'s private line "${line}" is in seat 0's page`);
            }
          }
        }
        // And by what the board shows: the game's own board view draws every other seat's
        // view of that step (from the engine in Node) and seat 0's; the texts and data-*
        // values only the other seat's drawing has (its hand by its displayed names,
        // "Territory 12" as well as a code) must not be on seat 0's page.
        let shown = 0;
        for (const s of drawn) {
          const page = new Set(s.nodes);
          for (let other = 1; other < players; other++) {
            const only = await d.js(DRAWN_ONLY, seatView(wb, log, s.step, 0), seatView(wb, log, s.step, other));
            shown += only.length;
            const leaked = only.filter((x) => page.has(x));
            assert.deepEqual(leaked, [], `seat ${other}'s hidden items as its board shows them are on seat 0's page at step ${s.step}`);
          }
        }
        console.log(`${d.name} ${g.name}: ${shown} items only another seat's board shows checked absent from the page`);
        console.log(`${d.name} ${g.name}: e.g. ${JSON.stringify(privateLines(wb, log, snapshots[0].step, 0, 1).slice(0, 3))}`);
        console.log(`${d.name} ${g.name}: ${checked} private lines of other seats checked absent from the page`);
        // Load it back for review, through the file input.
        await d.go(url);
        await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load');
        await d.setFile((await d.find('#load'))[0], logFile);
        const rv = await d.waitFor('const v = window.nile.view; return v && v.review ? v : null', 'the review');
        assert.equal(rv.steps, JSON.parse(log).actions.length);
        await d.click((await d.find('#first'))[0]);
        await d.waitFor('return window.nile.view.step === 0', 'step 0');
        await d.click((await d.find('#next'))[0]);
        await d.waitFor('return window.nile.view.step === 1', 'step 1');
        await assertWords(d, `${g.name} in review`);
        if (g.name === games[0].name) await shot('review');
        console.log(`${d.name} ${g.name}: ${clicks} moves by clicking, ${rv.steps} actions in the log, replayed by the CLI`);
      });
    }
    // Known issue (see docs/web.md, Limits): after the five games, the WebDriver BiDi
    // connection to Firefox ESR drops (code 1006, the browser still running) a few moves
    // into the next test, and a fresh browser's connection drops as it starts; the same
    // tests pass when run alone, and Chromium runs them all. In Firefox they are marked
    // TODO (reported, not counted) until understood.
    const later = {};
    await t.test('two people at one screen hand it over, and neither sees the other\'s hidden cards', later, async () => {
      const g = games.find((x) => x.name === 'tekhenu') || games[0];
      await startGame(d, url, g.name, ['human', 'human']);
      let handovers = 0;
      const snapshots = [];
      for (let i = 0; i < 40; i++) {
        const st = await d.waitFor(`const v = window.nile.view;
          if (!document.getElementById('handover').hidden) return 'handover';
          return v && v.outcome ? 'over' : (v.pending.kind === 'human' && document.querySelectorAll('#board .can').length ? 'move' : null)`, 'a move or a handover');
        if (st === 'over') break;
        if (st === 'handover') {
          handovers++;
          const board = await d.js('return document.getElementById("board").innerHTML + document.getElementById("actions").innerHTML + document.getElementById("log").innerHTML');
          assert.equal(board, '', 'the previous seat\'s view is cleared before the hand-over');
          if (handovers === 1) await shot('handover');
          await d.click((await d.find('#handover-ok'))[0]);
          await d.waitFor('return document.getElementById("handover").hidden', 'the hand-over');
          continue;
        }
        const v = await d.js(VIEW);
        assert.equal(v.viewer, v.pending.player, 'a person sees their own seat');
        // The page's text is kept in the page and searched there at the end (a page's
        // text at every move is a lot to carry over the driver).
        const at = await d.js(`(window.nileSnaps = window.nileSnaps || []).push((function () { ${PAGE_TEXT} })()); return window.nileSnaps.length - 1;`);
        snapshots.push({ step: v.step, viewer: v.viewer, at });
        const targets = await d.find('#board .can');
        await d.click(targets[(i * 31) % targets.length]);
        const menu = await d.find('#choices .choice');
        if (menu.length) await d.click(menu[i % menu.length]);
        await d.waitFor(`return window.nile.view.step > ${v.step} || !document.getElementById('handover').hidden`, 'the move');
      }
      assert.ok(handovers > 0, 'the screen was handed over');
      if (!await d.js('return document.getElementById("handover").hidden')) await d.click((await d.find('#handover-ok'))[0]);
      await d.js('window.nile.lastLog = null');
      await d.click((await d.find('#save'))[0]);
      const log = await d.waitFor('return window.nile.lastLog', 'the saved log');
      let checked = 0;
      for (const s of snapshots) {
        const lines = privateLines(wb, log, s.step, s.viewer, 1 - s.viewer);
        checked += lines.length;
        const found = await d.js('const page = window.nileSnaps[arguments[0]]; return arguments[1].filter((l) => page.includes(l));', s.at, lines);
        assert.deepEqual(found, [], `seat ${1 - s.viewer}'s private lines are in seat ${s.viewer}'s page`);
      }
      console.log(`${d.name} hot seat: ${handovers} hand-overs, ${checked} private lines checked absent`);
      await assertNoErrors(d, 'two people at one screen');
    });
    await t.test('a person takes back a decision that showed nothing, and only then', later, async () => {
      // Tekhenu opens with several decisions of one seat in a row (the draft): after the
      // first, Undo shows; it takes the step back to the same position and choices.
      await startGame(d, url, 'tekhenu', ['human', 'random']);
      let undone = false;
      for (let i = 0; i < 40 && !undone; i++) {
        const v = await d.waitFor(`const v = window.nile.view;
          return v && v.pending.kind === 'human' && document.querySelectorAll('#actions button.action:not([disabled])').length ? v : null`, 'a move');
        const hidden = await d.js('return document.getElementById("undo").hidden');
        assert.equal(hidden, !v.undo, 'the Undo button shows exactly when the rule allows it');
        if (v.undo) {
          const before = await d.js('return JSON.stringify(window.nile.prev)');
          await d.click((await d.find('#undo'))[0]);
          await d.waitFor(`return window.nile.view.step === ${v.step - 1}`, 'the step taken back');
          const after = await d.js('const v = window.nile.view; return JSON.stringify({ legal: v.legal.map((a) => a.index), observation: v.observation })');
          assert.equal(after, before, 'the position and choices are those before the decision');
          undone = true;
          break;
        }
        await d.js('const v = window.nile.view; window.nile.prev = { legal: v.legal.map((a) => a.index), observation: v.observation };');
        await d.click((await d.find('#actions button.action'))[0]);
        await d.waitFor(`return window.nile.view.step > ${v.step}`, 'the move');
      }
      assert.ok(undone, 'a decision was taken back');
      await assertNoErrors(d, 'undo');
    });
    await t.test('an MCTS bot thinks in the worker while the page stays responsive', later, async () => {
      await startGame(d, url, 'ra', ['human', 'mcts:1s']);
      for (let i = 0; i < 30; i++) {
        const v = await d.waitFor(`const v = window.nile.view;
          return v && (v.pending.kind === 'bot' || (v.pending.kind === 'human' && document.querySelectorAll('#actions button.action:not([disabled])').length)) ? v : null`, 'a move');
        if (v.pending.kind === 'bot') break;
        const buttons = await d.find('#actions button.action');
        await d.click(buttons[0]);
        await d.waitFor(`return window.nile.view.step > ${v.step}`, 'the move');
      }
      await d.waitFor('return !document.getElementById("thinking").hidden', 'the thinking badge');
      await shot('thinking');
      const t0 = Date.now();
      const n = await d.js('let s = 0; for (let i = 0; i < 1000; i++) s += i; return s');
      assert.equal(n, 499500);
      assert.ok(Date.now() - t0 < 500, 'the page answers while the bot thinks');
      await d.waitFor('return document.getElementById("thinking").hidden', 'the bot to answer', 30000);
      await assertNoErrors(d, 'an MCTS bot thinking');
    });
    await t.test('the app opens from a folder (file://)', later, async () => {
      await d.go('file://' + path.join(dist, 'index.html') + '?delay=0');
      await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load from file://', 20000);
      const names = await d.js('return window.nile.games.map((g) => g.name)');
      assert.deepEqual(names, games.map((x) => x.name));
    });
    await t.test('the setup page says what each game is and names its options in words', later, async () => {
      await d.go(url + '?game=tekhenu');
      await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load');
      const page = await d.js(`const pick = (n) => { const p = document.getElementById('players'); p.value = String(n); p.dispatchEvent(new Event('change')); };
        const shown = () => [...document.querySelectorAll('#options label')].filter((l) => !l.closest('[hidden]')).map((l) => l.firstChild.textContent.trim());
        pick(2); const two = shown(); pick(1); const one = shown();
        return { games: [...document.querySelectorAll('#game option')].map((o) => o.textContent), about: document.getElementById('about').textContent,
          two, one, values: [...document.querySelectorAll('#options option')].map((o) => o.textContent) };`);
      for (const g of games) assert.ok(page.games.some((x) => x.startsWith(g.title) && /\d+(–\d+)? players/.test(x)), `${g.name}: its title and player counts`);
      assert.ok(page.about.length > 40, 'a line says what the game is');
      assert.ok(page.one.length > page.two.length, 'solo-only options appear at one seat only');
      for (const label of page.one) assert.ok(!/^[a-z_-]+$/.test(label), `option label "${label}" is a raw key`);
      for (const value of page.values) assert.ok(!['true', 'false'].includes(value), `option value "${value}" is not in words`);
      for (const game of games) {
        await d.js(`const s = document.getElementById('game'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));
          for (const n of [1, 2, 3, 4, 5]) { const p = document.getElementById('players'); if ([...p.options].some((o) => o.value === String(n))) { p.value = String(n); p.dispatchEvent(new Event('change')); break; } }`, game.name);
        await assertWords(d, `the setup page of ${game.name}`);
      }
      await assertNoErrors(d, 'the setup page');
    });
    await t.test('a phone-sized screen, every board view', later, async () => {
      await d.resize(390, 844);
      for (const g of games) {
        const players = Math.max(2, g.min_players);
        await startGame(d, url, g.name, ['human', ...Array(players - 1).fill('random')]);
        await d.waitFor('return document.querySelectorAll("#actions button.action").length', `${g.name}: the actions`);
        const overflow = await d.js('return document.documentElement.scrollWidth - document.documentElement.clientWidth');
        assert.ok(overflow <= 0, `${g.name}: the page scrolls sideways by ${overflow}px on a phone`);
        // The board comes first on a phone, the button list below it.
        const order = await d.js('return document.getElementById("board").getBoundingClientRect().top < document.getElementById("actions").getBoundingClientRect().top');
        assert.ok(order, `${g.name}: on a phone the board is not above the buttons`);
        await assertBoard(d, g.name, 0);
        await assertWords(d, `${g.name} on a phone`);
        await assertNoErrors(d, `${g.name} on a phone`);
        if (g.name === 'imhotep') await shot('phone');
      }
      await d.resize(1280, 1000);
    });
  } finally {
    await d.quit();
  }
}

// ---- the app in Portuguese -------------------------------------------------------------
// The page's own words (web/site/texts.js), read as the page reads them.
function pageTexts() {
  const src = fs.readFileSync(path.join(web, 'site', 'texts.js'), 'utf8');
  const stub = { querySelector: () => null, querySelectorAll: () => [], getElementById: () => null, documentElement: {} };
  return vm.runInNewContext(`${src}\n;({ NILE_TEXTS, NILE_LANGS })`,
    { document: stub, window: {}, navigator: { languages: [] }, localStorage: { getItem: () => null, setItem() {} } });
}

// The words of the English catalogs (every crate's .ftl and the page's texts) that no
// Portuguese one has: four letters or more and not capitalised (a name such as "Memphis"
// is written alike in both), as the terminal's Portuguese test reads them.
function englishOnlyWords() {
  const words = (text) => text.replace(/\{[^}]*\}/g, ' ').split(/[^\p{L}]+/u)
    .filter((w) => [...w].length >= 4 && w[0] === w[0].toLowerCase());
  const catalogs = (lang) => fs.readdirSync(path.join(repo, 'crates'))
    .map((c) => path.join(repo, 'crates', c, 'locales', lang))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')))
    .flatMap((text) => text.split('\n').filter((l) => !l.startsWith('#')).map((l) => l.replace(/^[\w-]+ = /, '')));
  const { NILE_TEXTS } = pageTexts();
  const en = new Set([...catalogs('en'), ...Object.values(NILE_TEXTS.en)].flatMap(words));
  const pt = new Set([...catalogs('pt-BR'), ...Object.values(NILE_TEXTS['pt-BR'])].flatMap(words));
  return [...en].filter((w) => !pt.has(w));
}

// The English words on screen: every visible text, the entries of the drop-downs and the
// tooltips of what is shown, against the list `arguments[0]`.
const ENGLISH_ON_SCREEN = `
  const english = new Set(arguments[0]);
  const seen = (e) => e && (e.checkVisibility ? e.checkVisibility() : e.getClientRects().length > 0);
  const texts = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const p = n.parentElement;
    if (p && !p.closest('script, style, option') && seen(p)) texts.push(n.textContent);
  }
  for (const s of document.querySelectorAll('select')) if (seen(s)) for (const o of s.options) if (!o.lang) texts.push(o.textContent);
  for (const e of document.querySelectorAll('[title], [aria-label]')) if (seen(e)) texts.push(e.getAttribute('title') || '', e.getAttribute('aria-label') || '');
  const bad = [];
  for (const t of texts) for (const w of t.split(/[^\\p{L}]+/u)) if (english.has(w)) bad.push(w + ' in "' + t.replace(/\\s+/g, ' ').trim().slice(0, 120) + '"');
  return [...new Set(bad)].slice(0, 12);`;

test('chromium: the app in Portuguese (--lang=pt-BR): every game\'s board, a game of Conquistando to the end, and the switch',
  { skip: skipUnlessCI(skipChromium), timeout: 15 * 60 * 1000 }, async () => {
    failIfMissing(skipChromium);
    const { url, games } = await setup();
    const english = englishOnlyWords();
    assert.ok(english.length > 500, `${english.length} English-only words to look for`);
    const d = await ChromeDriver.start(chromium, 'pt-BR');
    const shot = (name) => d.screenshot(path.join(artifacts, `pt-${name}.png`));
    const noEnglish = async (where) => assert.deepEqual(await d.js(ENGLISH_ON_SCREEN, english), [], `${where}: English on the Portuguese screen`);
    try {
      await d.go(`${url}?delay=0&seed=11&game=conquistando`);
      await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load');
      assert.equal(await d.js('return document.documentElement.lang'), 'pt-BR', 'the page follows the browser\'s language');
      assert.equal(await d.js('return document.getElementById("lang").value'), 'pt-BR', 'the switch shows the language');
      await noEnglish('the setup page');
      await shot('setup');
      // Every other game's board, its menus and its log in Portuguese for its first moves.
      for (const g of games.filter((x) => x.name !== 'conquistando')) {
        await startGame(d, url, g.name, ['human', ...Array(Math.max(2, g.min_players) - 1).fill('random')]);
        for (let k = 0; k < 12; k++) {
          const v = await d.waitFor(`const v = window.nile.view;
            return v && (v.outcome || (v.pending.kind === 'human' && document.querySelectorAll('#board .can').length)) ? v : null`, 'a move or the end');
          if (k % 3 === 0) await noEnglish(`${g.name} at step ${v.step}`);
          if (v.outcome) break;
          const targets = await d.find('#board .can');
          await d.click(targets[(k * 7919) % targets.length]);
          const menu = await d.find('#choices .choice');
          if (menu.length && k % 3 === 1) await noEnglish(`${g.name}: the menu at step ${v.step}`);
          if (menu.length) await d.click(menu[(k * 31) % menu.length]);
          await d.waitFor(`return window.nile.view.step > ${v.step}`, 'the move to be applied');
        }
        await shot(g.name);
        await assertNoErrors(d, `${g.name} in Portuguese`);
      }
      await startGame(d, `${url}`, 'conquistando', ['human', 'random']);
      let clicks = 0;
      for (;;) {
        const v = await d.waitFor(`const v = window.nile.view;
          return v && (v.outcome || (v.pending.kind === 'human' && document.querySelectorAll('#board .can').length)) ? v : null`, 'a move or the end');
        if (clicks % 4 === 0 || v.outcome) {
          await noEnglish(`Conquistando at step ${v.step}`);
          await assertWords(d, `Conquistando in Portuguese at step ${v.step}`);
        }
        if (clicks === 6) await shot('conquistando');
        if (v.outcome) break;
        const targets = await d.find('#board .can');
        await d.click(targets[(clicks * 7919) % targets.length]);
        const menu = await d.find('#choices .choice');
        if (menu.length && clicks % 4 === 0) await noEnglish(`the menu at step ${v.step}`);
        if (menu.length) await d.click(menu[(clicks * 31) % menu.length]);
        clicks++;
        await d.waitFor(`return window.nile.view.step > ${v.step}`, 'the move to be applied');
        assert.ok(clicks < MAX_CLICKS, `Conquistando did not end within ${MAX_CLICKS} moves`);
      }
      assert.match(await d.js('return document.getElementById("outcome").textContent'), /Fim de jogo\./);
      await shot('conquistando-end');
      await assertNoErrors(d, 'Conquistando in Portuguese');
      // The switch: English at once, the game's words too (the log is asked for again).
      await d.js(`const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change'));`);
      await d.waitFor(`return document.documentElement.lang === 'en' && document.getElementById('save').textContent === 'Save log'
        && document.getElementById('prompt').textContent === 'Game over'`, 'the page in English');
      await d.waitFor(`return /\\bseat \\d/.test(document.getElementById('log').textContent)`, 'the log in English');
      // Remembered: a new page opens in English although the browser asks for Portuguese.
      await d.go(`${url}?delay=0`);
      await d.waitFor('return !document.getElementById("start").disabled', 'the engines to load');
      assert.equal(await d.js('return document.documentElement.lang'), 'en', 'the chosen language is remembered');
      assert.equal(await d.js('return document.getElementById("start").textContent'), 'Start');
      await d.js(`const s = document.getElementById('lang'); s.value = 'pt-BR'; s.dispatchEvent(new Event('change'));`);
      await d.waitFor(`return document.documentElement.lang === 'pt-BR' && document.getElementById('start').textContent === 'Começar'
        && /jogadores/.test(document.getElementById('game').textContent)`, 'the page and the games in Portuguese again');
      await noEnglish('the setup page after the switch');
      await assertNoErrors(d, 'the switch');
      console.log(`chromium in Portuguese: Conquistando to the end in ${clicks} clicks, ${english.length} English-only words looked for`);
    } finally {
      await d.quit();
    }
  });
