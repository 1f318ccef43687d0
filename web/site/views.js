// Board views, drawn from the viewer's observation JSON (view.observation). One function
// per game in NILE_VIEWS, each shipped with its game's crate (crates/GAME/web/view.js, loaded
// as game-views.js); this file holds the shared
// helpers and the generic view a game without its own gets (nileGenericView). A view only ever sees
// what the worker sent, which is the seat at the screen's observation, or a spectator's
// public observation (viewer null: no seat is "you", no action is offered).
/* global nileTexts */
'use strict';

const NILE_VIEWS = {};

function nileTerm(v, el, text) {
  const title = window.nileTermTitle(v, String(text));
  return el('span', { class: title ? 'term' : null, title }, String(text));
}

// A structured rendering of any observation: objects as key/value grids, arrays folded.
function nileTree(v, el, value, depth) {
  if (value === null || value === undefined) return el('span', { text: '—' });
  if (typeof value !== 'object') return nileTerm(v, el, value);
  if (Array.isArray(value)) {
    if (value.every((x) => x === null || typeof x !== 'object')) {
      return el('span', { class: 'tiles' }, ...value.map((x) => el('span', { class: 'tile' }, nileTerm(v, el, x === null ? '—' : x))));
    }
    const d = el('details', { open: depth < 2 ? '' : null }, el('summary', { text: nileTexts.t('n-items', { n: value.length }) }));
    value.forEach((x, i) => d.append(el('div', {}, el('strong', { text: `${i}: ` }), nileTree(v, el, x, depth + 1))));
    return d;
  }
  const grid = el('div', { class: 'kv' });
  for (const [k, x] of Object.entries(value)) {
    grid.append(el('span', { class: 'k', text: k.replace(/_/g, ' ') }), el('span', {}, nileTree(v, el, x, depth + 1)));
  }
  return depth > 1 ? el('details', {}, el('summary', { text: '…' }), grid) : grid;
}

function nileGenericView(v, el) {
  return el('div', { class: 'generic' },
    el('div', { class: 'panel' }, el('h4', { text: nileTexts.t('generic-board') }), el('pre', { text: v.render })),
    el('div', { class: 'panel tree' }, el('h4', { text: v.observed_seat === null || v.observed_seat === undefined ? nileTexts.t('generic-spectator')
      : nileTexts.t('generic-seat', { seat: nileTexts.t('seat-n', { n: v.observed_seat }) }) }), nileTree(v, el, v.observation, 0)));
}

// The name a game gives an element its observation holds only as a number (the game's
// `names` in games_json, from its Rust side: Tekhenu's cards), or `fallback`.
function nileName(v, key, fallback) {
  // The games as the in-browser engine lists them, or as the server does (an online
  // board may be drawn before the engine has loaded, or in a page without one).
  const lists = [window.nile && window.nile.games, window.nileOnline && window.nileOnline.games];
  for (const games of lists) {
    const g = (games || []).find((x) => x.name === v.game);
    if (g && g.names && g.names[key]) return g.names[key];
  }
  return fallback;
}

// A word of a game's board view in the page's language: the game's `names` (from its
// catalog, `BoardTargets::names`, listed with the games in the language asked for), each
// `{x}` in it filled from `args`. A view writes no word of its own: a word missing from
// the names shows as its key, which the browser tests catch.
function nileWord(v, key, args) {
  const text = nileName(v, key, null);
  if (text === null) return key;
  return args ? text.replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m)) : text;
}

// ---- shared drawing helpers ---------------------------------------------------------
const SEAT_COLOURS = ['#c0392b', '#2471a3', '#229954', '#b9770e', '#7d3c98'];
function svgEl(tag, attrs, text) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, x] of Object.entries(attrs || {})) e.setAttribute(k, x);
  if (text !== undefined) e.textContent = text;
  return e;
}
// An SVG drawing w × h wide at most `scale` times its size, shrinking to fit the screen.
function svgRoot(w, h, label, scale = 1.6) {
  return svgEl('svg', { viewBox: `0 0 ${w} ${h}`, width: '100%', role: 'img', 'aria-label': label, style: `max-width:${w * scale}px` });
}


// A card in a hand or on the table: its name, the rulebook's words on hover (the view's
// glossary, from Game::explain) and an optional note under the name; `opts.label` shows
// words in place of a card id (the id still finds the rulebook text).
function nileCard(v, el, name, opts = {}) {
  const title = window.nileTermTitle(v, String(name)) || opts.title || null;
  return el('span', { class: `card${opts.kind ? ' ' + opts.kind : ''}${opts.faded ? ' faded' : ''}${title ? ' term' : ''}`, title, 'data-card': name },
    el('b', { text: String(opts.label || name) }), opts.note ? el('small', { text: opts.note }) : null);
}
