// The page: one generic front end over every registered game. It holds no game state;
// the worker sends the view of the seat at the screen, built from that seat's
// observation only. Board views per game live in views.js (NILE_VIEWS).
/* global NILE_WORKER_SRC, nileBoard, nileTexts */
'use strict';

const $ = (id) => document.getElementById(id);
const t = (key, args) => nileTexts.t(key, args);
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
  const choices = [['human', t(p === 0 ? 'seat-you' : worker ? 'seat-person-here' : 'seat-person-link')]];
  for (const b of state.bots) choices.push([b, botName(b)]);
  return choices;
}

// The setup: each game's title, what it is and its player counts; its options by their
// labels, values by their names, each shown only where it applies (solo-only options at
// one seat). All of it comes from the worker's list (web/wasm/src/setup.rs).
function players(g) { return g.min_players === g.max_players ? t('players-exact', { n: g.min_players }) : t('players-range', { min: g.min_players, max: g.max_players }); }

function fillSetup() {
  const g = currentGame();
  const about = g.about || g.summary;
  $('about').replaceChildren(el('strong', { text: g.title }), ` · ${players(g)}${g.min_players === 1 ? t('players-solo') : ''}`,
    about ? el('p', { text: about }) : null);
  const count = $('players');
  const keep = Number(count.value) || Math.max(2, g.min_players);
  count.replaceChildren();
  for (let n = g.min_players; n <= g.max_players; n++) count.append(el('option', { value: n, text: n === 1 ? t('one-solo') : String(n) }));
  count.value = String(Math.min(Math.max(keep, g.min_players), g.max_players));
  const opts = $('options');
  // Values already chosen stay when the list is filled again (another language).
  const chosen = g.name === opts.dataset.game
    ? Object.fromEntries([...opts.querySelectorAll('[data-key]')].map((i) => [i.dataset.key, i.value])) : {};
  opts.dataset.game = g.name;
  opts.replaceChildren();
  for (const o of g.options) {
    const names = o.value_names || o.values;
    const input = o.values.length
      ? el('select', { 'data-key': o.key }, ...o.values.map((v, k) => el('option', { value: v, text: names[k] })))
      : el('input', { 'data-key': o.key });
    input.value = o.key in chosen ? chosen[o.key] : o.default;
    opts.append(el('label', { title: o.help, 'data-solo-only': o.solo_only ? 'yes' : null }, (o.label || o.key) + ' ', input));
  }
  fillSeats();
}

// A bot spec in words: "mcts:1s" is "Bot: search, 1 s a move".
function botName(b) {
  if (['random', 'greedy', 'hard', 'medium', 'easy'].includes(b)) return t(`bot-${b}`);
  const m = /^mcts:(.+)$/.exec(b);
  return m ? t('bot-search', { time: m[1].replace(/ms$/, ' ms').replace(/(\d)s$/, '$1 s') }) : t('bot-other', { spec: b });
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
    seats.append(el('label', {}, `${t('Seat-n', { n: p })} `, s));
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
  $('seedline').textContent = t('seed-line', { seed: v.seed,
    seats: v.seats.map((s, p) => t('seat-is', { seat: t('seat-n', { n: p }), who: s === 'human' ? t('person') : botName(s) })).join(', ') });
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
  const title = v.title;
  switch (v.pending.kind) {
    case 'human': return v.pending.player === state.screen ? t('status-your-turn', { title })
      : t('status-seat-turn', { title, seat: t('seat-n', { n: v.pending.player }) });
    case 'bot': return t('status-bot', { title, seat: t('seat-n', { n: v.pending.player }), bot: botName(v.seats[v.pending.player]) });
    case 'chance': return t('status-drawing', { title });
    case 'over': return t('status-over', { title });
    default: return t('status-review', { title, step: v.step, steps: v.steps });
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
  $('prompt').textContent = v.legal.length ? t('your-move') : (v.pending.kind === 'over' ? t('game-over') : '');
  const groups = new Map();
  for (const a of v.legal) {
    // Listed under the action's first word in the reader's language.
    const group = a.group || a.kind;
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push(a);
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
      : step.actor === v.viewer ? t('you') : `${t('seat-n', { n: step.actor })}${v.seats[step.actor] && v.seats[step.actor] !== 'human' ? ' (' + botName(v.seats[step.actor]) + ')' : ''}`;
    const prefix = who && !nileBoard.namesSeat(first, step.actor) ? who + ': ' : '';
    log.append(el('li', { class: step.actor === v.viewer ? 'mine' : null, 'data-actor': step.actor === null ? 'chance' : step.actor },
      prefix + first, ...rest.map((r) => el('div', { class: 'narration', text: '↳ ' + r }))));
  });
  log.scrollTop = log.scrollHeight;
}

