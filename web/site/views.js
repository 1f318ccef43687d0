// Board views, drawn from the viewer's observation JSON (view.observation). One function
// per game in NILE_VIEWS; a game without one gets nileGenericView. A view only ever sees
// what the worker sent, which is the seat at the screen's observation.
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
    const d = el('details', { open: depth < 2 ? '' : null }, el('summary', { text: `${value.length} items` }));
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
    el('div', { class: 'panel' }, el('h4', { text: 'Board (as the text view shows it)' }), el('pre', { text: v.render })),
    el('div', { class: 'panel tree' }, el('h4', { text: `What seat ${v.observed_seat} knows` }), nileTree(v, el, v.observation, 0)));
}
