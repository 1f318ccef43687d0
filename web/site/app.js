// The page: one generic front end over every registered game. It holds no game state;
// the worker sends the view of the seat at the screen, built from that seat's
// observation only. Board views per game live in views.js (NILE_VIEWS).
/* global NILE_WORKER_SRC, nileBoard */
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

// Elements are made as the shared board module makes them (board.js).
const el = window.nileEl;

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
  // The board: drawn, highlighted, marked and clicked by the shared module (board.js),
  // as the online match's.
  nileBoard.draw($('board'), v, { act: (index) => act(v, index) });
  $('render').textContent = v.render;
  nileBoard.explainCards($('board'), v, (terms) => send({ cmd: 'explain', terms }));
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

const termTitle = (v, text) => nileBoard.termTitle(v, text);

// ---- playing ---------------------------------------------------------------------
// A move from the board or the buttons: nothing else can be played until the worker
// answers with the next view.
function act(v, index) {
  nileBoard.disable($('board'));
  document.querySelectorAll('#actions button').forEach((b) => { b.disabled = true; });
  send({ cmd: 'act', seat: v.viewer, index });
}

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
      }, nileBoard.actionWords(a)));
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
      nileBoard.setCardTitles($('board'), m.game, m.texts);
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
