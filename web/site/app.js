// The page: one generic front end over every registered game. It holds no game state;
// the worker sends the view of the seat at the screen, built from that seat's
// observation only. Board views per game live in views.js (NILE_VIEWS).
/* global NILE_WORKER_SRC, NILE_VIEWS, nileGenericView */
'use strict';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
// The in-browser engine, when this copy of the app was built with it (web/build.sh). The
// app a server has built in has none (`NILE_WORKER_SRC` is null): every game is then
// played through that server, bots included.
const worker = typeof NILE_WORKER_SRC === 'string'
  ? new Worker(URL.createObjectURL(new Blob([NILE_WORKER_SRC], { type: 'text/javascript' })))
  : null;
const state = { games: [], bots: [], seats: [], view: null, screen: -1, waitingFor: null, lastLog: null };
window.nile = state; // read by the browser test (no hidden information is kept here)
// Errors anywhere on the page (uncaught, rejected, the engine's), for the browser test.
state.errors = [];
window.addEventListener('error', (e) => state.errors.push(`uncaught: ${e.message}`));
window.addEventListener('unhandledrejection', (e) => state.errors.push(`unhandled: ${e.reason}`));

function send(msg) { if (worker) worker.postMessage(msg); }

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null) continue;
    if (k === 'class') e.className = v; else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}
window.nileEl = el;

// ---- setup -----------------------------------------------------------------
function currentGame() { return state.games.find((g) => g.name === $('game').value); }

function seatChoices(p) {
  // Without the engine the server plays: a second person joins by the share link.
  const choices = [['human', p === 0 ? 'You' : worker ? 'A person at this screen' : 'A person (joins by the share link)']];
  for (const b of state.bots) choices.push([b, botName(b)]);
  return choices;
}

// The setup: each game's title, what it is and its player counts; its options by their
// labels, values by their names, each shown only where it applies (solo-only options at
// one seat). All of it comes from the worker's list (web/wasm/src/setup.rs).
function players(g) { return g.min_players === g.max_players ? `${g.min_players} players` : `${g.min_players}–${g.max_players} players`; }

function fillSetup() {
  const g = currentGame();
  const about = g.about || g.summary;
  $('about').replaceChildren(el('strong', { text: g.title }), ` · ${players(g)}${g.min_players === 1 ? ' (1 = solo)' : ''}`,
    about ? el('p', { text: about }) : null);
  const count = $('players');
  const keep = Number(count.value) || Math.max(2, g.min_players);
  count.replaceChildren();
  for (let n = g.min_players; n <= g.max_players; n++) count.append(el('option', { value: n, text: n === 1 ? '1 (solo)' : String(n) }));
  count.value = String(Math.min(Math.max(keep, g.min_players), g.max_players));
  const opts = $('options');
  opts.replaceChildren();
  for (const o of g.options) {
    const names = o.value_names || o.values;
    const input = o.values.length
      ? el('select', { 'data-key': o.key }, ...o.values.map((v, k) => el('option', { value: v, text: names[k] })))
      : el('input', { 'data-key': o.key });
    input.value = o.default;
    opts.append(el('label', { title: o.help, 'data-solo-only': o.solo_only ? 'yes' : null }, (o.label || o.key) + ' ', input));
  }
  fillSeats();
}

// A bot spec in words: "mcts:1s" is "Bot: search, 1 s a move".
function botName(b) {
  if (b === 'random') return 'Bot: random moves';
  if (b === 'greedy') return 'Bot: greedy (best move now)';
  if (b === 'hard') return 'Bot: hard (the strongest)';
  if (b === 'medium') return 'Bot: medium';
  if (b === 'easy') return 'Bot: easy';
  const m = /^mcts:(.+)$/.exec(b);
  return m ? `Bot: search, ${m[1].replace(/ms$/, ' ms').replace(/(\d)s$/, '$1 s')} a move` : `Bot: ${b}`;
}

