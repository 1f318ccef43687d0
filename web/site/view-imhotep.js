// Imhotep's board view (NILE_VIEWS.imhotep), drawn from view.observation only; helpers in views.js.
/* global NILE_VIEWS, nileTerm, svgEl, svgRoot, nileCard, SEAT_COLOURS */
'use strict';

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
  const display = o.market.display.filter((c) => c).map((c) => nileCard(v, el, IMHOTEP_CARDS[c - 1] || `card ${c}`, { kind: IMHOTEP_BLUE.includes(IMHOTEP_CARDS[c - 1]) ? 'blue' : 'market' }));
  const row = (cells, label) => {
    const g = svgRoot(Math.max(cells.length, 1) * 18 + 4, 20, label);
    cells.forEach((c, k) => g.append(svgEl('rect', { x: 2 + k * 18, y: 2, width: 16, height: 16, fill: stone(c), stroke: '#4a3a20' })));
    return g;
  };
  const burial = [];
  for (let k = 0; k < o.burial.len; k++) burial.push(((Number(BigInt(o.burial.cells[Math.floor(k / 32)]) >> BigInt((k % 32) * 2)) & 3)) + 1);
  const sites = el('div', { class: 'panel' }, el('h4', { text: 'Sites' }),
    el('div', { class: 'kv' },
      el('span', { class: 'k', text: 'Market' }), el('span', { class: 'cards' }, ...(display.length ? display : [el('span', { class: 'card empty', text: 'empty' })]),
        o.market.blind ? el('span', { class: 'tile', text: `${o.market.blind} face down` }) : null),
      el('span', { class: 'k', text: 'Pyramid' }), row(o.pyramid.cells, 'pyramid'),
      el('span', { class: 'k', text: 'Temple' }), row(o.temple.top, 'temple'),
      el('span', { class: 'k', text: 'Burial chamber' }), row(burial, 'burial chamber'),
      el('span', { class: 'k', text: 'Obelisks' }), el('span', {}, ...o.obelisks.stones.slice(0, n).map((s, p) => el('span', { class: 'tile', style: `border-color:${SEAT_COLOURS[p]}` }, `seat ${p}: ${s}`)))));
  const seats = o.builders.slice(0, n).map((b, p) => el('div', { class: `panel seat${p === v.viewer ? ' me' : ''}`, style: `border-left-color:${SEAT_COLOURS[p]}`, 'data-seat': p },
    el('h4', { text: `Seat ${p}${p === v.viewer ? ' (you)' : ''} — ${b.score} points` }),
    el('div', {}, `Sled ${b.sled} · quarry ${b.quarry} · statues ${b.statues}`),
    // Market cards held: decorations (scored at the end) and blue tools (played later).
    el('div', { class: 'cards' },
      ...b.decorations.map((d, k) => (d ? nileCard(v, el, IMHOTEP_CARDS[3 + k], { kind: 'market', note: d > 1 ? `×${d}` : 'decoration' }) : null)),
      ...b.blue.map((d, k) => (d ? nileCard(v, el, IMHOTEP_BLUE[k], { kind: 'blue', note: d > 1 ? `×${d}` : 'blue card' }) : null)))));
  return el('div', {},
    el('div', { class: 'panel' }, el('h4', { text: `Round ${o.round}` }), ships),
    sites, ...seats);
};
