// The page: one generic front end over every registered game. It holds no game state;
// the worker sends the view of the seat at the screen, built from that seat's
// observation only. Board views per game live in views.js (NILE_VIEWS).
/* global NILE_WORKER_SRC, NILE_VIEWS, nileGenericView */
'use strict';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const worker = new Worker(URL.createObjectURL(new Blob([NILE_WORKER_SRC], { type: 'text/javascript' })));
const state = { games: [], bots: [], seats: [], view: null, screen: -1, waitingFor: null, lastLog: null };
window.nile = state; // read by the browser test (no hidden information is kept here)

function send(msg) { worker.postMessage(msg); }

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
  const choices = [['human', p === 0 ? 'You' : 'A person at this screen']];
  for (const b of state.bots) choices.push([b, 'Bot: ' + b]);
  return choices;
}

function fillSetup() {
  const g = currentGame();
  const players = $('players');
  const keep = Number(players.value) || g.min_players;
  players.replaceChildren();
  for (let n = g.min_players; n <= g.max_players; n++) players.append(el('option', { value: n, text: String(n) }));
  players.value = String(Math.min(Math.max(keep, g.min_players), g.max_players));
  const opts = $('options');
  opts.replaceChildren();
  for (const o of g.options) {
    const input = o.values.length
      ? el('select', { 'data-key': o.key }, ...o.values.map((v) => el('option', { value: v, text: v })))
      : el('input', { 'data-key': o.key });
    input.value = o.default;
    opts.append(el('label', { title: o.help }, o.key.replace(/_/g, ' ') + ' ', input, el('small', { text: ' ' + o.help })));
  }
  fillSeats();
}

function fillSeats() {
  const n = Number($('players').value);
  const seats = $('seats');
  const old = [...seats.querySelectorAll('select')].map((s) => s.value);
  seats.replaceChildren();
  for (let p = 0; p < n; p++) {
    const s = el('select', { 'data-seat': p }, ...seatChoices(p).map(([v, t]) => el('option', { value: v, text: t })));
    s.value = old[p] || (p === 0 ? 'human' : 'greedy');
    seats.append(el('label', {}, `Seat ${p} `, s));
  }
}

function randomSeed() { return String(Math.floor(Math.random() * 1e9)); }

function start() {
  $('error').textContent = '';
  const options = {};
  for (const i of $('options').querySelectorAll('[data-key]')) options[i.dataset.key] = i.value;
  const seats = [...$('seats').querySelectorAll('select')].map((s) => s.value);
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
  explainCards(v);
  showActions(v);
  showLog(v);
  showOutcome(v);
  showReview(v);
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
  return words.length ? words.map((w) => `${w}: ${g[w]}`).join('\n') : null;
}
window.nileTermTitle = termTitle;

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
        onclick: () => { box.querySelectorAll('button').forEach((b) => { b.disabled = true; }); send({ cmd: 'act', seat: v.viewer, index: a.index }); },
      }, a.text));
    }
    box.append(g);
  }
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

worker.onmessage = (event) => {
  const m = event.data;
  switch (m.type) {
    case 'games':
      state.games = m.data.games;
      state.bots = m.data.bots;
      $('game').replaceChildren(...state.games.map((g) => el('option', { value: g.name, text: g.title })));
      if (params.get('game')) $('game').value = params.get('game');
      $('seed').value = params.get('seed') || randomSeed();
      fillSetup();
      $('start').disabled = false;
      $('status').textContent = `${state.games.length} games ready`;
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
      $('error').textContent = m.message;
      $('status').textContent = 'error: ' + m.message;
      if (state.view) showView(state.view);
      break;
    default: break;
  }
};
worker.onerror = (e) => { $('status').textContent = 'the engine failed to load: ' + e.message; };