function fillSeats() {
  const n = Number($('players').value);
  // Solo-only options apply at one seat only; elsewhere they are hidden and not sent.
  for (const l of $('options').querySelectorAll('[data-solo-only]')) l.hidden = n !== 1;
  const seats = $('seats');
  const old = [...seats.querySelectorAll('select')].map((s) => s.value);
  seats.replaceChildren();
  for (let p = 0; p < n; p++) {
    const s = el('select', { 'data-seat': p }, ...seatChoices(p).map(([v, t]) => el('option', { value: v, text: t })));
    s.value = old[p] || (p === 0 ? 'human' : 'hard');
    seats.append(el('label', {}, `Seat ${p} `, s));
  }
}

function randomSeed() { return String(Math.floor(Math.random() * 1e9)); }

function start() {
  $('error').textContent = '';
  const options = {};
  for (const i of $('options').querySelectorAll('[data-key]')) if (!i.closest('[hidden]')) options[i.dataset.key] = i.value;
  const seats = [...$('seats').querySelectorAll('select')].map((s) => s.value);
  if (!worker) { startOnServer(seats, options); return; }
  state.seats = seats;
  const first = seats.indexOf('human');
  state.screen = first; // -1 when only bots play: the page then shows everything
  state.waitingFor = null;
  const delay = params.has('delay') ? Number(params.get('delay')) : 400;
  send({ cmd: 'new', game: $('game').value, players: seats.length, options, seats,
    seed: $('seed').value.trim() || randomSeed(), viewer: state.screen, delay });
}

// ---- the table ---------------------------------------------------------------
function humans() { return state.seats.map((s, p) => (s === 'human' ? p : -1)).filter((p) => p >= 0); }

function showView(v) {
  state.view = v;
  $('setup').hidden = true;
  $('table').hidden = false;
  $('title').textContent = v.title;
  $('seedline').textContent = `seed ${v.seed} · ${v.seats.map((s, p) => `seat ${p}: ${s === 'human' ? 'person' : s}`).join(', ')}`;
  $('thinking').hidden = v.pending.kind !== 'bot';
  // A second person at the same screen: hand over before their view is asked for.
  if (v.pending.kind === 'human' && v.pending.player !== state.screen && !v.review) {
    handover(v.pending.player);
    return;
  }
  const board = $('board');
  board.replaceChildren();
  const custom = NILE_VIEWS[v.game];
  try {
    board.append(custom ? custom(v, el) : nileGenericView(v, el));
  } catch (err) {
    board.append(el('p', { class: 'error', text: 'board view failed: ' + err.message }), nileGenericView(v, el));
  }
  $('render').textContent = v.render;
  wireBoard(v);
  explainCards(v);
  showActions(v);
  showLog(v);
  showOutcome(v);
  showReview(v);
  $('undo').hidden = !v.undo;
  $('undo').disabled = false;
  $('status').textContent = statusLine(v);
}

function statusLine(v) {
  const who = (p) => (p === state.screen ? 'your' : `seat ${p}'s`);
  switch (v.pending.kind) {
    case 'human': return `${v.title}: ${who(v.pending.player)} turn`;
    case 'bot': return `${v.title}: seat ${v.pending.player} (${v.seats[v.pending.player]}) is thinking`;
    case 'chance': return `${v.title}: drawing…`;
    case 'over': return `${v.title}: the game is over`;
    default: return `${v.title}: reviewing step ${v.step} of ${v.steps}`;
  }
}

// Cards a board view draws that the view's glossary does not cover (a card held only as a
// number in the observation): the worker's Game::explain gives their rulebook text, kept
// per game, and set as their tooltip.
const explained = { game: null, texts: {} };
function explainCards(v) {
  if (explained.game !== v.game) { explained.game = v.game; explained.texts = {}; }
  const missing = [...new Set([...$('board').querySelectorAll('[data-card]:not([title])').values()].map((e) => e.dataset.card))]
    .filter((t) => !(t in explained.texts));
  if (missing.length) send({ cmd: 'explain', terms: missing });
}
function setCardTitles() {
  for (const e of $('board').querySelectorAll('[data-card]:not([title])')) {
    const text = explained.texts[e.dataset.card];
    if (text) { e.title = text; e.classList.add('term'); }
  }
}

