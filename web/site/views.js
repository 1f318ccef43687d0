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

// ---- Rá: the auction track, the Rá track, sun discs and holdings -------------------
const RA_KINDS = ['Ra', 'God', 'Gold', 'Pharaoh', 'Nile', 'Flood', 'Agriculture', 'Art', 'Astronomy',
  'Religion', 'Writing', 'Fortress', 'Obelisk', 'Palace', 'Pyramid', 'Sphinx', 'Statue', 'StepPyramid',
  'Temple', 'War', 'Funeral', 'Drought', 'Earthquake'];
const RA_COLOURS = { Ra: '#d33', God: '#c9982f', Gold: '#e6c04a', Pharaoh: '#7a4fa0', Nile: '#2a7ab8', Flood: '#5ab0e0',
  War: '#333', Funeral: '#333', Drought: '#333', Earthquake: '#333' };
const raName = (k) => (k === 'StepPyramid' ? 'Step Pyramid' : k);
const raColour = (k) => RA_COLOURS[k] || (RA_KINDS.indexOf(k) >= 12 && RA_KINDS.indexOf(k) <= 18 ? '#9a7b4f' : '#4d8a4d');

function raDiscs(mask) {
  const out = [];
  for (let v = 1; v < 32; v++) if (mask & (1 << v)) out.push(v);
  return out;
}

function raTileSvg(v, el, kind) {
  return nileTerm(v, el, raName(kind));
}

