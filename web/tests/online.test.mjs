// "Play online" in the browser, through a real `nile serve`: two headless Chromium pages
// (separate profiles) play one Rá match against each other and a server-side bot. Page A
// creates the match in the lobby (seats: a person, a person, a random bot) and takes seat
// 0; page B opens the share link and takes seat 1; both click their moves until the end.
// Page A is reloaded mid-game and must keep its seat; later the server is killed
// (SIGKILL) and restarted, and both pages carry on. At the end both pages hold the same
// log, which `nile replay` accepts.
//
// Needs web/dist (web/build.sh) and Debian's chromium + chromium-driver (installed with
// apt-get when missing and we are root). Under CI=true a missing piece fails the test.
// Env: NILE_BIN (a built `nile`; default `cargo run --release --quiet --`), CHROMIUM,
// CHROMEDRIVER.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardCheck, SCREEN_CODES } from './board-checks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const dist = path.join(repo, 'web', 'dist');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const CI = process.env.CI === 'true';

function which(names) {
  for (const n of names) {
    if (!n) continue;
    if (n.includes('/') && fs.existsSync(n)) return n;
    const r = spawnSync('sh', ['-c', `command -v ${n}`], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  }
  return null;
}

function findChromium() {
  let chromium = which([process.env.CHROMIUM, 'chromium', 'chromium-browser']);
  let driver = which([process.env.CHROMEDRIVER, 'chromedriver']);
  if ((!chromium || !driver) && process.getuid && process.getuid() === 0 && which(['apt-get'])) {
    spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver'], { stdio: 'ignore' });
    chromium = which(['chromium', 'chromium-browser']);
    driver = which(['chromedriver']);
  }
  return chromium && driver ? { chromium, driver } : null;
}

const chrome = findChromium();
const missing = !chrome ? 'chromium and chromium-driver cannot be had'
  : !fs.existsSync(path.join(dist, 'index.html')) ? 'web/dist is not built (bash web/build.sh)' : null;
if (missing && CI) throw new Error(`the online browser test cannot run: ${missing}`);

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

function nile(args, opts) {
  const bin = process.env.NILE_BIN;
  return bin ? spawn(bin, args, opts) : spawn('cargo', ['run', '--release', '--quiet', '--bin', 'nile', '--', ...args], opts);
}

class Chrome {
  static async driver() {
    const port = await freePort();
    const proc = spawn(chrome.driver, [`--port=${port}`], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(base + '/status')).ok) break; } catch { /* not up yet */ }
      await sleep(100);
    }
    return { base, proc };
  }
  static async session(drv) {
    const c = new Chrome(drv.base);
    const r = await c.call('POST', '/session', { capabilities: { alwaysMatch: { browserName: 'chrome', 'goog:chromeOptions': {
      binary: chrome.chromium,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1200,900'],
    } } } });
    c.id = r.sessionId;
    return c;
  }
  constructor(base) { this.base = base; }
  async call(method, url, body) {
    const res = await fetch(this.base + url, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${JSON.stringify(json.value).slice(0, 400)}`);
    return json.value;
  }
  go(url) { return this.call('POST', `/session/${this.id}/url`, { url }); }
  // The page's elements matching `css`, as WebDriver ids, and a real click on one (the
  // browser's own hit test: what a person could click).
  async find(css) {
    const found = await this.call('POST', `/session/${this.id}/elements`, { using: 'css selector', value: css });
    return found.map((e) => Object.values(e)[0]);
  }
  click(element) { return this.call('POST', `/session/${this.id}/element/${element}/click`, {}); }
  async screenshot(file) { fs.writeFileSync(file, Buffer.from(await this.call('GET', `/session/${this.id}/screenshot`), 'base64')); }
  js(script, ...args) { return this.call('POST', `/session/${this.id}/execute/sync`, { script, args }); }
  async waitFor(script, what, ms = 60000) {
    const t0 = Date.now();
    for (;;) {
      const v = await this.js(script);
      if (v) return v;
      if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
      await sleep(30);
    }
  }
  quit() { return this.call('DELETE', `/session/${this.id}`).catch(() => {}); }
}

// Clicks one of this page's move buttons (a pseudo-random one) if it has any; returns the
// page's state: 'over', 'moved' or 'waiting'.
const STEP = `
  const o = window.nileOnline;
  if (!o || !o.view) return 'waiting';
  if (o.view.over) return 'over';
  const bs = [...document.querySelectorAll('#online-actions button:not([disabled])')];
  if (!bs.length) return 'waiting';
  bs[(o.view.step * 7919) % bs.length].click();
  return 'moved';`;

test('chromium: two pages play one Rá match online with a server bot', { skip: missing || false, timeout: 10 * 60 * 1000 }, async () => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nile-online-'));
  const url = `http://127.0.0.1:${port}`;
  const startServer = async () => {
    const proc = nile(['serve', '--addr', `127.0.0.1:${port}`, '--db', path.join(dir, 'nile.db'), '--web', dist],
      { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
    for (let i = 0; ; i++) {
      try { if ((await fetch(`${url}/api/games`)).ok) break; } catch { /* starting */ }
      assert.ok(i < 3000, 'the server starts');
      await sleep(100);
    }
    return proc;
  };
  let server = await startServer();
  const drv = await Chrome.driver();
  const a = await Chrome.session(drv);
  const b = await Chrome.session(drv);
  try {
    // Page A: the lobby, a new 3-player Rá match with a bot in seat 2.
    await a.go(`${url}/index.html`);
    await a.waitFor("return !!document.getElementById('online-open')", 'the Play online button');
    await a.js("document.getElementById('online-open').click()");
    await a.waitFor("return document.getElementById('online-game').options.length > 0", 'the games');
    await a.js(`
      document.getElementById('online-name').value = 'Ana';
      const g = document.getElementById('online-game'); g.value = 'ra'; g.dispatchEvent(new Event('change'));
      const p = document.getElementById('online-players'); p.value = '3'; p.dispatchEvent(new Event('change'));
      document.querySelector('#online-seats select[data-seat="2"]').value = 'random';
      document.getElementById('online-create').click();`);
    const id = await a.waitFor("const o = window.nileOnline; return o.view && o.view.you === 0 && o.match", 'seat 0 taken');
    const link = await a.js("return document.getElementById('online-link').href");
    assert.equal(link, `${url}/?match=${id}`);
    // Page B: the share link asks a name, then takes the open seat.
    await b.go(link);
    await b.waitFor("return !document.getElementById('online-askname').hidden", 'the name asked');
    await b.js(`document.getElementById('online-newname').value = 'Bo';
      document.getElementById('online-nameform').requestSubmit();`);
    await b.waitFor('const o = window.nileOnline; return o && o.view && o.view.you === 1', 'seat 1 taken from the link');
    // Names on the seats, who is a bot, who is here.
    await a.waitFor("return /Bo/.test(document.getElementById('online-seatlist').textContent)", "Bo's name on A's table");
    const seatsA = await a.js("return [...document.querySelectorAll('#online-seatlist .seat')].map((e) => e.textContent)");
    assert.match(seatsA[0], /Ana/);
    assert.match(seatsA[2], /bot random/);
    // Chat: in order, to both, as text (a script in it is shown, never run).
    const evil = '<img src=x onerror="window.pwned=1">hi & <b>bye</b>';
    await a.js(`document.getElementById('online-chattext').value = ${JSON.stringify(evil)};
      document.getElementById('online-chatform').requestSubmit();`);
    await b.js("document.getElementById('online-chattext').value = 'second'; document.getElementById('online-chatform').requestSubmit();");
    for (const page of [a, b]) {
      await page.waitFor("return document.querySelectorAll('#online-chat li').length === 2", 'two chat lines');
      const lines = await page.js("return [...document.querySelectorAll('#online-chat li')].map((l) => l.lastChild.textContent)");
      assert.deepEqual(lines, [evil, 'second']);
      assert.equal(await page.js('return window.pwned === undefined && !document.querySelector("#online-chat img, #online-chat b")'), true, 'chat text is never HTML');
    }
    let reloaded = false;
    let crashed = false;
    let moves = 0;
    for (let round = 0; ; round++) {
      assert.ok(round < 20000, 'the match ends');
      const [sa, sb] = [await a.js(STEP), await b.js(STEP)];
      if (sa === 'moved' || sb === 'moved') moves++;
      if (sa === 'over' && sb === 'over') break;
      if (!reloaded && moves === 10) {
        // A reload keeps the seat (the credential is in localStorage).
        await a.go(link);
        await a.waitFor('const o = window.nileOnline; return o && o.view && o.view.you === 0', 'seat 0 after a reload');
        reloaded = true;
      }
      if (!crashed && moves === 20) {
        // The server dies mid-game (SIGKILL) and comes back: both pages say so, then
        // carry on by themselves from the stored match.
        server.kill('SIGKILL');
        await new Promise((r) => server.once('exit', r));
        await a.waitFor("return /went away/.test(document.getElementById('online-status').textContent)", 'the page to notice');
        // The banner is up and nothing can be clicked: no move is sent into the void.
        assert.equal(await a.js("return !document.getElementById('online-banner').hidden"), true, 'the banner shows');
        assert.equal(await a.js("return document.querySelectorAll('#online-actions button:not([disabled])').length"), 0, 'the buttons wait');
        assert.equal(await a.js("return document.querySelectorAll('#online-board .can').length"), 0, 'the board waits');
        const stepDown = await a.js('return window.nileOnline.view.step');
        server = await startServer();
        for (const page of [a, b]) {
          await page.waitFor("return !/went away/.test(document.getElementById('online-status').textContent)", 'the page to reconnect');
          await page.waitFor("return document.getElementById('online-banner').hidden", 'the banner to go');
        }
        assert.ok(await a.js('return window.nileOnline.view.step') >= stepDown, 'nothing was lost');
        crashed = true;
      }
      if (sa === 'waiting' && sb === 'waiting') await sleep(20);
    }
    assert.ok(reloaded, 'the reload happened mid-game');
    assert.ok(crashed, 'the server was killed and restarted mid-game');
    for (const page of [a, b]) {
      assert.match(await page.js("return document.getElementById('online-outcome').textContent"), /The winner: |Shared first place: /);
    }
    const [la, lb] = [await a.js('return window.nileOnline.view.log'), await b.js('return window.nileOnline.view.log')];
    assert.equal(la, lb, 'both pages end with the same log');
    const log = JSON.parse(la);
    assert.equal(log.game, 'ra');
    assert.equal(log.seats[2], 'random');
    // The bot played: some log line is seat 2's.
    const botLines = await a.js("return [...document.querySelectorAll('#online-log li[data-actor=\"2\"]')].length");
    assert.ok(botLines > 0, 'the server bot moved');
    const file = path.join(dir, 'online.json');
    fs.writeFileSync(file, la);
    const bin = process.env.NILE_BIN;
    const replay = bin ? spawnSync(bin, ['replay', file], { encoding: 'utf8' })
      : spawnSync('cargo', ['run', '--release', '--quiet', '--bin', 'nile', '--', 'replay', file], { cwd: repo, encoding: 'utf8' });
    assert.equal(replay.status, 0, replay.stderr);
  } finally {
    await a.quit();
    await b.quit();
    drv.proc.kill();
    server.kill('SIGKILL');
  }
});

// A fresh clone's `nile serve`: no web/dist, so the app built into the server is served,
// without the in-browser engine. The local setup still starts a game; the server plays it
// (here one person against a server bot), and the page plays it to the end.
const noChrome = !chrome ? 'chromium and chromium-driver cannot be had' : null;
test('chromium: the app built into the server plays a game against a bot with no engine built', { skip: noChrome || false, timeout: 5 * 60 * 1000 }, async () => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nile-builtin-'));
  const url = `http://127.0.0.1:${port}`;
  const server = nile(['serve', '--addr', `127.0.0.1:${port}`, '--db', path.join(dir, 'nile.db'), '--web', path.join(dir, 'no-app-here')],
    { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/api/games`)).ok) break; } catch { /* starting */ }
    assert.ok(i < 3000, 'the server starts');
    await sleep(100);
  }
  const drv = await Chrome.driver();
  const a = await Chrome.session(drv);
  try {
    const engine = await (await fetch(`${url}/engine.js`)).text();
    assert.match(engine, /NILE_WORKER_SRC = null/, 'the built-in app has no engine');
    await a.go(`${url}/`);
    await a.waitFor("return /games ready · played through the server/.test(document.getElementById('status').textContent)", 'the games from the server');
    const titles = await a.js("return [...document.getElementById('game').options].map((o) => o.textContent)");
    assert.ok(titles.some((t) => t.startsWith('Imhotep')) && titles.some((t) => t.startsWith('Rá')), `titles: ${titles}`);
    await a.js(`
      const g = document.getElementById('game'); g.value = 'ra'; g.dispatchEvent(new Event('change'));
      const p = document.getElementById('players'); p.value = '2'; p.dispatchEvent(new Event('change'));
      document.querySelector('#seats select[data-seat="1"]').value = 'random';
      const seed = document.getElementById('seed'); seed.value = '7'; seed.dispatchEvent(new Event('input'));
      document.getElementById('start').click();`);
    await a.waitFor("return !document.getElementById('online-askname').hidden", 'the name asked');
    await a.js(`document.getElementById('online-newname').value = 'Ana';
      document.getElementById('online-nameform').requestSubmit();`);
    await a.waitFor('const o = window.nileOnline; return o && o.view && o.view.you === 0', 'seat 0 of a server match');
    // Undo through the server: the first time the rule allows it, the last decision is
    // taken back and the page's log starts again from the server's.
    let undone = 0;
    for (let round = 0; ; round++) {
      assert.ok(round < 20000, 'the match ends');
      // Taken only when this seat is to move again and no move of its own is on its way:
      // otherwise a move may land before the undo does, and the undo is rightly refused.
      const can = await a.js(`const o = window.nileOnline; const v = o.view;
        return v && v.undo && v.turn.player === v.you && o.sent !== v.step && !document.getElementById('online-undo').hidden ? v.step : null`);
      if (can !== null && undone < 2) {
        await a.js("document.getElementById('online-undo').click()");
        await a.waitFor(`const v = window.nileOnline.view; return v.step === ${can - 1} && v.reset === true`, 'the step taken back');
        const shown = await a.js("return document.querySelectorAll('#online-log li').length");
        assert.equal(shown, can - 1, 'the log shows the steps left, once each');
        undone++;
        continue;
      }
      const s = await a.js(STEP);
      if (s === 'over') break;
      if (s === 'waiting') await sleep(20);
    }
    assert.ok(undone > 0, 'a decision was taken back');
    const log = JSON.parse(await a.js('return window.nileOnline.view.log'));
    assert.deepEqual(log.seats.slice(1), ['random']);
    const errors = await a.js('return window.nile.errors');
    assert.deepEqual(errors, []);
  } finally {
    await a.quit();
    drv.proc.kill();
    server.kill('SIGKILL');
  }
});

// ---- every game's board, played online by clicking it ------------------------------
// The local browser test's checks (board-checks.mjs) against the online board: the state
// drawn is the page's window.nileOnline.view, the board #online-board, the element names
// those the server lists.
const ONLINE_BOARD = boardCheck('window.nileOnline.view', '#online-board', 'window.nileOnline.games');
const artifacts = path.join(repo, 'target', 'web-test-artifacts');

// A page takes its seat: from the lobby (page A, creating the match) or the share link.
async function createMatch(page, url, game, seats) {
  await page.go(`${url}/index.html`);
  await page.waitFor("return !!document.getElementById('online-open')", 'the Play online button');
  await page.js("document.getElementById('online-open').click()");
  await page.waitFor("return document.getElementById('online-game').options.length > 0", 'the games');
  await page.js(`document.getElementById('online-name').value = 'Ana';
    const g = document.getElementById('online-game'); g.value = arguments[0]; g.dispatchEvent(new Event('change'));
    const p = document.getElementById('online-players'); p.value = String(arguments[1].length); p.dispatchEvent(new Event('change'));
    arguments[1].forEach((s, k) => { document.querySelector('#online-seats select[data-seat="' + k + '"]').value = s; });
    document.getElementById('online-create').click();`, game, seats);
  await page.waitFor(`const o = window.nileOnline; return o.view && o.view.game === '${game}' && o.view.you === 0`, `${game}: seat 0 taken`);
  return page.js("return document.getElementById('online-link').href");
}
async function joinByLink(page, link, seat) {
  await page.go(link);
  // The page may still be loading: no element yet is "not yet", not an error.
  const got = await page.waitFor(`const o = window.nileOnline;
    const ask = document.getElementById('online-askname');
    if (ask && !ask.hidden) return 'ask';
    return o && o.view && o.view.you === ${seat} ? 'seated' : null;`, `seat ${seat} from the link`);
  if (got === 'ask') {
    await page.js(`document.getElementById('online-newname').value = 'Bo';
      document.getElementById('online-nameform').requestSubmit();`);
    await page.waitFor(`const o = window.nileOnline; return o && o.view && o.view.you === ${seat}`, `seat ${seat} taken`);
  }
}

// One page's turn, if it has one: the board checked against the state, then a highlighted
// element clicked (and an entry of its menu if it opens one). Returns 'over', 'waiting'
// or the step moved from.
async function clickMove(page, game, k, shot) {
  const v = await page.js(`const o = window.nileOnline; const v = o && o.view;
    if (!v) return null;
    if (v.over) return { over: true };
    const ready = v.legal.length && o.sent !== v.step && document.querySelectorAll('#online-board .can').length;
    return ready ? { step: v.step, you: v.you, marks: v.marks, last: v.last, legal: v.legal.length } : null;`);
  if (!v) return 'waiting';
  if (v.over) return 'over';
  if (k % 5 === 0) {
    assert.deepEqual(await page.js(ONLINE_BOARD), [], `${game}: the online board differs from the state at step ${v.step}`);
    assert.deepEqual(await page.js(SCREEN_CODES), [], `${game} at step ${v.step}: text on screen reads as code, not words`);
  }
  const fallbacks = await page.js('return [...document.querySelectorAll("#online-board .fallback")].map((e) => e.dataset.target)');
  assert.deepEqual(fallbacks, [], `${game}: legal actions whose element the online board does not draw`);
  // The marks run from this seat's previous decision to now, every step in between.
  const steps = v.marks.map((m) => m.step);
  assert.deepEqual(steps, Array.from({ length: steps.length }, (_, i) => v.step - steps.length + 1 + i), `${game}: marks are the steps up to now`);
  if (shot) { await page.js('window.scrollTo(0, 0)'); await page.screenshot(shot); }
  // An element partly under another one (a die on a god's section) is clicked where a
  // person could: the browser refuses a click its centre does not reach, and the next
  // highlighted element is tried.
  const targets = await page.find('#online-board .can');
  for (let i = 0; ; i++) {
    assert.ok(i < targets.length, `${game}: no highlighted element can be clicked at step ${v.step}`);
    try {
      await page.click(targets[(k * 7919 + i) % targets.length]);
      break;
    } catch (e) {
      if (!/element click intercepted/.test(e.message)) throw e;
    }
  }
  const menu = await page.find('#choices .choice');
  if (menu.length) await page.click(menu[(k * 31) % menu.length]);
  return v.step;
}

test('chromium: every game\'s online board is played by clicking it, two pages and bots', { skip: missing || false, timeout: 30 * 60 * 1000 }, async (t) => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nile-online-boards-'));
  const url = `http://127.0.0.1:${port}`;
  const server = nile(['serve', '--addr', `127.0.0.1:${port}`, '--db', path.join(dir, 'nile.db'), '--web', dist],
    { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/api/games`)).ok) break; } catch { /* starting */ }
    assert.ok(i < 3000, 'the server starts');
    await sleep(100);
  }
  fs.mkdirSync(artifacts, { recursive: true });
  const games = await (await fetch(`${url}/api/games`)).json();
  assert.ok(games.length >= 5, 'the registry\'s games');
  const drv = await Chrome.driver();
  const a = await Chrome.session(drv);
  const b = await Chrome.session(drv);
  try {
    for (const g of games) {
      await t.test(g.name, async () => {
        const two = g.max_players >= 2;
        const n = Math.max(two ? 2 : 1, g.min_players);
        const seats = ['open', two ? 'open' : null, ...Array(n - 2).fill('random')].filter(Boolean);
        if (seats.length < n) seats.push('random');
        const link = await createMatch(a, url, g.name, seats);
        const pages = [a];
        if (two) { await joinByLink(b, link, 1); pages.push(b); }
        let clicks = 0;
        let marked = false;
        let othersMarked = false;
        let shotTaken = false;
        for (let round = 0; ; round++) {
          assert.ok(round < 40000 && clicks < 3000, `${g.name}: the match ends`);
          const states = [];
          for (const page of pages) {
            // A screenshot of page A's board before a click, highlights and marks on it.
            const shot = page === a && clicks >= 6 && !shotTaken ? path.join(artifacts, `online-${g.name}.png`) : null;
            const s = await clickMove(page, g.name, clicks, shot);
            if (typeof s === 'number') {
              clicks++;
              if (shot) shotTaken = true;
            }
            states.push(s);
          }
          if (states.every((s) => s === 'over')) break;
          if (await a.js("return document.querySelectorAll('#online-board .last').length > 0")) marked = true;
          // Another seat's step (the other page's or a bot's) is among this seat's marks.
          if (await a.js('const v = window.nileOnline.view; return v.marks.some((m) => m.actor !== null && m.actor !== v.you)')) othersMarked = true;
          if (states.every((s) => s === 'waiting')) await sleep(20);
        }
        assert.ok(clicks > 0, `${g.name}: moves were played by clicking the board`);
        assert.ok(marked, `${g.name}: the steps since the seat's last look were marked on the board`);
        assert.ok(othersMarked, `${g.name}: other seats' steps were among the marks`);
        for (const page of pages) {
          assert.deepEqual(await page.js(ONLINE_BOARD), [], `${g.name}: the online board differs from the final state`);
          assert.match(await page.js("return document.getElementById('online-outcome').textContent"), /The winner: |Shared first place: /);
          assert.match(await page.js("return document.getElementById('online-status').textContent"), /The game is over\. (The winner|Shared first place)/);
          // The names on the seat panels of the board.
          const names = await page.js("return [...document.querySelectorAll('#online-board .seatname')].map((e) => e.textContent)");
          assert.ok(names.some((x) => x.includes('Ana')), `${g.name}: Ana's name on a seat panel (${names})`);
          if (two) assert.ok(names.some((x) => x.includes('Bo')), `${g.name}: Bo's name on a seat panel (${names})`);
          assert.deepEqual(await page.js('return window.nile.errors'), [], `${g.name}: errors on the page`);
        }
        await a.screenshot(path.join(artifacts, `online-${g.name}-end.png`));
        console.log(`online ${g.name}: ${clicks} moves by clicking the board on ${pages.length} page(s)`);
      });
    }
  } finally {
    await a.quit();
    await b.quit();
    drv.proc.kill();
    server.kill('SIGKILL');
  }
});

// Clocks: a two-person Rá match created in the lobby with a short real-time clock. Page B
// goes away (its page closed), its clock runs out, the server's stand-in bot plays its
// seat; page B comes back, takes the seat back and plays on. The seat strip counts the
// seats' time down and the status line says when the seat to act runs out.
test('chromium: a clock runs out for a closed page, a bot plays its seat, the page comes back and plays on', { skip: missing || false, timeout: 5 * 60 * 1000 }, async () => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nile-clock-'));
  const url = `http://127.0.0.1:${port}`;
  const server = nile(['serve', '--addr', `127.0.0.1:${port}`, '--db', path.join(dir, 'nile.db'), '--web', dist],
    { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/api/games`)).ok) break; } catch { /* starting */ }
    assert.ok(i < 3000, 'the server starts');
    await sleep(100);
  }
  const drv = await Chrome.driver();
  const a = await Chrome.session(drv);
  const b = await Chrome.session(drv);
  try {
    await a.go(`${url}/index.html`);
    await a.waitFor("return !!document.getElementById('online-open')", 'the Play online button');
    await a.js("document.getElementById('online-open').click()");
    await a.waitFor("return document.getElementById('online-game').options.length > 0", 'the games');
    // 0.1 minutes (6 s) a player, 2 s a move.
    await a.js(`
      document.getElementById('online-name').value = 'Ana';
      const g = document.getElementById('online-game'); g.value = 'ra'; g.dispatchEvent(new Event('change'));
      const p = document.getElementById('online-players'); p.value = '2'; p.dispatchEvent(new Event('change'));
      const k = document.getElementById('online-clock-kind'); k.value = 'realtime'; k.dispatchEvent(new Event('change'));
      document.getElementById('online-clock-minutes').value = '0.1';
      document.getElementById('online-clock-increment').value = '2';
      document.getElementById('online-create').click();`);
    const id = await a.waitFor("const o = window.nileOnline; return o.view && o.view.you === 0 && o.match", 'seat 0 taken');
    const link = `${url}/?match=${id}`;
    await b.go(link);
    await b.waitFor("return !document.getElementById('online-askname').hidden", 'the name asked');
    await b.js(`document.getElementById('online-newname').value = 'Bo';
      document.getElementById('online-nameform').requestSubmit();`);
    await b.waitFor('const o = window.nileOnline; return o && o.view && o.view.you === 1', 'seat 1 taken');
    // Both seats taken: a clock runs, shown on the seat strip and in the status line.
    await a.waitFor("const v = window.nileOnline.view; return v.clock && v.clock.deadline !== null", 'a running clock');
    await a.waitFor("return /⏱ \\d+:\\d\\d/.test(document.getElementById('online-seatlist').textContent)", 'the time on the seat strip');
    await a.waitFor("return /runs out at/.test(document.getElementById('online-status').textContent)", 'the deadline in the status line');
    // Page B closes: A plays its own turns; seat 1's clock runs out and the bot plays it.
    await b.go('about:blank');
    for (let round = 0; ; round++) {
      assert.ok(round < 5000, "seat 1's stand-in moves");
      const done = await a.js(`const v = window.nileOnline.view;
        return v.seats[1].stand_in === 'medium' && document.querySelectorAll('#online-log li[data-actor="1"]').length > 0`);
      if (done) break;
      if (await a.js(STEP) === 'over') assert.fail('the game ended before the clock ran out');
      await sleep(30);
    }
    assert.match(await a.js("return document.getElementById('online-seatlist').textContent"), /a bot \(medium\) plays for now/);
    // Page B comes back (its credential is kept by the browser) and plays on.
    await b.go(link);
    await b.waitFor('const o = window.nileOnline; return o && o.view && o.view.you === 1 && o.view.seats[1].stand_in === null', 'seat 1 back with Bo');
    const back = await b.js('return window.nileOnline.view.step');
    let bMoved = 0;
    for (let round = 0; bMoved < 2; round++) {
      assert.ok(round < 5000, 'Bo plays on');
      const [sa, sb] = [await a.js(STEP), await b.js(STEP)];
      if (sb === 'moved') bMoved++;
      if (sa === 'over' || sb === 'over') break;
      await sleep(30);
    }
    assert.ok(bMoved > 0 || await b.js('return window.nileOnline.view.over'), 'Bo moved after coming back');
    assert.ok(await b.js('return window.nileOnline.view.step') > back, 'the match went on');
    assert.equal(await b.js('return window.nileOnline.view.seats[1].stand_in'), null, 'the seat is Bo\'s');
  } finally {
    await a.quit();
    await b.quit();
    drv.proc.kill();
    server.kill('SIGKILL');
  }
});

// Replays, rematch and "My matches": a two-person Rá match played to the end by clicking,
// then replayed step by step — as page A's own seat forward with the buttons and back
// with the arrow keys, as the spectator on a third page opened at `?match=ID&replay`
// forward with the keys and back with the buttons — on a board with nothing to click. Page A
// makes the rematch; page B, still on the finished match, is told and joins it in its
// same seat; "My matches" lists both matches, the running one first.
test('chromium: a finished match is replayed step by step as a seat and as the spectator, and its rematch joined', { skip: missing || false, timeout: 10 * 60 * 1000 }, async () => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nile-replay-'));
  const url = `http://127.0.0.1:${port}`;
  const server = nile(['serve', '--addr', `127.0.0.1:${port}`, '--db', path.join(dir, 'nile.db'), '--web', dist],
    { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${url}/api/games`)).ok) break; } catch { /* starting */ }
    assert.ok(i < 3000, 'the server starts');
    await sleep(100);
  }
  fs.mkdirSync(artifacts, { recursive: true });
  const drv = await Chrome.driver();
  const [a, b, c] = [await Chrome.session(drv), await Chrome.session(drv), await Chrome.session(drv)];
  // Waits for the page's replay to show step `k`, and checks that nothing on it can be played.
  const atStep = async (page, k) => {
    await page.waitFor(`const r = window.nileReplay; return r.view && r.view.step === ${k} && r.step === ${k}`, `replay step ${k}`);
    const shown = await page.js(`return { counter: document.getElementById('replay-step').textContent,
      can: document.querySelectorAll('#online-board .can, #online-board .decisions-panel, #online-actions button').length,
      last: document.querySelectorAll('#online-board .lastmove').length }`);
    assert.match(shown.counter, new RegExp(`step ${k} of \\d+`));
    assert.equal(shown.can, 0, `step ${k}: nothing to click on a replay`);
    return shown;
  };
  const key = (page, name) => page.js(`document.dispatchEvent(new KeyboardEvent('keydown', { key: '${name}', bubbles: true }))`);
  try {
    const link = await createMatch(a, url, 'ra', ['open', 'open']);
    const id = await a.js('return window.nileOnline.match');
    await joinByLink(b, link, 1);
    for (let round = 0; ; round++) {
      assert.ok(round < 20000, 'the match ends');
      const [sa, sb] = [await a.js(STEP), await b.js(STEP)];
      if (sa === 'over' && sb === 'over') break;
      if (sa === 'waiting' && sb === 'waiting') await sleep(20);
    }
    const final = await a.js('return window.nileOnline.view');
    // The log names the seats by their people's names, not "seat N".
    const log = await a.js("return [...document.querySelectorAll('#online-log li')].map((li) => li.textContent)");
    assert.ok(log.some((l) => /\b(Ana|Bo)\b/.test(l)), `names in the log: ${log.slice(0, 5)}`);
    assert.deepEqual(log.filter((l) => /(^|[^(])\bseat [01]\b/.test(l)), [], 'no line says "seat N" where a name is known');
    assert.equal(final.rematch, null, 'no rematch yet');
    // Page A replays as its own seat: forward to the end with the buttons.
    await a.js("document.getElementById('online-replay-open').click()");
    await atStep(a, 0);
    assert.equal(await a.js("return document.getElementById('replay-viewer').value"), '0');
    assert.equal(await a.js("return document.getElementById('online-outcome').hidden"), true, 'the winner is not told at the start of the replay');
    assert.equal(await a.js("return document.getElementById('online-status').textContent"), `Replay: step 0 of ${final.step}.`);
    const steps = await a.js('return window.nileReplay.steps');
    assert.equal(steps, final.step);
    let marked = 0;
    for (let k = 1; k <= steps; k++) {
      await a.js("document.getElementById('replay-next').click()");
      const shown = await atStep(a, k);
      if (shown.last) marked++;
      // The board says the people's names, never "seat N" (a name's "(seat N)" aside).
      const unnamed = await a.js("const m = document.getElementById('online-board').textContent.match(/(^|[^(])\\bseat [01]\\b/); return m && m[0]");
      assert.equal(unnamed, null, `step ${k}: the board names seats by their people`);
      if (k === Math.floor(steps / 2)) await a.screenshot(path.join(artifacts, 'online-replay-seat.png'));
    }
    assert.ok(marked > steps / 2, 'the steps\' lines head the board');
    assert.equal(await a.js("return document.getElementById('replay-next').disabled"), true, 'no step past the end');
    assert.equal(await a.js("return document.getElementById('online-outcome').hidden"), false, 'the winner is told at the end of the replay');
    // The end as replayed is the end as played, in the seat's own view.
    assert.equal(await a.js('return JSON.stringify(window.nileReplay.view.observation) === JSON.stringify(window.nileOnline.view.observation) && window.nileReplay.view.you === 0'), true);
    // Back to the start with the arrow key.
    for (let k = steps - 1; k >= 0; k--) {
      await key(a, 'ArrowLeft');
      await atStep(a, k);
    }
    // The same page as the spectator: no seat, the public view.
    await a.js("const s = document.getElementById('replay-viewer'); s.value = ''; s.dispatchEvent(new Event('change'))");
    await a.waitFor('const r = window.nileReplay; return r.view && r.view.you === null', "the spectator's view");
    // A third page, holding no seat: the link opens the replay as the spectator.
    await c.go(`${url}/?match=${id}&replay`);
    await c.waitFor('const r = window.nileReplay; return r && r.active && r.view && r.view.step === 0', 'the replay from the link');
    assert.deepEqual(await c.js("return [...document.getElementById('replay-viewer').options].map((o) => o.value)"), [''], 'only the spectator\'s view without a seat');
    assert.doesNotMatch(await c.js("return document.getElementById('online-outcome').textContent"), /null|undefined/, 'no stray text at the end');
    for (let k = 1; k <= steps; k++) {
      await key(c, 'ArrowRight');
      await atStep(c, k);
      assert.equal(await c.js('return window.nileReplay.view.you'), null);
    }
    await c.screenshot(path.join(artifacts, 'online-replay-spectator.png'));
    for (let k = steps - 1; k >= 0; k--) {
      await c.js("document.getElementById('replay-prev').click()");
      await atStep(c, k);
    }
    await key(c, 'End');
    await atStep(c, steps);
    await key(c, 'Home');
    await atStep(c, 0);
    // Rematch: A makes it and plays its same seat; B, on the finished match, is told.
    await a.js("document.getElementById('replay-close').click(); document.getElementById('online-rematch').click()");
    const second = await a.waitFor(`const o = window.nileOnline; return o.match !== '${id}' && o.view && o.view.match === o.match && o.view.you === 0 && o.match`, "A's seat in the rematch");
    await b.waitFor("const e = document.getElementById('online-rematch-join'); return e && e.textContent === 'Join the rematch'", 'B told of the rematch');
    await c.waitFor("const e = document.getElementById('online-rematch-join'); return e && e.textContent === 'Watch the rematch'", 'the spectator told of the rematch');
    await b.js("document.getElementById('online-rematch-join').click()");
    await b.waitFor(`const o = window.nileOnline; return o.match === '${second}' && o.view && o.view.match === o.match && o.view.you === 1`, "B's seat in the rematch");
    const names = await b.js('return window.nileOnline.view.seats.map((s) => s.name)');
    assert.deepEqual(names, ['Ana', 'Bo']);
    // My matches: both, the running rematch first; on one of the two pages it is its turn.
    let yours = 0;
    for (const page of [a, b]) {
      await page.js("document.getElementById('online-back').click()");
      await page.waitFor("return document.querySelectorAll('#online-mine li').length === 2", 'my two matches');
      const rows = await page.js("return [...document.querySelectorAll('#online-mine li')].map((l) => [l.dataset.match, l.textContent])");
      assert.deepEqual(rows.map((r) => r[0]), [second, id], 'the running match first');
      assert.match(rows[0][1], /Rá · Ana.*Bo/);
      assert.match(rows[1][1], /over/);
      if (/Your turn/.test(rows[0][1])) yours++;
    }
    assert.equal(yours, 1, 'the rematch is one page\'s turn');
    await a.screenshot(path.join(artifacts, 'online-my-matches.png'));
    for (const page of [a, b, c]) assert.deepEqual(await page.js('return window.nile.errors'), [], 'errors on the page');
  } finally {
    for (const page of [a, b, c]) await page.quit();
    drv.proc.kill();
    server.kill('SIGKILL');
  }
});