function termTitle(v, text) {
  const g = v.glossary || {};
  if (g[text]) return g[text];
  if (explained.game === v.game && explained.texts[text]) return explained.texts[text];
  const words = text.split(/[^\p{L}\p{N}'-]+/u).filter((w) => g[w]);
  // A rulebook id (D06, T12) is not shown as the heading of its text: the page names things in words.
  return words.length ? words.map((w) => (/^[A-Z]{1,3}\d{1,2}$/.test(w) ? g[w] : `${w}: ${g[w]}`)).join('\n') : null;
}
window.nileTermTitle = termTitle;

// ---- the board as the controller -------------------------------------------------
// Every legal action names the board element it acts on (`target.key`, drawn by the view
// as `data-target`) and, where one element carries several actions, its menu entry
// (`target.choice`). Elements that can be chosen are highlighted and clicked to play; a
// decision no element stands for (`say:` keys: pass, end the turn) is a labelled control
// on the board. The last step's element is marked too.
function targetGroups(v) {
  const groups = new Map();
  for (const a of v.legal) {
    const key = a.target ? a.target.key : `say:${a.kind}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(a);
  }
  return groups;
}

function cssKey(key) { return key.replace(/["\\]/g, '\\$&'); }

function act(v, index) {
  closeMenu();
  document.querySelectorAll('#actions button, #board .can, #board .choice').forEach((b) => { b.disabled = true; b.classList.remove('can'); });
  send({ cmd: 'act', seat: v.viewer, index });
}

function closeMenu() { const m = document.getElementById('choices'); if (m) m.remove(); }

// A small menu next to the element: one entry per action it carries.
function openMenu(v, target, list) {
  closeMenu();
  const board = $('board');
  const r = target.getBoundingClientRect();
  const b = board.getBoundingClientRect();
  const menu = el('div', { id: 'choices', class: 'menu', role: 'menu' },
    ...list.map((a) => el('button', { class: 'choice', role: 'menuitem', 'data-index': a.index, title: a.label,
      onclick: (e) => { e.stopPropagation(); act(v, a.index); } }, (a.target && a.target.choice) || a.label)),
    el('button', { class: 'close', onclick: (e) => { e.stopPropagation(); closeMenu(); } }, 'cancel'));
  menu.style.left = `${Math.max(0, Math.min(r.left - b.left, b.width - 240))}px`;
  menu.style.top = `${r.bottom - b.top + 4}px`;
  board.append(menu);
  menu.querySelector('button').focus();
}

function wireBoard(v) {
  const board = $('board');
  const groups = targetGroups(v);
  // Decisions without an element of their own, and (never expected: the browser test
  // checks) an element the view did not draw.
  const strip = el('div', { class: 'decisions' });
  for (const [key, list] of groups) {
    const drawn = board.querySelector(`[data-target="${cssKey(key)}"]`);
    if (drawn) continue;
    const say = key.startsWith('say:');
    strip.append(el('button', { class: `say${say ? '' : ' fallback'}`, 'data-target': key, type: 'button' },
      say ? key.slice(4) + (list.length > 1 ? ' …' : '') : (list[0].target && list[0].target.choice) || list[0].label));
  }
  if (strip.childNodes.length) board.prepend(el('div', { class: 'panel decisions-panel' }, el('strong', { text: 'Your decision: ' }), strip));
  for (const [key, list] of groups) {
    for (const e of board.querySelectorAll(`[data-target="${cssKey(key)}"]`)) {
      e.classList.add('can');
      e.setAttribute('tabindex', '0');
      e.setAttribute('role', 'button');
      const words = list.length === 1 ? ((list[0].target && list[0].target.choice) || list[0].label) : `${list.length} choices`;
      if (!e.querySelector(':scope > title') && !e.getAttribute('title')) e.setAttribute('aria-label', words);
      const go = (ev) => {
        ev.stopPropagation();
        if (!e.classList.contains('can')) return;
        if (list.length === 1) act(v, list[0].index); else openMenu(v, e, list);
      };
      e.addEventListener('click', go);
      e.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); go(ev); } });
    }
  }
  // The last step: its element marked, whoever played it.
  if (v.last && v.last.key) {
    for (const e of board.querySelectorAll(`[data-target="${cssKey(v.last.key)}"]`)) e.classList.add('last');
  }
  const lastLine = v.log.length ? v.log[v.log.length - 1] : null;
  if (lastLine) {
    const who = lastLine.actor === null ? 'draw' : lastLine.actor === v.viewer ? 'you' : `seat ${lastLine.actor}`;
    // A line that names its actor already ("seat 1: …", "Botankhamun …") is shown as is.
    const line = lastLine.lines[0];
    const named = /^(seat \d+\b|botankhamun\b|the opponent\b|[A-Z][a-z]+ \(seat \d+\))/i.test(line);
    board.prepend(el('div', { class: 'lastmove', 'aria-live': 'polite' }, el('strong', { text: 'Last move: ' }), named ? line : `${who}: ${line}`));
  }
}
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeMenu(); });
document.addEventListener('click', (e) => { if (!e.target.closest('#choices')) closeMenu(); });

function showActions(v) {
  const box = $('actions');
  box.replaceChildren();
  $('prompt').textContent = v.legal.length ? 'Your move' : (v.pending.kind === 'over' ? 'Game over' : '');
  const groups = new Map();
  for (const a of v.legal) {
    if (!groups.has(a.kind)) groups.set(a.kind, []);
    groups.get(a.kind).push(a);
  }
  for (const [kind, list] of groups) {
    const g = el('div', { class: 'group' }, el('h4', { text: kind }));
    for (const a of list) {
      g.append(el('button', {
        class: 'action', 'data-index': a.index, title: termTitle(v, a.text) || a.label,
        onclick: () => act(v, a.index),
      }, actionWords(a)));
    }
    box.append(g);
  }
}

// A button's words: the element's menu entry with the control's label, or the engine's
// description of the action for the seat (its "seat N:" prefix dropped).
function actionWords(a) {
  const t = a.target;
  if (t && t.key.startsWith('say:')) return t.choice ? `${t.key.slice(4)}: ${t.choice}` : t.key.slice(4);
  return a.label.replace(/^(seat \d+|[A-Z][a-z]+ \(seat \d+\)):\s*/, '');
}

function showLog(v) {
  const log = $('log');
  log.replaceChildren();
  v.log.forEach((step) => {
    const [first, ...rest] = step.lines;
    const who = step.actor === null ? null
      : step.actor === v.viewer ? 'you' : `seat ${step.actor}${v.seats[step.actor] && v.seats[step.actor] !== 'human' ? ' (' + v.seats[step.actor] + ')' : ''}`;
    const prefix = who && !new RegExp(`^seat ${step.actor}\\b`, 'i').test(first) ? who + ': ' : '';
    log.append(el('li', { class: step.actor === v.viewer ? 'mine' : null, 'data-actor': step.actor === null ? 'chance' : step.actor },
      prefix + first, ...rest.map((r) => el('div', { class: 'narration', text: '↳ ' + r }))));
  });
  log.scrollTop = log.scrollHeight;
}

function showOutcome(v) {
  const box = $('outcome');
  if (!v.outcome) { box.hidden = true; return; }
  box.hidden = false;
  const lines = v.outcome.scores.map((s, p) => `seat ${p}${p === v.viewer ? ' (you)' : ''}: ${s} points, ${v.outcome.ranks[p] === 0 ? 'winner' : 'place ' + (v.outcome.ranks[p] + 1)}`);
  box.textContent = 'Game over.\n' + lines.join('\n');
}

function showReview(v) {
  $('review').hidden = !v.review;
  $('save').hidden = v.review;
  if (!v.review) return;
  $('scrub').max = v.steps;
  $('scrub').value = v.step;
  $('stepline').textContent = `step ${v.step} / ${v.steps}`;
  const r = $('reviewer');
  if (r.options.length !== v.players + 1) {
    r.replaceChildren(el('option', { value: -1, text: 'everyone (all cards)' }),
      ...Array.from({ length: v.players }, (_, p) => el('option', { value: p, text: `seat ${p}` })));
  }
  r.value = String(v.viewer === null ? -1 : v.viewer);
}

function handover(p) {
  state.waitingFor = p;
  $('board').replaceChildren();
  $('actions').replaceChildren();
  $('log').replaceChildren();
  $('render').textContent = '';
  $('handover-text').textContent = `Pass the screen to seat ${p}.`;
  $('handover').hidden = false;
}

$('handover-ok').addEventListener('click', () => {
  $('handover').hidden = true;
  state.screen = state.waitingFor;
  state.waitingFor = null;
  send({ cmd: 'viewer', viewer: state.screen });
});

function seek(step) { send({ cmd: 'seek', step: Math.max(0, Math.min(step, state.view.steps)) }); }
$('first').onclick = () => seek(0);
$('prev').onclick = () => seek(state.view.step - 1);
$('next').onclick = () => seek(state.view.step + 1);
$('last').onclick = () => seek(state.view.steps);
$('scrub').oninput = () => seek(Number($('scrub').value));
$('reviewer').onchange = () => send({ cmd: 'viewer', viewer: Number($('reviewer').value) });

$('save').onclick = () => send({ cmd: 'save' });
// Takes back the seat's last decision (the view's `undo` says when the rule allows it).
$('undo').onclick = () => {
  if (!state.view || !state.view.undo) return;
  $('undo').disabled = true;
  send({ cmd: 'undo', seat: state.view.viewer });
};
$('newgame').onclick = () => { $('table').hidden = true; $('setup').hidden = false; $('seed').value = randomSeed(); };
$('start').onclick = start;
$('game').onchange = fillSetup;
$('players').onchange = fillSeats;
$('load').onchange = async () => {
  const file = $('load').files[0];
  if (!file) return;
  state.seats = [];
  state.screen = -1;
  send({ cmd: 'load', json: await file.text(), viewer: -1 });
};
window.nileLoadLog = (json) => { state.seats = []; state.screen = -1; send({ cmd: 'load', json, viewer: -1 }); };

function gamesReady(games, bots, where) {
  state.games = games;
  state.bots = bots;
  $('game').replaceChildren(...state.games.map((g) => el('option', { value: g.name, text: `${g.title} (${players(g)})` })));
  if (params.get('game')) $('game').value = params.get('game');
  $('seed').value = params.get('seed') || randomSeed();
  fillSetup();
  $('start').disabled = false;
  $('status').textContent = `${state.games.length} games ready${where}`;
}

// ---- without the in-browser engine: the server plays -----------------------------
// The seats at this screen become the match's open seats: the first is taken here, the
// others are joined through the share link. The seed is sent only when it was typed (a
// chosen seed is shown to every seat, since it decides the draws).
let seedTyped = Boolean(params.get('seed'));
$('seed').addEventListener('input', () => { seedTyped = true; });
function startOnServer(seats, options) {
  const spec = { game: $('game').value, players: seats.length, options,
    seats: seats.map((s) => (s === 'human' ? 'open' : s)) };
  const seed = $('seed').value.trim();
  if (seedTyped && seed) spec.seed = Number(seed);
  window.nileOnline.play(spec).catch((e) => { $('error').textContent = e.message; });
}
async function serverSetup() {
  $('load').closest('label').hidden = true; // a log is replayed by the engine, absent here
  try {
    const r = await fetch('/api/games');
    if (!r.ok) throw new Error(`the server answered ${r.status}`);
    gamesReady(await r.json(), ['easy', 'medium', 'hard', 'random', 'greedy'], ' · played through the server');
  } catch (e) {
    $('status').textContent = `no engine in this page and no server behind it (${e.message}): build the app with bash web/build.sh`;
  }
}

if (!worker) serverSetup();
else worker.onmessage = (event) => {
  const m = event.data;
  switch (m.type) {
    case 'games':
      gamesReady(m.data.games, m.data.bots, '');
      break;
    case 'view': showView(m.view); break;
    case 'explained':
      if (m.game === explained.game) { Object.assign(explained.texts, m.texts); setCardTitles(); }
      break;
    case 'thinking': $('thinking').hidden = false; $('thinking').textContent = `seat ${m.seat} thinking…`; break;
    case 'log': {
      state.lastLog = m.json;
      const a = el('a', { href: URL.createObjectURL(new Blob([m.json], { type: 'application/json' })), download: `${m.game}-${state.view ? state.view.seed : 'game'}.json` });
      document.body.append(a); a.click(); a.remove();
      break;
    }
    case 'error':
      state.errors.push(`engine: ${m.message}`);
      $('error').textContent = m.message;
      $('status').textContent = 'error: ' + m.message;
      if (state.view) showView(state.view);
      break;
    default: break;
  }
};
if (worker) worker.onerror = (e) => { $('status').textContent = 'the engine failed to load: ' + e.message; };