function showOutcome(v) {
  const box = $('outcome');
  if (!v.outcome) { box.hidden = true; return; }
  box.hidden = false;
  const lines = v.outcome.scores.map((s, p) => t('score-line', { seat: t('seat-n', { n: p }), you: p === v.viewer ? t('you-mark') : '',
    points: s, place: v.outcome.ranks[p] === 0 ? t('winner') : t('place', { n: v.outcome.ranks[p] + 1 }) }));
  box.textContent = `${t('game-over-line')}\n${lines.join('\n')}`;
}

function showReview(v) {
  $('review').hidden = !v.review;
  $('save').hidden = v.review;
  if (!v.review) return;
  $('scrub').max = v.steps;
  $('scrub').value = v.step;
  $('stepline').textContent = t('step-of', { step: v.step, steps: v.steps });
  const r = $('reviewer');
  if (r.options.length !== v.players + 1 || r.dataset.lang !== nileTexts.lang()) {
    r.dataset.lang = nileTexts.lang();
    r.replaceChildren(el('option', { value: -1, text: t('everyone') }),
      ...Array.from({ length: v.players }, (_, p) => el('option', { value: p, text: t('seat-n', { n: p }) })));
  }
  r.value = String(v.viewer === null ? -1 : v.viewer);
}

function handover(p) {
  state.waitingFor = p;
  $('board').replaceChildren();
  $('actions').replaceChildren();
  $('log').replaceChildren();
  $('render').textContent = '';
  $('handover-text').textContent = t('pass-screen', { seat: t('seat-n', { n: p }) });
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
  const again = state.games.length > 0; // the same list again, in another language
  const picked = $('game').value;
  state.games = games;
  state.bots = bots;
  $('game').replaceChildren(...state.games.map((g) => el('option', { value: g.name, text: `${g.title} (${players(g)})` })));
  if (again && picked) $('game').value = picked;
  else if (params.get('game')) $('game').value = params.get('game');
  if (!again) $('seed').value = params.get('seed') || randomSeed();
  fillSetup();
  $('start').disabled = false;
  $('status').textContent = t('games-ready', { n: state.games.length, where: where ? t(where) : '' });
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
    const r = await fetch(`/api/games?lang=${encodeURIComponent(nileTexts.lang())}`);
    if (!r.ok) throw new Error(t('server-answered', { status: r.status }));
    gamesReady(await r.json(), ['easy', 'medium', 'hard', 'random', 'greedy'], 'through-server');
  } catch (e) {
    $('status').textContent = t('no-engine', { why: e.message });
  }
}

// The engine and the server speak the page's language; a change of language asks for the
// games' words and the view again in the new one.
if (worker) send({ cmd: 'lang', lang: nileTexts.lang() });
nileTexts.onChange((lang) => {
  if (worker) send({ cmd: 'lang', lang });
  else serverSetup();
  if (!state.view) return;
  $('status').textContent = statusLine(state.view);
});

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
    case 'thinking': $('thinking').hidden = false; $('thinking').textContent = t('seat-thinking', { seat: t('seat-n', { n: m.seat }) }); break;
    case 'log': {
      state.lastLog = m.json;
      const a = el('a', { href: URL.createObjectURL(new Blob([m.json], { type: 'application/json' })), download: `${m.game}-${state.view ? state.view.seed : 'game'}.json` });
      document.body.append(a); a.click(); a.remove();
      break;
    }
    case 'error':
      state.errors.push(`engine: ${m.message}`);
      $('error').textContent = m.message;
      $('status').textContent = t('error-line', { message: m.message });
      if (state.view) showView(state.view);
      break;
    default: break;
  }
};
if (worker) worker.onerror = (e) => { $('status').textContent = t('engine-failed', { message: e.message }); };