NILE_VIEWS.ra = (v, el) => {
  const o = v.observation;
  const n = o.config.players;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const slots = o.track.length;
  svg.setAttribute('viewBox', `0 0 ${slots * 62 + 10} 80`);
  svg.setAttribute('width', '100%');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'the auction track');
  o.track.forEach((t, i) => {
    const g = document.createElementNS(ns, 'g');
    const r = document.createElementNS(ns, 'rect');
    Object.entries({ x: 6 + i * 62, y: 8, width: 56, height: 56, rx: 6, fill: t ? raColour(t) : '#eee4cc', stroke: '#7a6a50' })
      .forEach(([a, b]) => r.setAttribute(a, b));
    g.append(r);
    const tx = document.createElementNS(ns, 'text');
    Object.entries({ x: 34 + i * 62, y: 40, 'text-anchor': 'middle', fill: t ? '#fff' : '#998' }).forEach(([a, b]) => tx.setAttribute(a, b));
    tx.textContent = t ? raName(t).slice(0, 10) : String(i + 1);
    g.append(tx);
    if (t) { const ti = document.createElementNS(ns, 'title'); ti.textContent = (v.glossary || {})[t] || raName(t); g.append(ti); }
    svg.append(g);
  });
  const auction = o.auction
    ? el('p', { text: `Auction called by seat ${o.auction.ra_player}${o.auction.invoked ? ' (Rá invoked)' : ''}; high bid ${o.auction.high || '—'}${o.auction.high ? ' by seat ' + o.auction.high_bidder : ''}` })
    : null;
  const top = el('div', { class: 'panel' },
    el('h4', { text: `Epoch ${o.epoch} · Rá track ${o.ra_count} · tiles in the bag ${o.bag_total}` }),
    svg, auction,
    el('div', {}, 'Sun disc in the centre: ', el('span', { class: 'sun', title: 'the disc the auction winner takes' }, String(o.centre))));
  const seats = [];
  for (let p = 0; p < n; p++) {
    const held = [];
    (o.holdings[p] || []).forEach((c, k) => { if (c) held.push(el('span', { class: 'tile', style: `border-color:${raColour(RA_KINDS[k])}` }, raTileSvg(v, el, RA_KINDS[k]), c > 1 ? ` ×${c}` : '')); });
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, 'data-seat': p },
      el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''} — ${o.scores[p]} points` }),
      el('div', {}, 'Sun discs: ', ...raDiscs(o.discs[p] & ~o.face_down[p]).map((d) => el('span', { class: 'sun' }, String(d))),
        ...raDiscs(o.face_down[p]).map((d) => el('span', { class: 'sun down', title: 'used this epoch' }, String(d)))),
      el('div', { class: 'tiles' }, ...(held.length ? held : [el('span', { class: 'tile empty', text: 'no tiles' })]))));
  }
  return el('div', {}, top, ...seats);
};

// ---- shared drawing helpers ---------------------------------------------------------
const SEAT_COLOURS = ['#c0392b', '#2471a3', '#229954', '#b9770e', '#7d3c98'];
function svgEl(tag, attrs, text) {
  const e = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, x] of Object.entries(attrs || {})) e.setAttribute(k, x);
  if (text !== undefined) e.textContent = text;
  return e;
}
function svgRoot(w, h, label) {
  return svgEl('svg', { viewBox: `0 0 ${w} ${h}`, width: '100%', role: 'img', 'aria-label': label, style: `max-width:${w * 1.6}px` });
}

// ---- Imhotep: ships, the five sites, sleds ------------------------------------------
const IMHOTEP_CARDS = ['Entrance', 'Sarcophagus', 'Paved Path', 'Pyramid Decoration', 'Temple Decoration',
  'Burial Chamber Decoration', 'Obelisk Decoration', 'Statue', 'Lever', 'Hammer', 'Sail', 'Chisel'];
const IMHOTEP_BLUE = ['Lever', 'Hammer', 'Sail', 'Chisel'];

NILE_VIEWS.imhotep = (v, el) => {
  const o = v.observation;
  const n = o.config.players;
  const stone = (code) => (code ? SEAT_COLOURS[(code - 1) % SEAT_COLOURS.length] : '#f3ead6');
  // Ships
  const ships = svgRoot(330, o.ships.length * 38 + 8, 'the ships of this round');
  o.ships.forEach((s, i) => {
    const y = 6 + i * 38;
    ships.append(svgEl('path', { d: `M4 ${y + 4} h${s.capacity * 30 + 20} l-12 28 h-${s.capacity * 30 - 4} z`, fill: '#b08850', stroke: '#6b4f2a' }));
    for (let k = 0; k < s.capacity; k++) {
      ships.append(svgEl('rect', { x: 16 + k * 30, y: y + 7, width: 24, height: 20, rx: 3, fill: stone(s.slots[k]), stroke: '#4a3a20' }));
    }
    ships.append(svgEl('text', { x: s.capacity * 30 + 34, y: y + 22 }, `ship ${i + 1}${s.sailed_to ? ' → ' + s.sailed_to.replace('BurialChamber', 'Burial Chamber') : ''}`));
  });
  // Sites
  const display = o.market.display.filter((c) => c).map((c) => el('span', { class: 'tile' }, nileTerm(v, el, IMHOTEP_CARDS[c - 1] || `card ${c}`)));
  const row = (cells, label) => {
    const g = svgRoot(Math.max(cells.length, 1) * 18 + 4, 20, label);
    cells.forEach((c, k) => g.append(svgEl('rect', { x: 2 + k * 18, y: 2, width: 16, height: 16, fill: stone(c), stroke: '#4a3a20' })));
    return g;
  };
  const burial = [];
  for (let k = 0; k < o.burial.len; k++) burial.push(((Number(BigInt(o.burial.cells[Math.floor(k / 32)]) >> BigInt((k % 32) * 2)) & 3)) + 1);
  const sites = el('div', { class: 'panel' }, el('h4', { text: 'Sites' }),
    el('div', { class: 'kv' },
      el('span', { class: 'k', text: 'Market' }), el('span', { class: 'tiles' }, ...(display.length ? display : [el('span', { class: 'tile empty', text: 'empty' })]),
        o.market.blind ? el('span', { class: 'tile', text: `${o.market.blind} face down` }) : null),
      el('span', { class: 'k', text: 'Pyramid' }), row(o.pyramid.cells, 'pyramid'),
      el('span', { class: 'k', text: 'Temple' }), row(o.temple.top, 'temple'),
      el('span', { class: 'k', text: 'Burial chamber' }), row(burial, 'burial chamber'),
      el('span', { class: 'k', text: 'Obelisks' }), el('span', {}, ...o.obelisks.stones.slice(0, n).map((s, p) => el('span', { class: 'tile', style: `border-color:${SEAT_COLOURS[p]}` }, `seat ${p}: ${s}`)))));
  const seats = o.builders.slice(0, n).map((b, p) => el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
    el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''} — ${b.score} points` }),
    el('div', {}, `Sled ${b.sled} · quarry ${b.quarry} · statues ${b.statues}`),
    el('div', { class: 'tiles' },
      ...b.decorations.map((d, k) => (d ? el('span', { class: 'tile' }, nileTerm(v, el, IMHOTEP_CARDS[3 + k]), d > 1 ? ` ×${d}` : '') : null)),
      ...b.blue.map((d, k) => (d ? el('span', { class: 'tile', style: 'border-color:#2471a3' }, nileTerm(v, el, IMHOTEP_BLUE[k]), d > 1 ? ` ×${d}` : '') : null)))));
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: `Round ${o.round}` }), ships),
    sites, ...seats);
};

// ---- Tekhenu: the obelisk's sections, dice, scales and the temple ---------------------
const TEKHENU_GODS = ['Horus', 'Ra', 'Hathor', 'Bastet', 'Thoth', 'Osiris'];
const TEKHENU_RES = ['Papyrus', 'Bread', 'Limestone', 'Granite', 'Gold'];
const DIE_FILL = { White: '#fafafa', Yellow: '#f1c40f', Brown: '#8e5b2c', Black: '#222', Grey: '#999' };
const DIE_INK = { White: '#000', Yellow: '#000', Brown: '#fff', Black: '#fff', Grey: '#000' };

function tekhenuDie(die) {
  const g = svgEl('g', {});
  g.append(svgEl('rect', { width: 20, height: 20, rx: 4, fill: DIE_FILL[die.colour] || '#ccc', stroke: '#333' }));
  g.append(svgEl('text', { x: 10, y: 14, 'text-anchor': 'middle', fill: DIE_INK[die.colour] || '#000' }, String(die.value)));
  g.append(svgEl('title', {}, `${die.colour} die showing ${die.value}`));
  return g;
}

function tekhenuDiceRow(el, dice, label) {
  const svg = svgRoot(Math.max(dice.length, 1) * 24 + 4, 24, label);
  dice.forEach((d, i) => { const g = tekhenuDie(d); g.setAttribute('transform', `translate(${2 + i * 24},2)`); svg.append(g); });
  return dice.length ? svg : el('span', { text: '—' });
}

NILE_VIEWS.tekhenu = (v, el) => {
  const o = v.observation;
  const s = o.state;
  const n = s.np;
  const dice = Array.isArray(s.dice) ? s.dice : [];
  const at = (kind, k) => dice.filter((d) => d.loc && typeof d.loc === 'object' && d.loc[kind] === k);
  // The obelisk disc: six gods' sections round the obelisk, dice on each.
  const svg = svgRoot(300, 300, 'the obelisk and the disc of gods');
  svg.append(svgEl('circle', { cx: 150, cy: 150, r: 140, fill: '#f6e7b8', stroke: '#7a6a50' }));
  for (let g = 0; g < 6; g++) {
    const a0 = (g / 6) * 2 * Math.PI - Math.PI / 2;
    const a1 = ((g + 1) / 6) * 2 * Math.PI - Math.PI / 2;
    const sunny = ((g - s.disc + 6) % 6) < 3;
    svg.append(svgEl('path', { d: `M150 150 L${150 + 140 * Math.cos(a0)} ${150 + 140 * Math.sin(a0)} A140 140 0 0 1 ${150 + 140 * Math.cos(a1)} ${150 + 140 * Math.sin(a1)} Z`, fill: sunny ? '#fbe9a6' : '#d9cfb8', stroke: '#7a6a50' }));
    const am = (a0 + a1) / 2;
    svg.append(svgEl('text', { x: 150 + 112 * Math.cos(am), y: 150 + 112 * Math.sin(am), 'text-anchor': 'middle' }, TEKHENU_GODS[g]));
    at('Disc', g).forEach((d, i) => {
      const r = 88 - Math.floor(i / 3) * 24;
      const aa = am + ((i % 3) - 1) * (30 / r);
      const die = tekhenuDie(d);
      die.setAttribute('transform', `translate(${150 + r * Math.cos(aa) - 10},${150 + r * Math.sin(aa) - 10})`);
      svg.append(die);
    });
  }
  svg.append(svgEl('rect', { x: 143, y: 125, width: 14, height: 50, fill: '#c8b28a', stroke: '#6b5a3a' }));
  svg.lastChild.append(svgEl('title', {}, 'the obelisk'));
  const bag = dice.filter((d) => d.loc === 'Bag').length;
  // The temple: a 5×5 grid of pillar tiles by owner.
  const temple = svgRoot(5 * 26 + 4, 5 * 26 + 4, 'the temple');
  (s.temple || []).forEach((rowCells, r) => rowCells.forEach((c, k) => {
    temple.append(svgEl('rect', { x: 2 + k * 26, y: 2 + r * 26, width: 24, height: 24, fill: c ? SEAT_COLOURS[c.owner % 5] : '#efe4c8', stroke: '#7a6a50' }));
    if (c) temple.append(svgEl('text', { x: 14 + k * 26, y: 18 + r * 26, 'text-anchor': 'middle', fill: '#fff' }, `P${String(c.tile + 1).padStart(2, '0')}`));
  }));
  const seats = [];
  for (let p = 0; p < n; p++) {
    const pl = s.players[p];
    seats.push(el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
      el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''}${s.solo && p === 1 ? ' (Botankhamun)' : ''} — ${pl.score} points` }),
      el('div', { class: 'tiles' }, ...TEKHENU_RES.map((r, k) => el('span', { class: 'tile' }, nileTerm(v, el, r), `: ${pl.res[k]}`)),
        el('span', { class: 'tile', text: `scribes: ${pl.scribes}` }), el('span', { class: 'tile', text: `faith: ${pl.faith}` }),
        el('span', { class: 'tile', text: `population ${pl.pop}, happiness ${pl.happy}` }),
        el('span', { class: 'tile', text: `decrees in hand: ${o.hand_sizes[p]}` })),
      el('div', { class: 'kv' },
        el('span', { class: 'k', text: 'Scales: pure' }), tekhenuDiceRow(el, at('Left', p), 'pure pan'),
        el('span', { class: 'k', text: 'tainted' }), tekhenuDiceRow(el, at('Right', p), 'tainted pan'),
        el('span', { class: 'k', text: 'below' }), tekhenuDiceRow(el, at('Below', p), 'below the scales'))));
  }
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: `The obelisk · rotations ${s.rotations} · Maat ${s.maat} · dice in the bag ${bag}` }),
      el('div', { style: 'display:flex;gap:1em;flex-wrap:wrap;align-items:flex-start' }, svg,
        el('div', {}, el('strong', { text: 'Temple' }), el('div', {}, temple)))),
    ...seats);
};
